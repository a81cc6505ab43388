// @ts-check
// Cards and places in a player's words: "9♣", "after 8♣", "Q♥ (health 12)". Slot numbers stay
// in the slots' accessible names, for the keyboard and screen readers, never in a sentence.
import { cardName, fill } from "./i18n.js";
import { summaryOf, ui } from "./state.js";

/** @typedef {import("./state.js").GameEvent} GameEvent */

export const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
export const CARD = /^([A2-9TJQK])([CDHS])$/;

/** @param {string} code */
export const cardValue = (code) => "A23456789TJQK".indexOf(code.charAt(0)) + 1;
/** `7♦`, `10♠`: a card as the table shows it. @param {string} code */
export const cardText = (code) => {
  const m = CARD.exec(code);
  return m ? (m[1] === "T" ? "10" : m[1]) + SUIT_SYMBOL[/** @type {"C"} */ (m[2])] : code;
};

/** The slots of the game now. */
const slots = () => ui.current?.session.view.slots ?? [];
/** A slot's top card (`??` face down), or undefined when it is empty. */
export const topOf = (/** @type {number} */ slot) => {
  const pile = slots()[slot] ?? [];
  return pile[pile.length - 1];
};
export const faceUp = (/** @type {string | undefined} */ code) => code !== undefined && CARD.test(code);

/**
 * A slot's kind as the API names it (GET /v1/games), or "" where naming it says nothing: a table
 * of one kind of slot.
 * @param {number} slot
 */
export function kindName(slot) {
  const kind = ui.places[slot]?.kind;
  const game = ui.current ? summaryOf(ui.current.game) : undefined;
  if (!kind || !game || new Set(game.table.map((p) => p.kind)).size < 2) return "";
  return game.kinds[kind] ?? "";
}

/**
 * Where a slot is, as a place a card goes to, for a game whose module says no better: by its
 * neighbours in the reading order ("after 8♣", "before 10♣"), else its row and column. (A game
 * with rules of its own names the neighbour its rules go by, in its own module under games/.)
 * @param {number} slot
 */
export function placeOf(slot) {
  const T = ui.T;
  const before = slot === 0 ? undefined : topOf(slot - 1);
  if (faceUp(before)) return fill(T.placeAfter, { card: cardText(/** @type {string} */ (before)) });
  const after = topOf(slot + 1);
  if (faceUp(after)) return fill(T.placeBefore, { card: cardText(/** @type {string} */ (after)) });
  const at = ui.places[slot];
  return fill(T.placeAt, { row: (at?.y ?? 0) + 1, column: (at?.x ?? 0) + 1 });
}

/** Places joined as a list: "after 8♣ or before 3♦". @param {string[]} places */
export const either = (places) => places.join(ui.T.or);

/**
 * What the API says happened, in words; `place` names where a card moved to (from the table
 * after the move).
 * @param {GameEvent[]} events
 * @param {(slot: number, card?: string) => string} [place]
 */
export function eventWords(events, place = placeOf) {
  const T = ui.T;
  return events
    .map((e) => {
      if (e.type === "moved") return fill(T.moved, { card: cardText(e.card), place: place(e.to, e.card) });
      if (e.type === "removed")
        return fill(T.fell, { card: cardText(e.cards[e.cards.length - 1] ?? ""), points: e.points });
      if (e.type === "flipped") return fill(T.flipped, { card: cardText(e.cards[e.cards.length - 1] ?? "") });
      if (e.type === "attacked" && !e.success) return fill(T.failed, { sum: e.sum, health: e.health });
      if (e.type === "dealt") return fill(T.dealt, { cards: e.cards.map(cardText).join(" ") });
      return "";
    })
    .filter(Boolean)
    .join(" ");
}

/** A card as a screen reader says it. @param {string} code */
export const spoken = (code) => cardName(ui.lang, code);

/** The time a ranked entry has run, `m:ss`. */
export const minutes = (/** @type {number} */ ms) =>
  `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;
