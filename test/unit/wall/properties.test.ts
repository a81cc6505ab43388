import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardCode } from "../../../src/cards/index.ts";
import type { WallState } from "../../../src/games/wall/index.ts";
import { reshuffleHidden } from "../../support/wall-twin.ts";
import { engine } from "./helpers.ts";

// Wall-specific laws over random deals and random legal move sequences.

function walk(deal: number, choices: number[]): WallState[] {
  let state = engine.deal(deal);
  const states = [state];
  for (const choice of choices) {
    const legal = engine.legalMoves(state);
    if (legal.length === 0) break;
    const r = engine.applyMove(state, legal[choice % legal.length]!);
    if (!r.ok) throw new Error("listed move refused");
    state = r.value.state;
    states.push(state);
  }
  return states;
}

const game = fc.record({
  deal: fc.integer({ min: 0, max: 0xffffffff }),
  choices: fc.array(fc.nat(), { maxLength: 40 }),
});

/** Attacks on every target with every single waste card and the whole waste, plus a deal. */
function probes(state: WallState) {
  const waste = engine.view(state).waste;
  const moves = [{ type: "deal" as const }];
  for (let t = 0; t <= 56; t++) {
    moves.push({ type: "attack", target: t, cards: waste } as never);
    for (const c of waste) moves.push({ type: "attack", target: t, cards: [c] } as never);
  }
  return moves;
}

describe("wall laws", () => {
  // Each run asks for hints (Monte Carlo): ~5 s on its own, more on a loaded machine.
  it(
    "nothing a player gets depends on the hidden cards: view, legal moves, refusals, hint",
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(game, fc.nat(), ({ deal, choices }, seed) => {
          const state = walk(deal, choices).at(-1)!;
          const twin = reshuffleHidden(state, seed);
          expect(engine.view(twin)).toEqual(engine.view(state));
          expect(engine.legalMoves(twin)).toEqual(engine.legalMoves(state));
          expect(engine.hint(engine.view(twin))).toEqual(engine.hint(engine.view(state)));
          expect(engine.status(twin)).toBe(engine.status(state));
          for (const move of probes(state)) {
            const a = engine.applyMove(state, move);
            const b = engine.applyMove(twin, move);
            expect(b.ok).toBe(a.ok);
            if (!a.ok && !b.ok) expect(b.error).toEqual(a.error);
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it("the view hides exactly the stock and the face-down piles", () => {
    fc.assert(
      fc.property(game, ({ deal, choices }) => {
        const state = walk(deal, choices).at(-1)!;
        const v = engine.view(state);
        state.slots.forEach((pile, s) => {
          const hidden = s === 53 || (s >= 4 && s <= 7 && !state.faceUp[s - 4]);
          expect(v.slots[s]).toEqual(pile.map((c) => (hidden ? "??" : cardCode(c))));
        });
        for (const t of v.targets) expect(t.health === null).toBe(t.faceDown);
        expect(v.stockCount).toBe(state.slots[53]!.length);
      }),
      { numRuns: 40 },
    );
  });

  it("cards are conserved: slots plus removed cards are the 102 cards and the two kings of spades", () => {
    fc.assert(
      fc.property(game, ({ deal, choices }) => {
        const state = walk(deal, choices).at(-1)!;
        const v = engine.view(state);
        const all = [...state.slots.flat().map(cardCode), ...v.removed].sort();
        const full = Array.from({ length: 52 }, (_, c) => [cardCode(c), cardCode(c)])
          .flat()
          .sort();
        expect(all).toEqual(full);
      }),
      { numRuns: 40 },
    );
  });

  it("a token stays small: at most 200 bytes", () => {
    fc.assert(
      fc.property(game, ({ deal, choices }) => {
        for (const state of walk(deal, choices)) expect(engine.encode(state).length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 20 },
    );
  });
});

describe("validation of outside states", () => {
  const dealt = engine.deal(42);
  const layout = (change: (slots: string[][]) => void, extra: object = {}) => {
    const slots = dealt.slots.map((p) => p.map(cardCode));
    change(slots);
    return engine.fromLayout({ slots, ...extra });
  };
  const reason = (r: ReturnType<typeof engine.fromLayout>) => (r.ok ? "ok" : r.error.params?.reason);

  it("accepts a dealt layout, marked custom with no deal number", () => {
    const r = layout(() => {});
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.custom).toBe(true);
      expect(engine.dealNumberOf(r.value)).toBe(null);
      expect(r.value.slots).toEqual(dealt.slots);
    }
  });
  it("refuses a third copy of a card, a king of spades outside the throne, a bad throne", () => {
    expect(reason(layout((s) => s[8]!.splice(0, 1, s[9]![0]!, s[9]![0]!)))).toBe("wall_slot_size");
    expect(reason(layout((s) => s[1]!.push(s[2]![0]!, s[2]![1]!, s[3]![0]!)))).toBe("too_many_copies");
    expect(reason(layout((s) => s[1]!.push("KS")))).toBe("king_of_spades");
    expect(reason(layout((s) => (s[0] = ["KS"])))).toBe("throne");
  });
  it("refuses a stock that is not whole deals, a waste of more than 3 cards, bad codes", () => {
    expect(reason(layout((s) => s[53]!.pop()))).toBe("stock_not_multiple_of_3");
    expect(reason(layout((s) => s[54]!.push(s[53]!.pop()!)))).toBe("stock_not_multiple_of_3");
    expect(reason(layout((s) => s[54]!.push(...s[53]!.splice(0, 3))))).toBe("waste_size");
    expect(reason(layout((s) => (s[9] = ["XX"])))).toBe("bad_card");
    expect(reason(layout(() => {}, { score: -1 }))).toBe("score");
    expect(reason(layout(() => {}, { faceUp: [true] }))).toBe("face_up");
    expect(engine.fromLayout({ slots: [] }).ok).toBe(false);
  });
  it("decode refuses truncated, padded and corrupted tokens", () => {
    const bytes = engine.encode(dealt);
    expect(engine.decode(bytes)).toEqual({ ok: true, value: dealt });
    expect(engine.decode(bytes.slice(0, -1)).ok).toBe(false);
    expect(engine.decode(Uint8Array.from([...bytes, 0])).ok).toBe(false);
    const bad = bytes.slice();
    bad[0] = 0xff;
    expect(engine.decode(bad).ok).toBe(false);
  });
  it("notation refuses text that is not a position", () => {
    for (const text of ["", "wall", "wall 1 0 ./.", "maze 1 0 " + "./".repeat(56) + "."])
      expect(engine.notation.parseState(text).ok).toBe(false);
    expect(engine.notation.parseMove("46:5H+3C")).toEqual({
      ok: true,
      value: { type: "attack", target: 46, cards: ["3C", "5H"] },
    });
    expect(engine.notation.parseMove("46:").ok).toBe(false);
  });
});
