import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sortKey, standingPrefix, type EntryRow } from "../../src/durable/daily-challenge/challenge-order.ts";
import { CHALLENGE_STEPS } from "../../src/durable/daily-challenge/challenge-steps.ts";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import { LEAGUE_STEPS } from "../../src/durable/league/league.ts";
import { APPLIED_TABLE, appliedStep, Schema, type Steps } from "../../src/durable/migrations.ts";
import { PLAYER_STEPS } from "../../src/durable/player/player-store.ts";
import { QUOTA_STEPS } from "../../src/durable/quota/client-quota.ts";
import { SESSION_STEPS } from "../../src/durable/session/session-steps.ts";
import { SessionStore } from "../../src/durable/session/session-store.ts";
import { auth, bindings, clockedApi, newPlayer, okJson } from "./daily-helpers.ts";
import { change, changed, createSession, readHistory, readSession, stubOf } from "./session-helpers.ts";

// One migration mechanism for every store (src/durable/migrations.ts): a database made by the
// code before numbered steps, in any shape that code could leave, is brought by step 1 to the
// schema a fresh store has, losing nothing; a store opened on a database at its last step runs
// no DDL; the steps run once, in order, all or none.

type Sql = SqlStorage;

/** The project's tables and indexes: not SQLite's own, nor workerd's (alarms, key-value). */
const OURS = "name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";

/** The schema as the code relies on it: each table's columns (by name) and each index. */
function schemaOf(sql: Sql) {
  const objects = sql
    .exec<{ type: string; name: string; sql: string | null }>(
      `SELECT type, name, sql FROM sqlite_master WHERE ${OURS} ORDER BY type, name`,
    )
    .toArray();
  return objects.map(({ type, name, sql: text }) =>
    type === "table"
      ? {
          table: name,
          // By name: no read depends on the order of columns (every one names them).
          columns: sql
            .exec<Record<string, SqlStorageValue>>(`PRAGMA table_info(${name})`)
            .toArray()
            .map(({ name, type, notnull, dflt_value, pk }) => ({ name, type, notnull, dflt_value, pk }))
            .sort((a, b) => String(a.name).localeCompare(String(b.name))),
        }
      : { [type]: name, sql: (text ?? "").replace(/\s+/g, " ") },
  );
}

