// The challenge's SQLite schema, step by step (src/durable/migrations.ts).

import { addColumns, type Steps } from "../migrations.ts";
import { hasTable, type Row } from "../sql-rows.ts";
import { countIn, rankBucket, sortKey, toEntry } from "./challenge-order.ts";

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
