import type { Hint } from "../engine/index.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { HINT_TEXTS } from "../i18n/hints.ts";

/** The sentence for a hint in `lang`; an unknown reason falls back to its key. */
export function hintText(game: string, hint: Hint<unknown>, lang: Lang): string {
  const texts = HINT_TEXTS[game]?.[hint.reason];
  return texts ? format(texts[lang], hint.params) : hint.reason;
}
