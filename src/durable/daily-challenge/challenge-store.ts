// The SQL of one daily challenge: its prepared deal (one row), its entries (one per player) and
// their counts (one row, kept with each entry and result). Every call is synchronous, so a check
// and its write cannot interleave with another request. No read scans the entries: counts come
// from their row, the leaderboard from the index on each finished entry's stored sort key, a
// page after the last key of the one before (keyset paging), so a page costs its rows whatever
// the number of entries.

import type { EntryCounts, EntryResult, UnlistedReason } from "./daily-types.ts";
import { addColumns, Schema, type SchemaStorage, type Steps } from "../migrations.ts";
import { bytes, hasTable, type Row } from "../sql-rows.ts";

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

export interface EntryRow {
  readonly playerId: string;
  readonly name: string;
  readonly sessionId: string;
  readonly enteredAt: number;
  readonly result: EntryResult["result"] | null;
  readonly score: number;
  readonly moves: number;
  readonly undos: number;
  readonly hints: number;
  readonly timeMs: number;
  readonly finishedAt: number;
  /** On the global board (else only in its player's streaks and leagues). */
  readonly listed: boolean;
  /** Why not, when not listed. */
  readonly unlisted: UnlistedReason | null;
}

/** Where a leaderboard page starts: after this sort key, whose entry had this rank. */
export interface BoardCursor {
  readonly key: string;
  readonly rank: number;
}

/**
 * The challenge's schema, step by step (never edit a step: add one). Step 1 makes the tables of
 * an empty database and brings a challenge stored before steps were numbered to them, whichever
 * earlier code stored it: entries' columns added since the first challenges, their sort keys
 * and counts made from the entries (when the counts have no row yet), the histogram of
 * standings made from the sort keys (when it is not there yet), and the old ranking index
 * (on result and finish time: no read uses it since entries have sort keys) dropped.
 *
 * Step 2 keeps why an entry is not listed (`unlisted`; the entries unlisted before it were so
 * for their player's age) and the counts of listed entries beside those of all (`tally`'s
 * `listed_*`, counted once from the entries, then kept with each entry and result).
 */
