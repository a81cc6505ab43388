import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WallState } from "../../../src/games/wall/index.ts";
import { healthOf } from "../../../src/games/wall/rules.ts";
import { engine } from "./helpers.ts";
import { pileHealth, reference } from "./legal-reference.ts";

// The long case of the legal moves (the `sweeps` project: `npm test`, not `test:fast`).

describe("legal moves", () => {
  it("do not depend on which states were asked about before (the board carried by applyMove)", () => {
    // A copy with fresh arrays is read from its piles: it must see what the carried board says.
    const fresh = (state: WallState): WallState => ({ ...state, slots: state.slots.map((p) => p.slice()) });
    // A dealt game with the wall cards of `gone` taken away: targets of every row exposed.
    const holed = (deal: number, gone: number): WallState => {
      const layout = engine.toLayout(engine.deal(deal));
      const slots = layout.slots.map((p, s) => (s >= 8 && s <= 52 && (gone >>> (s % 32)) & 1 ? [] : p));
      const made = engine.fromLayout({ ...layout, slots });
      if (!made.ok) throw new Error(`bad test layout: ${JSON.stringify(made.error)}`);
      return made.value;
    };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.integer()), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.nat(), { maxLength: 80 }),
        (deals, choices) => {
          // Several games played in turns, each move tried against every listed move first.
          const games = deals.map(([deal, gone]) => holed(deal, gone & (gone >>> 7)));
          for (const [i, choice] of choices.entries()) {
            const g = i % games.length;
            const state = games[g]!;
            const legal = engine.legalMoves(state);
            if (legal.length === 0) continue;
            for (const move of legal) {
              engine.legalMoves(state); // the board of `state`, for applyMove to carry over
              const r = engine.applyMove(state, move);
              if (!r.ok) throw new Error("listed move refused");
              const next = r.value.state;
              // The healths first, while the board is the one applyMove carried to `next`.
              for (let t = 0; t <= 52; t++)
                if (next.slots[t]!.length > 0)
                  expect(healthOf(next.slots, t)).toBe(pileHealth(next.slots, t));
              expect(engine.legalMoves(next)).toEqual(engine.legalMoves(fresh(next)));
              expect(engine.status(next)).toBe(engine.status(fresh(next)));
            }
            const r = engine.applyMove(state, legal[choice % legal.length]!);
            if (!r.ok) throw new Error("listed move refused");
            games[g] = r.value.state;
            expect(engine.legalMoves(games[g])).toEqual(reference(games[g]));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
