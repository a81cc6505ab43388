import { cardCode } from "../../cards/index.ts";
import { endedHint, type Hint } from "../../engine/contract.ts";
import { legalMovesOf, pack, scoreOf } from "./rules.ts";
import {
  asMove,
  movesBetweenRuns,
  PLAN_BUDGET,
  PLAYOUTS,
  rollout,
  ROLLOUT_MOVES,
  shortestWin,
  type Rollout,
} from "./plan.ts";
import { MAX_SCORE, SLOT_COUNT, type MazeMove } from "./state.ts";
import { slotsOfView, type MazeView } from "./view.ts";

/**
 * Nodes one hint may use in all (one plan: PLAN_BUDGET), and one search for a close win: the
 * most a crafted layout made a hint spend is 6–8 ms of CPU (`npm run bench`, BENCH=cpu-node:
 * `maze.hint.crafted`).
 */
const HINT_BUDGET = 15_000;
const FINISH_BUDGET = 4_000;
/** A few moves change the score by a few points at most: lower scores are far from a win. */
const FINISH_FROM_SCORE = 40;

/** Every reason a Maze hint gives; the façades have a sentence for each. */
export type MazeHintReason =
  "invalid_view" | "won" | "finish" | "extend_run" | "extend_tail" | "free_slot" | "any_move" | "no_move";

/**
 * A concrete move toward the win (Aisleriot's own hint is a fixed sentence, M9). The
 * planner (solver.ts) grows a run from slot 0 and a run into slot 53; the hint plays it out
 * to the end, first letting the runs pick their suits freely, then for each fixed order of
 * the suits, and proposes the first move of the first play-out that wins (or of the
 * shortest win when one is a few moves away). After its first move, the rest of a winning
 * play-out is exactly what the same play-out gives from the next position, so the next call
 * finds a win again (that one, or one earlier in the list): once a win is found, following
 * the hint wins, budget permitting. Deterministic; sees only the public view.
 */
export function hintOf(view: MazeView): Hint<MazeMove, MazeHintReason> {
  const slots = slotsOfView(view);
  if (slots === null) return { move: null, reason: "invalid_view" };
  const bytes = pack(slots);
  const score = scoreOf(bytes);
  if (score === MAX_SCORE) return endedHint("won");
  // A win a few moves away, by the fewest moves (the play-outs below may take a long way).
  const finish = score >= FINISH_FROM_SCORE ? shortestWin(bytes, FINISH_BUDGET) : null;
  if (finish !== null) {
    const move = asMove(finish[0]!);
    const params = {
      card: cardCode(slots[move.from]!),
      from: move.from,
      to: move.to,
      moves_to_win: finish.length,
    };
    return { move, reason: "finish", params };
  }
  const limit = { nodes: HINT_BUDGET };
  let best: Rollout | null = null;
  for (const [order, withTail] of PLAYOUTS) {
    const r = rollout(bytes, order, withTail, PLAN_BUDGET, limit, ROLLOUT_MOVES);
    // Without a win in the budget, the first play-out (the default policy): a consistent choice
    // from one call to the next, so the game moves on to positions where play-outs are cheaper.
    if (r.first !== null && (best === null || r.won)) best = r;
    if (r.won || limit.nodes <= 0) break;
  }
  if (best?.first) {
    const plan = best.first;
    const move = asMove(plan.moves[0]!);
    const base = { card: cardCode(slots[move.from]!), from: move.from, to: move.to };
    const toWin: Record<string, number> = best.won ? { moves_to_win: best.moves } : {};
    if (plan.moves.length === 1)
      return plan.extends === "head"
        ? { move, reason: "extend_run", params: { ...base, run: plan.frame.head + 2, ...toWin } }
        : {
            move,
            reason: "extend_tail",
            params: { ...base, tail: SLOT_COUNT - plan.frame.tail + 1, ...toWin },
          };
    const slot = plan.extends === "head" ? plan.frame.head + 1 : plan.frame.tail - 1;
    return { move, reason: "free_slot", params: { ...base, slot, steps: plan.moves.length, ...toWin } };
  }
  // No plan within the budget: a move that leaves both runs alone if there is one, else any
  // legal move (there always is one in a game not won, M7).
  const key = movesBetweenRuns(bytes)[0];
  const move = key !== undefined ? asMove(key) : (legalMovesOf(bytes)[0] ?? null);
  return move === null
    ? { move: null, reason: "no_move" }
    : {
        move,
        reason: "any_move",
        params: { card: cardCode(slots[move.from]!), from: move.from, to: move.to },
      };
}
