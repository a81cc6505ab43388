import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, replyOf, toolSchemas, type McpClient } from "./mcp-helpers.ts";
import { deal, post } from "./helpers.ts";
import { bearer, createSession, get } from "./session-helpers.ts";

// Each legal move comes with the slots it involves, source first, wherever the API lists the
// legal moves (stateless play, stored games, hints, MCP): a client marks and targets moves with
// them, without knowing the game. Hand-picked moves of known deals.

const asSlots = (body: object) => (body as { moveSlots: number[][] }).moveSlots;

describe("moveSlots beside legalMoves", () => {
  it("stateless play: Maze deal 1's 9♣ goes from 1 to 37; a move's reply lists the new position's", async () => {
    const game = await deal("maze", { deal: 1 });
    expect(game.legalMoves[0]).toEqual({ type: "move", from: 1, to: 37 });
    expect(asSlots(game)).toHaveLength(game.legalMoves.length);
    game.legalMoves.forEach((move, i) => expect(asSlots(game)[i]).toEqual([move.from, move.to]));
    const res = await post("/v1/games/maze/moves", { state: game.state, move: game.legalMoves[0] });
    const moved = (await res.json()) as typeof game;
    expect(asSlots(moved)).toEqual(moved.legalMoves.map((m) => [m.from, m.to]));
  });

  it("stateless play: Wall deal 1's attacks name their waste slots then the target; the deal, stock then waste", async () => {
    const game = await deal("wall", { deal: 1 });
    const slotsOf = (move: object) =>
      asSlots(game)[game.legalMoves.findIndex((m) => JSON.stringify(m) === JSON.stringify(move))];
    expect(slotsOf({ type: "attack", target: 48, cards: ["7D", "TD"] })).toEqual([54, 55, 48]);
    expect(slotsOf({ type: "attack", target: 48, cards: ["7D", "TD", "9H"] })).toEqual([54, 55, 56, 48]);
    expect(slotsOf({ type: "deal" })).toEqual([53, 54, 55, 56]);
  });

  it("a hint names its move's slots", async () => {
    const game = await deal("maze", { deal: 1 });
    const res = await post("/v1/games/maze/hint", { state: game.state });
    const hint = (await res.json()) as { move: { from: number; to: number }; slots: number[] };
    expect(hint.slots).toEqual([hint.move.from, hint.move.to]);
  });

  it("a stored game: its moves' slots, its hint's, and none once resigned", async () => {
    const created = await createSession({ game: "wall", deal: 1 });
    expect(asSlots(created)).toHaveLength(created.legalMoves.length);
    expect(asSlots(created)[0]).toEqual([54, 55, 48]);
    const read = (await (await get(`/v1/sessions/${created.id}`)).json()) as typeof created;
    expect(asSlots(read)).toEqual(asSlots(created));
    const hinted = await post(`/v1/sessions/${created.id}/hint`, {}, bearer(created.ownerToken));
    const hint = (await hinted.json()) as { move: { type: string; target?: number }; slots: number[] };
    expect(hint.slots.length).toBeGreaterThan(0);
    if (hint.move.type === "attack") expect(hint.slots.at(-1)).toBe(hint.move.target);
    const resigned = await post(
      `/v1/sessions/${created.id}/resign`,
      { version: created.version },
      bearer(created.ownerToken),
    );
    const over = (await resigned.json()) as typeof created;
    expect(over.legalMoves).toEqual([]);
    expect(asSlots(over)).toEqual([]);
  });

  it("GET /v1/games names each slot kind of a table in the caller's language", async () => {
    const res = await get("/v1/games?lang=es");
    const { games } = (await res.json()) as {
      games: { id: string; table: { kind: string }[]; kinds: Record<string, string> }[];
    };
    for (const game of games)
      expect(Object.keys(game.kinds).sort()).toEqual([...new Set(game.table.map((p) => p.kind))].sort());
    expect(games.find((g) => g.id === "wall")?.kinds).toMatchObject({ wall: "Muro", stock: "Montón" });
  });
});

describe("MCP: the slots of each legal move", () => {
  let client: McpClient;
  let schemas: Awaited<ReturnType<typeof toolSchemas>>;
  beforeAll(async () => {
    client = await connect("modern");
    schemas = await toolSchemas(client);
  });
  afterAll(() => client.close());

  it("with the whole table, beside legalMoves; table_view gives each move's slots", async () => {
    const started = await client.callTool({ name: "new_game", arguments: { game: "wall", deal: 1 } });
    schemas.check("new_game", started);
    const { position } = replyOf(started);
    expect(position.moveSlots).toHaveLength(position.legalMoves!.length);
    expect(position.legalMoves![0]).toBe("48:7D+TD");
    expect(position.moveSlots![0]).toEqual([54, 55, 48]);
    const viewed = await client.callTool({ name: "table_view", arguments: { handle: position.handle } });
    schemas.check("table_view", viewed);
    const table = viewed.structuredContent as { moves: { slots: number[]; from?: number; to?: number }[] };
    expect(table.moves.map((m) => m.slots)).toEqual(position.moveSlots);
    // A move between two slots also names them as from and to; a deal (four slots) does not.
    const deal = table.moves.find((m) => m.slots[0] === 53);
    expect(deal).toMatchObject({ slots: [53, 54, 55, 56] });
    expect(deal?.from).toBeUndefined();
  });
});
