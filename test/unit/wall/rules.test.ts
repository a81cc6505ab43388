import { describe, expect, it } from "vitest";
import golden from "../../fixtures/golden-cards.json" with { type: "json" };
import { CARD_CODES } from "../../../src/cards/index.ts";
import { apply, engine, legalSet, play, position } from "./helpers.ts";

// Hand-checked scenarios, one or more per rule of rules/wall.md (numbers worked out by
// hand from the rules, and the oracle's findings W1-W17 where quoted).

const health = (state: ReturnType<typeof position>, slot: number) =>
  engine.view(state).targets.find((t) => t.slot === slot)?.health;
const exposed = (state: ReturnType<typeof position>, slot: number) =>
  engine.view(state).targets.some((t) => t.slot === slot);
const errorOf = (state: ReturnType<typeof position>, move: string) => {
  const r = apply(state, move);
  return r.ok ? "accepted" : r.error.code;
};

describe("deal", () => {
  it("lays out every slot exactly as Aisleriot (golden deals from the oracle)", () => {
    for (const deal of golden.deals.wall) {
      const state = engine.deal(deal.deal);
      // The golden slots mark face-down cards with "-".
      const expected = deal.slots.map((slot) => slot.map((c) => c.replace("-", "")));
      expect(state.slots.map((p) => p.map((c) => CARD_CODES[c]))).toEqual(expected);
      expect(
        engine
          .view(state)
          .slots.slice(4, 8)
          .flat()
          .every((c) => c === "??"),
      ).toBe(true);
      expect(engine.view(state).stockCount).toBe(36);
      expect(engine.view(state).dealsLeft).toBe(12);
      expect(engine.dealNumberOf(state)).toBe(deal.deal);
    }
  });
});

describe("health", () => {
  it("top row cards: own value only, also the corners 8 and 15", () => {
    const s = position({ 8: "9C", 12: "5D", 15: "QH" });
    expect([health(s, 8), health(s, 12), health(s, 15)]).toEqual([9, 5, 12]);
  });
  it("inner cards add the two cards touching their top corners; removed ones count 0", () => {
    // 40 (row 5) touches 32 and 33; 17 (row 2) touches 9 and 10.
    expect(health(position({ 40: "3C", 32: "4D", 33: "KH" }), 40)).toBe(3 + 4 + 13);
    expect(health(position({ 40: "3C", 33: "KH" }), 40)).toBe(3 + 13);
    expect(health(position({ 17: "AC", 9: "TC", 10: "JD" }), 17)).toBe(1 + 10 + 11);
  });
  it("left edge 38: own + 31 + 23, and 23 still counts once 31 is gone (W2: 4 + 11 = 15)", () => {
    expect(health(position({ 38: "4C", 31: "2D", 23: "JC" }), 38)).toBe(4 + 2 + 11);
    expect(health(position({ 38: "4C", 23: "JC" }), 38)).toBe(15);
  });
  it("right edges 30 and 45: own + s-8 + s-15", () => {
    expect(health(position({ 30: "5S", 22: "6S", 15: "7S" }), 30)).toBe(18);
    expect(health(position({ 45: "5S", 37: "6S", 30: "7S", 29: "KD" }), 45)).toBe(18);
    expect(health(position({ 45: "5S", 30: "7S" }), 45)).toBe(12);
  });
  it("left edge 23: own + 16 + 8", () => {
    expect(health(position({ 23: "2H", 16: "3H", 8: "4H", 9: "KD" }), 23)).toBe(9);
  });
  it("piles: the sum of all their cards; the throne 26", () => {
    const s = position({ 0: "KSKS", 2: "QHJH", 6: "*2C3C4C" }, 0);
    expect(health(s, 2)).toBe(23);
    expect(health(s, 6)).toBe(null); // face down: unknown to the player
    const up = engine.fromLayout({
      slots: Array.from({ length: 57 }, (_, i) =>
        i === 0 ? ["KS", "KS"] : i === 6 ? ["2C", "3C", "4C"] : [],
      ),
      faceUp: [false, false, true, false],
    });
    expect(up.ok && health(up.value, 6)).toBe(9);
    expect(health(position({}), 0)).toBe(26);
  });
});

