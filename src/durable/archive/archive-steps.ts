import type { Steps } from "../migrations.ts";

/**
 * The archive's schema, step by step (src/durable/migrations.ts; never edit a step: add one).
 * Step 1: one row per closed date, its primary key the date (`YYYY-MM-DD` sorts as the
 * calendar), so a page is a range of the key: its rows and one more, whatever the archive holds.
 */
export const ARCHIVE_STEPS: Steps = [
  `CREATE TABLE days (
     date TEXT PRIMARY KEY,
     par INTEGER NOT NULL,
     total INTEGER NOT NULL,
     finished INTEGER NOT NULL,
     won INTEGER NOT NULL,
     all_total INTEGER NOT NULL,
     all_finished INTEGER NOT NULL,
     all_won INTEGER NOT NULL,
     winner TEXT,
     recorded_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
];
