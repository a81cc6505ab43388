// @ts-check
// Wall on the table: waste cards are chosen (one or several) and attack an exposed target; the
// stock deals. A target tapped with no card chosen is attacked with the page's choice (the fewest
// points of the waste that beat it). An attack the legal moves list waits for a second tap (or
// Attack) on touch and in ranked play; one they do not list is sent at once, for the API to say
// why it is refused. The line under the table weighs the attack against the target's health,
// and so does a label on the table beside the target (and the chosen cards' sum beside the
// waste), where the eye is; the rule itself is taught in wall-teach.js.
import { fill } from "../i18n.js";
import { $, ui } from "../state.js";
import { CARD_H, CARD_W, origin } from "../table.js";
import { CARD, cardText, cardValue, either, kindName, topOf } from "../words.js";
import { generic } from "./generic.js";
import { chooseLine, teach, words } from "./wall-teach.js";

/** @typedef {import("../state.js").Schemas["WallView"]} WallView */
/** @typedef {import("./generic.js").Kit} Kit */

/** The slots of a kind on the table now (the API's geometry names each slot's kind). */
const slotsOfKind = (/** @type {string} */ kind) => ui.places.flatMap((p, s) => (p.kind === kind ? [s] : []));
const isWaste = (/** @type {number} */ slot) => ui.places[slot]?.kind === "waste";
const isStock = (/** @type {number} */ slot) => ui.places[slot]?.kind === "stock";

const view = () => /** @type {WallView | undefined} */ (ui.current?.session.view);
const playing = () => ui.current?.session.status === "playing";

const sumOf = (/** @type {string[]} */ cards) => cards.reduce((total, code) => total + cardValue(code), 0);
const sameCards = (/** @type {string[]} */ a, /** @type {string[]} */ b) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The legal attacks now, each with its target and cards. */
function attacks() {
  if (!ui.current || !playing()) return [];
  return ui.current.session.legalMoves.flatMap((m) => (m.type === "attack" ? [m] : []));
}

/** Whether attacking `target` with `cards` is a legal move now. */
const isLegal = (/** @type {number} */ target, /** @type {string[]} */ cards) =>
  attacks().some((m) => m.target === target && sameCards(m.cards, cards));

/**
 * The selection the page made for a target (its slots, joined): while the selection is still
 * that, it is the page's, and a tap on another target chooses again.
 */
let pickedKey = "";
const isPicked = () => pickedKey !== "" && ui.selected.join() === pickedKey;
/** The cards the player chose (none while the selection is the page's). */
const chosenCards = () => (isPicked() ? [] : ui.selected.flatMap((s) => view()?.slots[s] ?? []));

/**
 * The cards the page attacks `target` with when none are chosen: of the legal attacks on it, the
 * fewest points (then the fewest cards) that beat it, as the hint attacks a face-up card (a
 * bigger set removes the same card and keeps less); a face-down pile, and a target nothing
 * beats, get the whole waste (the API says why the latter is refused).
 */
function pickFor(/** @type {number} */ target) {
  const now = view();
  if (!now) return [];
  const on = attacks().filter((m) => m.target === target);
  if (!on.length || exposed().get(target)?.health === null) return [...now.waste];
  const best = on.reduce((a, b) =>
    sumOf(b.cards) < sumOf(a.cards) || (sumOf(b.cards) === sumOf(a.cards) && b.cards.length < a.cards.length)
      ? b
      : a,
  );
  return [...best.cards];
}

/** The waste slots that hold `cards` (each card from the first slot holding it). */
function slotsHolding(/** @type {string[]} */ cards) {
  const left = [...cards];
  return slotsOfKind("waste").filter((slot) => {
    const i = left.findIndex((card) => (view()?.slots[slot] ?? []).includes(card));
    return i >= 0 && !!left.splice(i, 1).length;
  });
}

/** The cards an attack on `target` would use now: those chosen, else the page's choice. */
function cardsFor(/** @type {number} */ target) {
  const chosen = chosenCards();
  return chosen.length ? chosen : pickFor(target);
}

