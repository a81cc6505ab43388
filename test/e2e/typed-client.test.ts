import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";
import type { paths } from "./openapi-types.ts";

// A client generated from the committed document alone, as a newcomer would make one:
// openapi-typescript's types (test/e2e/openapi-types.ts, `npm run openapi`) and openapi-fetch,
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
