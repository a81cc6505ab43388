import { suitOf } from "../../cards/index.ts";
import { explore, type Meter, type Tally } from "./explore.ts";
import * as rules from "./rules.ts";
import { CARDS_IN_PLAY, LAST_SLOT, MAX_SCORE, SLOT_COUNT, type MazeMove } from "./state.ts";

// Module-level copies: V8 inlines these into the search as known functions, which it does
// not do for imported bindings (the hint ran ~10% slower with those).
const { GAP, follows, isAce, isQueen, scoreOf, writeMoveKeys } = rules;

/*
 * A planner for the hint. Target arrangement: a head run grows from slot 0 (an ace first,
 * A..Q of a suit, any ace after a queen) and a tail run of one suit grows backward from a
 * queen in slot 53 (the queen corner), both without gaps inside; the gaps end up between
 * them, and the game is won when the two runs hold all 48 cards (M6). Both runs stay
 * frozen; to extend one, the slot next to it must be empty, then its successor (head) or
 * predecessor (tail) moves in, legal by that neighbour. A breadth-first search over the
 * cards between the runs finds the fewest moves that empty either slot. Following the
 * plan's first move and planning again from the next position finds a plan at most one
 * move shorter (the rest of the old one), so every hint makes progress while the search
 * stays within its node budget. Building from both corners keeps the last suit from
 * being trapped against slot 53 behind its own queen, the dead end of a head run alone.
 */

/** The last slot of the run that starts at slot 0 with an ace and has no gap inside; -1 if none. */
function runEnd(s: Uint8Array): number {
  if (s[0] === GAP || !isAce(s[0]!)) return -1;
  let e = 0;
  while (e < LAST_SLOT && s[e + 1] !== GAP && follows(s[e]!, s[e + 1]!)) e++;
  return e;
}

/** The two runs and what may extend them. */
export interface Frame {
  /** Last slot of the head run (-1: none). */
  readonly head: number;
  /** First slot of the tail run (54: none). */
  readonly tail: number;
  /** Cards that may extend the head into `head + 1`, and the tail into `tail - 1`. */
  readonly headNext: readonly number[];
  readonly tailNext: readonly number[];
}

/**
 * `order`: the suits in the order the finished line will hold them (the head takes them from
 * the front, the tail from the back), or null to let each run pick freely.
 */
function frameOf(s: Uint8Array, withTail = true, order: readonly number[] | null = null): Frame {
  const head = runEnd(s);
  const inHead = [false, false, false, false];
  const headSuits: number[] = [];
  for (let i = 0; i <= head; i++) {
    const x = suitOf(s[i]!);
    if (!inHead[x]) headSuits.push(x);
    inHead[x] = true;
  }
  const inconsistent = order !== null && headSuits.some((x, i) => order[i] !== x);
  let tailSuits = 0;
  const headSuit = head >= 0 ? suitOf(s[head]!) : -1;
  const headDone = head >= 0 && isQueen(s[head]!);
  // The tail: whole suits behind a partial one, ending with a queen in slot 53. A queen may
  // start a tail segment if its suit is in neither run, or it is the head's unfinished suit
  // and every other suit is already in a run (the two runs then meet in that suit).
  const inTail = [false, false, false, false];
  const queenFits = (x: number) =>
    (order === null || order[3 - tailSuits] === x) &&
    ((!inHead[x] && !inTail[x]) ||
      (x === headSuit &&
        !headDone &&
        !inTail[x] &&
        [0, 1, 2, 3].every((y) => y === x || inHead[y] || inTail[y])));
  let tail = SLOT_COUNT;
  const last = s[LAST_SLOT]!;
  if (withTail && last !== GAP && isQueen(last) && head < LAST_SLOT && queenFits(suitOf(last))) {
    tail = LAST_SLOT;
    inTail[suitOf(last)] = true;
    tailSuits++;
    for (;;) {
      const prev = s[tail - 1]!;
      if (tail - 1 <= head || prev === GAP) break;
      if (isAce(s[tail]!) ? !isQueen(prev) || !queenFits(suitOf(prev)) : prev !== s[tail]! - 1) break;
      tail--;
      if (!inTail[suitOf(prev)]) tailSuits++;
      inTail[suitOf(prev)] = true;
    }
  }
  let headNext: number[];
  if (inconsistent) headNext = [];
  else if (head >= 0 && !headDone) headNext = [s[head]! + 1];
  else if (order !== null) headNext = headSuits.length < 4 ? [order[headSuits.length]! * 13] : [];
  else {
    // A new suit for the head: one in neither run; if none is left, the tail's first suit.
    const fresh = [0, 1, 2, 3].filter((x) => !inHead[x] && !inTail[x]);
    headNext = (fresh.length > 0 ? fresh : tail < SLOT_COUNT ? [suitOf(s[tail]!)] : []).map((x) => x * 13);
  }
  let tailNext: number[];
  if (!withTail || inconsistent) tailNext = [];
  else if (tail === SLOT_COUNT || isAce(s[tail]!))
    tailNext = [0, 1, 2, 3].filter(queenFits).map((x) => x * 13 + 11);
  else tailNext = [s[tail]! - 1];
  const between = (c: number) => {
    const at = s.indexOf(c);
    return at > head && at < tail;
  };
  return { head, tail, headNext: headNext.filter(between), tailNext: tailNext.filter(between) };
}

