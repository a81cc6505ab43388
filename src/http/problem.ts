import type { Context } from "hono";
import { ERRORS } from "./errors.ts";
import { format, negotiateLang, type Lang } from "../i18n/lang.ts";

export type ProblemCode = keyof typeof ERRORS;
export type ProblemParams = Readonly<Record<string, string | number>>;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: ProblemCode;
  detail: string;
  params?: ProblemParams;
  errors?: { path: string; message: string }[];
  [extra: string]: unknown;
}

export const PROBLEM_TYPE_PREFIX = "urn:patience-api:problem:";

export function langOf(c: Context): Lang {
  return negotiateLang(c.req.query("lang"), c.req.header("Accept-Language"));
}

export function problemBody(code: ProblemCode, lang: Lang, params?: ProblemParams): ProblemBody {
  const entry = ERRORS[code];
  return {
    type: PROBLEM_TYPE_PREFIX + code,
    title: code,
    status: entry.status,
    code,
    detail: format(entry.message[lang], params),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** An RFC 9457 problem response in the caller's language. */
export function problem(
  c: Context,
  code: ProblemCode,
  params?: ProblemParams,
  extra?: Record<string, unknown>,
  headers?: Record<string, string>,
): Response {
  const lang = langOf(c);
  const body = { ...problemBody(code, lang, params), ...extra };
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": "application/problem+json", "Content-Language": lang, ...headers },
  });
}

/**
 * Thrown by façade code to answer with a problem; `onError` renders it. (Engines never
 * throw: they return refusals, which the façades turn into this.)
 */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly params: ProblemParams | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ProblemCode,
    params?: ProblemParams,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(code);
    this.code = code;
    this.params = params;
    this.extra = extra;
    this.headers = headers;
  }
}
