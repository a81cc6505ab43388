import { describe, expect, it } from "vitest";
import { winsWith } from "../../support/solver.ts";
import { mazeEngine as maze, type MazeMove } from "../../../src/games/maze/index.ts";
import { explore } from "../../../src/games/maze/explore.ts";
import { pack } from "../../../src/games/maze/rules.ts";
import { solveMaze } from "../../../src/games/maze/solver.ts";
import { WON, bruteForce, stateOf } from "./helpers.ts";

const BUDGET = { nodes: 1_000_000 };

describe("Maze solver", () => {
  it("wins the deals where every play-out fails, by best-first search", () => {
    for (const deal of [6, 107]) {
      const state = maze.deal(deal);
      const r = solveMaze(state, BUDGET);
      expect(r.verdict, `deal ${deal}`).toBe("winnable");
      expect(winsWith(maze, state, r.line!), `deal ${deal}`).toBe(true);
    }
  });

  // No lost Maze position is known (solvability.md: none in 10,000 deals), so the proof is
  // checked where it can be: a search confined to a few slots, which sees its whole space.
  it("calls a search exhausted exactly when it saw every reachable position", () => {
    for (let deal = 1; deal <= 30; deal++) {
      const state = maze.deal(deal);
      const head = 9 + (deal % 30);
      const tail = head + 9;
      const keep = (m: MazeMove) => m.from > head && m.from < tail && m.to > head && m.to < tail;
      const truth = bruteForce(state, 50_000, keep);
      const x = { head, tail, isGoal: () => false, exact: true };
      const whole = explore(pack(state.slots), { ...x, budget: 100_000 });
      expect([whole.exhausted, whole.nodes], `deal ${deal}`).toEqual([true, truth.seen]);
      if (truth.seen > 1)
        expect(explore(pack(state.slots), { ...x, budget: truth.seen - 1 }).exhausted).toBe(false);
    }
  });

  it("answers a won position at once, and stays within a small budget", () => {
    expect(solveMaze(stateOf(WON), BUDGET)).toEqual({ verdict: "winnable", line: [], nodes: 0 });
    for (const nodes of [1, 500, 5_000]) {
      const r = solveMaze(maze.deal(2), { nodes });
      expect(r.verdict).toBe("unknown");
      expect(r.nodes).toBeLessThanOrEqual(nodes);
    }
  });

  it("is deterministic, and the engine's solve is this solver", () => {
    const state = maze.deal(5);
    const r = solveMaze(state, BUDGET);
    expect(solveMaze(state, BUDGET)).toEqual(r);
    expect(maze.solve(state, BUDGET)).toEqual(r);
  });

  it("never calls lost a deal that following the hint wins", () => {
    for (let deal = 21; deal <= 23; deal++) {
      let s = maze.deal(deal);
      for (let i = 0; i < 1_000 && maze.status(s) !== "won"; i++) {
        const r = maze.applyMove(s, maze.hint(maze.view(s)).move!);
        if (!r.ok) throw new Error(`hint refused on deal ${deal}`);
        s = r.value.state;
      }
      expect(maze.status(s)).toBe("won");
      expect(solveMaze(maze.deal(deal), BUDGET).verdict).toBe("winnable");
    }
  });
});
