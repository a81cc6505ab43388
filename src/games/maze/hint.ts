import { cardCode } from "../../cards/index.ts";
import type { Hint } from "../../engine/contract.ts";
import { legalMovesOf, scoreOf } from "./rules.ts";
import { movesBetweenRuns, planRunExtension, toBytes } from "./solver.ts";
import { MAX_SCORE, SLOT_COUNT, type MazeMove } from "./state.ts";
import { slotsOfView, type MazeView } from "./view.ts";

/** Nodes the planner may expand: keeps a hint within a few ms of CPU. */
export const HINT_BUDGET = 60_000;

const asMove = (key: number): MazeMove => ({ type: "move", from: key >> 6, to: key & 63 });

/**
 * A concrete move toward the win (Aisleriot's own hint is a fixed sentence, M9): extend
 * the run from slot 0 or the one-suit run ending at slot 53, or the first step of the
 * shortest plan that empties the slot one of them needs next (solver.ts). Deterministic;
 * sees only the public view.
 */
export function hintOf(view: MazeView): Hint<MazeMove> {
  const slots = slotsOfView(view);
  if (slots === null) return { move: null, reason: "invalid_view" };
  if (scoreOf(slots) === MAX_SCORE) return { move: null, reason: "won" };
  const plan = planRunExtension(toBytes(slots), HINT_BUDGET);
  if (plan !== null) {
    const move = asMove(plan.moves[0]!);
    const card = cardCode(slots[move.from]!);
    const base = { card, from: move.from, to: move.to };
    if (plan.moves.length === 1)
      return plan.extends === "head"
        ? { move, reason: "extend_run", params: { ...base, run: plan.frame.head + 2 } }
        : { move, reason: "extend_tail", params: { ...base, tail: SLOT_COUNT - plan.frame.tail + 1 } };
    const slot = plan.extends === "head" ? plan.frame.head + 1 : plan.frame.tail - 1;
    return { move, reason: "free_slot", params: { ...base, slot, steps: plan.moves.length } };
  }
  // No plan within the budget: a move that leaves both runs alone if there is one, else any
  // legal move (there always is one in a game not won, M7).
  const key = movesBetweenRuns(toBytes(slots))[0];
  const move = key !== undefined ? asMove(key) : (legalMovesOf(slots)[0] ?? null);
  return move === null
    ? { move: null, reason: "no_move" }
    : {
        move,
        reason: "any_move",
        params: { card: cardCode(slots[move.from]!), from: move.from, to: move.to },
      };
}
