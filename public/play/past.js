// @ts-check
// A position of the past from the table now and the history's later moves: each move's events
// taken back, the last first (a card moved goes back where it was, a target removed comes back).
// Enough to name the cards a move of the analysis used and the place or the target it had; the
// waste and the stock are left as they are. Pure: test/unit/play-past.test.ts checks it against
// the engines' own positions.

/** @typedef {{ events: readonly import("../../openapi/openapi-types.ts").components["schemas"]["GameEvent"][] }} Played */

/**
 * `slots` (a copy) as they stood before `later`, the moves played since, in order.
 * @param {readonly (readonly string[])[]} slots
 * @param {readonly Played[]} later
 * @returns {string[][]}
 */
export function takenBack(slots, later) {
  const back = slots.map((pile) => [...pile]);
  for (const { events } of [...later].reverse())
    for (const e of [...events].reverse()) {
      if (e.type === "moved") {
        back[e.from] = [e.card];
        back[e.to] = [];
      } else if (e.type === "removed") back[e.target] = [...e.cards];
    }
  return back;
}
