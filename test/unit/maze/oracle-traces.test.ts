import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import positions from "../../fixtures/maze-positions.json" with { type: "json" };
import { parseCard } from "../../../src/cards/index.ts";
import { mazeEngine as maze, type MazeState } from "../../../src/games/maze/index.ts";

// Ground truth recorded from Aisleriot's own maze.go by scripts/record-maze-traces.mjs.
type Step = [move: number, score: number, diff: string, legal: number[], won: number];
interface Trace {
  deal: number;
  slots: string;
  score: number;
  legal: number[];
  steps: Step[];
}
const traces = JSON.parse(
  gunzipSync(readFileSync(new URL("../../fixtures/maze-traces.json.gz", import.meta.url))).toString("utf8"),
) as { moves: number; deals: Trace[] };

const cells = (text: string) => text.match(/../g)!.map((c) => (c === ".." ? [] : [c]));
const keys = (state: MazeState) => maze.legalMoves(state).map((m) => m.from * 64 + m.to);

describe("random play equals Aisleriot, move by move", () => {
  it("has at least 200 deals of 300 moves", () => {
    expect(traces.deals.length).toBeGreaterThanOrEqual(200);
    expect(traces.deals.every((t) => t.steps.length === 300 || t.steps.at(-1)![4] === 1)).toBe(true);
  });
  it("every deal: state, score and the exact legal-move set after every move", () => {
    let checked = 0;
    for (const trace of traces.deals) {
      // The oracle's slots as card numbers (null for a gap), updated from its diffs.
      const oracle = cells(trace.slots).map((c) => (c.length === 0 ? null : parseCard(c[0]!)!));
      let state = maze.deal(trace.deal);
      const where = `deal ${trace.deal}`;
      expect(maze.view(state).slots, where).toEqual(cells(trace.slots));
      expect(maze.score(state), where).toBe(trace.score);
      expect(keys(state), where).toEqual(trace.legal);
      trace.steps.forEach(([move, score, diff, legal, won], i) => {
        const r = maze.applyMove(state, { type: "move", from: move >> 6, to: move & 63 });
        if (!r.ok) expect.fail(`${where} step ${i}: ${JSON.stringify(r.error)}`);
        state = r.value.state;
        for (const change of diff.split(",")) {
          const [slot, code] = change.split(":");
          oracle[Number(slot)] = code === ".." ? null : parseCard(code!)!;
        }
        const mine = maze.score(state);
        if (mine !== score || state.slots.some((c, s) => c !== oracle[s]))
          expect.fail(`${where} step ${i}: ${maze.notation.state(state)} score ${mine}, oracle ${score}`);
        if ((maze.status(state) === "won") !== (won === 1))
          expect.fail(`${where} step ${i}: won should be ${won}`);
        if (won === 0) {
          const moves = keys(state);
          if (moves.join() !== legal.join()) expect(moves, `${where} step ${i}`).toEqual(legal);
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(200 * 300);
  });
});

describe("constructed positions equal Aisleriot", () => {
  for (const p of positions.positions) {
    it(p.name, () => {
      const made = maze.fromLayout(cells(p.slots));
      if (!made.ok) expect.fail(JSON.stringify(made.error));
      const state = made.value;
      expect(maze.score(state)).toBe(p.score);
      expect(maze.status(state)).toBe(p.won ? "won" : "playing");
      expect(keys(state)).toEqual(p.legal);
      if ("drag" in p && p.drag) {
        const r = maze.applyMove(state, { type: "move", from: p.drag.from, to: p.drag.to });
        expect(r.ok).toBe(p.drag.ok);
        if (r.ok) {
          expect(maze.score(r.value.state)).toBe(p.drag.score);
          expect(maze.status(r.value.state)).toBe(p.drag.won ? "won" : "playing");
        }
      }
    });
  }
  it("include at least five wins with gaps before and inside the sequence", () => {
    const wins = positions.positions.filter((p) => p.kind === "win" && p.won && p.score === 48);
    expect(wins.length).toBeGreaterThanOrEqual(5);
    expect(wins.some((p) => p.slots.startsWith("..") && /[^.]\.\.[^.]/.test(p.slots))).toBe(true);
  });
});
