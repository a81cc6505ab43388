import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HEAVY_REQUEST_COST, HOURLY_QUOTAS, RATE_POLICIES } from "../../src/durable/limits.ts";
import { createApp } from "../../src/http/app.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { expectProblem } from "./helpers.ts";

// The RateLimit-Policy and RateLimit fields (draft-ietf-httpapi-ratelimit-headers) on every
// reply the limits count. The test limiter allows 25 requests a minute (vitest.config.ts,
// which tells the fields so through RATE_LIMIT_QUOTAS).
const LIMIT = 25;
const limited = { ...env, RATE_LIMIT: undefined };
const app = createApp();
const from = (ip: string) => ({ "CF-Connecting-IP": ip, "Content-Type": "application/json" });
const get = (ip: string, path = "/v1/health", on: object = limited) =>
  app.request(path, { headers: from(ip) }, on);

/** The structured-field list of `field` as { name: { param: value } } (integers only). */
function items(res: Response, field: string): Record<string, Record<string, number>> {
  const value = res.headers.get(field);
  expect(value, `${field} on ${res.status}`).not.toBeNull();
  return Object.fromEntries(
    value!.split(/,\s*/).map((item) => {
      const [name, ...params] = item.split(";");
      expect(name).toMatch(/^"[a-z-]+"$/);
      return [
        name!.slice(1, -1),
        Object.fromEntries(
          params.map((param) => {
            const [key, number] = param.split("=");
            expect(number).toMatch(/^\d+$/);
            return [key!, Number(number)];
          }),
        ),
      ];
    }),
  );
}

/** A minute's boundary well after now, and a moment `seconds` into it (the fields' clock). */
const minuteStart = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
const at = (seconds: number) => vi.setSystemTime(minuteStart + seconds * 1000);

afterEach(() => {
  vi.useRealTimers();
});

