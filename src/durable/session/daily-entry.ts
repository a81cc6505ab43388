import { iso } from "../../daily/calendar.ts";
import type { GameStatus } from "../../engine/index.ts";
import type { EntryResult } from "../daily-challenge/daily-types.ts";
import { RETENTION_MS } from "../limits.ts";
import { isRanked, type SessionMeta } from "./session-store.ts";
import type { SessionRefusal, SessionSnapshot } from "./session-types.ts";

// What a stored game does differently when it is a daily challenge's deal: plain functions of
// its meta, so the Durable Object only asks.

/** A ranked entry whose challenge has closed: frozen as it stands (no change, no move to list). */
export const closedEntry = (meta: SessionMeta, now: number): boolean =>
  meta.daily !== null && isRanked(meta) && now >= meta.daily.closesAt;

/**
 * Why no change at all can be made: the owner resigned, or a ranked entry's challenge has
 * closed, or its game ended (a reported result is final). `status`: the engine's. A game
 * over says how it ended, as a refused move does (a resigned game is lost).
 */
export function frozenReason(meta: SessionMeta, status: GameStatus, now: number): SessionRefusal | null {
  if (meta.resigned) return { code: "game_over", params: { status: "lost" } };
  if (meta.daily === null || !isRanked(meta)) return null;
  if (closedEntry(meta, now)) {
    return {
      code: "challenge_closed",
      params: { date: meta.daily.date, closesAt: iso(meta.daily.closesAt) },
    };
  }
  return status === "playing" ? null : { code: "game_over", params: { status } };
}

/** A daily deal, ranked or not, is shown (export, analysis) only once its challenge has closed. */
export function shownOnlyAfterClose(meta: SessionMeta, now: number): SessionRefusal | null {
  return meta.daily !== null && now < meta.daily.closesAt
    ? { code: "challenge_open", params: { closesAt: iso(meta.daily.closesAt) } }
    : null;
}

/** A ranked entry whose game is over and whose result its challenge has not acknowledged. */
export const isUnreported = (meta: SessionMeta, playing: boolean): boolean =>
  isRanked(meta) && !meta.reported && (meta.resigned || !playing);

/** A ranked entry whose result its leaderboard holds: the board links to it, so it is kept. */
export const isOnLeaderboard = (meta: SessionMeta): boolean => isRanked(meta) && meta.reported;

/** How a ranked entry ended, as its stored game reports it. */
export function entryResult(
  meta: SessionMeta,
  sessionId: string,
  end: { readonly won: boolean; readonly score: number },
): EntryResult {
  return {
    playerId: meta.daily!.playerId!,
    sessionId,
    result: meta.resigned ? "resigned" : end.won ? "won" : "lost",
    score: end.score,
    moves: meta.cursor,
    undos: meta.undos,
    hints: meta.hints,
    startedAt: meta.createdAt,
    finishedAt: meta.updatedAt,
  };
}

/** The snapshot's daily fields: `origin: daily` and whether (and whose) it is ranked. */
export function dailyFields(meta: SessionMeta): Pick<SessionSnapshot, "origin" | "daily"> | object {
  if (meta.daily === null) return {};
  const { date, playerId } = meta.daily;
  return {
    origin: "daily" as const,
    daily:
      playerId !== null
        ? { date, ranked: true as const, playerId, undos: meta.undos, hints: meta.hints }
        : { date, ranked: false as const },
  };
}

/**
 * Until when the alarm keeps a stored game, at `now`: an entry on its leaderboard until
 * RETENTION_MS after its challenge closed (the board links to it); otherwise until idle for the
 * whole TTL (a change does not move the alarm: see AlarmPlan), a ranked entry at least until
 * its challenge closes.
 */
export function keptUntil(meta: SessionMeta, ttlMs: number, now: number): number {
  if (meta.daily && isOnLeaderboard(meta) && now < meta.daily.closesAt + RETENTION_MS)
    return meta.daily.closesAt + RETENTION_MS;
  const idleUntil = meta.updatedAt + ttlMs;
  return meta.daily && isRanked(meta) ? Math.max(meta.daily.closesAt, idleUntil) : idleUntil;
}
