// @ts-check
// Wall on the table: waste cards are chosen (one or several) and attack an exposed target; the
// stock deals. An attack waits for a second tap (or Attack) on touch and in ranked play, and the
// line under the table weighs it against the target's health.
import { fill } from "../i18n.js";
import { $, ui } from "../state.js";
import { CARD, cardText, cardValue, either, kindName, topOf } from "../words.js";
import { generic } from "./generic.js";

/** @typedef {import("../state.js").Schemas["WallView"]} WallView */
/** @typedef {import("./generic.js").Kit} Kit */

/** The slots of a kind on the table now (the API's geometry names each slot's kind). */
const slotsOfKind = (/** @type {string} */ kind) => ui.places.flatMap((p, s) => (p.kind === kind ? [s] : []));
const isWaste = (/** @type {number} */ slot) => ui.places[slot]?.kind === "waste";
const isStock = (/** @type {number} */ slot) => ui.places[slot]?.kind === "stock";

const view = () => /** @type {WallView | undefined} */ (ui.current?.session.view);
const playing = () => ui.current?.session.status === "playing";

/** The cards an attack would use now: the selected waste cards, else the whole waste. */
function attackCards() {
  const now = view();
  if (!now) return [];
  return ui.selected.length ? ui.selected.flatMap((s) => now.slots[s] ?? []) : [...now.waste];
}

