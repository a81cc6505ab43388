import type { GameSnapshot } from "../../play/game-play.ts";
import { dailyFields } from "./daily-entry.ts";
import type { MoveRow, SessionMeta } from "./session-store.ts";
import type { JsonValue, SessionHistory, SessionSnapshot } from "./session-types.ts";

/**
 * The public state of a stored game: the engine's snapshot of its position, with what the
 * stored game adds (id, version, counts, resigning, its daily deal).
 */
export function describeSession(
  id: string,
  meta: SessionMeta,
  position: GameSnapshot,
  redoCount: number,
  closed = false,
): SessionSnapshot {
  // Engines' moves are flat JSON objects (the schemas in src/http/schemas say which).
  const seen = position as GameSnapshot & { legalMoves: JsonValue[] };
  // Resigning ends the game: lost, with nothing left to play. A ranked entry whose challenge
  // has closed stays as it stands, with nothing left to play either (every change is refused).
  const over = meta.resigned
    ? {
        status: "lost" as const,
        view: { ...seen.view, status: "lost" as const },
        legalMoves: [],
        moveSlots: [],
      }
    : closed
      ? { legalMoves: [], moveSlots: [] }
      : {};
  return {
    id,
    ...seen,
    ...over,
    resigned: meta.resigned,
    revealed: meta.revealed,
    ...dailyFields(meta),
    game: meta.game,
    version: meta.version,
    moveCount: meta.cursor,
    redoCount: redoable(meta, redoCount),
    createdAt: new Date(meta.createdAt).toISOString(),
    updatedAt: new Date(meta.updatedAt).toISOString(),
  };
}

/**
 * A move's events as stored. A win stored before every game ended with one event shape (by
 * the game that shows every card, the only one to send `won` then) holds
 * `{"type":"won","score":48}`: it reads as the `{"type":"ended","status":"won"}` of today.
 */
export function storedEvents(text: string): JsonValue[] {
  const events = JSON.parse(text) as JsonValue[];
  return events.map((e) =>
    e !== null && typeof e === "object" && !Array.isArray(e) && e.type === "won"
      ? { type: "ended", status: "won" }
      : e,
  );
}

/** The moves redo can play again: none once the game is resigned (it is over). */
const redoable = (meta: SessionMeta, redoCount: number): number => (meta.resigned ? 0 : redoCount);

/** One page of the line of play: `rows` as the store gives them, after some move. */
export function historyPage(
  id: string,
  meta: SessionMeta,
  rows: readonly MoveRow[],
  redoCount: number,
): SessionHistory {
  const moves = rows.map((row) => ({
    seq: row.seq,
    move: JSON.parse(row.move) as JsonValue,
    events: storedEvents(row.events),
    scoreAfter: row.score,
    // The status text the store wrote from the engine's.
    statusAfter: row.status as SessionSnapshot["status"],
    playedAt: new Date(row.playedAt).toISOString(),
  }));
  const last = moves.at(-1)?.seq;
  return {
    id,
    game: meta.game,
    version: meta.version,
    moveCount: meta.cursor,
    moves,
    redoCount: redoable(meta, redoCount),
    nextAfter: last !== undefined && last < meta.cursor ? last : null,
  };
}
