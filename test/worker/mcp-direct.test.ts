import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { directCall } from "../../src/mcp/direct-call.ts";
import { sdkAnswer } from "../../src/mcp/routes.ts";
import { TOOLS } from "../../src/mcp/server.ts";
import type { Position } from "../../src/mcp/schemas.ts";
import type { ToolContext } from "../../src/mcp/tool.ts";
import { connect, ERAS, MCP_URL, type Era } from "./mcp-helpers.ts";

// A plain tools/call is answered without the SDK's per-request server (src/mcp/direct-call.ts):
// the official clients' calls take that path, and its answer is the SDK's own, byte for byte.

interface Template {
  readonly headers: Headers;
  readonly body: { params: Record<string, unknown> } & Record<string, unknown>;
}

/** A tools/call exactly as the official client of `era` sends it (headers and body). */
async function recordedCall(era: Era): Promise<Template> {
  let seen: Template | undefined;
  const client = await connect(era, {}, (url, init) => {
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Template["body"]) : undefined;
    if (body?.method === "tools/call") seen = { headers: new Headers(init.headers), body };
    return SELF.fetch(url, init);
  });
  await client.callTool({ name: "list_games", arguments: {} });
  await client.close();
  expect(seen, era).toBeDefined();
  return seen!;
}

/** The template's call of another tool with other arguments: the request and its parsed body. */
function callOf(template: Template, name: string, args: Record<string, unknown>) {
  const body = { ...template.body, params: { ...template.body.params, name, arguments: args } };
  const headers = new Headers(template.headers);
  if (headers.has("Mcp-Name")) headers.set("Mcp-Name", name);
  const text = JSON.stringify(body);
  const request = () => new Request(MCP_URL, { method: "POST", headers, body: text });
  return { request, parsed: JSON.parse(text) as unknown };
}

const context: ToolContext = {
  env,
  lang: "en",
  now: Date.now,
  origin: new URL(MCP_URL).origin,
  client: "192.0.2.7",
};

/** A Response as compared: status, headers and body text. */
const seen = async (res: Response) => ({
  status: res.status,
  headers: [...res.headers],
  text: await res.text(),
});

/** Answers a call directly (it must be plain) and returns what it answered. */
async function direct(call: ReturnType<typeof callOf>) {
  const answer = directCall(call.request(), call.parsed, context);
  expect(answer, "a plain call is answered directly").toBeDefined();
  return seen(await answer!);
}
const bySdk = async (call: ReturnType<typeof callOf>) =>
  seen(await sdkAnswer(call.request(), call.parsed, context));
/** The structured reply of an answer: a game's position, or a player. */
const resultOf = (answer: { text: string }) =>
  (
    JSON.parse(answer.text) as {
      result: { structuredContent: { position: Position; player: { id: string } } };
    }
  ).result.structuredContent;

describe.each(ERAS)("a plain tools/call (%s client)", (era) => {
  it("is answered as the SDK answers it: read-only tools, refusals by the tool, twin games", async () => {
    const template = await recordedCall(era);
    const call = (name: string, args: Record<string, unknown> = {}) => callOf(template, name, args);
    const same = async (name: string, args: Record<string, unknown> = {}) => {
      const answer = await direct(call(name, args));
      expect(answer, `${name} ${JSON.stringify(args)}`).toEqual(await bySdk(call(name, args)));
      return answer;
    };

    const wall = resultOf(await direct(call("new_game", { game: "wall", deal: 3 }))).position;
    const maze = resultOf(await direct(call("new_game", { game: "maze", deal: 1 }))).position;
    const player = resultOf(await direct(call("become_player", { name: `Direct ${era}` }))).player;
    await same("list_games");
    await same("get_rules", { game: "wall", lang: "es" });
    await same("daily_challenge", { game: "maze" });
    await same("daily_leaderboard", { game: "wall" });
    for (const { handle } of [wall, maze]) {
      await same("show_game", { handle });
      await same("show_game", { handle, lang: "cs" });
      await same("hint", { handle });
      await same("table_view", { handle });
    }
    await same("analyse_game", { handle: maze.handle });
    await same("show_player", { player: player.id });
    // Refused by the tool, with the game as it is: a stale version, a game that does not exist.
    await same("play_move", { handle: maze.handle, move: 1, version: maze.version + 5 });
    await same("show_game", { handle: "0123456789abcdefghjkmnpqrs" });

    // Twin games (the same deal): moves played and undone on each, one answer each way.
    const twins: readonly [Position, Position] = [
      resultOf(await direct(call("new_game", { game: "maze", deal: 9 }))).position,
      resultOf(await direct(call("new_game", { game: "maze", deal: 9 }))).position,
    ];
    for (let turn = 0; turn < 3; turn++) {
      const args = (i: 0 | 1) => ({ handle: twins[i].handle, move: 1, version: twins[i].version + turn });
      expect(await direct(call("play_move", args(0)))).toEqual(await bySdk(call("play_move", args(1))));
    }
    const undo = (i: 0 | 1) => call("undo", { handle: twins[i].handle, version: twins[i].version + 3 });
    expect(await direct(undo(0))).toEqual(await bySdk(undo(1)));
  });

  it("goes to the SDK when anything in it is not plain: refused arguments, an unknown tool or key", async () => {
    const template = await recordedCall(era);
    const parsedOf = (change: (body: Template["body"]) => void, name = "list_games") => {
      const { request, parsed } = callOf(template, name, {});
      change(parsed as Template["body"]);
      return directCall(request(), parsed, context);
    };
    expect(parsedOf(() => {})).toBeDefined();
    expect(parsedOf(() => {}, "no_such_tool")).toBeUndefined();
    expect(parsedOf((body) => (body.params.arguments = { game: "chess" }), "get_rules")).toBeUndefined();
    expect(parsedOf((body) => (body.params.arguments = [1]))).toBeUndefined();
    expect(parsedOf((body) => (body.params.task = {}))).toBeUndefined();
    expect(parsedOf((body) => (body.extra = true))).toBeUndefined();
    expect(parsedOf((body) => (body.id = null))).toBeUndefined();
    expect(parsedOf((body) => (body.method = "tools/list"))).toBeUndefined();
  });
});

it("every tool is answered directly by its input schema's own zod check (no x-mcp-header argument)", () => {
  // The SDK checks arguments the schema marks for HTTP headers (x-mcp-header): no tool has one.
  for (const tool of TOOLS)
    expect(JSON.stringify(tool.input.toJSONSchema()), tool.name).not.toMatch(/x-mcp-header/);
});
