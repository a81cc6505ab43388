import { addKey, rehashed, valueOf } from "../../engine/key-table.ts";
import * as rules from "./rules.ts";
import { grown, keepKeys, keepNodes, searchStorage } from "./search-store.ts";
import { SLOT_COUNT } from "./state.ts";

// A module-level copy: V8 inlines it into the loop as a known function (see solver.ts).
const { GAP, writeMoveKeys } = rules;

/*
 * The one search over Maze positions, for the hint's planner (breadth-first between its two
 * runs) and the solver (best-first over whole positions). Positions are keyed by Zobrist
 * hashes (two 32-bit halves); an exact search also compares the positions behind equal
 * keys, so that "every reachable position seen" is a proof.
 */

/** Deterministic Zobrist keys (xorshift32 from a fixed seed): no ambient randomness. */
const ZOBRIST = (() => {
  const table = new Int32Array(52 * SLOT_COUNT * 2);
  let x = 0x9e3779b9;
  for (let i = 0; i < table.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    table[i] = x;
  }
  return table;
})();
const zIndex = (card: number, slot: number) => (card * SLOT_COUNT + slot) * 2;

/**
 * Work: what a search costs, counted deterministically (no clock in an engine). A node's
 * cost depends on the position (its gaps, its moves, positions seen again), so counting
 * stored nodes alone let some layouts cost 3x as much a node: each expansion, each move tried
 * and each position stored is charged, in units of about 30–60 ns of CPU each on the
 * project's 2-core machines (calibrated on the adversarial layouts of the bench:
 * scripts/maze-hint-climb.mjs, `BENCH=maze`).
 */
export interface Meter {
  work: number;
}
/** Work units of one expansion (writing its moves), besides one per move it tries. */
export const EXPAND_WORK = 4;
/** Work units of one stored position (its copy, its key), besides its goal test's `goalWork`. */
export const STORE_WORK = 4;

/** Every move played and every node searched, failed searches included. */
export interface Tally {
  readonly line: number[];
  nodes: number;
}

export interface Exploration {
  /** Moves and the gaps they fill both lie strictly between `head` and `tail`. */
  readonly head: number;
  readonly tail: number;
  /** Most positions stored, the start included. */
  readonly budget: number;
  /** Whether a new position (and the move that made it) ends the search. */
  readonly isGoal: (s: Uint8Array, from: number, to: number) => boolean;
  /** Best-first: a new position's priority, a small integer, lower first; else breadth-first. */
  readonly priority?: (s: Uint8Array) => number;
  /** Best-first ties: the newest position first (else the oldest). */
  readonly newestFirst?: boolean;
  /** Nonzero: each position's moves are tried in an order shuffled from this seed. */
  readonly seed?: number;
  /** Compare positions behind equal keys (needed for `exhausted` to be a proof). */
  readonly exact?: boolean;
  readonly tally?: Tally;
  /** Charged for the search's work; the search stops, unsuccessful, once it has none left. */
  readonly meter?: Meter;
  /** Work units of one goal test (a whole-position test costs more than a slot comparison). */
  readonly goalWork?: number;
}

export interface Explored {
  /** Moves (`from * 64 + to`) from the start to the goal, and the goal; null if none was reached. */
  readonly path: number[] | null;
  readonly slots: Uint8Array | null;
  readonly nodes: number;
  /** Every position reachable from the start was seen, none a goal (exact searches only). */
  readonly exhausted: boolean;
}