describe("exposure", () => {
  // A full top part: high guard, low guard (face up), rows 1 and 2.
  const top = {
    1: "AC",
    2: "2C",
    3: "3C",
    4: "4C",
    5: "5C",
    6: "6C",
    7: "7C",
    8: "8C",
    9: "9C",
    10: "TC",
    11: "JC",
    12: "QC",
    13: "KC",
    14: "AD",
    15: "2D",
    16: "3D",
    17: "4D",
    18: "5D",
    19: "6D",
    20: "7D",
    21: "8D",
    22: "9D",
  };
  it("the bottom row is always exposed; a covered card is not", () => {
    const s = position({ ...top, 46: "2H", 47: "3H" });
    expect(exposed(s, 46)).toBe(true);
    expect(exposed(s, 10)).toBe(false);
  });
  it("a card whose bottom-left or bottom-right card is gone is exposed", () => {
    expect(exposed(position({ ...top, 17: "." }), 10)).toBe(true);
    expect(exposed(position({ ...top, 18: "." }), 10)).toBe(true);
    expect(exposed(position({ ...top, 19: "." }), 10)).toBe(false);
  });
  it("row neighbours: a card next to a removed card in its row is exposed, even in the top row", () => {
    expect(exposed(position({ ...top, 9: "." }), 10)).toBe(true);
    expect(exposed(position({ ...top, 11: "." }), 10)).toBe(true);
    expect(exposed(position({ ...top, 12: "." }), 10)).toBe(false);
    // Rows do not wrap: 15 ends row 1 and 16 starts row 2.
    expect(exposed(position({ ...top, 16: ".", 23: "4S", 24: "5S" }), 15)).toBe(false);
  });
  it("low guard pile: one of its two wall cards or a neighbouring pile gone", () => {
    expect(exposed(position({ ...top }), 5)).toBe(false);
    expect(exposed(position({ ...top, 10: "." }), 5)).toBe(true);
    expect(exposed(position({ ...top, 11: "." }), 5)).toBe(true);
    expect(exposed(position({ ...top, 4: "." }), 5)).toBe(true);
    expect(exposed(position({ ...top, 6: "." }), 5)).toBe(true);
    expect(exposed(position({ ...top, 7: "." }), 5)).toBe(false);
  });
  it("high guard: the two low guard piles below, or the middle high guard pile gone", () => {
    expect(exposed(position({ ...top }), 1)).toBe(false);
    expect(exposed(position({ ...top, 4: "." }), 1)).toBe(true);
    expect(exposed(position({ ...top, 5: "." }), 1)).toBe(true);
    expect(exposed(position({ ...top, 6: "." }), 1)).toBe(false);
    expect(exposed(position({ ...top, 2: "." }), 1)).toBe(true);
    expect(exposed(position({ ...top, 2: "." }), 3)).toBe(true);
  });
  it("the middle high guard is exposed when pile 1 or 3 is gone; 1 and 3 are not neighbours", () => {
    expect(exposed(position({ ...top, 1: "." }), 2)).toBe(true);
    expect(exposed(position({ ...top, 3: "." }), 2)).toBe(true);
    expect(exposed(position({ ...top, 1: "." }), 3)).toBe(false);
    expect(exposed(position({ ...top, 3: "." }), 1)).toBe(false);
  });
  it("the throne only when all three high guard piles are gone", () => {
    expect(exposed(position({ ...top, 1: ".", 2: "." }), 0)).toBe(false);
    expect(exposed(position({ ...top, 1: ".", 2: ".", 3: "." }), 0)).toBe(true);
    expect(errorOf(position({ ...top, 1: ".", 2: ".", 54: "KH" }), "0:KH")).toBe("not_exposed");
    // The legal-move list (exposure by masks) agrees: a waste that would beat the throne.
    const oneLeft = position({ 1: ".", 2: ".", 3: "3C", 54: "KH", 55: "KD", 56: "QH" });
    expect(legalSet(oneLeft)).toContain("3:");
    expect(legalSet(oneLeft)).not.toMatch(/(^| )0:/);
    expect(legalSet(position({ 1: ".", 2: ".", 3: ".", 54: "KH", 55: "KD", 56: "QH" }))).toMatch(/(^| )0:/);
  });
});

