/**
 * Random deals: a uniform shuffle of the whole pack from the platform's cryptographic
 * generator (Fisher–Yates with unbiased integers), never an Aisleriot deal number — a
 * 32-bit seed can be recovered from Wall's face-up cards by trying them all, and with it
 * every hidden card. Engines stay pure: they are handed the shuffled pack.
 */

/** Uniform integers in [0, n) from 32-bit random words; rejection keeps them unbiased. */
export type RandomWords = (count: number) => Uint32Array;

/** The platform's cryptographic generator (Web Crypto). */
export const cryptoWords: RandomWords = (count) => crypto.getRandomValues(new Uint32Array(count));

/**
 * A uniform integer in [0, n), n ≤ 2^32, from `first` (a word already drawn): words at or
 * above the last whole multiple of n would favour small results, so they are drawn again.
 */
export function uniformBelow(n: number, words: RandomWords, first: number = words(1)[0]!): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  let word = first;
  while (word >= limit) word = words(1)[0]!;
  return word % n;
}

/** Fisher–Yates: every order of `items` equally likely (given a uniform `words`). */
export function secureShuffle<T>(items: readonly T[], words: RandomWords = cryptoWords): T[] {
  const out = items.slice();
  // One word per swap, drawn at once (one call to the generator); rejections draw more.
  const pool = words(Math.max(0, out.length - 1));
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformBelow(i + 1, words, pool[out.length - 1 - i]!);
    const swap = out[i]!;
    out[i] = out[j]!;
    out[j] = swap;
  }
  return out;
}
