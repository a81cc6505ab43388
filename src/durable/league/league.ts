import { DurableObject } from "cloudflare:workers";
import { MAX_FREEZES, NO_STREAK, streakAt, type StreakFigures } from "../../daily/streaks.ts";
import { fail, ok, type Result } from "../../engine/result.ts";
import { GAME_IDS, isGameId, type GameId } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { MAX_LEAGUE_MEMBERS } from "../limits.ts";
import { sameHash } from "../owner-token.ts";
import { Schema, type Steps } from "../migrations.ts";
import type { Row } from "../sql-rows.ts";

// A league: a name, the hash of its join code (the code itself is shown once, to whoever made
// it or changed it last), its maker and its members, players who joined with the code, each
// with a number in the league (what the public read names them by, never their player id) and
// their streak figures per game, which each member's own record sends here with every result:
// the streak table is one read of this object.

export type LeagueErrorCode =
  | "unknown_league"
  | "wrong_join_code"
  | "league_full"
  | "league_exists"
  | "not_league_maker"
  | "not_a_member";

export interface LeagueMember {
  readonly playerId: string;
  /** The member's number in this league: given once, in the order they joined. */
  readonly number: number;
  readonly name: string;
  readonly joinedAt: number;
  readonly maker: boolean;
}

export interface LeagueFacts {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
  readonly members: readonly LeagueMember[];
}

/** One member's row of the streak table of one game. */
export interface StreakRow {
  readonly number: number;
  readonly name: string;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Freezes banked now. */
  readonly freezes: number;
  readonly played: number;
  readonly won: number;
}

export interface LeagueStreaks {
  readonly id: string;
  readonly name: string;
  readonly games: Readonly<Record<GameId, readonly StreakRow[]>>;
}

/**
 * The league's schema, step by step (never edit a step: add one). Step 1 is the tables as the
 * first leagues had them (`IF NOT EXISTS`: a league stored before steps were numbered has them).
 * Step 2: members numbered in the order they joined, the maker named (the first member), and
 * the members' streak figures (a member's arrive with their next result). Step 3: the freezes a
 * member had banked at their latest result (rows from before: none, until the next result).
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
  `ALTER TABLE members ADD COLUMN number INTEGER NOT NULL DEFAULT 0;
   UPDATE members SET number = (SELECT count(*) FROM members AS m
     WHERE m.joined_at < members.joined_at OR (m.joined_at = members.joined_at AND m.rowid <= members.rowid));
   CREATE UNIQUE INDEX member_number ON members (number);
   ALTER TABLE league ADD COLUMN maker TEXT;
   UPDATE league SET maker = (SELECT player_id FROM members ORDER BY number LIMIT 1);
   ALTER TABLE league ADD COLUMN next_number INTEGER NOT NULL DEFAULT 1;
   UPDATE league SET next_number = (SELECT COALESCE(max(number), 0) + 1 FROM members);
   CREATE TABLE streaks (
     player_id TEXT NOT NULL,
     game TEXT NOT NULL,
     played INTEGER NOT NULL,
     won INTEGER NOT NULL,
     best INTEGER NOT NULL,
     run INTEGER NOT NULL,
     last_won TEXT,
     last_played TEXT,
     PRIMARY KEY (player_id, game)
   );`,
  "ALTER TABLE streaks ADD COLUMN freezes INTEGER NOT NULL DEFAULT 0",
];

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isDateOrNull = (d: unknown) => d === null || (typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d));

/** Whether a report's figures are figures (they come from a player object, checked all the same). */
function isFigures(f: StreakFigures): boolean {
  return (
    isCount(f.played) &&
    isCount(f.won) &&
    isCount(f.best) &&
    isCount(f.run) &&
    isDateOrNull(f.lastWon) &&
    isDateOrNull(f.lastPlayed) &&
    // A player object of the code before freezes sends none.
    (f.freezes === undefined || (isCount(f.freezes) && f.freezes <= MAX_FREEZES))
  );
}

export class League extends DurableObject<Bindings> {
  /** Opened once per instance; the tables are made by `create` only (a probe creates nothing). */
  readonly #schema = new Schema(this.ctx.storage, LEAGUE_STEPS);

  /** The league's facts as they are now, or an unknown league. */
  #facts(): Result<LeagueFacts, LeagueErrorCode> {
    const sql = this.ctx.storage.sql;
    if (!this.#schema.isPresent()) return fail("unknown_league");
    const row = sql.exec<Row>("SELECT name, created_at, maker FROM league WHERE k = 1").toArray()[0];
    if (!row) return fail("unknown_league");
    const members = sql
      .exec<Row>("SELECT player_id, number, name, joined_at FROM members ORDER BY number")
      .toArray()
      .map((m) => ({
        playerId: String(m.player_id),
        number: Number(m.number),
        name: String(m.name),
        joinedAt: Number(m.joined_at),
        maker: m.player_id === row.maker,
      }));
    return ok({
      id: this.ctx.id.toString(),
      name: String(row.name),
      createdAt: Number(row.created_at),
      members,
    });
  }

