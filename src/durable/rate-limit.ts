// The per-client rate limit (Workers' rate-limiting bindings), counted one way everywhere.

/**
 * Counts `n` requests of `client` against `limiter` (every one is counted): false once the
 * client is over its limit. Nothing is counted without the binding or with RATE_LIMIT=off
 * (load benchmarks, local development). The one place the limiters are asked: requests, MCP
 * calls, live-view messages, heavy requests.
 */
export async function countRequests(
  limiter: RateLimit | undefined,
  env: { RATE_LIMIT?: string | undefined } | undefined,
  client: string,
  n = 1,
): Promise<boolean> {
  if (!limiter || env?.RATE_LIMIT === "off") return true;
  let success = true;
  for (let i = 0; i < n; i++) success = (await limiter.limit({ key: client })).success;
  return success;
}
