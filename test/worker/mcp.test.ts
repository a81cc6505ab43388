import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mazeEngine } from "../../src/games/maze/index.ts";
import type { Position } from "../../src/mcp/schemas.ts";
import { TOOLS } from "../../src/mcp/server.ts";
import {
  connect,
  ERAS,
  refusalOf,
  replyOf,
  textOf,
  toolSchemas,
  type McpClient,
  type ToolResult,
} from "./mcp-helpers.ts";
import { get, readSession } from "./session-helpers.ts";

// The MCP endpoint through the official clients of both eras: the current SDK (2026-07-28,
// stateless, no initialize) and SDK v1 (the 2025 initialize handshake, served statelessly).

describe.each(ERAS)("MCP tools with a %s-era client", (era) => {
  let client: McpClient;
  let schemas: Awaited<ReturnType<typeof toolSchemas>>;
  /** Every call's structured content is checked against its tool's output schema. */
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
    const result = await client.callTool({ name, arguments: args });
    schemas.check(name, result);
    return result;
  };
  const newMaze = async (deal = 1) => replyOf(await call("new_game", { game: "maze", deal }));
  /** A position as a refusal shows it: which game, its state and its moves; no table, no links. */
  const short = ({ handle, game, version, status, score, legalMoves }: Position): Position => ({
    handle,
    game,
    version,
    status,
    score,
    legalMoves,
  });

  beforeAll(async () => {
    client = await connect(era);
    schemas = await toolSchemas(client);
  });
  afterAll(() => client.close());

  it("lists the tools in one stable order, each with valid schemas and honest annotations", async () => {
    const names = schemas.tools.map((tool) => tool.name);
    expect(names).toEqual([
      "list_games",
      "get_rules",
      "daily_challenge",
      "daily_leaderboard",
      "become_player",
      "enter_daily",
      "show_player",
      "new_game",
      "show_game",
      "play_move",
      "hint",
      "undo",
      "analyse_game",
      "table_view",
    ]);
    expect(names).toEqual(TOOLS.map((tool) => tool.name));
    // The same list for every call (and every caller).
    expect((await client.listTools()).tools).toEqual(schemas.tools);
    const annotations = Object.fromEntries(schemas.tools.map((tool) => [tool.name, tool.annotations]));
    for (const name of [
      "list_games",
      "get_rules",
      "daily_challenge",
      "daily_leaderboard",
      "show_player",
      "show_game",
      "hint",
    ])
      expect(annotations[name]).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    // table_view plays the table's clicks (its `play`): it changes the game.
    for (const name of [
      "become_player",
      "enter_daily",
      "new_game",
      "play_move",
      "undo",
      "analyse_game",
      "table_view",
    ])
      expect(annotations[name]).toMatchObject({
        readOnlyHint: false,
        destructiveHint: false,
        openWorldHint: false,
      });
  });

  it("a scripted agent wins Maze deal 1 using only hint and play_move with move numbers", async () => {
    const start = await newMaze(1);
    const { handle } = start.position;
    expect(handle).toMatch(/^[0-9a-z]{26}$/);
    let position = start.position;
    let last: ToolResult | undefined;
    for (let turn = 0; turn < 400 && position.status === "playing"; turn++) {
      const asked = await call("hint", { handle });
      const hinted = replyOf(asked);
      expect(hinted.hint?.number, textOf(last ?? { content: [] })).toBeDefined();
      const number = hinted.hint!.number!;
      // The hint's reply: the move, its reasons and the version, not the moves again.
      expect(position.legalMoves![number - 1]).toBe(hinted.hint!.notation);
      expect(hinted.position).not.toHaveProperty("legalMoves");
      expect(textOf(asked)).toContain(`Hint: ${number}. ${hinted.hint!.notation}. ${hinted.hint!.text}`);
      expect(textOf(asked)).toContain(`Version ${position.version} · score ${position.score} · playing`);
      last = await call("play_move", { handle, move: number, version: hinted.position.version });
      const played = replyOf(last);
      expect(played.played).toMatchObject({ number, notation: hinted.hint!.notation });
      expect(played.position.version).toBe(position.version + 1);
      position = played.position;
    }
    expect(position).toMatchObject({ status: "won", score: 48, legalMoves: [] });
    expect(textOf(last!)).toContain("The game is won!");
    expect(textOf(last!)).toContain("No legal moves: the game is over.");
    // A number after the end names no move: the game is over (not "numbered from 1 to 0").
    const after = refusalOf(await call("play_move", { handle, move: 1, version: position.version }));
    expect(after).toMatchObject({ code: "game_over", params: { status: "won" } });
  });

  it("an illegal move, a number not in the list and bad notation are tool errors with the legal moves", async () => {
    const { position } = await newMaze(1);
    const { handle } = position;
    // 7♠ from slot 0 into the gap at 8, which takes only 5♦.
    const illegal = refusalOf(
      await call("play_move", { handle, move: { type: "move", from: 0, to: 8 }, version: 1 }),
    );
    expect(illegal.code).toBe("no_link");
    expect(illegal.message).toContain("That card cannot go there");
    expect(illegal.position).toEqual(short(position));
    const text = textOf(await call("play_move", { handle, move: "0-8", version: 1 }));
    expect(text).toMatch(/^Refused \(no_link\): That card cannot go there/);
    expect(text).toContain("Version 1 · score 2 · playing\nLegal moves: 1. 1-37, 2. 6-35, 3. 7-17,");
    expect(text).not.toContain("Row 1"); // no table in a refusal

    const missing = refusalOf(await call("play_move", { handle, move: 99, version: 1 }));
    expect(missing).toMatchObject({
      code: "no_such_move",
      message: "There is no move 99: the legal moves are numbered from 1 to 13.",
    });
    expect(refusalOf(await call("play_move", { handle, move: "seven to eight", version: 1 })).code).toBe(
      "invalid_notation",
    );
    expect(refusalOf(await call("play_move", { handle, move: "{not json", version: 1 })).code).toBe(
      "invalid_json_move",
    );
    // Nothing was played.
    expect(replyOf(await call("show_game", { handle })).position).toEqual(position);
    // The notation and the JSON move play as the number does.
    const byNotation = replyOf(await call("play_move", { handle, move: "32-8", version: 1, board: true }));
    expect(byNotation.played).toMatchObject({ notation: "32-8" });
    expect(byNotation.played!.events![0]).toEqual({ type: "moved", card: "5D", from: 32, to: 8 });
    expect(byNotation.played).not.toHaveProperty("number");
    const next = byNotation.position.legalMoves![0]!;
    const [from, to] = next.split("-").map(Number);
    const json = JSON.stringify({ type: "move", from, to });
    const byJson = replyOf(await call("play_move", { handle, move: json, version: 2 }));
    expect(byJson.played?.notation).toBe(next);
    // Without board: what happened in words only; the state and the moves as data.
    expect(byJson.played).not.toHaveProperty("events");
    expect(byJson.position).not.toHaveProperty("board");
  });

  it("a stale version is a tool error naming the current version; nothing is played", async () => {
    const { position } = await newMaze(1);
    const { handle } = position;
    const moved = replyOf(await call("play_move", { handle, move: 8, version: 1 }));
    expect(moved.position.version).toBe(2);
    const stale = refusalOf(await call("play_move", { handle, move: 1, version: 1 }));
    expect(stale).toMatchObject({
      code: "version_conflict",
      message:
        "Version 1 is not the game's current version 2: read the game again and send its current version.",
    });
    expect(stale.position).toEqual({ ...moved.position, handle, game: "maze" });
    expect(replyOf(await call("show_game", { handle })).position.version).toBe(2);
  });

  it("a malformed handle and an unknown one are tool errors that say so", async () => {
    for (const handle of ["", "abc", "u".repeat(26), "not a handle at all, clearly"]) {
      for (const tool of ["show_game", "hint", "undo"]) {
        const refused = refusalOf(await call(tool, { handle, ...(tool === "undo" ? { version: 1 } : {}) }));
        expect(refused.code).toBe("malformed_handle");
        expect(refused.message).toContain("This is not a game handle");
        expect(refused).not.toHaveProperty("position");
      }
      expect(refusalOf(await call("play_move", { handle, move: 1, version: 1 })).code).toBe(
        "malformed_handle",
      );
    }
    const unknown = refusalOf(await call("show_game", { handle: "0123456789abcdefghjkmnpqrs" }));
    expect(unknown.code).toBe("unknown_handle");
    // Case and the letters Crockford's alphabet leaves out do not matter.
    const { position } = await newMaze(2);
    const spelled = position.handle!.toUpperCase().replace(/1/g, "l").replace(/0/g, "O");
    expect(replyOf(await call("show_game", { handle: ` ${spelled} ` })).position).toEqual(position);
  });

  it("undo takes the last move back, and is a tool error at the deal", async () => {
    const { position } = await newMaze(3);
    const { handle } = position;
    const atDeal = refusalOf(await call("undo", { handle, version: 1 }));
    expect(atDeal.code).toBe("nothing_to_undo");
    const played = replyOf(await call("play_move", { handle, move: 1, version: 1 }));
    const undone = replyOf(await call("undo", { handle, version: 2, board: true }));
    expect(undone.undone?.notation).toBe(played.played?.notation);
    // board: true shows the table and each move's phrase, as new_game did.
    expect(undone.position).toMatchObject({ version: 3, moveCount: 0, board: position.board });
    expect(undone.position.legalMoves).toEqual(position.legalMoves);
    expect(played.position).not.toHaveProperty("board");
    expect(refusalOf(await call("undo", { handle, version: 2 })).code).toBe("version_conflict");
  });

  it("analyse_game: Maze at any time; Wall once over, for its owner first (then no undo, and anyone may look)", async () => {
    const maze = await newMaze(1);
    const mazed = await call("analyse_game", { handle: maze.position.handle });
    const { analysis } = replyOf(mazed);
    expect(analysis).toMatchObject({ start: { verdict: "winnable" }, turningPoint: null, decided: true });
    expect(analysis!.start.line!.length).toBeGreaterThan(0);
    expect(maze.position.legalMoves).toContain(analysis!.start.line![0]);
    expect(textOf(mazed)).toContain(`the solver's winning line has ${analysis!.start.line!.length} moves`);

    const wall = replyOf(await call("new_game", { game: "wall", deal: 2 }));
    const { handle } = wall.position;
    expect(refusalOf(await call("analyse_game", { handle })).code).toBe("analysis_unavailable");
    let position = wall.position;
    for (let turn = 0; turn < 300 && position.status === "playing"; turn++)
      position = replyOf(await call("play_move", { handle, move: 1, version: position.version })).position;
    expect(position.status).not.toBe("playing");
    // A spectator may not be the first to see the deal (it would end the owner's undo).
    const { watchId } = wall.position.links!;
    expect((await get(`/v1/sessions/${watchId}/analysis`)).status).toBe(403);
    // One call searches a bounded amount: a Wall analysis may go on over several calls.
    let asked = await call("analyse_game", { handle, lang: "es" });
    for (let calls = 1; !replyOf(asked).analysis!.complete && calls < 20; calls++) {
      expect(textOf(asked)).toContain("vuelve a llamar a analyse_game");
      asked = await call("analyse_game", { handle, lang: "es" });
    }
    const walled = replyOf(asked);
    expect(walled.analysis!.complete).toBe(true);
    expect(walled.analysis!.now.verdict).toBe(position.status === "won" ? "winnable" : "unwinnable");
    expect(refusalOf(await call("undo", { handle, version: position.version })).code).toBe("game_revealed");
    expect((await get(`/v1/sessions/${watchId}/export`)).status).toBe(200);
  });

  it("the watch id is the stored game's public id: the same game over REST", async () => {
    const { position } = await newMaze(4);
    const played = replyOf(
      await call("play_move", { handle: position.handle, move: 2, version: position.version }),
    );
    const { watchId, watchUrl, sessionUrl } = position.links!;
    const session = await readSession(watchId);
    expect(session).toMatchObject({
      id: watchId,
      version: played.position.version,
      score: played.position.score,
      moveCount: 1,
    });
    expect(session.legalMoves.map((m) => mazeEngine.notation.move(m as never))).toEqual(
      played.position.legalMoves,
    );
    // The page a person opens to watch, and the game as JSON for a program.
    expect(watchUrl).toBe(`http://api.test/play?watch=${session.id}`);
    expect(sessionUrl).toBe(`http://api.test/v1/sessions/${session.id}`);
    // The handle is not the id, and the owner token is never shown.
    expect(JSON.stringify(played)).not.toMatch(/ownerToken/);
  });

  it("list_games and get_rules, in the language asked for", async () => {
    const listed = await call("list_games", {});
    expect((listed.structuredContent as { games: { id: string }[] }).games.map((g) => g.id)).toEqual([
      "wall",
      "maze",
    ]);
    const rules = await call("get_rules", { game: "wall", lang: "es" });
    expect(rules.structuredContent).toMatchObject({ id: "wall", name: "Muro", lang: "es" });
    expect(textOf(rules)).toMatch(/^# Muro\n/);
    const started = await call("new_game", { game: "maze", deal: 1, lang: "cs" });
    expect(textOf(started)).toContain("Nová hra Bludiště");
    expect(textOf(started)).toContain("1. 1-37: přesunout 9♣ do mezery před 10♣");
  });

  it("a wrong argument is a tool error from the input schema", async () => {
    const result = await client.callTool({ name: "new_game", arguments: { game: "spider" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/game/);
  });

  it("resources: every game's rules in every language, a stored game's board as SVG", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain("patience://rules/maze/ca");
    // Ten rules (two games, five languages) and the table view.
    expect(resources).toHaveLength(11);
    expect(resources.map((r) => r.uri)).toContain("ui://patience/table");
    const read = await client.readResource({ uri: "patience://rules/maze/en" });
    expect(read.contents[0]).toMatchObject({ mimeType: "text/markdown" });
    expect(read.contents[0]!.text).toMatch(/^# Maze\n/);
    const started = await call("new_game", { game: "maze", deal: 1 });
    const link = started.content.find((block) => block.type === "resource_link");
    expect(link).toMatchObject({ mimeType: "image/svg+xml", uri: replyOf(started).position.links!.boardUri });
    const board = await client.readResource({ uri: link!.uri! });
    expect(board.contents[0]).toMatchObject({ mimeType: "image/svg+xml" });
    expect(board.contents[0]!.text).toMatch(/^<svg /);
    await expect(client.readResource({ uri: "patience://boards/nope" })).rejects.toThrow();
    await expect(client.readResource({ uri: "patience://rules/spider/en" })).rejects.toThrow();
  });

  it("a prompt that tells a model how to play here", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["play_patience"]);
    const prompt = await client.getPrompt({ name: "play_patience", arguments: { game: "wall" } });
    expect(prompt.messages[0]!.content.text).toContain('Call new_game with game "wall"');
  });
});

