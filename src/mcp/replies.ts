import type { CallToolResult } from "@modelcontextprotocol/server";
import { sentenceParams } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_MESSAGES, MCP_WORDS } from "../i18n/mcp-texts.ts";
import { PROBLEM_MESSAGES } from "../i18n/messages.ts";
import { boardUri, positionText } from "./position.ts";
import type { GameReply, Position } from "./schemas.ts";

/** Why a tool did nothing: a stable code and the public facts its sentence needs. */
export interface Refusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/** Echoed input in a refusal is cut, as in every problem of the API. */
const MAX_ECHO = 40;
const cutParams = (params: Refusal["params"]) =>
  params &&
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" && value.length > MAX_ECHO ? value.slice(0, MAX_ECHO) + "…" : value,
    ]),
  );

/**
 * A refusal's sentence in `lang`: the façade's own (malformed handle, …) or the API's, with
 * the facts its sentence does not already name listed after it.
 */
export function refusalMessage(refusal: Refusal, lang: Lang): string {
  const texts =
    (MCP_MESSAGES as Record<string, Readonly<Record<Lang, string>>>)[refusal.code] ??
    (PROBLEM_MESSAGES as Record<string, Readonly<Record<Lang, string>>>)[refusal.code];
  const template = texts?.[lang] ?? refusal.code;
  const params = cutParams(refusal.params) ?? {};
  const unnamed = Object.entries(params).filter(([name]) => !template.includes(`{${name}}`));
  const facts = unnamed.length ? ` (${unnamed.map(([k, v]) => `${k}: ${v}`).join(", ")})` : "";
  return format(template, sentenceParams(params, lang)) + facts;
}

/** A game's board as a resource link (the SVG picture), beside the text of every game reply. */
const boardLink = (watchId: string) =>
  ({
    type: "resource_link",
    uri: boardUri(watchId),
    name: "board",
    title: "The board as an SVG picture",
    mimeType: "image/svg+xml",
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
  const message = refusalMessage(refusal, lang);
  const params = cutParams(refusal.params);
  const error = { code: refusal.code, message, ...(params ? { params } : {}) };
  const lead = format(MCP_WORDS.refused[lang], { code: refusal.code, message });
  return { ...gameReply({ ...(position ? { position } : {}), error }, lead, lang), isError: true };
}
