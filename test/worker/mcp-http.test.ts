import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/http/app.ts";
import { allowedOriginHostnames, MAX_MCP_BODY_BYTES } from "../../src/mcp/routes.ts";
import { connect, ERAS, limitedPost, MCP_URL, rawPost } from "./mcp-helpers.ts";
import { inOneWindow } from "./helpers.ts";

// The endpoint itself: its guards answer JSON-RPC errors with their HTTP status, and no input
// gets a 5xx.

const LIST_TOOLS = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });

/** A refusal before MCP: the status, and a JSON-RPC error body with no id. */
async function expectJsonRpcError(res: Response, status: number) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { jsonrpc: string; error: { code: number; message: string }; id: null };
  expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: expect.any(Number) } });
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

describe("Origin", () => {
  it("a foreign Origin gets 403 (a JSON-RPC error); none, this machine's and configured ones pass", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://127.0.0.1.evil.example:8787",
      "not a url",
    ]) {
      const refused = await expectJsonRpcError(await rawPost(LIST_TOOLS, { Origin: origin }), 403);
      expect(refused.error.message).toMatch(/origin/i);
    }
    for (const origin of [undefined, "http://localhost:6274", "http://127.0.0.1:8787", "http://[::1]:3000"]) {
      const res = await rawPost(LIST_TOOLS, origin ? { Origin: origin } : {});
      expect(res.status, `${origin}: ${await res.clone().text()}`).toBe(200);
    }
    // MCP_ALLOWED_ORIGINS lists more (origins or hostnames).
    const configured = { ...env, MCP_ALLOWED_ORIGINS: "https://claude.ai, chat.example.com" };
    const post = (origin: string) =>
      createApp().request(
        "/mcp",
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json, text/event-stream",
            Origin: origin,
          },
          body: LIST_TOOLS,
        },
        configured,
      );
    expect((await post("https://claude.ai")).status).toBe(200);
    expect((await post("https://chat.example.com")).status).toBe(200);
    expect((await post("https://evil.example")).status).toBe(403);
    expect(allowedOriginHostnames(" https://a.example:8443 ,b.example,,bad://")).toEqual(
      expect.arrayContaining(["localhost", "127.0.0.1", "a.example", "b.example"]),
    );
  });

  it.each(ERAS)("a %s-era client sent from a foreign Origin is refused with 403", async (era) => {
    await expect(connect(era, { Origin: "https://evil.example" })).rejects.toThrow(/403|origin/i);
  });
});

describe("language", () => {
  it("texts follow Accept-Language unless a tool's lang says otherwise", async () => {
    const call = (args: object, headers: Record<string, string>) =>
      rawPost(
        JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "get_rules", arguments: args },
        }),
        headers,
      ).then(async (res) => (await res.text()).match(/"text":"# (\w+)/)?.[1]);
    expect(await call({ game: "maze" }, { "Accept-Language": "es-ES,es;q=0.9" })).toBe("Malla");
    expect(await call({ game: "maze", lang: "en" }, { "Accept-Language": "es" })).toBe("Maze");
    expect(await call({ game: "maze" }, {})).toBe("Maze");
  });
});

describe("answers", () => {
  it("a 2025-era call is answered as one JSON object, whether answered directly or by the SDK", async () => {
    const call = (name: string, args: object = {}) =>
      rawPost(
        JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name, arguments: args } }),
        { "MCP-Protocol-Version": "2025-11-25" },
      );
    const res = await call("list_games");
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: number; result: { content: { text: string }[] } };
    expect(body.id).toBe(7);
    expect(body.result.content[0]!.text).toMatch(/^wall \(Wall\)/);
    // Refused arguments are the SDK's to word: its answer is one JSON object too.
    const refused = await call("get_rules", { game: "chess" });
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(((await refused.json()) as { result: { isError?: boolean } }).result.isError).toBe(true);
    // A name that is no tool still meets the whole server, which says so (as before).
    const unknown = (await (await call("no_such_tool")).json()) as { result?: unknown; error?: unknown };
    expect(JSON.stringify(unknown)).toMatch(/no_such_tool/);
    // tools/list still lists every tool.
    const listed = (await (await rawPost(LIST_TOOLS, { "MCP-Protocol-Version": "2025-11-25" })).json()) as {
      result: { tools: unknown[] };
    };
    expect(listed.result.tools.length).toBeGreaterThan(10);
  });
});

