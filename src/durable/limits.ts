// A stored game's bounds: plain constants, shared with the routes that document them.
import { extraRows, type GameId } from "../games/registry.ts";

/** Moves on a stored game's line of play, at most: storage and history stay bounded. */
export const MAX_MOVES = 1000;
/** History entries per page: the default, and the most a page may ask for. */
export const HISTORY_PAGE = 100;
export const MAX_HISTORY_PAGE = 500;

/**
 * Positions a solver may visit in one request, per game: the solve route's default and most.
 * Set so that no position a client can craft takes more than
 * ~50 ms of CPU (a Wall position costs up to ~9 µs a node, a Maze one ~0.7 µs: `npm run
 * bench`, BENCH=cpu-node); most answers take far less (the search stops at its first proof).
 */
export const SOLVE_NODES = {
  wall: 5_000,
  maze: 50_000,
  ...extraRows("solveNodes"),
} as const satisfies Record<GameId, number>;

/**
 * What one post-game analysis spends in all, per game (its solves share it: the start, the
 * end, a bisection of the line). One request spends at most a solve's worth (`SOLVE_NODES`,
 * ~50 ms): Maze's analysis fits in one; Wall's may take several requests, each going on where
 * the last stopped (what was found is kept with the game), each paid as a heavy request.
 */
export const ANALYSIS_NODES = {
  wall: 60_000,
  maze: 50_000,
  ...extraRows("analysisNodes"),
} as const satisfies Record<GameId, number>;

/**
 * A solve or an analysis counts as this many requests against the client's per-minute rate
 * limit (RATE_LIMITER): up to ~50 ms of CPU, ten times an ordinary request's worst.
 */
export const HEAVY_REQUEST_COST = 10;

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
 * Live-view sockets one client may hold in all games together (counted by its ClientQuota
 * object): a client cannot hold 8 sockets on every game there is.
 */
export const MAX_CLIENT_SOCKETS = 32;

/**
 * Ranked entries one client key may make in one challenge: a family or a carrier's NAT shares
 * an IPv4 address, so not 1; throwaway players beyond it need more addresses.
 */
export const MAX_ENTRIES_PER_CLIENT = 20;

/**
 * Who the global board of a game that hides cards lists: a player made at least this many days
 * before the date opened, with at least ESTABLISHED_DAILIES daily challenges of earlier dates
 * finished (won, lost or resigned). A throwaway made to learn a deal, or a second one made to play
 * what it learned, is then two weeks too young; docs/daily-challenge.md has the arithmetic of what a cheater
 * must invest.
 */
export const ESTABLISHED_DAYS = 14;
export const ESTABLISHED_DAILIES = 5;

/** Players in one league: its boards are read fresh, one row (or one player) per member. */
export const MAX_LEAGUE_MEMBERS = 100;
/**
 * Leagues one player may be in: each result is sent to each of them (their streak tables are
 * kept there), so a result costs at most this many object calls.
 */
export const MAX_PLAYER_LEAGUES = 20;
/**
 * A socket that has sent no message of its own for this long gives its slot up when the game is
 * full and another asks to watch (closed with 1001). A `ping` the runtime answers (`pong`) is
 * not the client's activity: it reaches no code that could count it, and counting its
 * timestamp let a socket that only pings hold its slot for ever.
 */
export const IDLE_SOCKET_MS = 15 * 60_000;
/**
 * How long a live-view socket lives, whatever it sends: then the game's object closes it with
 * RECONNECT_CLOSE_CODE (its alarm), so no socket holds a slot for ever and a client that wants
 * to go on watching opens a new one (counted as any upgrade: rate limit, quotas, slots).
 */
export const SOCKET_LIFETIME_MS = 60 * 60_000;
/** The close code of a socket whose lifetime is over: the client reconnects on it (4000-4999: an application's). */
export const RECONNECT_CLOSE_CODE = 4000;
export const MAX_MESSAGE_BYTES = 64;
export const REPLY_INTERVAL_MS = 1000;
export const FLOOD_WINDOW_MS = 10_000;
export const FLOOD_MESSAGES = 30;

