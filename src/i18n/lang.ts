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
 * The language a tag names, the one reading of `?lang=` (its schema and the language detector)
 * and of each Accept-Language entry: any case, blanks around it and a region after `-` ignored
 * (`ES`, `es-419` are `es`); undefined when it names none of LANGS.
 */
export function parseLang(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return LANGS.find((lang) => lang === primary);
}

/** A tag as read for checking: its language when it names one, else the tag itself (refused later). */
export const readLang = (tag: string): string => parseLang(tag) ?? tag;
