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

export function fastShuffledPack(pack: readonly Card[], dealNumber: DealNumber): Card[] {
  // Int32 words (the same bits as GLib's uint32 ones) keep V8 on small integers.
  const mt = new Int32Array(624);
  mt[0] = dealNumber | 0;
  for (let i = 1; i < 624; i++) {
    const prev = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
    mt[i] = (Math.imul(1812433253, prev) + i) | 0;
  }
  let index = 624;
  const twist = () => {
    for (let k = 0; k < 623; k++) {
      const y = (mt[k]! & UPPER) | (mt[k + 1]! & 0x7fffffff);
      mt[k] = mt[k < 227 ? k + 397 : k - 227]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    const y = (mt[623]! & UPPER) | (mt[0]! & 0x7fffffff);
    mt[623] = mt[396]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    index = 0;
  };
  const work = pack.slice();
  const picked = new Array<Card>(work.length);
  for (let i = 0, len = work.length; len > 0; i++, len--) {
    const maxValue = MAX_VALUE[len] ?? maxValueFor(len);
    let draw: number;
    do {
      if (index >= 624) twist();
      let y = mt[index++]!;
      y ^= y >>> 11;
      y ^= (y << 7) & TEMPER_B;
      y ^= (y << 15) & TEMPER_C;
      y ^= y >>> 18;
      draw = y >>> 0;
    } while (draw > maxValue);
    // draw % len without a float modulo (a C call in V8): exact below 2^53.
    const j = i + (draw - Math.floor(draw / len) * len);
    picked[work.length - 1 - i] = work[j]!;
    work[j] = work[i]!;
  }
  return picked;
}
