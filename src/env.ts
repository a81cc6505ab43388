/// <reference types="@cloudflare/workers-types" />
// The Worker's bindings, at the root of src/ so that every façade (HTTP, Durable Objects)
// reads them from below itself. Kept by hand beside wrangler.toml, and held to it below.
import type { ClientQuota } from "./durable/quota/client-quota.ts";
import type { DailyChallenge } from "./durable/daily-challenge/daily-challenge.ts";
import type { DailyArchive } from "./durable/archive/daily-archive.ts";
import type { GameSession } from "./durable/session/game-session.ts";
import type { League } from "./durable/league/league.ts";
import type { Player } from "./durable/player/player.ts";

/** Bindings and secrets of the Worker (wrangler.toml, `wrangler secret put`). */
export interface Bindings {
  /** JSON object `{ "<key id>": "<base64 AES-256 key>" }`; absent in local development. */
  STATE_KEYS?: string;
  /** Which key of STATE_KEYS seals new tokens (required when there are several). */
  STATE_KEY_ID?: string;
  /**
   * "on": the development switch. Missing secrets fall back to built-in development
   * values instead of failing closed. Set by `npm start` and the tests, never deployed.
   */
  DEV_SECRETS?: string;
  /** The static files (public/), for the pages the Worker answers first (wrangler.toml's `run_worker_first`). */
  ASSETS?: Fetcher;
  /** Stored games: one Durable Object per game. */
  GAME_SESSIONS: DurableObjectNamespace<GameSession>;
  /** Daily challenges: one Durable Object per game and date (the deal, its entries, the leaderboard). */
  DAILY_CHALLENGES: DurableObjectNamespace<DailyChallenge>;
  /** Archives of closed challenges: one Durable Object per game (a row per closed date). */
  DAILY_ARCHIVES: DurableObjectNamespace<DailyArchive>;
  /** Players: one Durable Object per player (name, hashed token, results and streaks). */
  PLAYERS: DurableObjectNamespace<Player>;
  /** Leagues: one Durable Object per league (name, join code's hash, members). */
  LEAGUES: DurableObjectNamespace<League>;
  /** Per client key: what it created this hour (stored games, players). */
  CLIENT_QUOTAS: DurableObjectNamespace<ClientQuota>;
  /** The daily deals' key (any high-entropy string); absent in local development. */
  DAILY_SECRET?: string;
  /** The first date with a challenge (YYYY-MM-DD); its challenge is number 0. */
  DAILY_FIRST_DATE?: string;
  /** Seconds without a change after which a stored game is deleted (default 30 days). */
  SESSION_TTL_SECONDS?: string;
  /** Per-client request limit (wrangler.toml `[[ratelimits]]`); absent means no limit. */
  RATE_LIMITER?: RateLimit;
  /** Player creation per client, tighter than RATE_LIMITER; absent means no limit. */
  PLAYER_LIMITER?: RateLimit;
  /** "off" disables the rate limit (load benchmarks); anything else keeps it. */
  RATE_LIMIT?: string;
  /**
   * The limiters' quotas when `[[ratelimits]]` differs from RATE_POLICIES (src/durable/limits.ts),
   * as `requests=25,players-minute=10`: what RateLimit-Policy says (a binding cannot be asked).
   */
  RATE_LIMIT_QUOTAS?: string;
  /** The build's commit, set at deployment (`npm run deploy` passes `git rev-parse`); "dev" when absent. */
  BUILD_COMMIT?: string;
  /** "off": public daily reads skip the edge cache (the test suite, whose clock moves); else on. */
  DAILY_CACHE?: string;
  /**
   * Browser origins (or hostnames), comma-separated, that may call the MCP endpoint besides
   * this machine's; a request from any other Origin gets 403. Requests without one pass.
   */
  MCP_ALLOWED_ORIGINS?: string;
}

/** A type that compiles only when T is `true`. */
type Holds<T extends true> = T;
/**
 * Every binding of wrangler.toml, as `wrangler types` writes it (`Env` in
 * worker-configuration.d.ts, which `npm test` checks against wrangler.toml), is one of the
 * Bindings above with a type it fits: adding one to wrangler.toml without here fails to compile.
 */
export type BindingsCoverWranglerToml = Holds<
  [Exclude<keyof Env, keyof Bindings>] extends [never] ? (Env extends Bindings ? true : false) : false
>;
