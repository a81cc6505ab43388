import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  candidateDeal,
  canonicalJson,
  dailyKey,
  keyedShuffle,
  prepareChallenge,
} from "../../../src/daily/derive.ts";
import { engineOf, GAME_IDS, type GameId } from "../../../src/games/registry.ts";
import { secureShuffle } from "../../../src/play/random-deal.ts";

const SECRET = "test-daily-secret";

/**
 * The scheme re-implemented from derive.ts's top comment with node:crypto: the ground truth
 * the Web Crypto code is checked against. `word(i)` is the i-th word of the stream.
 */
function referenceShuffle<T>(items: readonly T[], word: (index: number) => number): T[] {
  const p = items.slice();
  const n = p.length;
  let r = n - 1;
  for (let i = n - 1; i >= 1; i--) {
    const m = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % m);
    let w = word(n - 1 - i);
    while (w >= limit) w = word(r++);
    const j = w % m;
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}

function referenceStream(secret: string, game: string, date: string, k: number): (index: number) => number {
  const seed = createHmac("sha256", secret).update(`patience-daily/v1/${game}/${date}/${k}`).digest();
  const words: number[] = [];
  return (index) => {
    while (words.length <= index) {
      const block = createHmac("sha256", seed)
        .update(`block/${words.length / 8}`)
        .digest();
      for (let w = 0; w < 8; w++) words.push(block.readUInt32BE(w * 4));
    }
    return words[index]!;
  };
}

describe("daily deals: the keyed generator", () => {
  it("equals the documented scheme re-implemented with node:crypto (both games, several dates and k)", async () => {
    const key = await dailyKey(SECRET);
    for (const game of GAME_IDS) {
      const engine = engineOf(game);
      for (const date of ["2026-12-01", "2027-02-28", "2028-02-29"])
        for (const k of [0, 1, 7]) {
          const expected = referenceShuffle(engine.pack, referenceStream(SECRET, game, date, k));
          const { pack, state } = await candidateDeal(key, game, date, k);
          expect(pack, `${game} ${date} ${k}`).toEqual(expected);
          const dealt = engine.dealFrom(expected);
          expect(dealt.ok && engine.toLayout(dealt.value)).toEqual(engine.toLayout(state));
        }
    }
  });

  it("the reference's reading order is secureShuffle's: a rejected word is replaced by the next unused one", () => {
    // Real streams almost never reject (about n/2^32 per word), so rejections are forced
    // here: 0xffffffff is rejected for every m that is not a power of two.
    const items = Array.from({ length: 52 }, (_, i) => i);
    const words = Array.from({ length: 60 }, (_, i) => (i * 2654435761) >>> 0);
    words[0] = 0xffffffff; // m = 52
    words[5] = 0xffffffff; // m = 47
    words[51] = 0xffffffff; // the first replacement, rejected in turn
    let next = 0;
    const fromWords = (n: number) => Uint32Array.from(words.slice(next, (next += n)));
    const shuffled = secureShuffle(items, fromWords);
    expect(next).toBe(51 + 3);
    expect(shuffled).toEqual(referenceShuffle(items, (i) => words[i]!));
  });

  it("a prefix of the stream that runs out is recomputed longer: the same shuffle", async () => {
    const seed = new Uint8Array(32).fill(7);
    for (const game of GAME_IDS) {
      const pack = engineOf(game).pack;
      expect(await keyedShuffle(pack, seed, 1)).toEqual(await keyedShuffle(pack, seed));
    }
  });

  it("is deterministic, and another secret, date, game or k gives another deal", async () => {
    const key = await dailyKey(SECRET);
    const codes = async (k: CryptoKey, game: GameId, date: string, n = 0) =>
      (await candidateDeal(k, game, date, n)).pack.join(",");
    const base = await codes(key, "maze", "2026-12-01");
    expect(await codes(await dailyKey(SECRET), "maze", "2026-12-01")).toBe(base);
    expect(await codes(await dailyKey(SECRET + "!"), "maze", "2026-12-01")).not.toBe(base);
    expect(await codes(key, "maze", "2026-12-02")).not.toBe(base);
    expect(await codes(key, "maze", "2026-12-01", 1)).not.toBe(base);
    // Wall's pack holds Maze's cards twice (less both kings of spades): compare its first 52.
    const wall = (await candidateDeal(key, "wall", "2026-12-01", 0)).pack;
    expect(wall.slice(0, 52).join(",")).not.toBe(base);
  });
});

describe("daily challenges: proof, salt and commitment", () => {
  it("refuses an empty secret, a date that is not one, a game that is not one", async () => {
    expect(() => dailyKey("")).toThrow();
    await expect(prepareChallenge(SECRET, "maze", " 2026-12-01")).rejects.toThrow();
    await expect(prepareChallenge(SECRET, "maze", "2026-02-29")).rejects.toThrow();
    await expect(prepareChallenge(SECRET, "chess" as GameId, "2026-12-01")).rejects.toThrow();
  });
});

describe("canonicalJson", () => {
  it("sorts keys at every depth (UTF-16 order, as RFC 8785) and writes no whitespace", () => {
    const value = { b: 1, a: { d: [{ z: 1, y: null }, "x"], c: true }, é: -2, A: '"\n', aa: [] };
    expect(canonicalJson(value)).toBe(
      '{"A":"\\"\\n","a":{"c":true,"d":[{"y":null,"z":1},"x"]},"aa":[],"b":1,"é":-2}',
    );
    expect(canonicalJson({ y: { b: 2, a: 1 }, x: 0 })).toBe(canonicalJson({ x: 0, y: { a: 1, b: 2 } }));
  });

  it("refuses what is not plain JSON data", () => {
    for (const bad of [
      undefined,
      Number.NaN,
      Infinity,
      new Date(0),
      new Map(),
      [1, undefined],
      { a: undefined },
    ])
      expect(() => canonicalJson(bad)).toThrow();
  });
});
