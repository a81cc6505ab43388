// The SQL of one daily challenge: its prepared deal (one row) and its entries (one per player).
// Every call is synchronous, so a check and its write cannot interleave with another request.

import type { EntryCounts, EntryResult } from "./daily-types.ts";
import { bytes, hasTable, type Row } from "./sql-rows.ts";

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
  readonly timeMs: number;
  readonly finishedAt: number;
}

const SCHEMA = `
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
    finished_at INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS ranking ON entries (result, finished_at);
`;

/**
 * The leaderboard's order: wins first (fewer moves, then fewer undos, then less time), then
 * the rest (higher score, then fewer moves); ties by who finished first, then player id, so
 * the order is total and every entry appears exactly once however pages are cut.
 */
const RANKING = `
  ORDER BY (result = 'won') DESC,
    CASE WHEN result = 'won' THEN moves END ASC,
    CASE WHEN result = 'won' THEN undos END ASC,
    CASE WHEN result = 'won' THEN time_ms END ASC,
    CASE WHEN result <> 'won' THEN score END DESC,
    CASE WHEN result <> 'won' THEN moves END ASC,
    finished_at ASC, player_id ASC`;

export class ChallengeStore {
  readonly #sql: SqlStorage;

  /** Whether the tables are there: read once per instance, then kept by `saveChallenge`. */
  #ready: boolean;

  /**
   * Tables are made when a challenge is first stored: a challenge that is only probed (a
   * date not open yet, a server without its secret) creates nothing.
   */
  constructor(sql: SqlStorage) {
    this.#sql = sql;
    this.#ready = hasTable(sql, "challenge");
  }

  challenge(): StoredChallenge | null {
    if (!this.#ready) return null;
    const row = this.#sql.exec<Row>("SELECT * FROM challenge WHERE k = 1").toArray()[0];
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
    if (!this.#ready) this.#sql.exec(SCHEMA);
    this.#ready = true;
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
    if (!this.#ready) return undefined;
    const row = this.#sql.exec<Row>("SELECT * FROM entries WHERE player_id = ?", playerId).toArray()[0];
    return row && toEntry(row);
  }

  addEntry(playerId: string, name: string, sessionId: string, now: number): void {
    this.#sql.exec(
      "INSERT INTO entries (player_id, name, session_id, entered_at) VALUES (?, ?, ?, ?)",
      playerId,
      name,
      sessionId,
      now,
    );
  }

  dropEntry(playerId: string): void {
    this.#sql.exec("DELETE FROM entries WHERE player_id = ? AND result IS NULL", playerId);
  }

  /** Records how an entry ended, once: a later report for the same entry changes nothing. */
  finish(r: EntryResult): boolean {
    const cursor = this.#sql.exec(
      `UPDATE entries SET result = ?, score = ?, moves = ?, undos = ?, time_ms = ?, finished_at = ?
       WHERE player_id = ? AND session_id = ? AND result IS NULL`,
      r.result,
      r.score,
      r.moves,
      r.undos,
      Math.max(0, r.finishedAt - r.startedAt),
      r.finishedAt,
      r.playerId,
      r.sessionId,
    );
    return cursor.rowsWritten > 0;
  }

  counts(): EntryCounts {
    if (!this.#ready) return { total: 0, finished: 0, won: 0 };
    const row = this.#sql
      .exec<Row>(
        `SELECT count(*) AS total, count(result) AS finished,
                coalesce(sum(result = 'won'), 0) AS won FROM entries`,
      )
      .one();
    return { total: Number(row.total), finished: Number(row.finished), won: Number(row.won) };
  }

  /** Finished entries in leaderboard order. */
  ranking(offset: number, limit: number): EntryRow[] {
    if (!this.#ready) return [];
    return this.#sql
      .exec<Row>(`SELECT * FROM entries WHERE result IS NOT NULL ${RANKING} LIMIT ? OFFSET ?`, limit, offset)
      .toArray()
      .map(toEntry);
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
    timeMs: Number(row.time_ms),
    finishedAt: Number(row.finished_at),
  };
}
