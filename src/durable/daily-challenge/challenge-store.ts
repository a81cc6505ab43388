import type { AnyGameEngine } from "../../engine/index.ts";
// The SQL of one daily challenge: its prepared deal (one row), its entries (one per player) and
// their counts (one row, kept with each entry and result). Every call is synchronous, so a check
// and its write cannot interleave with another request. No read scans the entries: counts come
// from their row, the leaderboard from the index on each finished entry's stored sort key, a
// page after the last key of the one before (keyset paging), so a page costs its rows whatever
// the number of entries.

import type { EntryCounts, EntryResult, UnlistedReason } from "./daily-types.ts";
import { Schema, type SchemaStorage } from "../migrations.ts";
import { bytes, type Row } from "../sql-rows.ts";
import { CHALLENGE_STEPS } from "./challenge-steps.ts";
import {
  countIn,
  prefixNodes,
  rankBucket,
  RANK_SLOTS,
  sortKey,
  toEntry,
  type EntryRow,
  type Standing,
} from "./challenge-order.ts";

export interface StoredChallenge {
  readonly game: string;
  readonly date: string;
  readonly scheme: string;
  readonly candidate: number;
  readonly layoutJson: string;
  readonly pack: readonly string[];
  readonly initial: Uint8Array;
  readonly proofJson: string;
  readonly par: number;
  readonly salt: string;
  readonly commitment: string;
  readonly preparedAt: number;
  readonly prepareMs: number;
}

export class ChallengeStore {
  readonly #sql: SqlStorage;

  /** The tables, there once a challenge is stored. */
  readonly #schema: Schema;
  /** Rows the reads of this instance read (the SQL cursors' `rowsRead`): what the reads cost. */
  #rowsRead = 0;

  /**
   * Tables are made when a challenge is first stored: a challenge that is only probed (a
   * date not open yet, a server without its secret) creates nothing.
   */
  constructor(storage: SchemaStorage) {
    this.#sql = storage.sql;
    this.#schema = new Schema(storage, CHALLENGE_STEPS);
  }

