import type { CallToolResult } from "@modelcontextprotocol/server";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_MESSAGES } from "../i18n/mcp-messages.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { wordRefusal, type Refusal } from "../kit/refusal.ts";
import { refusalWords } from "./game-texts.ts";
import { boardUri, positionText } from "./position.ts";
import type { GameReply, Position } from "./schemas.ts";

/**
 * A refusal's sentence in `lang`: the façade's own (malformed handle, …) or the API's, with
 * the facts its sentence does not already name listed after it (echoed input cut).
 */
const worded = (refusal: Refusal, lang: Lang) =>
  wordRefusal(refusal, lang, { own: MCP_MESSAGES, listUnnamed: true, words: refusalWords });

export const refusalMessage = (refusal: Refusal, lang: Lang): string => worded(refusal, lang).sentence;

/**
 * A game's board as a resource link (the SVG picture), beside the text of every game reply. Its
 * keys in the order the SDK's result schema gives them, so that a call answered without the SDK
 * (direct-call.ts) is the same text as one answered through it.
 */
const boardLink = (watchId: string) =>
  ({
    name: "board",
    title: "The board as an SVG picture",
    uri: boardUri(watchId),
    mimeType: "image/svg+xml",
    type: "resource_link",
  }) as const;

/**
 * A reply about a game: what happened in words, then the position (the board's picture as a
 * link where the game is introduced); the same as structured content.
 */
export function gameReply(reply: GameReply, lead: string | null, lang: Lang): CallToolResult {
  const { position } = reply;
  const text = [lead, position && positionText(position, lang)]
    .filter(Boolean)
    .join(position?.board ? "\n\n" : "\n");
  const watchId = position?.links?.watchId;
  return {
    content: [{ type: "text", text }, ...(watchId ? [boardLink(watchId)] : [])],
    structuredContent: reply,
  };
}

/**
 * A tool error: why, in words, and the game as it still is (its legal moves), so the model
 * can correct itself. The structured content still matches the tool's output schema.
 */
export function refusalReply(refusal: Refusal, lang: Lang, position?: Position): CallToolResult {
  const { sentence: message, params } = worded(refusal, lang);
  const error = { code: refusal.code, message, ...(params ? { params } : {}) };
  const lead = format(MCP_WORDS.refused[lang], { code: refusal.code, message });
  return { ...gameReply({ ...(position ? { position } : {}), error }, lead, lang), isError: true };
}
