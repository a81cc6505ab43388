import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, ERAS, limitedPost, refusalOf, replyOf, textOf, type McpClient } from "./mcp-helpers.ts";
import { inOneWindow } from "./helpers.ts";

// The MCP endpoint's strictness: batches counted, arguments checked, numbers tied to a version.

/** A tool as tools/list gives it (both eras' clients). */
interface ListedTool {
  name: string;
  description?: string;
  inputSchema: { properties?: Record<string, { description?: string }>; required?: string[] };
}

describe("JSON-RPC batches and the rate limit", () => {
  const call = (id: number) => ({
    jsonrpc: "2.0",
    id,
    method: "tools/call",
    params: { name: "new_game", arguments: { game: "maze" } },
  });
  const batch = (count: number, version: string, ip: string) =>
    limitedPost(JSON.stringify(Array.from({ length: count }, (_, i) => call(i + 1))), ip, {
      "MCP-Protocol-Version": version,
    });
  const started = (text: string) => text.match(/"handle\\?":\\?"[0-9a-z]{26}/g)?.length ?? 0;

  it("a batch is refused (-32600) by a protocol version without JSON-RPC batches", async () => {
    const res = await batch(3, "2025-06-18", "203.0.113.77");
    const text = await res.text();
    expect(res.status, text).toBe(400);
    expect((JSON.parse(text) as { error: { code: number } }).error.code).toBe(-32600);
    expect(started(text)).toBe(0);
  });

  it("a client refused for its batches still spends its budget: 429 once it is spent", async () => {
    await inOneWindow(async (attempt) => {
      const ip = `203.0.113.${90 + attempt}`;
      let refused = 0;
      for (let i = 0; i < 30; i++) {
        const res = await batch(2, "2025-06-18", ip);
        if (res.status === 429) break;
        expect(res.status).toBe(400);
        refused++;
      }
      expect(refused).toBe(25);
      expect((await batch(1, "2025-03-26", ip)).status).toBe(429);
    });
  });

  it("each call of a batch counts against the client's budget (25 here), as one by one", async () => {
    // An older version keeps batches: 3 calls run, and count 3.
    const small = await batch(3, "2025-03-26", "203.0.113.78");
    const text = await small.text();
    expect(small.status, text).toBe(200);
    expect(started(text)).toBe(3);
    // 40 calls are over the budget: refused whole, nothing run (was 40 games for one charge).
    const big = await batch(40, "2025-03-26", "203.0.113.79");
    const bigText = await big.text();
    expect(big.status, bigText).toBe(429);
    expect(started(bigText)).toBe(0);
  });
});

describe.each(ERAS)("tool arguments with a %s-era client", (era) => {
  let client: McpClient;
  beforeAll(async () => {
    client = await connect(era);
  });
  afterAll(() => client.close());

  it("an unknown argument is refused, not silently dropped (dealNumber is not deal)", async () => {
    const result = await client.callTool({ name: "new_game", arguments: { game: "maze", dealNumber: 5 } });
    expect(result.isError, textOf(result)).toBe(true);
    expect(textOf(result)).toMatch(/dealNumber/);
  });

  it("a move of the wrong type is refused in the caller's language, with the position and legal moves", async () => {
    const { position } = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "maze", deal: 1 } }),
    );
    const result = await client.callTool({
      name: "play_move",
      arguments: { handle: position.handle, move: 1.5, version: 1, lang: "es-ES" },
    });
    const refused = refusalOf(result);
    expect(refused.code).toBe("not_a_move_number");
    expect(textOf(result)).toMatch(/^Rechazado/);
    expect(refused.position?.legalMoves).toHaveLength(13);
  });

  it("play_move withHint gives the next hint: following hints wins Maze deal 1 at one call a move", async () => {
    let reply = replyOf(await client.callTool({ name: "new_game", arguments: { game: "maze", deal: 1 } }));
    const handle = reply.position.handle!;
    reply = replyOf(await client.callTool({ name: "hint", arguments: { handle } }));
    let calls = 2;
    while (reply.position.status === "playing") {
      expect(calls).toBeLessThan(400);
      const number = reply.hint?.number;
      expect(number, JSON.stringify(reply.hint)).toBeDefined();
      const arguments_ = { handle, move: number, version: reply.position.version, withHint: true };
      const result = await client.callTool({ name: "play_move", arguments: arguments_ });
      reply = replyOf(result);
      calls++;
      expect(reply.played?.number).toBe(number);
      // The hinted move by number, and what it does, in words; its structured copy no larger.
      if (reply.hint) {
        const hinted = reply.position.legalMoves![reply.hint.number! - 1];
        expect(textOf(result)).toMatch(new RegExp(`\\nHint: ${reply.hint.number}\\. ${hinted}: move `));
      }
      expect(JSON.stringify(result.structuredContent).length).toBeLessThanOrEqual(textOf(result).length);
    }
    expect(reply.position.status).toBe("won");
    expect(reply.hint).toBeUndefined(); // no hint once the game is over
    const shown = replyOf(await client.callTool({ name: "show_game", arguments: { handle } }));
    expect(calls).toBe(shown.position.moveCount! + 2);
  });

  it("a move that is no move of the game names the shapes a move may take (not the docs)", async () => {
    const { position } = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "wall", deal: 1 } }),
    );
    const result = await client.callTool({
      name: "play_move",
      arguments: { handle: position.handle, move: { type: "jump", target: 46 }, version: 1 },
    });
    expect(refusalOf(result).code).toBe("invalid_move");
    expect(textOf(result)).toContain('{"type":"deal"}');
    expect(textOf(result)).not.toContain("docs");
  });

  it("Wall notation accepts the cards as the board and the move texts print them (7♦, 10♦)", async () => {
    const { position } = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "wall", deal: 1 } }),
    );
    // Legal move 1 of deal 1 is 48:7D+TD, listed as "attack 6♣ in slot 48 (health 16) with 7♦ 10♦".
    const played = replyOf(
      await client.callTool({
        name: "play_move",
        arguments: { handle: position.handle, move: " 48 : 7♦ + 10♦ ", version: 1 },
      }),
    );
    expect(played.played?.notation).toBe("48:7D+TD");
  });

  it("a move and an undo need the version (the schema says so): a retried call never plays or undoes twice", async () => {
    const { position } = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "maze", deal: 1 } }),
    );
    const { handle } = position;
    const tools = (await client.listTools()).tools as ListedTool[];
    const required = (name: string) => tools.find((tool) => tool.name === name)!.inputSchema.required;
    expect(required("play_move")).toEqual(expect.arrayContaining(["handle", "move", "version"]));
    expect(required("undo")).toEqual(expect.arrayContaining(["handle", "version"]));
    // Without it: refused by the input schema, naming the argument; nothing is played.
    for (const [name, args] of [
      ["play_move", { handle, move: 1 }],
      ["play_move", { handle, move: "1–37" }], // an en dash, as editors write it
      ["undo", { handle }],
    ] as const) {
      const refused = await client.callTool({ name, arguments: args });
      expect(refused.isError, textOf(refused)).toBe(true);
      expect(textOf(refused)).toMatch(/version/);
    }
    expect(
      replyOf(await client.callTool({ name: "show_game", arguments: { handle } })).position.version,
    ).toBe(1);
    const args = { handle, move: 1, version: 1 };
    const first = replyOf(await client.callTool({ name: "play_move", arguments: args }));
    expect(first.played?.notation).toBe("1-37");
    // The same request again (a client retry after a lost answer): refused, nothing played.
    expect(refusalOf(await client.callTool({ name: "play_move", arguments: args })).code).toBe(
      "version_conflict",
    );
    const undone = replyOf(await client.callTool({ name: "undo", arguments: { handle, version: 2 } }));
    // Back at the deal: its moves again.
    expect(undone.position).toMatchObject({ version: 3, legalMoves: position.legalMoves });
    expect(undone.undone?.notation).toBe("1-37");
    expect(refusalOf(await client.callTool({ name: "undo", arguments: { handle, version: 2 } })).code).toBe(
      "version_conflict",
    );
    const again = replyOf(
      await client.callTool({ name: "play_move", arguments: { handle, move: "1–37", version: 3 } }),
    );
    expect(again.played?.notation).toBe("1-37");
  });

  it("every tool's description and schema agree on what is required", async () => {
    const tools = (await client.listTools()).tools as ListedTool[];
    for (const tool of tools) {
      const properties = tool.inputSchema.properties ?? {};
      const required = new Set(tool.inputSchema.required ?? []);
      for (const [name, property] of Object.entries(properties)) {
        // An argument whose own description calls it required is required by the schema…
        if (/\(required\)|\brequired\b/i.test(property.description ?? ""))
          expect(required.has(name), `${tool.name}.${name}`).toBe(true);
        // …and one the tool's description calls required (`the version you last saw (required)`).
        const said = new RegExp(`\\b${name}\\b[^.]*\\(required\\)`, "i");
        if (said.test(tool.description ?? "")) expect(required.has(name), `${tool.name}.${name}`).toBe(true);
      }
      // Every required argument is described, so a model knows what to send.
      for (const name of required) expect(properties[name]?.description, `${tool.name}.${name}`).toBeTruthy();
    }
  });
});
