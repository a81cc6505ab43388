import { DurableObject } from "cloudflare:workers";
import { fail, ok, type Result } from "../../engine/result.ts";
import type { Bindings } from "../../env.ts";
import { MAX_LEAGUE_MEMBERS } from "../limits.ts";
import { sameHash } from "../owner-token.ts";
import { Schema, type Steps } from "../migrations.ts";
import type { Row } from "../sql-rows.ts";

// A league: a name, the hash of its join code (the code itself is shown once, to whoever made
// it) and its members, players who joined with the code. Its boards are read fresh from the
// challenges and the players (a league is small): strangers' throwaway players are not in it.

export type LeagueErrorCode = "unknown_league" | "wrong_join_code" | "league_full" | "league_exists";

export interface LeagueMember {
  readonly playerId: string;
  readonly name: string;
  readonly joinedAt: number;
}

export interface LeagueFacts {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
  readonly members: readonly LeagueMember[];
}

/**
 * The league's schema, step by step (never edit a step: add one). Step 1 is the tables as the
 * first leagues had them (`IF NOT EXISTS`: a league stored before steps were numbered has them).
 */
export const LEAGUE_STEPS: Steps = [
  `CREATE TABLE IF NOT EXISTS league (
     k INTEGER PRIMARY KEY CHECK (k = 1),
     name TEXT NOT NULL,
     code_hash BLOB NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS members (
     player_id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     joined_at INTEGER NOT NULL
   );`,
];

export class League extends DurableObject<Bindings> {
  /** Opened once per instance; the tables are made by `create` only (a probe creates nothing). */
  readonly #schema = new Schema(this.ctx.storage, LEAGUE_STEPS);

  /** The league's facts as they are now, or an unknown league. */
  #facts(): Result<LeagueFacts, LeagueErrorCode> {
    const sql = this.ctx.storage.sql;
    if (!this.#schema.isPresent()) return fail("unknown_league");
    const row = sql.exec<Row>("SELECT name, created_at FROM league WHERE k = 1").toArray()[0];
    if (!row) return fail("unknown_league");
    const members = sql
      .exec<Row>("SELECT player_id, name, joined_at FROM members ORDER BY joined_at, rowid")
      .toArray()
      .map((m) => ({ playerId: String(m.player_id), name: String(m.name), joinedAt: Number(m.joined_at) }));
    return ok({
      id: this.ctx.id.toString(),
      name: String(row.name),
      createdAt: Number(row.created_at),
      members,
    });
  }

  /** Makes the league here, its maker its first member. */
  create(input: {
    name: string;
    codeHash: Uint8Array;
    founder: { playerId: string; name: string };
    now: number;
  }): Result<LeagueFacts, LeagueErrorCode> {
    if (this.#schema.isPresent()) return fail("league_exists");
    this.#schema.ensure();
    const sql = this.ctx.storage.sql;
    sql.exec(
      "INSERT INTO league (k, name, code_hash, created_at) VALUES (1, ?, ?, ?)",
      input.name,
      input.codeHash,
      input.now,
    );
    sql.exec(
      "INSERT INTO members (player_id, name, joined_at) VALUES (?, ?, ?)",
      input.founder.playerId,
      input.founder.name,
      input.now,
    );
    return this.#facts();
  }

  /** A player joins with the code (again: nothing changes); at most MAX_LEAGUE_MEMBERS. */
  join(input: {
    playerId: string;
    name: string;
    codeHash: Uint8Array;
    now: number;
  }): Result<LeagueFacts, LeagueErrorCode> {
    const facts = this.#facts();
    if (!facts.ok) return facts;
    const sql = this.ctx.storage.sql;
    const stored = sql.exec<Row>("SELECT code_hash FROM league WHERE k = 1").one().code_hash;
    if (!(stored instanceof ArrayBuffer) || !sameHash(new Uint8Array(stored), input.codeHash))
      return fail("wrong_join_code");
    if (facts.value.members.some((m) => m.playerId === input.playerId)) return facts;
    if (facts.value.members.length >= MAX_LEAGUE_MEMBERS)
      return fail("league_full", { limit: MAX_LEAGUE_MEMBERS });
    sql.exec(
      "INSERT INTO members (player_id, name, joined_at) VALUES (?, ?, ?)",
      input.playerId,
      input.name,
      input.now,
    );
    return this.#facts();
  }

  read(): Result<LeagueFacts, LeagueErrorCode> {
    return this.#facts();
  }
}