const tableNames = (sql: Sql) =>
  sql
    .exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND ${OURS} ORDER BY name`)
    .toArray()
    .map((row) => row.name);

/**
 * Turns a store's database back into a shape of earlier code: its rows read, every table
 * dropped (the step record with them), the old tables made by `oldSchema`, the rows written
 * back with the columns those tables have.
 */
function rewriteAsOld(sql: Sql, oldSchema: string): void {
  const rows = new Map(
    tableNames(sql).map((table) => [table, sql.exec(`SELECT * FROM ${table}`).toArray()] as const),
  );
  for (const table of rows.keys()) sql.exec(`DROP TABLE ${table}`);
  sql.exec(oldSchema);
  for (const table of tableNames(sql)) {
    const columns = sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((c) => c.name);
    for (const row of rows.get(table) ?? []) {
      sql.exec(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ...columns.map((c) => row[c] ?? null),
      );
    }
  }
}

/** The object's storage, with every SQL statement it is asked to run written down. */
function counting(storage: DurableObjectStorage) {
  const statements: string[] = [];
  const sql = new Proxy(storage.sql, {
    get(target, key) {
      if (key === "exec")
        return (query: string, ...bindings: SqlStorageValue[]) => {
          statements.push(query.trim());
          return target.exec(query, ...bindings);
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { storage: { sql, transactionSync: <T>(run: () => T) => storage.transactionSync(run) }, statements };
}

const isRead = (statement: string) => /^(SELECT|PRAGMA table_info)\b/i.test(statement);

/**
 * Opened again on a database at its last step, the steps run no more: reads only (the step
 * record), and the schema as it was.
 */
function expectNoSecondRun(storage: DurableObjectStorage, steps: Steps): void {
  const before = schemaOf(storage.sql);
  const { storage: watched, statements } = counting(storage);
  const schema = new Schema(watched, steps);
  expect(schema.isPresent()).toBe(true);
  expect(schema.applied).toBe(0);
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.filter((s) => !isRead(s))).toEqual([]);
  expect(schemaOf(storage.sql)).toEqual(before);
  expect(appliedStep(storage.sql)).toBe(steps.length);
}

describe("the migration mechanism", () => {
  const freshStub = () => bindings.CLIENT_QUOTAS.get(bindings.CLIENT_QUOTAS.newUniqueId());
  const counted = (runs: number[], i: number, table: string) => (sql: Sql) => {
    runs[i] = (runs[i] ?? 0) + 1;
    sql.exec(`CREATE TABLE ${table} (a INTEGER)`);
  };

  it("leaves an empty database empty until the first write, then runs each step once, in order", async () => {
    await runInDurableObject(freshStub(), (_, state) => {
      const runs: number[] = [];
      const order: string[] = [];
      const steps: Steps = [
        (sql) => (order.push("1"), counted(runs, 0, "one")(sql)),
        (sql) => (order.push("2"), counted(runs, 1, "two")(sql)),
      ];
      const probe = new Schema(state.storage, steps);
      expect(probe.isPresent()).toBe(false);
      expect(tableNames(state.storage.sql)).toEqual([]);
      probe.ensure();
      probe.ensure();
      expect(probe.isPresent()).toBe(true);
      expect(runs).toEqual([1, 1]);
      expect(order).toEqual(["1", "2"]);
      expect(appliedStep(state.storage.sql)).toBe(2);
      expect(tableNames(state.storage.sql)).toEqual([APPLIED_TABLE, "one", "two"]);

      // Opened again (a new instance): nothing runs, reads only.
      expectNoSecondRun(state.storage, steps);
      expect(runs).toEqual([1, 1]);
    });
  });

  it("applies only the steps added since, and a database made before steps were numbered from step 1", async () => {
    await runInDurableObject(freshStub(), (_, state) => {
      const sql = state.storage.sql;
      const runs: number[] = [];
      // Made by earlier code: a table, no step recorded.
      sql.exec("CREATE TABLE one (a INTEGER); INSERT INTO one VALUES (7)");
      const firstStep = (s: Sql) => {
        runs[0] = (runs[0] ?? 0) + 1;
        s.exec("CREATE TABLE IF NOT EXISTS one (a INTEGER)");
      };
      const opened = new Schema(state.storage, [firstStep]);
      expect([opened.isPresent(), opened.applied, runs]).toEqual([true, 1, [1]]);
      expect(appliedStep(sql)).toBe(1);

      const two = new Schema(state.storage, [firstStep, counted(runs, 1, "two")]);
      expect([two.applied, runs]).toEqual([1, [1, 1]]);
      expect(appliedStep(sql)).toBe(2);
      expect(sql.exec("SELECT a FROM one").toArray()).toEqual([{ a: 7 }]);

      // A database recorded past the last step known here (newer code wrote it): left as it is.
      const older = new Schema(state.storage, [firstStep]);
      expect([older.isPresent(), older.applied, runs]).toEqual([true, 0, [1, 1]]);
      expect(appliedStep(sql)).toBe(2);
    });
  });

  it("runs the steps all or none: a step that throws leaves the database as it was", async () => {
    await runInDurableObject(freshStub(), (_, state) => {
      const sql = state.storage.sql;
      const runs: number[] = [];
      new Schema(state.storage, [counted(runs, 0, "one")]).ensure();
      const failing: Steps = [
        counted(runs, 0, "one"),
        counted(runs, 1, "two"),
        (s) => {
          s.exec("INSERT INTO one VALUES (1)");
          throw new Error("step 3 fails");
        },
      ];
      expect(() => new Schema(state.storage, failing)).toThrow("step 3 fails");
      expect(tableNames(sql)).toEqual([APPLIED_TABLE, "one"]);
      expect(sql.exec("SELECT count(*) AS n FROM one").one().n).toBe(0);
      expect(appliedStep(sql)).toBe(1);
    });
  });

  it("is forgotten with the storage: after deleteAll the next write makes the tables again", async () => {
    await runInDurableObject(freshStub(), async (_, state) => {
      const runs: number[] = [];
      const schema = new Schema(state.storage, [counted(runs, 0, "one")]);
      schema.ensure();
      await state.storage.deleteAll();
      schema.forget();
      expect([schema.isPresent(), tableNames(state.storage.sql)]).toEqual([false, []]);
      schema.ensure();
      expect(runs).toEqual([2]);
      expect(appliedStep(state.storage.sql)).toBe(1);
    });
  });
});

// The shapes earlier code left, from the project's history: the first stored games' tables, and
// the columns each later version added by probing (in the order its probes added them).

const SESSION_TABLES_FIRST = `
  CREATE TABLE meta (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    game TEXT NOT NULL,
    deal INTEGER,
    layout TEXT,
    initial BLOB NOT NULL,
    owner_hash BLOB NOT NULL,
    version INTEGER NOT NULL,
    cursor INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE moves (
    seq INTEGER PRIMARY KEY,
    move TEXT NOT NULL,
    events TEXT NOT NULL,
    score INTEGER NOT NULL,
    status TEXT NOT NULL,
    state BLOB NOT NULL,
    played_at INTEGER NOT NULL
  );
  CREATE TABLE requests (
    key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    result TEXT NOT NULL,
    at INTEGER NOT NULL
  );
`;
const REVEALED = "ALTER TABLE meta ADD COLUMN revealed INTEGER NOT NULL DEFAULT 0;";
const DAILY_COLUMNS = `
  ALTER TABLE meta ADD COLUMN daily TEXT;
  ALTER TABLE meta ADD COLUMN undos INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE meta ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE meta ADD COLUMN reported INTEGER NOT NULL DEFAULT 0;
`;
const ANALYSIS = "CREATE TABLE analysis (version INTEGER PRIMARY KEY, result TEXT NOT NULL);";
const HINTS = "ALTER TABLE meta ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;";

const SESSION_SHAPES: Record<string, string> = {
  "the first stored games": SESSION_TABLES_FIRST,
  "with revealed": SESSION_TABLES_FIRST + REVEALED,
  "with the daily columns": SESSION_TABLES_FIRST + REVEALED + DAILY_COLUMNS,
  "with the analysis table": SESSION_TABLES_FIRST + REVEALED + DAILY_COLUMNS + ANALYSIS,
  "as the code before numbered steps made it":
    SESSION_TABLES_FIRST + REVEALED + DAILY_COLUMNS + ANALYSIS + HINTS,
};

describe("a stored game kept by earlier code", () => {
  it.each(Object.entries(SESSION_SHAPES))("%s: read, played and migrated once", async (_shape, oldSchema) => {
    const fresh = await createSession({ game: "maze", deal: 5 });
    const freshSchema = await runInDurableObject(stubOf(fresh.id), (_, state) => schemaOf(state.storage.sql));

    const created = await createSession({ game: "maze", deal: 77 });
    const moved = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    const history = await readHistory(created.id);
    await runInDurableObject(stubOf(created.id), (_, state) => rewriteAsOld(state.storage.sql, oldSchema));
    await evictDurableObject(stubOf(created.id));

    // Opened by a new instance: the same game, and it plays on (a move, an undo).
    const again = await readSession(created.id);
    expect([again.version, again.view, again.revealed]).toEqual([moved.version, moved.view, false]);
    expect(await readHistory(created.id)).toEqual(history);
    const next = await changed(
      await change(
        created.id,
        "moves",
        { move: again.legalMoves[0], version: again.version },
        created.ownerToken,
      ),
    );
    const undone = await changed(
      await change(created.id, "undo", { version: next.version }, created.ownerToken),
    );
    expect(undone.view).toEqual(moved.view);

    await runInDurableObject(stubOf(created.id), (_, state) => {
      expect(schemaOf(state.storage.sql)).toEqual(freshSchema);
      expect(appliedStep(state.storage.sql)).toBe(SESSION_STEPS.length);
      expect(state.storage.sql.exec("SELECT undos, hints, resigned FROM meta").one()).toEqual({
        undos: 1,
        hints: 0,
        resigned: 0,
      });
      expectNoSecondRun(state.storage, SESSION_STEPS);
      // The store itself, opened again: reads only.
      const { storage: watched, statements } = counting(state.storage);
      expect(new SessionStore(watched).exists()).toBe(true);
      expect(statements.filter((s) => !isRead(s))).toEqual([]);
    });
  });
});

// A challenge's shapes: the first challenges (entries without hints or sort keys, ranked by an
// index on result and finish time), sort keys and counts added, then listing and the client,
// then the histogram. A first challenge opened by the code before numbered steps lost its way
// halfway (listed and client added, then the histogram read sort keys that were not there).

const CHALLENGE_TABLES_FIRST = `
  CREATE TABLE challenge (
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
  CREATE TABLE entries (
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
  CREATE INDEX ranking ON entries (result, finished_at);
`;
const SORT_KEYS = `
  ALTER TABLE entries ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE entries ADD COLUMN sort_key TEXT;
  CREATE INDEX board ON entries (sort_key);
  CREATE TABLE tally (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    total INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    won INTEGER NOT NULL
  );
`;
const LISTED = `
  ALTER TABLE entries ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE entries ADD COLUMN client TEXT;
`;
const BY_CLIENT = "CREATE INDEX by_client ON entries (client);";
const HISTOGRAM = "CREATE TABLE histogram (prefix TEXT PRIMARY KEY, n INTEGER NOT NULL);";

interface ChallengeShape {
  readonly schema: string;
  /** What the shape's code kept beside the entries: sort keys, counts, histogram, listing. */
  readonly keeps: { sortKeys: boolean; histogram: boolean; listing: boolean };
}

const CHALLENGE_SHAPES: Record<string, ChallengeShape> = {
  "the first challenges": {
    schema: CHALLENGE_TABLES_FIRST,
    keeps: { sortKeys: false, histogram: false, listing: false },
  },
  "a first challenge left halfway by the code before numbered steps": {
    schema: CHALLENGE_TABLES_FIRST + LISTED,
    keeps: { sortKeys: false, histogram: false, listing: false },
  },
  "with sort keys and counts (migrated: the old index kept)": {
    schema: CHALLENGE_TABLES_FIRST + SORT_KEYS,
    keeps: { sortKeys: true, histogram: false, listing: false },
  },
  "a first challenge given listing first, then sort keys": {
    schema: CHALLENGE_TABLES_FIRST + LISTED + SORT_KEYS + BY_CLIENT,
    keeps: { sortKeys: true, histogram: false, listing: true },
  },
  "as the code before numbered steps made it": {
    schema: (CHALLENGE_TABLES_FIRST + SORT_KEYS + LISTED + BY_CLIENT + HISTOGRAM).replace(
      "CREATE INDEX ranking ON entries (result, finished_at);",
      "",
    ),
    keeps: { sortKeys: true, histogram: true, listing: true },
  },
};

type Entry = EntryRow;

const ENTRIES: Entry[] = [
  ["ada", "won", 52, 95, 1, 2, 400_000],
  ["bo", "won", 52, 88, 0, 0, 300_000],
  ["cy", "lost", 31, 120, 3, 0, 500_000],
  ["di", "lost", 12, 60, 0, 0, 200_000],
  ["ed", null, 0, 0, 0, 0, 0],
  ["flo", "won", 52, 101, 2, 1, 600_000],
].map(([id, result, score, moves, undos, hints, timeMs], i) => ({
  playerId: String(id),
  name: `Player ${String(id)}`,
  sessionId: `session-${String(id)}`,
  enteredAt: 1_800_000_000_000 + i,
  result: result as Entry["result"],
  score: Number(score),
  moves: Number(moves),
  undos: Number(undos),
  hints: Number(hints),
  timeMs: Number(timeMs),
  finishedAt: result === null ? 0 : 1_800_000_100_000 + Number(timeMs) + i,
  listed: true,
  unlisted: null,
}));

/** The entries as a shape's code would have kept them (no hints before hints were kept). */
function entriesOf(keeps: ChallengeShape["keeps"]): Entry[] {
  return ENTRIES.map((e) => ({
    ...e,
    hints: keeps.sortKeys ? e.hints : 0,
    // Listing came with the client: one entry unlisted where the shape keeps it (for its
    // player's age, the only reason then).
    listed: !(keeps.listing && e.playerId === "flo"),
    unlisted: keeps.listing && e.playerId === "flo" ? "player_newer_than_challenge" : null,
  }));
}

function fillChallenge(sql: Sql, shape: ChallengeShape): void {
  sql.exec(
    `INSERT INTO challenge VALUES (1, 'maze', '2027-03-01', 'test', 4, '{}', '[]', X'00', '[]', 90, 'salt', 'c', 1, 2)`,
  );
  const columns = new Set(
    sql
      .exec<{ name: string }>("PRAGMA table_info(entries)")
      .toArray()
      .map((c) => c.name),
  );
  for (const e of entriesOf(shape.keeps)) {
    sql.exec(
      `INSERT INTO entries (player_id, name, session_id, entered_at, result, score, moves, undos, time_ms, finished_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...[
        e.playerId,
        e.name,
        e.sessionId,
        e.enteredAt,
        e.result,
        e.score,
        e.moves,
        e.undos,
        e.timeMs,
        e.finishedAt,
      ],
    );
    if (columns.has("hints"))
      sql.exec("UPDATE entries SET hints = ? WHERE player_id = ?", e.hints, e.playerId);
    if (shape.keeps.listing)
      sql.exec(
        "UPDATE entries SET listed = ?, client = 'k' WHERE player_id = ?",
        e.listed ? 1 : 0,
        e.playerId,
      );
    if (shape.keeps.sortKeys && e.result !== null && e.listed)
      sql.exec("UPDATE entries SET sort_key = ? WHERE player_id = ?", sortKey(e), e.playerId);
  }
  if (shape.keeps.sortKeys)
    sql.exec(
      `INSERT INTO tally SELECT 1, count(*), count(result), count(CASE WHEN result = 'won' THEN 1 END) FROM entries`,
    );
  if (shape.keeps.histogram)
    for (const e of entriesOf(shape.keeps).filter((x) => x.result !== null && x.listed))
      sql.exec(
        "INSERT INTO histogram VALUES (?, 1) ON CONFLICT (prefix) DO UPDATE SET n = n + 1",
        standingPrefix(sortKey(e)),
      );
}

describe("a daily challenge kept by earlier code", () => {
  const challengeStub = (name: string) =>
    bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(`migration/${name}`));

  it.each(Object.entries(CHALLENGE_SHAPES))("%s: entries, board and counts kept", async (shape, old) => {
    const freshSchema = await runInDurableObject(challengeStub(`fresh ${shape}`), (_, state) => {
      new ChallengeStore(state.storage).saveChallenge(SAVED);
      return schemaOf(state.storage.sql);
    });
    await runInDurableObject(challengeStub(shape), (_, state) => {
      const sql = state.storage.sql;
      sql.exec(old.schema);
      fillChallenge(sql, old);
      const store = new ChallengeStore(state.storage);

      const kept = entriesOf(old.keeps);
      expect(store.challenge()).toMatchObject({ game: "maze", date: "2027-03-01", par: 90, candidate: 4 });
      for (const e of kept) expect(store.entry(e.playerId)).toEqual(e);
      // Listed and all (step 2 counted the listed ones from the entries).
      const flo = old.keeps.listing ? 1 : 0;
      expect(store.counts()).toEqual({
        total: 6 - flo,
        finished: 5 - flo,
        won: 3 - flo,
        all: { total: 6, finished: 5, won: 3 },
      });
      const board = kept
        .filter((e) => e.result !== null && e.listed)
        .sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
      expect(store.ranking(null, 10).map((e) => e.playerId)).toEqual(board.map((e) => e.playerId));
      board.forEach((e, i) =>
        expect(store.standing(e)).toEqual({ from: i + 1, to: i + 1, of: board.length }),
      );

      // It plays on: a new entry and its result are counted and ranked.
      store.addEntry("gus", "Gus", "session-gus", 1_800_000_000_100, null, "k2");
      const gus = { playerId: "gus", sessionId: "session-gus", result: "won" as const, score: 52 };
      expect(store.finish({ ...gus, moves: 80, undos: 0, hints: 0, startedAt: 0, finishedAt: 100_000 })).toBe(
        true,
      );
      expect(store.ranking(null, 1).map((e) => e.playerId)).toEqual(["gus"]);
      expect(store.counts()).toEqual({
        total: 7 - flo,
        finished: 6 - flo,
        won: 4 - flo,
        all: { total: 7, finished: 6, won: 4 },
      });
      expect(store.entriesBy("k2", 5)).toBe(1);

      expect(schemaOf(sql)).toEqual(freshSchema);
      expect(appliedStep(sql)).toBe(CHALLENGE_STEPS.length);
      expectNoSecondRun(state.storage, CHALLENGE_STEPS);
      const { storage: watched, statements } = counting(state.storage);
      expect(new ChallengeStore(watched).counts().all.total).toBe(7);
      expect(statements.filter((s) => !isRead(s))).toEqual([]);
    });
  });

  it("a challenge only probed by the first code (its tables made, no deal) opens as no challenge", async () => {
    await runInDurableObject(challengeStub("probed"), (_, state) => {
      state.storage.sql.exec(CHALLENGE_TABLES_FIRST);
      const store = new ChallengeStore(state.storage);
      expect([store.challenge(), store.counts(), store.ranking(null, 10)]).toEqual([
        null,
        { total: 0, finished: 0, won: 0, all: { total: 0, finished: 0, won: 0 } },
        [],
      ]);
      expect(appliedStep(state.storage.sql)).toBe(CHALLENGE_STEPS.length);
      // Its deal stored later, the challenge takes entries as a fresh one does.
      store.saveChallenge(SAVED);
      store.addEntry("ada", "Ada", "session-ada", 1);
      expect([store.challenge()?.date, store.counts().total]).toEqual([SAVED.date, 1]);
    });
  });
});