describe("attacks", () => {
  it("succeed only when the sum is strictly greater than the health (W1)", () => {
    const s = position({ 46: "9C", 54: "4H", 55: "5H", 56: "AH", 53: "2C3C4C" });
    expect(errorOf(s, "46:4H+5H")).toBe("too_weak");
    const r = apply(s, "46:4H+5H+AH");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.slots[46]).toEqual([]);
    expect(engine.score(r.value.state)).toBe(9);
    // The waste ran empty: 3 new cards from the stock's top (its last card first).
    expect(engine.view(r.value.state).waste).toEqual(["4C", "3C", "2C"]);
    expect(engine.view(r.value.state).stockCount).toBe(0);
  });
  it("a card taken from a waste slot holding several leaves the others there", () => {
    // Aisleriot's waste is a scratch area: a custom layout may stack cards in one slot.
    const s = position({ 46: "2C", 54: "3H4H5H" });
    expect(engine.view(play(s, "46:3H")).waste).toEqual(["4H", "5H"]);
  });
  it("a subset attack leaves the other waste cards and deals nothing", () => {
    const s = position({ 46: "3C", 54: "4H", 55: "5H", 56: "AH", 53: "2C3C4C" });
    const next = play(s, "46:4H");
    expect(engine.view(next).waste).toEqual(["5H", "AH"]);
    expect(next.slots[55]).toEqual(s.slots[55]);
    expect(engine.view(next).stockCount).toBe(3);
  });
  it("scores the health at attack time, parents included", () => {
    const s = position({ 40: "3C", 32: "4D", 33: "KH", 54: "KC", 55: "QC", 56: "2D" });
    expect(engine.score(play(s, "40:KC+QC"))).toBe(20);
  });
  it("equal cards are interchangeable; a card twice needs two copies in the waste", () => {
    const s = position({ 46: "9C", 54: "5H", 55: "5H", 56: "AH" });
    expect(legalSet(s)).toBe("46:5H+5H 46:AH+5H+5H");
    const next = play(s, "46:5H+5H");
    expect(engine.view(next).waste).toEqual(["AH"]);
    const t = position({ 46: "9C", 54: "5H", 55: "6H", 56: "AH" });
    expect(errorOf(t, "46:5H+5H")).toBe("not_in_waste");
  });
  it("refusals: empty target, not exposed, no cards, not a target, cards not in the waste", () => {
    const s = position({ 10: "2C", 17: "KD", 18: "KC", 9: "AC", 11: "AD", 46: "2H", 54: "KH" });
    expect(errorOf(s, "47:KH")).toBe("empty_slot");
    expect(errorOf(s, "10:KH")).toBe("not_exposed");
    expect(errorOf(s, "46:QH")).toBe("not_in_waste");
    expect(apply(s, { type: "attack", target: 46, cards: [] })).toMatchObject({
      ok: false,
      error: { code: "no_cards" },
    });
    expect(apply(s, { type: "attack", target: 53, cards: ["KH"] })).toMatchObject({
      ok: false,
      error: { code: "not_a_target" },
    });
  });
});

