// The project's Durable Objects run in this process, for benches that time the Worker's own code
// (scripts/bench/mcp-cpu.mjs): each object's class over Node's built-in SQLite (node:sqlite, in
// memory), `cloudflare:workers` replaced by a base class, and a namespace whose stubs call the
// object's methods with their arguments and answers copied by structured clone, as an RPC call
// copies them. Not workerd: read figures from it as the Worker's code, beside each other.
/* global structuredClone */
import { createHash, randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { transactionSyncOf } from "./bench/sqlite-transaction.mjs";
import { asWorkerd } from "./workers-stand-ins.mjs";

/** A Durable Object's storage over an in-memory node:sqlite database. */
function storageOf(db) {
  const statements = new Map();
  const cursor = (rows) => ({
    toArray: () => rows,
    one: () => {
      if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
      return rows[0];
    },
    [Symbol.iterator]: () => rows.values(),
    get rowsWritten() {
      return 0;
    },
  });
  const sql = {
    exec(query, ...params) {
      if (query.split(";").filter((part) => part.trim()).length > 1) {
        db.exec(query);
        return cursor([]);
      }
      let statement = statements.get(query);
      if (!statement) {
        statement = db.prepare(query);
        statement.setReadBigInts(false);
        statements.set(query, statement);
      }
      if (/^\s*(SELECT|PRAGMA|WITH)|RETURNING/i.test(query))
        return cursor(statement.all(...params).map(asWorkerd));
      statement.run(...params);
      return cursor([]);
    },
    get databaseSize() {
      return 0;
    },
  };
  const values = new Map();
  let alarm = null;
  return {
    sql,
    kv: {
      get: (key) => values.get(key),
      put: (key, value) => void values.set(key, value),
      delete: (key) => values.delete(key),
    },
    transactionSync: transactionSyncOf(db),
    setAlarm: async (at) => void (alarm = at),
    getAlarm: async () => alarm,
    deleteAlarm: async () => void (alarm = null),
    deleteAll: async () => {},
  };
}

/** A stub: every method call copied in and out as RPC copies it, answered asynchronously. */
const stubOf = (object) =>
  new Proxy(object, {
    get(target, name) {
      const value = target[name];
      if (typeof value !== "function") return value;
      return async (...args) => structuredClone(await value.apply(target, structuredClone(args)));
    },
  });

/** A Durable Object namespace over `Class`, its objects made on first use and kept. */
export function namespaceOf(Class, env) {
  const objects = new Map();
  const idOf = (hex) => ({
    toString: () => hex,
    equals: (other) => other.toString() === hex,
    name: undefined,
  });
  return {
    idFromName: (name) => idOf(createHash("sha256").update(name).digest("hex")),
    idFromString: (hex) => {
      if (!/^[0-9a-f]{64}$/.test(hex)) throw new TypeError("Invalid Durable Object ID");
      return idOf(hex);
    },
    newUniqueId: () => idOf(randomBytes(32).toString("hex")),
    get(id) {
      const hex = id.toString();
      let stub = objects.get(hex);
      if (!stub) {
        const ctx = {
          id,
          storage: storageOf(new DatabaseSync(":memory:")),
          getWebSockets: () => [],
          getTags: () => [],
          setWebSocketAutoResponse: () => {},
          acceptWebSocket: () => {},
          waitUntil: () => {},
          blockConcurrencyWhile: (run) => run(),
        };
        objects.set(hex, (stub = stubOf(new Class(ctx, env))));
      }
      return stub;
    },
  };
}

/** The Worker's bindings with every Durable Object of the project in this process. */
export async function bindingsInProcess(vars = {}) {
  const env = { DEV_SECRETS: "on", RATE_LIMIT: "off", DAILY_CACHE: "off", ...vars };
  const classes = {
    GAME_SESSIONS: (await import("../src/durable/session/game-session.ts")).GameSession,
    DAILY_CHALLENGES: (await import("../src/durable/daily-challenge/daily-challenge.ts")).DailyChallenge,
    PLAYERS: (await import("../src/durable/player/player.ts")).Player,
    LEAGUES: (await import("../src/durable/league/league.ts")).League,
    CLIENT_QUOTAS: (await import("../src/durable/quota/client-quota.ts")).ClientQuota,
  };
  for (const [binding, Class] of Object.entries(classes)) env[binding] = namespaceOf(Class, env);
  return env;
}
