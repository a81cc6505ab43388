import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shuffledPack } from "../../../src/cards/index.ts";
import { fastShuffledPack } from "../../../src/games/wall/deal.ts";
import { WALL_PACK } from "../../../src/games/wall/state.ts";

// The wall's fast shuffle must be the cards layer's shuffle (itself checked against GLib
// and Aisleriot in test/unit/cards.test.ts).
describe("fast shuffle", () => {
  it("equals shuffledPack for edge and random deal numbers", () => {
    for (const n of [0, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1])
      expect(fastShuffledPack(WALL_PACK, n)).toEqual(shuffledPack(WALL_PACK, n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(fastShuffledPack(WALL_PACK, n)).toEqual(shuffledPack(WALL_PACK, n));
      }),
      { numRuns: 300 },
    );
  });
});
