import { describe, expect, it } from "vitest";
import { mazeEngine as maze, type MazeState } from "../../src/games/maze/index.ts";
import { post } from "./helpers.ts";
import { bearer, change, changed, createSession } from "./session-helpers.ts";

/** Follows the stateless hint from `deal` for up to `cap` moves: the engine's, as the route runs it. */
function statelessEnd(deal: number, cap: number): MazeState {
  let state = maze.deal(deal);
  for (let i = 0; i < cap && maze.status(state) === "playing"; i++) {
    const move = maze.hint(maze.view(state)).move;
    if (move === null) break;
    const applied = maze.applyMove(state, move);
    if (!applied.ok) throw new Error("a hint was refused");
    state = applied.value.state;
  }
  return state;
}

describe("a stored Maze game's hints", () => {
  // Deals 10 and 175 are the two of 1–200 that following the stateless hint loses: its search,
  // one request's work, finds no win from some position and its fallback leads into a dead end.
  // A stored game keeps the winning line a hint found, and searches on where the last hint's
  // search stopped: its hints, followed from the deal, win.
  it("followed from the deal, win deals the stateless hint loses", async () => {
    for (const deal of [10, 175]) {
      if (deal === 10) expect(maze.status(statelessEnd(deal, 300))).toBe("playing");
      const game = await createSession({ game: "maze", deal });
      let version = game.version;
      let status = game.status;
      let moves = 0;
      const reasons = new Set<string>();
      for (; moves < 300 && status === "playing"; moves++) {
        const res = await post(`/v1/sessions/${game.id}/hint`, undefined, bearer(game.ownerToken));
        expect(res.status).toBe(200);
        const hint = (await res.json()) as { move: unknown; reason: string; text: string };
        expect(hint.move, hint.reason).not.toBeNull();
        reasons.add(hint.reason);
        const after = await changed(
          await change(game.id, "moves", { move: hint.move, version }, game.ownerToken),
        );
        version = after.version;
        status = after.status;
      }
      expect([deal, status]).toEqual([deal, "won"]);
      expect(moves).toBeLessThan(200);
      // Worded as ever: the reasons of the search's hints.
      for (const reason of reasons)
        expect(["finish", "extend_run", "extend_tail", "free_slot", "any_move"]).toContain(reason);
    }
  });
});
