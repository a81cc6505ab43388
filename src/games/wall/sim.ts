import { EXPOSERS } from "./rules.ts";

/*
 * A compact, mutable-in-place model of a Wall position by card values only (suits play
 * no part in the rules), for the hint's planning and rollouts. It never sees a real
 * state: the hint builds it from the public view, filling the unknown cards by sampling.
 */
export interface Sim {
  /** Per target 0..52: the sum of its card values (a wall slot: its card's value). */
  readonly sum: Int32Array;
  /** Per target 0..52: how many cards it holds. */
  readonly count: Int32Array;
  /** Per target: 1 for a face-down low guard pile. */
  readonly down: Uint8Array;
  /** Stock values, the next card to deal last; `stockLength` of them are left. */
  readonly stock: Int32Array;
  stockLength: number;
  /** Waste values. */
  waste: number[];
}

export const cloneSim = (s: Sim): Sim => ({
  sum: s.sum.slice(),
  count: s.count.slice(),
  down: s.down.slice(),
  stock: s.stock,
  stockLength: s.stockLength,
  waste: s.waste.slice(),
});

const EXPOSER_LISTS = EXPOSERS.map((e) => (e === null ? null : Int32Array.from(e)));
/** Health parts as in rules.ts, over the value model. */
const PARTS: Int32Array[] = Array.from({ length: 53 }, (_, t) => {
  if (t < 8) return Int32Array.of(t);
  const offset = (t - 8) % 15;
  const lp = t >= 16 && offset !== 0 ? t - 8 : -1;
  const rp = t >= 16 && offset !== 7 ? t - 7 : -1;
  if (offset === 0) return rp >= 0 ? Int32Array.of(t, rp, rp - 8) : Int32Array.of(t);
  if (offset === 7) return lp >= 0 ? Int32Array.of(t, lp, lp - 7) : Int32Array.of(t);
  return Int32Array.from([t, lp, rp].filter((s) => s >= 0));
});

export function simExposed(s: Sim, t: number): boolean {
  const count = s.count;
  if (t === 0) return count[1] === 0 && count[2] === 0 && count[3] === 0;
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

const ROWS: [number, number][] = [
  [46, 52],
  [38, 45],
  [31, 37],
  [23, 30],
  [16, 22],
  [8, 15],
];
const INF = 1e9;

// Scratch buffers of throneCost (never observable: filled and read within one call).
const D = new Float64Array(53);
const C = new Float64Array(53);

/**
 * The least total attack value that opens a way to the throne and takes it: each
 * target costs health + 1 (a face-down pile: `downCost[t]` unless `known`), and needs
 * one of its exposers removed first (a shortest path over the exposure graph, rows
 * swept both ways for the row neighbours); once one high guard pile falls the other two
 * are exposed in turn, so the throne costs the cheapest high guard path, the other two
 * piles' health, and 27.
 */
export function throneCost(s: Sim, known: boolean, downCost: Float64Array | null): number {
  const count = s.count;
  if (count[0] === 0) return 0;
  const d = D;
  const c = C;
  for (let t = 1; t <= 52; t++)
    if (count[t]! > 0) c[t] = s.down[t] && !known && downCost ? downCost[t]! : simHealth(s, t) + 1;
  for (let r = 0; r < 6; r++) {
    const first = ROWS[r]![0];
    const last = ROWS[r]![1];
    for (let t = first; t <= last; t++) {
      if (count[t] === 0) {
        d[t] = 0;
        continue;
      }
      const e = EXPOSER_LISTS[t]!;
      let best = INF;
      if (e === null) best = 0;
      else
        for (let i = 0; i < e.length; i++) {
          const x = e[i]!;
          if (count[x] === 0) {
            best = 0;
            break;
          }
          if (x > t + 1 && d[x]! < best) best = d[x]!; // children are already computed
        }
      d[t] = best >= INF ? INF : best + c[t]!;
    }
    for (let t = first + 1; t <= last; t++)
      if (count[t]! > 0 && d[t - 1]! + c[t]! < d[t]!) d[t] = d[t - 1]! + c[t]!;
    for (let t = last - 1; t >= first; t--)
      if (count[t]! > 0 && d[t + 1]! + c[t]! < d[t]!) d[t] = d[t + 1]! + c[t]!;
  }
  for (let l = 4; l <= 7; l++) {
    const w = 8 + 2 * (l - 4);
    d[l] = count[l] === 0 ? 0 : Math.min(d[w]!, d[w + 1]!) + c[l]!;
  }
  for (let pass = 0; pass < 2; pass++)
    for (let l = 4; l <= 7; l++) {
      if (count[l] === 0) continue;
      if (l > 4 && d[l - 1]! + c[l]! < d[l]!) d[l] = d[l - 1]! + c[l]!;
      if (l < 7 && d[l + 1]! + c[l]! < d[l]!) d[l] = d[l + 1]! + c[l]!;
    }
  let anyGone = false;
  let rest = 0;
  for (let h = 1; h <= 3; h++) {
    if (count[h] === 0) {
      d[h] = 0;
      anyGone = true;
    } else {
      d[h] = Math.min(d[h + 3]!, d[h + 4]!) + c[h]!;
      rest += c[h]!;
    }
  }
  const throne = simHealth(s, 0) + 1;
  if (anyGone) return rest + throne;
  let best = INF;
  for (let h = 1; h <= 3; h++) if (d[h]! - c[h]! < best) best = d[h]! - c[h]!;
  return best + rest + throne;
}

/** Removes target t (as a successful attack would). */
export function simRemove(s: Sim, t: number): void {
  s.count[t] = 0;
  s.sum[t] = 0;
  s.down[t] = 0;
}

/** Deals 3 from the stock after discarding the waste; false when the stock is empty. */
export function simDeal(s: Sim): boolean {
  if (s.stockLength < 3) return false;
  const st = s.stock;
  const n = s.stockLength;
  s.waste = [st[n - 1]!, st[n - 2]!, st[n - 3]!];
  s.stockLength = n - 3;
  return true;
}
