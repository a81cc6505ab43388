import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HOURLY_QUOTAS } from "../../src/durable/limits.ts";
import { quotas } from "../../src/durable/clients.ts";
import { createApp } from "../../src/http/app.ts";
import { expectProblem } from "./helpers.ts";

// Stored games and players a client may create in an hour (the suite runs with the limits off:
// this app has them on, without the per-minute limiter, so only the hourly quotas count).
const app = createApp();
const quotaOn = { ...env, RATE_LIMIT: undefined, RATE_LIMITER: undefined, PLAYER_LIMITER: undefined };
const from = (ip: string) => ({ "CF-Connecting-IP": ip, "Content-Type": "application/json" });
const post = (path: string, ip: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(
    path,
    { method: "POST", headers: { ...from(ip), ...headers }, body: JSON.stringify(body) },
    quotaOn,
  );

describe("hourly creation quotas per client", () => {
  it(`${HOURLY_QUOTAS.game} stored games an hour from one client, then 429 until the next hour; others still create`, async () => {
    const ip = "192.0.2.150";
    for (let i = 0; i < HOURLY_QUOTAS.game; i++) {
      const res = await post("/v1/sessions", ip, { game: "maze", deal: i });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const refused = await post("/v1/sessions", ip, { game: "wall", deal: 1 });
    await expectProblem(refused, 429, "rate_limited");
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // Over MCP too: new_game is a stored game.
    const call = await app.request(
      "/mcp",
      {
        method: "POST",
        headers: {
          ...from(ip),
          Accept: "application/json, text/event-stream",
          "MCP-Protocol-Version": "2025-11-25",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "new_game", arguments: { game: "maze" } },
        }),
      },
      quotaOn,
    );
    const text = await call.text();
    const result = JSON.parse(text.startsWith("{") ? text : /^data: (.*)$/m.exec(text)![1]!).result;
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ error: { code: "rate_limited" } });
    // Another client, and the same client's players, are not affected.
    expect((await post("/v1/sessions", "192.0.2.151", { game: "maze", deal: 1 })).status).toBe(201);
    expect((await post("/v1/players", ip, { name: "Ada" })).status).toBe(201);
  });

  it(`${HOURLY_QUOTAS.player} players an hour from one client; the count starts again at the next hour`, async () => {
    const ip = "192.0.2.160";
    const quota = quotas(quotaOn);
    const now = Date.now();
    for (let i = 1; i < HOURLY_QUOTAS.player; i++)
      expect((await quota.take(ip, "player", now)).ok).toBe(true);
    expect((await post("/v1/players", ip, { name: "Last" })).status).toBe(201);
    await expectProblem(await post("/v1/players", ip, { name: "One more" }), 429, "rate_limited");
    const nextHour = (Math.floor(now / 3_600_000) + 1) * 3_600_000;
    expect(await quota.take(ip, "player", nextHour)).toEqual({ ok: true });
  });

  it("RATE_LIMIT=off turns them off", async () => {
    const off = { ...quotaOn, RATE_LIMIT: "off" };
    const quota = quotas(off);
    for (let i = 0; i < HOURLY_QUOTAS.player + 1; i++)
      expect((await quota.take("192.0.2.170", "player", Date.now())).ok).toBe(true);
  });
});