export const CHALLENGE_STEPS: Steps = [
  (sql) => {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS challenge (
        k INTEGER PRIMARY KEY CHECK (k = 1),
        game TEXT NOT NULL,
        date TEXT NOT NULL,
        scheme TEXT NOT NULL,
        candidate INTEGER NOT NULL,
        layout TEXT NOT NULL,
        pack TEXT NOT NULL,
        initial BLOB NOT NULL,
        proof TEXT NOT NULL,
        par INTEGER NOT NULL,
        salt TEXT NOT NULL,
        commitment TEXT NOT NULL,
        prepared_at INTEGER NOT NULL,
        prepare_ms INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS entries (
        player_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        session_id TEXT NOT NULL,
        entered_at INTEGER NOT NULL,
        result TEXT,
        score INTEGER NOT NULL DEFAULT 0,
        moves INTEGER NOT NULL DEFAULT 0,
        undos INTEGER NOT NULL DEFAULT 0,
        time_ms INTEGER NOT NULL DEFAULT 0,
        finished_at INTEGER NOT NULL DEFAULT 0,
        hints INTEGER NOT NULL DEFAULT 0,
        sort_key TEXT,
        listed INTEGER NOT NULL DEFAULT 1,
        client TEXT
      );
    `);
    addColumns(sql, "entries", {
      hints: "INTEGER NOT NULL DEFAULT 0",
      sort_key: "TEXT",
      listed: "INTEGER NOT NULL DEFAULT 1",
      client: "TEXT",
    });
    if (!hasTable(sql, "tally")) {
      // Entries from before sort keys (all of them listed then): each finished one's key, and
      // the counts, from the entries as they are (one scan, the last).
      for (const row of sql.exec<Row>("SELECT * FROM entries WHERE result IS NOT NULL").toArray()) {
        const entry = toEntry(row);
        sql.exec("UPDATE entries SET sort_key = ? WHERE player_id = ?", sortKey(entry), entry.playerId);
      }
      sql.exec(`
        CREATE TABLE tally (
          k INTEGER PRIMARY KEY CHECK (k = 1),
          total INTEGER NOT NULL,
          finished INTEGER NOT NULL,
          won INTEGER NOT NULL
        );
        INSERT INTO tally (k, total, finished, won)
          SELECT 1, count(*), count(result), count(CASE WHEN result = 'won' THEN 1 END) FROM entries;
      `);
    }
    if (!hasTable(sql, "histogram")) {
      sql.exec(`
        CREATE TABLE histogram (prefix TEXT PRIMARY KEY, n INTEGER NOT NULL);
        INSERT INTO histogram (prefix, n)
          SELECT substr(sort_key, 1, CASE WHEN sort_key LIKE '0%' THEN 13 ELSE 10 END), count(*)
          FROM entries WHERE sort_key IS NOT NULL GROUP BY 1;
      `);
    }
    sql.exec(`
      DROP INDEX IF EXISTS ranking;
      CREATE INDEX IF NOT EXISTS board ON entries (sort_key);
      CREATE INDEX IF NOT EXISTS by_client ON entries (client);
    `);
  },
  `ALTER TABLE entries ADD COLUMN unlisted TEXT;
   UPDATE entries SET unlisted = 'player_newer_than_challenge' WHERE listed = 0;
   ALTER TABLE tally ADD COLUMN listed_total INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE tally ADD COLUMN listed_finished INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE tally ADD COLUMN listed_won INTEGER NOT NULL DEFAULT 0;
   UPDATE tally SET
     listed_total = (SELECT count(*) FROM entries WHERE listed = 1),
     listed_finished = (SELECT count(*) FROM entries WHERE listed = 1 AND result IS NOT NULL),
     listed_won = (SELECT count(*) FROM entries WHERE listed = 1 AND result = 'won');`,
  // Step 3: standings counted by a Fenwick tree over bounded buckets (`ranks`), made from the
  // listed finished entries (one scan, once); the histogram, read whole by each standing (a
  // row per distinct result: 50,001 rows when results are crafted), dropped.
  (sql) => {
    sql.exec("CREATE TABLE ranks (i INTEGER PRIMARY KEY, n INTEGER NOT NULL)");
    const groups = sql
      .exec<Row>(
        "SELECT result, hints, moves, score, count(*) AS n FROM entries WHERE sort_key IS NOT NULL GROUP BY 1, 2, 3, 4",
      )
      .toArray();
    for (const g of groups) {
      const bucket = rankBucket({
        result: g.result === "won" ? "won" : "other",
        hints: Number(g.hints),
        moves: Number(g.moves),
        score: Number(g.score),
      });
      countIn(sql, bucket, Number(g.n));
    }
    sql.exec("DROP TABLE IF EXISTS histogram");
  },
];

/**
 * A standing's buckets: a win's hints and moves, another result's score, each capped at
 * BUCKET_CAP (beyond it, one bucket: ties). Numbered in the board's order from 1, so the
 * entries ahead of a bucket are a prefix sum, kept in a Fenwick tree of RANK_SLOTS slots: a
 * standing reads at most 2 × 25 + 1 of its rows and a finish writes at most 25, whatever the
 * number of entries or of distinct results.
 */
const BUCKET_CAP = 4095;
const WIN_SLOTS = (BUCKET_CAP + 1) ** 2;
export const RANK_SLOTS = 2 ** 25;

/** An entry's bucket (1-based, in the board's order); the order of buckets never contradicts the board's. */
export function rankBucket(e: {
  result: string | null;
  hints: number;
  moves: number;
  score: number;
}): number {
  const cap = (n: number) => Math.max(0, Math.min(Math.trunc(n), BUCKET_CAP));
  if (e.result === "won") {
    const hints = cap(e.hints);
    // Past the cap in hints, moves no longer order (the capped hints tie): the last bucket of wins.
    const moves = hints === BUCKET_CAP ? BUCKET_CAP : cap(e.moves);
    return 1 + hints * (BUCKET_CAP + 1) + moves;
  }
  return 1 + WIN_SLOTS + (BUCKET_CAP - cap(e.score));
}

/** Adds `n` entries to a bucket: the Fenwick tree's nodes that cover it, in one statement. */
function countIn(sql: SqlStorage, bucket: number, n: number): void {
  const nodes: number[] = [];
  for (let i = bucket; i <= RANK_SLOTS; i += i & -i) nodes.push(i);
  sql.exec(
    `INSERT INTO ranks (i, n) VALUES ${nodes.map(() => "(?, ?)").join(", ")}
     ON CONFLICT (i) DO UPDATE SET n = n + excluded.n`,
    ...nodes.flatMap((i) => [i, n]),
  );
}

/** The Fenwick nodes whose sum counts the entries in buckets 1 to `bucket`. */
function prefixNodes(bucket: number): number[] {
  const nodes: number[] = [];
  for (let i = bucket; i > 0; i -= i & -i) nodes.push(i);
  return nodes;
}

/**
 * The coarse part of a sort key that step 1's histogram counted (a win's hints and moves,
 * another result's score): one row per distinct value, which crafted results can make many.
 */
export const standingPrefix = (key: string): string => key.slice(0, key.startsWith("0") ? 13 : 10);

/** Where a finished, listed entry stands: its rank between `from` and `to` (ties in its bucket), of `of`. */
export interface Standing {
  readonly from: number;
  readonly to: number;
  readonly of: number;
}

const digits = (n: number, width: number) =>
  String(Math.max(0, Math.min(Math.trunc(n), 10 ** width - 1))).padStart(width, "0");

/**
 * A finished entry's place in the leaderboard's order as text that sorts as the board does:
 * wins first (fewer hints, then fewer moves, then fewer undos, then less time), then the rest
 * (higher score, then fewer moves); ties by who finished first, then player id, so the order is
 * total and every entry appears exactly once however pages are cut.
 */
export function sortKey(
  e: Omit<EntryRow, "name" | "sessionId" | "enteredAt" | "listed" | "unlisted">,
): string {
  const tail = `${digits(e.finishedAt, 15)}${e.playerId}`;
  if (e.result === "won")
    return `0${digits(e.hints, 6)}${digits(e.moves, 6)}${digits(e.undos, 6)}${digits(e.timeMs, 12)}${tail}`;
  // Scores are small and never negative in these games; kept within 9 digits either way.
  return `1${digits(999_999_999 - e.score, 9)}${digits(e.moves, 6)}${tail}`;
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

function toEntry(row: Row): EntryRow {
  return {
    playerId: String(row.player_id),
    name: String(row.name),
    sessionId: String(row.session_id),
    enteredAt: Number(row.entered_at),
    result: row.result === null ? null : (String(row.result) as EntryResult["result"]),
    score: Number(row.score),
    moves: Number(row.moves),
    undos: Number(row.undos),
    hints: Number(row.hints ?? 0),
    listed: Number(row.listed ?? 1) === 1,
    unlisted:
      Number(row.listed ?? 1) === 1
        ? null
        : ((row.unlisted as UnlistedReason | null) ?? "player_newer_than_challenge"),
    timeMs: Number(row.time_ms),
    finishedAt: Number(row.finished_at),
  };
}
