// The SQL statements a stored game's change runs: the stored game's own object
// (src/durable/session/game-session.ts) over Node's built-in SQLite (node:sqlite, in memory)
// through a small storage adapter that writes down every `sql.exec`, `cloudflare:workers` and the
// runtime's WebSocket pair replaced by stand-ins. The count is a property of the code, not of the
// runtime: test/worker/sessions-statements.test.ts asserts the same in workerd. Prints JSON lines
// {"name","value","unit"}: sessions.<change>.sql_statements for a move, a move over undone
// moves, an undo, a redo and a read (each the most over 20 changes of a Maze and a Wall game).
import { DatabaseSync } from "node:sqlite";
import { transactionSyncOf } from "./sqlite-transaction.mjs";
import { asWorkerd } from "../workers-stand-ins.mjs";

const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

const { GameSession } = await import("../../src/durable/session/game-session.ts");

/** A Durable Object's SQL storage over node:sqlite, every statement written down in `seen`. */
function storageOf(db, seen) {
  const cursor = (rows) => ({
    toArray: () => rows,
    one: () => rows[0],
    [Symbol.iterator]: () => rows.values(),
  });
  const sql = {
    exec(query, ...params) {
      seen.push(query.trim());
      if (query.split(";").filter((part) => part.trim()).length > 1) {
        db.exec(query);
        return cursor([]);
      }
      const statement = db.prepare(query);
      statement.setReadBigInts(false);
      if (/^\s*(SELECT|PRAGMA)/i.test(query)) return cursor(statement.all(...params).map(asWorkerd));
      statement.run(...params);
      return cursor([]);
    },
  };
  const transactionSync = transactionSyncOf(db);
  let alarm = null;
  // The synchronous key-value storage (the parked alarm): its operations are counted beside the
  // SQL statements, as what they cost is a row of the object's database too.
  const values = new Map();
  const kv = {
    get: (key) => (seen.push(`kv.get ${key}`), values.get(key)),
    put: (key, value) => void (seen.push(`kv.put ${key}`), values.set(key, value)),
    delete: (key) => (seen.push(`kv.delete ${key}`), values.delete(key)),
  };
  return {
    sql,
    kv,
    transactionSync,
    setAlarm: async (at) => void (alarm = at),
    getAlarm: async () => alarm,
    deleteAlarm: async () => void (alarm = null),
    deleteAll: async () => {},
  };
}

/** A stored game's object on its own database, and the statements it runs. */
function objectOf(id) {
  const seen = [];
  const ctx = {
    id: { toString: () => id },
    storage: storageOf(new DatabaseSync(":memory:"), seen),
    getWebSockets: () => [],
    setWebSocketAutoResponse: () => {},
    acceptWebSocket: () => {},
  };
  return { object: new GameSession(ctx, { SESSION_TTL_SECONDS: "2592000" }), seen };
}

const most = { move: 0, move_over_redo: 0, undo: 0, redo: 0, read: 0 };
for (const [n, game] of [
  [1, "maze"],
  [2, "wall"],
]) {
  const { object, seen } = objectOf(`${n}`.padStart(64, "0"));
  const created = await object.create({ game, deal: 1000 + n, now: Date.now() });
  if (!created.ok) throw new Error(`create: ${created.error.code}`);
  const token = created.value.ownerToken;
  let at = created.value;
  const counted = async (name, request) => {
    seen.length = 0;
    const outcome = await object.change({ ownerToken: token, version: at.version, ...request });
    if (!outcome.ok) throw new Error(`${name}: ${outcome.error.code}`);
    most[name] = Math.max(most[name], seen.length);
    if (process.env.BENCH_SHOW) console.error(name, seen);
    at = outcome.value;
  };
  for (let i = 0; i < 20 && at.legalMoves.length > 0; i++) {
    await counted("move", { kind: "move", move: at.legalMoves[0] });
    if (i % 4 === 1 && game === "maze") {
      await counted("undo", { kind: "undo" });
      await counted("redo", { kind: "redo" });
      await counted("undo", { kind: "undo" });
      if (at.legalMoves.length > 0)
        await counted("move_over_redo", { kind: "move", move: at.legalMoves.at(-1) });
    }
    seen.length = 0;
    object.read();
    most.read = Math.max(most.read, seen.length);
  }
}
for (const [name, value] of Object.entries(most))
  emit(`sessions.${name}.sql_statements`, value, "statements");
