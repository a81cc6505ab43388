import { describe, expect, it } from "vitest";
import { winsWith } from "../../support/solver.ts";
import { solveWall } from "../../../src/games/wall/solver.ts";
import { engine, position } from "./helpers.ts";

const BUDGET = { nodes: 1_000_000 };

describe("Wall solver", () => {
  it("finds the short way: the throne exposed, deal to the first hand of 27", () => {
    // Waste 2+3+4, then the hands 5+6+7 and K+K+Q = 38 (the stock deals from its end).
    const s = position({ 54: "2C", 55: "3C", 56: "4C", 53: "QHKDKH7C6C5C" });
    const r = solveWall(s, BUDGET);
    expect(r.verdict).toBe("winnable");
    expect(r.line).toEqual([
      { type: "deal" },
      { type: "deal" },
      { type: "attack", target: 0, cards: ["KD", "QH", "KH"] },
    ]);
  });

  it("wins where the cards add up to exactly what the line needs (its bound prunes no more)", () => {
    // Every wall card gone: the low guard exposed. Hand 1 (3D) beats pile 5 (2D, health 2),
    // which exposes high guard piles 1 and 2; hand 2 (2C 2D 2H) beats the three aces one by one
    // (3 after 2); hand 3 (KH KD AS, 27) the throne. Not one point to spare.
    const s = position({
      1: "AC",
      2: "AD",
      3: "AH",
      4: "2C",
      5: "2D",
      6: "2H",
      7: "2S",
      54: "3D",
      53: "KHKDAS2C2D2H",
    });
    const solution = solveWall(s, { nodes: 100_000 });
    expect(solution.verdict).toBe("winnable");
    expect(winsWith(engine, s, solution.line!)).toBe(true);
  });
  it("answers a game over at once", () => {
    expect(solveWall(position({ 0: "." }), BUDGET)).toEqual({ verdict: "winnable", line: [], nodes: 0 });
    expect(solveWall(position({ 46: "9C", 54: "4H" }), BUDGET)).toEqual({
      verdict: "unwinnable",
      line: null,
      nodes: 0,
    });
  });

  it("stays within its budget and says unknown when it runs out", () => {
    // Deal 183 takes ~485,000 nodes to prove lost.
    const state = engine.deal(183);
    for (const nodes of [1, 100, 10_000]) {
      const r = solveWall(state, { nodes });
      expect(r).toEqual({ verdict: "unknown", line: null, nodes });
    }
  });

  it("is deterministic, and the engine's solve is this solver", () => {
    const state = engine.deal(7);
    const r = solveWall(state, BUDGET);
    expect(solveWall(state, BUDGET)).toEqual(r);
    expect(engine.solve(state, BUDGET)).toEqual(r);
  });

  it("never calls a deal lost that following the hint wins", () => {
    let won = 0;
    for (let deal = 0; deal < 16; deal++) {
      let s = engine.deal(deal);
      while (engine.status(s) === "playing") {
        const hint = engine.hint(engine.view(s));
        const r = engine.applyMove(s, hint.move!);
        if (!r.ok) throw new Error(`hint refused on deal ${deal}`);
        s = r.value.state;
      }
      if (engine.status(s) !== "won") continue;
      won++;
      expect(solveWall(engine.deal(deal), BUDGET).verdict, `deal ${deal}`).toBe("winnable");
    }
    expect(won).toBeGreaterThan(0);
  });
});
