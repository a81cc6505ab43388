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
