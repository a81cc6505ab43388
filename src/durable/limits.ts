// A stored game's bounds: plain constants, shared with the routes that document them.

/** Moves on a stored game's line of play, at most: storage and history stay bounded. */
export const MAX_MOVES = 1000;
/** History entries per page: the default, and the most a page may ask for. */
export const HISTORY_PAGE = 100;
export const MAX_HISTORY_PAGE = 500;

/**
 * Positions a solver may visit for one question of a post-game analysis (the analysis asks
 * a few: the start, then a bisection of the line of play), so one analysis stays bounded.
 */
export const ANALYSIS_NODES = 200_000;

/**
 * Live view bounds. A spectator's message only asks for the state again, so it is tiny;
 * replies to one socket come at most once a second (asks in between are answered by the
 * next one, or by the next change); a socket that keeps flooding is closed with 1008.
 */
export const MAX_SPECTATORS = 64;
/**
 * Of those, sockets one client (its rate-limit key) may hold on one game: a client alone
 * cannot lock the others out; and slots only the owner's sockets (`Authorization: Bearer
 * <ownerToken>` on the upgrade) may take, so the owner can always watch.
 */
export const MAX_SOCKETS_PER_CLIENT = 8;
export const OWNER_SLOTS = 4;
/**
 * A socket that has sent nothing (no message, no `ping`) for this long gives its slot up when
 * the game is full and another asks to watch: closed with 1001.
 */
export const IDLE_SOCKET_MS = 15 * 60_000;
export const MAX_MESSAGE_BYTES = 64;
export const REPLY_INTERVAL_MS = 1000;
export const FLOOD_WINDOW_MS = 10_000;
export const FLOOD_MESSAGES = 30;

/** What one client (its rate-limit key) may create in an hour: stored games and players. */
export const HOURLY_QUOTAS = { game: 300, player: 60 } as const;
export type QuotaKind = keyof typeof HOURLY_QUOTAS;

/** Seconds without a change after which a stored game is deleted, unless SESSION_TTL_SECONDS says. */
export const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

export function ttlSeconds(env: { SESSION_TTL_SECONDS?: string | undefined }): number {
  const value = Number(env.SESSION_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TTL_SECONDS;
}
