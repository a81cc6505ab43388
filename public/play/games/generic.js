// @ts-check
// How /play plays a game it has no module for, from the API alone: each legal move comes with the
// slots it involves, source first (`moveSlots`), so picking a card and dropping it on a target,
// the targets to show, a double-click's move and the marks of a hint or of the last move need no
// knowledge of the game. A game's own module (beside this one) changes only what it must.
import { fill } from "../i18n.js";
import { $, ui } from "../state.js";
import { cardText, either, placeOf } from "../words.js";

/** @typedef {import("../state.js").Move} Move */
/** @typedef {import("../state.js").Session} Session */
/** @typedef {import("../state.js").GameEvent} GameEvent */
/** @typedef {{ move: Move, slots: number[] }} Legal */
/** @typedef {[key: string, name: string, value: string | number]} Fact */

/**
 * What a game's module acts through: the page's own actions, passed in (a module under games/
 * imports nothing above it, so no import cycle can close through it).
 * @typedef {object} Kit
 * @property {(move: Move) => Promise<void>} play Plays a move as the game's owner.
 * @property {() => void} render Draws the game as it is now.
 * @property {(text: string | (() => string)) => void} say Says something on the status line.
 * @property {() => Promise<Legal | null>} hintMove The hint's move and its slots, asked quietly.
 */

/**
 * A game's interaction on the table. Every field has the generic behaviour below; a module gives
 * only the ones its game plays otherwise.
 * @typedef {object} GameModule
 * @property {(slot: number) => boolean} selectable Whether the player may pick up `slot`'s cards.
 * @property {() => Set<number>} targets Where the selection may be played now.
 * @property {(slot: number, pointer: string, kit: Kit) => unknown} activate A click, tap, Enter or Space on a slot.
 * @property {(slot: number, pointer: string, kit: Kit) => unknown} playBest A double-click or double-tap on a card.
 * @property {(slot: number) => void} lift What a drag of `slot` carries: the selection it sets.
 * @property {() => string} carried What the ghost of a drag says of the cards it carries (nothing by default).
 * @property {(from: number, to: number, pointer: string, kit: Kit) => unknown} drop A drag of `from` let go on `to`.
 * @property {(legal: Legal) => number[]} hintMarks The slots a hint's move rings.
 * @property {(legal: Legal) => number[]} lastMarks The slots the last move played rings.
 * @property {(after: Session) => GameEvent[]} watched What a spectator's new state changed: marks `ui.last`, returns the motion.
 * @property {() => Map<number, { slot: number, health: number | null }>} exposed Slots with a health to show (pills, labels).
 * @property {() => Fact[]} facts Facts of the game shown beside score, status and moves.
 * @property {() => void} renderLine The line under the table about the selection (empty by default).
 * @property {(slot: number, card?: string, slots?: string[][]) => string} placeName Where a card (`card`, when
 *   known) goes, in words: on the table now, or among `slots` (a position of the past).
 * @property {((view: Session["view"]) => import("../state.js").Schemas["Layout"]) | undefined} layoutOf A daily deal's public
 *   start as a layout to play again unranked (a game that hides nothing; none by default).
 * @property {(() => Promise<Node[]>) | undefined} teach A player's rule in a few lines (and a picture), shown above
 *   the full rules (none by default: the full rules alone).
 * @property {(from: number, to: number) => Move | undefined} freeMove A move from `from` to `to`
 *   that is not listed, sent all the same for the API to say why it is refused (none by default).
 */

/** The legal moves now, each with the slots it involves (from the API), source first. */
export function legal() {
  const session = ui.current?.session;
  if (!session || session.status !== "playing") return [];
  return session.legalMoves.map((move, i) => ({ move, slots: session.moveSlots[i] ?? [] }));
}

/** The legal moves that start at `slot` and go somewhere else. */
export const movesFrom = (/** @type {number} */ slot) =>
  legal().filter((m) => m.slots.length > 1 && m.slots[0] === slot);

/**
 * The move from `from` to `to`: the one of those two slots alone, else the only one that starts
 * at `from` and ends at `to` (several others: no guess).
 */
