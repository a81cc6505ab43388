// The daily leaderboard's reads and writes at 1,000, 100,000 and 1,000,000 finished entries, on
// the project's own store (src/durable/daily-challenge/challenge-store.ts, the SQL a challenge's Durable Object
// runs) over Node's built-in SQLite (node:sqlite, in memory) through a small storage adapter.
// Prints JSON lines {"name","value","unit"}:
//   daily.leaderboard.read_ms_p50/p99.<n>  a page of 50 (first or 90% deep, alternately) + the counts;
//   daily.leaderboard.rows_read.<n>     rows those reads returned (node:sqlite has no rowsRead:
//                                       test/worker/leaderboard-scale.test.ts asserts workerd's);
//   daily.leaderboard.plan              SQLite's plan for a page: a search of the sort key's index;
//   daily.entry.finish_ms_p50/p99.<n>   an entry and its result written (two statements each).
// Wall-clock times on a shared machine: compare the sizes within one run.
import { DatabaseSync } from "node:sqlite";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import { transactionSyncOf } from "./sqlite-transaction.mjs";

const SIZES = (process.env.BENCH_BOARD_SIZES ?? "1000,100000,1000000").split(",").map(Number);
const READS = 400;
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

/**
 * Enough of a Durable Object's storage for the store: `sql.exec` with cursors (toArray, one,
 * rowsRead) and `transactionSync` (a savepoint, so it nests as workerd's does).
 */
function storageOf(db) {
  const transactionSync = transactionSyncOf(db);
  return { sql: sqlStorage(db), transactionSync };
}

/** Enough of SqlStorage for the store: exec, and cursors with toArray, one and rowsRead. */
function sqlStorage(db) {
  const statements = new Map();
  const cursor = (rows, rowsRead, rowsWritten) => ({
    toArray: () => rows,
    one: () => rows[0],
    rowsRead,
    rowsWritten,
  });
  return {
    rowsReturned: 0,
    exec(query, ...params) {
      if (query.split(";").filter((part) => part.trim()).length > 1) {
        db.exec(query);
        return cursor([], 0, 0);
      }
      let statement = statements.get(query);
      if (!statement) statements.set(query, (statement = db.prepare(query)));
      if (/^\s*(SELECT|PRAGMA)/i.test(query)) {
        const rows = statement.all(...params);
        this.rowsReturned += rows.length;
        return cursor(rows, rows.length, 0);
      }
      return cursor([], 0, Number(statement.run(...params).changes));
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
let seed = 7;
const random = (n) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};
const entryOf = (i) => {
  const won = random(3) > 0;
  const finishedAt = 1_800_000_000_000 + random(80_000_000);
  const timeMs = 1000 * (60 + random(600));
  return {
    playerId: `p${String(i).padStart(8, "0")}`,
    sessionId: `s${i}`,
    result: won ? "won" : "lost",
    score: won ? 52 : random(50),
    moves: 80 + random(40),
    undos: random(3),
    hints: won ? random(4) : 0,
    startedAt: finishedAt - timeMs,
    finishedAt,
  };
};

for (const size of SIZES) {
  const db = new DatabaseSync(":memory:");
  const storage = storageOf(db);
  const sql = storage.sql;
  const store = new ChallengeStore(storage);
  store.saveChallenge({
    ...{ game: "maze", date: "2027-01-01", scheme: "bench", candidate: 0, layoutJson: "{}", pack: [] },
    ...{
      initial: new Uint8Array(1),
      proofJson: "[]",
      par: 1,
      salt: "",
      commitment: "",
      preparedAt: 0,
      prepareMs: 0,
    },
  });
  db.exec("BEGIN");
  for (let i = 0; i < size; i++) {
    const e = entryOf(i);
    store.addEntry(e.playerId, e.playerId, e.sessionId, e.startedAt);
    store.finish(e);
  }
  db.exec("COMMIT");
  const deepKey = db
    .prepare("SELECT sort_key FROM entries ORDER BY sort_key LIMIT 1 OFFSET ?")
    .get(Math.floor(size * 0.9)).sort_key;
  const times = [];
  sql.rowsReturned = 0;
  for (let r = 0; r < READS; r++) {
    const t0 = performance.now();
    store.counts();
    store.ranking(r % 2 === 0 ? null : deepKey, 51);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  emit(`daily.leaderboard.read_ms_p50.${size}`, Number(quantile(times, 0.5).toFixed(3)), "ms");
  emit(`daily.leaderboard.read_ms_p99.${size}`, Number(quantile(times, 0.99).toFixed(3)), "ms");
  emit(`daily.leaderboard.rows_read.${size}`, sql.rowsReturned / READS, "rows");
  if (size === SIZES.at(-1)) {
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT * FROM entries WHERE sort_key > ? ORDER BY sort_key LIMIT ?")
      .all(deepKey, 51)
      .map((row) => row.detail)
      .join("; ");
    emit("daily.leaderboard.plan", plan, "text");
    const writes = [];
    for (let i = 0; i < 2000; i++) {
      const e = entryOf(size + i);
      const t0 = performance.now();
      store.addEntry(e.playerId, e.playerId, e.sessionId, e.startedAt);
      store.finish(e);
      writes.push(performance.now() - t0);
    }
    writes.sort((a, b) => a - b);
    emit(`daily.entry.finish_ms_p50.${size}`, Number(quantile(writes, 0.5).toFixed(3)), "ms");
    emit(`daily.entry.finish_ms_p99.${size}`, Number(quantile(writes, 0.99).toFixed(3)), "ms");
  }
  db.close();
}
