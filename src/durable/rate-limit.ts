// The per-client rate limit (Workers' rate-limiting bindings), counted one way everywhere, and
// what a client has left of each limit, for the RateLimit fields (IETF draft
// draft-ietf-httpapi-ratelimit-headers) of the replies that count it.
import { RATE_POLICIES, type RatePolicy } from "./limits.ts";

type LimitEnv = { RATE_LIMIT?: string | undefined; RATE_LIMIT_QUOTAS?: string | undefined };
/** The policies a Workers rate limiter counts (the others are creation quotas). */
export type LimiterPolicy = "requests" | "players-minute";

/**
 * Counts `n` requests of `client` against `limiter` (every one is counted): false once the
 * client is over its limit. Nothing is counted without the binding or with RATE_LIMIT=off
 * (load benchmarks, local development). The one place the limiters are asked: requests, MCP
 * calls, live-view messages, heavy requests, new players (`policy` names the limiter).
 */
export async function countRequests(
  limiter: RateLimit | undefined,
  env: LimitEnv | undefined,
  client: string,
  n = 1,
  policy: LimiterPolicy = "requests",
): Promise<boolean> {
  if (!limiter || env?.RATE_LIMIT === "off") return true;
  let success = true;
  for (let i = 0; i < n; i++) success = (await limiter.limit({ key: client })).success;
  countLocally(client, policy, quotaOf(policy, env), n, !success, Date.now());
  return success;
}

// What a client has left. A Workers rate limiter answers only yes or no, and counts per
// Cloudflare location, so the remainder of its policies is what this isolate counted in the
// window of the clock's minutes (the limiter's own): exact while one isolate serves the
// client, an upper bound otherwise (and 0 once the limiter refuses). A creation quota's
// remainder is its object's own figure, which the creation's call returns. Kept in memory only
// (no storage, no extra call): a map lookup per request.

/** A client's standing in one policy: units left until `resetAt` (epoch ms), counted at `seq`. */
interface Standing {
  remaining: number;
  resetAt: number;
  seq: number;
}

/** Standings by client, oldest client first; at most MAX_CLIENTS kept (the oldest dropped). */
const standings = new Map<string, Map<RatePolicy, Standing>>();
const MAX_CLIENTS = 10_000;
/** Counts so far in this isolate: a reply shows the policies counted since its request began. */
let seq = 0;

function record(client: string, policy: RatePolicy, remaining: number, resetAt: number): void {
  let own = standings.get(client);
  if (own === undefined) {
    if (standings.size >= MAX_CLIENTS) standings.delete(standings.keys().next().value!);
    own = new Map();
    standings.set(client, own);
  }
  own.set(policy, { remaining, resetAt, seq: ++seq });
}

function countLocally(
  client: string,
  policy: LimiterPolicy,
  quota: number,
  n: number,
  refused: boolean,
  now: number,
): void {
  const windowMs = RATE_POLICIES[policy].windowSeconds * 1000;
  const resetAt = (Math.floor(now / windowMs) + 1) * windowMs;
  const prior = standings.get(client)?.get(policy);
  const left = prior !== undefined && prior.resetAt === resetAt ? prior.remaining : quota;
  record(client, policy, refused ? 0 : Math.max(0, left - n), resetAt);
}

/**
 * A creation quota's standing as its object answered it: `remaining` left, `resetSeconds` to
 * its window's end (from now: the object may go by another clock, as in tests).
 */
export function countedQuota(
  client: string,
  policy: RatePolicy,
  remaining: number,
  resetSeconds: number,
  now = Date.now(),
): void {
  record(client, policy, remaining, now + resetSeconds * 1000);
}

let quotasText: string | undefined;
let quotasRead: Partial<Record<RatePolicy, number>> = {};

/**
 * A limiter's quota: RATE_POLICIES, unless RATE_LIMIT_QUOTAS (`requests=25,players-minute=10`)
 * says the deployment's `[[ratelimits]]` differ (the binding cannot be asked its limit).
 */
export function quotaOf(policy: RatePolicy, env: LimitEnv | undefined): number {
  const text = env?.RATE_LIMIT_QUOTAS;
  if (text !== quotasText) {
    quotasText = text;
    quotasRead = Object.fromEntries(
      (text ?? "")
        .split(",")
        .map((pair) => pair.split("=").map((part) => part.trim()))
        .filter(([name, value]) => name! in RATE_POLICIES && /^\d+$/.test(value ?? "")),
    ) as Partial<Record<RatePolicy, number>>;
    for (const name of Object.keys(quotasRead) as RatePolicy[]) quotasRead[name] = Number(quotasRead[name]);
  }
  return quotasRead[policy] ?? RATE_POLICIES[policy].quota;
}

/** Where the counts stand now: a reply shows the policies counted after this mark. */
export const paceMark = (): number => seq;

/** The RateLimit-Policy and RateLimit fields of a reply (structured-field lists, one item per policy). */
export interface PaceFields {
  readonly policy: string;
  readonly limit: string;
}

/**
 * The fields for the policies of `client` counted since `mark` (its request's), or undefined
 * when none was (the limit off, no binding): `"name";q=<quota>;w=<seconds>` and
 * `"name";r=<remaining>;t=<seconds to the window's end>`.
 */
export function paceFields(
  client: string,
  mark: number,
  env: LimitEnv | undefined,
  now = Date.now(),
): PaceFields | undefined {
  const own = standings.get(client);
  if (own === undefined) return undefined;
  const policies: string[] = [];
  const limits: string[] = [];
  for (const [name, standing] of own) {
    if (standing.seq <= mark) continue;
    const t = Math.max(0, Math.ceil((standing.resetAt - now) / 1000));
    policies.push(`"${name}";q=${quotaOf(name, env)};w=${RATE_POLICIES[name].windowSeconds}`);
    limits.push(`"${name}";r=${standing.remaining};t=${t}`);
  }
  return policies.length === 0 ? undefined : { policy: policies.join(", "), limit: limits.join(", ") };
}
