// @ts-check
// Maze on the table: the generic way (pick a card, drop it on a gap, from the API's legal moves
// and their slots), and a move to a gap that is not listed is sent all the same, for the API to
// say why it is refused. A spectator sees which card moved where. A card's place is named by
// the neighbour that lets it in (rules: the card follows its left neighbour, or its right one
// follows it; an ace in the top-left corner, a queen in the bottom-right), never merely the
// card on its left.
import { fill } from "../i18n.js";
import { ui } from "../state.js";
import { CARD, cardText, placeOf } from "../words.js";
import { generic } from "./generic.js";

const RANKS = "A23456789TJQK";
const LAST = 53;
const rank = (/** @type {string} */ code) => RANKS.indexOf(code.charAt(0));
/** Card `y` may come right after card `x`: the next of its suit, or any ace after any queen. */
const follows = (/** @type {string} */ x, /** @type {string} */ y) =>
  rank(x) === 11 ? rank(y) === 0 : x.charAt(1) === y.charAt(1) && rank(y) === rank(x) + 1;

/**
 * Where `card` goes (or went) in gap `slot`: after the card it follows, before the one that
 * follows it (between both when both do), or the corner that takes it. The card's own slot is
 * no neighbour. Without a card, or when no rule names the place, the generic words.
 * @param {number} slot
 * @param {string} [card]
 * @param {string[][]} [slots] the piles it is said among (the table now by default)
 */
export function mazePlace(slot, card, slots = ui.current?.session.view.slots ?? []) {
  const T = ui.T;
  if (!card || !CARD.test(card)) return placeOf(slot);
  const at = (/** @type {number} */ s) => {
    const code = slots[s]?.[0];
    return code === card || !code || !CARD.test(code) ? undefined : code;
  };
  const left = slot > 0 ? at(slot - 1) : undefined;
  const right = slot < LAST ? at(slot + 1) : undefined;
  const after = left && follows(left, card) ? left : undefined;
  const before = right && follows(card, right) ? right : undefined;
  if (after && before) return fill(T.placeBetween, { after: cardText(after), before: cardText(before) });
  if (after) return fill(T.placeAfter, { card: cardText(after) });
  if (slot === 0 && rank(card) === 0) return T.placeTopLeft;
  if (before) return fill(T.placeBefore, { card: cardText(before) });
  if (slot === LAST && rank(card) === 11) return T.placeBottomRight;
  return placeOf(slot);
}

/** @type {import("./generic.js").GameModule} */
const maze = {
  ...generic,
  freeMove: (from, to) => ({ type: "move", from, to }),
  placeName: mazePlace,
  // A layout is each slot's card or null for a gap.
  layoutOf: (view) => ({ slots: view.slots.map((pile) => pile[0] ?? null) }),
  // The player's rule, loaded when the rules are shown.
  teach: async () => (await import("./maze-teach.js")).teach(),
  // The live message carries the position, not the move: the slot emptied and the one filled.
  watched(after) {
    const before = ui.current?.session.view.slots ?? [];
    const now = after.view.slots;
    const changed = now.flatMap((pile, slot) => ((before[slot] ?? []).join() === pile.join() ? [] : [slot]));
    const from = changed.find((s) => !(now[s] ?? []).length);
    const to = changed.find((s) => (now[s] ?? []).length);
    const card = to === undefined ? undefined : now[to]?.[0];
    if (from === undefined || to === undefined || !card) {
      ui.last = [];
      return [];
    }
    ui.last = [from, to];
    return [{ type: "moved", card, from, to }];
  },
};

export default maze;
