import { describe, expect, it } from "vitest";
import { seeded, winsWith } from "../../support/solver.ts";
import { mazeEngine as maze } from "../../../src/games/maze/index.ts";
import { solveMaze } from "../../../src/games/maze/solver.ts";
import { WON, bruteForce, stateOf, swap } from "./helpers.ts";

// The long agreement sweeps of the Maze solver (the `sweeps` project: `npm test`, not `test:fast`).

const BUDGET = { nodes: 1_000_000 };

describe("Maze solver, against outside truth", () => {
  it("wins deals 1-20 with the line it gives, within its budget", () => {
    for (let deal = 1; deal <= 20; deal++) {
      const state = maze.deal(deal);
      const r = solveMaze(state, BUDGET);
      expect(r.verdict, `deal ${deal}`).toBe("winnable");
      expect(r.nodes).toBeLessThanOrEqual(BUDGET.nodes);
      expect(winsWith(maze, state, r.line!), `deal ${deal}`).toBe(true);
      // The play-outs win in about 80 moves; deal 6 needs the best-first search (see below).
      if (deal !== 6) expect(r.line!.length).toBeLessThan(150);
    }
  });

  it("agrees with a brute force on positions a few swaps from a win", () => {
    let compared = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const below = seeded(seed);
      let slots = WON;
      for (let n = 1 + below(3); n > 0; n--) slots = swap(slots, below(54), below(54));
      const state = stateOf(slots);
      const truth = bruteForce(state, 15_000).won;
      if (truth === null) continue;
      compared++;
      const r = solveMaze(state, BUDGET);
      expect(r.verdict, `position ${maze.notation.state(state)}`).toBe(truth ? "winnable" : "unwinnable");
      if (truth) expect(winsWith(maze, state, r.line!)).toBe(true);
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });
});
