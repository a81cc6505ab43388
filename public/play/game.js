// @ts-check
// Playing a stored game: what the table and the lines around it show, and the moves sent to the
// API (which alone knows the rules: legal moves, refusals and hints all come from it).
import { ApiError, api, errorText } from "./api.js";
import { KIND_NAMES, fill } from "./i18n.js";
import { $, gameName, hidesCards, ui } from "./state.js";
import { animate, buildTable, drawCards, drawPills, setRing, slotElements } from "./table.js";
import { renderEnd } from "./end.js";
import {
  STOCK,
  WASTE,
  cardText,
  cardValue,
  either,
  eventWords,
  mazePlace,
  spoken,
  targetName,
} from "./words.js";

/** @typedef {import("./state.js").Session} Session */
/** @typedef {import("./state.js").SessionChange} SessionChange */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./state.js").WallView} WallView */
/** @typedef {import("./state.js").GameId} GameId */

// ---- Messages: the status line (in words of the page's language, said again when it changes),
// and the alert for refusals. Both have their room kept: neither moves the table or the buttons.
/**
 * What the status line says: a language switch says it again in the new one (a hint, worded by
 * the API, is asked again).
 * @type {(() => string) & { hint?: boolean }}
 */
export let spokenLine = () => "";
export const say = (/** @type {string | (() => string)} */ text) => {
  spokenLine = typeof text === "function" ? text : () => text;
  $("message").textContent = spokenLine();
};
export const alertText = (/** @type {string} */ text) => ($("alert").textContent = text);
/** @param {unknown} error */
export const refused = (error) => alertText(errorText(error));

/** The cards a Wall attack would use now: the selected waste cards, else the whole waste. */
function attackCards() {
  if (!ui.current) return [];
  const view = /** @type {WallView} */ (ui.current.session.view);
  return ui.selected.length ? ui.selected.flatMap((s) => view.slots[s] ?? []) : [...view.waste];
}

const sameCards = (/** @type {string[]} */ a, /** @type {string[]} */ b) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const playing = () => ui.current?.session.status === "playing";

/** The slots a card (Maze) or the attack cards (Wall) may be played to, from the legal moves. */
function targetsOf(
  /** @type {number | undefined} */ from,
  /** @type {string[] | undefined} */ attack = undefined,
) {
  if (!ui.current || !playing()) return [];
  const moves = ui.current.session.legalMoves;
  if (ui.current.game === "maze")
    return moves.flatMap((m) => (m.type === "move" && m.from === from ? [m.to] : []));
  const cards = attack ?? attackCards();
  return moves.flatMap((m) =>
    m.type === "attack" && cards.length && sameCards(m.cards, cards) ? [m.target] : [],
  );
}
export const legalTargets = () => new Set(targetsOf(ui.selected[0]));

/** Which slots a hint's move names, source first (Wall: a waste slot per attack card). */
function slotsOf(/** @type {Move | null | undefined} */ move) {
  if (!move || !ui.current) return [];
  if (move.type === "move") return [move.from, move.to];
  if (move.type === "deal") return [STOCK];
  if (move.type !== "attack") return [];
  const view = ui.current.session.view;
  const free = [...WASTE];
  /** @type {number[]} */
  const out = [];
  for (const card of move.cards) {
    const i = free.findIndex((s) => (view.slots[s] ?? []).includes(card));
    if (i >= 0) out.push(...free.splice(i, 1));
  }
  return [...out, move.target];
}

/** Whether `slot` holds a card the player may pick up (Maze: any card; Wall: a waste card). */
export const isSelectable = (/** @type {number} */ slot) =>
  !!ui.current &&
  (ui.current.game === "maze"
    ? (ui.current.session.view.slots[slot] ?? []).length > 0
    : WASTE.includes(slot));

/** Whether the page may play here: its owner, a game in play, nothing on its way. */
export const canPlay = () => !!ui.current?.owner && playing() && !ui.busy;

