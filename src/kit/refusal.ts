import { sentenceParams } from "../i18n/board-words.ts";
import { format, type Lang, type Texts } from "../i18n/lang.ts";
import { PROBLEM_MESSAGES } from "../i18n/messages.ts";
import type { RefusalParams } from "../engine/index.ts";

// How a refusal is worded, for every façade: a problem document's `detail`, a tool error's
// message. Each façade then wraps the sentence in its own reply.

/** Why something was not done: a stable code and the public facts its sentence needs. */
export interface Refusal {
  readonly code: string;
  readonly params?: RefusalParams | undefined;
}

/** Echoed input (a path segment, a field, a move) is cut: a refusal never repeats a long payload. */
export const MAX_ECHO = 40;

/** The params with every text longer than MAX_ECHO cut (and marked so). */
export const cutEcho = (params: RefusalParams): RefusalParams =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" && value.length > MAX_ECHO ? value.slice(0, MAX_ECHO) + "…" : value,
    ]),
  );

export interface RefusalWording {
  /** The refusal's params as they may be shown (cut), if it has any. */
  readonly params: RefusalParams | undefined;
  readonly sentence: string;
}

/**
 * A refusal in `lang`: the sentence of its code (from `own`, a façade's words for its own
 * codes, else the API's), its placeholders filled from the cut params, a game named in the
 * language. With `listUnnamed`, the facts the sentence does not name follow it in brackets
 * (for a reader that gets no params beside it); `words` fills what a façade's own sentence
 * names besides the params (never sent as params). A code without a sentence is said as it is.
 */
export function wordRefusal(
  refusal: Refusal,
  lang: Lang,
  options: {
    readonly own?: Readonly<Record<string, Texts>>;
    readonly listUnnamed?: boolean;
    readonly words?: (template: string, lang: Lang) => Readonly<Record<string, string>>;
  } = {},
): RefusalWording {
  const texts =
    options.own?.[refusal.code] ?? (PROBLEM_MESSAGES as Readonly<Record<string, Texts>>)[refusal.code];
  const template = texts?.[lang] ?? refusal.code;
  const params = refusal.params && cutEcho(refusal.params);
  const words = options.words?.(template, lang);
  const filled = params && sentenceParams(params, lang);
  const sentence = format(template, words ? { ...words, ...filled } : filled);
  if (!options.listUnnamed || params === undefined) return { params, sentence };
  const unnamed = Object.entries(params).filter(([name]) => !template.includes(`{${name}}`));
  const facts = unnamed.length ? ` (${unnamed.map(([k, v]) => `${k}: ${v}`).join(", ")})` : "";
  return { params, sentence: sentence + facts };
}
