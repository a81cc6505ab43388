import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MCP_TOOLS_LIST_BUDGET } from "../../src/mcp/listed-schema.ts";
import { TOOLS } from "../../src/mcp/server.ts";
import { connect, ERAS, type McpClient } from "./mcp-helpers.ts";

// What tools/list costs a model: hosts put every tool's definition into its context in every
// conversation, before the first move. Measured as the official clients receive it.

interface Schema {
  type?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
}

interface ListedTool {
  name: string;
  description?: string;
  inputSchema: Schema;
  outputSchema?: Schema;
}

/** Every node of a JSON Schema, with its path. */
function* nodes(schema: Schema, path: string): Generator<[string, Schema]> {
  yield [path, schema];
  for (const [name, sub] of Object.entries(schema.properties ?? {})) yield* nodes(sub, `${path}.${name}`);
  if (schema.items) yield* nodes(schema.items, `${path}[]`);
  for (const [i, sub] of (schema.anyOf ?? []).entries()) yield* nodes(sub, `${path}|${i}`);
  if (typeof schema.additionalProperties === "object") yield* nodes(schema.additionalProperties, `${path}{}`);
}

const SUBSCHEMA = new Set(["items", "additionalProperties", "propertyNames", "not"]);
const SUBSCHEMA_MAPS = new Set(["properties", "$defs"]);

/**
 * Whether `listed` only leaves out keywords of `full` (at any depth): then every value `full`
 * accepts, `listed` accepts too. Else the path of the first keyword it adds or changes.
 */
function leftOut(listed: unknown, full: unknown, path = ""): string | true {
  if (typeof listed !== "object" || listed === null || typeof full !== "object" || full === null)
    return JSON.stringify(listed) === JSON.stringify(full) || path;
  const whole = full as Record<string, unknown>;
  for (const [key, value] of Object.entries(listed)) {
    const at = `${path}/${key}`;
    if (!(key in whole)) return at;
    const kept = whole[key];
    let same: string | true;
    if (SUBSCHEMA_MAPS.has(key))
      same =
        Object.entries(value as Record<string, unknown>)
          .map(([name, sub]) => leftOut(sub, (kept as Record<string, unknown>)[name], `${at}/${name}`))
          .find((found) => found !== true) ?? true;
    else if (SUBSCHEMA.has(key) || Array.isArray(value))
      same = Array.isArray(value)
        ? Array.isArray(kept) && kept.length === value.length
          ? (value.map((sub, i) => leftOut(sub, kept[i], `${at}/${i}`)).find((found) => found !== true) ??
            true)
          : at
        : leftOut(value, kept, at);
    else same = JSON.stringify(value) === JSON.stringify(kept) || at;
    if (same !== true) return same;
  }
  return true;
}

describe.each(ERAS)("tools/list as a %s-era client receives it", (era) => {
  let client: McpClient;
  let listed: { tools: ListedTool[] };
  beforeAll(async () => {
    client = await connect(era);
    listed = (await client.listTools()) as unknown as { tools: ListedTool[] };
  });
  afterAll(() => client.close());

  it(`is at most ${MCP_TOOLS_LIST_BUDGET.toLocaleString("en")} characters of JSON in all`, () => {
    const sizes = Object.fromEntries(listed.tools.map((tool) => [tool.name, JSON.stringify(tool).length]));
    expect(JSON.stringify(listed).length, JSON.stringify(sizes)).toBeLessThanOrEqual(MCP_TOOLS_LIST_BUDGET);
  });

  it("describes every tool and every argument, so a model can play without the docs", () => {
    for (const tool of listed.tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      for (const [name, argument] of Object.entries(tool.inputSchema.properties ?? {}))
        expect(argument.description, `${tool.name}.${name}`).toBeTruthy();
    }
  });

  it("outlines each reply: its parts and their types, no prose, nothing a reply could break", () => {
    for (const tool of listed.tools) {
      const output = tool.outputSchema!;
      expect(Object.keys(output.properties ?? {}).length, tool.name).toBeGreaterThan(0);
      for (const [path, node] of nodes(output, tool.name)) {
        // Every node names its type (the Inspector's --strict portability check asks as much).
        expect(node.type ?? node.anyOf, path).toBeDefined();
        // The text says what a field means; the outline is never stricter than the reply's
        // own schema, which the server validates every reply against.
        expect(node.description, path).toBeUndefined();
        expect(node.additionalProperties, path).not.toBe(false);
      }
    }
  });

  it("each outline only leaves out parts of the tool's whole contract, which the server checks every reply by", () => {
    for (const tool of listed.tools) {
      const contract = z.toJSONSchema(TOOLS.find((t) => t.name === tool.name)!.output, { io: "output" });
      expect(leftOut(tool.outputSchema, contract), tool.name).toBe(true);
    }
  });

  it("hint's structured reply is an object: the move's number, its notation, the reason and its text", () => {
    const output = (name: string) => listed.tools.find((tool) => tool.name === name)!.outputSchema!;
    for (const name of ["hint", "play_move"])
      expect(output(name).properties?.hint, name).toEqual({
        type: "object",
        properties: {
          number: { type: "integer" },
          notation: { type: "string" },
          reason: { type: "string" },
          text: { type: "string" },
        },
      });
  });
});
