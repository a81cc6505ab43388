import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import { wallEngine, type WallState } from "../../src/games/wall/index.ts";
import { newHandle, objectName, ownerTokenOf } from "../../src/mcp/handle.ts";
import { textBoard } from "../../src/render/text-board.ts";
import { differentTwin, hiddenSlots } from "../support/wall-twin.ts";
import {
  connect,
  ERAS,
  replyOf,
  textOf,
  toolSchemas,
  type McpClient,
  type ToolResult,
} from "./mcp-helpers.ts";

// Nothing hidden reaches the model. A Wall game is played to its end through the MCP tools;
// at every position, the same position and its twin (the hidden cards, the stock and the
// face-down piles, reshuffled among themselves) are stored as two games, and every tool
// result about them must be the same, word for word and field for field.

const games = (env as unknown as Bindings).GAME_SESSIONS;

/** A stored game holding `state` (as a custom layout), reached by a new handle. */
async function store(state: WallState): Promise<string> {
  const handle = newHandle();
  const created = await games.get(games.idFromName(objectName(handle))).create({
    game: "wall",
    layoutJson: JSON.stringify(wallEngine.toLayout(state)),
    ownerToken: await ownerTokenOf(handle),
  });
  expect(created.ok).toBe(true);
  return handle;
}

/** Moves to try in a position: a few legal ones, and some that the rules refuse. */
function probes(state: WallState): unknown[] {
  const view = wallEngine.view(state);
  return [
    ...wallEngine.legalMoves(state).slice(0, 3),
    { type: "attack", target: 0, cards: view.waste },
    { type: "attack", target: 30, cards: ["KS"] },
    ...view.waste.slice(0, 1).map((card) => ({ type: "attack", target: 5, cards: [card] })),
    { type: "deal" },
  ];
}

describe.each(ERAS)("hidden cards, through a %s-era client", (era) => {
  it("a Wall game played to its end: every tool result is the same for a position and its twin", async () => {
    const client: McpClient = await connect(era);
    const schemas = await toolSchemas(client);
    const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
      const result = await client.callTool({ name, arguments: args });
      schemas.check(name, result);
      return result;
    };

    /** Every reply about the game `handle` holds, with its handle and public id made generic. */
    async function replies(handle: string, state: WallState): Promise<string[]> {
      const showResult = await call("show_game", { handle });
      const shown = replyOf(showResult);
      const { watchId, boardUri } = shown.position.links!;
      const generic = (value: unknown) =>
        JSON.stringify(value).replaceAll(handle, "<handle>").replaceAll(watchId, "<id>");
      const out = [generic(showResult), generic(await call("hint", { handle }))];
      out.push(generic(await call("table_view", { handle })));
      out.push(generic(await client.readResource({ uri: boardUri })));
      let version = shown.position.version;
      for (const move of probes(state)) {
        // With the table (board: true): the most a move's reply shows.
        const played = await call("play_move", { handle, move, version, board: true });
        if (played.isError) {
          out.push(generic(played));
          continue;
        }
        // A move that turns cards over (a face-down pile, a deal) shows new cards by design:
        // its reply is compared whole only when it reveals nothing.
        const events = (played.structuredContent as { played: { events: { type: string }[] } }).played.events;
        const reveals = events.some((event) => event.type === "flipped" || event.type === "dealt");
        out.push(reveals ? "applied: reveals cards" : generic(played));
        const after = (played.structuredContent as { position: { version: number } }).position.version;
        const undone = await call("undo", { handle, version: after });
        version = (undone.structuredContent as { position: { version: number } }).position.version;
        out.push(generic(undone));
      }
      // Every probe reached the rules (a version refusal would compare nothing of them).
      expect(out.join("\n")).not.toContain("version_conflict");
      return out;
    }

    // The game itself: Wall deal 8 (the hints win it), by hint and move numbers, mirrored move by move in the engine.
    const started = replyOf(await call("new_game", { game: "wall", deal: 8 }));
    const { handle } = started.position;
    let state = wallEngine.deal(8);
    let position = started.position;
    let twinsCompared = 0;
    for (let turn = 0; turn < 300 && position.status === "playing"; turn++) {
      expect(position.board).toBe(textBoard(wallEngine, wallEngine.view(state), "en"));
      if (hiddenSlots(state).length > 0) {
        const twin = differentTwin(state, wallEngine.notation.state);
        const [mine, theirs] = [
          await replies(await store(state), state),
          await replies(await store(twin), twin),
        ];
        expect(theirs).toEqual(mine);
        twinsCompared++;
      }
      const hinted = replyOf(await call("hint", { handle }));
      const number = hinted.hint?.number ?? 1;
      const played = replyOf(
        await call("play_move", { handle, move: number, version: position.version, board: true }),
      );
      const parsed = wallEngine.notation.parseMove(played.played!.notation);
      if (!parsed.ok) throw new Error(`unreadable notation ${played.played!.notation}`);
      const applied = wallEngine.applyMove(state, parsed.value);
      expect(applied.ok).toBe(true);
      if (applied.ok) state = applied.value.state;
      position = played.position;
    }
    expect(position.status).toBe("won");
    expect(twinsCompared).toBeGreaterThan(10);
    // Over, the game shows what it ends with (and no move).
    const final = await call("show_game", { handle });
    // The score of the engine's own mirror of the game.
    expect(textOf(final)).toContain(`Wall · score ${wallEngine.score(state)} · won`);
    expect(textOf(final)).toContain("No legal moves: the game is over.");
    await client.close();
  });
});
