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

// MT19937's sizes: N words, word k's twist reads word k + M (mod N).
const N = 624;
const M = 397;

// Generator words, the positions picked by one shuffle, and twist halves (see shuffledPack);
// shuffledPack never re-enters.
const MT = new Int32Array(N);
const PICKS = new Int32Array(128);
const HALF = new Int32Array(N - M);

/** Seed word i from word i - 1 (init_genrand). */
const seedWord = (prev: number, i: number): number => (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) | 0;

/** The twist of word k, less its xor with word k + M: from words k and k + 1 alone. */
function twistHalf(wordK: number, nextWord: number): number {
  const y = (wordK & UPPER) | (nextWord & 0x7fffffff);
  return (y >>> 1) ^ (-(y & 1) & MATRIX_A);
}

/** MT19937's output of twisted word y, as a uint32. */
function temper(y: number): number {
  y ^= y >>> 11;
  y ^= (y << 7) & TEMPER_B;
  y ^= (y << 15) & TEMPER_C;
  y ^= y >>> 18;
  return y >>> 0;
}

/**
 * Twists word k, the next in the standard order, and returns its tempered output (uint32).
 * It reads words k + 1 and k + M (mod N), as the eager twist of a whole block would see them.
 */
function output(k: number): number {
  const mt = MT;
  const half = twistHalf(mt[k]!, mt[k === N - 1 ? 0 : k + 1]!);
  return temper((mt[k] = mt[k < N - M ? k + M : k - (N - M)]! ^ half));
}

/**
 * The pack Aisleriot deals for `dealNumber`, top card (dealt first) first: its
 * `shuffle-deck` (api.scm) driven by GLib's MT19937 (grand.c, "version 22" seeding) seeded
 * with the deal number. With `len` cards unpicked and next position `i`, it picks
 * `j = i + g_rand_int_range(0, len)`, takes the card at `j` and moves the card at `i` into
 * `j`; the last card picked is the top of the pack. Checked against the plain, immutable
 * reference in test/support/reference-shuffle.ts.
 * Reused typed arrays, since every deal of both games comes through here (random play and
 * the hint benches deal tens of thousands of games; an immutable generator state costs
 * ~15 µs a deal, this ~1.3 µs). The words are seeded and twisted lazily, in the standard
 * order: a shuffle of 102 cards draws ~102 outputs, and output k < N - M reads only seeded
 * words (k, k + 1, k + M), so M + 102 of the 624 words are seeded and 102 twisted.
 */
export function shuffledPack(pack: readonly Card[], dealNumber: DealNumber): Card[] {
  const count = pack.length;
  const mt = MT;
  const half = HALF;
  // Int32 words (the same bits as GLib's uint32 ones) keep V8 on small integers. The seeding
  // is one serial chain of multiplies, most of a deal's time: the last word stays in a
  // register, and the chain's idle cycles compute the twist halves of the first outputs
  // (words k and k + 1 are seeded long before word k + M), as many as a shuffle usually
  // draws. Each of those draws is then one seeding step, an xor and the tempering (a shuffle
  // ~10% faster than twisting each word in full at its draw).
  let fast = Math.min(count + 8, N - M); // outputs 0 to fast - 1 have their half
  let word = (mt[0] = dealNumber | 0);
  let i = 1;
  for (; i <= fast; i++) {
    const next = (mt[i] = seedWord(word, i));
    half[i - 1] = twistHalf(word, next);
    word = next;
  }
  for (; i < M; i++) word = mt[i] = seedWord(word, i);
  let seeded = M;
  let k = 0; // the next word to twist
  // First every position picked, then the moves: a move's position, known only after a
  // draw's division, no longer holds back the next moves' reads (as when interleaved).
  const picks = count <= PICKS.length ? PICKS : new Int32Array(count);
  for (let p = 0, len = count; len > 0; p++, len--) {
    const maxValue = MAX_VALUE[len] ?? rangeLimit(len);
    let draw: number;
    do {
      if (k < fast) {
        word = mt[seeded] = seedWord(word, seeded);
        seeded++;
        draw = temper((mt[k] = word ^ half[k]!));
        k++;
        continue;
      }
      // Beyond them (many redraws, or a pack of over N - M cards), word by word as the
      // standard order reads them; in a second block (k back to 0) halves no longer apply.
      if (k === N) {
        k = 0;
        fast = 0;
      }
      // Output k reads word k + M: one more word seeded per draw, once M are.
      for (; seeded < N && seeded <= k + M; seeded++) word = mt[seeded] = seedWord(word, seeded);
      draw = output(k++);
    } while (draw > maxValue);
    // draw % len without a float modulo (a C call in V8): exact below 2^53.
    picks[p] = p + (draw - Math.floor(draw / len) * len);
  }
  // Picking the card at j swaps it into p: work[p] is the p-th card picked, and the last
  // one picked is the top of the pack.
  const work = pack.slice();
  for (let p = 0; p < count; p++) {
    const j = picks[p]!;
    const card = work[j]!;
    work[j] = work[p]!;
    work[p] = card;
  }
  return work.reverse();
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
