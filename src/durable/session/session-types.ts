import type { GameStatus, PublicViewBase, Refusal, Result, RuleErrorCode } from "../../engine/index.ts";
import type { GameId } from "../../games/registry.ts";
import type { PlayOrigin } from "../../play/game-play.ts";
import type { DailyLink } from "./session-store.ts";

// The plain data a stored game's RPC methods return. The HTTP routes import these types
// only (`import type`), so the app stays importable from plain Node.

export type SessionErrorCode =
  | "unknown_session"
  | "not_owner"
  | "missing_owner_token"
  | "version_conflict"
  | "export_unavailable"
  | "idempotency_key_reused"
  | "nothing_to_undo"
  | "nothing_to_redo"
  | "move_limit"
  | "game_revealed"
  | "undo_not_allowed"
  | "challenge_closed"
  | "challenge_open"
  | "analysis_unavailable"
  | "owner_reveals"
  | "no_such_move";

/**
 * A stored game's refusal, never an exception: the façade maps `code` to its problem.
 * With version_conflict, `params.currentVersion` is the version to send next time.
 */
export type SessionRefusal = Refusal<SessionErrorCode | RuleErrorCode>;

/**
 * Moves and events as they cross the RPC boundary: flat JSON objects (RPC types drop
 * `unknown`, and a recursive JSON type is too deep for them).
 */
type Scalar = string | number | boolean | null;
export type JsonValue = {
  readonly [key: string]: Scalar | readonly Scalar[] | readonly (readonly Scalar[])[];
};

export type SessionOutcome<T> = Result<T, SessionErrorCode | RuleErrorCode>;

/** A conditional read: the reply's tag now, and the reply unless the caller named that tag (null). */
export interface Tagged<T> {
  readonly tag: string;
  readonly value: T | null;
}

