import type { Solution, SolveBudget } from "../engine/index.ts";
import type { JsonValue, SessionAnalysis, SolverVerdict } from "./session-types.ts";

/** What a line of play offers the analysis: its positions (0 = the deal) and its moves (1-based). */
export interface Line {
  readonly length: number;
  stateAt(seq: number): unknown;
  moveAt(seq: number): JsonValue;
}

type Solve = (state: unknown, budget: SolveBudget) => Solution<unknown>;

/**
 * The solver's view of a line of play: the start, the end, and the turning point found by
 * bisection — a position after one that cannot be won cannot be won either, so the first
 * move that loses the game is found in a few solves. They share `budget` (one analysis costs at most
 * one solve's worth of CPU): the start and the end half of what is left each, a bisection
 * step its part of what is left for the steps to come; an answer the search could not reach
 * is unknown and the analysis is not `decided`.
 */
export function analyseLine(
  solve: Solve,
  line: Line,
  budget: SolveBudget,
): Pick<SessionAnalysis, "start" | "now" | "turningPoint" | "decided" | "nodes"> {
  let nodes = 0;
  const verdicts = new Map<number, SolverVerdict>();
  /** The verdict at `seq`, its solve given a `parts`-th of the budget left. */
  const verdictAt = (seq: number, parts: number): SolverVerdict => {
    let known = verdicts.get(seq);
    if (!known) {
      const share = Math.ceil((budget.nodes - nodes) / parts);
      const found: Solution<unknown> =
        share > 0 ? solve(line.stateAt(seq), { nodes: share }) : { verdict: "unknown", line: null, nodes: 0 };
      nodes += found.nodes;
      known = { verdict: found.verdict, line: found.line as JsonValue[] | null, nodes: found.nodes };
      verdicts.set(seq, known);
    }
    return known;
  };
  // A solve that wins goes on shortening its line while it may: each question gets its part.
  const start = verdictAt(0, 2);
  const end = verdictAt(line.length, 2);
  let decided = start.verdict !== "unknown" && end.verdict !== "unknown";
  let turningPoint: SessionAnalysis["turningPoint"] = null;
  if (start.verdict === "winnable" && end.verdict === "unwinnable") {
    // Invariant: the position after `won` moves can be won, the one after `lost` cannot.
    let [won, lost] = [0, line.length];
    while (lost - won > 1) {
      const middle = Math.floor((won + lost) / 2);
      const v = verdictAt(middle, Math.ceil(Math.log2(lost - won))).verdict;
      if (v === "unknown") {
        decided = false;
        break;
      }
      if (v === "winnable") won = middle;
      else lost = middle;
    }
    if (lost - won === 1) {
      turningPoint = { seq: lost, move: line.moveAt(lost), alternative: verdictAt(won, 1).line ?? [] };
    }
  }
  return { start, now: end, turningPoint, decided, nodes };
}
