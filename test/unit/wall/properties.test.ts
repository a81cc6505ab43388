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
  it("nothing a player gets depends on the hidden cards: view, legal moves, refusals, hint", () => {
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
  });

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
    // 4 in the waste, the stock still whole deals (2 of its cards moved to a guard pile).
    const four = (s: string[][]) => {
      s[54]!.push(s[53]!.pop()!);
      s[1]!.push(s[53]!.pop()!, s[53]!.pop()!);
    };
    expect(reason(layout(four))).toBe("waste_size");
    expect(reason(layout((s) => (s[9] = ["XX"])))).toBe("bad_card");
    expect(reason(layout(() => {}, { score: -1 }))).toBe("score");
    expect(reason(layout(() => {}, { faceUp: [true] }))).toBe("face_up");
    expect(engine.fromLayout({ slots: [] }).ok).toBe(false);
  });
  it("an empty low guard pile is never kept face up", () => {
    const r = layout(
      (s) => {
        s[1]!.push(...s[4]!);
        s[4] = [];
      },
      { faceUp: [true, false, false, false] },
    );
    expect(r.ok && engine.toLayout(r.value).faceUp).toEqual([false, false, false, false]);
  });
  it("decodes tokens of the first format (a custom bit where the origin now has two)", () => {
    // The first format, written bit by bit from today's: version 1, then 1 bit custom.
    const firstFormat = (state: WallState) => {
      const bits = [...engine.encode(state)].flatMap((b) =>
        [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1),
      );
      const origin = bits[4]! * 2 + bits[5]!;
      const piles = state.slots
        .slice(1)
        .reduce((n, pile, i) => n + (i + 1 >= 8 && i + 1 <= 52 ? 1 : 7) + 6 * pile.length, 0);
      const length = 4 + 2 + (origin === 0 ? 32 : 0) + 16 + 4 + 1 + piles;
      const v1 = [0, 0, 0, 1, origin === 1 ? 1 : 0, ...bits.slice(6, length)];
      while (v1.length % 8) v1.push(0);
      const bytes = new Uint8Array(v1.length / 8);
      v1.forEach((b, i) => (bytes[i >> 3]! |= b << (7 - (i & 7))));
      return bytes;
    };
    const custom = engine.fromLayout(engine.toLayout(dealt));
    if (!custom.ok) throw new Error("a dealt layout is a layout");
    for (const state of [dealt, custom.value])
      expect(engine.decode(firstFormat(state))).toEqual({ ok: true, value: state });
  });
  it("decode refuses an origin that does not exist and bits set in the padding", () => {
    const custom = engine.fromLayout(engine.toLayout(dealt));
    if (!custom.ok) throw new Error("a dealt layout is a layout");
    const origin = engine.encode(custom.value).slice();
    origin[0]! |= 0b00001100; // origin 3
    expect(engine.decode(origin)).toMatchObject({ ok: false, error: { params: { reason: "origin" } } });
    const padded = engine.encode(dealt).slice();
    padded[padded.length - 1]! |= 1;
    expect(engine.decode(padded)).toMatchObject({ ok: false, error: { params: { reason: "padding" } } });
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
    // Cards as boards print them, spaces around the separators.
    expect(engine.notation.parseMove(" 46 : 5♥ + 3♣ ")).toEqual(engine.notation.parseMove("46:5H+3C"));
  });
});
