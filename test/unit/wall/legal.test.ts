import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/cards/index.ts";
import type { WallMove, WallState } from "../../../src/games/wall/index.ts";
import { healthOf, isExposed, sumValues } from "../../../src/games/wall/rules.ts";
import { canonical, engine } from "./helpers.ts";

/**
 * The legal moves read straight from rules/wall.md with the rules module's own
 * exposure and health: the fast generator (bit masks, inline subsets) must list exactly
 * these, in the same order.
 */
function reference(state: WallState): WallMove[] {
  const s = state.slots;
  if (s[0]!.length === 0) return [];
  const waste = [...s[54]!, ...s[55]!, ...s[56]!].sort((a, b) => a - b);
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    const cards = waste.filter((_, i) => mask & (1 << i));
    if (!subsets.some((x) => x.join() === cards.join())) subsets.push(cards);
  }
  const moves: WallMove[] = [];
  for (let t = 0; t <= 52; t++) {
    if (s[t]!.length === 0 || !isExposed(s, t)) continue;
    const faceDown = t >= 4 && t <= 7 && !state.faceUp[t - 4];
    for (const cards of subsets)
      if (faceDown || sumValues(cards) > healthOf(s, t))
        moves.push({ type: "attack", target: t, cards: cards.map(cardCode) });
  }
  if (s[53]!.length > 0) moves.push({ type: "deal" });
  return moves;
}

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
