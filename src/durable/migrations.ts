// One way for every store to set up and change its SQLite schema, after @cloudflare/actors'
// SQLSchemaMigrations: a store lists numbered steps (step n at index n - 1) and the database
// keeps the number of the last one applied, in a one-row table (workerd refuses
// `PRAGMA user_version`). Opening a database applies the steps after that number, in order, in
// one transaction; a database already at the last step runs no DDL (two reads). An empty
// database stays empty until the store has something to keep (`ensure`): asking for a game, a
// player or a challenge that is not there creates nothing.
//
// A step that has shipped is never edited: a change of schema is a new step at the end. Step 1
// of each store brings both an empty database and every shape the code before numbered steps
// left (tables made at once, columns added later by probes, no number kept) to one schema, so
// it probes (`addColumns`); later steps know what they start from and need not.

import { hasTable, type Row } from "./sql-rows.ts";

/** One step: SQL (statements separated by `;`), or code for what SQL alone cannot say. */
export type Step = string | ((sql: SqlStorage) => void);

/** A store's steps, step 1 first. */
export type Steps = readonly [Step, ...Step[]];

/** What a schema needs of a Durable Object's storage (node:sqlite stands in for it in the bench). */
export type SchemaStorage = Pick<DurableObjectStorage, "sql" | "transactionSync">;

/** The table that keeps the number of the last step applied (`_`: not one of the store's). */
export const APPLIED_TABLE = "_schema";

/** The number of the last step applied to this database: 0 if none is recorded. */
export function appliedStep(sql: SqlStorage): number {
  if (!hasTable(sql, APPLIED_TABLE)) return 0;
  const row = sql.exec<Row>(`SELECT step FROM ${APPLIED_TABLE} WHERE k = 1`).toArray()[0];
  return row === undefined ? 0 : Number(row.step);
}

/** Whether the database holds any table (workerd's own `_cf_` tables aside). */
const holdsTables = (sql: SqlStorage): boolean =>
  sql
    .exec<Row>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' LIMIT 1",
    )
    .toArray().length > 0;

/**
 * Applies the steps after `from` in one transaction (a step that throws leaves the database
 * as it was) and records the last one's number. Returns how many steps ran.
 */
function applySteps(storage: SchemaStorage, steps: Steps, from: number): number {
  if (from >= steps.length) return 0;
  return storage.transactionSync(() => {
    const sql = storage.sql;
    for (const step of steps.slice(from)) {
      if (typeof step === "string") sql.exec(step);
      else step(sql);
    }
    sql.exec(
      `CREATE TABLE IF NOT EXISTS ${APPLIED_TABLE} (k INTEGER PRIMARY KEY CHECK (k = 1), step INTEGER NOT NULL)`,
    );
    sql.exec(
      `INSERT INTO ${APPLIED_TABLE} (k, step) VALUES (1, ?) ON CONFLICT (k) DO UPDATE SET step = excluded.step`,
      steps.length,
    );
    return steps.length - from;
  });
}

/**
 * A store's schema, opened once per instance (in the object's or the store's constructor).
 * Opening brings a database that holds tables up to the last step; an empty one is left empty.
 * A database recorded past the last step (written by a newer version of the code) is left as
 * it is: steps only ever add.
 */
export class Schema {
  readonly #storage: SchemaStorage;
  readonly #steps: Steps;
  /** Whether the store's tables are there, at the last step. */
  #present: boolean;
  /** Steps this instance applied (a test counts them). */
  #applied = 0;

  constructor(storage: SchemaStorage, steps: Steps) {
    this.#storage = storage;
    this.#steps = steps;
    const from = appliedStep(storage.sql);
    this.#present = from > 0 || holdsTables(storage.sql);
    if (this.#present) this.#applied = applySteps(storage, steps, from);
  }

  /** Whether the store has its tables (it was made, and not deleted since). */
  isPresent(): boolean {
    return this.#present;
  }

  /** Before the store's first write: its tables, made by every step (once). */
  ensure(): void {
    if (this.#present) return;
    this.#applied += applySteps(this.#storage, this.#steps, appliedStep(this.#storage.sql));
    this.#present = true;
  }

  /** After the object's storage was deleted (`deleteAll`): no tables any more. */
  forget(): void {
    this.#present = false;
  }

  /** How many steps this instance applied. */
  get applied(): number {
    return this.#applied;
  }
}

/**
 * For step 1, catching up with the code before numbered steps: the columns `table` lacks,
 * added in the order given (each `name: type`, as a fresh table declares it).
 */
export function addColumns(sql: SqlStorage, table: string, columns: Readonly<Record<string, string>>): void {
  const have = new Set(
    sql
      .exec<Row>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((row) => String(row.name)),
  );
  for (const [name, type] of Object.entries(columns)) {
    if (!have.has(name)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  }
}
