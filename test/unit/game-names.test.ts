import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Hint } from "../../src/engine/index.ts";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { HINT_EXAMPLE } from "../../src/http/schemas/examples.ts";
import { hintText } from "../../src/i18n/hints.ts";
import { EXAMPLE_GAME, HIDDEN_EXAMPLE_GAME } from "../../src/kit/games.ts";

// Above the games, code, texts and comments speak of a game by what it can do (hides cards,
// has a solver) or list the games from the registry, never by name: a game added to the
// registry is then described everywhere without an edit, and no sentence goes stale. Only
// tables keyed by the registry's ids (the compiler lists a new game's missing rows) name one.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Where no game is named: the façades, the Durable Objects, the kit, the browser client. */
const CHECKED = ["src/http", "src/mcp", "src/durable", "src/kit", "public/play"];
/** The browser client's per-game modules and its language files (game names as words). */
const OWN_FOLDERS = ["public/play/games/", "public/play/lang/"];
/** Tables keyed by `GameId`: one row per game, by its id. */
const ALLOWED = ["src/http/schemas/games.ts", "src/durable/limits.ts"];

const filesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

const WORD = new RegExp(`\\b(${GAME_IDS.join("|")})\\b`, "gi");

/** Each line of `text` that names a game as a whole word, any case: `line: text`. */
export const gameNamesIn = (text: string): string[] =>
  text.split("\n").flatMap((line, i) => (line.match(WORD) ? [`${i + 1}: ${line.trim()}`] : []));

const FILES = CHECKED.flatMap(filesIn).filter(
  (path) => /\.(ts|js|mjs|html|css)$/.test(path) && !OWN_FOLDERS.some((dir) => path.startsWith(dir)),
);

describe("no game named above the games", () => {
  it("finds a game's id as a word in code, text or comment, in any case, and not inside another word", () => {
    expect(GAME_IDS.length).toBeGreaterThan(1);
    const [id] = GAME_IDS;
    const named = id[0]!.toUpperCase() + id.slice(1);
    expect(gameNamesIn(`const a = 1;\n// a ${named} game\n`)).toEqual([`2: // a ${named} game`]);
    expect(gameNamesIn(`x = { ${id}: 1 };`)).toHaveLength(1);
    expect(gameNamesIn(`const ${id}s = 1; const un${id} = 2;`)).toEqual([]);
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES).toContain("src/mcp/server.ts");
    expect(FILES).toContain("public/play/app.js");
  });

  it("names a game only in the tables keyed by the registry", () => {
    const named = FILES.filter((path) => !ALLOWED.includes(path)).flatMap((path) =>
      gameNamesIn(readFileSync(join(ROOT, path), "utf8")).map((line) => `${path}:${line}`),
    );
    expect(named).toEqual([]);
  });

  it("allows only files that exist and are such tables (the list stays short and true)", () => {
    for (const path of ALLOWED) {
      expect(FILES).toContain(path);
      expect(gameNamesIn(readFileSync(join(ROOT, path), "utf8")).length).toBeGreaterThan(0);
    }
  });
});

describe("the games the documents' examples play, chosen from the registry", () => {
  it("one that shows every card, and one that hides some for the examples about hidden cards", () => {
    expect(engineOf(EXAMPLE_GAME).hasHiddenCards).toBe(false);
    expect(engineOf(HIDDEN_EXAMPLE_GAME).hasHiddenCards).toBe(true);
  });

  it("the hint example (written by hand: no search at start-up) is the example game's, about its first legal move", () => {
    const engine = engineOf(EXAMPLE_GAME);
    expect(HINT_EXAMPLE.move).toEqual(engine.legalMoves(engine.deal(1))[0]);
    expect(hintText(EXAMPLE_GAME, HINT_EXAMPLE as Hint<unknown>, engine.view(engine.deal(1)), "en")).toBe(
      HINT_EXAMPLE.text,
    );
    expect(HINT_EXAMPLE.slots).toEqual([HINT_EXAMPLE.params.from, HINT_EXAMPLE.params.to]);
  });
});