/**
 * Where a line of moves (keys) first grows a run, from `start`: the index of that move, the
 * run, the frame it grows (the runs as they stand before it) and the run's card next to the
 * slot it grows into (its last card for the head, its first for the tail; GAP for a run with
 * no card yet); null if no move does.
 */
export function firstGrowth(
  start: Uint8Array,
  line: readonly number[],
): { index: number; extends: "head" | "tail"; frame: Frame; end: number } | null {
  const s = start.slice();
  for (let i = 0; i < line.length; i++) {
    const key = line[i]!;
    const frame = frameOf(s);
    const card = s[key >> 6]!;
    const to = key & 63;
    if (to === frame.head + 1 && frame.headNext.includes(card))
      return { index: i, extends: "head", frame, end: frame.head >= 0 ? s[frame.head]! : GAP };
    if (to === frame.tail - 1 && frame.tailNext.includes(card))
      return { index: i, extends: "tail", frame, end: frame.tail < SLOT_COUNT ? s[frame.tail]! : GAP };
    play(s, key);
  }
  return null;
}

/** Moves between the two runs (keys from*64+to), for a fallback that leaves the runs alone. */
export function movesBetweenRuns(s: Uint8Array): number[] {
  const frame = frameOf(s);
  const out = new Int32Array(64);
  const n = writeMoveKeys(s, frame.head, frame.tail, new Int8Array(52), out);
  return Array.from(out.subarray(0, n));
}

export interface Plan {
  /** Moves as `from * 64 + to`; the last one extends a run. */
  readonly moves: number[];
  readonly frame: Frame;
  /** Which run the last move extends. */
  readonly extends: "head" | "tail";
  /** Nodes the search stored (for budgets and benches). */
  readonly nodes: number;
}

const runsLength = (s: Uint8Array, order: readonly number[] | null) => {
  const f = frameOf(s, true, order);
  return f.head + 1 + (SLOT_COUNT - f.tail);
};

/** The best card for an empty slot next to a run: the one giving the longest runs. */
function extension(
  s: Uint8Array,
  frame: Frame,
  side: "head" | "tail",
  order: readonly number[] | null,
): number {
  const to = side === "head" ? frame.head + 1 : frame.tail - 1;
  let best = -1;
  let bestLength = -1;
  for (const card of side === "head" ? frame.headNext : frame.tailNext) {
    const from = s.indexOf(card);
    const t = s.slice();
    t[from] = GAP;
    t[to] = card;
    const length = runsLength(t, order);
    if (length > bestLength) {
      bestLength = length;
      best = from * 64 + to;
    }
  }
  return best;
}

/** Which run can grow in `s` right now (its slot empty and a card for it between the runs). */
function growable(s: Uint8Array, frame: Frame): "head" | "tail" | null {
  if (frame.headNext.length > 0 && frame.head + 1 < frame.tail && s[frame.head + 1] === GAP) return "head";
  if (frame.tailNext.length > 0 && frame.tail - 1 > frame.head && s[frame.tail - 1] === GAP) return "tail";
  return null;
}

/**
 * Fewest moves that let a run grow, then the growing move; null when more than `budget`
 * nodes would be needed or no sequence of moves between the runs can do it.
 */
