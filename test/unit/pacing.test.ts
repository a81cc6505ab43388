import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RATE_POLICIES } from "../../src/durable/limits.ts";
import { quotaOf } from "../../src/durable/rate-limit.ts";

// The RateLimit-Policy field says the limiters' quotas from RATE_POLICIES: a Workers rate
// limiter cannot be asked its own, so wrangler.toml's `[[ratelimits]]` must say the same.
const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const limiters = Object.fromEntries(
  [
    ...toml.matchAll(
      /\[\[ratelimits\]\]\s*name = "(\w+)"[^[]*?simple = \{ limit = (\d+), period = (\d+) \}/g,
    ),
  ].map(([, name, limit, period]) => [name!, { quota: Number(limit), windowSeconds: Number(period) }]),
);

describe("rate policies", () => {
  it("wrangler.toml's limiters are the policies the RateLimit fields name", () => {
    expect(limiters).toEqual({
      RATE_LIMITER: RATE_POLICIES.requests,
      PLAYER_LIMITER: RATE_POLICIES["players-minute"],
    });
  });

  it("docs/rate-limits.md's table says every policy's quota and window", () => {
    const guide = readFileSync(new URL("../../docs/rate-limits.md", import.meta.url), "utf8");
    const rows = Object.fromEntries(
      [...guide.matchAll(/^\| `([a-z-]+)` +\| (\d+) +\| (\d+) +\|/gm)].map(([, name, quota, window]) => [
        name!,
        { quota: Number(quota), windowSeconds: Number(window) },
      ]),
    );
    expect(rows).toEqual(RATE_POLICIES);
  });

  it("RATE_LIMIT_QUOTAS overrides a limiter's quota; anything unreadable is ignored", () => {
    expect(quotaOf("requests", {})).toBe(600);
    expect(quotaOf("requests", { RATE_LIMIT_QUOTAS: "requests=25" })).toBe(25);
    expect(quotaOf("players-minute", { RATE_LIMIT_QUOTAS: " requests = 25 , players-minute=3" })).toBe(3);
    expect(quotaOf("requests", { RATE_LIMIT_QUOTAS: "requests=many,nothing=4" })).toBe(600);
    expect(quotaOf("games-hour", { RATE_LIMIT_QUOTAS: "" })).toBe(RATE_POLICIES["games-hour"].quota);
  });
});
