import { GEOMETRY } from "./geometry.ts";
import { EXPOSERS, HIGH_GUARDS_MASK, PART_A, PART_B } from "./rules.ts";
import { isHighGuard, TARGET_COUNT, THRONE } from "./state.ts";

/*
 * The Wall solver's tables of the exposure graph and its admissible bound on what the high
 * guard piles still cost (solver.ts explains the cut): kept apart from the search, which
 * only asks `guardBound` and reads these masks.
 */

export const INF = 1 << 24;

// Exposure as masks over the removed targets 0-31 (lo) and 32-52 (hi).
const EXPOSE_BY = EXPOSERS.map((list) => {
  let lo = 0;
  let hi = 0;
  for (const e of list ?? [])
    if (e < 32) lo |= 1 << e;
    else hi |= 1 << (e - 32);
  return [lo, hi] as const;
});
export const X_LO = Int32Array.from(EXPOSE_BY, (m) => m[0]);
export const X_HI = Int32Array.from(EXPOSE_BY, (m) => m[1]);
export const ALWAYS = Uint8Array.from(EXPOSERS, (list, t) => (list === null && t !== THRONE ? 1 : 0));
// The same tables as the rules' (a health's parts, the high guard's mask), for the search.
export { HIGH_GUARDS_MASK, PART_A, PART_B };

/** Rows of targets from the high guard down (Aisleriot's layout), each a run of slots. */
const LEVEL = GEOMETRY.slice(0, TARGET_COUNT).map((g) => g.y);
const ROWS: (readonly [number, number])[] = [];
for (let t = THRONE + 1; t < TARGET_COUNT; t++)
  if (LEVEL[t] !== LEVEL[t - 1]) ROWS.push([t, t]);
  else ROWS[ROWS.length - 1] = [ROWS[ROWS.length - 1]![0], t];
const exposes = (x: number, u: number) => EXPOSERS[u]?.includes(x) === true;
/** The targets above x that its removal exposes, and whether each counts in x's health. */
const UP = LEVEL.map((y, x) =>
  Int32Array.from(LEVEL.flatMap((yu, u) => (u !== THRONE && yu < y && exposes(x, u) ? [u] : []))),
);
const UP_PART = UP.map((ups, x) => Uint8Array.from(ups, (u) => (PART_A[x] === u || PART_B[x] === u ? 1 : 0)));
const LEFT = Uint8Array.from(LEVEL, (y, x) => (x > 1 && LEVEL[x - 1] === y && exposes(x, x - 1) ? 1 : 0));
const RIGHT = Uint8Array.from(LEVEL, (y, x) => (LEVEL[x + 1] === y && exposes(x, x + 1) ? 1 : 0));
const CARDS_FOR = Int32Array.from({ length: 256 }, (_, v) => Math.ceil(v / 13));

/** Chain costs per target (sum of values, cards, attacks): scratch of one bound at a time. */
export const G_SUM = new Int32Array(TARGET_COUNT);
const G_CARDS = new Int32Array(TARGET_COUNT);
const G_ATTACKS = new Int32Array(TARGET_COUNT);
/** The bound's answer: least attack value, cards and attacks that remove every high guard pile. */
export const NEED = new Int32Array(3);

/**
 * Fills NEED for the position (`live[t]`: t's value while it stands, else 0): the cheapest
 * chain from an exposed target up to a high guard pile, by each measure, plus the piles.
 * No attack can beat more than `cap` (the best hand to come): dearer targets are walls.
 */
export function guardBound(live: Int32Array, lo: number, hi: number, cap: number): void {
  for (const [first, last] of ROWS) {
    for (let x = first; x <= last; x++) {
      let s = INF;
      let c = INF;
      let a = INF;
      if (live[x] === 0) {
        // removed: not on any chain
      } else if (isHighGuard(x)) {
        s = c = a = 0;
      } else {
        const ups = UP[x]!;
        const parts = UP_PART[x]!;
        for (let i = 0; i < ups.length; i++) {
          const u = ups[i]!;
          if (live[u] === 0) continue;
          const cost = live[x]! + 1 + (parts[i] ? live[u]! : 0);
          if (cost > cap) continue;
          if (cost + G_SUM[u]! < s) s = cost + G_SUM[u]!;
          if (CARDS_FOR[cost]! + G_CARDS[u]! < c) c = CARDS_FOR[cost]! + G_CARDS[u]!;
          if (1 + G_ATTACKS[u]! < a) a = 1 + G_ATTACKS[u]!;
        }
      }
      G_SUM[x] = s;
      G_CARDS[x] = c;
      G_ATTACKS[x] = a;
    }
    // Along the row, both ways: removing x exposes its neighbour, which costs no more.
    for (let pass = 0; pass < 2; pass++) {
      const step = pass === 0 ? 1 : -1;
      for (let x = pass === 0 ? first + 1 : last - 1; x >= first && x <= last; x += step) {
        const y = x - step;
        if (live[x] === 0 || live[y] === 0 || isHighGuard(x) || !(step === 1 ? LEFT[x] : RIGHT[x])) continue;
        const cost = live[x]! + 1;
        if (cost > cap) continue;
        if (cost + G_SUM[y]! < G_SUM[x]!) G_SUM[x] = cost + G_SUM[y]!;
        if (CARDS_FOR[cost]! + G_CARDS[y]! < G_CARDS[x]!) G_CARDS[x] = CARDS_FOR[cost]! + G_CARDS[y]!;
        if (1 + G_ATTACKS[y]! < G_ATTACKS[x]!) G_ATTACKS[x] = 1 + G_ATTACKS[y]!;
      }
    }
  }
  let s = INF;
  let c = INF;
  let a = INF;
  for (let x = THRONE + 1; x < TARGET_COUNT; x++) {
    if (live[x] === 0) continue;
    if (!ALWAYS[x] && ((lo & X_LO[x]!) | (hi & X_HI[x]!)) === 0) continue;
    if (G_SUM[x]! < s) s = G_SUM[x]!;
    if (G_CARDS[x]! < c) c = G_CARDS[x]!;
    if (G_ATTACKS[x]! < a) a = G_ATTACKS[x]!;
  }
  for (let h = 1; h <= 3; h++)
    if (live[h]! > 0) {
      if (live[h]! + 1 > cap) s = INF;
      s += live[h]! + 1;
      c += CARDS_FOR[live[h]! + 1]!;
      a += 1;
    }
  NEED[0] = s;
  NEED[1] = c;
  NEED[2] = a;
}
