// What every store of a Durable Object's SQLite database shares.

export type Row = Record<string, SqlStorageValue>;

/** A BLOB column as bytes (an absent or non-BLOB value as none). */
export const bytes = (value: SqlStorageValue | undefined): Uint8Array =>
  value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array();

/** Whether the database has this table (read from sqlite_master: asking creates nothing). */
export const hasTable = (sql: SqlStorage, name: string): boolean =>
  sql.exec<Row>("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length >
  0;
