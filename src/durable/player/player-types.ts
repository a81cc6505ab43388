import type { IsoDate } from "../../daily/calendar.ts";
import type { Result } from "../../engine/result.ts";
import type { GameId } from "../../games/registry.ts";

// The plain data a player's RPC methods take and return, and the one bound the routes
// document. Nothing here imports `cloudflare:*`, so the app stays importable from plain Node.

/** Results shown in a profile per game, newest first: five weeks of dailies (/play's calendar). */
export const RECENT_RESULTS = 35;

/**
 * A player's refusals. `player_exists` and `invalid_input` are callers' mistakes (an id made
 * twice, a call whose fields are not of their types, a report that is not a result): façades
 * treat them as internal errors.
 */
export type PlayerErrorCode =
  | "unknown_player"
  | "invalid_player_token"
  | "invalid_player_name"
  | "player_exists"
  | "invalid_input"
  | "idempotency_key_reused"
  | "too_many_leagues";

export type PlayerOutcome<T> = Result<T, PlayerErrorCode>;

export interface NewPlayer {
  /** The name the object is reached by (`PLAYERS.idFromName(id)`). */
  readonly id: string;
  /** The display name as the caller typed it: kept as `playerName` normalises it. */
  readonly name: string;
  /** SHA-256 of the player token: the token itself is never stored. */
  readonly tokenHash: Uint8Array;
  readonly now: number;
}

export interface PlayerIdentity {
  readonly id: string;
  readonly name: string;
}

/**
 * A player its token proved: with when it was made (epoch ms) and, when a date was asked about,
 * how many dailies of earlier dates it finished, counted up to ESTABLISHED_DAILIES (the board
 * of a game that hides cards lists established players only).
 */
export interface AuthenticatedPlayer extends PlayerIdentity {
  readonly since: number;
  readonly finishedBefore?: number;
}

export interface CreatedPlayer extends PlayerIdentity {
  /** ISO 8601 date-time. */
  readonly createdAt: string;
}

/** The end of one ranked entry, as the stored game that played it reports it. */
export interface ResultReport {
  readonly game: GameId;
  readonly date: IsoDate;
  readonly won: boolean;
  readonly score: number;
  readonly moves: number;
  /** Epoch milliseconds. */
  readonly finishedAt: number;
}

export interface RecordedResult extends ResultReport {
  /** True if this report was stored; false if the date already had one (returned unchanged). */
  readonly recorded: boolean;
}

export interface RecentResult {
  readonly date: IsoDate;
  readonly won: boolean;
  readonly score: number;
  readonly moves: number;
}

/** One game's record of a player. */
export interface GameRecord {
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Freezes banked now (see FREEZE_EVERY): each forgives one missed date. */
  readonly freezes: number;
  /** The latest dates a freeze covered, newest first (at most RECENT_RESULTS). */
  readonly frozen: readonly IsoDate[];
  readonly played: number;
  readonly won: number;
  /** The latest results, newest date first. */
  readonly recent: readonly RecentResult[];
}

export interface PlayerProfile extends CreatedPlayer {
  /** Every registered game, zeros for those never played. */
  readonly games: Readonly<Record<GameId, GameRecord>>;
}