  #add(playerId: string, name: string, now: number): void {
    const sql = this.ctx.storage.sql;
    const number = Number(sql.exec<Row>("SELECT next_number FROM league WHERE k = 1").one().next_number);
    sql.exec(
      "INSERT INTO members (player_id, number, name, joined_at) VALUES (?, ?, ?, ?)",
      playerId,
      number,
      name,
      now,
    );
    sql.exec("UPDATE league SET next_number = ? WHERE k = 1", number + 1);
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
    this.ctx.storage.sql.exec(
      "INSERT INTO league (k, name, code_hash, created_at, maker, next_number) VALUES (1, ?, ?, ?, ?, 1)",
      input.name,
      input.codeHash,
      input.now,
      input.founder.playerId,
    );
    this.#add(input.founder.playerId, input.founder.name, input.now);
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
    this.#add(input.playerId, input.name, input.now);
    return this.#facts();
  }

  /**
   * A member leaves (their streak figures with them). The maker may leave too: the role passes
   * to the member who joined first of those left.
   */
  leave(playerId: string): Result<LeagueFacts, LeagueErrorCode> {
    const facts = this.#facts();
    if (!facts.ok) return facts;
    const member = facts.value.members.find((m) => m.playerId === playerId);
    if (!member) return fail("not_a_member");
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      sql.exec("DELETE FROM members WHERE player_id = ?", playerId);
      sql.exec("DELETE FROM streaks WHERE player_id = ?", playerId);
      if (member.maker)
        sql.exec(
          "UPDATE league SET maker = (SELECT player_id FROM members ORDER BY number LIMIT 1) WHERE k = 1",
        );
    });
    return this.#facts();
  }

  /** The maker removes a member by number (the maker's own number: the maker leaves). */
  remove(makerId: string, number: number): Result<{ facts: LeagueFacts; removed: string }, LeagueErrorCode> {
    const facts = this.#facts();
    if (!facts.ok) return facts;
    if (!facts.value.members.some((m) => m.playerId === makerId && m.maker)) return fail("not_league_maker");
    const member = facts.value.members.find((m) => m.number === number);
    if (!member) return fail("not_a_member");
    const left = this.leave(member.playerId);
    return left.ok ? ok({ facts: left.value, removed: member.playerId }) : left;
  }

  /** The maker changes the join code: the old one stops working at once. */
  rotateCode(makerId: string, codeHash: Uint8Array): Result<LeagueFacts, LeagueErrorCode> {
    const facts = this.#facts();
    if (!facts.ok) return facts;
    if (!facts.value.members.some((m) => m.playerId === makerId && m.maker)) return fail("not_league_maker");
    this.ctx.storage.sql.exec("UPDATE league SET code_hash = ? WHERE k = 1", codeHash);
    return facts;
  }

  /**
   * A member's streak figures of one game, from their own record (with each result, and when
   * they join). Figures older than those kept (fewer results played) change nothing, so
   * reports that cross keep the newest.
   */
  report(playerId: string, game: string, f: StreakFigures): Result<{ kept: boolean }, LeagueErrorCode> {
    if (!this.#schema.isPresent()) return fail("unknown_league");
    const sql = this.ctx.storage.sql;
    if (sql.exec<Row>("SELECT 1 FROM members WHERE player_id = ?", playerId).toArray().length === 0)
      return fail("not_a_member");
    if (!isGameId(game) || !isFigures(f)) throw new Error("league report: not streak figures");
    const written = sql.exec(
      `INSERT INTO streaks (player_id, game, played, won, best, run, last_won, last_played, freezes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id, game) DO UPDATE SET played = excluded.played, won = excluded.won, best = excluded.best,
         run = excluded.run, last_won = excluded.last_won, last_played = excluded.last_played,
         freezes = excluded.freezes
       WHERE excluded.played >= streaks.played`,
      playerId,
      game,
      f.played,
      f.won,
      f.best,
      f.run,
      f.lastWon,
      f.lastPlayed,
      f.freezes ?? 0,
    );
    return ok({ kept: written.rowsWritten > 0 });
  }

  read(): Result<LeagueFacts, LeagueErrorCode> {
    return this.#facts();
  }

  /**
   * The streak table at `now`, from this league's own rows (a member with no figures yet has
   * zeros): per game, the members by current streak, then best streak, then dates won.
   */
  streaks(now: number): Result<LeagueStreaks, LeagueErrorCode> {
    const facts = this.#facts();
    if (!facts.ok) return facts;
    const kept = new Map<string, StreakFigures>();
    for (const r of this.ctx.storage.sql.exec<Row>("SELECT * FROM streaks").toArray()) {
      kept.set(`${String(r.game)} ${String(r.player_id)}`, {
        played: Number(r.played),
        won: Number(r.won),
        best: Number(r.best),
        run: Number(r.run),
        lastWon: r.last_won === null ? null : String(r.last_won),
        lastPlayed: r.last_played === null ? null : String(r.last_played),
        freezes: Number(r.freezes),
      });
    }
    const games = Object.fromEntries(
      GAME_IDS.map((game) => {
        const rows = facts.value.members.map((m) => {
          const f = kept.get(`${game} ${m.playerId}`) ?? NO_STREAK;
          const { current, freezes } = streakAt(f, now);
          return {
            number: m.number,
            name: m.name,
            currentStreak: current,
            bestStreak: f.best,
            freezes,
            played: f.played,
            won: f.won,
          };
        });
        rows.sort(
          (a, b) => b.currentStreak - a.currentStreak || b.bestStreak - a.bestStreak || b.won - a.won,
        );
        return [game, rows];
      }),
    ) as Record<GameId, StreakRow[]>;
    return ok({ id: facts.value.id, name: facts.value.name, games });
  }
}
