import type { Hint } from "../engine/index.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { HINT_SUFFIXES, HINT_TEXTS } from "../i18n/hints.ts";
import { cardText } from "../render/text-board.ts";

/** The sentence for a hint in `lang`; an unknown reason falls back to its key. */
export function hintText(game: string, hint: Hint<unknown>, lang: Lang): string {
  const params = Object.fromEntries(
    Object.entries(hint.params ?? {}).map(([key, value]) => [
      key,
      key === "card" && typeof value === "string" ? cardText(value) : value,
    ]),
  );
  const texts = HINT_TEXTS[game]?.[hint.reason];
  if (!texts) return hint.reason;
  const suffixes = Object.keys(HINT_SUFFIXES)
    .filter((key) => Object.hasOwn(params, key))
    .map((key) => format(HINT_SUFFIXES[key]![lang], params));
  return format(texts[lang], params) + suffixes.join("");
}
