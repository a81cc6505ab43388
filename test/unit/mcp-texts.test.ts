import { EXTRA_GAMES } from "#extra-games";
import { describe, expect, it } from "vitest";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { LANGS } from "../../src/i18n/lang.ts";
import { MCP_MESSAGES } from "../../src/i18n/mcp-messages.ts";
import { MCP_WORDS } from "../../src/i18n/mcp-texts.ts";
import { eventsText, moveText } from "../../src/i18n/move-texts.ts";
import { HANDLE_LENGTH, newHandle, objectName, ownerTokenOf, parseHandle } from "../../src/mcp/handle.ts";
import { refusalMessage, refusalReply } from "../../src/mcp/replies.ts";
import { SLOT_NUMBER } from "../support/slot-words.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the MCP façade's words", () => {
  it("every sentence names the same placeholders in every language", () => {
    for (const table of [MCP_WORDS, MCP_MESSAGES]) {
      for (const [key, texts] of Object.entries(table)) {
        for (const lang of LANGS)
          expect(placeholders(texts[lang]), `${key}/${lang}`).toEqual(placeholders(texts.en));
      }
    }
  });

  for (const game of GAME_IDS) {
    const engine = engineOf(game);
    // The product's games in card words (a test build's own games keep slot-numbered phrases).
    const inCardWords = !Object.hasOwn(EXTRA_GAMES, game);
    it(`${game}: every legal move and every event reads as words in every language, placeholders filled (card words: no slot number)`, () => {
      for (let deal = 0; deal < 5; deal++) {
        let state = engine.deal(deal * 104729);
        for (let step = 0; step < 25; step++) {
          const view = engine.view(state);
          const moves = engine.legalMoves(state);
          if (moves.length === 0) break;
          for (const move of moves)
            for (const lang of LANGS) {
              const text = moveText(game, view, move, lang);
              expect(text, `${engine.notation.move(move)}/${lang}`).not.toMatch(/[{}]|undefined|\?\?/);
              if (inCardWords) expect(text, `${engine.notation.move(move)}/${lang}`).not.toMatch(SLOT_NUMBER);
              expect(text.length).toBeGreaterThan(5);
            }
          const applied = engine.applyMove(state, moves[(deal + step) % moves.length]);
          if (!applied.ok) throw new Error("a listed move was refused");
          for (const lang of LANGS) {
            const after = engine.view(applied.value.state);
            const text = eventsText(game, applied.value.events, lang, after);
            expect(text, lang).not.toMatch(/[{}]|undefined/);
            if (inCardWords) expect(text, lang).not.toMatch(SLOT_NUMBER);
            expect(text.length).toBeGreaterThan(5);
          }
          state = applied.value.state;
        }
      }
    });
  }
});

describe("game handles", () => {
  it("are 26 characters of Crockford base32, 130 random bits, all different", () => {
    const handles = Array.from({ length: 500 }, newHandle);
    for (const handle of handles)
      expect(handle).toMatch(new RegExp(`^[0-9a-hjkmnp-tv-z]{${HANDLE_LENGTH}}$`));
    expect(new Set(handles).size).toBe(handles.length);
    // Every character of the alphabet turns up (the low 5 bits of a byte are uniform).
    expect(new Set(handles.join("")).size).toBe(32);
  });

  it("are read whatever their case, with i, l and o as the digits they look like", () => {
    const handle = "0123456789abcdefghjkmnpqrs";
    expect(parseHandle(handle)).toBe(handle);
    expect(parseHandle(`  ${handle.toUpperCase()} `)).toBe(handle);
    expect(parseHandle("O" + "l" + handle.slice(2))).toBe(handle);
    for (const bad of ["", handle.slice(1), handle + "0", "u".repeat(26), handle.replace("a", "-")])
      expect(parseHandle(bad), bad).toBeUndefined();
  });

  it("derive an object name and an owner token that are neither the handle nor each other", async () => {
    const handle = newHandle();
    const token = await ownerTokenOf(handle);
    expect(token).toBe(await ownerTokenOf(handle));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(handle);
    expect(objectName(handle)).not.toBe(handle);
    expect(await ownerTokenOf(newHandle())).not.toBe(token);
  });
});

describe("the MCP façade's refusals", () => {
  it("name the game in the caller's language, while their params keep its id", () => {
    expect(refusalMessage({ code: "analysis_unavailable", params: { game: "maze" } }, "es")).toMatch(
      /^Una partida de Malla solo se puede analizar/,
    );
    const reply = refusalReply({ code: "undo_not_allowed", params: { game: "wall" } }, "el");
    const error = (reply.structuredContent as { error: { message: string; params: unknown } }).error;
    expect(error.message).toContain("στο παιχνίδι «Τοίχος»");
    expect(error.message).not.toContain("wall");
    expect(error.params).toEqual({ game: "wall" });
  });
});
