// The SQL of one stored game. Every call is synchronous: inside one RPC method of the
// (single-threaded) Durable Object, a read-check-write sequence cannot interleave with another.

import type { GameId } from "../../games/registry.ts";
import { Schema, type SchemaStorage } from "../migrations.ts";
import { SESSION_STEPS } from "./session-steps.ts";
import { bytes, type Row } from "../sql-rows.ts";

/** A ranked entry of a daily challenge: the server records its result. */
export const isRanked = (meta: Pick<SessionMeta, "daily">): boolean =>
  meta.daily !== null && meta.daily.playerId !== null;

export interface SessionMeta {
  readonly game: GameId;
  /** Null for a custom layout. */
  readonly deal: number | null;
  /** The custom layout as given (JSON), null for a deal. */
  readonly layout: string | null;
  readonly initial: Uint8Array;
  readonly ownerHash: Uint8Array;
  readonly version: number;
  /** How many moves are on the line of play; rows after it are the redo stack. */
  readonly cursor: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** True once an export has shown what the game hid: it can no longer go back into play. */
  readonly revealed: boolean;
  /** A ranked entry of a daily challenge, or null. */
  readonly daily: DailyLink | null;
  /** Undos taken (counted on ranked entries' leaderboard). */
  readonly undos: number;
  /** Hints given to the owner of a ranked entry in play (counted on its leaderboard). */
  readonly hints: number;
  /** The owner gave the game up: it is over, lost. */
  readonly resigned: boolean;
  /** A ranked entry's result has reached its challenge. */
  readonly reported: boolean;
}

/** What ties a game to a daily challenge's deal: a ranked entry (a player's), or a casual game. */
export interface DailyLink {
  readonly date: string;
  /** The player of a ranked entry; null for a casual game of the deal (never ranked). */
  readonly playerId: string | null;
  /** The challenge's Durable Object name. */
  readonly challenge: string;
  /** When the challenge closes (epoch ms): no ranked play after it. */
  readonly closesAt: number;
}

export interface MoveRow {
  readonly seq: number;
  readonly move: string;
  readonly events: string;
  readonly score: number;
  readonly status: string;
  readonly state: Uint8Array;
  readonly playedAt: number;
}

/**
 * Replies kept for Idempotency-Key retries, newest first: at most this many, and at most
 * KEPT_REPLY_BYTES of them in all (a reply is ~3 KB: the last twenty or so changes, far more
 * than a client's retry window needs; the newest is always kept). Without the byte bound a
 * game kept every keyed reply's full board for its whole life.
 */
const KEPT_REQUESTS = 200;
export const KEPT_REPLY_BYTES = 64 * 1024;

/**
 * The stored game's SQL, and what every request needs of it kept in memory. The object is its
 * storage's only writer, so the meta row, the encoded position at the cursor and the last
 * move's number are read once per instance (one statement) and written through: a move is an
 * INSERT and an UPDATE (and a DELETE only when there are moves to redo), an undo or a redo one
 * SELECT and one UPDATE, a read none.
 */
export class SessionStore {
  readonly #sql: SqlStorage;
  readonly #schema: Schema;
  /** What is stored, as of the last write; null when this object holds no game. */
  #game: Kept | null;

  /**
   * Opens the schema once per instance (the constructor runs before any request reaches the
   * object), bringing a game stored by earlier code up to date, and reads the stored game.
   * Tables are made by `create` only: probing an id that was never created (or has expired)
   * creates nothing.
   */
  constructor(storage: SchemaStorage) {
    this.#sql = storage.sql;
    this.#schema = new Schema(storage, SESSION_STEPS);
    this.#game = this.#schema.isPresent() ? this.#load() : null;
  }

