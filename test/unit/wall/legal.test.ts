import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/cards/index.ts";
import type { WallMove, WallState } from "../../../src/games/wall/index.ts";
import { HEALTH_PARTS, healthOf, isExposed, sumValues } from "../../../src/games/wall/rules.ts";
import { canonical, engine } from "./helpers.ts";

/** A target's health summed from its piles (healthOf may read the board the engine carries). */
const pileHealth = (slots: WallState["slots"], t: number): number =>
  HEALTH_PARTS[t]!.reduce((sum, part) => sum + sumValues(slots[part]!), 0);

/**
 * The legal moves read straight from rules/wall.md with the rules module's own exposure
 * and the piles' health: the fast generator (bit masks, inline subsets, the board) must
 * list exactly these, in the same order.
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
      if (faceDown || sumValues(cards) > pileHealth(s, t))
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