describe.each(ERAS)("the table inside a chat (MCP Apps) with a %s-era client", (era) => {
  let client: McpClient;
  beforeAll(async () => {
    client = await connect(era);
  });
  afterAll(() => client.close());

  it("new_game, show_game and play_move point at one self-contained ui:// view; table_view is the app's", async () => {
    const { tools } = (await client.listTools()) as {
      tools: { name: string; _meta?: { ui?: { resourceUri?: string; visibility?: string[] } } }[];
    };
    const ui = Object.fromEntries(tools.map((tool) => [tool.name, tool._meta?.ui]));
    for (const name of ["new_game", "show_game", "play_move"])
      expect(ui[name], name).toEqual({ resourceUri: "ui://patience/table" });
    expect(ui["table_view"]).toEqual({ resourceUri: "ui://patience/table", visibility: ["app"] });
    expect(ui["hint"]).toBeUndefined();

    const read = await client.readResource({ uri: "ui://patience/table" });
    const [view] = read.contents as { uri: string; mimeType: string; text: string }[];
    expect(view!.mimeType).toBe("text/html;profile=mcp-app");
    // Everything is inside: no address to fetch from, and a policy that allows nothing else.
    expect(view!.text).toContain(
      `content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'"`,
    );
    expect(view!.text).not.toMatch(/https?:\/\/|src=["']\/\/|<link /);
    // The host reads it once, not the model: small, not tiny (layout, size and context code).
    expect(view!.text.length).toBeLessThan(24 * 1024);

    const started = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "maze", deal: 1 } }),
    );
    const table = (
      await client.callTool({
        name: "table_view",
        arguments: { handle: started.position.handle, lang: "es" },
      })
    ).structuredContent as {
      svg: string;
      moves: { number: number; notation: string; text: string; from?: number; to?: number }[];
    };
    // The board as board.svg draws it, and each legal move with its slots.
    const svg = await (await get(`/v1/sessions/${started.position.links!.watchId}/board.svg?lang=es`)).text();
    expect(table.svg).toBe(svg);
    expect(table.moves.map((m) => m.notation)).toEqual(started.position.legalMoves);
    expect(table).toMatchObject({ ranked: false });
    expect(table.moves[7]).toMatchObject({ number: 8, notation: "32-8", from: 32, to: 8 });
    expect(table.moves[7]!.text).toContain("5♦");
  });

  it("table_view plays and hints for the view, authorised as play_move is (a host may let a model call it)", async () => {
    const view = async (args: Record<string, unknown>) => {
      const result = await client.callTool({ name: "table_view", arguments: args });
      return { result, table: result.structuredContent as Record<string, unknown> };
    };
    const started = replyOf(
      await client.callTool({ name: "new_game", arguments: { game: "maze", deal: 1 } }),
    );
    const handle = started.position.handle!;
    // No handle, no game: the same refusals as play_move's, and nothing played.
    expect(refusalOf((await view({ handle: "nope", play: { move: 1, version: 1 } })).result).code).toBe(
      "malformed_handle",
    );
    const other = "0".repeat(26);
    expect(refusalOf((await view({ handle: other, play: { move: 1, version: 1 } })).result).code).toBe(
      "unknown_handle",
    );
    // The watch id is not a handle.
    expect(
      refusalOf(
        (await view({ handle: started.position.links!.watchId, play: { move: 1, version: 1 } })).result,
      ).code,
    ).toBe("malformed_handle");
    // A move by its number at the version it is from, with the hint for the position after it.
    const played = await view({ handle, play: { move: 1, version: 1 }, hint: true });
    expect(played.result.isError).toBeFalsy();
    expect(played.table).toMatchObject({ version: 2, played: { notation: "1-37" } });
    const hinted = played.table.hint as { number: number; text: string };
    expect(hinted.number).toBeGreaterThan(0);
    expect(hinted.text.length).toBeGreaterThan(10);
    expect(textOf(played.result)).toMatch(/^Played 1\. 1-37/);
    // Stale (a retried click): refused, nothing played twice.
    const again = await view({ handle, play: { move: 1, version: 1 } });
    expect(refusalOf(again.result).code).toBe("version_conflict");
    const now = replyOf(await client.callTool({ name: "show_game", arguments: { handle } }));
    expect(now.position.version).toBe(2);
    // Without play, it only reads.
    expect((await view({ handle })).table).toMatchObject({ version: 2 });
    expect((await view({ handle })).table).not.toHaveProperty("played");
  });
});