describe("no retreat: face-down low guard piles", () => {
  // Pile 5 face down (2C 3C 4C = 9) exposed because wall card 10 is gone.
  const base = { 5: "*2C3C4C", 11: "KH", 54: "AH", 55: "2H", 56: "3H", 53: "QDJDTD" };
  it("a failing attack is allowed: the pile turns face up, the cards are used up, no score", () => {
    const s = position(base);
    expect(engine.view(s).targets).toContainEqual({ slot: 5, faceDown: true, health: null });
    expect(engine.notes(engine.view(s))).toContainEqual({ kind: "target", slot: 5, health: null });
    const r = apply(s, "5:AH+2H");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const next = r.value.state;
    expect(engine.view(next).slots[5]).toEqual(["2C", "3C", "4C"]);
    expect(engine.view(next).targets).toContainEqual({ slot: 5, faceDown: false, health: 9 });
    expect(engine.notes(engine.view(next))).toContainEqual({ kind: "target", slot: 5, health: 9 });
    expect(engine.view(next).waste).toEqual(["3H"]);
    expect(engine.score(next)).toBe(0);
    expect(r.value.events).toContainEqual({ type: "flipped", target: 5, cards: ["2C", "3C", "4C"] });
    // Face up, it behaves like any other pile: a failing attack is refused.
    expect(errorOf(next, "5:3H")).toBe("too_weak");
  });
  it("every subset may attack a face-down pile, whatever its sum", () => {
    expect(legalSet(position(base))).toBe("5:2H 5:2H+3H 5:3H 5:AH 5:AH+2H 5:AH+2H+3H 5:AH+3H deal");
  });
  it("a winning attack flips and removes the pile and scores its health", () => {
    const s = position({ ...base, 54: "KC", 55: "2H", 56: "3H" });
    const r = apply(s, "5:KC");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.slots[5]).toEqual([]);
    expect(engine.score(r.value.state)).toBe(9);
    expect(r.value.events.map((e) => e.type)).toEqual(["attacked", "flipped", "removed"]);
  });
  it("an attack with no cards cannot flip a pile either (no_cards; only MCP can send one)", () => {
    const s = position(base);
    expect(apply(s, { type: "attack", target: 5, cards: [] })).toMatchObject({
      ok: false,
      error: { code: "no_cards" },
    });
    expect(engine.view(s).slots[5]).toEqual(["??", "??", "??"]);
  });
  it("a removed pile that had been turned face up is not face up any more (one form per position)", () => {
    const s = position({ ...base, 56: "KC" });
    const turned = play(s, "5:AH+2H");
    expect(turned.faceUp[1]).toBe(true);
    const gone = play(turned, "5:KC");
    expect(gone.slots[5]).toEqual([]);
    expect(engine.toLayout(gone).faceUp).toEqual([false, false, false, false]);
  });
  it("an empty waste cannot flip a pile (Aisleriot's free flip, W5, is not copied)", () => {
    const s = position({ 5: "*2C3C4C", 11: "KH" });
    expect(legalSet(s)).toBe("");
    expect(engine.status(s)).toBe("lost");
  });
});

describe("dealing", () => {
  it("discards the waste and deals the next 3 stock cards, top first", () => {
    const s = position({ 46: "KC", 54: "AH", 56: "2H", 53: "3D4D5D6D7D8D" });
    const r = apply(s, "deal");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(engine.view(r.value.state).waste).toEqual(["8D", "7D", "6D"]);
    expect(r.value.state.slots[53]).toEqual(s.slots[53]!.slice(0, 3));
    expect(r.value.events[0]).toEqual({ type: "discarded", cards: ["AH", "2H"] });
    expect(engine.view(r.value.state).removed).toEqual(expect.arrayContaining(["AH", "2H"]));
  });
  it("with an empty stock there is no deal, and the waste stays", () => {
    const s = position({ 46: "2C", 54: "KH", 55: "QH" });
    expect(errorOf(s, "deal")).toBe("stock_empty");
    expect(legalSet(s)).not.toContain("deal");
    expect(engine.view(s).waste).toEqual(["KH", "QH"]);
  });
  it("a stock that is not a multiple of 3 is not a valid state", () => {
    expect(() => position({ 53: "2C3C" })).toThrow();
  });
});

