import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonical, engine } from "./helpers.ts";
import { reference } from "./legal-reference.ts";

describe("legal moves", () => {
  it("are the rules' moves in canonical order along random games", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (deal, choices) => {
          let state = engine.deal(deal);
          for (const choice of choices) {
            const legal = engine.legalMoves(state);
            expect(legal.map(canonical)).toEqual(reference(state).map(canonical));
            expect(legal).toEqual(reference(state));
            if (legal.length === 0) break;
            const r = engine.applyMove(state, legal[choice % legal.length]!);
            if (!r.ok) throw new Error("listed move refused");
            state = r.value.state;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
