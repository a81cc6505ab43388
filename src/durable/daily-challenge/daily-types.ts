import type { GameId } from "../../games/registry.ts";
import type { BoardCursor, EntryRow, Standing } from "./challenge-order.ts";
import type { Created, JsonValue, SessionSnapshot } from "../session/session-types.ts";

// The plain data a daily challenge's RPC methods take and return (see session-types.ts).

export type DailyErrorCode =
  | "too_many_entries"
  | "challenge_not_open"
  | "challenge_closed"
  | "ranked_only_while_open"
  | "already_entered"
  | "no_entry"
  | "server_not_configured"
  | "challenge_not_ready";

/** Which challenge, and the caller's clock (epoch ms; tests move it). */
export interface ChallengeRef {
  readonly game: GameId;
  readonly date: string;
  readonly now: number;
}

/** How a ranked entry ended, as its stored game reports it (nothing else can). */
export interface EntryResult {
  readonly playerId: string;
  readonly sessionId: string;
  readonly result: "won" | "lost" | "resigned";
  readonly score: number;
  /** Moves on the line of play at the end. */
  readonly moves: number;
  readonly undos: number;
  /** Hints the stored game gave its owner (they count on the leaderboard). */
  readonly hints: number;
  readonly startedAt: number;
  readonly finishedAt: number;
}

/** What is revealed once the challenge has closed: enough to check the commitment and replay the win. */
export interface ChallengeReveal {
  readonly scheme: string;
  /** The candidate k whose deal was taken (k = 0, 1, … were tried in order). */
  readonly candidate: number;
  /** The starting layout as JSON text (the game's layout shape). */
  readonly layoutJson: string;
  /** The shuffled pack, card codes in dealing order. */
  readonly pack: readonly string[];
  readonly salt: string;
  /** The winning line found before publication; `par` is its length. */
  readonly proof: readonly JsonValue[];
}

export interface EntryTally {
  readonly total: number;
  readonly finished: number;
  readonly won: number;
}

/** A board's entries: those it lists, and `all` with the unlisted ones (ranked play all the same). */
export interface EntryCounts extends EntryTally {
  readonly all: EntryTally;
}

export interface ChallengeFacts {
  readonly game: GameId;
  readonly date: string;
  readonly status: "open" | "closed";
  readonly opensAt: number;
  readonly closesAt: number;
  readonly scheme: string;
  readonly par: number;
  readonly commitment: string;
  /** The public starting position (hidden cards hidden). */
  readonly start: Pick<SessionSnapshot, "view" | "score" | "status" | "legalMoves" | "moveSlots">;
  readonly entries: EntryCounts;
  /** Only once closed. */
  readonly reveal?: ChallengeReveal;
}

/** A ranked entry asked for: the player, when it was made, and the client it came from. */
export interface EntryRequest extends ChallengeRef {
  readonly playerId: string;
  readonly name: string;
  /** When the player was made (epoch ms): the board of a game that hides cards lists established players only. */
  readonly playerSince: number;
  /** Dailies of earlier dates the player finished, counted up to ESTABLISHED_DAILIES. */
  readonly finishedBefore: number;
  /**
   * The client's key (the board of a game that hides cards lists its first entry only) and how
   * many entries of this challenge it may make (no limit: no cap).
   */
  readonly client?: { readonly key: string; readonly limit?: number };
  /** The owner token an Idempotency-Key derives (or an MCP handle). */
  readonly ownerToken?: string;
  /** The stored game's object name (an MCP handle's), else a fresh id. */
  readonly gameName?: string;
}

/** One player's entry as the board sees it: its result and where it stands. */
export type EntryStanding = Pick<
  EntryRow,
  "playerId" | "name" | "result" | "score" | "moves" | "undos" | "hints" | "timeMs"
> & {
  /** Null when on the global board; else why not. */
  readonly unlisted: UnlistedReason | null;
  /** Finished and listed: its rank between `from` and `to` (ties of its hints and moves), of `of`. */
  readonly standing: Standing | null;
};

/**
 * Why an entry is not on the global board (it still counts for streaks and leagues), on a game
 * that hides cards: its player was made less than ESTABLISHED_DAYS before the date opened
 * (`player_too_new`), or has finished fewer than ESTABLISHED_DAILIES dailies of earlier dates
 * (`too_few_dailies`); another entry of its client key came first (`client_entered_before`); or
 * another entry of its client key was made while it was in play (`client_entered_meanwhile`:
 * that one could have learned the deal for it). `player_newer_than_challenge`: an entry stored
 * under the earlier rule (its player made after the date opened).
 */
export const UNLISTED_REASONS = [
  "player_too_new",
  "too_few_dailies",
  "client_entered_before",
  "client_entered_meanwhile",
  "player_newer_than_challenge",
] as const;
export type UnlistedReason = (typeof UNLISTED_REASONS)[number];

/** Whether a player's entry of a challenge is (or would be, if made now) on its global board. */
export interface Listing {
  /** The player has an entry of this challenge (then its own listing, which may change while in play). */
  readonly entered: boolean;
  readonly unlisted: UnlistedReason | null;
  /** Dailies of earlier dates the player finished, counted up to the number needed. */
  readonly finishedBefore: number;
}

export interface Entered {
  readonly session: Created;
  readonly playerId: string;
  readonly name: string;
  /** Null when the entry counts on the global board; else why not. */
  readonly unlisted: UnlistedReason | null;
}

export interface LeaderboardRow {
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  readonly result: EntryResult["result"];
  readonly score: number;
  readonly moves: number;
  readonly undos: number;
  readonly hints: number;
  readonly timeMs: number;
  readonly finishedAt: number;
  /** The entry's stored game, once the challenge has closed (its history shows the deal). */
  readonly sessionId?: string;
}

export interface Leaderboard {
  readonly game: GameId;
  readonly date: string;
  readonly status: "open" | "closed";
  readonly entries: EntryCounts;
  readonly rows: readonly LeaderboardRow[];
  /** Where the next page starts; null on the last. */
  readonly next: BoardCursor | null;
}
