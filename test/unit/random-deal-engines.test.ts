import { describe, expect, it } from "vitest";
import { shuffledPack } from "../../src/cards/index.ts";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { randomDeal } from "../../src/play/game-play.ts";

describe("random deals in every engine", () => {
  for (const game of GAME_IDS) {
    const engine = engineOf(game);

    it(`${game}: never go through a deal number (the 32-bit generator): origin random, no number`, () => {
      const guarded = {
        ...engine,
        deal: () => {
          throw new Error("a random deal must not use a deal number");
        },
      };
      const state = randomDeal(guarded);
      expect(engine.origin(state)).toBe("random");
      expect(engine.dealNumberOf(state)).toBeNull();
    });

    it(`${game}: dealing Aisleriot's shuffle of seed n is deal n (the same dealing code)`, () => {
      for (const n of [0, 1, 2, 4_000_000_000]) {
        const dealt = engine.dealFrom(shuffledPack(engine.pack, n));
        expect(dealt.ok).toBe(true);
        if (dealt.ok) expect(engine.view(dealt.value)).toEqual(engine.view(engine.deal(n)));
      }
    });

    it(`${game}: a random deal keeps its origin through tokens and notation; its layout replays it`, () => {
      const state = randomDeal(engine);
      const decoded = engine.decode(engine.encode(state));
      expect(decoded.ok && engine.origin(decoded.value)).toBe("random");
      const parsed = engine.notation.parseState(engine.notation.state(state));
      expect(parsed.ok && engine.origin(parsed.value)).toBe("random");
      const replayed = engine.fromLayout(JSON.parse(JSON.stringify(engine.toLayout(state))));
      expect(replayed.ok).toBe(true);
      if (replayed.ok) {
        expect(engine.origin(replayed.value)).toBe("custom");
        expect(engine.notation.state(replayed.value).split(" ").slice(2)).toEqual(
          engine.notation.state(state).split(" ").slice(2),
        );
        expect(engine.encode(replayed.value).length).toBeGreaterThan(0);
      }
    });

    it(`${game}: refuses a pack that is not the game's cards`, () => {
      const pack = engine.pack.slice();
      expect(engine.dealFrom(pack.slice(1)).ok).toBe(false);
      pack[0] = pack[1] === pack[0] ? pack[2]! : pack[1]!;
      const twice = engine.dealFrom(pack);
      expect(twice.ok).toBe(false);
      if (!twice.ok) expect(twice.error.code).toBe("invalid_state");
    });
  }

  it("maze: each card lands in each dealt slot about equally often (chi-square, 5,000 deals)", () => {
    const maze = engineOf("maze");
    const runs = 5000;
    const counts = new Map<string, number[]>();
    for (let r = 0; r < runs; r++) {
      const view = maze.view(randomDeal(maze));
      view.slots.forEach((pile, slot) => {
        for (const code of pile) {
          const row = counts.get(code) ?? new Array<number>(54).fill(0);
          row[slot]!++;
          counts.set(code, row);
        }
      });
    }
    expect(counts.size).toBe(48);
    // Slots 8 and 17 are never dealt to (rules/maze.md): 52 cells per card, 51 degrees of
    // freedom (mean 51, sd ~10); 160 is about once in 10^12 cards for a fair shuffle (100 was
    // passed by chance, once in a few hundred runs of the suite).
    for (const [code, row] of counts) {
      expect(row[8], code).toBe(0);
      expect(row[17], code).toBe(0);
      const cells = row.filter((_, slot) => slot !== 8 && slot !== 17);
      const total = cells.reduce((a, b) => a + b, 0);
      const expected = total / cells.length;
      const chi = cells.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      expect(chi, `${code}: ${cells.join(",")}`).toBeLessThan(160);
    }
  });
});
