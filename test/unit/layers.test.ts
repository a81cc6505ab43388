import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Dependencies point downward only (docs/code-layout.md). Each part of src/ has a
// rank; a module may import from its own part or from a part of lower rank, never upward
// and never sideways into another part of the same rank (Wall and Maze know nothing of
// each other; i18n and play are independent façade helpers).
const LAYERS: Readonly<Record<string, number>> = {
  cards: 0,
  engine: 1,
  "games/wall": 2,
  "games/maze": 2,
  "games/registry.ts": 3,
  // The games another build registers (none in production; the test build's are in test/games).
  "games/extra-games.ts": 3,
  i18n: 4,
  play: 4,
  render: 5,
  // The daily challenge's pure core (calendar, keyed deals, proofs): façades above use it.
  daily: 5,
  durable: 6,
  // The façade-neutral kit: the daily challenge's view, move choice by number, refusal wording,
  // admission (what a creation, an entry or a solve costs), the client key, one langOf. Every
  // façade (MCP, HTTP, a next one) calls it with plain values, so it sits below them all and
  // may reach the Durable Objects through their clients.
  kit: 6.2,
  // The MCP façade drives stored games through their Durable Objects and is mounted by the
  // HTTP app at /mcp: above durable, below http (it imports nothing of the REST routes).
  mcp: 6.5,
  http: 7,
  // The committed OpenAPI document (generated from http's schemas), which http serves as it is.
  "../openapi/openapi.json": 6.9,
  // What a game supplies to every table keyed by its id (types only).
  "game-kit.ts": 8,
  // The root: index.ts wires the Worker; env.ts types its bindings for every façade.
  "index.ts": 8,
  "env.ts": 8,
};
// env.ts is types only: the façades that need bindings read them there, and it names the
// Durable Object class that a binding holds.
const ALLOWED = new Set([
  "durable -> env.ts",
  "kit -> env.ts",
  "mcp -> env.ts",
  "http -> env.ts",
  "env.ts -> durable",
  "index.ts -> env.ts",
]);

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");

function partOf(file: string): string {
  const path = relative(SRC, file).split("\\").join("/");
  const key = Object.keys(LAYERS)
    .filter((k) => path === k || path.startsWith(k + "/"))
    .sort((a, b) => b.length - a.length)[0];
  if (key === undefined) throw new Error(`src/${path} belongs to no layer: add its folder to LAYERS`);
  return key;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms;

describe("layers", () => {
  const edges = sources(SRC).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((m) => m[1]!)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ file, from: partOf(file), to: partOf(resolve(dirname(file), spec)), spec })),
  );

  it("finds the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges.some((e) => e.from === "http" && e.to === "durable")).toBe(true);
  });

  it("every import points down (or stays in its own part)", () => {
    const upward = edges
      .filter((e) => e.from !== e.to && !ALLOWED.has(`${e.from} -> ${e.to}`))
      .filter((e) => LAYERS[e.to]! >= LAYERS[e.from]!)
      .map((e) => `${relative(SRC, e.file)} imports ${e.spec} (${e.from} -> ${e.to})`);
    expect(upward).toEqual([]);
  });
});
