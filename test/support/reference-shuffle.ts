import { rangeLimit, type Card } from "../../src/cards/index.ts";

/*
 * The reference that the fast `shuffledPack` (src/cards/shuffle.ts) is checked against:
 * GLib's GRand and Aisleriot's `shuffle-deck` written plainly, the generator state as
 * immutable data, each step checked against GLib's own outputs (test/fixtures).
 */

/**
 * MT19937 as GLib's GRand runs it (grand.c, "version 22" seeding). `mtNext` returns a new
 * state and never changes the one it is given (the word table is shared until the next
 * twist, which builds a new one).
 */
export interface MtState {
  readonly words: readonly number[];
  readonly index: number;
}

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** `g_rand_new_with_seed(seed)`: the standard `init_genrand`. */
export function mtSeed(seed: number): MtState {
  const words = new Array<number>(N);
  words[0] = seed >>> 0;
  for (let i = 1; i < N; i++) {
    const prev = words[i - 1]! ^ (words[i - 1]! >>> 30);
    words[i] = (Math.imul(1812433253, prev) + i) >>> 0;
  }
  return { words, index: N };
}

function twist(words: readonly number[]): number[] {
  const next = words.slice();
  for (let k = 0; k < N; k++) {
    const y = (next[k]! & UPPER_MASK) | (next[(k + 1) % N]! & LOWER_MASK);
    next[k] = (next[(k + M) % N]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0)) >>> 0;
  }
  return next;
}

/** `g_rand_int`: the next 32-bit output and the state after it. */
export function mtNext(state: MtState): { value: number; state: MtState } {
  const words = state.index >= N ? twist(state.words) : state.words;
  const index = state.index >= N ? 0 : state.index;
  let y = words[index]!;
  y ^= y >>> 11;
  y ^= (y << 7) & 0x9d2c5680;
  y ^= (y << 15) & 0xefc60000;
  y ^= y >>> 18;
  return { value: y >>> 0, state: { words, index: index + 1 } };
}

/**
 * `g_rand_int_range(rand, 0, k)` (GLib >= 2.2): rejection sampling against the largest
 * multiple-of-`k` window, then `mod k`. Aisleriot's `aisleriot-random k`.
 */
export function mtIntRange(state: MtState, k: number): { value: number; state: MtState } {
  const dist = k >>> 0;
  if (dist === 0) return { value: 0, state };
  const maxValue = rangeLimit(dist);
  let current = state;
  for (;;) {
    const draw = mtNext(current);
    current = draw.state;
    if (draw.value <= maxValue) return { value: draw.value % dist, state: current };
  }
}

/**
 * Aisleriot's `shuffle-deck` (api.scm): with `len` cards unpicked and next position `i`,
 * pick `j = i + random(len)`, take the card at `j`, move the card at `i` into `j`.
 * Aisleriot conses each picked card onto a list, so the last card picked is the top of
 * the dealt pack: the result here is in dealing order, top card first.
 */
export function shuffle(pack: readonly Card[], state: MtState): { pack: Card[]; state: MtState } {
  const work = pack.slice();
  const picked = new Array<Card>(work.length);
  let current = state;
  for (let i = 0, len = work.length; len > 0; i++, len--) {
    const draw = mtIntRange(current, len);
    current = draw.state;
    const j = i + draw.value;
    picked[work.length - 1 - i] = work[j]!;
    work[j] = work[i]!;
  }
  return { pack: picked, state: current };
}