/** What one client (its rate-limit key) may create in an hour: stored games, players, leagues. */
export const HOURLY_QUOTAS = { game: 300, player: 60, league: 20 } as const;
/**
 * Players one client may make in a day (UTC): a throwaway player per challenge entry costs an
 * address after this many (a family behind one IPv4 address makes a few).
 */
export const DAILY_PLAYER_QUOTA = 200;
const HOUR = 3_600_000;
/** Every creation quota: how many, and over what window of the clock (an hour, a UTC day). */
export const QUOTAS = {
  game: { limit: HOURLY_QUOTAS.game, windowMs: HOUR },
  player: { limit: HOURLY_QUOTAS.player, windowMs: HOUR },
  league: { limit: HOURLY_QUOTAS.league, windowMs: HOUR },
  playerDay: { limit: DAILY_PLAYER_QUOTA, windowMs: 24 * HOUR },
} as const;
export type QuotaKind = keyof typeof QUOTAS;

/**
 * Every limit a client is paced by, under the name the `RateLimit-Policy` and `RateLimit`
 * response fields give it: how many in how many seconds. `requests` and `players-minute` are
 * Workers' rate limiters (wrangler.toml `[[ratelimits]]`, which test/unit/pacing.test.ts holds
 * to these figures: the binding cannot be asked its own); the others are QUOTAS, counted by the
 * client's ClientQuota object.
 */
export const RATE_POLICIES = {
  requests: { quota: 600, windowSeconds: 60 },
  "players-minute": { quota: 10, windowSeconds: 60 },
  "games-hour": { quota: QUOTAS.game.limit, windowSeconds: QUOTAS.game.windowMs / 1000 },
  "players-hour": { quota: QUOTAS.player.limit, windowSeconds: QUOTAS.player.windowMs / 1000 },
  "players-day": { quota: QUOTAS.playerDay.limit, windowSeconds: QUOTAS.playerDay.windowMs / 1000 },
  "leagues-hour": { quota: QUOTAS.league.limit, windowSeconds: QUOTAS.league.windowMs / 1000 },
} as const;
export type RatePolicy = keyof typeof RATE_POLICIES;
/** The policy each creation quota is named by. */
export const QUOTA_POLICIES = {
  game: "games-hour",
  player: "players-hour",
  playerDay: "players-day",
  league: "leagues-hour",
} as const satisfies Record<QuotaKind, RatePolicy>;

/**
 * How long what a closed challenge's leaderboard links to stays: a ranked entry is deleted this
 * long after its challenge closed; a player who made no entry (no result, no sign-in) for this
 * long is deleted too. A bit over a year: last year's board, a year's streaks.
 */
export const RETENTION_MS = 400 * 24 * 60 * 60 * 1000;

/** Seconds without a change after which a stored game is deleted, unless SESSION_TTL_SECONDS says. */
export const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

export function ttlSeconds(env: { SESSION_TTL_SECONDS?: string | undefined }): number {
  const value = Number(env.SESSION_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TTL_SECONDS;
}

/**
 * The scheduled handler's backfill of closed dates whose challenge was never prepared (the cron
 * was down, or DAILY_FIRST_DATE lies before the deployment): each hourly run looks at this
 * many closed dates (one object call per game each, a different slice every hour, so the whole
 * calendar is swept in ceil(dates / BACKFILL_DATES) hours) and runs the generator for at most
 * BACKFILL_PREPARES of them (Maze's takes up to ~3 s of CPU, in the challenge's object).
 */
export const BACKFILL_DATES = 24;
export const BACKFILL_PREPARES = 4;
/**
 * How long a request for a closed date whose challenge is not prepared is told to wait
 * (Retry-After): the scheduled handler runs hourly (wrangler.toml).
 */
export const NOT_READY_RETRY_SECONDS = 3600;

/**
 * Days a page of a game's archive of closed challenges holds unless asked, and the most: one
 * page is one range read of that many rows (and one more) in the game's archive object.
 */
export const ARCHIVE_PAGE = 30;
export const MAX_ARCHIVE_PAGE = 100;
