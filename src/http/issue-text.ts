import { config, util } from "zod/v4/core";
import { ca, cs, el, en, es } from "zod/v4/locales";
import type { Lang } from "../i18n/lang.ts";
import { schemaMessageIn } from "../i18n/schema-messages.ts";

/*
 * validation_failed's errors[].message in the caller's language. Zod words an issue in
 * English when it parses; its own translations (the locales it ships) need the issue's
 * facts and, for a wrong type, the type of the value it got (after coercion: a query's "x"
 * read as a number is NaN), which zod drops with the value: a hook keeps the type's name on
 * the issue. The schemas' own messages come from i18n/schema-messages.ts.
 */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly received?: string;
}

// Runs only for issues that have no message of their own yet; says nothing itself (undefined:
// zod goes on to its English). Zod copies the issue after asking for its message (4.6), so
// what this adds is kept: test/unit/issue-text.test.ts fails if a zod update changes that.
config({
  customError: (issue) => {
    if (issue.code === "invalid_type")
      (issue as { received?: string }).received = util.parsedType(issue.input);
    return undefined;
  },
});

/** A value of each type a request's field can have (JSON, or a query coerced), by zod's name for it. */
const SAMPLES: Readonly<Record<string, unknown>> = {
  nan: NaN,
  number: 0,
  string: "",
  boolean: false,
  null: null,
  array: [],
  object: {},
  undefined: undefined,
};

type LocaleError = (issue: never) => string | { message: string } | undefined | null;
const LOCALES: Readonly<Record<Lang, LocaleError>> = {
  en: en().localeError as LocaleError,
  es: es().localeError as LocaleError,
  ca: ca().localeError as LocaleError,
  cs: cs().localeError as LocaleError,
  el: el().localeError as LocaleError,
};

export function issueText(issue: Issue, lang: Lang): string {
  const own = schemaMessageIn(issue.message, lang);
  if (own !== undefined) return own;
  // English as zod said it; a custom issue nobody translated stays as it is.
  if (lang === "en" || issue.code === undefined || issue.code === "custom") return issue.message;
  if (issue.code === "invalid_type" && !Object.hasOwn(SAMPLES, issue.received ?? "")) return issue.message;
  const worded = LOCALES[lang]({ ...issue, input: SAMPLES[issue.received ?? ""] } as never);
  const text = typeof worded === "string" ? worded : worded?.message;
  return text ?? issue.message;
}
