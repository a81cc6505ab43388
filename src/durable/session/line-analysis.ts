import type { Solution } from "../../engine/index.ts";
import type { JsonValue, SessionAnalysis, SolverVerdict } from "./session-types.ts";

/** What a line of play offers the analysis: its positions (0 = the deal) and its moves (1-based). */
export interface Line {
  readonly length: number;
  stateAt(seq: number): unknown;
  moveAt(seq: number): JsonValue;
}

type Solve = (state: unknown, budget: { nodes: number }) => Solution<unknown>;

/** How far one analysis may search: in all, and in one request. */
export interface AnalysisBudget {
  /** Positions for all the analysis's solves together. */
  readonly nodes: number;
  /** Positions one request may spend: a solve never gets more, and a request stops before one would pass it. */
  readonly nodesPerRequest: number;
}

/** The verdicts found so far, by position on the line: kept between the requests of one analysis. */
export type KnownVerdicts = Map<number, SolverVerdict>;

type LineAnalysis = Pick<
  SessionAnalysis,
  "start" | "now" | "turningPoint" | "decided" | "nodes" | "complete"
>;

const UNKNOWN: SolverVerdict = { verdict: "unknown", line: null, nodes: 0 };

/** Thrown inside the analysis when the next solve would pass this request's share. */
class Suspended {}

/**
 * The solver's view of a line of play: the start, the end, and the turning point found by
 * bisection — a position after one that cannot be won cannot be won either, so the first
 * move that loses the game is found in a few solves. They share `budget.nodes`: the start and
 * the end half of what is left each, a bisection step its part of what is left for the steps to
 * come, and no solve more than `budget.nodesPerRequest`; an answer the search could not reach
 * is unknown and the analysis is not `decided`.
 *
 * One call spends at most `nodesPerRequest` (a request's CPU stays bounded): when the next solve
 * would pass it, the call stops with `complete: false` and `known` holds what was found; a
 * later call with the same `known` goes on where it stopped (the analysis is deterministic: it
 * asks the same questions in the same order, and each answer already known costs nothing).
 */
export function analyseLine(
  solve: Solve,
  line: Line,
  budget: AnalysisBudget,
  known: KnownVerdicts,
): LineAnalysis {
  let nodes = [...known.values()].reduce((sum, v) => sum + v.nodes, 0);
  let spentHere = 0;
  /** The verdict at `seq`, its solve given a `parts`-th of the budget left. */
  const verdictAt = (seq: number, parts: number): SolverVerdict => {
    let found = known.get(seq);
    if (!found) {
      const share = Math.min(Math.ceil((budget.nodes - nodes) / parts), budget.nodesPerRequest);
      if (spentHere > 0 && spentHere + share > budget.nodesPerRequest) throw new Suspended();
      const solved: Solution<unknown> =
        share > 0 ? solve(line.stateAt(seq), { nodes: share }) : { verdict: "unknown", line: null, nodes: 0 };
      nodes += solved.nodes;
      // A solve that found nothing still counts as this request's work.
      spentHere += Math.max(solved.nodes, 1);
      found = { verdict: solved.verdict, line: solved.line as JsonValue[] | null, nodes: solved.nodes };
      known.set(seq, found);
    }
    return found;
  };
  try {
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
    return { start, now: end, turningPoint, decided, nodes, complete: true };
  } catch (error) {
    if (!(error instanceof Suspended)) throw error;
    const start = known.get(0) ?? UNKNOWN;
    const end = known.get(line.length) ?? UNKNOWN;
    return { start, now: end, turningPoint: null, decided: false, nodes, complete: false };
  }
}
