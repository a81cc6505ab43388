import { cardCode } from "../../cards/index.ts";
import { endedHint, type Hint } from "../../engine/contract.ts";
import { GAP, legalMovesOf, pack, scoreOf } from "./rules.ts";
import {
  asMove,
  movesBetweenRuns,
  PLAN_BUDGET,
  PLAYOUTS,
  firstGrowth,
  rollout,
  ROLLOUT_MOVES,
  shortestWin,
  type Limit,
  type Rollout,
} from "./plan.ts";
import { MAX_SCORE, SLOT_COUNT, type MazeMove } from "./state.ts";
import { slotsOfView, type MazeView } from "./view.ts";
import type { Tally } from "./explore.ts";

/**
 * Work one hint may spend in all (explore.ts's Meter: every search's expansions, moves tried
 * and positions stored, failed searches included), of it the search for a close win at most
 * FINISH_BUDGET nodes, a plan at most PLAN_BUDGET. A unit costs 30–60 ns of CPU on the
 * project's machines, so a hint stays within ~7 ms of CPU whatever the layout: the bench
 * replays the worst layouts found by hill-climbing (`BENCH=maze`:
 * `maze.hint.adversarial.cpu_ms_*`; scripts/maze-hint-climb.mjs finds them).
 */
export const HINT_WORK = 120_000;
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
 * the hint wins, budget permitting. Deterministic; sees only the public view. `limit` is
 * what it may spend (HINT_WORK): left as it was, it tells a test or a bench what was spent.
 */
export function hintOf(
  view: MazeView,
  limit: Limit = { nodes: Infinity, work: HINT_WORK },
): Hint<MazeMove, MazeHintReason> {
  return searched(view, limit).hint;
}

/**
 * The hint, and the winning line its search found from the position (its first move is the
 * hint's), if it found one: a stored game keeps it and follows it (`lineHint`), so its hints
 * stay on a win even where a later position's search would not find one within its budget.
 */
export function hintLineOf(
  view: MazeView,
  from = 0,
): { hint: Hint<MazeMove, MazeHintReason>; line: MazeMove[] | null; next: number } {
  const found = searched(view, { nodes: Infinity, work: HINT_WORK }, from);
  return { hint: found.hint, line: found.line?.map(asMove) ?? null, next: found.next };
}

/**
 * The hint for the first move of `line`, a winning line from the position `view` shows (a
 * stored game's kept line), in the words of the search's hints: the move grows a run, or is
 * the first of the steps that bring the run's next card in, or (no run grows on the line) the
 * first of the moves that win; every one says how many moves are left to the win.
 */
export function lineHint(view: MazeView, line: readonly MazeMove[]): Hint<MazeMove, MazeHintReason> {
  const slots = slotsOfView(view);
  const first = line[0];
  if (slots === null) return { move: null, reason: "invalid_view" };
  if (first === undefined) return hintOf(view);
  const bytes = pack(slots);
  const keys = line.map((m) => m.from * 64 + m.to);
  const move = asMove(keys[0]!);
  const base = { card: cardCode(slots[move.from]!), from: move.from, to: move.to };
  const growth = firstGrowth(bytes, keys);
  const toWin = { moves_to_win: line.length };
  if (growth === null) return { move, reason: "finish", params: { ...base, ...toWin } };
  const { frame } = growth;
  if (growth.index === 0)
    return growth.extends === "head"
      ? { move, reason: "extend_run", params: { ...base, run: frame.head + 2, ...toWin } }
      : { move, reason: "extend_tail", params: { ...base, tail: SLOT_COUNT - frame.tail + 1, ...toWin } };
  const slot = growth.extends === "head" ? frame.head + 1 : frame.tail - 1;
  const next = nextTo(growth.extends, growth.end);
  return { move, reason: "free_slot", params: { ...base, slot, ...next, steps: growth.index + 1, ...toWin } };
}

/**
 * A `free_slot` hint's run, by the card beside the slot it grows into: `after` the head run's
 * last card, `before` the tail run's first (none for a run with no card yet: the slot is then
 * a corner, 0 or 53), so a sentence names it by card.
 */
function nextTo(side: "head" | "tail", end: number): Record<string, string> {
  if (end === GAP) return {};
  return side === "head" ? { after: cardCode(end) } : { before: cardCode(end) };
}

/** What a search gives: the hint, the winning line if one was found, the play-out to try next. */
interface Searched {
  readonly hint: Hint<MazeMove, MazeHintReason>;
  readonly line: readonly number[] | null;
  readonly next: number;
}

function searched(view: MazeView, limit: Limit, from = 0): Searched {
  const slots = slotsOfView(view);
  if (slots === null) return { hint: { move: null, reason: "invalid_view" }, line: null, next: 0 };
  const bytes = pack(slots);
  const score = scoreOf(bytes);
  if (score === MAX_SCORE) return { hint: endedHint("won"), line: null, next: 0 };
  // A win a few moves away, by the fewest moves (the play-outs below may take a long way).
  const finish = score >= FINISH_FROM_SCORE ? shortestWin(bytes, FINISH_BUDGET, limit) : null;
  if (finish !== null) {
    const move = asMove(finish[0]!);
    const params = {
      card: cardCode(slots[move.from]!),
      from: move.from,
      to: move.to,
      moves_to_win: finish.length,
    };
    return { hint: { move, reason: "finish", params }, line: finish, next: 0 };
  }
  return playedOut(slots, bytes, limit, from % PLAYOUTS.length);
}

/**
 * The play-outs in order from the `from`-th (after the last, the first), until one wins or
 * the limit runs out. Without a win, the first move of the first play-out (the default
 * policy): a consistent choice from one call to the next, so the game moves on to positions
 * where play-outs are cheaper; a search that starts further in the list (a stored game's,
 * going on where its last one stopped) plans that move first.
 */
function playedOut(
  slots: readonly (number | null)[],
  bytes: Uint8Array,
  limit: Limit,
  from: number,
): Searched {
  let best: Rollout | null =
    from === 0 ? null : rollout(bytes, PLAYOUTS[0]![0], PLAYOUTS[0]![1], PLAN_BUDGET, limit, 1);
  if (best?.first === null) best = null;
  let line: readonly number[] | null = null;
  let next = from;
  for (let tried = 0; tried < PLAYOUTS.length; tried++) {
    const [order, withTail] = PLAYOUTS[next]!;
    next = (next + 1) % PLAYOUTS.length;
    const tally: Tally = { line: [], nodes: 0 };
    const r = rollout(bytes, order, withTail, PLAN_BUDGET, limit, ROLLOUT_MOVES, tally);
    if (r.first !== null && (best === null || r.won)) best = r;
    if (r.won) line = tally.line;
    if (r.won || limit.nodes <= 0 || (limit.work ?? 1) <= 0) break;
  }
  return { hint: describe(slots, bytes, best), line, next: line === null ? next : 0 };
}

function describe(
  slots: readonly (number | null)[],
  bytes: Uint8Array,
  best: Rollout | null,
): Hint<MazeMove, MazeHintReason> {
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
    // The run's end beside that slot (the runs stand still while a plan frees it).
    const end =
      plan.extends === "head"
        ? plan.frame.head >= 0
          ? bytes[plan.frame.head]!
          : GAP
        : plan.frame.tail < SLOT_COUNT
          ? bytes[plan.frame.tail]!
          : GAP;
    const next = nextTo(plan.extends, end);
    return {
      move,
      reason: "free_slot",
      params: { ...base, slot, ...next, steps: plan.moves.length, ...toWin },
    };
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
