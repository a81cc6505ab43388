// The stored game's SQLite schema, step by step (src/durable/migrations.ts).

import { addColumns, type Steps } from "../migrations.ts";

/**
 * The stored game's schema, step by step (never edit a step: add one). Step 1 makes the tables
 * of an empty database and brings a game stored before steps were numbered to them: the
 * columns and the analysis table added since the first stored games.
 */
export const SESSION_STEPS: Steps = [
  (sql) => {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (
        k INTEGER PRIMARY KEY CHECK (k = 1),
        game TEXT NOT NULL,
        deal INTEGER,
        layout TEXT,
        initial BLOB NOT NULL,
        owner_hash BLOB NOT NULL,
        version INTEGER NOT NULL,
        cursor INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        revealed INTEGER NOT NULL DEFAULT 0,
        daily TEXT,
        undos INTEGER NOT NULL DEFAULT 0,
        resigned INTEGER NOT NULL DEFAULT 0,
        reported INTEGER NOT NULL DEFAULT 0,
        hints INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS moves (
        seq INTEGER PRIMARY KEY,
        move TEXT NOT NULL,
        events TEXT NOT NULL,
        score INTEGER NOT NULL,
        status TEXT NOT NULL,
        state BLOB NOT NULL,
        played_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS analysis (
        version INTEGER PRIMARY KEY,
        result TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS requests (
        key TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        result TEXT NOT NULL,
        at INTEGER NOT NULL
      );
    `);
    // A game stored before a column existed gets it, with the value it implicitly had.
    addColumns(sql, "meta", {
      revealed: "INTEGER NOT NULL DEFAULT 0",
      daily: "TEXT",
      undos: "INTEGER NOT NULL DEFAULT 0",
      resigned: "INTEGER NOT NULL DEFAULT 0",
      reported: "INTEGER NOT NULL DEFAULT 0",
      hints: "INTEGER NOT NULL DEFAULT 0",
    });
  },
];
