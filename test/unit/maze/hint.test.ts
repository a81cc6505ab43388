import { describe, expect, it } from "vitest";
import { mazeEngine as maze, type MazeState } from "../../../src/games/maze/index.ts";
import { WON, moveKeys, stateOf, swap } from "./helpers.ts";

/** Follows the hint until won or `cap` moves; every hint must be a listed move. */
function follow(start: MazeState, cap: number): { state: MazeState; moves: number } {
  let state = start;
  for (let moves = 0; moves < cap; moves++) {
    if (maze.status(state) === "won") return { state, moves };
    const hint = maze.hint(maze.view(state));
    if (hint.move === null) throw new Error(`no move proposed: ${hint.reason}`);
    expect(moveKeys(state)).toContain(`${hint.move.from}-${hint.move.to}`);
    const r = maze.applyMove(state, hint.move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value.state;
  }
  return { state, moves: cap };
}

describe("hint", () => {
  it("says the game is won, with no move, once it is", () => {
    expect(maze.hint(maze.view(stateOf(WON)))).toEqual({ move: null, reason: "won" });
  });
  it("finishes by the fewest moves when a win is close", () => {
    // AC..TH in 0–33, gap 34, JH in 49: JH into 34 wins at once.
    expect(maze.hint(maze.view(stateOf(swap(WON, 34, 49))))).toEqual({
      move: { type: "move", from: 49, to: 34 },
      reason: "finish",
      params: { card: "JH", from: 49, to: 34, moves_to_win: 1 },
    });
    // 5C and AD swapped (gaps 48–53): AD can only go after QS (48); then 5C after 4C (4),
    // then AD after QC (12). Three moves, found by hand; no shorter win exists (AD is the
    // only card that can leave slot 4, and 5C must reach it).
    const start = stateOf(swap(WON, 4, 12));
    expect(maze.hint(maze.view(start))).toEqual({
      move: { type: "move", from: 4, to: 48 },
      reason: "finish",
      params: { card: "AD", from: 4, to: 48, moves_to_win: 3 },
    });
    const end = follow(start, 10);
    expect([maze.status(end.state), end.moves]).toEqual(["won", 3]);
  });
  it("extends the run from slot 0 when its next card can move in", () => {
    // AC..QH in 0–35, gap 36, the spades 2S..QS reversed in 37–47, AS in 48: far from a
    // win. The run's next card is an ace of the one suit it lacks, AS, and slot 36 is free.
    const slots = WON.slice();
    slots.splice(37, 11, ...WON.slice(37, 48).reverse());
    slots[36] = null;
    slots[48] = "AS";
    const hint = maze.hint(maze.view(stateOf(slots)));
    expect(hint).toMatchObject({
      move: { type: "move", from: 48, to: 36 },
      reason: "extend_run",
      params: { card: "AS", from: 48, to: 36, run: 37 },
    });
  });
  it("plans to free the slot a run needs, and the plan wins", () => {
    const start = maze.deal(2);
    const hint = maze.hint(maze.view(start));
    expect(["free_slot", "extend_run", "extend_tail"]).toContain(hint.reason);
    const toWin = Number(hint.params?.moves_to_win);
    expect(toWin).toBeGreaterThan(10);
    const end = follow(start, 1000);
    expect(maze.status(end.state)).toBe("won");
    // Following the hint replays a winning play-out; a later call may find an earlier one in
    // its list that now wins too, so the count may differ from the first announcement.
    expect(end.moves).toBeGreaterThan(10);
  });
  it("is deterministic and uses only the public view", () => {
    const view = maze.view(maze.deal(5));
    const copy = JSON.parse(JSON.stringify(view));
    expect(maze.hint(copy)).toEqual(maze.hint(view));
    expect(maze.hint({ ...view, slots: view.slots.slice(1) })).toEqual({
      move: null,
      reason: "invalid_view",
    });
  });
  it("wins dealt games by following it", () => {
    for (const deal of [1, 3]) {
      const end = follow(maze.deal(deal), 1000);
      expect(maze.status(end.state), `deal ${deal}`).toBe("won");
      expect(maze.score(end.state)).toBe(48);
    }
  });
});