// A player's and a league's tables have one shape each since their first version: kept by the
// code before numbered steps, they had no step recorded.

const PLAYER_TABLES_FIRST = `
  CREATE TABLE player (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    token_hash BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE results (
    game TEXT NOT NULL,
    date TEXT NOT NULL,
    won INTEGER NOT NULL,
    score INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    PRIMARY KEY (game, date)
  );
`;
const LEAGUE_TABLES_FIRST = `
  CREATE TABLE league (
    k INTEGER PRIMARY KEY CHECK (k = 1),
    name TEXT NOT NULL,
    code_hash BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE members (
    player_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    joined_at INTEGER NOT NULL
  );
`;

interface LeagueJson {
  id: string;
  joinCode?: string;
  members: { name: string; number: number; maker: boolean }[];
}

describe("a player and a league kept by earlier code", () => {
  const playerStub = (id: string) => bindings.PLAYERS.get(bindings.PLAYERS.idFromName(id));
  const leagueStub = (id: string) => bindings.LEAGUES.get(bindings.LEAGUES.idFromString(id));

  it("keep their name, token, results, join code and members, and are migrated once", async () => {
    const now = Date.parse("2027-03-10T12:00:00Z");
    const api = clockedApi(now);
    const makeLeague = async (token: string, name: string) =>
      okJson<LeagueJson>(await api.post("/v1/leagues", { name }, auth(token)), 201);
    const fresh = await newPlayer(api, "Fresh");
    const freshLeague = await makeLeague(fresh.token, "Fresh club");
    const freshPlayerSchema = await runInDurableObject(playerStub(fresh.id), (_, s) =>
      schemaOf(s.storage.sql),
    );
    const freshLeagueSchema = await runInDurableObject(leagueStub(freshLeague.id), (_, s) =>
      schemaOf(s.storage.sql),
    );

    const ada = await newPlayer(api, "Ada");
    const club = await makeLeague(ada.token, "Club");
    await runInDurableObject(playerStub(ada.id), (_, state) => {
      rewriteAsOld(state.storage.sql, PLAYER_TABLES_FIRST);
      state.storage.sql.exec(
        "INSERT INTO results VALUES ('maze', '2027-03-09', 1, 52, 90, ?)",
        now - 86_400_000,
      );
    });
    await runInDurableObject(leagueStub(club.id), (_, state) =>
      rewriteAsOld(state.storage.sql, LEAGUE_TABLES_FIRST),
    );
    await evictDurableObject(playerStub(ada.id));
    await evictDurableObject(leagueStub(club.id));

    const profile = await okJson<{ name: string; games: Record<string, { played: number; won: number }> }>(
      await api.get(`/v1/players/${ada.id}`),
    );
    expect([profile.name, profile.games.maze?.played, profile.games.maze?.won]).toEqual(["Ada", 1, 1]);
    // Step 2 numbers the members in the order they joined and names the first the maker.
    expect((await okJson<LeagueJson>(await api.get(`/v1/leagues/${club.id}`))).members).toEqual([
      expect.objectContaining({ name: "Ada", number: 1, maker: true }),
    ]);
    // The join code's hash and the player's token hash survived: Bo joins, Ada makes another league.
    const bo = await newPlayer(api, "Bo");
    const joined = await okJson<LeagueJson>(
      await api.post(`/v1/leagues/${club.id}/members`, { code: club.joinCode }, auth(bo.token)),
    );
    expect(joined.members.map((m) => [m.number, m.name])).toEqual([
      [1, "Ada"],
      [2, "Bo"],
    ]);
    // The league kept no figures before step 2: a member's arrive when they join again (or
    // with their next result).
    await okJson(await api.post(`/v1/leagues/${club.id}/members`, { code: club.joinCode }, auth(ada.token)));
    const table = await okJson<{ games: { maze: { name: string; played: number; won: number }[] } }>(
      await api.get(`/v1/leagues/${club.id}/streaks`),
    );
    expect(table.games.maze.map((r) => [r.name, r.played, r.won])).toEqual([
      ["Ada", 1, 1],
      ["Bo", 0, 0],
    ]);
    await makeLeague(ada.token, "Second club");

    await runInDurableObject(playerStub(ada.id), (_, state) => {
      expect(schemaOf(state.storage.sql)).toEqual(freshPlayerSchema);
      expectNoSecondRun(state.storage, PLAYER_STEPS);
    });
    await runInDurableObject(leagueStub(club.id), (_, state) => {
      expect(schemaOf(state.storage.sql)).toEqual(freshLeagueSchema);
      expectNoSecondRun(state.storage, LEAGUE_STEPS);
    });
  });
});