  challenge(): StoredChallenge | null {
    if (!this.#schema.isPresent()) return null;
    const row = this.#read(this.#sql.exec<Row>("SELECT * FROM challenge WHERE k = 1"))[0];
    if (!row) return null;
    return {
      game: String(row.game),
      date: String(row.date),
      scheme: String(row.scheme),
      candidate: Number(row.candidate),
      layoutJson: String(row.layout),
      pack: JSON.parse(String(row.pack)) as string[],
      initial: bytes(row.initial),
      proofJson: String(row.proof),
      par: Number(row.par),
      salt: String(row.salt),
      commitment: String(row.commitment),
      preparedAt: Number(row.prepared_at),
      prepareMs: Number(row.prepare_ms),
    };
  }

  saveChallenge(c: StoredChallenge): void {
    this.#schema.ensure();
    this.#sql.exec(
      `INSERT OR IGNORE INTO challenge
         (k, game, date, scheme, candidate, layout, pack, initial, proof, par, salt, commitment, prepared_at, prepare_ms)
       VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.game,
      c.date,
      c.scheme,
      c.candidate,
      c.layoutJson,
      JSON.stringify(c.pack),
      c.initial,
      c.proofJson,
      c.par,
      c.salt,
      c.commitment,
      c.preparedAt,
      c.prepareMs,
    );
  }

  entry(playerId: string): EntryRow | undefined {
    if (!this.#schema.isPresent()) return undefined;
    const row = this.#read(this.#sql.exec<Row>("SELECT * FROM entries WHERE player_id = ?", playerId))[0];
    return row && toEntry(row);
  }

  /**
   * A new entry, and the count of entries with it (the same synchronous write); `unlisted`: why
   * it will not be on the global board once finished (null: it will); `client`: the key of the
   * client that made it (capped).
   */
  addEntry(
    playerId: string,
    name: string,
    sessionId: string,
    now: number,
    unlisted: UnlistedReason | null = null,
    client: string | null = null,
  ): void {
    this.#sql.exec(
      "INSERT INTO entries (player_id, name, session_id, entered_at, listed, unlisted, client) VALUES (?, ?, ?, ?, ?, ?, ?)",
      playerId,
      name,
      sessionId,
      now,
      unlisted === null ? 1 : 0,
      unlisted,
      client,
    );
    this.#sql.exec(
      "UPDATE tally SET total = total + 1, listed_total = listed_total + ? WHERE k = 1",
      unlisted === null ? 1 : 0,
    );
  }

  dropEntry(playerId: string): void {
    const entry = this.entry(playerId);
    if (!entry || entry.result !== null) return;
    this.#sql.exec("DELETE FROM entries WHERE player_id = ? AND result IS NULL", playerId);
    this.#sql.exec(
      "UPDATE tally SET total = total - 1, listed_total = listed_total - ? WHERE k = 1",
      entry.listed ? 1 : 0,
    );
  }

  /**
   * Takes off the global board `client`'s listed entries still in play (by its index: at most
   * the one listed entry a client has), for `reason`: another entry of the client began while
   * they were in play. Returns how many.
   */
  unlistInPlay(client: string, reason: UnlistedReason): number {
    const cursor = this.#sql.exec(
      "UPDATE entries SET listed = 0, unlisted = ? WHERE client = ? AND listed = 1 AND result IS NULL",
      reason,
      client,
    );
    const n = cursor.rowsWritten;
    if (n > 0) this.#sql.exec("UPDATE tally SET listed_total = listed_total - ? WHERE k = 1", n);
    return n;
  }

  /** Entries made by `client`, counted up to `most` (by its index: at most `most` rows read). */
  entriesBy(client: string, most: number): number {
    const rows = this.#read(
      this.#sql.exec<Row>(
        "SELECT count(*) AS n FROM (SELECT 1 FROM entries WHERE client = ? LIMIT ?)",
        client,
        most,
      ),
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Records how an entry ended, once: a later report for the same entry changes nothing. An
   * unlisted entry keeps no sort key: it is not on the global board.
   */
  finish(r: EntryResult): boolean {
    const timeMs = Math.max(0, r.finishedAt - r.startedAt);
    const key = sortKey({ ...r, timeMs });
    const cursor = this.#sql.exec<Row>(
      `UPDATE entries SET result = ?, score = ?, moves = ?, undos = ?, hints = ?, time_ms = ?, finished_at = ?,
         sort_key = CASE WHEN listed = 1 THEN ? END
       WHERE player_id = ? AND session_id = ? AND result IS NULL
       RETURNING sort_key`,
      r.result,
      r.score,
      r.moves,
      r.undos,
      r.hints,
      timeMs,
      r.finishedAt,
      key,
      r.playerId,
      r.sessionId,
    );
    const updated = cursor.toArray()[0];
    if (updated === undefined) return false;
    // A listed entry's standing: its bucket counted (an unlisted one kept no sort key).
    if (updated.sort_key !== null) countIn(this.#sql, rankBucket(r), 1);
    const won = r.result === "won" ? 1 : 0;
    this.#sql.exec(
      `UPDATE tally SET finished = finished + 1, won = won + ?,
         listed_finished = listed_finished + l.n, listed_won = listed_won + l.n * ?
       FROM (SELECT listed AS n FROM entries WHERE player_id = ?) AS l WHERE k = 1`,
      won,
      won,
      r.playerId,
    );
    return true;
  }

  /** Rows read so far by this instance's reads (a bench and a test measure a read's cost). */
  get rowsRead(): number {
    return this.#rowsRead;
  }

  #read(cursor: SqlStorageCursor<Row>): Row[] {
    const rows = cursor.toArray();
    this.#rowsRead += cursor.rowsRead;
    return rows;
  }

  /** The counts of entries, listed and all: one row. */
  counts(): EntryCounts {
    const none = { total: 0, finished: 0, won: 0 };
    if (!this.#schema.isPresent()) return { ...none, all: none };
    const row = this.#read(this.#sql.exec<Row>("SELECT * FROM tally WHERE k = 1"))[0];
    const n = (name: string) => Number(row?.[name] ?? 0);
    return {
      total: n("listed_total"),
      finished: n("listed_finished"),
      won: n("listed_won"),
      all: { total: n("total"), finished: n("finished"), won: n("won") },
    };
  }

  /**
   * Where a finished entry stands on the board, from the Fenwick tree alone: the entries in
   * buckets before its own, those of its bucket as ties, of all listed finished ones (rows
   * read: at most 51, never the entries, whatever the distribution of results).
   */
  standing(e: { result: string | null; hints: number; moves: number; score: number }): Standing {
    const bucket = rankBucket(e);
    const before = prefixNodes(bucket - 1);
    const upTo = prefixNodes(bucket);
    const wanted = [...new Set([...before, ...upTo, RANK_SLOTS])];
    const counts = new Map(
      this.#read(
        this.#sql.exec<Row>(
          `SELECT i, n FROM ranks WHERE i IN (${wanted.map(() => "?").join(", ")})`,
          ...wanted,
        ),
      ).map((row) => [Number(row.i), Number(row.n)]),
    );
    const sum = (nodes: number[]) => nodes.reduce((total, i) => total + (counts.get(i) ?? 0), 0);
    const ahead = sum(before);
    return { from: ahead + 1, to: ahead + Math.max(1, sum(upTo) - ahead), of: counts.get(RANK_SLOTS) ?? 0 };
  }

  /** Finished entries in leaderboard order, `limit` after `after`'s key (from the first without). */
  ranking(after: string | null, limit: number): EntryRow[] {
    if (!this.#schema.isPresent()) return [];
    const rows =
      after === null
        ? this.#sql.exec<Row>(
            "SELECT * FROM entries WHERE sort_key IS NOT NULL ORDER BY sort_key LIMIT ?",
            limit,
          )
        : this.#sql.exec<Row>(
            "SELECT * FROM entries WHERE sort_key > ? ORDER BY sort_key LIMIT ?",
            after,
            limit,
          );
    return this.#read(rows).map(toEntry);
  }
}

/** A challenge's start as its store keeps it, decoded by its game's engine. */
export function decodedStart(engine: AnyGameEngine, bytes: Uint8Array): unknown {
  const state = engine.decode(bytes);
  // Only this object wrote these bytes: failing to read them back is a bug, not bad input.
  if (!state.ok) throw new Error(`stored ${engine.id} challenge does not decode: ${state.error.code}`);
  return state.value;
}