/** @returns {Map<number, WallView["targets"][number]>} */
function exposedTargets() {
  if (!ui.current || ui.current.game !== "wall") return new Map();
  const view = /** @type {WallView} */ (ui.current.session.view);
  return new Map(view.targets.map((t) => [t.slot, t]));
}

/** A slot as a screen reader says it: number, kind, cards, health, and its part in the move. */
function slotLabel(
  /** @type {number} */ slot,
  /** @type {Set<number>} */ targets,
  /** @type {Map<number, WallView["targets"][number]>} */ exposed,
) {
  if (!ui.current) return "";
  const T = ui.T;
  const pile = ui.current.session.view.slots[slot] ?? [];
  const kind = KIND_NAMES[ui.places[slot]?.kind ?? "cell"][ui.lang];
  const top = pile[pile.length - 1];
  let what = T.empty;
  if (top === "??") what = `${T.faceDown} (${pile.length})`;
  else if (top !== undefined)
    what = pile.length > 1 ? fill(T.pileOf, { count: pile.length, card: spoken(top) }) : spoken(top);
  const parts = [`${fill(T.slot, { slot })}${kind ? `, ${kind}` : ""}: ${what}`];
  const target = exposed.get(slot);
  if (target)
    parts.push(target.health === null ? T.healthUnknown : fill(T.health, { health: target.health }));
  if (ui.selected.includes(slot)) parts.push(T.selected);
  if (targets.has(slot)) parts.push(T.legalTarget);
  if (ui.hinted.includes(slot)) parts.push(T.hinted);
  if (ui.last.includes(slot)) parts.push(T.lastMove);
  return parts.join(", ");
}

/** Draws the game as it is now: cards, rings, health, facts, buttons and the end. */
export function render() {
  if (!ui.current) return;
  const { game } = ui.current;
  const targets = legalTargets();
  const exposed = exposedTargets();
  drawCards();
  slotElements().forEach((button, slot) => {
    button.setAttribute("aria-label", slotLabel(slot, targets, exposed));
    const pickable = isSelectable(slot) && !!ui.current?.owner && playing();
    if (pickable) button.setAttribute("aria-pressed", String(ui.selected.includes(slot)));
    else button.removeAttribute("aria-pressed");
    // A card that can be picked up shows a hand that can grab it.
    button.classList.toggle("grab", pickable);
    const look = ui.selected.includes(slot)
      ? "sel"
      : ui.armed === slot
        ? "armed"
        : ui.hinted.includes(slot)
          ? "hint"
          : targets.has(slot)
            ? "target"
            : ui.last.includes(slot)
              ? "last"
              : "";
    setRing(slot, look);
  });
  drawPills([...exposed.values()]);
  $("table").setAttribute("aria-label", fill(ui.T.tableLabel, { game: gameName(game) }));
  renderFacts();
  renderControls();
  renderAttack();
  renderEnd();
}

