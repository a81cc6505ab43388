import type { Card } from "./card.ts";

/** A deal number: Aisleriot's seed, 0 ≤ n < 2^32. */
export type DealNumber = number;
export const MAX_DEAL_NUMBER = 0xffffffff;

export const isDealNumber = (n: unknown): n is DealNumber =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;

/**
 * The largest draw `g_rand_int_range(rand, 0, dist)` accepts (GLib >= 2.2): the top of the
 * last whole multiple-of-`dist` window of 32-bit outputs; larger draws are drawn again.
 */
export function rangeLimit(dist: number): number {
  if (dist > 0x80000000) return dist - 1;
  let leftover = (0x80000000 % dist) * 2;
  if (leftover >= dist) leftover -= dist;
  return 0xffffffff - leftover;
}

// The generator's constants as int32 (same bits): uint32 literals above 2^31 are doubles in V8.
const UPPER = 0x80000000 | 0;
const MATRIX_A = 0x9908b0df | 0;
const TEMPER_B = 0x9d2c5680 | 0;
const TEMPER_C = 0xefc60000 | 0;

// g_rand_int_range's limits for the pack sizes of both games (at most 102 cards).
const MAX_VALUE: readonly number[] = Array.from({ length: 103 }, (_, len) => (len ? rangeLimit(len) : 0));

// Generator words, reused by every call (the function never re-enters).
const MT = new Int32Array(624);

/**
 * The pack Aisleriot deals for `dealNumber`, top card (dealt first) first: its
 * `shuffle-deck` (api.scm) driven by GLib's MT19937 (grand.c, "version 22" seeding) seeded
 * with the deal number. With `len` cards unpicked and next position `i`, it picks
 * `j = i + g_rand_int_range(0, len)`, takes the card at `j` and moves the card at `i` into
 * `j`; the last card picked is the top of the pack. Checked against the plain, immutable
 * reference in test/support/reference-shuffle.ts.
 * One reused typed array, since every deal of both games comes through here (random play
 * and the hint benches deal tens of thousands of games; an immutable generator state costs
 * ~15 µs a deal, this ~2 µs). The state is initialised and twisted lazily, word by word in
 * the standard order (word k's twist reads words k, k + 1 and k + 397 mod 624, all then as
 * the eager twist would see them): a shuffle of 102 cards reads ~105 of the 624 words, so
 * most of the initialisation and the twist would be wasted work.
 */
export function shuffledPack(pack: readonly Card[], dealNumber: DealNumber): Card[] {
  const mt = MT;
  // Int32 words (the same bits as GLib's uint32 ones) keep V8 on small integers.
  mt[0] = dealNumber | 0;
  let initialised = 1;
  let index = 0;
  let twisted = false; // whether words before `index` belong to the current block
  const work = pack.slice();
  const count = work.length;
  const picked = new Array<Card>(count);
  for (let i = 0, len = count; len > 0; i++, len--) {
    const maxValue = MAX_VALUE[len] ?? rangeLimit(len);
    let draw: number;
    do {
      if (index === 624) {
        index = 0;
        twisted = true;
      }
      const k = index++;
      const far = k < 227 ? k + 397 : k - 227;
      const need = !twisted && far > k + 1 ? far : k + 1;
      for (; initialised <= need && initialised < 624; initialised++) {
        const prev = mt[initialised - 1]! ^ (mt[initialised - 1]! >>> 30);
        mt[initialised] = (Math.imul(1812433253, prev) + initialised) | 0;
      }
      const y0 = (mt[k]! & UPPER) | (mt[k === 623 ? 0 : k + 1]! & 0x7fffffff);
      let y = (mt[k] = mt[far]! ^ (y0 >>> 1) ^ (-(y0 & 1) & MATRIX_A));
      y ^= y >>> 11;
      y ^= (y << 7) & TEMPER_B;
      y ^= (y << 15) & TEMPER_C;
      y ^= y >>> 18;
      draw = y >>> 0;
    } while (draw > maxValue);
    // draw % len without a float modulo (a C call in V8): exact below 2^53.
    const j = i + (draw - Math.floor(draw / len) * len);
    picked[count - 1 - i] = work[j]!;
    work[j] = work[i]!;
  }
  return picked;
}

/** Whether `pack` holds exactly the cards of `reference` (as a multiset), in any order. */
export function isShuffleOf(pack: readonly unknown[], reference: readonly Card[]): pack is Card[] {
  if (!Array.isArray(pack) || pack.length !== reference.length) return false;
  const counts = new Map<Card, number>();
  for (const card of reference) counts.set(card, (counts.get(card) ?? 0) + 1);
  for (const card of pack) {
    const left = counts.get(card as Card);
    if (left === undefined || left === 0) return false;
    counts.set(card as Card, left - 1);
  }
  return true;
}
