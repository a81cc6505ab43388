// The SQL of one player. Every call is synchronous: inside one RPC method of the
// (single-threaded) Durable Object, a read-check-write sequence cannot interleave with another.

import type { GameId } from "../../games/registry.ts";
import type { ResultReport } from "./player-types.ts";
import { Schema, type SchemaStorage, type Steps } from "../migrations.ts";
import { bytes, type Row } from "../sql-rows.ts";

export interface PlayerMeta {
  readonly id: string;
  readonly name: string;
  readonly tokenHash: Uint8Array;
  readonly createdAt: number;
}

/**
 * The player's schema, step by step (never edit a step: add one). Step 1 is the tables as the
 * first players had them (`IF NOT EXISTS`: a player stored before steps were numbered has them).
 * Step 2 indexes results by date: how many dailies of earlier dates a player finished is read
 * from it up to a small bound (`finishedBefore`), never by scanning the results.
 */
export const PLAYER_STEPS: Steps = [
  `CREATE TABLE IF NOT EXISTS player (
     k INTEGER PRIMARY KEY CHECK (k = 1),
     id TEXT NOT NULL,
     name TEXT NOT NULL,
     token_hash BLOB NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS results (
     game TEXT NOT NULL,
     date TEXT NOT NULL,
     won INTEGER NOT NULL,
     score INTEGER NOT NULL,
     moves INTEGER NOT NULL,
     finished_at INTEGER NOT NULL,
     PRIMARY KEY (game, date)
   );`,
  // Step 2: results by date (`finishedBefore` counts a few of them, never all).
  "CREATE INDEX IF NOT EXISTS results_by_date ON results (date)",
  // Step 3: the leagues the player is in (at most MAX_PLAYER_LEAGUES), told of each result.
  "CREATE TABLE leagues (id TEXT PRIMARY KEY)",
];

export class PlayerStore {
  readonly #sql: SqlStorage;
  readonly #schema: Schema;
  /** Whether this object holds a player: read once per instance, then kept by `create`. */
  #exists: boolean;

  /** Tables are made by `create` only: probing an unknown id must not bring storage into existence. */
  constructor(storage: SchemaStorage) {
    this.#sql = storage.sql;
    this.#schema = new Schema(storage, PLAYER_STEPS);
    this.#exists =
      this.#schema.isPresent() && this.#sql.exec<Row>("SELECT k FROM player").toArray().length > 0;
  }

  exists(): boolean {
    return this.#exists;
  }

  create(meta: PlayerMeta): void {
    this.#schema.ensure();
    this.#sql.exec(
      "INSERT INTO player (k, id, name, token_hash, created_at) VALUES (1, ?, ?, ?, ?)",
      meta.id,
      meta.name,
      meta.tokenHash,
      meta.createdAt,
    );
    this.#exists = true;
  }

  meta(): PlayerMeta {
    const row = this.#sql.exec<Row>("SELECT * FROM player WHERE k = 1").one();
    return {
      id: String(row.id),
      name: String(row.name),
      tokenHash: bytes(row.token_hash),
      createdAt: Number(row.created_at),
    };
  }

  result(game: GameId, date: string): ResultReport | undefined {
    const row = this.#sql
      .exec<Row>("SELECT * FROM results WHERE game = ? AND date = ?", game, date)
      .toArray()[0];
    return row && toResult(row);
  }

  addResult(result: ResultReport): void {
    this.#sql.exec(
      "INSERT INTO results (game, date, won, score, moves, finished_at) VALUES (?, ?, ?, ?, ?, ?)",
      result.game,
      result.date,
      result.won ? 1 : 0,
      result.score,
      result.moves,
      result.finishedAt,
    );
  }

  /**
   * Daily challenges of dates before `date` the player finished (any game; won, lost or
   * resigned), counted up to `most`: at most `most` index rows read, however long the record.
   */
  finishedBefore(date: string, most: number): number {
    const row = this.#sql
      .exec<Row>("SELECT count(*) AS n FROM (SELECT 1 FROM results WHERE date < ? LIMIT ?)", date, most)
      .one();
    return Number(row.n);
  }

  /** The leagues the player is in. */
  leagues(): string[] {
    return this.#sql
      .exec<Row>("SELECT id FROM leagues")
      .toArray()
      .map((row) => String(row.id));
  }

  addLeague(id: string): void {
    this.#sql.exec("INSERT OR IGNORE INTO leagues (id) VALUES (?)", id);
  }

  dropLeague(id: string): void {
    this.#sql.exec("DELETE FROM leagues WHERE id = ?", id);
  }

  /** When the player last did something kept: made, or finished a ranked entry. */
  lastActive(): number {
    const row = this.#sql.exec<Row>("SELECT max(finished_at) AS t FROM results").one();
    return Math.max(this.meta().createdAt, row.t === null ? 0 : Number(row.t));
  }

  /** After its storage was deleted: this object holds no player. */
  forget(): void {
    this.#exists = false;
    this.#schema.forget();
  }

  /** Every result of a game, newest date first (one a date: a few hundred a year at most). */
  results(game: GameId): ResultReport[] {
    return this.#sql
      .exec<Row>("SELECT * FROM results WHERE game = ? ORDER BY date DESC", game)
      .toArray()
      .map(toResult);
  }
}

function toResult(row: Row): ResultReport {
  return {
    // Written by addResult() from a registered id only.
    game: String(row.game) as GameId,
    date: String(row.date),
    won: Number(row.won) === 1,
    score: Number(row.score),
    moves: Number(row.moves),
    finishedAt: Number(row.finished_at),
  };
}
