import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// One job per file in src/http/routes: each resource is a folder (its `x.routes.ts`
// declarations, its `x.handlers.ts`, the `index.ts` that wires them into its sub-app) or a
// single file, and no route module imports another resource's. What several resources share
// (a board's routes, a player's token, the game a stateless reply describes) lives beside
// routes/, in src/http, or below it in src/kit.

const ROUTES = resolve(dirname(fileURLToPath(import.meta.url)), "../../src/http/routes");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** `import … from "./x.ts"` and `export … from "./x.ts"`, type-only imports included. */
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]+)"/gms;

/** The resource a file of routes/ belongs to: its folder, or the file itself at the top. */
const resourceOf = (file: string): string => relative(ROUTES, file).split(sep)[0]!;

/** Imports from a route module into another resource's route module. */
export function crossImports(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    [...text.matchAll(IMPORT)]
      .map((m) => resolve(dirname(file), m[1]!))
      .filter((target) => !relative(ROUTES, target).startsWith(".."))
      .filter((target) => resourceOf(target) !== resourceOf(file))
      .map((target) => `${relative(ROUTES, file)} imports ${relative(ROUTES, target)}`),
  );
}

describe("route modules", () => {
  const files = new Map(sources(ROUTES).map((file) => [file, readFileSync(file, "utf8")]));

  it("are read, declarations apart from handlers", () => {
    const names = [...files.keys()].map((file) => relative(ROUTES, file).split(sep).join("/"));
    expect(names).toEqual(
      expect.arrayContaining([
        "daily/daily.routes.ts",
        "daily/daily.handlers.ts",
        "daily/index.ts",
        "sessions/sessions.routes.ts",
        "sessions/sessions.handlers.ts",
        "sessions/index.ts",
      ]),
    );
    // A declarations module holds no handler: it imports no Durable Object, engine or kit
    // action (the kit's game texts, which its descriptions are worded from, excepted).
    for (const [file, text] of files)
      if (file.endsWith(".routes.ts"))
        expect(text, relative(ROUTES, file)).not.toMatch(
          /from "(\.\.\/)+(durable\/clients|kit\/(?!games\.ts")|games\/)/,
        );
  });

  it("finds an import of another resource's module when there is one", () => {
    const daily = join(ROUTES, "daily", "daily.handlers.ts");
    const withCrossImport = new Map([
      ...files,
      [daily, `${files.get(daily)}\nimport { leagueOf } from "../leagues/leagues.handlers.ts";\n`],
    ]);
    expect(crossImports(withCrossImport)).toEqual([
      `daily${sep}daily.handlers.ts imports leagues${sep}leagues.handlers.ts`,
    ]);
    // Within a resource, the wiring imports its declarations and handlers.
    expect(files.get(join(ROUTES, "daily", "index.ts"))).toContain('from "./daily.handlers.ts"');
  });

  it("no route module imports another resource's", () => {
    expect(crossImports(files)).toEqual([]);
  });
});
