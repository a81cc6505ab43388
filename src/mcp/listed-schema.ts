import { withMoveTexts } from "./game-texts.ts";

// What `tools/list` shows of a tool's schemas. Hosts put every tool's definition into the
// model's context in every conversation, before the first move, so the list is kept within a
// budget (MCP_TOOLS_LIST_BUDGET, held by a test). An input schema keeps what a model needs to
// call the tool: every argument, its type, its constraints and its description. An output
// schema is the reply's outline, never stricter than the reply's zod schema, which the server
// validates every reply against: its parts and their fields with their types, without
// descriptions (the tool's description and text reply say what they mean), parts marked
// LISTED_BY_TYPE by their type alone.

/** tools/list in characters of JSON, as the official client receives it: at most this. */
export const MCP_TOOLS_LIST_BUDGET = 16_000;

/**
 * The mark (zod `.meta`) of a reply part that an output schema lists by its type alone: one
 * large and repeated across tools (a game's position, a challenge), whose fields the tool's
 * text names.
 */
export const LISTED_BY_TYPE = { "x-listed": "type" } as const;
const MARK = "x-listed";

/** zod's bounds for a safe integer: what JSON numbers are anyway, so not worth listing. */
const SAFE = Number.MAX_SAFE_INTEGER;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A JSON Schema node as listed: `output` drops descriptions, closedness and marked insides. */
function listedNode(node: Json, output: boolean): Json {
  if (output && node[MARK] === "type" && typeof node.type === "string") return { type: node.type };
  const listed: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema" || key === MARK) continue;
    if (key === "minimum" && value === -SAFE) continue;
    if (key === "maximum" && value === SAFE) continue;
    if (output && (key === "description" || (key === "additionalProperties" && value === false))) continue;
    listed[key] = listedValue(key, value, output);
  }
  return listed;
}

/** A keyword's value: subschemas are listed in turn, everything else kept as it is. */
function listedValue(key: string, value: unknown, output: boolean): unknown {
  if (key === "properties" || key === "$defs")
    return isObject(value)
      ? Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, isObject(sub) ? listedNode(sub, output) : sub]),
        )
      : value;
  if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems")
    return Array.isArray(value) ? value.map((sub) => (isObject(sub) ? listedNode(sub, output) : sub)) : value;
  if (isObject(value) && ["items", "additionalProperties", "propertyNames", "not"].includes(key))
    return listedNode(value, output);
  return value;
}

/**
 * A tool's JSON Schema as tools/list shows it: the move placeholders of its descriptions
 * filled (game-texts.ts), no `$schema` (2020-12 is MCP's default dialect), no safe-integer
 * bounds; an output schema as its outline (see above).
 */
export function listedSchema<T extends Json>(schema: T, io: "input" | "output"): T {
  return listedNode(withMoveTexts(schema), io === "output") as T;
}