export function moveBetween(/** @type {number} */ from, /** @type {number} */ to) {
  const found = movesFrom(from).filter((m) => m.slots[m.slots.length - 1] === to);
  return found.find((m) => m.slots.length === 2) ?? (found.length === 1 ? found[0] : undefined);
}

/** Where a move ends: its last slot. */
export const targetOf = (/** @type {Legal} */ m) => /** @type {number} */ (m.slots[m.slots.length - 1]);

/** A move as text with every object's keys in order, at any depth (two equal moves, one text). */
const canonical = (/** @type {unknown} */ value) =>
  JSON.stringify(value, (_key, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** `move` with its slots, as the legal moves list it (none for a move that is not legal now). */
export function withSlots(/** @type {Move} */ move) {
  const text = canonical(move);
  const found = legal().find((m) => canonical(m.move) === text);
  return found ?? { move, slots: [] };
}

const pileOf = (/** @type {number} */ slot) => ui.current?.session.view.slots[slot] ?? [];
const sameSlots = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a.join() === b.join();

/**
 * The generic game: pick a card, drop it on a target; a move of one slot, or a face-down pile's
 * only move (a deal), is played by a click on it.
 * @type {GameModule}
 */
export const generic = {
  selectable: (slot) => pileOf(slot).length > 0,
  targets: () => {
    const from = ui.selected[0];
    return new Set(from === undefined ? [] : movesFrom(from).map(targetOf));
  },
  async activate(slot, _pointer, kit) {
    const T = ui.T;
    const pile = pileOf(slot);
    const from = ui.selected[0];
    // A card chosen, then one of its targets: played.
    const chosen = from === undefined ? undefined : moveBetween(from, slot);
    if (chosen) return kit.play(chosen.move);
    // A move of this slot alone, or a face-down pile with one move (a deal): played.
    const alone = legal().filter((m) => m.slots[0] === slot);
    const one = alone.length === 1 ? alone[0] : undefined;
    if (one && (one.slots.length === 1 || pile[pile.length - 1] === "??")) return kit.play(one.move);
    if (pile.length) {
      ui.selected = ui.selected[0] === slot ? [] : [slot];
      ui.hinted = ui.hinted[0] === slot ? ui.hinted : [];
      kit.render();
      const top = /** @type {string} */ (pile[pile.length - 1]);
      const to = movesFrom(slot).map(targetOf);
      if (ui.selected.length)
        kit.say(() =>
          to.length
            ? fill(T.canGo, { card: cardText(top), places: either(to.map((t) => this.placeName(t, top))) })
            : fill(T.cannotGo, { card: cardText(top) }),
        );
      return;
    }
    if (from === undefined) return kit.say(() => T.chooseCard);
    const free = this.freeMove(from, slot);
    if (free) return kit.play(free);
    ui.selected = [];
    kit.render();
  },
  async playBest(slot, _pointer, kit) {
    const moves = movesFrom(slot);
    let best = moves[0];
    if (!best) return;
    if (moves.length > 1 && !ui.current?.session.daily?.ranked) {
      const hint = await kit.hintMove();
      best = moves.find((m) => hint && sameSlots(m.slots, hint.slots)) ?? best;
    }
    ui.selected = [slot];
    return kit.play(best.move);
  },
  lift: (slot) => void (ui.selected = [slot]),
  carried: () => "",
  drop(from, to, _pointer, kit) {
    const move = moveBetween(from, to)?.move ?? this.freeMove(from, to);
    if (move) return kit.play(move);
    kit.render();
  },
  hintMarks: ({ slots }) => slots,
  lastMarks: ({ slots }) => slots,
  watched(after) {
    const before = ui.current?.session.view.slots ?? [];
    ui.last = after.view.slots.flatMap((pile, slot) =>
      (before[slot] ?? []).join() === pile.join() ? [] : [slot],
    );
    return [];
  },
  exposed: () => new Map(),
  facts: () => [],
  renderLine: () => void ($("attack").textContent = ""),
  placeName: placeOf,
  freeMove: () => undefined,
  layoutOf: undefined,
  teach: undefined,
};
