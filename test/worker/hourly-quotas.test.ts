import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  DAILY_PLAYER_QUOTA,
  HOURLY_QUOTAS,
  MAX_CLIENT_SOCKETS,
  MAX_ENTRIES_PER_CLIENT,
  MAX_SOCKETS_PER_CLIENT,
} from "../../src/durable/limits.ts";
import { quotas } from "../../src/durable/clients.ts";
import { createApp } from "../../src/http/app.ts";
import { expectProblem, PATIENTLY } from "./helpers.ts";

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
    // The app's clock stays in the hour the test starts in: 300 creations on a slow machine may
    // run past the hour's end, where the quota rightly starts again.
    const lastOfHour = (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000 - 1;
    const inHour = createApp({ now: () => Math.min(Date.now(), lastOfHour) });
    const post = (path: string, ip: string, body: unknown) =>
      inHour.request(path, { method: "POST", headers: from(ip), body: JSON.stringify(body) }, quotaOn);
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
    const call = await inHour.request(
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
    // Whole again, less this one, for the whole hour (what the reply's RateLimit field says).
    expect(await quota.take(ip, "player", nextHour)).toEqual({
      ok: true,
      value: { remaining: HOURLY_QUOTAS.player - 1, resetSeconds: 3600 },
    });
  });

  it(`${DAILY_PLAYER_QUOTA} players a UTC day from one client, whatever the hours; the count starts again the next day`, async () => {
    const ip = "192.0.2.165";
    const quota = quotas(quotaOn);
    const now = Date.now();
    for (let i = 1; i < DAILY_PLAYER_QUOTA; i++)
      expect((await quota.take(ip, "playerDay", now)).ok).toBe(true);
    expect((await post("/v1/players", ip, { name: "Last today" })).status).toBe(201);
    const refused = await post("/v1/players", ip, { name: "One more" });
    await expectProblem(refused, 429, "rate_limited");
    const midnight = (Math.floor(now / 86_400_000) + 1) * 86_400_000;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(
      Math.floor((midnight - Date.now()) / 1000),
    );
    expect(await quota.take(ip, "playerDay", midnight)).toEqual({
      ok: true,
      value: { remaining: DAILY_PLAYER_QUOTA - 1, resetSeconds: 86_400 },
    });
  });

  it("310 retries of one keyed creation charge the quota once: the client's next real creation still succeeds", async () => {
    const ip = "192.0.2.160";
    const key = { "Idempotency-Key": crypto.randomUUID() };
    const body = { game: "maze", deal: 7 };
    const first = await post("/v1/sessions", ip, body, key);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; ownerToken: string };
    for (let i = 0; i < 310; i++) {
      const again = await post("/v1/sessions", ip, body, key);
      expect(again.status, await again.clone().text()).toBe(201);
      expect(await again.json()).toMatchObject({ id: created.id, ownerToken: created.ownerToken });
    }
    // Charged once: the hour's other HOURLY_QUOTAS.game - 1 games are still there to make.
    for (let i = 1; i < HOURLY_QUOTAS.game; i++) {
      const res = await post("/v1/sessions", ip, { game: "maze", deal: 1000 + i });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    await expectProblem(await post("/v1/sessions", ip, { game: "maze" }), 429, "rate_limited");
    // A player likewise (its hourly quota is smaller than the retries).
    const playerIp = "192.0.2.161";
    const playerKey = { "Idempotency-Key": crypto.randomUUID() };
    const player = (await (await post("/v1/players", playerIp, { name: "Rue" }, playerKey)).json()) as {
      id: string;
    };
    for (let i = 0; i < HOURLY_QUOTAS.player + 10; i++) {
      const again = await post("/v1/players", playerIp, { name: "Rue" }, playerKey);
      expect(again.status, await again.clone().text()).toBe(201);
      expect(await again.json()).toMatchObject({ id: player.id });
    }
    expect((await post("/v1/players", playerIp, { name: "Sol" })).status).toBe(201);
  });

  it("RATE_LIMIT=off turns them off", async () => {
    const off = { ...quotaOn, RATE_LIMIT: "off" };
    const quota = quotas(off);
    for (let i = 0; i < HOURLY_QUOTAS.player + 1; i++)
      expect((await quota.take("192.0.2.170", "player", Date.now())).ok).toBe(true);
  });

  it(`live-view sockets: ${MAX_CLIENT_SOCKETS} a client in all games, then 429 too_many_sockets_in_all; a closed one frees its slot`, async () => {
    const ip = "192.0.2.180";
    const upgrade = (id: string, from = ip) =>
      app.request(
        `/v1/sessions/${id}/live`,
        { headers: { Upgrade: "websocket", "CF-Connecting-IP": from } },
        quotaOn,
      );
    const games: string[] = [];
    for (let i = 0; i <= MAX_CLIENT_SOCKETS / MAX_SOCKETS_PER_CLIENT; i++) {
      const created = await post("/v1/sessions", "192.0.2.181", { game: "maze", deal: 300 + i });
      games.push(((await created.json()) as { id: string }).id);
    }
    // Each game's share, game after game, up to the client's share of all.
    const sockets: WebSocket[] = [];
    for (const id of games.slice(0, -1)) {
      for (let i = 0; i < MAX_SOCKETS_PER_CLIENT; i++) {
        const res = await upgrade(id);
        expect(res.status).toBe(101);
        res.webSocket!.accept();
        sockets.push(res.webSocket!);
      }
    }
    expect(sockets).toHaveLength(MAX_CLIENT_SOCKETS);
    // On a game where it holds none: refused for its sockets in all, with Retry-After.
    const refused = await upgrade(games.at(-1)!);
    const problem = await expectProblem(refused, 429, "too_many_sockets_in_all");
    expect(problem.params).toEqual({ limit: MAX_CLIENT_SOCKETS });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another client still watches that game.
    const other = await upgrade(games.at(-1)!, "192.0.2.182");
    expect(other.status).toBe(101);
    other.webSocket!.accept();
    other.webSocket!.close(1000, "bye");
    // The client closes one socket: the game tells its count, and a socket elsewhere is taken.
    sockets.pop()!.close(1000, "bye");
    await vi.waitFor(async () => {
      const res = await upgrade(games.at(-1)!);
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      sockets.push(res.webSocket!);
    }, PATIENTLY);
    await expectProblem(await upgrade(games.at(-1)!), 429, "too_many_sockets_in_all");
    for (const ws of sockets) ws.close(1000, "bye");
  });

  it(`${MAX_ENTRIES_PER_CLIENT} ranked entries from one client in one challenge, then 429 too_many_entries; others still enter`, async () => {
    const date = "2027-11-03";
    const clocked = createApp({ now: () => Date.parse(`${date}T12:00:00Z`) });
    const call = (path: string, ip: string, headers: Record<string, string> = {}) =>
      clocked.request(path, { method: "POST", headers: { ...from(ip), ...headers }, body: "{}" }, quotaOn);
    const player = async (ip: string, n: number) => {
      const res = await clocked.request(
        "/v1/players",
        { method: "POST", headers: from(ip), body: JSON.stringify({ name: `E${n}` }) },
        quotaOn,
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    const enterAs = (ip: string, token: string) =>
      call(`/v1/daily/maze/${date}/entries`, ip, { Authorization: `Bearer ${token}` });
    const ip = "192.0.2.190";
    for (let i = 0; i < MAX_ENTRIES_PER_CLIENT; i++) {
      const res = await enterAs(ip, await player(ip, i));
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const refused = await expectProblem(await enterAs(ip, await player(ip, 99)), 429, "too_many_entries");
    expect(refused.params).toEqual({ limit: MAX_ENTRIES_PER_CLIENT });
    expect((await enterAs("192.0.2.191", await player("192.0.2.191", 1))).status).toBe(201);
  });
});
