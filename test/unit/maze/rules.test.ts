import { describe, expect, it } from "vitest";
import golden from "../../fixtures/golden-cards.json" with { type: "json" };
import { mazeEngine as maze } from "../../../src/games/maze/index.ts";
import { WON, lay, moveKeys, stateOf, swap } from "./helpers.ts";

// Hand-checked scenarios, one or more per rule of rules/maze.md. Each position is built
// from a won layout by hand so the expected answers can be read off the board.

describe("deal (M1)", () => {
  it("slots 8 and 17 are empty, the kings are gone, 48 cards stay, the layout is Aisleriot's", () => {
    for (const g of golden.deals.maze) {
      const state = maze.deal(g.deal);
      expect(maze.view(state).slots).toEqual(g.slots);
      expect(state.slots[8]).toBeNull();
      expect(state.slots[17]).toBeNull();
      expect(state.slots.filter((c) => c !== null)).toHaveLength(48);
      expect(
        maze
          .view(state)
          .slots.flat()
          .some((c) => c.startsWith("K")),
      ).toBe(false);
      expect(maze.dealNumberOf(state)).toBe(g.deal);
      expect(state.custom).toBe(false);
    }
  });
});

describe("moves (M3)", () => {
  // Row of the won layout: slot 0 AC, 1 2C, … 11 QC, 12 AD, … 47 QS, gaps 48–53.
  it("a gap takes the successor of its left neighbour", () => {
    const s = stateOf(swap(WON, 5, 50)); // 6C to 50, gap at 5 between 5C and 7C
    expect(moveKeys(s)).toContain("50-5");
    expect(maze.applyMove(s, { type: "move", from: 50, to: 5 }).ok).toBe(true);
  });
  it("a gap takes the predecessor of its right neighbour even when the left one is a gap", () => {
    // Gaps at 4 and 5 (5C, 6C moved to 50, 51): slot 5's right neighbour is 7C, so 6C fits.
    const s = stateOf(swap(swap(WON, 4, 50), 5, 51));
    const keys = moveKeys(s);
    expect(keys).toContain("51-5"); // 6C before 7C
    expect(keys).toContain("50-4"); // 5C after 4C
    expect(keys).not.toContain("50-5"); // 5C: left of 5 is a gap, right is 7C
    expect(maze.applyMove(s, { type: "move", from: 50, to: 5 })).toMatchObject({
      ok: false,
      error: { code: "no_link" },
    });
  });
  it("slot 0 takes any ace, and also the predecessor of slot 1's card", () => {
    // AC moved to 48 leaves 0 empty; 2C in slot 1. Aces AC (48), AD (12), AH (24), AS (36) all fit slot 0.
    const s = stateOf(swap(WON, 0, 48));
    const to0 = moveKeys(s).filter((k) => k.endsWith("-0"));
    expect(to0).toEqual(["12-0", "24-0", "36-0", "48-0"]);
    // Predecessor half: 6C in slot 1 (2C and 6C swapped), so slot 0 also takes 5C (slot 4).
    const t = stateOf(swap(swap(WON, 0, 48), 1, 5));
    expect(moveKeys(t).filter((k) => k.endsWith("-0"))).toEqual(["4-0", "12-0", "24-0", "36-0", "48-0"]);
  });
  it("slot 53 takes any queen, and also the successor of slot 52's card", () => {
    const s = stateOf(WON); // won: no moves at all
    expect(maze.legalMoves(s)).toEqual([]);
    // Move 5C to 50: gaps 4, 48, 49, 51, 52, 53. Slot 53's left neighbour is a gap; it takes the 4 queens.
    const t = stateOf(swap(WON, 4, 50));
    const to53 = moveKeys(t).filter((k) => k.endsWith("-53"));
    expect(to53).toEqual(["11-53", "23-53", "35-53", "47-53"]);
    // With 5C in 52, slot 53 also takes 6C (successor of its left neighbour).
    const u = stateOf(swap(WON, 4, 52));
    expect(moveKeys(u).filter((k) => k.endsWith("-53"))).toEqual([
      "5-53",
      "11-53",
      "23-53",
      "35-53",
      "47-53",
    ]);
  });
  it("queen → ace links ignore suits, both ways", () => {
    // Gap at 12 (AD moved to 50): its left neighbour QC takes any ace; its right neighbour 2D takes only AD.
    const s = stateOf(swap(WON, 12, 50));
    const to12 = moveKeys(s).filter((k) => k.endsWith("-12"));
    expect(to12).toEqual(["0-12", "24-12", "36-12", "50-12"]);
    // Gap at 11 (QC moved to 50): right neighbour AD takes any queen before it; left JC takes only QC.
    const t = stateOf(swap(WON, 11, 50));
    expect(moveKeys(t).filter((k) => k.endsWith("-11"))).toEqual(["23-11", "35-11", "47-11", "50-11"]);
  });
  it("the line wraps from the end of a row to the start of the next (8 → 9), but 53 is not before 0", () => {
    // Gaps at 9 and 10 (TC, JC moved away): gap 9 takes TC only through its left neighbour 9C in slot 8.
    const s = stateOf(swap(swap(WON, 9, 50), 10, 51));
    expect(moveKeys(s).filter((k) => k.endsWith("-9"))).toEqual(["50-9"]);
    // Gaps at 7 and 8 (8C, 9C moved away): gap 8 takes 9C only through its right neighbour TC in slot 9.
    const t = stateOf(swap(swap(WON, 7, 50), 8, 51));
    expect(moveKeys(t).filter((k) => k.endsWith("-8"))).toEqual(["51-8"]);
    // Slot 0 does not follow slot 53: 5C in 53, gap 0 takes the aces, not 6C.
    const u = stateOf(swap(swap(WON, 4, 53), 0, 48));
    expect(moveKeys(u).filter((k) => k.endsWith("-0"))).toEqual(["12-0", "24-0", "36-0", "48-0"]);
    // Slot 53 does not precede slot 0: 5C in 0, gap 53 takes the queens, not 4C.
    const v = stateOf(swap(WON, 0, 4));
    expect(moveKeys(v).filter((k) => k.endsWith("-53"))).toEqual(["11-53", "23-53", "35-53", "47-53"]);
  });
  it("a card's own slot is not its neighbour; a move next to itself uses the other side", () => {
    // 5C in slot 4 with gap 5 to its right (6C moved to 50): 5C may move into 5? Left neighbour would be
    // its own slot (empty once lifted); right neighbour 7C does not follow 5C. Refused.
    const s = stateOf(swap(WON, 5, 50));
    expect(moveKeys(s)).not.toContain("4-5");
    // 6C in 5 with gap at 4 (5C moved away): 6C into 4 — left 4C does not take 6C; right is its own slot.
    const t = stateOf(swap(WON, 4, 50));
    expect(moveKeys(t)).not.toContain("5-4");
    // 4C into 4 (from 3): right neighbour 6C? 4C does not precede 6C; left (own slot 3) empty. Refused.
    expect(moveKeys(t)).not.toContain("3-4");
  });
  it("refusals carry clear codes and facts", () => {
    const s = stateOf(swap(WON, 5, 50));
    expect(maze.applyMove(s, { type: "move", from: 49, to: 5 })).toEqual({
      ok: false,
      error: { code: "empty_slot", params: { from: 49 } },
    });
    expect(maze.applyMove(s, { type: "move", from: 50, to: 6 })).toEqual({
      ok: false,
      error: { code: "occupied_slot", params: { to: 6, card: "7C" } },
    });
    expect(maze.applyMove(s, { type: "move", from: 7, to: 5 })).toEqual({
      ok: false,
      error: { code: "no_link", params: { card: "8C", from: 7, to: 5, accepts: "6C" } },
    });
    // How the game ended, as Wall's refusal and a stored game's say it.
    expect(maze.applyMove(stateOf(WON), { type: "move", from: 0, to: 48 })).toEqual({
      ok: false,
      error: { code: "game_over", params: { status: "won", score: 48 } },
    });
    expect(maze.applyMove(s, { type: "move", from: 60, to: 5 } as never)).toMatchObject({
      ok: false,
      error: { code: "invalid_move" },
    });
  });
  it("parseMove checks the shape", () => {
    expect(maze.parseMove({ type: "move", from: 3, to: 8 })).toEqual({
      ok: true,
      value: { type: "move", from: 3, to: 8 },
    });
    for (const bad of [
      null,
      3,
      "3-8",
      [],
      { type: "swap", from: 1, to: 2 },
      { type: "move", from: 54, to: 2 },
      { type: "move", from: 1, to: 1.5 },
      { type: "move", from: "1", to: 2 },
    ])
      expect(maze.parseMove(bad)).toMatchObject({ ok: false, error: { code: "invalid_move" } });
  });
});

