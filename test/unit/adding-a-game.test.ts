import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EXTRA_GAMES } from "#extra-games";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../../src/games/registry.ts";

// docs/adding-a-game.md against the code: every file of src/ and of the browser client whose
// code names a registered game or keys a table by GameId is in the doc (so the doc's list of
// what a new game touches stays whole), and every file the doc names exists.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DOC = readFileSync(join(ROOT, "docs/adding-a-game.md"), "utf8");

const filesIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const IDS = GAME_IDS.map(escape).join("|");
const STRING = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/** Why a file's code names a game (empty when it does not): comments are not code. */
export function namings(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const why = new Set<string>();
  // A game id as a whole string (`"maze"`, `value="wall"`), or a path into a game's folder.
  for (const m of code.matchAll(new RegExp(`["'\`](${IDS})["'\`]`, "g"))) why.add(`"${m[1]}"`);
  for (const m of code.matchAll(new RegExp(`from\\s+["'][^"']*/(${IDS})(?:/|\\.ts["'])`, "g")))
    why.add(`imports ${m[1]}`);
  // Outside strings: a key (`wall: …`), a member (`GAMES.maze`), a table keyed by GameId.
  const bare = code.replace(STRING, '""');
  for (const m of bare.matchAll(new RegExp(`(?:^|[\\s{,])(${IDS})\\s*:`, "gm"))) why.add(`${m[1]}:`);
  for (const m of bare.matchAll(new RegExp(`\\.(${IDS})\\b`, "g"))) why.add(`.${m[1]}`);
  if (/\[\s*\w+\s+in\s+GameId\s*\]|Record<\s*GameId\b/.test(bare)) why.add("table keyed by GameId");
  return [...why];
}

/** A game's own files (its engine, its rule texts, its client module): the doc names them by pattern. */
const ownFile = (path: string) => new RegExp(`/(${IDS})(?:/|\\.[a-z]+$)`).test(path);

const CODE = [...filesIn("src"), ...filesIn("public/play"), "public/play.html"].filter(
  (path) => /\.(ts|js|html)$/.test(path) && !ownFile(path),
);
/** Named in the doc: its path, or its folder's (`public/play/lang/`). */
const named = (path: string) =>
  DOC.includes(`\`${path}\``) || DOC.includes(`\`${path.replace(/[^/]+$/, "")}\``);

describe("docs/adding-a-game.md", () => {
  it("finds what it checks: files that name a game, tables keyed by GameId", () => {
    expect(namings('const GAMES = { wall: wallEngine }; // "maze"')).toEqual(["wall:"]);
    expect(namings('x = "a wall: b"; y = SOLVE_NODES.maze;')).toEqual([".maze"]);
    expect(namings("const T: { [G in GameId]: X } = {};")).toEqual(["table keyed by GameId"]);
    expect(namings('import { w } from "./wall/index.ts";')).toEqual(["imports wall"]);
    expect(CODE).toContain("src/http/schemas/games.ts");
    expect(
      CODE.filter((path) => namings(readFileSync(join(ROOT, path), "utf8")).length > 0).length,
    ).toBeGreaterThan(10);
  });

  it("names every file whose code names a game or keys a table by GameId", () => {
    const missing = CODE.flatMap((path) => {
      const why = namings(readFileSync(join(ROOT, path), "utf8"));
      return why.length > 0 && !named(path) ? [`${path} (${why.join(", ")})`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const paths = [...DOC.matchAll(/`((?:src|public|test|docs|scripts|openapi)\/[^`\s]*)`/g)]
      .map((m) => m[1]!)
      .filter((path) => !/[<*]/.test(path)); // patterns (`src/games/<id>/`, `src/games/**`) aside
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("describes the production build: no game registered besides the product's", () => {
    expect(EXTRA_GAMES).toEqual({});
    expect(GAME_IDS).toEqual(["wall", "maze"]);
  });

  it("names each game's own folders by pattern", () => {
    for (const pattern of ["src/games/<id>/", "src/i18n/rules/<id>.ts", "public/play/games/"])
      expect(DOC, pattern).toContain(pattern);
  });
});
