import { describe, expect, it } from "vitest";
import type { Solution, SolveBudget } from "../../src/engine/index.ts";
import { analyseLine, type KnownVerdicts } from "../../src/durable/session/line-analysis.ts";

// A line of 40 moves whose positions can be won up to position 25 (a hand-made truth), and a
// solver that spends every node it is given (as one that wins goes on shortening its line).
const LOST_AFTER = 25;
const line = { length: 40, stateAt: (seq: number) => seq, moveAt: (seq: number) => ({ seq }) };
function spendingSolver(asked: number[], needs = 0) {
  return (state: unknown, budget: SolveBudget): Solution<unknown> => {
    asked.push(budget.nodes);
    if (budget.nodes < needs) return { verdict: "unknown", line: null, nodes: budget.nodes };
    const winnable = (state as number) < LOST_AFTER;
    return { verdict: winnable ? "winnable" : "unwinnable", line: winnable ? [] : null, nodes: budget.nodes };
  };
}

describe("one analysis, one budget", () => {
  it("its solves share the budget: never more in all, the turning point still found", () => {
    const asked: number[] = [];
    const result = analyseLine(
      spendingSolver(asked),
      line,
      { nodes: 10_000, nodesPerRequest: 10_000 },
      new Map(),
    );
    expect(result.nodes).toBeLessThanOrEqual(10_000);
    expect(asked.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    // The start and the end half of what is left each; then the bisection's steps.
    expect(asked.slice(0, 2)).toEqual([5_000, 2_500]);
    expect(result.decided).toBe(true);
    expect(result.turningPoint?.seq).toBe(LOST_AFTER);
  });

  it("a step the budget cannot reach is unknown: not decided, no turning point", () => {
    const asked: number[] = [];
    const result = analyseLine(
      spendingSolver(asked, 1_000),
      line,
      { nodes: 4_000, nodesPerRequest: 4_000 },
      new Map(),
    );
    expect(result.nodes).toBeLessThanOrEqual(4_000);
    expect(result.start.verdict).toBe("winnable");
    expect(result.decided).toBe(false);
    expect(result.turningPoint).toBeNull();
  });

  it("one call spends at most its request's share; the next goes on from what was found, to the same answer", () => {
    const asked: number[] = [];
    const known: KnownVerdicts = new Map();
    const budget = { nodes: 10_000, nodesPerRequest: 3_000 };
    const calls = [];
    for (let call = 0; call < 20; call++) {
      const before = asked.length;
      const result = analyseLine(spendingSolver(asked), line, budget, known);
      const spent = asked.slice(before).reduce((a, b) => a + b, 0);
      expect(spent).toBeLessThanOrEqual(budget.nodesPerRequest);
      expect(asked.length).toBeGreaterThan(before); // every call makes progress
      calls.push(result);
      if (result.complete) break;
    }
    const last = calls.at(-1)!;
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.slice(0, -1).every((c) => !c.complete && c.turningPoint === null && !c.decided)).toBe(true);
    expect(last.complete).toBe(true);
    expect(last.decided).toBe(true);
    expect(last.turningPoint?.seq).toBe(LOST_AFTER);
    expect(last.nodes).toBeLessThanOrEqual(budget.nodes);
    // No solve larger than a request's share; the start's first (half of all, cut to the share).
    expect(Math.max(...asked)).toBe(3_000);
    // A finished analysis asks nothing more.
    const again = asked.length;
    expect(analyseLine(spendingSolver(asked), line, budget, known)).toEqual(last);
    expect(asked.length).toBe(again);
  });
});
