import { cardCode } from "../../cards/index.ts";
import type { Hint } from "../../engine/contract.ts";
import { legalMovesOf, scoreOf } from "./rules.ts";
import { planRunExtension, toBytes } from "./solver.ts";
import { MAX_SCORE, type MazeMove } from "./state.ts";
import { slotsOfView, type MazeView } from "./view.ts";

/** Nodes the planner may expand: keeps a hint within a few ms of CPU. */
export const HINT_BUDGET = 60_000;

const asMove = (key: number): MazeMove => ({ type: "move", from: key >> 6, to: key & 63 });

/**
 * A concrete move toward the win (Aisleriot's own hint is a fixed sentence, M9): extend
 * the run from slot 0, or the first step of the shortest plan that empties the slot the
 * run needs next. Deterministic; sees only the public view.
 */
export function hintOf(view: MazeView): Hint<MazeMove> {
  const slots = slotsOfView(view);
  if (slots === null) return { move: null, reason: "invalid_view" };
  if (scoreOf(slots) === MAX_SCORE) return { move: null, reason: "won" };
  const plan = planRunExtension(toBytes(slots), HINT_BUDGET);
  if (plan !== null) {
    const move = asMove(plan.moves[0]!);
    const card = cardCode(slots[move.from]!);
    if (plan.moves.length === 1)
      return {
        move,
        reason: "extend_run",
        params: { card, from: move.from, to: move.to, run: plan.runEnd + 2 },
      };
    return {
      move,
      reason: "free_slot",
      params: { card, from: move.from, to: move.to, slot: plan.runEnd + 1, steps: plan.moves.length },
    };
  }
  // No plan within the budget: any legal move (there always is one in a game not won, M7).
  const move = legalMovesOf(slots)[0] ?? null;
  return move === null
    ? { move: null, reason: "no_move" }
    : {
        move,
        reason: "any_move",
        params: { card: cardCode(slots[move.from]!), from: move.from, to: move.to },
      };
}
