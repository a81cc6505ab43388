import { playerName } from "../daily/player-name.ts";
import { playerOfToken } from "../durable/player/player-credentials.ts";
import { quotas } from "../durable/clients.ts";
import {
  HEAVY_REQUEST_COST,
  MAX_ENTRIES_PER_CLIENT,
  QUOTA_POLICIES,
  type QuotaKind,
} from "../durable/limits.ts";
import type { PlayerErrorCode } from "../durable/player/player-types.ts";
import { countedQuota, countRequests } from "../durable/rate-limit.ts";
import { fail, ok, type Result } from "../engine/index.ts";
import type { Bindings } from "../env.ts";

// Admission: what a creation, a heavy request, a new player or a ranked entry costs the client
// that asks (its rate-limit key, `clientKey`), and who may make it. Every façade admits here
// before it acts, and only words the refusal (`rate_limited` carries the seconds to wait). A
// creation under an Idempotency-Key is asked of the object its key derives first: a retry is
// answered from there and admitted nowhere (it costs nothing but the request itself).

type QuotaEnv = Partial<Pick<Bindings, "CLIENT_QUOTAS" | "RATE_LIMIT">>;
type Admission<T = void, Code extends string = "rate_limited"> = Promise<Result<T, Code>>;

/**
 * One creation of `kind` against the client's quota (QUOTAS: hourly, or a day's); what it
 * leaves is noted for the reply's RateLimit fields (rate-limit.ts).
 */
async function takeQuota(env: QuotaEnv, client: string, kind: QuotaKind, now: number): Admission {
  const taken = await quotas(env).take(client, kind, now);
  if (!taken.ok) {
    const retryAfter = Number(taken.error.params?.["retryAfter"] ?? 0);
    countedQuota(client, QUOTA_POLICIES[kind], 0, retryAfter);
    return taken;
  }
  if (taken.value)
    countedQuota(client, QUOTA_POLICIES[kind], taken.value.remaining, taken.value.resetSeconds);
  return ok(undefined);
}

/** A new stored game (a random deal, a deal number, a layout, a daily deal): one of the client's hourly games. */
export const admitGame = (env: QuotaEnv, client: string, now: number): Admission =>
  takeQuota(env, client, "game", now);

/** A new league: one of the client's hourly leagues (its maker is a player: the façade checks the token). */
export const admitLeague = (env: QuotaEnv, client: string, now: number): Admission =>
  takeQuota(env, client, "league", now);

/**
 * A heavy request (a solve, an analysis): HEAVY_REQUEST_COST requests of the client against the
 * per-minute rate limit (the one already counted on the way in, and the rest now), before any
 * work is done.
 */
export async function admitHeavy(
  env: Partial<Pick<Bindings, "RATE_LIMITER" | "RATE_LIMIT">>,
  client: string,
): Admission {
  const counted = await countRequests(env.RATE_LIMITER, env, client, HEAVY_REQUEST_COST - 1);
  return counted ? ok(undefined) : fail("rate_limited", { retryAfter: 60 });
}

/**
 * Whether `client` may make a player named `nameText` now: PLAYER_LIMITER's few a minute, the
 * name (normalised), then the client's hourly and daily quotas (each counted as it passes). The
 * name as kept, or why not.
 */
export async function admitPlayer(
  env: Partial<Pick<Bindings, "PLAYER_LIMITER" | "RATE_LIMIT" | "CLIENT_QUOTAS">>,
  client: string,
  nameText: string,
  now: number,
): Admission<string, "rate_limited" | "invalid_player_name"> {
  if (!(await countRequests(env.PLAYER_LIMITER, env, client, 1, "players-minute")))
    return fail("rate_limited", { retryAfter: 60 });
  const name = playerName(nameText);
  if (!name.ok) return name;
  for (const kind of ["player", "playerDay"] as const) {
    const quota = await takeQuota(env, client, kind, now);
    if (!quota.ok) return quota;
  }
  return ok(name.value);
}

/** Who enters a challenge: the player, its record so far, and the client it comes from. */
export interface Entrant {
  readonly playerId: string;
  readonly name: string;
  readonly playerSince: number;
  /** Dailies of dates before the challenge's that the player finished (up to ESTABLISHED_DAILIES). */
  readonly finishedBefore: number;
  /** The client's key (one listed entry per client) and its cap of entries (none with the rate limit off). */
  readonly client: { readonly key: string; readonly limit?: number };
}

/**
 * A ranked entry of `date`'s challenge: only the player of `token` (invalid_player_token
 * otherwise), and at most MAX_ENTRIES_PER_CLIENT entries of one challenge per client (counted by
 * the challenge; no cap with the rate limit off). What the entry request takes of both, and of
 * the player's record what decides whether the entry is listed (one call to the player).
 */
export async function admitEntry(
  env: Pick<Bindings, "PLAYERS" | "RATE_LIMIT">,
  client: string,
  token: string,
  date: string,
): Admission<Entrant, PlayerErrorCode> {
  const player = await playerOfToken(env, token, date);
  if (!player.ok) return player;
  const { id: playerId, name, since: playerSince, finishedBefore = 0 } = player.value;
  const limit = env.RATE_LIMIT === "off" ? {} : { limit: MAX_ENTRIES_PER_CLIENT };
  return ok({ playerId, name, playerSince, finishedBefore, client: { key: client, ...limit } });
}
