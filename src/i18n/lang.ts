/** The product's languages: English and those of the original rule texts. */
export const LANGS = ["en", "es", "ca", "cs", "el"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** One text in every language. */
export type Texts = Readonly<Record<Lang, string>>;

/** Fills `{name}` placeholders from params; unknown placeholders stay visible. */
export const format = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/**
 * The one reading of a language tag, for `?lang=` (its schema and the language detector) and
 * each Accept-Language entry: the language it names, in any case, blanks around it and a
 * region after `-` ignored (`ES`, `es-419` are `es`); a tag naming none of LANGS as it is
 * (refused later).
 */
export function readLang(tag: string): string {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return LANGS.find((lang) => lang === primary) ?? tag;
}
