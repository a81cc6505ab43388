import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";
import type { paths } from "../../openapi/openapi-types.ts";

// A client generated from the committed document alone, as a newcomer would make one:
// openapi-typescript's types (openapi/openapi-types.ts, `npm run openapi`) and openapi-fetch,
// against the real local runtime (wrangler dev). Nothing here is typed by hand: if the
// document's types do not fit what the API does, `npm run typecheck` or this test fails.

const MAX_MOVES = 1000;
let worker: LocalWorker;

beforeAll(async () => {
  // ~200 requests in a row from one address: more than the rate limit lets through.
  worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
});

afterAll(async () => {
  await worker?.stop();
});

describe("a client generated from openapi/openapi.json", () => {
  it("wins Maze deal 1 by following hints", async () => {
    const client = createClient<paths>({ baseUrl: worker.base });
    const maze = { path: { game: "maze" } } as const;

    const dealt = await client.POST("/v1/games/{game}/deals", { params: maze, body: { deal: 1 } });
    expect(dealt.response.status, JSON.stringify(dealt.error)).toBe(201);
    if (!dealt.data) throw new Error("no game in the deal's answer");
    expect(dealt.data.deal).toBe(1);

    let game = dealt.data;
    let moves = 0;
    while (game.status !== "won") {
      expect(game.status).toBe("playing");
      expect(moves, "moves played without winning").toBeLessThan(MAX_MOVES);
      const hint = await client.POST("/v1/games/{game}/hint", { params: maze, body: { state: game.state } });
      expect(hint.response.status, JSON.stringify(hint.error)).toBe(200);
      if (!hint.data) throw new Error("no hint in the hint's answer");
      // The hint has no move once the game is over or stuck: stop there (the game is then not won).
      if (hint.data.move === null) break;
      const moved = await client.POST("/v1/games/{game}/moves", {
        params: maze,
        body: { state: game.state, move: hint.data.move },
      });
      expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
      if (!moved.data) throw new Error("no game in the move's answer");
      expect(moved.data.move).toEqual(hint.data.move);
      game = moved.data;
      moves++;
    }
    expect(game.status).toBe("won");
    expect(moves).toBeGreaterThan(0);
    expect(game.legalMoves).toEqual([]);
  });
});

describe("today's daily challenge through the generated client", () => {
  it("a new player enters today's Maze challenge, wins it by hints and is on the leaderboard", async () => {
    const client = createClient<paths>({ baseUrl: worker.base });
    const today = await client.GET("/v1/daily");
    expect(today.response.status, JSON.stringify(today.error)).toBe(200);
    const maze = today.data!.challenges.find((c) => c.game === "maze")!;
    expect(maze.status).toBe("open");
    const day = { path: { game: "maze", date: today.data!.date } } as const;

    const name = `E2E ${Date.now() % 100_000}`;
    const player = await client.POST("/v1/players", { body: { name } });
    expect(player.response.status, JSON.stringify(player.error)).toBe(201);
    const bearer = { Authorization: `Bearer ${player.data!.token}` };
    const entered = await client.POST("/v1/daily/{game}/{date}/entries", { params: day, headers: bearer });
    expect(entered.response.status, JSON.stringify(entered.error)).toBe(201);
    const entry = entered.data!;
    expect(entry.view).toEqual(maze.start.view);
    const owner = { Authorization: `Bearer ${entry.ownerToken}` };
    const session = { path: { id: entry.id } } as const;

    let version = entry.version;
    let status: string = entry.status;
    let moves = 0;
    for (; status === "playing"; moves++) {
      expect(moves, "moves played without winning").toBeLessThan(MAX_MOVES);
      // A ranked entry in play gives hints to its owner only (and counts them).
      const hint = await client.POST("/v1/sessions/{id}/hint", { params: session, headers: owner });
      if (!hint.data?.move) throw new Error(`no hint: ${JSON.stringify(hint.error)}`);
      const moved = await client.POST("/v1/sessions/{id}/moves", {
        params: session,
        headers: owner,
        body: { move: hint.data.move, version },
      });
      expect(moved.response.status, JSON.stringify(moved.error)).toBe(200);
      version = moved.data!.version;
      status = moved.data!.status;
    }
    expect(status).toBe("won");

    const board = await client.GET("/v1/daily/{game}/{date}/leaderboard", {
      params: { ...day, query: { limit: 100 } },
    });
    expect(board.response.status, JSON.stringify(board.error)).toBe(200);
    const row = board.data!.rows.find((r) => r.playerId === player.data!.id);
    // The deal is one the hints win; par is that line or the solver's, when shorter.
    expect(row).toMatchObject({ name, result: "won", moves, undos: 0, hints: moves });
    expect(moves).toBeGreaterThanOrEqual(maze.par);
    const profile = await client.GET("/v1/players/{id}", { params: { path: { id: player.data!.id } } });
    expect(profile.data!.games.maze).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });
});