function planRunExtension(
  slots: Uint8Array,
  budget: number,
  order: readonly number[] | null = null,
  withTail = true,
  tally?: Tally,
  meter?: Meter,
): Plan | null {
  if (meter) meter.work -= PLAN_WORK;
  const frame = frameOf(slots, withTail, order);
  const { head, tail } = frame;
  if (head + 1 >= tail) return null;
  const now = growable(slots, frame);
  if (now !== null) return { moves: [extension(slots, frame, now, order)], frame, extends: now, nodes: 1 };
  const wantHead = frame.headNext.length > 0 ? head + 1 : -1;
  const wantTail = frame.tailNext.length > 0 ? tail - 1 : -1;
  if (wantHead < 0 && wantTail < 0) return null;
  const isGoal = (_: Uint8Array, from: number) => from === wantHead || from === wantTail;
  const found = explore(slots, { head, tail, budget, isGoal, tally, meter });
  if (found.path === null) return null;
  const side = found.path.at(-1)! >> 6 === wantHead ? "head" : "tail";
  const moves = [...found.path, extension(found.slots!, frame, side, order)];
  return { moves, frame, extends: side, nodes: found.nodes };
}

/** The fewest moves that win, if a win is that close (within `budget` nodes and the meter's work). */
export function shortestWin(slots: Uint8Array, budget: number, limit?: Limit): number[] | null {
  const isGoal = (s: Uint8Array) => scoreOf(s) === MAX_SCORE;
  const meter = limit?.work === undefined ? undefined : (limit as Meter);
  return explore(slots, { head: -1, tail: SLOT_COUNT, budget, isGoal, meter, goalWork: SCORE_WORK }).path;
}

/** Each plan also costs its frame and extension checks: about as much as 20 nodes. */
export const PLAN_OVERHEAD = 20;
/** The same in work units (explore.ts's Meter), with the search's own setup. */
export const PLAN_WORK = 64;
/** Work units of scoring a whole position (a goal test of `shortestWin`). */
export const SCORE_WORK = 2;

/**
 * What a play-out may spend: `nodes` as the solver counts them (a failed plan's search not
 * included), and, when given, `work` (explore.ts's Meter: every search charged, failed ones
 * too), which the hint is budgeted by.
 */
export interface Limit {
  nodes: number;
  work?: number;
}

export interface Rollout {
  readonly won: boolean;
  /** The first move (from*64+to) and the plan it starts, or null if there was none. */
  readonly first: Plan | null;
  readonly moves: number;
  /** Cards in the two runs at the end. */
  readonly runs: number;
}

/**
 * Plays the planner's first move again and again (exactly what following the hint does)
 * for one suit order, until the game is won, no plan is found, or `limit` runs out (its nodes, or its work when it has some).
 */
export function rollout(
  start: Uint8Array,
  order: readonly number[] | null,
  withTail: boolean,
  budget: number,
  limit: Limit,
  maxMoves: number,
  tally?: Tally,
): Rollout {
  const s = start.slice();
  let first: Plan | null = null;
  const meter = limit.work === undefined ? undefined : (limit as Meter);
  for (let moves = 0; ; moves++) {
    if (scoreOf(s) === MAX_SCORE) return { won: true, first, moves, runs: CARDS_IN_PLAY };
    const plan =
      moves < maxMoves && limit.nodes > 0 && (meter === undefined || meter.work > 0)
        ? planRunExtension(s, Math.min(budget, limit.nodes), order, withTail, tally, meter)
        : null;
    if (plan === null) return { won: false, first, moves, runs: runsLength(s, order) };
    limit.nodes -= plan.nodes + PLAN_OVERHEAD;
    first ??= plan;
    const key = plan.moves[0]!;
    if (tally) {
      // The plan's own search is in the tally already, unless it needed none.
      tally.nodes += PLAN_OVERHEAD + (plan.moves.length === 1 ? plan.nodes : 0);
      tally.line.push(key);
    }
    play(s, key);
  }
}

/** The 24 orders of the four suits, in lexicographic order. */
const ORDERS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  const build = (prefix: number[]) => {
    if (prefix.length === 4) out.push(prefix);
    for (let x = 0; x < 4; x++) if (!prefix.includes(x)) build([...prefix, x]);
  };
  build([]);
  return out;
})();

/**
 * The play-outs a hint (and the solver) tries, in order: free suits with both runs; free
 * suits with the head alone (the tail's cards may move: a way out when a card is stuck
 * between the runs); then each fixed suit order with both runs.
 */
export const PLAYOUTS: readonly (readonly [readonly number[] | null, boolean])[] = [
  [null, true],
  [null, false],
  ...ORDERS.map((order) => [order, true] as const),
];
/** Nodes one plan may use, and moves a play-out may play. */
export const PLAN_BUDGET = 3_000;
export const ROLLOUT_MOVES = 600;

export const asMove = (key: number): MazeMove => ({ type: "move", from: key >> 6, to: key & 63 });

/** Plays the move `key` (from*64+to) on `s` in place. */
export function play(s: Uint8Array, key: number): void {
  s[key & 63] = s[key >> 6]!;
  s[key >> 6] = GAP;
}
