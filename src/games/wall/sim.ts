import { EXPOSERS, HEALTH_PARTS } from "./rules.ts";
import { LAST_TARGET, TARGET_COUNT, THRONE } from "./state.ts";

/*
 * A compact, mutable-in-place model of a Wall position by card values only (suits play
 * no part in the rules), for the hint's planning. It never sees a real state: the hint
 * builds it from the public view, a face-down pile as its number of cards (sum 0).
 */
export interface Sim {
  /** Per target (0 to LAST_TARGET): the sum of its card values (a wall slot: its card's value). */
  readonly sum: Int32Array;
  /** Per target: how many cards it holds. */
  readonly count: Int32Array;
  /** Per target: 1 for a face-down low guard pile. */
  readonly down: Uint8Array;
  /** Waste values. */
  waste: number[];
}

const EXPOSER_LISTS = EXPOSERS.map((e) => (e === null ? null : Int32Array.from(e)));
const PARTS = HEALTH_PARTS.map((parts) => Int32Array.from(parts));

export function simExposed(s: Sim, t: number): boolean {
  const count = s.count;
  if (t === THRONE) return count[1] === 0 && count[2] === 0 && count[3] === 0;
  const e = EXPOSER_LISTS[t]!;
  if (e === null) return true;
  for (let i = 0; i < e.length; i++) if (count[e[i]!] === 0) return true;
  return false;
}

export function simHealth(s: Sim, t: number): number {
  const p = PARTS[t]!;
  let h = 0;
  for (let i = 0; i < p.length; i++) if (s.count[p[i]!]! > 0) h += s.sum[p[i]!]!;
  return h;
}

const INF = 1e9;

/** Removes target t (as a successful attack would). */
export function simRemove(s: Sim, t: number): void {
  s.count[t] = 0;
  s.sum[t] = 0;
  s.down[t] = 0;
}

/** EXPOSEES[t]: the targets that t's removal exposes (the inverse of EXPOSERS, throne apart). */
const EXPOSEES: Int32Array[] = Array.from({ length: TARGET_COUNT }, (_, t) =>
  Int32Array.from(EXPOSER_LISTS.flatMap((e, y) => (e !== null && e.includes(t) ? [y] : []))),
);
/** Targets grouped from the throne down (the high guard apart): low guard, wall rows 1..6. */
const GROUPS: [number, number][] = [
  [4, 7],
  [8, 15],
  [16, 22],
  [23, 30],
  [31, 37],
  [38, 45],
  [46, 52],
];
/** Per target: exposees in the group above, and whether its row neighbours are exposees. */
const UPPER_EXPOSEES: Int32Array[] = EXPOSEES.map((e, t) => {
  const group = GROUPS.find(([a, b]) => t >= a && t <= b);
  return group ? e.filter((y) => y < group[0]) : e;
});
const LEFT_EXPOSEE = Uint8Array.from({ length: TARGET_COUNT }, (_, t) =>
  EXPOSEES[t]!.includes(t - 1) ? 1 : 0,
);
const RIGHT_EXPOSEE = Uint8Array.from({ length: TARGET_COUNT }, (_, t) =>
  EXPOSEES[t]!.includes(t + 1) ? 1 : 0,
);

/** Per target: the value still to spend on the way to the throne once it is removed (scratch). */
export const REST = new Float64Array(TARGET_COUNT);
/** Per target: health + 1 (scratch, filled by planCosts). */
const COST = new Float64Array(TARGET_COUNT);

/**
 * Fills COST and REST and returns the least total attack value that takes the throne:
 * the cheapest exposed target t by COST[t] + REST[t]. REST is a shortest path from the
 * throne down the exposure graph (a target removed leaves its exposees exposed; rows and
 * the low guard swept both ways for neighbours); once one high guard pile falls the
 * others follow, so REST of a high guard pile is the other piles' and the throne's cost.
 * A face-down pile costs `downCost[t]`: its cards are not in the model.
 */
export function planCosts(s: Sim, downCost: Float64Array): number {
  const count = s.count;
  if (count[THRONE] === 0) return 0;
  const c = COST;
  const r = REST;
  const sum = s.sum;
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    if (count[t] === 0) {
      c[t] = 0;
      continue;
    }
    if (s.down[t]) {
      c[t] = downCost[t]!;
      continue;
    }
    const p = PARTS[t]!;
    let h = 0;
    for (let i = 0; i < p.length; i++) h += sum[p[i]!]!; // an empty slot's sum is 0
    c[t] = h + 1; // beating health h takes h + 1
  }
  const hgPresent = (count[1]! > 0 ? 1 : 0) + (count[2]! > 0 ? 1 : 0) + (count[3]! > 0 ? 1 : 0);
  const hgAll = c[1]! + c[2]! + c[3]!;
  for (let h = 1; h <= 3; h++) r[h] = hgAll - c[h]! + c[THRONE]!;
  r[THRONE] = 0;
  for (let g = 0; g < GROUPS.length; g++) {
    const first = GROUPS[g]![0];
    const last = GROUPS[g]![1];
    for (let t = first; t <= last; t++) {
      const e = UPPER_EXPOSEES[t]!;
      let best = INF;
      for (let i = 0; i < e.length; i++) {
        const y = e[i]!;
        const via = c[y]! + r[y]!;
        if (via < best) best = via;
      }
      r[t] = best;
    }
    for (let t = first + 1; t <= last; t++)
      if (LEFT_EXPOSEE[t] && c[t - 1]! + r[t - 1]! < r[t]!) r[t] = c[t - 1]! + r[t - 1]!;
    for (let t = last - 1; t >= first; t--)
      if (RIGHT_EXPOSEE[t] && c[t + 1]! + r[t + 1]! < r[t]!) r[t] = c[t + 1]! + r[t + 1]!;
  }
  if (hgPresent < 3 || simExposed(s, THRONE)) {
    // Some high guard pile is gone: the rest are (or will be) exposed in turn.
    return hgAll + c[THRONE]!;
  }
  let base = INF;
  for (let t = THRONE + 1; t <= LAST_TARGET; t++)
    if (count[t]! > 0 && c[t]! + r[t]! < base && simExposed(s, t)) base = c[t]! + r[t]!;
  return base;
}