/** The time a ranked entry has run, `m:ss`. */
export const minutes = (/** @type {number} */ ms) =>
  `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

/** The clock of a ranked entry in play: from entering, by this browser's clock. */
function clockText() {
  const session = ui.current?.session;
  if (!session?.daily?.ranked) return "";
  const end = session.status === "playing" ? Date.now() : Date.parse(session.updatedAt);
  return minutes(Math.max(0, end - Date.parse(session.createdAt)));
}
setInterval(() => {
  const clock = document.querySelector("[data-fact=clock] span");
  if (clock && ui.current?.session.status === "playing") clock.textContent = clockText();
}, 1000);

function renderFacts() {
  if (!ui.current) return;
  const T = ui.T;
  const { session } = ui.current;
  const status = session.resigned ? T.resigned : T[session.status];
  /** @type {[string, string, string | number][]} */
  const facts = [
    ["score", T.score, session.score],
    ["status", T.status, status],
    ["moves", T.moves, session.moveCount],
  ];
  if (ui.current.game === "wall") {
    const view = /** @type {WallView} */ (session.view);
    facts.push(["stock", T.stock, fill(T.stockValue, { count: view.stockCount, deals: view.dealsLeft })]);
  }
  if (session.daily?.ranked) {
    facts.push(["hints", T.hints, session.daily.hints ?? 0]);
    facts.push(["clock", T.time, clockText()]);
  }
  $("facts").replaceChildren(
    ...facts.map(([key, name, value]) => {
      const li = document.createElement("li");
      li.dataset.fact = key;
      const b = document.createElement("b");
      b.textContent = `${name}: `;
      const span = document.createElement("span");
      span.textContent = String(value);
      li.append(b, span);
      return li;
    }),
  );
  const label = ui.current.label;
  const game = gameName(ui.current.game);
  $("game-title").textContent =
    label.kind === "deal"
      ? fill(T.labelDeal, { game, deal: label.deal })
      : label.kind === "daily"
        ? fill(T.labelDaily, { game, date: label.date })
        : label.kind === "watch"
          ? fill(T.labelWatch, { game, id: session.id.slice(0, 8) + "…" })
          : label.kind === "random"
            ? fill(T.labelRandomDeal, { game, deal: label.deal })
            : fill(session.origin === "custom" ? T.labelCustom : T.labelRandom, { game });
}

export function renderControls() {
  if (!ui.current) return;
  const { session, owner } = ui.current;
  const on = session.status === "playing";
  $("controls").hidden = !owner;
  /** @type {Record<string, boolean>} */
  const enabled = {
    hint: on,
    undo:
      session.moveCount > 0 &&
      !session.resigned &&
      !session.revealed &&
      !ui.revealed.has(session.id) &&
      !(session.daily?.ranked && (hidesCards(ui.current.game) || !on)),
    redo: session.redoCount > 0 && !session.resigned,
    deal: on && session.legalMoves.some((m) => m.type === "deal"),
    resign: on,
  };
  // aria-disabled, not disabled: a button that turns off under the keyboard keeps the focus.
  for (const [id, yes] of Object.entries(enabled)) $(id).setAttribute("aria-disabled", String(!yes));
  $("deal").hidden = ui.current.game !== "wall";
}

/** Wall: what the attack adds up to, against the pointed (or armed) target's health. */
export function renderAttack() {
  const line = $("attack");
  const confirm = $("attack-confirm");
  confirm.hidden = true;
  if (!ui.current || ui.current.game !== "wall" || !ui.current.owner || !playing()) {
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
  const target = exposedTargets().get(slot);
  if (target) {
    const verdict = target.health === null ? T.flips : sum > target.health ? T.beats : T.tooWeak;
    text += ` ${fill(T.against, { target: targetName(slot), verdict })}`;
  }
  if (ui.armed >= 0) {
    text += ` ${T.confirmAttack}`;
    confirm.hidden = false;
  }
  line.textContent = text;
}

// ---- Playing.
/** The game now is `session`: keep it, draw it (and animate what happened). */
export function update(/** @type {Session} */ session, /** @type {SessionChange["events"]} */ events = []) {
  if (!ui.current) return;
  ui.current.session = session;
  render();
  animate(events);
}

/**
 * What a spectator's new state changed, read from the two views (the live message carries the
 * position, not the move): the slots to mark, and the motion to show.
 * @param {Session} after
 * @returns {SessionChange["events"]}
 */
export function watched(after) {
  const before = ui.current?.session.view.slots ?? [];
  const now = after.view.slots;
  const changed = now.flatMap((pile, slot) => ((before[slot] ?? []).join() === pile.join() ? [] : [slot]));
  if (ui.current?.game === "maze") {
    const from = changed.find((s) => !(now[s] ?? []).length);
    const to = changed.find((s) => (now[s] ?? []).length);
    const card = to === undefined ? undefined : now[to]?.[0];
    if (from === undefined || to === undefined || !card) {
      ui.last = [];
      return [];
    }
    ui.last = [from, to];
    return [{ type: "moved", card, from, to }];
  }
  const targets = changed.filter((s) => s < STOCK);
  ui.last = targets;
  return targets.map((target) => ({ type: "flipped", target, cards: [] }));
}

/** Marks the last move's slots. */
export function markLast(/** @type {Move | undefined} */ move) {
  ui.last = move?.type === "attack" ? [move.target] : slotsOf(move);
}

/** Sends one change of the stored game (a move, undo, redo, resign) as its owner. */
export async function change(
  /** @type {string} */ what,
  /** @type {object} */ body,
  /** @type {(s: SessionChange) => string} */ words,
) {
  if (!ui.current?.owner || ui.busy) return;
  const { session, owner } = ui.current;
  ui.busy = true;
  $("table-wrap").setAttribute("aria-busy", "true");
  renderControls();
  try {
    const changed = /** @type {SessionChange} */ (
      await api("POST", `/v1/sessions/${session.id}/${what}`, {
        body: { ...body, version: session.version },
        token: owner,
      })
    );
    ui.selected = [];
    ui.hinted = [];
    ui.armed = -1;
    markLast(what === "undo" ? undefined : changed.move);
    alertText("");
    update(changed, what === "undo" ? [] : changed.events);
    say(() => words(changed));
  } catch (error) {
    // Changed elsewhere (another tab): take the game as it is now, and say so in a player's
    // words (the API's sentence speaks of versions to send).
    if (error instanceof ApiError && error.code === "version_conflict") {
      alertText(ui.T.changedElsewhere);
      await api("GET", `/v1/sessions/${session.id}`).then(update, refused);
    } else refused(error);
  } finally {
    ui.busy = false;
    $("table-wrap").removeAttribute("aria-busy");
    renderControls();
  }
}

export const play = (/** @type {Move} */ move) => change("moves", { move }, (s) => eventWords(s.events));

/** When the armed attack was shown; a confirming tap sooner than BOUNCE_MS after is ignored. */
let armedAt = 0;
const BOUNCE_MS = 400;
const POINTERS = ["mouse", "touch", "pen"];

/** Wall attacks wait for a second tap (or Attack) on touch and in ranked play: one slip is permanent. */
const confirmsAttacks = (/** @type {string} */ pointer) =>
  pointer === "touch" || pointer === "pen" || !!ui.current?.session.daily?.ranked;

/**
 * A click, a tap, Enter or Space on a slot. `pointer`: how (`mouse`, `touch`, `pen`, `key`).
 * @param {number} slot
 * @param {string} [pointer]
 */
export async function activate(slot, pointer = "mouse") {
  if (!canPlay() || !ui.current) return;
  const T = ui.T;
  const pile = ui.current.session.view.slots[slot] ?? [];
  alertText("");
  if (ui.current.game === "maze") {
    if (pile.length) {
      ui.selected = ui.selected[0] === slot ? [] : [slot];
      ui.hinted = ui.hinted[0] === slot ? ui.hinted : [];
      render();
      const top = /** @type {string} */ (pile[0]);
      const to = [...legalTargets()];
      if (ui.selected.length)
        say(() =>
          to.length
            ? fill(T.canGo, { card: cardText(top), places: either(to.map(mazePlace)) })
            : fill(T.cannotGo, { card: cardText(top) }),
        );
      return;
    }
    if (ui.selected[0] === undefined) return say(() => T.chooseCard);
    return play({ type: "move", from: ui.selected[0], to: slot });
  }
  if (WASTE.includes(slot)) {
    if (!pile.length) return say(() => T.wasteEmpty);
    ui.selected = ui.selected.includes(slot) ? ui.selected.filter((s) => s !== slot) : [...ui.selected, slot];
    ui.armed = -1;
    render();
    const to = [...legalTargets()];
    return say(() => (to.length ? fill(T.targets, { targets: either(to.map(targetName)) }) : T.noTargets));
  }
  if (slot === STOCK) return play({ type: "deal" });
  const cards = attackCards();
  if (!cards.length) return say(() => T.wasteEmpty);
  if (confirmsAttacks(pointer) && ui.armed !== slot) {
    // Shown first: which cards, their sum, the target's health, the verdict; played on a second tap.
    ui.armed = slot;
    armedAt = performance.now();
    ui.pointed = slot;
    render();
    return;
  }
  // A second tap as quick as a double-tap is a bounce, not a decision: the attack waits.
  if (ui.armed === slot && POINTERS.includes(pointer) && performance.now() - armedAt < BOUNCE_MS) return;
  // Sent even when it is not a legal move: the API says why it is refused.
  return play({ type: "attack", target: slot, cards });
}

/** Plays the armed Wall attack (the Attack button). */
export const confirmAttack = () => ui.armed >= 0 && activate(ui.armed, "key-confirmed");

/** Clears the selection, the armed attack and the hint's marks. */
export function clearSelection() {
  ui.selected = [];
  ui.hinted = [];
  ui.armed = -1;
  say(""); // the status line spoke of the selection
  render();
}

/**
 * A double-click or double-tap on a card: its only move, or the best (the hint's, when the hint
 * moves this card; else the first the API lists). Wall: the card alone against its target.
 * @param {number} slot
 * @param {string} pointer
 */
export async function playBest(slot, pointer) {
  if (!canPlay() || !ui.current) return;
  const view = ui.current.session.view;
  if (ui.current.game === "maze") {
    const to = targetsOf(slot);
    if (!to.length) return;
    let best = to[0];
    if (to.length > 1 && !ui.current.session.daily?.ranked) {
      const hint = await askHintMove();
      if (hint?.type === "move" && hint.from === slot && to.includes(hint.to)) best = hint.to;
    }
    ui.selected = [slot];
    return play({ type: "move", from: slot, to: /** @type {number} */ (best) });
  }
  if (!WASTE.includes(slot) || !(view.slots[slot] ?? []).length) return;
  const to = targetsOf(undefined, view.slots[slot] ?? []);
  ui.selected = [slot];
  ui.armed = -1;
  render();
  if (to.length === 1) return activate(/** @type {number} */ (to[0]), pointer);
}

/** The stored game's hint (a ranked entry gives hints to its owner only). */
const hintFor = (/** @type {import("./state.js").Current} */ { session, owner }) =>
  api("POST", `/v1/sessions/${session.id}/hint`, { token: owner ?? undefined });

/** The hint's move, asked quietly (a double-click's choice between several gaps). */
async function askHintMove() {
  try {
    return /** @type {Move | null} */ (
      (await hintFor(/** @type {import("./state.js").Current} */ (ui.current))).move
    );
  } catch {
    return null;
  }
}

/** Ranked entries whose player was told that hints count (the first press says so, the next asks). */
const toldHintsCount = new Set();

export async function askHint() {
  if (!ui.current || ui.busy) return;
  const { session } = ui.current;
  if (session.daily?.ranked && session.status === "playing" && !toldHintsCount.has(session.id)) {
    toldHintsCount.add(session.id);
    alertText("");
    return say(() => ui.T.hintCounts);
  }
  const asked = ui.lang;
  try {
    const hint = await hintFor(ui.current);
    // A ranked entry's hint counts: the count shown is the server's, read again.
    if (session.daily?.ranked) {
      const fresh = /** @type {Session} */ (await api("GET", `/v1/sessions/${session.id}`).catch(() => null));
      const current = ui.current;
      if (fresh && current?.session.id === fresh.id && current.session.version === fresh.version)
        current.session = fresh;
    }
    const now = ui.current?.session;
    // The game moved on while the hint was on its way: it speaks of a position that is gone.
    if (now?.id !== session.id || now.version !== session.version) return render();
    // The language changed meanwhile: ask again in the new one (a ranked hint counts: not again).
    if (ui.lang !== asked && !session.daily?.ranked) return void askHint();
    ui.hinted = slotsOf(hint.move);
    ui.selected = [];
    ui.armed = -1;
    alertText("");
    render();
    say(Object.assign(() => hint.text, { hint: true }));
  } catch (error) {
    refused(error);
  }
}

/** Builds the table again (the window turned between portrait and landscape). */
export function rebuild() {
  if (!ui.current) return;
  buildTable(ui.current.game);
  render();
}
