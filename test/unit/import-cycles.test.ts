import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// No module of src/, nor of the /play page's scripts (public/play), may reach itself through its
// imports: a cycle makes the order in which modules are evaluated decide whether a constant is
// defined yet, and ties files together that the layers (layers.test.ts, folder by folder) keep
// apart. Checked file by file. `import type` is erased before anything runs and is not an edge
// here: the Worker's binding types name the Durable Object classes they hold, and those classes
// take the bindings; in public/play a JSDoc `import("./x.js")` names a type only, and is no edge.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = join(ROOT, "src");
const PLAY = join(ROOT, "public/play");

function sources(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name), extension)
      : entry.name.endsWith(extension)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** `import … from "./x.ts"` and `export … from "./x.ts"`, not `import type` / `export type`. */
const RUNTIME_IMPORT = /^\s*(?:import|export)(?!\s+type\b)\b[^;]*?\bfrom\s+"(\.[^"]+)"/gms;

type Graph = ReadonlyMap<string, readonly string[]>;

/** Every file's runtime imports of other files of `root`, by path relative to it. */
function importGraph(root = SRC, extension = ".ts"): Graph {
  const files = sources(root, extension);
  return new Map(
    files.map((file) => [
      relative(root, file),
      [...readFileSync(file, "utf8").matchAll(RUNTIME_IMPORT)].map((m) =>
        relative(root, resolve(dirname(file), m[1]!)),
      ),
    ]),
  );
}

/** The graph's cycles: each strongly connected component of more than one file, or a file importing itself. */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("import cycles", () => {
  const graph = importGraph();

  it("reads the imports of every file", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("http/app.ts")).toContain("http/middleware.ts");
    // A type-only import is not an edge; a value import beside it is.
    expect(graph.get("env.ts")).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const withCycle = new Map([
      ...graph,
      ["http/middleware.ts", [...graph.get("http/middleware.ts")!, "http/app.ts"]],
    ]);
    // app.ts imports the middleware, and the routes that use it: each closes the cycle.
    const found = cycles(withCycle);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(
      expect.arrayContaining([
        "http/app.ts",
        "http/middleware.ts",
        "http/routes/players/players.handlers.ts",
      ]),
    );
    expect(cycles(new Map([["a.ts", ["a.ts"]]]))).toEqual([["a.ts"]]);
    expect(
      cycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["c.ts"]],
          ["c.ts", ["a.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("src/ has none", () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe("import cycles of the /play page", () => {
  const graph = importGraph(PLAY, ".js");

  it("reads the imports of every script, and no JSDoc type import", () => {
    expect(graph.size).toBeGreaterThan(15);
    expect(graph.get("app.js")).toEqual(expect.arrayContaining(["game.js", "daily.js", "games/index.js"]));
    expect(graph.get("games/index.js")).toEqual(expect.arrayContaining(["games/generic.js"]));
    // i18n.js names lang/en.js's type in JSDoc and loads a language by a dynamic import: no edge.
    expect(graph.get("i18n.js")).toEqual([]);
  });

  it("finds a cycle when there is one: the end panel imported up front and the challenges' panel importing the game", () => {
    const withCycle = new Map([
      ...graph,
      ["render.js", [...graph.get("render.js")!, "end.js"]],
      ["daily.js", [...graph.get("daily.js")!, "game.js"]],
    ]);
    const found = cycles(withCycle);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(expect.arrayContaining(["daily.js", "end.js", "game.js", "render.js"]));
  });

  it("public/play has none", () => {
    expect(cycles(graph)).toEqual([]);
  });
});
