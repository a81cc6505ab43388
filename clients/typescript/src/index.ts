// A thin typed client for Patience API: openapi-fetch over the types generated from the API's
// OpenAPI document (src/openapi-types.ts, written by the API's `npm run openapi`), a default
// language for the replies' texts, and a way to turn a problem reply into a thrown error with
// its stable `code`. Everything else is the document: every path, body and reply typed.
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./openapi-types.ts";

export type { components, paths };

/** The error body every refusal has (RFC 9457 `application/problem+json`), with a stable `code`. */
export type Problem = components["schemas"]["Problem"];

/** The languages the replies' texts are written in. */
export type Lang = "en" | "es" | "ca" | "cs" | "el";

/** A client of every route: `client.GET("/v1/games")`, `client.POST("/v1/sessions", { body })`… */
export type PatienceClient = Client<paths>;

export interface PatienceClientOptions extends ClientOptions {
  /** Where the API is, e.g. `http://127.0.0.1:8787` for `npm start`, or your deployment. */
  readonly baseUrl: string;
  /** The language of texts in replies (hints, moves, refusals): `Accept-Language`. */
  readonly lang?: Lang;
}

/** A client for the API at `baseUrl`. */
export function createPatienceClient(options: PatienceClientOptions): PatienceClient {
  const { lang, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    headers: { ...(lang === undefined ? {} : { "accept-language": lang }), ...headersObject(headers) },
  });
}

function headersObject(headers: ClientOptions["headers"]): Record<string, string> {
  if (headers === undefined || headers === null) return {};
  const out: Record<string, string> = {};
  new Headers(headers as HeadersInit).forEach((value, name) => (out[name] = value));
  return out;
}

/** A refusal from the API, thrown by `unwrap`: its `code` is stable, its `detail` in the caller's language. */
export class PatienceProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined) {
    super(problem ? `${problem.code}: ${problem.detail ?? problem.title}` : `HTTP ${status}`);
    this.name = "PatienceProblem";
    this.status = status;
    this.code = problem?.code ?? "http_error";
    this.problem = problem;
  }
}

/**
 * A reply's body, or its refusal thrown as a `PatienceProblem`:
 * `const game = unwrap(await client.POST("/v1/games/{game}/deals", { params, body }))`.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  const error = result.error as Problem | undefined;
  throw new PatienceProblem(
    result.response.status,
    error && typeof error === "object" && "code" in error ? error : undefined,
  );
}