const sameCards = (/** @type {string[]} */ a, /** @type {string[]} */ b) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The targets `cards` (by default the attack's) may attack, from the legal moves. */
function targetsOf(/** @type {string[]} */ cards = attackCards()) {
  if (!ui.current || !playing()) return [];
  return ui.current.session.legalMoves.flatMap((m) =>
    m.type === "attack" && cards.length && sameCards(m.cards, cards) ? [m.target] : [],
  );
}

/** The exposed targets, by slot, with their health (null while face down). */
function exposed() {
  const now = view();
  return new Map((now?.targets ?? []).map((t) => [t.slot, t]));
}

/** A target by its top card and health: "Q♥ (health 12)", or its face-down pile by its place. */
function targetName(/** @type {number} */ slot) {
  const T = ui.T;
  const target = exposed().get(slot);
  const top = topOf(slot);
  if (top === undefined || !CARD.test(top)) {
    // By its place among the piles of its kind, counted from the left (its cards are hidden).
    const kind = ui.places[slot]?.kind ?? "";
    const row = slotsOfKind(kind).sort((a, b) => (ui.places[a]?.x ?? 0) - (ui.places[b]?.x ?? 0));
    const nth = T.ordinals.split("|")[row.indexOf(slot)] ?? "";
    return fill(T.faceDownPile, { kind: kindName(slot).toLocaleLowerCase(ui.lang), nth });
  }
  const card = cardText(top);
  return target && target.health !== null ? fill(T.targetName, { card, health: target.health }) : card;
}

/** When the armed attack was shown; a confirming tap sooner than BOUNCE_MS after is ignored. */
let armedAt = 0;
const BOUNCE_MS = 400;
const POINTERS = ["mouse", "touch", "pen"];

/** Attacks wait for a second tap (or Attack) on touch and in ranked play: one slip is permanent. */
const confirmsAttacks = (/** @type {string} */ pointer) =>
  pointer === "touch" || pointer === "pen" || !!ui.current?.session.daily?.ranked;

/** @type {import("./generic.js").GameModule} */
const wall = {
  ...generic,
  selectable: isWaste,
  targets: () => new Set(targetsOf()),
  async activate(slot, pointer, kit) {
    const T = ui.T;
    const pile = ui.current?.session.view.slots[slot] ?? [];
    if (isWaste(slot)) {
      if (!pile.length) return kit.say(() => T.wasteEmpty);
      ui.selected = ui.selected.includes(slot)
        ? ui.selected.filter((s) => s !== slot)
        : [...ui.selected, slot];
      ui.armed = -1;
      kit.render();
      const to = targetsOf();
      return kit.say(() =>
        to.length ? fill(T.targets, { targets: either(to.map(targetName)) }) : T.noTargets,
      );
    }
    if (isStock(slot)) return kit.play({ type: "deal" });
    const cards = attackCards();
    if (!cards.length) return kit.say(() => T.wasteEmpty);
    if (confirmsAttacks(pointer) && ui.armed !== slot) {
      // Shown first: which cards, their sum, the target's health, the verdict; played on a second tap.
      ui.armed = slot;
      armedAt = performance.now();
      ui.pointed = slot;
      kit.render();
      return;
    }
    // A second tap as quick as a double-tap is a bounce, not a decision: the attack waits.
    if (ui.armed === slot && POINTERS.includes(pointer) && performance.now() - armedAt < BOUNCE_MS) return;
    // Sent even when it is not a legal move: the API says why it is refused.
    return kit.play({ type: "attack", target: slot, cards });
  },
  // The card alone against its one target.
  async playBest(slot, pointer, kit) {
    const pile = ui.current?.session.view.slots[slot] ?? [];
    if (!isWaste(slot) || !pile.length) return;
    const to = targetsOf(pile);
    ui.selected = [slot];
    ui.armed = -1;
    kit.render();
    if (to.length === 1) return this.activate(/** @type {number} */ (to[0]), pointer, kit);
  },
  lift: (slot) => void (ui.selected.includes(slot) || (ui.selected = [slot])),
  // Dropped on a target (not the stock or the waste: a deal is no attack), the dragged cards
  // attack it (on touch and in ranked play, shown first).
  drop(_from, to, pointer, kit) {
    if (!isStock(to) && !isWaste(to)) return this.activate(to, pointer, kit);
    kit.render();
  },
  // A deal is marked at the stock; an attack, as the API names its slots (cards, then target).
  hintMarks: ({ move, slots }) => (move.type === "deal" ? slots.slice(0, 1) : slots),
  // The last move: an attack at its target, a deal at the stock.
  lastMarks: ({ move }) => (move.type === "attack" ? [move.target] : slotsOfKind("stock")),
  watched(after) {
    const before = ui.current?.session.view.slots ?? [];
    const changed = after.view.slots.flatMap((pile, slot) =>
      (before[slot] ?? []).join() === pile.join() ? [] : [slot],
    );
    const targets = changed.filter((s) => !isStock(s) && !isWaste(s));
    ui.last = targets;
    return targets.map((target) => ({ type: "flipped", target, cards: [] }));
  },
  exposed,
  facts: () => {
    const T = ui.T;
    const now = view();
    return now
      ? [["stock", T.stock, fill(T.stockValue, { count: now.stockCount, deals: now.dealsLeft })]]
      : [];
  },
  // What the attack adds up to, against the pointed (or armed) target's health.
  renderLine() {
    const line = $("attack");
    if (!ui.current?.owner || !playing()) {
      line.textContent = "";
      return;
    }
    const T = ui.T;
    const cards = attackCards();
    if (!cards.length) {
      line.textContent = T.wasteEmpty;
      return;
    }
    const sum = cards.reduce((total, code) => total + cardValue(code), 0);
    const words = cards.map(cardText).join(" + ");
    let text = fill(ui.selected.length ? T.attackWith : T.attackAll, { cards: words, sum });
    const slot = ui.armed >= 0 ? ui.armed : ui.pointed;
    const target = exposed().get(slot);
    if (target) {
      const verdict = target.health === null ? T.flips : sum > target.health ? T.beats : T.tooWeak;
      text += ` ${fill(T.against, { target: targetName(slot), verdict })}`;
    }
    if (ui.armed >= 0) {
      text += ` ${T.confirmAttack}`;
      $("attack-confirm").hidden = false;
    }
    line.textContent = text;
  },
  placeName: targetName,
};

export default wall;
