import { gameName } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { moveKinds, spokenList } from "../kit/games.ts";

// Texts that show each game's moves, built from the games' own legal moves (src/kit/games.ts):
// a registered game is listed with its moves without an edit here. Worked out on first use.

/**
 * The schemas' placeholders for moves (`{move_types}`, `{move_json}`, `{move_notations}`),
 * filled when a tool's JSON Schema is made: once an isolate, at its first MCP request.
 */
function moveTexts(): Readonly<Record<string, string>> {
  const games = [...moveKinds()];
  const all = games.flatMap(([, kinds]) => kinds);
  return {
    move_types: games
      .map(
        ([id, kinds]) =>
          `${spokenList(
            kinds.map((k) => k.type),
            "or",
          )} (${gameName(id, "en")})`,
      )
      .join("; "),
    move_json: spokenList(
      all.map((k) => k.json),
      "or",
    ),
    move_notations: all.map((k) => k.notation).join(", "),
  };
}

/** A JSON Schema with the move placeholders of its descriptions filled (see moveTexts). */
export function withMoveTexts<T>(schema: T): T {
  const texts = moveTexts();
  const fill = (value: unknown, key?: string): unknown => {
    if (typeof value === "string") return key === "description" ? format(value, texts) : value;
    if (Array.isArray(value)) return value.map((item) => fill(item));
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    return value;
  };
  return fill(schema) as T;
}

/** Each game's moves as JSON in `lang`: `<name>: <move> or <move>; <name>: <move>`. */
export const moveExamples = (lang: Lang): string =>
  [...moveKinds()]
    .map(
      ([id, kinds]) =>
        `${gameName(id, lang)}: ${spokenList(
          kinds.map((k) => k.json),
          MCP_WORDS.or[lang],
        )}`,
    )
    .join("; ");

/** What a refusal's own sentence may name besides its params: the moves of each game. */
export const REFUSAL_WORDS = { move_examples: moveExamples } as const;

/** format()'s params for a template, with each of REFUSAL_WORDS it names filled in `lang`. */
export function refusalWords(template: string, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REFUSAL_WORDS)
      .filter(([name]) => template.includes(`{${name}}`))
      .map(([name, words]) => [name, words(lang)]),
  );
}
