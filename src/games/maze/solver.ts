import type { Solution, SolveBudget } from "../../engine/index.ts";
import { explore, type Tally } from "./explore.ts";
import { asMove, play, PLAN_BUDGET, PLAN_OVERHEAD, PLAYOUTS, rollout, ROLLOUT_MOVES } from "./plan.ts";
import * as rules from "./rules.ts";
import { CARDS_IN_PLAY, MAX_SCORE, SLOT_COUNT, type MazeMove, type MazeState } from "./state.ts";

// Module-level copies: V8 inlines these into the search as known functions, which it does
// not do for imported bindings (the hint ran ~10% slower with those).
const { GAP, follows, isAce, pack, scoreOf } = rules;

/*
 * The solver. The hint's play-outs first (a win within a few milliseconds on ~99% of deals,
 * ~85 moves), each later one cut off once it is no shorter than the best line, for a few
 * times the nodes the first win took (~78 moves); then, if none won, a restart portfolio of
 * best-first searches over whole positions (solvability.md): by the correct run from the
 * first card (breadth-first within a run length, a free slot after the run first) and by
 * score (newest first), the first pair in the natural move order, later ones shuffled from
 * a seed, each pair with twice the budget. A search that sees every reachable position
 * without a win proves the position lost (no Maze deal has been seen lost). Its line is
 * long (hundreds of moves): the play-outs from positions along it may finish sooner.
 */
/** Nodes of the first best-first pair; each later pair gets twice as many. */
const FIRST_SLICE = 8_192;
/** After the first win, play-outs go on for this many times its nodes, at most POLISH_MAX more. */
const POLISH_FACTOR = 3;
const POLISH_MAX = 50_000;
const won = (s: Uint8Array) => scoreOf(s) === MAX_SCORE;

/** Best-first key: fewer cards outside the correct run from the first card, then a free slot after it. */
function runPriority(s: Uint8Array): number {
  let i = 0;
  while (i < SLOT_COUNT && s[i] === GAP) i++;
  let length = 0;
  let last = -1;
  let gaps = i; // gaps before the run's last card
  if (i < SLOT_COUNT && isAce(s[i]!)) {
    length = 1;
    last = i;
    for (let j = i + 1, g = gaps; j < SLOT_COUNT; j++) {
      if (s[j] === GAP) g++;
      else if (!follows(s[last]!, s[j]!)) break;
      else {
        length++;
        last = j;
        gaps = g;
      }
    }
  }
  const ready = gaps > 0 || (last + 1 < SLOT_COUNT && s[last + 1] === GAP);
  return (CARDS_IN_PLAY - length) * 2 + (ready ? 0 : 1);
}
const scorePriority = (s: Uint8Array) => MAX_SCORE - scoreOf(s);

/**
 * Solves a Maze position (every card is in sight): winnable with a winning line (moves
 * `applyMove` takes; short, not the shortest), unwinnable only when a search saw every
 * reachable position, or unknown once `budget.nodes` positions have been searched.
 * Deterministic.
 */
export function solveMaze(state: MazeState, budget: SolveBudget): Solution<MazeMove> {
  const start = pack(state.slots);
  if (won(start)) return { verdict: "winnable", line: [], nodes: 0 };
  const first = playOuts(start, null, budget.nodes);
  let spent = first.nodes;
  let line = first.line;
  for (let run = 0; line === null && spent < budget.nodes; run++) {
    const byRun = run % 2 === 0;
    const r = explore(start, {
      head: -1,
      tail: SLOT_COUNT,
      budget: Math.min(budget.nodes - spent, FIRST_SLICE * 2 ** (run >> 1)),
      isGoal: won,
      priority: byRun ? runPriority : scorePriority,
      newestFirst: !byRun,
      seed: run < 2 ? 0 : Math.imul(run, 0x9e3779b1) | 1,
      exact: true,
    });
    spent += r.nodes;
    if (r.exhausted) return { verdict: "unwinnable", line: null, nodes: spent };
    if (r.path === null) continue;
    // A best-first line is long: the play-outs may finish it sooner from a later position.
    line = r.path;
    const s = start.slice();
    const stop = Math.min(budget.nodes, spent + Math.max(POLISH_MAX, POLISH_FACTOR * spent));
    for (let i = 0; i < line.length && spent < stop; i++) {
      if (i % SPLICE_EVERY === 0) {
        const rest = playOuts(s, line.length - i, stop - spent);
        spent += rest.nodes;
        if (rest.line !== null) {
          line = [...line.slice(0, i), ...rest.line];
          break;
        }
      }
      play(s, line[i]!);
    }
  }
  if (line === null) return { verdict: "unknown", line: null, nodes: spent };
  return { verdict: "winnable", line: line.map(asMove), nodes: spent };
}

/** Moves a best-first line is left alone between tries of the play-outs from its positions. */
const SPLICE_EVERY = 8;

/**
 * The hint's play-outs from `start`, within `budget` nodes: the first winning line in fewer
 * than `shorter` moves (any length for null), then the shortest of the play-outs that
 * follow, each cut off once it is no shorter, for a few times the nodes the first win took.
 */
function playOuts(
  start: Uint8Array,
  shorter: number | null,
  budget: number,
): { line: number[] | null; nodes: number } {
  let spent = 0;
  let line: number[] | null = null;
  let stop = budget;
  for (const [order, withTail] of PLAYOUTS) {
    // A play-out may overrun its limit by one plan's search, which fails: keep room for it.
    const room = stop - spent - PLAN_BUDGET - PLAN_OVERHEAD;
    if (room <= 0) break;
    const tally: Tally = { line: [], nodes: 0 };
    const most = line === null ? (shorter ?? ROLLOUT_MOVES + 1) - 1 : line.length - 1;
    const r = rollout(start, order, withTail, PLAN_BUDGET, { nodes: room }, most, tally);
    spent += tally.nodes;
    if (!r.won) continue;
    if (line === null) stop = Math.min(stop, spent + Math.min(POLISH_FACTOR * spent, POLISH_MAX));
    line = tally.line;
  }
  return { line, nodes: spent };
}
