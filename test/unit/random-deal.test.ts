import { describe, expect, it } from "vitest";
import { secureShuffle, uniformBelow, type RandomWords } from "../../src/play/random-deal.ts";

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe("random deals", () => {
  it("every card is equally likely at every position (chi-square over 20,000 shuffles of 52)", () => {
    const size = 52;
    const runs = 20_000;
    // counts[card][position]
    const counts = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const pack = Array.from({ length: size }, (_, i) => i);
    for (let r = 0; r < runs; r++) secureShuffle(pack).forEach((card, pos) => counts[card]![pos]!++);
    // Each row has 51 degrees of freedom: mean 51, sd ~10.1. A row over 160 happens by chance
    // about once in 10^12 rows (over 100 it did, once in a few hundred runs of the suite); a
    // biased shuffle (e.g. j from [0, n) at every step) puts rows at 600 and more.
    const worst = Math.max(...counts.map(chiSquare));
    expect(worst).toBeLessThan(160);
    // And overall: the sum over 52 rows is ~ chi-square with 2,652 df (sd ~73); 10 sd over.
    const total = counts.map(chiSquare).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(2652 + 10 * 73);
  });

  it("the check catches a biased shuffle (the naive swap with any position)", () => {
    const size = 52;
    const counts = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (let r = 0; r < 20_000; r++) {
      const out = Array.from({ length: size }, (_, i) => i);
      for (let i = 0; i < size; i++) {
        const j = Math.floor(Math.random() * size);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      out.forEach((card, pos) => counts[card]![pos]!++);
    }
    expect(Math.max(...counts.map(chiSquare))).toBeGreaterThan(160);
  });

  it("draws unbiased integers: words above the last whole multiple are drawn again", () => {
    const words = [0xffffffff, 0xfffffffe, 7];
    const source: RandomWords = (n) => Uint32Array.from(words.splice(0, n));
    // 2^32 mod 3 = 1: 0xffffffff is the one rejected word; 0xfffffffe is kept (mod 3 = 2).
    expect(uniformBelow(3, source)).toBe(2);
    expect(words).toEqual([7]);
  });

  it("uses exactly one random word per position (no other source) for a fair source", () => {
    let drawn = 0;
    const counting: RandomWords = (n) => {
      drawn += n;
      return Uint32Array.from({ length: n }, () => 0);
    };
    const shuffled = secureShuffle([1, 2, 3, 4, 5], counting);
    expect(drawn).toBe(4);
    expect([...shuffled].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
