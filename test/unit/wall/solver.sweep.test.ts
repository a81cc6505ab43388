import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seeded, winsWith } from "../../support/solver.ts";
import { cardCode, type Card } from "../../../src/cards/index.ts";
import type { WallState } from "../../../src/games/wall/index.ts";
import { solveWall } from "../../../src/games/wall/solver.ts";
import { KING_OF_SPADES, WALL_PACK } from "../../../src/games/wall/state.ts";
import { engine } from "./helpers.ts";

// The long agreement sweeps of the Wall solver (the `sweeps` project: `npm test`, not `test:fast`).

const BUDGET = { nodes: 1_000_000 };
const PROTOTYPE = JSON.parse(
  readFileSync(new URL("../../fixtures/wall-solver-verdicts.json", import.meta.url), "utf8"),
) as { first: number; verdicts: string };

/**
 * A small late-game layout: the throne, most guard piles (low ones face down or up), a
 * wall card or two, a waste of up to 3 cards and a stock of 4 to 6 hands, all drawn from
 * the pack without repeats.
 */
function smallLayout(seed: number): WallState {
  const below = seeded(seed);
  const pool: Card[] = WALL_PACK.filter((c) => c !== KING_OF_SPADES);
  const draw = (n: number) =>
    Array.from({ length: n }, () => pool.splice(below(pool.length), 1)[0]!).map(cardCode);
  const slots: string[][] = Array.from({ length: 57 }, () => []);
  slots[0] = ["KS", "KS"];
  for (let h = 1; h <= 3; h++) if (below(10) < 9) slots[h] = draw(1 + below(2));
  for (let l = 4; l <= 7; l++) if (below(10) < 6) slots[l] = draw(1 + below(3));
  for (let n = below(3); n > 0; n--) slots[8 + below(45)] = draw(1);
  slots[53] = draw(3 * (4 + below(3)));
  const waste = draw(below(4));
  waste.forEach((code, i) => (slots[54 + i] = [code]));
  const faceUp = [4, 5, 6, 7].map((l) => slots[l]!.length > 0 && below(2) === 0);
  const made = engine.fromLayout({ slots, faceUp });
  if (!made.ok) throw new Error(`bad test layout: ${JSON.stringify(made.error)}`);
  return made.value;
}

/**
 * An independent brute force over the engine's whole game tree (every listed move: blind
 * attacks, supersets, failed flips), positions told apart by everything but the score.
 * Null when the position has more than `cap` distinct positions.
 */
function bruteForce(start: WallState, cap = 20_000): boolean | null {
  const seen = new Set<string>();
  const stack: WallState[] = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    const status = engine.status(s);
    if (status === "won") return true;
    const key = JSON.stringify([s.slots, s.faceUp]);
    if (status === "lost" || seen.has(key)) continue;
    seen.add(key);
    if (seen.size > cap) return null;
    for (const move of engine.legalMoves(s)) {
      const r = engine.applyMove(s, move);
      if (r.ok) stack.push(r.value.state);
    }
  }
  return false;
}

describe("Wall solver, against outside truth", () => {
  it("agrees with the research prototype on deals 0-299, and each line it gives wins", () => {
    // Ground truth from outside: scripts/record-wall-verdicts.mjs ("?": the prototype gave up).
    const { first, verdicts } = PROTOTYPE;
    let winnable = 0;
    for (let i = 0; i < verdicts.length; i++) {
      const state = engine.deal(first + i);
      const r = solveWall(state, BUDGET);
      expect(r.nodes).toBeLessThanOrEqual(BUDGET.nodes);
      expect(r.verdict, `deal ${first + i}`).not.toBe("unknown");
      if (verdicts[i] !== "?")
        expect(r.verdict[0], `deal ${first + i}`).toBe(verdicts[i] === "w" ? "w" : "u");
      if (r.verdict === "winnable") {
        winnable++;
        expect(winsWith(engine, state, r.line!), `deal ${first + i}`).toBe(true);
      } else expect(r.line).toBeNull();
    }
    // About a third of deals are winnable with every card known (solvability.md: 31.5%).
    expect(winnable).toBeGreaterThan(80);
  });

  it("agrees with a brute force of the whole game tree on small layouts", () => {
    const tally = { winnable: 0, unwinnable: 0, skipped: 0 };
    for (let seed = 1; seed <= 80; seed++) {
      const state = smallLayout(seed);
      const truth = bruteForce(state);
      if (truth === null) {
        tally.skipped++;
        continue;
      }
      const r = solveWall(state, BUDGET);
      expect(r.verdict, `layout ${seed}: ${engine.notation.state(state)}`).toBe(
        truth ? "winnable" : "unwinnable",
      );
      if (truth) expect(winsWith(engine, state, r.line!)).toBe(true);
      tally[truth ? "winnable" : "unwinnable"]++;
    }
    // Both answers come up often enough for the comparison to mean something.
    expect(tally.winnable).toBeGreaterThanOrEqual(20);
    expect(tally.unwinnable).toBeGreaterThanOrEqual(20);
    expect(tally.skipped).toBeLessThan(10);
  });
});
