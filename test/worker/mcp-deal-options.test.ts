import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotas } from "../../src/durable/clients.ts";
import { HOURLY_QUOTAS } from "../../src/durable/limits.ts";
import { createApp } from "../../src/http/app.ts";
import {
  connect,
  ERAS,
  refusalOf,
  replyOf,
  toolSchemas,
  type McpClient,
  type ToolResult,
} from "./mcp-helpers.ts";

// new_game takes a deal's options as POST /v1/sessions does: checked against the game's own
// (Wall and Maze declare none) before anything is charged, refused with the API's words.

describe.each(ERAS)("new_game's deal options with a %s-era client", (era) => {
  let client: McpClient;
  let schemas: Awaited<ReturnType<typeof toolSchemas>>;
  const call = async (args: Record<string, unknown>): Promise<ToolResult> => {
    const result = await client.callTool({ name: "new_game", arguments: args });
    schemas.check("new_game", result);
    return result;
  };

  beforeAll(async () => {
    client = await connect(era);
    schemas = await toolSchemas(client);
  });
  afterAll(() => client.close());

  it("an option the game does not have is refused as the API refuses it, naming the option", async () => {
    expect(refusalOf(await call({ game: "maze", deal: 1, options: { draw: "three" } }))).toEqual({
      code: "invalid_deal_option",
      message: "Maze has no deal option draw with that value: GET /v1/games lists the options of each game.",
      params: { game: "maze", option: "draw" },
    });
    const long = "x".repeat(60);
    expect(refusalOf(await call({ game: "wall", options: { [long]: "y" } })).params).toEqual({
      game: "wall",
      option: "x".repeat(40),
    });
    expect(
      refusalOf(await call({ game: "maze", deal: 1, options: { draw: "three" }, lang: "es" })).message,
    ).toBe(
      "Malla no tiene la opción de reparto draw con ese valor: GET /v1/games enumera las opciones de cada juego.",
    );
  });

  it("no options, or none asked for, deals as before: nothing about options in the reply", async () => {
    const asked = replyOf(await call({ game: "maze", deal: 1, options: {} }));
    const plain = replyOf(await call({ game: "maze", deal: 1 }));
    expect(asked).not.toHaveProperty("options");
    expect(asked.deal).toBe(1);
    expect(asked.position.board).toBe(plain.position.board);
    expect(asked.position.legalMoves).toEqual(plain.position.legalMoves);
  });

  it("options with a daily date are refused: a daily challenge has its own deal", async () => {
    expect(refusalOf(await call({ game: "maze", daily: "today", options: { draw: "three" } }))).toEqual({
      code: "options_and_daily",
      message: "Give deal options or a daily date, not both: a daily challenge has its own deal.",
    });
  });
});

describe("new_game's deal options and the hourly quota", () => {
  // The suite runs with the limits off: this app has the hourly quotas on (not the per-minute limiter).
  const app = createApp();
  const quotaOn = { ...env, RATE_LIMIT: undefined, RATE_LIMITER: undefined, PLAYER_LIMITER: undefined };

  it.each(ERAS)(
    "a refused option costs nothing (%s-era client): the quota's last game is still there",
    async (era) => {
      const ip = era === "modern" ? "192.0.2.170" : "192.0.2.171";
      const quota = quotas(quotaOn);
      for (let i = 1; i < HOURLY_QUOTAS.game; i++)
        expect((await quota.take(ip, "game", Date.now())).ok).toBe(true);
      const client = await connect(era, { "CF-Connecting-IP": ip }, async (url, init) =>
        app.request(url, init, quotaOn),
      );
      const call = (args: Record<string, unknown>) =>
        client.callTool({ name: "new_game", arguments: args }) as Promise<ToolResult>;
      for (let i = 0; i < 3; i++)
        expect(refusalOf(await call({ game: "maze", options: { draw: "three" } })).code).toBe(
          "invalid_deal_option",
        );
      replyOf(await call({ game: "maze", deal: 2 }));
      expect(refusalOf(await call({ game: "maze", deal: 3 })).code).toBe("rate_limited");
      await client.close();
    },
  );
});
