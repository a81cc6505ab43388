/** The product's languages: English and those of the original rule texts. */
export const LANGS = ["en", "es", "ca", "cs", "el"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * Picks the language: an explicit `?lang=` wins, then the best `Accept-Language` range
 * (RFC 9110 q-values; `es-ES` matches `es`), then English.
 */
export function negotiateLang(query: string | undefined, acceptLanguage: string | undefined): Lang {
  const explicit = query?.trim().toLowerCase().split("-")[0];
  if (explicit && isLang(explicit)) return explicit;
  if (!acceptLanguage) return DEFAULT_LANG;
  const ranges = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) if (isLang(range.tag)) return range.tag;
  return DEFAULT_LANG;
}

/** Fills `{name}` placeholders from params; unknown placeholders stay visible. */
export const format = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
