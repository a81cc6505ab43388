// An entry as the challenge keeps it, and the leaderboard's order as data: its sort key (text
// that sorts as the board does) and its standing's bucket, counted in a Fenwick tree, so a
// standing reads a bounded number of rows whatever the number of entries.

import type { EntryResult, UnlistedReason } from "./daily-types.ts";
import type { Row } from "../sql-rows.ts";

export interface EntryRow {
  readonly playerId: string;
  readonly name: string;
  readonly sessionId: string;
  readonly enteredAt: number;
  readonly result: EntryResult["result"] | null;
  readonly score: number;
  readonly moves: number;
  readonly undos: number;
  readonly hints: number;
  readonly timeMs: number;
  readonly finishedAt: number;
  /** On the global board (else only in its player's streaks and leagues). */
  readonly listed: boolean;
  /** Why not, when not listed. */
  readonly unlisted: UnlistedReason | null;
}

/** Where a leaderboard page starts: after this sort key, whose entry had this rank. */
export interface BoardCursor {
  readonly key: string;
  readonly rank: number;
}

/**
 * A standing's buckets: a win's hints and moves, another result's score, each capped at
 * BUCKET_CAP (beyond it, one bucket: ties). Numbered in the board's order from 1, so the
 * entries ahead of a bucket are a prefix sum, kept in a Fenwick tree of RANK_SLOTS slots: a
 * standing reads at most 2 × 25 + 1 of its rows and a finish writes at most 25, whatever the
 * number of entries or of distinct results.
 */
const BUCKET_CAP = 4095;
const WIN_SLOTS = (BUCKET_CAP + 1) ** 2;
export const RANK_SLOTS = 2 ** 25;

/** An entry's bucket (1-based, in the board's order); the order of buckets never contradicts the board's. */
export function rankBucket(e: {
  result: string | null;
  hints: number;
  moves: number;
  score: number;
}): number {
  const cap = (n: number) => Math.max(0, Math.min(Math.trunc(n), BUCKET_CAP));
  if (e.result === "won") {
    const hints = cap(e.hints);
    // Past the cap in hints, moves no longer order (the capped hints tie): the last bucket of wins.
    const moves = hints === BUCKET_CAP ? BUCKET_CAP : cap(e.moves);
    return 1 + hints * (BUCKET_CAP + 1) + moves;
  }
  return 1 + WIN_SLOTS + (BUCKET_CAP - cap(e.score));
}

/** Adds `n` entries to a bucket: the Fenwick tree's nodes that cover it, in one statement. */
export function countIn(sql: SqlStorage, bucket: number, n: number): void {
  const nodes: number[] = [];
  for (let i = bucket; i <= RANK_SLOTS; i += i & -i) nodes.push(i);
  sql.exec(
    `INSERT INTO ranks (i, n) VALUES ${nodes.map(() => "(?, ?)").join(", ")}
     ON CONFLICT (i) DO UPDATE SET n = n + excluded.n`,
    ...nodes.flatMap((i) => [i, n]),
  );
}

/** The Fenwick nodes whose sum counts the entries in buckets 1 to `bucket`. */
export function prefixNodes(bucket: number): number[] {
  const nodes: number[] = [];
  for (let i = bucket; i > 0; i -= i & -i) nodes.push(i);
  return nodes;
}

/**
 * The coarse part of a sort key that step 1's histogram counted (a win's hints and moves,
 * another result's score): one row per distinct value, which crafted results can make many.
 */
export const standingPrefix = (key: string): string => key.slice(0, key.startsWith("0") ? 13 : 10);

/** Where a finished, listed entry stands: its rank between `from` and `to` (ties in its bucket), of `of`. */
export interface Standing {
  readonly from: number;
  readonly to: number;
  readonly of: number;
}

const digits = (n: number, width: number) =>
  String(Math.max(0, Math.min(Math.trunc(n), 10 ** width - 1))).padStart(width, "0");

/**
 * A finished entry's place in the leaderboard's order as text that sorts as the board does:
 * wins first (fewer hints, then fewer moves, then fewer undos, then less time), then the rest
 * (higher score, then fewer moves); ties by who finished first, then player id, so the order is
 * total and every entry appears exactly once however pages are cut.
 */
export function sortKey(
  e: Omit<EntryRow, "name" | "sessionId" | "enteredAt" | "listed" | "unlisted">,
): string {
  const tail = `${digits(e.finishedAt, 15)}${e.playerId}`;
  if (e.result === "won")
    return `0${digits(e.hints, 6)}${digits(e.moves, 6)}${digits(e.undos, 6)}${digits(e.timeMs, 12)}${tail}`;
  // Scores are small and never negative in these games; kept within 9 digits either way.
  return `1${digits(999_999_999 - e.score, 9)}${digits(e.moves, 6)}${tail}`;
}

export function toEntry(row: Row): EntryRow {
  return {
    playerId: String(row.player_id),
    name: String(row.name),
    sessionId: String(row.session_id),
    enteredAt: Number(row.entered_at),
    result: row.result === null ? null : (String(row.result) as EntryResult["result"]),
    score: Number(row.score),
    moves: Number(row.moves),
    undos: Number(row.undos),
    hints: Number(row.hints ?? 0),
    listed: Number(row.listed ?? 1) === 1,
    unlisted:
      Number(row.listed ?? 1) === 1
        ? null
        : ((row.unlisted as UnlistedReason | null) ?? "player_newer_than_challenge"),
    timeMs: Number(row.time_ms),
    finishedAt: Number(row.finished_at),
  };
}
