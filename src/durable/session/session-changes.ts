import { fail, ok, type AnyGameEngine, type GameStatus } from "../../engine/index.ts";
import { play, snapshot } from "../../play/game-play.ts";
import { closedEntry, frozenReason } from "./daily-entry.ts";
import { MAX_MOVES } from "../limits.ts";
import { decodeStored } from "./session-reveal.ts";
import { describeSession, storedEvents } from "./session-snapshot.ts";
import { isRanked, type SessionMeta, type SessionStore } from "./session-store.ts";
import type {
  Change,
  ChangeRequest,
  Changed,
  JsonValue,
  SessionOutcome,
  SessionRefusal,
  SessionSnapshot,
} from "./session-types.ts";

// A stored game's changes — a move, an undo, a redo, resigning — as the stored game applies
// them once it has checked the owner, the version and an idempotent replay (game-session.ts),
// inside one storage transaction.

/** The stored game a change is made to, and the façade's clock. */
export interface ChangeScope {
  readonly id: string;
  readonly store: SessionStore;
  readonly now: number;
}

/** A stored game's refusal, as a value. */
export const refuse = <T>(
  code: SessionRefusal["code"],
  params?: SessionRefusal["params"],
): SessionOutcome<T> => fail(code, params);

/** The stored game as its replies describe it, at `now` (which says whether a ranked entry has closed). */
export function describeStored(
  { id, store, now }: ChangeScope,
  meta: SessionMeta,
  engine: AnyGameEngine,
  state: unknown,
): SessionSnapshot {
  return describeSession(
    id,
    meta,
    snapshot(engine, state),
    store.redoCount(meta.cursor),
    closedEntry(meta, now),
  );
}

/** One change to the position `state` of the game `meta` describes. */
export function applyChange(
  scope: ChangeScope,
  request: ChangeRequest,
  meta: SessionMeta,
  engine: AnyGameEngine,
  state: unknown,
): SessionOutcome<Changed> {
  switch (request.kind) {
    case "move":
      return moveIn(scope, meta, engine, state, request);
    case "undo":
      return undoIn(scope, meta, engine, state);
    case "redo":
      return redoIn(scope, meta, engine, state);
    case "resign":
      return resignIn(scope, meta, engine, state);
  }
}

/** Why no change at all can be made now (daily-entry.ts), as a refusal; `status`: the engine's. */
function frozen(meta: SessionMeta, status: GameStatus, now: number): SessionOutcome<never> | null {
  const reason = frozenReason(meta, status, now);
  return reason && fail(reason.code, reason.params);
}

/** The move a change names: itself, or the legal move listed under its number. */
function chosenIn(
  engine: AnyGameEngine,
  state: unknown,
  change: Change & { kind: "move" },
): SessionOutcome<JsonValue> {
  if (change.number === undefined) return ok(change.move);
  const legal = engine.legalMoves(state);
  if (legal.length === 0) return refuse("game_over", { status: engine.status(state) });
  const listed = legal[change.number - 1];
  if (listed === undefined) return refuse("no_such_move", { number: change.number, count: legal.length });
  return ok(listed as JsonValue);
}

function moveIn(
  scope: ChangeScope,
  meta: SessionMeta,
  engine: AnyGameEngine,
  state: unknown,
  change: Change & { kind: "move" },
): SessionOutcome<Changed> {
  const { store, now } = scope;
  const refused = frozen(meta, engine.status(state), now);
  if (refused) return refused;
  if (meta.cursor >= MAX_MOVES) return refuse("move_limit", { limit: MAX_MOVES });
  const chosen = chosenIn(engine, state, change);
  if (!chosen.ok) return chosen;
  const result = play(engine, state, chosen.value);
  if (!result.ok) return result;
  const { state: next, move, events } = result.value;
  const seq = meta.cursor + 1;
  store.play(
    {
      seq,
      move: JSON.stringify(move),
      events: JSON.stringify(events),
      score: engine.score(next),
      status: engine.status(next),
      state: engine.encode(next),
      playedAt: now,
    },
    meta.version + 1,
  );
  // The reply from the values in hand: the meta as written, the position just played.
  const value = {
    ...describeStored(scope, store.meta(), engine, next),
    move: move as JsonValue,
    events: events as JsonValue[],
  };
  return ok(value);
}

function undoIn(
  scope: ChangeScope,
  meta: SessionMeta,
  engine: AnyGameEngine,
  current: unknown,
): SessionOutcome<Changed> {
  const { store, now } = scope;
  const refused = frozen(meta, engine.status(current), now);
  if (refused) return refused;
  // A ranked entry of a game with hidden cards: going back would show what the stock holds.
  if (isRanked(meta) && engine.hasHiddenCards) return refuse("undo_not_allowed", { game: meta.game });
  if (meta.cursor === 0) return refuse("nothing_to_undo");
  // An export showed every hidden card: going back into play would be playing with them seen.
  if (meta.revealed) return refuse("game_revealed");
  const { undone, state } = store.undo(meta.version + 1, now);
  const value = {
    ...describeStored(scope, store.meta(), engine, decodeStored(engine, state)),
    move: JSON.parse(undone.move),
    events: [],
  };
  return ok(value);
}

function redoIn(
  scope: ChangeScope,
  meta: SessionMeta,
  engine: AnyGameEngine,
  current: unknown,
): SessionOutcome<Changed> {
  const { store, now } = scope;
  const refused = frozen(meta, engine.status(current), now);
  if (refused) return refused;
  const redone = store.redo(meta.version + 1, now);
  if (!redone) return refuse("nothing_to_redo");
  const state = decodeStored(engine, redone.state);
  const value = {
    ...describeStored(scope, store.meta(), engine, state),
    move: JSON.parse(redone.move),
    events: storedEvents(redone.events),
  };
  return ok(value);
}

/** The owner gives the game up: it is over, lost (a ranked entry reports it so). */
function resignIn(
  scope: ChangeScope,
  meta: SessionMeta,
  engine: AnyGameEngine,
  state: unknown,
): SessionOutcome<Changed> {
  const { store, now } = scope;
  const status = engine.status(state);
  const refused = frozen(meta, status, now);
  if (refused) return refused;
  if (status !== "playing") return refuse("game_over", { status });
  store.markResigned(meta.version + 1, now);
  return ok({ ...describeStored(scope, store.meta(), engine, state), events: [] });
}
