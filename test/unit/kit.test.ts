import { describe, expect, it } from "vitest";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { gameName } from "../../src/i18n/board-words.ts";
import { LANGS } from "../../src/i18n/lang.ts";
import { gameIdsListed, gameNamesListed, hidesCards, moveKinds, spokenList } from "../../src/kit/games.ts";
import { langOf } from "../../src/kit/lang.ts";
import { chosenMove, numberOf } from "../../src/kit/moves.ts";
import { MAX_ECHO, wordRefusal } from "../../src/kit/refusal.ts";
import { withMoveTexts } from "../../src/mcp/game-texts.ts";
import { refusalMessage } from "../../src/mcp/replies.ts";
import { GameIdSchema } from "../../src/mcp/schemas.ts";
import { problemBody } from "../../src/http/problem.ts";

// The façade-neutral kit (src/kit): what HTTP and MCP both call with plain values.

describe("langOf", () => {
  it("takes the first product language asked, else English", () => {
    expect(langOf("es", "cs")).toBe("es");
    expect(langOf(undefined, "cs")).toBe("cs");
    expect(langOf("fr", 3, undefined)).toBe("en");
    expect(langOf()).toBe("en");
  });
});

describe("refusal wording", () => {
  it("cuts echoed input, names the game in the language, the same for a problem and a tool error", () => {
    const long = "x".repeat(MAX_ECHO + 10);
    const worded = wordRefusal({ code: "unknown_game", params: { game: long } }, "en");
    expect(worded.params).toEqual({ game: "x".repeat(MAX_ECHO) + "…" });
    expect(worded.sentence).toContain("x".repeat(MAX_ECHO) + "…");
    expect(worded.sentence).not.toContain(long);
    expect(problemBody("unknown_game", "en", { game: long }).detail).toBe(worded.sentence);
    const named = wordRefusal({ code: "undo_not_allowed", params: { game: "wall" } }, "es");
    expect(named.sentence).toContain(gameName("wall", "es"));
    expect(refusalMessage({ code: "undo_not_allowed", params: { game: "wall" } }, "es")).toBe(named.sentence);
  });

  it("lists the facts a sentence does not name only when asked", () => {
    const refusal = { code: "no_such_move", params: { number: 14, count: 13, extra: "fact" } };
    expect(wordRefusal(refusal, "en").sentence).not.toContain("extra: fact");
    expect(wordRefusal(refusal, "en", { listUnnamed: true }).sentence).toMatch(/\(extra: fact\)$/);
  });
});

describe("a move chosen by number, notation or JSON", () => {
  it("reads a number from the list as a person or a model writes it", () => {
    for (const input of [3, "3", " #3 ", "3."]) expect(numberOf(input), String(input)).toBe(3);
    expect(numberOf(1.5)).toBeNull();
    expect(numberOf("32-8")).toBeUndefined();
    expect(numberOf({ type: "deal" })).toBeUndefined();
  });

  it("reads the game's notation or JSON, and says why not", () => {
    expect(chosenMove("1-37", "maze")).toEqual({ move: { type: "move", from: 1, to: 37 } });
    expect(chosenMove('{"type":"deal"}', "wall")).toEqual({ move: { type: "deal" } });
    expect(chosenMove({ type: "deal" }, "wall")).toEqual({ move: { type: "deal" } });
    expect(chosenMove("{not json", "wall")).toEqual({ code: "invalid_json_move" });
    expect(chosenMove("nonsense", "maze")).toMatchObject({ code: "invalid_notation" });
  });
});

describe("the games as texts list them", () => {
  it("come from the registry, with the capabilities that concern a rule", () => {
    expect(spokenList(["a"], "or")).toBe("a");
    expect(spokenList(["a", "b", "c"], "or")).toBe("a, b or c");
    expect(gameIdsListed("or")).toBe(spokenList(GAME_IDS, "or"));
    for (const id of GAME_IDS) {
      expect(GameIdSchema.description).toContain(id);
      expect(gameNamesListed("and")).toContain(gameName(id, "en"));
      expect(gameNamesListed("or", hidesCards).includes(gameName(id, "en"))).toBe(
        engineOf(id).hasHiddenCards,
      );
    }
  });

  it("show each game's kinds of move by examples the game itself takes", () => {
    for (const id of GAME_IDS) {
      const kinds = moveKinds().get(id)!;
      expect(kinds.length, id).toBeGreaterThan(0);
      for (const kind of kinds) {
        const engine = engineOf(id);
        const move = engine.parseMove(JSON.parse(kind.json));
        expect(move.ok, kind.json).toBe(true);
        expect(engine.notation.move(move.ok ? move.value : null)).toBe(kind.notation);
      }
    }
  });

  it("fill the move placeholders of the tools' schemas and of the MCP refusal that shows moves", () => {
    const filled = withMoveTexts({
      description: "{move_types}; {move_json}; {move_notations}",
      other: "{move_json}",
    });
    expect(filled.other).toBe("{move_json}");
    for (const kinds of moveKinds().values())
      for (const kind of kinds) {
        expect(filled.description).toContain(kind.type);
        expect(filled.description).toContain(kind.json);
        expect(filled.description).toContain(kind.notation);
      }
    for (const lang of LANGS) {
      const text = refusalMessage({ code: "invalid_move" }, lang);
      expect(text, lang).not.toMatch(/\{move_examples\}/);
      for (const id of GAME_IDS) expect(text, lang).toContain(gameName(id, lang));
    }
  });
});