describe("body and media type", () => {
  it("a body over the limit gets 413, a body that is not JSON 415, unparsable JSON 400", async () => {
    const huge = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/list",
      params: { pad: "x".repeat(MAX_MCP_BODY_BYTES) },
    });
    await expectJsonRpcError(await rawPost(huge), 413);
    await expectJsonRpcError(await rawPost(LIST_TOOLS, { "Content-Type": "text/plain" }), 415);
    await expectJsonRpcError(await rawPost("{ not json"), 400);
  });
});

describe("rate limit", () => {
  const limited = { ...env, RATE_LIMIT: undefined };
  const app = createApp();
  const mcp = (ip: string) => limitedPost(LIST_TOOLS, ip);

  it("MCP shares the API's limiter and client key: over the limit, a 429 JSON-RPC error with Retry-After", async () => {
    await inOneWindow(async (attempt) => {
      const ip = `203.0.113.${50 + 2 * attempt}`;
      // Part of the budget on REST, the rest on MCP: one budget per client.
      for (let i = 0; i < 10; i++)
        expect(
          (await app.request("/v1/health", { headers: { "CF-Connecting-IP": ip } }, limited)).status,
        ).toBe(200);
      let refused: Response | undefined;
      for (let i = 0; i < 40 && !refused; i++) {
        const res = await mcp(ip);
        if (res.status === 429) refused = res;
        else expect(res.status).toBe(200);
      }
      expect(refused, "no 429 within the test limiter's 25 requests").toBeDefined();
      const body = await expectJsonRpcError(refused!, 429);
      expect(body).toMatchObject({
        error: { message: "Too many requests: try again in a moment.", data: { code: "rate_limited" } },
      });
      expect(refused!.headers.get("Retry-After")).toBe("60");
      expect((await app.request("/v1/health", { headers: { "CF-Connecting-IP": ip } }, limited)).status).toBe(
        429,
      );
    });
    expect((await mcp("203.0.113.51")).status).toBe(200);
  });
});

describe("no input gets a 5xx", () => {
  const MODERN = { "MCP-Protocol-Version": "2026-07-28" };
  const send = (method: string, body: string | undefined, headers: Record<string, string> = {}) =>
    SELF.fetch(MCP_URL, {
      method,
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        ...headers,
      },
      body,
    });

  it("odd methods, headers and JSON-RPC messages are answered below 500", async () => {
    const bodies = [
      "",
      "null",
      "[]",
      "42",
      '"x"',
      "{}",
      LIST_TOOLS,
      JSON.stringify([JSON.parse(LIST_TOOLS), JSON.parse(LIST_TOOLS)]),
      JSON.stringify({ jsonrpc: "1.0", id: 1, method: "tools/list" }),
      JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
      JSON.stringify({ jsonrpc: "2.0", id: 2, method: "no/such/method" }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "nope", arguments: {} },
      }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: 4,
        method: "tools/call",
        params: { name: "play_move", arguments: { handle: 7, move: [] } },
      }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: 5,
        method: "tools/call",
        params: { name: "new_game", arguments: { game: "maze", deal: -1 } },
      }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: 6,
        method: "resources/read",
        params: { uri: "patience://boards/" + "f".repeat(64) },
      }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: 7,
        method: "prompts/get",
        params: { name: "play_patience", arguments: { game: "x" } },
      }),
      JSON.stringify({ jsonrpc: "2.0", id: 8, method: "server/discover", params: { _meta: { junk: true } } }),
      JSON.stringify({ jsonrpc: "2.0", id: 9, result: {} }),
    ];
    for (const headers of [{}, MODERN, { ...MODERN, "Mcp-Method": "tools/list" }]) {
      for (const body of bodies) {
        const res = await send("POST", body, headers);
        expect(res.status, `${JSON.stringify(headers)} ${body}: ${await res.text()}`).toBeLessThan(500);
      }
    }
    for (const method of ["GET", "DELETE", "PUT", "PATCH"]) {
      const res = await send(method, method === "GET" || method === "DELETE" ? undefined : LIST_TOOLS);
      expect(res.status, method).toBeLessThan(500);
    }
  });

  it("arbitrary tool arguments get a tool result, never a failure", async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "new_game",
          "show_game",
          "play_move",
          "hint",
          "undo",
          "get_rules",
          "list_games",
          "daily_challenge",
        ),
        fc.dictionary(
          fc.constantFrom("handle", "move", "version", "game", "deal", "daily", "date", "lang", "x"),
          json,
        ),
        async (name, args) => {
          const body = JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "tools/call",
            params: { name, arguments: args },
          });
          const res = await send("POST", body);
          expect(res.status, body).toBe(200);
        },
      ),
      { numRuns: 60, seed: 13 },
    );
  });
});
