import { classifyInboundRequest } from "@modelcontextprotocol/server";
import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directCall, directFixed, isPlainEnvelope, plainCall } from "../../src/mcp/direct-call.ts";
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

/** A request of `method` exactly as the official client of `era` sends it (headers and body). */
async function recordedCall(era: Era, method = "tools/call"): Promise<Template> {
  let seen: Template | undefined;
  const client = await connect(era, {}, (url, init) => {
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Template["body"]) : undefined;
    if (body?.method === method) seen = { headers: new Headers(init.headers), body };
    return SELF.fetch(url, init);
  });
  if (method === "tools/list") await client.listTools();
  else await client.callTool({ name: "list_games", arguments: {} });
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

  it("a session's opening is answered from the SDK's own results (src/mcp/fixed-answers.json: npm run docs:tools)", async () => {
    const opening = era === "modern" ? "server/discover" : "initialize";
    for (const method of [opening, "tools/list"]) {
      const { headers, body } = await recordedCall(era, method);
      const variants: Template["body"][] = [body];
      if (method === "initialize")
        for (const params of [
          { protocolVersion: "2024-11-05" },
          { protocolVersion: "2099-01-01" },
          { capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: {} } },
        ])
          variants.push({ ...body, params: { ...body.params, ...params } });
      for (const variant of variants) {
        const text = JSON.stringify(variant);
        const request = () => new Request(MCP_URL, { method: "POST", headers, body: text });
        const answer = directFixed(request(), JSON.parse(text));
        expect(answer, `the official client's ${method} is answered directly`).toBeDefined();
        expect(await seen(answer!), `${text}: run npm run docs:tools`).toEqual(
          await seen(await sdkAnswer(request(), JSON.parse(text), context)),
        );
      }
      // A page asked by its cursor, a capability of another shape: the SDK's to answer.
      const odd = { cursor: "x", capabilities: { tasks: {} } };
      const request = new Request(MCP_URL, { method: "POST", headers, body: "{}" });
      expect(directFixed(request, { ...body, params: { ...body.params, ...odd } })).toBeUndefined();
    }
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

describe("what the direct path takes, the SDK's classifier takes", () => {
  /** Mostly `usual`, sometimes `odd`: calls near the plain ones, where a wrong check would show. */
  const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) =>
    fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: odd, weight: 1 });
  const capability = fc.oneof(
    fc.constant({}),
    fc.record({ listChanged: mostly(fc.boolean(), fc.string()) }, { requiredKeys: [] }),
    fc.record({ context: mostly(fc.object(), fc.jsonValue()), tools: fc.object() }, { requiredKeys: [] }),
    fc.record(
      {
        form: fc.record({ applyDefaults: mostly(fc.boolean(), fc.jsonValue()) }, { requiredKeys: [] }),
        url: fc.object(),
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string(), mostly(fc.object(), fc.jsonValue({ maxDepth: 1 }))),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const envelope = fc.record(
    {
      "io.modelcontextprotocol/protocolVersion": mostly(
        fc.constant("2026-07-28"),
        fc.constantFrom("2025-11-25", 7),
      ),
      "io.modelcontextprotocol/clientInfo": mostly(
        fc.record(
          {
            name: mostly(fc.string(), fc.integer()),
            version: fc.string(),
            title: mostly(fc.string(), fc.constant(null)),
            websiteUrl: fc.string(),
            icons: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: ["version"] },
        ),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      "io.modelcontextprotocol/clientCapabilities": mostly(
        fc.dictionary(
          fc.constantFrom(
            "roots",
            "sampling",
            "elicitation",
            "experimental",
            "extensions",
            "tasks",
            "constructor",
          ),
          capability,
          { maxKeys: 3 },
        ),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      progressToken: mostly(fc.constant(undefined), fc.oneof(fc.string(), fc.integer())),
    },
    {
      requiredKeys: ["io.modelcontextprotocol/protocolVersion", "io.modelcontextprotocol/clientCapabilities"],
    },
  );
  const call = fc.record({
    body: fc.record(
      {
        jsonrpc: mostly(fc.constant("2.0"), fc.constant("1.0")),
        id: mostly(fc.oneof(fc.string(), fc.integer()), fc.oneof(fc.double(), fc.constant(null))),
        method: mostly(fc.constant("tools/call"), fc.constant("initialize")),
        params: fc.record(
          {
            name: mostly(fc.constantFrom("list_games", "play_move"), fc.constant("nope")),
            arguments: mostly(fc.object(), fc.jsonValue({ maxDepth: 1 })),
            _meta: envelope,
          },
          { requiredKeys: ["name"] },
        ),
        result: mostly(fc.constant(undefined), fc.object()),
      },
      { requiredKeys: ["jsonrpc", "id", "method", "params"] },
    ),
    version: mostly(
      fc.constantFrom("2026-07-28", "2025-11-25"),
      fc.constantFrom("2025-06-18", "1999-01-01", undefined),
    ),
    method: mostly(fc.constant("tools/call"), fc.constantFrom("tools/list", undefined)),
    nameAgrees: mostly(fc.constant(true), fc.constant(false)),
    accept: mostly(fc.constant("application/json, text/event-stream"), fc.constant("application/json")),
  });

  it("every call it takes is a request the classifier serves in the same era", () => {
    const taken = { modern: 0, legacy: 0 };
    fc.assert(
      fc.property(call, (generated) => {
        // A body as JSON.parse gives it.
        const body = JSON.parse(JSON.stringify(generated.body)) as Template["body"];
        const sent = {
          "MCP-Protocol-Version": generated.version,
          "Mcp-Method": generated.method,
          "Mcp-Name": generated.nameAgrees ? (body.params.name as string) : "list_games_",
        };
        const headers = new Headers({ "Content-Type": "application/json", Accept: generated.accept });
        for (const [name, value] of Object.entries(sent)) if (value !== undefined) headers.set(name, value);
        const request = new Request(MCP_URL, { method: "POST", headers, body: JSON.stringify(body) });
        const taking = plainCall(request, body);
        if (!taking) return;
        taken[taking.modern ? "modern" : "legacy"]++;
        const route = classifyInboundRequest({
          httpMethod: "POST",
          body,
          protocolVersionHeader: sent["MCP-Protocol-Version"],
          mcpMethodHeader: sent["Mcp-Method"],
          mcpNameHeader: sent["Mcp-Name"],
        });
        expect(route, JSON.stringify(body)).toMatchObject(
          taking.modern ? { kind: "modern", messageKind: "request" } : { kind: "legacy", reason: "no-claim" },
        );
      }),
      { numRuns: 4000 },
    );
    // The property meant something: many generated calls of each era were taken (50-80 and
    // 110-135 of the 4,000 in five runs).
    expect(taken.modern).toBeGreaterThan(20);
    expect(taken.legacy).toBeGreaterThan(60);
  });

  it("the envelopes of the official clients and of hosts are checked without the SDK's schemas", () => {
    for (const capabilities of [
      {},
      { roots: { listChanged: true }, sampling: {}, elicitation: {} },
      { elicitation: { form: { applyDefaults: true }, url: {} }, sampling: { tools: {} } },
      { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } } },
    ])
      expect(
        isPlainEnvelope({
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientInfo": { name: "host", version: "1.0.0", title: "A host" },
          "io.modelcontextprotocol/clientCapabilities": capabilities,
        }),
        JSON.stringify(capabilities),
      ).toBe(true);
  });
});