/** The targets the chosen cards may attack; with none chosen, every target some attack beats. */
function targetsOf(/** @type {string[]} */ cards = chosenCards()) {
  const all = attacks();
  return [
    ...new Set((cards.length ? all.filter((m) => sameCards(m.cards, cards)) : all).map((m) => m.target)),
  ];
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

/**
 * The labels of an attack on the table: beside `target` the sum against its health and the
 * verdict, beside the waste cards it uses their sum; none without a target.
 * @param {number} [target]
 * @param {number | null} [health]
 * @param {number} [sum]
 * @param {number[]} [waste]
 */
function labels(target = -1, health = null, sum = 0, waste = []) {
  const marks = document.querySelector("#table .marks");
  if (!marks) return;
  let group = marks.querySelector("#verdict");
  if (!group) {
    group = document.createElementNS("http://www.w3.org/2000/svg", "g");
    group.id = "verdict";
    marks.append(group);
  }
  const at = ui.places[target];
  if (!at) return void group.replaceChildren();
  const T = ui.T;
  const verdict =
    health === null
      ? `${sum} → ?`
      : `${sum} ${sum > health ? ">" : "≤"} ${health}: ${sum > health ? T.beats : T.tooWeak}`;
  const look = health === null ? "flip" : sum > health ? "falls" : "weak";
  const height = Number($("table").getAttribute("viewBox")?.split(" ")[3] ?? 0);
  const [x, y] = origin(at);
  // Under the target when the table has room there, else over it.
  const below = y + CARD_H + 30 <= height;
  let out = label(verdict, x + CARD_W / 2, below ? y + CARD_H + 3 : y - 27, look, "verdict-target");
  const piles = waste.map((s) => ui.places[s]).filter((p) => p !== undefined);
  if (piles.length) {
    // Over the lower part of the cards it uses (their indices, at the top, stay clear).
    const xs = piles.map((p) => origin(p)[0]);
    const bottom = Math.max(...piles.map((p) => origin(p)[1])) + CARD_H;
    out += label(
      fill(T.carriedSum, { sum }),
      (Math.min(...xs) + Math.max(...xs) + CARD_W) / 2,
      bottom - 26,
      look,
      "verdict-sum",
    );
  }
  group.innerHTML = out;
}

/** One label: its text on a dark pill, centred on `cx` (kept within the table), its top at `y`. */
function label(
  /** @type {string} */ text,
  /** @type {number} */ cx,
  /** @type {number} */ y,
  /** @type {string} */ look,
  /** @type {string} */ id,
) {
  const width = 16 + 8.6 * [...text].length;
  const across = Number($("table").getAttribute("viewBox")?.split(" ")[2] ?? 0);
  // Within the table, whatever the side it stands at.
  const left = Math.max(0, Math.min(cx - width / 2, across - width));
  return (
    `<g id="${id}" class="label ${look}"><rect x="${left}" y="${y}" width="${width}" height="24" rx="12"/>` +
    `<text x="${left + width / 2}" y="${y + 17}" font-size="15" font-weight="bold" text-anchor="middle">` +
    `${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</text></g>`
  );
}

/** When the armed attack was shown, and by what; a confirming tap sooner than BOUNCE_MS after is ignored. */
let armedAt = 0;
let armedBy = "";
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
      // The page's choice gives way to the player's: a waste card tapped starts a choice of their own.
      ui.selected = isPicked()
        ? [slot]
        : ui.selected.includes(slot)
          ? ui.selected.filter((s) => s !== slot)
          : [...ui.selected, slot];
      pickedKey = "";
      ui.armed = -1;
      kit.render();
      const to = targetsOf();
      return kit.say(() =>
        to.length ? fill(T.targets, { targets: either(to.map(targetName)) }) : T.noTargets,
      );
    }
    if (isStock(slot)) return kit.play({ type: "deal" });
    const cards = cardsFor(slot);
    if (!cards.length) return kit.say(() => T.wasteEmpty);
    const legal = isLegal(slot, cards);
    if (!chosenCards().length) {
      // Shown as chosen (the rings on the waste), and chosen again for another target.
      ui.selected = legal ? slotsHolding(cards) : [];
      pickedKey = ui.selected.join();
    }
    if (legal && confirmsAttacks(pointer) && ui.armed !== slot) {
      // Shown first: which cards, their sum, the target's health, the verdict; played on a second tap.
      ui.armed = slot;
      armedAt = performance.now();
      armedBy = pointer;
      ui.pointed = slot;
      kit.render();
      return;
    }
    // A second tap as quick as a double-tap is a bounce, not a decision: the attack waits.
    if (ui.armed === slot && POINTERS.includes(pointer) && performance.now() - armedAt < BOUNCE_MS) return;
    // An attack the legal moves do not list is never offered: it is sent, and the API says why
    // it is refused (not exposed, too weak), as it would be at once by a mouse.
    if (!legal && ui.armed >= 0) {
      ui.armed = -1;
      kit.render();
    }
    return kit.play({ type: "attack", target: slot, cards });
  },
  // The card alone against its one target.
  async playBest(slot, pointer, kit) {
    const pile = ui.current?.session.view.slots[slot] ?? [];
    if (!isWaste(slot) || !pile.length) return;
    const to = targetsOf(pile);
    ui.selected = [slot];
    pickedKey = "";
    ui.armed = -1;
    kit.render();
    if (to.length === 1) return this.activate(/** @type {number} */ (to[0]), pointer, kit);
  },
  // A drag carries every chosen waste card, and the dragged one with them (the page's choice for
  // a target gives way to it).
  lift(slot) {
    if (isPicked()) ui.selected = [];
    pickedKey = "";
    if (!ui.selected.includes(slot)) ui.selected = [...ui.selected, slot];
  },
  // What the ghost of a drag says: the carried cards' sum.
  carried: () => {
    const cards = chosenCards();
    return cards.length > 1 ? fill(ui.T.carriedSum, { sum: sumOf(cards) }) : "";
  },
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
  // The stock, and what the table's badges say (said once, beside the table).
  facts: () => {
    const T = ui.T;
    const now = view();
    return now
      ? [
          ["stock", T.stock, fill(T.stockValue, { count: now.stockCount, deals: now.dealsLeft })],
          ["badges", words().badges, words().badgesValue],
        ]
      : [];
  },
  // What the attack adds up to, against the pointed (or armed) target's health.
  renderLine() {
    const line = $("attack");
    const choose = document.getElementById("teach-choose");
    if (choose) choose.textContent = chooseLine();
    labels();
    if (ui.current?.owner == null || !playing()) {
      line.textContent = "";
      return;
    }
    const T = ui.T;
    const slot = ui.armed >= 0 ? ui.armed : ui.pointed;
    const target = exposed().get(slot);
    const chosen = chosenCards();
    // With no card chosen: what the page would choose for the target pointed at, else the waste.
    const cards = chosen.length ? chosen : target ? pickFor(slot) : [...(view()?.waste ?? [])];
    if (!cards.length) {
      line.textContent = T.wasteEmpty;
      return;
    }
    const sum = sumOf(cards);
    const words = cards.map(cardText).join(" + ");
    let text = fill(chosen.length || target || isPicked() ? T.attackWith : T.attackAll, {
      cards: words,
      sum,
    });
    if (target) {
      const verdict = target.health === null ? T.flips : sum > target.health ? T.beats : T.tooWeak;
      text += ` ${fill(T.against, { target: targetName(slot), verdict })}`;
      // Beside the target and the waste too, while the attack is chosen (not only for a card
      // the page chose: what the player's own choice weighs is what they need to see).
      labels(slot, target.health, sum, chosen.length ? slotsHolding(chosen) : slotsHolding(cards));
    }
    if (ui.armed >= 0) {
      const again =
        armedBy === "mouse"
          ? T.confirmAttackClick
          : POINTERS.includes(armedBy)
            ? T.confirmAttack
            : T.confirmAttackKey;
      text += ` ${again}`;
      $("attack-confirm").hidden = false;
    }
    line.textContent = text;
  },
  placeName: targetName,
  teach: async () => teach(),
};

export default wall;