describe("RateLimit fields", () => {
  it("every counted reply says the policy; remaining falls by one a request and the reset counts down", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(10);
    const ip = "198.51.100.201";
    const first = await get(ip);
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Policy")).toBe(`"requests";q=${LIMIT};w=60`);
    expect(items(first, "RateLimit")).toEqual({ requests: { r: LIMIT - 1, t: 50 } });
    // Any reply the limit counts: an unknown address, a refused body, a worded catalogue.
    const notFound = await get(ip, "/v1/nowhere");
    expect(notFound.status).toBe(404);
    expect(items(notFound, "RateLimit")).toEqual({ requests: { r: LIMIT - 2, t: 50 } });
    at(40);
    const catalogue = await get(ip, "/v1/games");
    expect(catalogue.status).toBe(200);
    expect(items(catalogue, "RateLimit")).toEqual({ requests: { r: LIMIT - 3, t: 20 } });
    // The next minute: the quota is whole again (less this request).
    at(61);
    const next = await get(ip);
    expect(items(next, "RateLimit")).toEqual({ requests: { r: LIMIT - 1, t: 59 } });
  });

  it("the 429 says r=0 beside Retry-After, which is never earlier than the reset", async () => {
    const ip = "198.51.100.202";
    let last = LIMIT;
    for (let i = 0; i < 2 * LIMIT; i++) {
      const res = await get(ip);
      if (res.status === 429) {
        await expectProblem(res.clone(), 429, "rate_limited");
        const { requests } = items(res, "RateLimit");
        expect(requests!.r).toBe(0);
        expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(requests!.t!);
        expect(res.headers.get("RateLimit-Policy")).toBe(`"requests";q=${LIMIT};w=60`);
        return;
      }
      const { r } = items(res, "RateLimit").requests!;
      // Falls by one, unless the limiter's minute turned over meanwhile (then whole again).
      expect(r === last - 1 || r === LIMIT - 1).toBe(true);
      last = r!;
    }
    throw new Error("no 429");
  });

  it("a solve takes HEAVY_REQUEST_COST units at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(5);
    const ip = "198.51.100.203";
    const layout = mazeEngine.toLayout(mazeEngine.deal(3));
    const res = await app.request(
      "/v1/games/maze/solve",
      { method: "POST", headers: from(ip), body: JSON.stringify({ layout }) },
      limited,
    );
    expect(res.status).toBe(200);
    expect(items(res, "RateLimit")).toEqual({ requests: { r: LIMIT - HEAVY_REQUEST_COST, t: 55 } });
  });

  it("a creation names each quota it counts, with the quota's own remainder and reset", async () => {
    const hour = Date.parse("2027-03-01T10:00:00Z");
    let now = hour + 15 * 60_000;
    const clocked = createApp({ now: () => now });
    const ip = "198.51.100.204";
    const create = () =>
      clocked.request(
        "/v1/sessions",
        { method: "POST", headers: from(ip), body: JSON.stringify({ game: "maze", deal: 7 }) },
        limited,
      );
    const first = await create();
    expect(first.status, await first.clone().text()).toBe(201);
    expect(items(first, "RateLimit-Policy")).toEqual({
      requests: { q: LIMIT, w: 60 },
      "games-hour": { q: HOURLY_QUOTAS.game, w: 3600 },
    });
    expect(items(first, "RateLimit")["games-hour"]).toEqual({ r: HOURLY_QUOTAS.game - 1, t: 45 * 60 });
    now += 5 * 60_000;
    expect(items(await create(), "RateLimit")["games-hour"]).toEqual({
      r: HOURLY_QUOTAS.game - 2,
      t: 40 * 60,
    });
    // A read of the game counts requests only.
    const read = await get(ip, new URL(first.headers.get("Location")!, "http://x").pathname);
    expect(Object.keys(items(read, "RateLimit-Policy"))).toEqual(["requests"]);
    // The next hour: the quota is whole again.
    now = hour + 60 * 60_000 + 1000;
    expect(items(await create(), "RateLimit")["games-hour"]).toEqual({ r: HOURLY_QUOTAS.game - 1, t: 3599 });
  });

  it("a new player counts the players' minute, hour and day besides requests", async () => {
    const ip = "198.51.100.205";
    const res = await app.request(
      "/v1/players",
      { method: "POST", headers: from(ip), body: JSON.stringify({ name: "Pacer" }) },
      limited,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const policies = items(res, "RateLimit-Policy");
    expect(Object.keys(policies).sort()).toEqual(
      ["requests", "players-minute", "players-hour", "players-day"].sort(),
    );
    for (const name of ["players-minute", "players-hour", "players-day"] as const) {
      expect(policies[name]).toEqual({ q: RATE_POLICIES[name].quota, w: RATE_POLICIES[name].windowSeconds });
      expect(items(res, "RateLimit")[name]!.r).toBe(RATE_POLICIES[name].quota - 1);
    }
  });

  it("MCP replies carry them too (the same limiter and client key)", async () => {
    const res = await app.request(
      "/mcp",
      {
        method: "POST",
        headers: {
          ...from("198.51.100.206"),
          Accept: "application/json, text/event-stream",
          "MCP-Protocol-Version": "2025-11-25",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      },
      limited,
    );
    expect(res.status).toBe(200);
    expect(items(res, "RateLimit").requests!.r).toBe(LIMIT - 1);
  });

  it("nothing is said where nothing is counted (RATE_LIMIT=off)", async () => {
    const res = await get("198.51.100.207", "/v1/health", env);
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit")).toBeNull();
    expect(res.headers.get("RateLimit-Policy")).toBeNull();
  });

  it("a page on another site may read them (CORS)", async () => {
    const res = await app.request(
      "/v1/health",
      { headers: { ...from("198.51.100.208"), Origin: "https://a.example" } },
      limited,
    );
    const exposed = res.headers.get("Access-Control-Expose-Headers") ?? "";
    expect(exposed).toContain("RateLimit");
    expect(exposed).toContain("RateLimit-Policy");
  });
});
