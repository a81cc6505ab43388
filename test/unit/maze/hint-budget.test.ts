import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hintAlongLine, type KeptLine } from "../../../src/durable/session/kept-line.ts";
import { EXPAND_WORK, STORE_WORK } from "../../../src/games/maze/explore.ts";
import { HINT_WORK, hintOf } from "../../../src/games/maze/hint.ts";
import { mazeEngine as maze, type MazeState } from "../../../src/games/maze/index.ts";
import { PLAN_WORK, SCORE_WORK } from "../../../src/games/maze/plan.ts";
import { SLOT_COUNT } from "../../../src/games/maze/state.ts";
import { stateOf } from "./helpers.ts";

/** The layouts on which the hint spent the most CPU, found by scripts/maze-hint-climb.mjs. */
const ADVERSARIAL: { slots: (string | null)[] }[] = JSON.parse(
  readFileSync(new URL("../../fixtures/maze-hint-adversarial.json", import.meta.url), "utf8"),
).layouts;

/**
 * The most a hint may pass its budget by: the search stops before the next expansion once the
 * work is spent, so the last one (its moves, each stored with a whole-position goal test) and
 * the plan that started it are all it can add.
 */
const OVERRUN = PLAN_WORK + EXPAND_WORK + 4 * SLOT_COUNT * (1 + STORE_WORK + SCORE_WORK);

const spent = (state: MazeState) => {
  const limit = { nodes: Infinity, work: HINT_WORK };
  const hint = hintOf(maze.view(state), limit);
  return { hint, work: HINT_WORK - limit.work };
};

describe("the Maze hint's work budget", () => {
  it("is deterministic: the same layout gives the same hint for the same work, whatever came before", () => {
    const states = ADVERSARIAL.map((l) => stateOf(l.slots));
    const first = states.map(spent);
    // In reverse order, after other searches reused the kept storage.
    const again = states.toReversed().map(spent).toReversed();
    expect(again).toEqual(first);
    expect(states.map((s) => maze.hint(maze.view(s)))).toEqual(first.map((f) => f.hint));
  });

  it("holds every hint on the adversarial layouts to its ceiling, and they do run it out", () => {
    expect(ADVERSARIAL.length).toBeGreaterThanOrEqual(6);
    const works = ADVERSARIAL.map((l) => spent(stateOf(l.slots)).work);
    for (const work of works) expect(work).toBeLessThanOrEqual(HINT_WORK + OVERRUN);
    // The fixture is worth holding to the ceiling: most of its layouts spend the whole budget.
    expect(works.filter((w) => w >= HINT_WORK).length).toBeGreaterThan(works.length / 2);
  });

  it("holds the hint to its ceiling along played games too", () => {
    for (const deal of [10, 175]) {
      let state = maze.deal(deal);
      for (let i = 0; i < 40; i++) {
        const { hint, work } = spent(state);
        expect(work).toBeLessThanOrEqual(HINT_WORK + OVERRUN);
        state = (maze.applyMove(state, hint.move!) as { ok: true; value: { state: MazeState } }).value.state;
      }
    }
  });
});

/**
 * Follows hints from `deal` until won or 300 moves (the hints win in 60–160 when they win; a
 * game that has not won by then has wandered into a dead end); with `stored`, a stored game's.
 */
function play(deal: number, stored: boolean): MazeState {
  let state = maze.deal(deal);
  let kept: KeptLine | null = null;
  for (let i = 0; i < 300 && maze.status(state) === "playing"; i++) {
    let move;
    if (stored) {
      const r = hintAlongLine(maze, state, kept);
      kept = r.kept;
      move = r.hint.move;
    } else move = maze.hint(maze.view(state)).move;
    if (move === null) break;
    const applied = maze.applyMove(state, move as never);
    if (!applied.ok) throw new Error(`deal ${deal}: a hint was refused`);
    state = applied.value.state;
  }
  return state;
}

describe("a stored game's hints (a kept line)", () => {
  it("win the deals where the stateless hint leads into a dead end", () => {
    // Deals 10 and 175 (of the bench's 1–200) are the two the stateless hint loses.
    expect(maze.status(play(10, false))).toBe("playing");
    for (const deal of [10, 175]) expect(maze.status(play(deal, true)), `deal ${deal}`).toBe("won");
  });

  it("hint the kept line's next move, worded as the search's hints, while play follows it", () => {
    const state = maze.deal(1);
    const first = hintAlongLine(maze, state, null);
    expect(first.kept?.moves.length).toBeGreaterThan(10);
    expect(first.hint.params?.moves_to_win).toBe(first.kept!.moves.length);
    const next = maze.applyMove(state, first.hint.move as never);
    if (!next.ok) throw new Error("refused");
    const second = hintAlongLine(maze, next.value.state, first.kept);
    expect(second.kept?.moves).toEqual(first.kept!.moves.slice(1));
    expect(second.hint.move).toEqual(first.kept!.moves[1]);
    expect(["finish", "extend_run", "extend_tail", "free_slot"]).toContain(second.hint.reason);
    expect(second.hint.params?.moves_to_win).toBe(first.kept!.moves.length - 1);
  });
});
