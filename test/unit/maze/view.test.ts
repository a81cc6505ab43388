import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mazeEngine as maze, type MazeState } from "../../../src/games/maze/index.ts";
import { WON, lay, stateOf, swap } from "./helpers.ts";

/** What legal moves can bring into each empty slot: slot → the moved cards, sorted. */
function intoGaps(state: MazeState): Map<number, string[]> {
  const view = maze.view(state);
  const out = new Map<number, string[]>();
  for (const move of maze.legalMoves(state))
    out.set(move.to, [...(out.get(move.to) ?? []), view.slots[move.from]![0]!]);
  for (const cards of out.values()) cards.sort();
  return out;
}

/** The view's gaps as the same map (only gaps that accept something). */
function offered(state: MazeState): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const gap of maze.view(state).gaps)
    if (gap.accepts.length > 0) out.set(gap.slot, [...gap.accepts].sort());
  return out;
}

describe("view gaps agree with the legal moves", () => {
  it("in play, every empty slot is a gap listing exactly the cards legal moves bring there", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (deal, choices) => {
          let state = maze.deal(deal);
          for (const choice of [...choices, -1]) {
            const view = maze.view(state);
            if (view.status === "playing") {
              const empty = view.slots.flatMap((pile, slot) => (pile.length === 0 ? [slot] : []));
              expect(view.gaps.map((g) => g.slot)).toEqual(empty);
            }
            expect(offered(state)).toEqual(intoGaps(state));
            const legal = maze.legalMoves(state);
            if (choice < 0 || legal.length === 0) break;
            const r = maze.applyMove(state, legal[choice % legal.length]!);
            if (!r.ok) throw new Error(JSON.stringify(r.error));
            state = r.value.state;
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a won game offers no gaps: nothing is legal, though its empty slots border aces and queens", () => {
    for (const slots of [
      WON,
      lay("SHDC", [0, 1, 2, 3, 4, 30]),
      lay("HCSD", [0, 12, 13, 26, 40, 53]),
      lay("CDHS", [29, 30, 31, 32, 33, 34]),
    ]) {
      const state = stateOf(slots);
      const view = maze.view(state);
      expect(view.status).toBe("won");
      expect(maze.legalMoves(state)).toEqual([]);
      expect(view.gaps).toEqual([]);
      expect(maze.notes(view)).toEqual([]);
      expect(maze.hint(view)).toEqual({ move: null, reason: "won" });
    }
  });

  it("the move that wins takes the gaps away", () => {
    const state = stateOf(swap(WON, 34, 49)); // JH in 49: one move from the win
    expect(maze.view(state).gaps.find((g) => g.slot === 34)?.accepts).toContain("JH");
    const r = maze.applyMove(state, { type: "move", from: 49, to: 34 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(maze.view(r.value.state)).toMatchObject({ status: "won", gaps: [] });
  });
});
