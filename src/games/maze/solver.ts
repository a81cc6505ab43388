import type { Card } from "../../cards/index.ts";
import { ACES, QUEENS, follows, isAce, isQueen } from "./rules.ts";
import { LAST_SLOT, SLOT_COUNT } from "./state.ts";

/*
 * A planner for the hint. Target arrangement: the run grows from slot 0 with no gap inside
 * (A..Q of a suit, any ace after a queen), so the finished game is the 48 cards in slots
 * 0–47 — one of the won layouts (M6). The run so far is frozen; to extend it, slot `end+1`
 * must be empty, then the run's successor moves in (legal by its left neighbour). A
 * breadth-first search over the cards after the run finds the fewest moves that empty
 * `end+1`. Following the plan's first move and planning again from the next position
 * always finds a plan at most one move shorter (the rest of the old one), so every hint
 * makes progress while the search stays within its node budget.
 */

const GAP = 255;

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

export const toBytes = (slots: readonly (Card | null)[]): Uint8Array =>
  Uint8Array.from(slots, (c) => c ?? GAP);

/** The last slot of the run that starts at slot 0 with an ace and has no gap inside; -1 if none. */
export function runEnd(s: Uint8Array): number {
  if (s[0] === GAP || !isAce(s[0]!)) return -1;
  let e = 0;
  while (e < LAST_SLOT && s[e + 1] !== GAP && follows(s[e]!, s[e + 1]!)) e++;
  return e;
}

/** The cards that would extend the run ending at `end` (-1: no run yet, any ace starts one). */
export const runSuccessors = (s: Uint8Array, end: number): readonly Card[] =>
  end < 0 || isQueen(s[end]!) ? ACES : [s[end]! + 1];

export interface Plan {
  /** Moves as `from * 64 + to`, the last one extends the run. */
  readonly moves: number[];
  readonly runEnd: number;
  /** Nodes the search expanded (for budgets and benches). */
  readonly nodes: number;
}

/** Moves (from*64+to) from cards after the run into gaps, in a fixed order; returns the count. */
function movesAfterRun(s: Uint8Array, end: number, where: Int8Array, out: Int32Array): number {
  for (let i = 0; i < SLOT_COUNT; i++) if (s[i] !== GAP) where[s[i]!] = i;
  let n = 0;
  const add = (card: number, to: number, first: number) => {
    const from = where[card]!;
    if (from <= end) return;
    const key = from * 64 + to;
    for (let k = first; k < n; k++) if (out[k] === key) return;
    out[n++] = key;
  };
  for (let t = end + 1; t < SLOT_COUNT; t++) {
    if (s[t] !== GAP) continue;
    const first = n;
    const left = t === 0 ? -1 : s[t - 1]!;
    if (t === 0 || (left !== GAP && isQueen(left))) for (const a of ACES) add(a, t, first);
    else if (left !== GAP) add(left + 1, t, first);
    const right = t === LAST_SLOT ? -1 : s[t + 1]!;
    if (t === LAST_SLOT || (right !== GAP && isAce(right))) for (const q of QUEENS) add(q, t, first);
    else if (right !== GAP) add(right - 1, t, first);
  }
  return n;
}

/** The best extension into the empty slot `end+1`: the candidate giving the longest run. */
function extension(s: Uint8Array, end: number): number {
  let best = -1;
  let bestRun = -2;
  for (const card of runSuccessors(s, end)) {
    const from = s.indexOf(card);
    if (from <= end) continue;
    const t = s.slice();
    t[from] = GAP;
    t[end + 1] = card;
    const run = runEnd(t);
    if (run > bestRun) {
      bestRun = run;
      best = from * 64 + end + 1;
    }
  }
  return best;
}

/** Fewest moves that empty slot `end+1`, then the extension; null when the budget runs out. */
export function planRunExtension(slots: Uint8Array, budget: number): Plan | null {
  const end = runEnd(slots);
  if (end >= LAST_SLOT) return null;
  const target = end + 1;
  if (slots[target] === GAP) return { moves: [extension(slots, end)], runEnd: end, nodes: 0 };

  const pool = new Uint8Array(budget * SLOT_COUNT);
  const parent = new Int32Array(budget);
  const via = new Int32Array(budget);
  const h1 = new Int32Array(budget);
  const h2 = new Int32Array(budget);
  const seen = new Set<number>();
  pool.set(slots, 0);
  parent[0] = -1;
  for (let i = 0; i < SLOT_COUNT; i++) {
    const c = slots[i]!;
    if (c !== GAP) {
      h1[0] ^= ZOBRIST[zIndex(c, i)]!;
      h2[0] ^= ZOBRIST[zIndex(c, i) + 1]!;
    }
  }
  seen.add((h1[0]! >>> 0) * 2097152 + (h2[0]! >>> 11));
  const where = new Int8Array(52);
  const moves = new Int32Array(64);
  let size = 1;
  for (let node = 0; node < size; node++) {
    const s = pool.subarray(node * SLOT_COUNT, node * SLOT_COUNT + SLOT_COUNT);
    const count = movesAfterRun(s, end, where, moves);
    for (let m = 0; m < count; m++) {
      const key = moves[m]!;
      const from = key >> 6;
      const to = key & 63;
      const card = s[from]!;
      const a = h1[node]! ^ ZOBRIST[zIndex(card, from)]! ^ ZOBRIST[zIndex(card, to)]!;
      const b = h2[node]! ^ ZOBRIST[zIndex(card, from) + 1]! ^ ZOBRIST[zIndex(card, to) + 1]!;
      const hash = (a >>> 0) * 2097152 + (b >>> 11);
      if (seen.has(hash)) continue;
      if (size >= budget) return null;
      seen.add(hash);
      const child = size++;
      const base = child * SLOT_COUNT;
      pool.copyWithin(base, node * SLOT_COUNT, node * SLOT_COUNT + SLOT_COUNT);
      pool[base + from] = GAP;
      pool[base + to] = card;
      parent[child] = node;
      via[child] = key;
      h1[child] = a;
      h2[child] = b;
      if (from === target) {
        const path: number[] = [];
        for (let n = child; n > 0; n = parent[n]!) path.push(via[n]!);
        path.reverse();
        path.push(extension(pool.subarray(base, base + SLOT_COUNT), end));
        return { moves: path, runEnd: end, nodes: size };
      }
    }
  }
  return null;
}
