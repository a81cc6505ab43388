import { config, util } from "zod/v4/core";
import type { Lang } from "../i18n/lang.ts";
import { schemaMessageIn } from "../i18n/schema-messages.ts";
import { validationText, type IssueFacts } from "../i18n/validation-texts.ts";

/*
 * validation_failed's errors[].message in the caller's language. Zod words an issue in
 * English when it parses (kept as it is); the other languages' sentences (i18n/
 * validation-texts.ts) need the issue's facts and, for a wrong type, the type of the value it
 * got (after coercion: a query's "x" read as a number is NaN), which zod drops with the value:
 * a hook keeps the type's name on the issue. The schemas' own messages come from
 * i18n/schema-messages.ts.
 */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
}

// Runs only for issues that have no message of their own yet; says nothing itself (undefined:
// zod goes on to its English). Zod copies the issue after asking for its message (4.6), so
// what this adds is kept: test/unit/issue-text.test.ts fails if a zod update changes that.
config({
  customError: (issue) => {
    if (issue.code === "invalid_type") {
      const input = issue.input;
      const infinite = typeof input === "number" && !Number.isNaN(input) && !Number.isFinite(input);
      (issue as { received?: string }).received = infinite ? "infinity" : util.parsedType(input);
    }
    return undefined;
  },
});

export function issueText(issue: Issue, lang: Lang): string {
  const own = schemaMessageIn(issue.message, lang);
  if (own !== undefined) return own;
  // English as zod said it; a custom issue nobody translated stays as it is.
  if (lang === "en" || issue.code === "custom") return issue.message;
  return validationText(issue as IssueFacts, lang) ?? issue.message;
}