describe("scoring (M5) and the end (M6, M7)", () => {
  it("a won layout scores 48 wherever the gaps are, suits in any order", () => {
    for (const [order, gaps] of [
      ["CDHS", [48, 49, 50, 51, 52, 53]],
      ["SHDC", [0, 1, 2, 3, 4, 30]],
      ["HCSD", [0, 12, 13, 26, 40, 53]],
    ] as const) {
      const s = stateOf(lay(order, gaps));
      expect(maze.score(s)).toBe(48);
      expect(maze.status(s)).toBe("won");
    }
  });
  it("the first card scores only if it is an ace, wherever it is", () => {
    expect(maze.score(stateOf(swap(WON, 0, 1)))).toBe(45); // 2C AC 3C: three links lost
    // AC moved after QS: 2C leads (no point), AC→2C lost, QS→AC gained.
    expect(maze.score(stateOf(swap(WON, 0, 48)))).toBe(47);
  });
  it("gaps are skipped: a gap inside a run does not break it", () => {
    expect(maze.score(stateOf(swap(WON, 20, 50)))).toBe(46); // 9D to the end: 8D→TD lost, QS→9D lost
    expect(maze.score(stateOf(lay("CDHS", [3, 9, 22, 30, 41, 52])))).toBe(48);
  });
  it("queen → ace joints score across suits", () => {
    // QC and QD swapped: JC→QD and JD→QC fail, QD→AD and QC→AH still score.
    expect(maze.score(stateOf(swap(WON, 11, 23)))).toBe(46);
  });
  it("a position that is not won is `playing` (Maze is never lost)", () => {
    const s = stateOf(swap(WON, 0, 1));
    expect(maze.status(s)).toBe("playing");
    expect(maze.view(s).status).toBe("playing");
  });
  it("moves report the card and the score change, and the win", () => {
    const s = stateOf(swap(WON, 34, 49)); // JH into 49: score 46
    expect(maze.score(s)).toBe(46);
    const r = maze.applyMove(s, { type: "move", from: 49, to: 34 });
    expect(r).toEqual({
      ok: true,
      value: {
        state: expect.anything(),
        events: [
          { type: "moved", card: "JH", from: 49, to: 34 },
          { type: "scored", points: 2, score: 48 },
          { type: "ended", status: "won" },
        ],
      },
    });
    const back = maze.applyMove(stateOf(swap(WON, 34, 49)), { type: "move", from: 33, to: 49 });
    expect(back.ok).toBe(false); // TH into 49: both neighbours are gaps
  });
});

describe("view", () => {
  it("lists every slot, the score, the status and what each gap accepts", () => {
    const v = maze.view(stateOf(swap(WON, 12, 50)));
    expect(v.slots[0]).toEqual(["AC"]);
    expect(v.slots[12]).toEqual([]);
    expect(v.slots[50]).toEqual(["AD"]);
    expect(v.score).toBe(47); // QC→AD and AD→2D lost, QS→AD (gaps skipped) gained
    expect(v.status).toBe("playing");
    expect(v.gaps).toEqual([
      { slot: 12, accepts: ["AC", "AD", "AH", "AS"] },
      { slot: 48, accepts: ["AC", "AD", "AH", "AS"] }, // after QS in 47
      { slot: 49, accepts: ["QC", "QD", "QH", "QS"] },
      { slot: 51, accepts: ["2D"] },
      { slot: 52, accepts: [] },
      { slot: 53, accepts: ["QC", "QD", "QH", "QS"] },
    ]);
    expect(maze.notes(v)).toEqual(v.gaps.map((g) => ({ kind: "gap", ...g })));
  });
});
