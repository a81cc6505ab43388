import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS } from "../../src/i18n/lang.ts";
import { SLOT_NUMBER } from "../support/slot-words.ts";
import { post, type GameJson } from "./helpers.ts";
import { connect, replyOf, textOf, type McpClient, type ToolResult } from "./mcp-helpers.ts";
import { bearer, change, changed, createSession } from "./session-helpers.ts";

// Every sentence a person reads names cards and places in words, never a slot by its number, in
// every language: the hint route's `text` (stateless and stored), a refusal's `detail`, and the
// MCP tools' texts (moves, events, hints, the table view), over games played by their hints.

/** One deal of each game, played this many moves by its hints. */
const DEALS = [
  { game: "maze", deal: 1 },
  { game: "wall", deal: 2 },
] as const;
const MOVES = 8;

interface HintJson {
  move: Record<string, unknown> | null;
  reason: string;
  text: string;
}

/** A sentence in card words: no slot number, every placeholder filled (`??` only on a board, for hidden cards). */
function expectCardWords(text: string, where: string, board = false) {
  expect(text, where).not.toMatch(SLOT_NUMBER);
  expect(text, where).not.toMatch(board ? /[{}]|undefined/ : /[{}]|undefined|\?\?/);
  expect(text.length, where).toBeGreaterThan(5);
}

describe("the hint route speaks in card words, in every language", () => {
  for (const { game, deal } of DEALS) {
    it(`${game} deal ${deal}, stateless: each hint in all five languages, followed`, async () => {
      const dealt = await post(`/v1/games/${game}/deals`, { deal });
      expect(dealt.status).toBe(201);
      let state = ((await dealt.json()) as GameJson).state;
      for (let turn = 0; turn < MOVES; turn++) {
        let move: HintJson["move"] = null;
        for (const lang of LANGS) {
          const res = await post(`/v1/games/${game}/hint?lang=${lang}`, { state });
          expect(res.status).toBe(200);
          const hint = (await res.json()) as HintJson;
          expectCardWords(hint.text, `${game} ${turn} ${lang}: ${hint.text}`);
          move = hint.move;
        }
        if (move === null) break;
        const res = await post(`/v1/games/${game}/moves`, { state, move });
        expect(res.status).toBe(200);
        state = ((await res.json()) as GameJson).state;
      }
    });

    it(`${game} deal ${deal}, stored: each hint and a refusal in all five languages, followed`, async () => {
      const session = await createSession({ game, deal });
      let version = session.version;
      for (let turn = 0; turn < MOVES; turn++) {
        let move: HintJson["move"] = null;
        for (const lang of LANGS) {
          const res = await post(
            `/v1/sessions/${session.id}/hint?lang=${lang}`,
            undefined,
            bearer(session.ownerToken),
          );
          expect(res.status).toBe(200);
          const hint = (await res.json()) as HintJson;
          expectCardWords(hint.text, `${game} ${turn} ${lang}: ${hint.text}`);
          move = hint.move;
        }
        if (move === null) break;
        const after = await changed(await change(session.id, "moves", { move, version }, session.ownerToken));
        version = after.version;
      }
      // A refused move (from the first slot to the second, a gap or a target it cannot take).
      const refused =
        game === "maze" ? { type: "move", from: 0, to: 1 } : { type: "attack", target: 8, cards: ["2C"] };
      for (const lang of LANGS) {
        const res = await change(session.id, "moves", { move: refused, version }, session.ownerToken, {
          "Accept-Language": lang,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        const problem = (await res.json()) as { detail: string };
        expect(problem.detail, `${lang}: ${problem.detail}`).not.toMatch(SLOT_NUMBER);
      }
    });
  }
});

describe("the MCP tools speak in card words, in every language (official client)", () => {
  let client: McpClient;
  beforeAll(async () => {
    client = await connect("modern");
  });
  afterAll(async () => {
    await client.close();
  });

  /** Every text of a reply: its text blocks (with the board), then every `text` field of its structured content. */
  function expectTextsOf(result: ToolResult, where: string) {
    expectCardWords(textOf(result), where, true);
    const texts: string[] = [];
    const walk = (value: unknown, key = ""): void => {
      if (typeof value === "string" && key === "text") texts.push(value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v));
      else if (value !== null && typeof value === "object")
        for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(result.structuredContent);
    for (const text of texts) expectCardWords(text, `${where}: ${text}`);
  }

  for (const { game, deal } of DEALS)
    for (const lang of LANGS)
      it(`${game} deal ${deal} in ${lang}: new game, hints, moves played with the next hint, the table view`, async () => {
        const started = await client.callTool({ name: "new_game", arguments: { game, deal, lang } });
        expectTextsOf(started, `${lang} new_game`);
        let position = replyOf(started).position;
        const handle = position.handle!;
        const asked = await client.callTool({ name: "hint", arguments: { handle, lang } });
        expectTextsOf(asked, `${lang} hint`);
        let number = replyOf(asked).hint?.number;
        for (let turn = 0; turn < MOVES && number !== undefined && position.status === "playing"; turn++) {
          const played = await client.callTool({
            name: "play_move",
            arguments: { handle, move: number, version: position.version, withHint: true, board: true, lang },
          });
          expectTextsOf(played, `${lang} play_move ${turn}`);
          const reply = replyOf(played);
          position = reply.position;
          number = reply.hint?.number;
        }
        const table = await client.callTool({ name: "table_view", arguments: { handle, lang } });
        const moves = (table.structuredContent as { moves: { text: string }[] }).moves;
        expect(moves.length).toBeGreaterThan(0);
        for (const move of moves) expectCardWords(move.text, `${lang} table_view: ${move.text}`);
      });
});
