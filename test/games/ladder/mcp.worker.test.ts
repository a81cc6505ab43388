import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connect,
  ERAS,
  refusalOf,
  replyOf,
  textOf,
  toolSchemas,
  type McpClient,
  type ToolResult,
} from "../../worker/mcp-helpers.ts";

// Ladder over MCP with the official clients of both eras: listed, its rules read, and a game
// played to its win by move numbers, every reply checked against its tool's output schema.

describe.each(ERAS)("ladder over MCP with a %s-era client", (era) => {
  let client: McpClient;
  let schemas: Awaited<ReturnType<typeof toolSchemas>>;
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
    const result = await client.callTool({ name, arguments: args });
    schemas.check(name, result);
    return result;
  };

  beforeAll(async () => {
    client = await connect(era);
    schemas = await toolSchemas(client);
  });
  afterAll(() => client.close());

  it("lists it and reads its rules", async () => {
    const listed = await call("list_games", {});
    expect((listed.structuredContent as { games: { id: string }[] }).games.map((g) => g.id)).toContain(
      "ladder",
    );
    const rules = await call("get_rules", { game: "ladder", lang: "ca" });
    expect(rules.structuredContent).toMatchObject({ id: "ladder", name: "Escala", lang: "ca" });
    expect(textOf(rules)).toMatch(/^# Escala\n/);
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain("patience://rules/ladder/el");
  });

  it("a scripted agent wins deal 2 using only hint and play_move with move numbers", async () => {
    const started = await call("new_game", { game: "ladder", deal: 2 });
    expect(textOf(started)).toContain("move ");
    let position = replyOf(started).position;
    const { handle } = position;
    let last: ToolResult | undefined;
    for (let turn = 0; turn < 20 && position.status === "playing"; turn++) {
      const hinted = replyOf(await call("hint", { handle }));
      const number = hinted.hint!.number!;
      expect(position.legalMoves![number - 1]).toBe(hinted.hint!.notation);
      last = await call("play_move", { handle, move: number, version: hinted.position.version });
      position = replyOf(last).position;
    }
    expect(position).toMatchObject({ status: "won", score: 8, legalMoves: [] });
    expect(textOf(last!)).toContain("The ladder is complete: the game is won!");
    const after = refusalOf(await call("play_move", { handle, move: 1, version: position.version }));
    expect(after).toMatchObject({ code: "game_over", params: { status: "won" } });
  });

  it("refuses an illegal move as a tool error, in the game's words", async () => {
    const { position } = replyOf(await call("new_game", { game: "ladder", deal: 2 }));
    const illegal = refusalOf(
      await call("play_move", {
        handle: position.handle,
        move: { type: "move", from: 1, to: 0 },
        version: 1,
      }),
    );
    expect(illegal.code).toBe("no_link");
    expect(illegal.position?.legalMoves?.length).toBeGreaterThan(0);
  });
});