describe("a league's streak figures kept before freezes (step 2)", () => {
  const leagueStub = (id: string) => bindings.LEAGUES.get(bindings.LEAGUES.idFromString(id));

  it("read as they were (no freezes banked) and take a member's freezes from the next report", async () => {
    const now = Date.parse("2027-03-10T12:00:00Z");
    const api = clockedApi(now);
    const ada = await newPlayer(api, "Ada");
    const club = await okJson<LeagueJson>(
      await api.post("/v1/leagues", { name: "Club" }, auth(ada.token)),
      201,
    );
    // Step 2's table: figures without freezes, a run of 8 up to 03-09 (still current on 03-10).
    await runInDurableObject(leagueStub(club.id), (_, state) => {
      const sql = state.storage.sql;
      sql.exec("ALTER TABLE streaks DROP COLUMN freezes");
      sql.exec(`UPDATE ${APPLIED_TABLE} SET step = 2`);
      sql.exec(
        "INSERT OR REPLACE INTO streaks VALUES (?, 'maze', 8, 8, 8, 8, '2027-03-09', '2027-03-09')",
        ada.id,
      );
    });
    await evictDurableObject(leagueStub(club.id));
    const table = await okJson<{
      games: { maze: { name: string; currentStreak: number; freezes: number }[] };
    }>(await api.get(`/v1/leagues/${club.id}/streaks`));
    expect(table.games.maze).toEqual([
      expect.objectContaining({ name: "Ada", currentStreak: 8, freezes: 0 }),
    ]);
    // Ada's next result sends figures with freezes: 8 dates played in a row bank one.
    const player = bindings.PLAYERS.get(bindings.PLAYERS.idFromName(ada.id));
    for (let day = 2; day <= 9; day++) {
      const date = `2027-03-0${day}`;
      await player.recordResult({
        game: "maze",
        date,
        won: true,
        score: 48,
        moves: 80,
        finishedAt: now - 86_400_000,
      });
    }
    const after = await okJson<{ games: { maze: { currentStreak: number; freezes: number }[] } }>(
      await api.get(`/v1/leagues/${club.id}/streaks`),
    );
    expect(after.games.maze).toEqual([expect.objectContaining({ currentStreak: 8, freezes: 1 })]);
    await runInDurableObject(leagueStub(club.id), (_, state) => {
      expect(appliedStep(state.storage.sql)).toBe(LEAGUE_STEPS.length);
      expectNoSecondRun(state.storage, LEAGUE_STEPS);
    });
  });
});