describe("end of game", () => {
  it("won as soon as the throne is empty; then no move applies", () => {
    const s = position({ 54: "KH", 55: "KD", 56: "2C", 53: "3C4C5C" });
    expect(legalSet(s)).toBe("0:2C+KD+KH deal");
    const r = apply(s, "0:KH+KD+2C");
    expect(r.ok && engine.status(r.value.state)).toBe("won");
    if (!r.ok) return;
    expect(engine.score(r.value.state)).toBe(26);
    expect(r.value.events.at(-1)).toEqual({ type: "ended", status: "won" });
    expect(engine.legalMoves(r.value.state)).toEqual([]);
    expect(errorOf(r.value.state, "deal")).toBe("game_over");
  });
  it("won with cards in the stock and a wall card the new waste beats: no legal move is listed", () => {
    const s = position({ 46: "2C", 54: "3H", 55: "QH", 56: "KH", 53: "QDJDTD" });
    const won = play(s, "0:3H+QH+KH");
    expect(engine.status(won)).toBe("won");
    expect(engine.view(won).waste).toHaveLength(3); // refilled: 46 could be beaten, and dealt
    expect(legalSet(won)).toBe("");
  });
  it("won, with cards still in the stock and a target the waste beats: no move applies (game_over, won)", () => {
    const s = position({ 46: "AC", 54: "KH", 55: "KD", 56: "2C", 53: "3C4C5C6C7C8C" });
    const won = play(s, "0:KH+KD+2C");
    expect(engine.view(won).waste).toHaveLength(3);
    for (const move of ["deal", "46:8C"])
      expect(apply(won, move)).toEqual({
        ok: false,
        error: { code: "game_over", params: { status: "won" } },
      });
  });
  it("lost when the stock is empty and the whole waste beats no face-up exposed target", () => {
    const s = position({ 46: "9C", 54: "4H", 55: "5H" });
    expect(engine.status(s)).toBe("lost");
    expect(legalSet(s)).toBe("");
    expect(errorOf(s, "46:4H+5H")).toBe("game_over");
  });
  it("playing while the whole waste beats a face-up exposed target", () => {
    expect(engine.status(position({ 46: "8C", 54: "4H", 55: "5H" }))).toBe("playing");
  });
  it("playing while the waste is not empty and an exposed pile is face down", () => {
    const s = position({ 46: "KC", 4: "*KHKDQD", 54: "AH" });
    expect(engine.status(s)).toBe("playing");
    const flipped = play(s, "4:AH");
    expect(engine.status(flipped)).toBe("lost");
  });
  it("a face-down pile's removal counts at once (Aisleriot's early game over, W12, is not copied)", () => {
    // Pile 4 (2C 3C 4C = 9, face down) is exposed; high guard 1 (5C) stands above it.
    const s = position({ 1: "5C", 2: "KH", 3: "KD", 4: "*2C3C4C", 5: "QCQD", 9: "KC", 54: "TC", 55: "6H" });
    const after = play(s, "4:TC");
    expect(after.slots[4]).toEqual([]);
    expect(engine.status(after)).toBe("playing");
    expect(legalSet(after)).toBe("1:6H");
    expect(engine.status(play(after, "1:6H"))).toBe("lost");
  });
  it("a covered face-down pile does not keep the game going", () => {
    const s = position({ 4: "*KHKDQD", 8: "AC", 9: "AD", 5: "2C", 54: "AH" });
    expect(engine.status(s)).toBe("lost");
  });
  it("playing while the stock is not empty, even with nothing to attack", () => {
    expect(engine.status(position({ 46: "KC", 54: "AH", 53: "2C3C4C" }))).toBe("playing");
  });
});
