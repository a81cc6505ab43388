import { z } from "@hono/zod-openapi";
import { ERROR_STATUS, type ProblemCode } from "../errors.ts";
import { LANGS } from "../../i18n/lang.ts";

/**
 * An optional integer query parameter from min to max. Typed as one in the document: the
 * generator reads coercion as letting null through (Number(null) is 0), and a query has none.
 */
export const queryInt = (min: number, max: number, doc: { description: string; example?: number }) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .optional()
    .openapi({
      type: "integer",
      minimum: min,
      ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}),
      ...doc,
    });

export const ProblemSchema = z
  .object({
    type: z.string().openapi({ example: "urn:patience-api:problem:not_found" }),
    title: z.string().openapi({
      description:
        "The problem type summed up in words, in English (`Not found`); `detail` is in the caller's language.",
      example: "Not found",
    }),
    status: z.number().int().openapi({ example: 404 }),
    code: z.enum(Object.keys(ERROR_STATUS) as [ProblemCode, ...ProblemCode[]]).openapi({
      description: "Stable machine-readable error code (snake_case). docs/errors.md lists them all.",
    }),
    detail: z.string().openapi({ description: "A human sentence in the caller's language." }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .openapi({ description: "The public facts the sentence was built from." }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({
        description:
          "For validation_failed: each offending field (a dotted path; the message in the caller's language).",
      }),
  })
  .passthrough()
  .openapi("Problem", { description: "RFC 9457 problem details (application/problem+json)." });

export const LangQuerySchema = z.object({
  // `plainLangQuery` (middleware.ts) has already read the tag as the language detector does
  // (`ES`, `es-ES` are `es`): the language a reply speaks and the one this accepts never differ.
  lang: z
    .enum(LANGS)
    .optional()
    // No example: docs UIs would send it with every request they try.
    .openapi({
      description:
        "Language of texts and messages (en, es, ca, cs, el; any case, a region is ignored: es-ES is es); overrides Accept-Language.",
    }),
});

export const LanguageHeaderSchema = z.object({
  "accept-language": z
    .string()
    .optional()
    .openapi({
      // Header names are case-insensitive; Hono's validator sees them in lower case.
      param: { name: "accept-language", in: "header" },
      description:
        "Preferred languages (en, es, ca, cs, el) with q-values, as browsers send them; `?lang=` wins over it. English by default.",
    }),
});