// A client's quota kept its counts from its first version, its sockets from a later one.

const QUOTA_SHAPES: Record<string, string> = {
  "counts only": "CREATE TABLE counts (kind TEXT PRIMARY KEY, hour INTEGER NOT NULL, n INTEGER NOT NULL);",
  "counts and sockets": `
    CREATE TABLE counts (kind TEXT PRIMARY KEY, hour INTEGER NOT NULL, n INTEGER NOT NULL);
    CREATE TABLE sockets (game TEXT PRIMARY KEY, client TEXT NOT NULL, n INTEGER NOT NULL);
  `,
};

describe("a client's quota kept by earlier code", () => {
  const quotaStub = (name: string) => bindings.CLIENT_QUOTAS.get(bindings.CLIENT_QUOTAS.idFromName(name));

  it.each(Object.entries(QUOTA_SHAPES))("%s: its counts go on", async (shape, oldSchema) => {
    const now = Date.now();
    const hour = Math.floor(now / 3_600_000);
    const freshStub = quotaStub(`fresh ${shape}`);
    const fresh = await freshStub.take("game", now);
    expect(fresh).toMatchObject({ ok: true, value: { remaining: expect.any(Number) } });
    const leftFresh = fresh.ok ? fresh.value.remaining : NaN;
    const freshSchema = await runInDurableObject(freshStub, (_, s) => schemaOf(s.storage.sql));

    const stub = quotaStub(shape);
    await runInDurableObject(stub, (_, state) => {
      state.storage.sql.exec(oldSchema);
      state.storage.sql.exec("INSERT INTO counts VALUES ('game', ?, 5)", hour);
    });
    await evictDurableObject(stub);
    // The 5 counted by earlier code count: 5 fewer left than in a fresh quota.
    expect(await stub.take("game", now)).toMatchObject({ ok: true, value: { remaining: leftFresh - 5 } });
    await runInDurableObject(stub, (_, state) => {
      expect(state.storage.sql.exec("SELECT kind, hour, n FROM counts").toArray()).toEqual([
        { kind: "game", hour, n: 6 },
      ]);
      expect(schemaOf(state.storage.sql)).toEqual(freshSchema);
      expectNoSecondRun(state.storage, QUOTA_STEPS);
    });
  });
});

const SAVED = {
  game: "maze",
  date: "2027-03-02",
  scheme: "test",
  candidate: 0,
  layoutJson: "{}",
  pack: [],
  initial: new Uint8Array(1),
  proofJson: "[]",
  par: 1,
  salt: "",
  commitment: "",
  preparedAt: 0,
  prepareMs: 0,
};
