import type { Context } from "hono";
import type { Lang } from "../i18n/lang.ts";
import { langOf } from "../kit/lang.ts";
import { wordRefusal } from "../kit/refusal.ts";
import type { PlayerErrorCode } from "../durable/player/player-types.ts";
import type { LeagueErrorCode } from "../durable/league/league.ts";
import { ERROR_STATUS, type ProblemCode } from "./errors.ts";

export type { ProblemCode } from "./errors.ts";
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

/** What a problem carries besides its code. */
export interface ProblemOptions {
  /** Public facts: they fill the sentence's placeholders and are sent as `params`. */
  readonly params?: ProblemParams | undefined;
  /** More top-level members of the body (`errors`, `allow`, `currentVersion`). */
  readonly extra?: Record<string, unknown> | undefined;
  readonly headers?: Record<string, string> | undefined;
}

export const PROBLEM_TYPE_PREFIX = "urn:patience-api:problem:";

/** The context variable that says a reply was worded in the caller's language. */
const WORDED = "wordedInLanguage";

/**
 * The language a reply is worded in: the caller's, as the app's language detector found it
 * (`?lang=`, Accept-Language; `langOf`). Asking for it marks the reply as worded in it, which
 * the app then labels (Content-Language).
 */
export function replyLang(c: Context): Lang {
  c.set(WORDED, true);
  return langOf(c.get("language"));
}

/** Whether the reply's body depends on the caller's language: replyLang was asked for it. */
export const isWorded = (c: Context): boolean => c.get(WORDED) === true;

/** The problem type's summary, the same for every occurrence (English; `detail` is in the caller's language). */
const titleOf = (code: ProblemCode): string => {
  const words = code
    .replaceAll("_", " ")
    .replace(/\bjson\b/, "JSON")
    .replace(/\bwebsocket\b/, "WebSocket");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A problem's body in `lang`: its detail worded as every façade words a refusal, echoed input cut. */
export function problemBody(code: ProblemCode, lang: Lang, rawParams?: ProblemParams): ProblemBody {
  const { params, sentence } = wordRefusal({ code, params: rawParams }, lang);
  return {
    type: PROBLEM_TYPE_PREFIX + code,
    title: titleOf(code),
    status: ERROR_STATUS[code],
    code,
    detail: sentence,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** Codes whose 401 says how to authenticate (RFC 6750). */
const CHALLENGES: Partial<Record<ProblemCode, string>> = {
  missing_owner_token: "Bearer",
  missing_player_token: "Bearer",
  invalid_player_token: 'Bearer error="invalid_token"',
};

/** An RFC 9457 problem response in the caller's language (a 401 with its authentication challenge). */
export function problem(c: Context, code: ProblemCode, options: ProblemOptions = {}): Response {
  const lang = replyLang(c);
  const body = { ...problemBody(code, lang, options.params), ...options.extra };
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: {
      "Content-Type": "application/problem+json",
      "Content-Language": lang,
      ...(CHALLENGES[code] ? { "WWW-Authenticate": CHALLENGES[code] } : {}),
      ...options.headers,
    },
  });
}

/**
 * Thrown by façade code to answer with a problem; `onError` renders it. (Engines never
 * throw: they return refusals, which the façades turn into this.)
 */
export class ProblemError extends Error {
  readonly code: ProblemCode;
  readonly options: ProblemOptions;

  constructor(code: ProblemCode, options: ProblemOptions = {}) {
    super(code);
    this.code = code;
    this.options = options;
  }
}

/**
 * Refusals that are a caller's mistake, not the client's (a player id made twice, a call whose
 * fields are not of their types): answered as internal errors.
 */
type CallerMistake = Exclude<PlayerErrorCode | LeagueErrorCode, ProblemCode>;

/** What a `Result` refuses with, as the façade sees it. */
export interface RefusalOf {
  readonly code: ProblemCode | CallerMistake;
  readonly params?: ProblemParams | undefined;
}

const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(ERROR_STATUS, code);

/** A refusal as the problem that answers it; a caller's mistake is the server's fault (500). */
export function refusalProblem(refusal: RefusalOf): Error {
  const { code, params } = refusal;
  if (!isProblemCode(code)) return new Error(`refusal ${code} ${JSON.stringify(params ?? {})}`);
  // A version conflict also says at the top level which version to send next.
  const currentVersion = params?.currentVersion;
  // A refusal that says when to come back says it in `Retry-After` too.
  const retryAfter = params?.retryAfter;
  return new ProblemError(code, {
    params,
    ...(currentVersion !== undefined ? { extra: { currentVersion } } : {}),
    ...(retryAfter !== undefined ? { headers: { "Retry-After": String(retryAfter) } } : {}),
  });
}

/**
 * The value of a result (an engine's, a Durable Object's); a refusal becomes its problem (the
 * code's status, its params). The HTTP façade's one way to unwrap a `Result`.
 */
export function orRefuse<T>(result: { ok: true; value: T } | { ok: false; error: RefusalOf }): T {
  if (result.ok) return result.value;
  throw refusalProblem(result.error);
}

/**
 * The value of an admission (src/kit/admission.ts); past a quota or the rate limit, 429
 * rate_limited with `Retry-After` (the seconds to wait) and no params; any other refusal its
 * problem.
 */
export function admitted<T>(result: { ok: true; value: T } | { ok: false; error: RefusalOf }): T {
  if (!result.ok && result.error.code === "rate_limited")
    throw new ProblemError("rate_limited", {
      headers: { "Retry-After": String(result.error.params?.["retryAfter"] ?? 60) },
    });
  return orRefuse(result);
}