  /** The meta row, the position at its cursor and the last move's number: one statement. */
  #load(): Kept | null {
    const row = this.#sql
      .exec<Row>(
        `SELECT meta.*, (SELECT state FROM moves WHERE seq = meta.cursor) AS current_state,
                (SELECT max(seq) FROM moves) AS last_seq
         FROM meta WHERE k = 1`,
      )
      .toArray()[0];
    if (row === undefined) return null;
    const meta = toMeta(row);
    return {
      meta,
      current: meta.cursor === 0 ? meta.initial : bytes(row.current_state),
      last: Number(row.last_seq ?? 0),
    };
  }

  /**
   * Reads the stored game again: after a transaction that failed (its writes were rolled back,
   * the memory may hold some of them).
   */
  reload(): void {
    this.#game = this.#schema.isPresent() ? this.#load() : null;
  }

  exists(): boolean {
    return this.#game !== null;
  }

  /** After the object's storage was deleted (`deleteAll`): no game here any more. */
  forget(): void {
    this.#game = null;
    this.#schema.forget();
  }

  #kept(): Kept {
    if (this.#game === null) throw new Error("no stored game here");
    return this.#game;
  }

  /** The meta row as it was written last (`update`: its new values). */
  #setMeta(update: Partial<SessionMeta>, current?: Uint8Array): void {
    const kept = this.#kept();
    this.#game = { ...kept, meta: { ...kept.meta, ...update }, current: current ?? kept.current };
  }

  create(meta: SessionMeta): void {
    this.#schema.ensure();
    this.#sql.exec(
      `INSERT INTO meta (k, game, deal, layout, initial, owner_hash, version, cursor, created_at, updated_at, daily)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      meta.game,
      meta.deal,
      meta.layout,
      meta.initial,
      meta.ownerHash,
      meta.version,
      meta.cursor,
      meta.createdAt,
      meta.updatedAt,
      meta.daily === null ? null : JSON.stringify(meta.daily),
    );
    this.#game = { meta, current: meta.initial, last: 0 };
  }

  meta(): SessionMeta {
    return this.#kept().meta;
  }

  markRevealed(): void {
    this.#sql.exec("UPDATE meta SET revealed = 1 WHERE k = 1");
    this.#setMeta({ revealed: true });
  }

  /** The analysis kept for this version of the game, if any. */
  analysis(version: number): string | undefined {
    const row = this.#sql.exec<Row>("SELECT result FROM analysis WHERE version = ?", version).toArray()[0];
    return row && String(row.result);
  }

  /** Keeps one analysis: the latest version's (older ones describe a line that changed). */
  keepAnalysis(version: number, result: string): void {
    this.#sql.exec("DELETE FROM analysis");
    this.#sql.exec("INSERT INTO analysis (version, result) VALUES (?, ?)", version, result);
  }

  countHint(): void {
    this.#sql.exec("UPDATE meta SET hints = hints + 1 WHERE k = 1");
    this.#setMeta({ hints: this.meta().hints + 1 });
  }

  markResigned(version: number, now: number): void {
    this.#sql.exec("UPDATE meta SET resigned = 1, version = ?, updated_at = ? WHERE k = 1", version, now);
    this.#setMeta({ resigned: true, version, updatedAt: now });
  }

  /** A new owner token's hash: the previous token stops working. */
  setOwnerHash(hash: Uint8Array): void {
    this.#sql.exec("UPDATE meta SET owner_hash = ? WHERE k = 1", hash);
    this.#setMeta({ ownerHash: hash });
  }

  markReported(): void {
    this.#sql.exec("UPDATE meta SET reported = 1 WHERE k = 1");
    this.#setMeta({ reported: true });
  }

  /** The encoded state after `cursor` moves (the initial state at 0, the current one from memory). */
  stateAt(cursor: number): Uint8Array {
    const { meta, current } = this.#kept();
    if (cursor === meta.cursor) return current;
    if (cursor === 0) return meta.initial;
    return this.move(cursor)!.state;
  }

  move(seq: number): MoveRow | undefined {
    const row = this.#sql.exec<Row>("SELECT * FROM moves WHERE seq = ?", seq).toArray()[0];
    return row && toMoveRow(row);
  }

  /** The moves on the line of play, in order: all of them, or `limit` after move `after`. */
  line(cursor: number, after = 0, limit = cursor): MoveRow[] {
    return this.#sql
      .exec<Row>("SELECT * FROM moves WHERE seq > ? AND seq <= ? ORDER BY seq LIMIT ?", after, cursor, limit)
      .toArray()
      .map(toMoveRow);
  }

  /** Moves stored after move `cursor` (the redo stack when `cursor` is the meta's). */
  redoCount(cursor: number): number {
    return Math.max(0, this.#kept().last - cursor);
  }

  /**
   * A new move after the cursor, and the cursor on it: the redo stack is dropped, as in every
   * undo/redo editor (a DELETE only when there is one).
   */
  play(row: MoveRow, version: number): void {
    const { meta, last } = this.#kept();
    if (last > meta.cursor) this.#sql.exec("DELETE FROM moves WHERE seq > ?", meta.cursor);
    this.#sql.exec(
      "INSERT INTO moves (seq, move, events, score, status, state, played_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      row.seq,
      row.move,
      row.events,
      row.score,
      row.status,
      row.state,
      row.playedAt,
    );
    this.#setCursor(row.seq, version, row.playedAt, row.state);
    this.#game = { ...this.#kept(), last: row.seq };
  }

  /**
   * The last move on the line taken back (counted as an undo): the move, and the position
   * before it, read in one statement.
   */
  undo(version: number, now: number): { readonly undone: MoveRow; readonly state: Uint8Array } {
    const { meta } = this.#kept();
    const rows = this.#sql
      .exec<Row>("SELECT * FROM moves WHERE seq IN (?, ?) ORDER BY seq DESC", meta.cursor, meta.cursor - 1)
      .toArray()
      .map(toMoveRow);
    const undone = rows[0]!;
    const state = meta.cursor === 1 ? meta.initial : rows[1]!.state;
    this.#setCursor(meta.cursor - 1, version, now, state, true);
    return { undone, state };
  }

  /** The next move of the redo stack played again, or undefined when there is none. */
  redo(version: number, now: number): MoveRow | undefined {
    const { meta, last } = this.#kept();
    if (last <= meta.cursor) return undefined;
    const redone = this.move(meta.cursor + 1);
    if (redone === undefined) return undefined;
    this.#setCursor(redone.seq, version, now, redone.state);
    return redone;
  }

  /** Moves the line-of-play pointer to the position `state` and counts the change (and an undo). */
  #setCursor(cursor: number, version: number, now: number, state: Uint8Array, undo = false): void {
    this.#sql.exec(
      `UPDATE meta SET cursor = ?, version = ?, updated_at = ?, undos = undos + ? WHERE k = 1`,
      cursor,
      version,
      now,
      undo ? 1 : 0,
    );
    const undos = this.meta().undos + (undo ? 1 : 0);
    this.#setMeta({ cursor, version, updatedAt: now, undos }, state);
  }

  reply(key: string): { fingerprint: string; result: string } | undefined {
    const row = this.#sql
      .exec<Row>("SELECT fingerprint, result FROM requests WHERE key = ?", key)
      .toArray()[0];
    return row && { fingerprint: String(row.fingerprint), result: String(row.result) };
  }

  keepReply(key: string, fingerprint: string, result: string, now: number): void {
    this.#sql.exec(
      "INSERT INTO requests (key, fingerprint, result, at) VALUES (?, ?, ?, ?)",
      key,
      fingerprint,
      result,
      now,
    );
    this.#sql.exec(
      `DELETE FROM requests WHERE rowid IN (
         SELECT rowid FROM (
           SELECT rowid, row_number() OVER newest AS n,
                  sum(length(CAST(key AS BLOB)) + length(CAST(fingerprint AS BLOB)) + length(CAST(result AS BLOB)))
                    OVER newest AS bytes
           FROM requests WINDOW newest AS (ORDER BY at DESC, rowid DESC))
         WHERE n > 1 AND (n > ? OR bytes > ?))`,
      KEPT_REQUESTS,
      KEPT_REPLY_BYTES,
    );
  }
}

function toMoveRow(row: Row): MoveRow {
  return {
    seq: Number(row.seq),
    move: String(row.move),
    events: String(row.events),
    score: Number(row.score),
    status: String(row.status),
    state: bytes(row.state),
    playedAt: Number(row.played_at),
  };
}

/** What the object keeps of its stored game between requests. */
interface Kept {
  readonly meta: SessionMeta;
  /** The encoded position after `meta.cursor` moves. */
  readonly current: Uint8Array;
  /** The number of the last move stored (0 without one): rows after the cursor are the redo stack. */
  readonly last: number;
}

function toMeta(row: Row): SessionMeta {
  return {
    // Written by create() from a registered id only.
    game: String(row.game) as GameId,
    deal: row.deal === null ? null : Number(row.deal),
    layout: row.layout === null ? null : String(row.layout),
    initial: bytes(row.initial),
    ownerHash: bytes(row.owner_hash),
    version: Number(row.version),
    cursor: Number(row.cursor),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    revealed: Number(row.revealed ?? 0) === 1,
    daily:
      row.daily === null || row.daily === undefined ? null : (JSON.parse(String(row.daily)) as DailyLink),
    undos: Number(row.undos ?? 0),
    hints: Number(row.hints ?? 0),
    resigned: Number(row.resigned ?? 0) === 1,
    reported: Number(row.reported ?? 0) === 1,
  };
}
