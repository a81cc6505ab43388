import type { Card, DealNumber } from "../../cards/index.ts";

/**
 * Aisleriot's shuffle of `pack` for a deal number, the same function as the cards layer's
 * `shuffledPack` (GLib's MT19937, `g_rand_int_range`, api.scm's `shuffle-deck`; see
 * src/cards), written over one local typed array: a deal is dealt per game, and random
 * play and the hint's benchmark deal tens of thousands of games, where the immutable
 * generator state of the cards layer costs ~15 µs a deal. A test checks both agree.
 */
// The generator's constants as int32 (same bits): uint32 literals above 2^31 are doubles in V8.
const UPPER = 0x80000000 | 0;
const MATRIX_A = 0x9908b0df | 0;
const TEMPER_B = 0x9d2c5680 | 0;
const TEMPER_C = 0xefc60000 | 0;

/** g_rand_int_range(0, len): draws above the largest multiple-of-len window are redrawn. */
function maxValueFor(len: number): number {
  let leftover = (0x80000000 % len) * 2;
  if (leftover >= len) leftover -= len;
  return 0xffffffff - leftover;
}
const MAX_VALUE: readonly number[] = Array.from({ length: 103 }, (_, len) => (len ? maxValueFor(len) : 0));

// Generator words, reused by every call (the function never re-enters).
const MT = new Int32Array(624);

/**
 * The state is initialised and twisted lazily, word by word in the standard order (word
 * k's twist reads words k, k + 1 and k + 397 mod 624, all then as the eager twist would
 * see them): a shuffle of 102 cards reads ~105 of the 624 words, so most of the
 * initialisation and the twist would be wasted work.
 */
export function fastShuffledPack(pack: readonly Card[], dealNumber: DealNumber): Card[] {
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
    const maxValue = MAX_VALUE[len] ?? maxValueFor(len);
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
