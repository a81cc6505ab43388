import { DEFAULT_LANG, LANGS, type Lang } from "../i18n/lang.ts";

/**
 * The language of a reply: the first of `asked` that is one of the product's languages (a
 * call's own `lang`, then the request's: `?lang=`, Accept-Language), else English. Every
 * façade asks here, so each reads the same choice the same way.
 */
export function langOf(...asked: readonly unknown[]): Lang {
  for (const tag of asked) if ((LANGS as readonly unknown[]).includes(tag)) return tag as Lang;
  return DEFAULT_LANG;
}
