// The SQL of one game's archive: a row per closed challenge (its par, counts and winner),
// written once by the scheduled handler after the date closes. Every read is a range of the
// primary key (the date): a page reads its rows and one more, however many days are kept.

import { Schema, type SchemaStorage } from "../migrations.ts";
import type { Row } from "../sql-rows.ts";
import { ARCHIVE_STEPS } from "./archive-steps.ts";
import type { ArchivedDay, ArchivePage, ArchiveWinner } from "./archive-types.ts";

export class ArchiveStore {
  readonly #sql: SqlStorage;
  readonly #schema: Schema;
  /** Rows the reads of this instance read (the SQL cursors' `rowsRead`): what a page costs. */
  #rowsRead = 0;

  constructor(storage: SchemaStorage) {
    this.#sql = storage.sql;
    this.#schema = new Schema(storage, ARCHIVE_STEPS);
  }

  /** Of `dates`, those the archive has no row of (reads at most one row per date asked). */
  missing(dates: readonly string[]): string[] {
    if (!this.#schema.isPresent() || dates.length === 0) return [...dates];
    const kept = new Set(
      this.#read(
        this.#sql.exec<Row>(
          `SELECT date FROM days WHERE date IN (${dates.map(() => "?").join(", ")})`,
          ...dates,
        ),
      ).map((row) => String(row.date)),
    );
    return dates.filter((date) => !kept.has(date));
  }

  /** Keeps a closed day (a day kept already is written again: the same facts). */
  record(day: ArchivedDay, now: number): void {
    this.#schema.ensure();
    const { entries: e } = day;
    this.#sql.exec(
      `INSERT OR REPLACE INTO days
         (date, par, total, finished, won, all_total, all_finished, all_won, winner, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      day.date,
      day.par,
      e.total,
      e.finished,
      e.won,
      e.all.total,
      e.all.finished,
      e.all.won,
      day.winner === null ? null : JSON.stringify(day.winner),
      now,
    );
  }

  /**
   * Days from `from` to `upTo` (both included), newest first, at most `limit`, and whether
   * older ones follow in that range: `limit + 1` rows read at most.
   */
  page(from: string, upTo: string, limit: number): ArchivePage {
    if (!this.#schema.isPresent()) return { days: [], more: false };
    const rows = this.#read(
      this.#sql.exec<Row>(
        "SELECT * FROM days WHERE date >= ? AND date <= ? ORDER BY date DESC LIMIT ?",
        from,
        upTo,
        limit + 1,
      ),
    );
    return { days: rows.slice(0, limit).map(toDay), more: rows.length > limit };
  }

  get rowsRead(): number {
    return this.#rowsRead;
  }

  #read(cursor: SqlStorageCursor<Row>): Row[] {
    const rows = cursor.toArray();
    this.#rowsRead += cursor.rowsRead;
    return rows;
  }
}

function toDay(row: Row): ArchivedDay {
  const n = (name: string) => Number(row[name] ?? 0);
  return {
    date: String(row.date),
    par: n("par"),
    entries: {
      total: n("total"),
      finished: n("finished"),
      won: n("won"),
      all: { total: n("all_total"), finished: n("all_finished"), won: n("all_won") },
    },
    winner: row.winner === null ? null : (JSON.parse(String(row.winner)) as ArchiveWinner),
  };
}