/** The public state of a stored game: what anyone holding its id may see. */
export interface SessionSnapshot {
  readonly game: GameId;
  readonly view: PublicViewBase;
  readonly score: number;
  readonly status: PublicViewBase["status"];
  readonly legalMoves: readonly JsonValue[];
  /** The slots each legal move involves, source first, in the order of `legalMoves`. */
  readonly moveSlots: readonly (readonly number[])[];
  readonly origin: PlayOrigin;
  readonly custom: boolean;
  /** A ranked entry of a daily challenge: its date, its player and the undos taken so far. */
  readonly daily?:
    | {
        readonly date: string;
        readonly ranked: true;
        readonly playerId: string;
        readonly undos: number;
        readonly hints: number;
      }
    | { readonly date: string; readonly ranked: false };
  /** True when the owner resigned (the game is then over, lost). */
  readonly resigned: boolean;
  /** True once an export or analysis showed the deal of a game that hides cards (no undo then). */
  readonly revealed: boolean;
  readonly id: string;
  /** Grows by one with every change (create, move, undo, redo). */
  readonly version: number;
  /** Moves on the current line of play (undone moves not counted). */
  readonly moveCount: number;
  /** Undone moves that `redo` can play again. */
  readonly redoCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreateInput {
  readonly game: GameId;
  /** An Aisleriot deal number; without it (and without a layout) a random deal. */
  readonly deal?: number;
  /** A custom layout, as JSON text (its shape is the game's). */
  readonly layoutJson?: string;
  /** The deal options (validated, complete) of a game with variants; kept in its state. */
  readonly options?: Readonly<Record<string, string>>;
  /**
   * The owner credential, when the caller derives it from something it already holds (a
   * façade whose game handle is the capability); otherwise 256 new random bits.
   */
  readonly ownerToken?: string;
  /**
   * A creation the client may retry (an `Idempotency-Key`): the request's fingerprint. The
   * façade derives the object and the owner token from the key, so a retry reaches this game
   * again and gets its first reply; another request under the same key is refused.
   */
  readonly creation?: string;
  /**
   * A ranked entry of a daily challenge: the challenge's starting state (the engine's
   * encoding) and what ties the game to it.
   */
  readonly daily?: DailyLink & { readonly initial: Uint8Array };
  /** The façade's clock (epoch ms), as for changes. */
  readonly now?: number;
}

export interface Created extends SessionSnapshot {
  /** Shown once: only its SHA-256 is stored. */
  readonly ownerToken: string;
}

export interface ChangeInput {
  /** The bearer token as sent (may be wrong: the object checks it). */
  readonly ownerToken: string;
  readonly version: number;
  readonly idempotencyKey?: string;
  /** The façade's clock (epoch ms), so that tests can move it; the object's own otherwise. */
  readonly now?: number;
}

/**
 * The changes a stored game's owner can make. A move is the move itself, or its number in the
 * list of legal moves at `version` (1-based: the list a reply showed, which the version pins).
 */
export type Change =
  | { readonly kind: "move"; readonly move: JsonValue; readonly number?: undefined }
  | { readonly kind: "move"; readonly number: number; readonly move?: undefined }
  | { readonly kind: "undo" }
  | { readonly kind: "redo" }
  | { readonly kind: "resign" };
export type ChangeRequest = ChangeInput & Change;

export interface Changed extends SessionSnapshot {
  /** The move played (move, redo) or taken back (undo); absent when the owner resigned. */
  readonly move?: JsonValue;
  /** What happened: the move's events (move, redo); empty for undo. */
  readonly events: readonly JsonValue[];
}

/** The text `JSON.stringify` made of a `T`: a string that keeps the type of what it encodes. */
export type JsonText<T> = string & { readonly __encodes?: T };

/** `value` as JSON text, its type kept. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/**
 * A change as the REST façade sends it on: the JSON text of the `Changed` and its tag
 * (session-tag.ts), made by the object so that one string crosses back (a structured clone of
 * the whole game costs more) and the Worker passes it on without parsing or serialising it.
 */
export interface ChangedReply {
  /** `JSON.stringify` of the `Changed`. */
  readonly json: JsonText<Changed>;
  /** `snapshotTag` of the `Changed`: its ETag's opaque part. */
  readonly tag: string;
}

export interface HistoryEntry {
  /** 1-based position on the line of play. */
  readonly seq: number;
  readonly move: JsonValue;
  readonly events: readonly JsonValue[];
  readonly scoreAfter: number;
  readonly statusAfter: PublicViewBase["status"];
  readonly playedAt: string;
}

/** One page of the history. */
export interface SessionHistory {
  readonly id: string;
  readonly game: GameId;
  readonly version: number;
  /** Moves on the whole line of play (all pages). */
  readonly moveCount: number;
  readonly moves: HistoryEntry[];
  readonly redoCount: number;
  /** The `after` of the next page, or null on the last one. */
  readonly nextAfter: number | null;
}

/** What replays the game exactly: a deal number, or the starting layout (custom or random), and the moves. */
export interface SessionExport {
  readonly game: GameId;
  readonly origin: PlayOrigin;
  readonly deal?: number;
  /** The deal options of a game with variants (what `deal` and the moves replay with). */
  readonly options?: Readonly<Record<string, string>>;
  /** The custom layout, as JSON text (its shape is the game's). */
  readonly layoutJson?: string;
  readonly moves: readonly JsonValue[];
  readonly version: number;
  readonly status: GameStatus;
  readonly resigned: boolean;
  readonly score: number;
}

/** What live spectators receive after every change (and once on connecting). */
export interface LiveMessage extends SessionSnapshot {
  readonly type: "state";
  readonly change: "connected" | "sync" | "move" | "undo" | "redo" | "resign";
}

/** A solver's answer about one position of the game, moves as JSON. */
export interface SolverVerdict {
  readonly verdict: "winnable" | "unwinnable" | "unknown";
  /** A winning line from that position, when winnable. */
  readonly line: readonly JsonValue[] | null;
  readonly nodes: number;
}

/**
 * Post-game analysis: was the deal winnable from the start (with the solver's line); the
 * first move of the player's line after which the game could no longer be won, with a
 * winning line from just before it; whether the position now can still be won.
 */
export interface SessionAnalysis {
  readonly game: GameId;
  /** The version analysed: the analysis is kept until the game changes. */
  readonly version: number;
  readonly moveCount: number;
  readonly start: SolverVerdict;
  readonly now: SolverVerdict;
  /** Null when the line never turned from winnable to proven unwinnable (or that is undecided). */
  readonly turningPoint: {
    /** 1-based position of the move on the line of play. */
    readonly seq: number;
    readonly move: JsonValue;
    /** A winning line from the position before that move (its first move is the alternative). */
    readonly alternative: readonly JsonValue[];
  } | null;
  /** False when a solver's budget ran out on a position the answer depends on. */
  readonly decided: boolean;
  /** Positions visited by every solver call of this analysis. */
  readonly nodes: number;
  /**
   * False while the analysis goes on: a request spends at most one solve's worth, and the next
   * request goes on from what was found (the answers above are those known so far).
   */
  readonly complete: boolean;
}

/** A stored game's hint, as data: the façade writes its sentence (in card words, from `view`). */
export interface SessionHint {
  readonly game: GameId;
  /** The public view of the position the hint is for (hidden cards as `??`). */
  readonly view: PublicViewBase;
  readonly hint: {
    readonly move: JsonValue | null;
    readonly reason: string;
    /** The slots the move involves, source first (none without a move). */
    readonly slots: readonly number[];
    readonly params?: Readonly<Record<string, string | number>>;
  };
}
