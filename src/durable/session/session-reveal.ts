import { fail, ok, type AnyGameEngine } from "../../engine/index.ts";
import { shownOnlyAfterClose } from "./daily-entry.ts";
import { ANALYSIS_NODES, SOLVE_NODES } from "../limits.ts";
import { analyseLine, type KnownVerdicts } from "./line-analysis.ts";
import { isRanked, type SessionMeta, type SessionStore } from "./session-store.ts";
import type {
  JsonValue,
  SessionAnalysis,
  SessionExport,
  SessionOutcome,
  SolverVerdict,
} from "./session-types.ts";

// What a stored game shows of its whole deal: the export and the solver's analysis. Both
// wait while a daily deal is open, and once a game that hides cards has shown them, undo is
// refused from then on (markRevealed). So the first to see them must be the owner, whose undo
// that ends (`byOwner`): anyone with the id may look afterwards. A ranked entry or a resigned
// game has no undo to lose (a ranked entry shows its deal once its challenge has closed).

/**
 * Refused unless the owner asks (`byOwner`: true, false without a token, null for a token that
 * is not this game's), while showing the deal would end the owner's undo. Where it would not
 * (nothing hidden, shown already, a ranked entry, a resigned game), anyone may look, token or not.
 */
function ownerFirst(meta: SessionMeta, engine: AnyGameEngine, byOwner: boolean | null) {
  const undoLeft = engine.hasHiddenCards && !meta.revealed && !isRanked(meta) && !meta.resigned;
  if (!undoLeft || byOwner === true) return null;
  return byOwner === null ? fail("not_owner") : fail("owner_reveals", { game: meta.game });
}

/** The engine's state from stored bytes: only the stored game writes them, so a failure is a bug. */
export function decodeStored(engine: AnyGameEngine, bytes: Uint8Array): unknown {
  const decoded = engine.decode(bytes);
  if (!decoded.ok) throw new Error(`stored ${engine.id} state does not decode: ${decoded.error.code}`);
  return decoded.value;
}

/**
 * Deal number (or layout) and moves; refused while the deal number would reveal hidden
 * cards, and for a daily deal while its challenge is open (the deal is everyone's).
 */
export function exportOf(
  store: SessionStore,
  meta: SessionMeta,
  engine: AnyGameEngine,
  now: number,
  byOwner: boolean | null,
): SessionOutcome<SessionExport> {
  const hidden = shownOnlyAfterClose(meta, now);
  if (hidden) return fail(hidden.code, hidden.params);
  const state = decodeStored(engine, store.stateAt(meta.cursor));
  const status = meta.resigned ? "lost" : engine.status(state);
  if (engine.hasHiddenCards && status === "playing") return fail("export_unavailable", { game: meta.game });
  const refused = ownerFirst(meta, engine, byOwner);
  if (refused) return refused;
  if (engine.hasHiddenCards && !meta.revealed) store.markRevealed();
  return ok({
    game: meta.game,
    origin: meta.daily !== null ? "daily" : engine.origin(decodeStored(engine, meta.initial)),
    // A layout as the engine writes it today (a game stored by an older version may keep one
    // written more loosely, which today's API would refuse to replay).
    ...(meta.layout !== null
      ? { layoutJson: JSON.stringify(engine.toLayout(decodeStored(engine, meta.initial))) }
      : { deal: meta.deal! }),
    // A game with variants: the options its first position was dealt with.
    ...(engine.optionsOf ? { options: engine.optionsOf(decodeStored(engine, meta.initial)) } : {}),
    moves: store.line(meta.cursor).map((row) => JSON.parse(row.move) as JsonValue),
    version: meta.version,
    status,
    resigned: meta.resigned,
    score: engine.score(state),
  });
}

/** What is kept of an analysis: the whole of it, or the verdicts found while it goes on. */
type KeptAnalysis = SessionAnalysis | { readonly pending: [number, SolverVerdict][] };

/**
 * Post-game analysis by the game's solver, which reads every card: for a game that hides
 * cards only once it is over (`over`), for a daily deal only once its challenge has closed.
 * Kept until the game changes. The positions along the line are bisected: a position after
 * one that cannot be won cannot be won either, so the turning point is found in a few solves;
 * one request spends at most a solve's worth, and keeps what it found for the next.
 */
export function analysisOf(
  store: SessionStore,
  meta: SessionMeta,
  engine: AnyGameEngine,
  now: number,
  over: boolean,
  byOwner: boolean | null,
): SessionOutcome<SessionAnalysis> {
  const solve = engine.solve.bind(engine);
  const hidden = shownOnlyAfterClose(meta, now);
  if (hidden) return fail(hidden.code, hidden.params);
  if (engine.hasHiddenCards && !over) return fail("analysis_unavailable", { game: meta.game });
  const refused = ownerFirst(meta, engine, byOwner);
  if (refused) return refused;
  const kept = store.analysis(meta.version);
  const stored = kept === undefined ? undefined : (JSON.parse(kept) as KeptAnalysis);
  if (stored && !("pending" in stored)) return ok(stored);
  const line = {
    length: meta.cursor,
    stateAt: (seq: number) => decodeStored(engine, store.stateAt(seq)),
    moveAt: (seq: number) => JSON.parse(store.move(seq)!.move) as JsonValue,
  };
  const known: KnownVerdicts = new Map(stored && "pending" in stored ? stored.pending : []);
  const budget = { nodes: ANALYSIS_NODES[meta.game], nodesPerRequest: SOLVE_NODES[meta.game] };
  const value: SessionAnalysis = {
    game: meta.game,
    version: meta.version,
    moveCount: meta.cursor,
    ...analyseLine(solve, line, budget, known),
  };
  if (engine.hasHiddenCards && !meta.revealed) store.markRevealed();
  const keep: KeptAnalysis = value.complete ? value : { pending: [...known] };
  store.keepAnalysis(meta.version, JSON.stringify(keep));
  return ok(value);
}
