// @ts-check
// Maze on the table: the generic way (pick a card, drop it on a gap, from the API's legal moves
// and their slots), and a move to a gap that is not listed is sent all the same, for the API to
// say why it is refused. A spectator sees which card moved where.
import { ui } from "../state.js";
import { generic } from "./generic.js";

/** @type {import("./generic.js").GameModule} */
const maze = {
  ...generic,
  freeMove: (from, to) => ({ type: "move", from, to }),
  // A layout is each slot's card or null for a gap.
  layoutOf: (view) => ({ slots: view.slots.map((pile) => pile[0] ?? null) }),
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