export function explore(start: Uint8Array, x: Exploration): Explored {
  let { nodes, seen } = searchStorage();
  nodes.slots.set(start, 0);
  nodes.parent[0] = -1;
  let rootA = 0;
  let rootB = 0;
  for (let i = 0; i < SLOT_COUNT; i++) {
    const c = start[i]!;
    if (c !== GAP) {
      rootA ^= ZOBRIST[zIndex(c, i)]!;
      rootB ^= ZOBRIST[zIndex(c, i) + 1]!;
    }
  }
  nodes.h1[0] = rootA;
  nodes.h2[0] = rootB;
  addKey(seen, rootA, rootB, 0);
  const { head, tail, budget, isGoal, priority, exact = false, meter } = x;
  const storeWork = STORE_WORK + (x.goalWork ?? 0);
  // Best-first: a bucket of positions per priority; `taken[p]` counts those taken from the
  // front of bucket p (oldest first), the newest are popped from its end. (No closures over
  // the loop's variables: V8 would keep them out of registers.)
  const buckets: number[][] = [];
  const taken: number[] = [];
  let lowest = 0;
  if (priority) lowest = enqueue(buckets, taken, 0, priority(start), Infinity);
  let random = x.seed ?? 0;
  let collided = false;
  const where = new Int8Array(52);
  const moves = new Int32Array(64);
  let size = 1;
  for (let cursor = 0; ; cursor++) {
    let node = cursor;
    if (priority) {
      while (lowest < buckets.length && buckets[lowest]!.length === taken[lowest]) lowest++;
      if (lowest === buckets.length) break;
      const bucket = buckets[lowest]!;
      node = x.newestFirst ? bucket.pop()! : bucket[taken[lowest]!++]!;
    } else if (node >= size) break;
    // A view, not a copy: a node's bytes never change (growing copies them elsewhere).
    const s = nodes.slots.subarray(node * SLOT_COUNT, node * SLOT_COUNT + SLOT_COUNT);
    const count = writeMoveKeys(s, head, tail, where, moves);
    if (meter) {
      if (meter.work <= 0) return done(x, null, null, size, false);
      meter.work -= EXPAND_WORK + count;
    }
    if (random !== 0)
      for (let i = count - 1; i > 0; i--) {
        random ^= random << 13;
        random ^= random >>> 17;
        random ^= random << 5;
        const j = (random >>> 0) % (i + 1);
        const swap = moves[i]!;
        moves[i] = moves[j]!;
        moves[j] = swap;
      }
    for (let m = 0; m < count; m++) {
      const key = moves[m]!;
      const from = key >> 6;
      const to = key & 63;
      const card = s[from]!;
      const a = nodes.h1[node]! ^ ZOBRIST[zIndex(card, from)]! ^ ZOBRIST[zIndex(card, to)]!;
      const b = nodes.h2[node]! ^ ZOBRIST[zIndex(card, from) + 1]! ^ ZOBRIST[zIndex(card, to) + 1]!;
      if (exact) {
        const other = valueOf(seen, a, b, -1);
        if (other >= 0) {
          collided ||= !isMoveOf(nodes.slots, other * SLOT_COUNT, s, from, to);
          continue;
        }
      }
      if (!addKey(seen, a, b, size)) continue;
      if (size >= budget) return done(x, null, null, size, false);
      if (meter) meter.work -= storeWork;
      if (seen.size * 2 > seen.used.length) seen = keepKeys(rehashed(seen));
      if (size >= nodes.parent.length) nodes = keepNodes(grown(nodes));
      const child = size++;
      const base = child * SLOT_COUNT;
      nodes.slots.set(s, base);
      nodes.slots[base + from] = GAP;
      nodes.slots[base + to] = card;
      nodes.parent[child] = node;
      nodes.via[child] = key;
      nodes.h1[child] = a;
      nodes.h2[child] = b;
      const reached = nodes.slots.subarray(base, base + SLOT_COUNT);
      if (isGoal(reached, from, to)) {
        const path: number[] = [];
        for (let n = child; n > 0; n = nodes.parent[n]!) path.push(nodes.via[n]!);
        return done(x, path.reverse(), reached.slice(), size, false);
      }
      if (priority) lowest = enqueue(buckets, taken, child, priority(reached), lowest);
    }
  }
  return done(x, null, null, size, exact && !collided && size < budget);
}

/** Puts `node` into bucket `p`; the lowest bucket that may hold a position now. */
function enqueue(buckets: number[][], taken: number[], node: number, p: number, lowest: number): number {
  while (buckets.length <= p) {
    buckets.push([]);
    taken.push(0);
  }
  buckets[p]!.push(node);
  return Math.min(lowest, p);
}

function done(
  x: Exploration,
  path: number[] | null,
  slots: Uint8Array | null,
  nodes: number,
  exhausted: boolean,
): Explored {
  if (x.tally) x.tally.nodes += nodes;
  return { path, slots, nodes, exhausted };
}

/** Whether the position stored at `at` is `s` after moving the card in `from` to `to`. */
function isMoveOf(all: Uint8Array, at: number, s: Uint8Array, from: number, to: number): boolean {
  for (let i = 0; i < SLOT_COUNT; i++) {
    const expected = i === from ? GAP : i === to ? s[from]! : s[i]!;
    if (all[at + i] !== expected) return false;
  }
  return true;
}
