/// <reference types="@cloudflare/workers-types" />
// The Worker's types are also needed where Node type-checks the app (test/unit imports it).
import type { GameSession } from "../durable/game-session.ts";

/** Bindings and secrets of the Worker (wrangler.toml, `wrangler secret put`). */
export interface Bindings {
  /** JSON object `{ "<key id>": "<base64 AES-256 key>" }`; absent in local development. */
  STATE_KEYS?: string;
  /** Which key of STATE_KEYS seals new tokens. */
  STATE_KEY_ID?: string;
  /** Stored games: one Durable Object per game. */
  GAME_SESSIONS: DurableObjectNamespace<GameSession>;
  /** Seconds without a change after which a stored game is deleted (default 30 days). */
  SESSION_TTL_SECONDS?: string;
  /** Per-client request limit (wrangler.toml `[[ratelimits]]`); absent means no limit. */
  RATE_LIMITER?: RateLimit;
  /** "off" disables the rate limit (load benchmarks); anything else keeps it. */
  RATE_LIMIT?: string;
}

export interface AppEnv {
  Bindings: Bindings;
}
