import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { HEAVY_REQUEST_COST, SOLVE_NODES } from "../../src/durable/limits.ts";
import { createApp } from "../../src/http/app.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import { expectProblem, inOneWindow } from "./helpers.ts";

// Solves and analyses are bounded by positions (SOLVE_NODES) and paid for: each counts as
// HEAVY_REQUEST_COST requests against the per-minute limit (the test limiter allows 25).
const app = createApp();
const limited = { ...env, RATE_LIMIT: undefined };
const LIMIT = 25;
const send = (
  ip: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  app.request(
    path,
    {
      method,
      headers: { "CF-Connecting-IP": ip, "Content-Type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    limited,
  );
const mazeLayout = mazeEngine.toLayout(mazeEngine.deal(3));

describe("heavy requests", () => {
  it(`a solve counts as ${HEAVY_REQUEST_COST} requests: two solves and five more requests fill the minute's ${LIMIT}`, async () => {
    expect(2 * HEAVY_REQUEST_COST + 5).toBe(LIMIT);
    await inOneWindow(async (attempt) => {
      const ip = `198.51.100.${40 + attempt}`;
      for (let i = 0; i < 2; i++) {
        const res = await send(ip, "POST", "/v1/games/maze/solve", { layout: mazeLayout });
        expect(res.status, await res.clone().text()).toBe(200);
      }
      for (let i = 0; i < 5; i++) expect((await send(ip, "GET", "/v1/health")).status).toBe(200);
      const refused = await send(ip, "GET", "/v1/health");
      await expectProblem(refused, 429, "rate_limited");
      // A solve refused for its input costs one request, not ten.
      const other = `198.51.100.${50 + attempt}`;
      for (let i = 0; i < LIMIT - 1; i++) {
        const res = await send(other, "POST", "/v1/games/maze/solve", { layout: { slots: [] } });
        expect(res.status).toBe(422);
      }
      expect((await send(other, "GET", "/v1/health")).status).toBe(200);
      await expectProblem(await send(other, "GET", "/v1/health"), 429, "rate_limited");
    });
  });

  it("a solve over the client's limit is refused before any search, with Retry-After", async () => {
    await inOneWindow(async (attempt) => {
      const ip = `198.51.100.${60 + attempt}`;
      for (let i = 0; i < LIMIT - 5; i++) expect((await send(ip, "GET", "/v1/health")).status).toBe(200);
      const refused = await send(ip, "POST", "/v1/games/maze/solve", { layout: mazeLayout });
      await expectProblem(refused, 429, "rate_limited");
      expect(refused.headers.get("Retry-After")).toBe("60");
    });
  });

  it("an analysis counts as several requests too", async () => {
    await inOneWindow(async (attempt) => {
      const ip = `198.51.100.${70 + attempt}`;
      const created = await send(ip, "POST", "/v1/sessions", { game: "maze", deal: 5 });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      for (let i = 0; i < 2; i++)
        expect((await send(ip, "GET", `/v1/sessions/${id}/analysis`)).status).toBe(200);
      // 1 + 2 × 10 = 21 of 25: three more requests, then refused.
      for (let i = 0; i < LIMIT - 1 - 2 * HEAVY_REQUEST_COST; i++)
        expect((await send(ip, "GET", "/v1/health")).status).toBe(200);
      await expectProblem(await send(ip, "GET", "/v1/health"), 429, "rate_limited");
    });
  });
});

describe("solve budgets", () => {
  const unlimited = (body: unknown, game = "maze") =>
    app.request(
      `/v1/games/${game}/solve`,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
      env,
    );

  it("the game's bound is the default and the most: a larger budget is lowered to it", async () => {
    const asked = await unlimited({ layout: mazeLayout, budget: 400_000 });
    const big = (await asked.json()) as { budget: number; nodes: number; verdict: string };
    expect(big.budget).toBe(SOLVE_NODES.maze);
    expect(big.nodes).toBeLessThanOrEqual(SOLVE_NODES.maze);
    const plain = (await (await unlimited({ layout: mazeLayout })).json()) as { budget: number };
    expect(plain.budget).toBe(SOLVE_NODES.maze);
    const small = (await (await unlimited({ layout: mazeLayout, budget: 10 })).json()) as {
      budget: number;
      nodes: number;
    };
    expect(small).toMatchObject({ budget: 10 });
    expect(small.nodes).toBeLessThanOrEqual(10);
  });

  it("a Wall position with every card in sight gets Wall's bound, and the search keeps to it", async () => {
    const layout = wallEngine.toLayout(wallEngine.deal(217)) as { slots: string[][]; faceUp?: boolean[] };
    const open = {
      ...layout,
      slots: layout.slots.map((pile, s) => (s === 53 ? [] : pile)),
      faceUp: [true, true, true, true],
    };
    const res = await unlimited({ layout: open, budget: 400_000 }, "wall");
    const solved = (await res.json()) as { budget: number; nodes: number };
    expect(res.status).toBe(200);
    expect(solved.budget).toBe(SOLVE_NODES.wall);
    expect(solved.nodes).toBeLessThanOrEqual(SOLVE_NODES.wall);
  });
});
