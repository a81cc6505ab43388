// @ts-check
// The API: plain fetch, every text in the page's language, refusals as the API words them. Each
// call names its operation by the document's path (`/v1/sessions/{id}`) and gets the type of its
// reply from the types generated from the OpenAPI document (openapi/openapi-types.ts).
import { fill } from "./i18n.js";
import { ui } from "./state.js";

/** @typedef {import("../../openapi/openapi-types.ts").paths} Paths */
/**
 * The JSON of an operation's success (200, else 201).
 * @template O
 * @typedef {O extends { responses: { 200: { content: { "application/json": infer R } } } } ? R
 *   : O extends { responses: { 201: { content: { "application/json": infer R } } } } ? R : never} Success
 */
/**
 * The reply of `method` on `path`.
 * @template {keyof Paths} P
 * @template {"GET" | "POST"} M
 * @typedef {Success<Paths[P][Lowercase<M>]>} Reply
 */
/**
 * The JSON body `method` on `path` takes (`never` where it takes none).
 * @template {keyof Paths} P
 * @template {"GET" | "POST"} M
 * @typedef {Paths[P][Lowercase<M>] extends { requestBody?: { content: { "application/json": infer B } } }
 *   ? B : never} Body
 */

/**
 * The names of the path parameters of `method` on `path` (`{id}`…), as the document has them
 * (never where it has none). Their values go as text: the client names games the API lists.
 * @template {keyof Paths} P
 * @template {"GET" | "POST"} M
 * @typedef {Paths[P][Lowercase<M>] extends { parameters: { path: infer A } }
 *   ? [A] extends [undefined] ? never : keyof A : never} ParamNames
 */
/**
 * What a call of `method` on `path` takes: `params`, each by name, wherever the path has them.
 * @template {keyof Paths} P
 * @template {"GET" | "POST"} M
 * @typedef {{ query?: Record<string, string | number>, body?: Body<P, M>, token?: string | null }
 *   & ([ParamNames<P, M>] extends [never] ? { params?: undefined }
 *     : { params: Record<ParamNames<P, M>, string | number> })} Options
 */

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {{ code?: string, detail?: string, errors?: { path: string, message: string }[] } | null} problem
   */
  constructor(status, problem) {
    const fields = (problem?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join("; ");
    super(`${problem?.detail ?? fill(ui.T.serverError, { status })}${fields ? ` (${fields})` : ""}`);
    this.status = status;
    this.code = problem?.code;
  }
}

/**
 * Calls one operation of the API. `path` is the document's (its `{name}` parts filled from
 * `options.params`, each encoded), `options.query` its query (beside `lang`, always sent).
 * @template {keyof Paths} P
 * @template {"GET" | "POST"} M
 * @param {M} method
 * @param {P} path
 * @param {[ParamNames<P, M>] extends [never] ? [options?: Options<P, M>] : [options: Options<P, M>]} args
 *   the options (required where the path has parameters)
 * @returns {Promise<Reply<P, M>>}
 */
export async function api(method, path, ...args) {
  const options = args[0] ?? /** @type {Options<P, M>} */ ({});
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  /** @type {Record<string, unknown>} */
  const params = options.params ?? {};
  const url = path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(params[name] ?? "")));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) query.set(name, String(value));
  query.set("lang", ui.lang);
  let res;
  try {
    res = await fetch(`${url}?${query}`, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch (error) {
    // The browser's own words (TypeError: Failed to fetch) are English whatever the page's language.
    console.warn("fetch failed", error);
    throw new ApiError(0, { detail: ui.T.networkError });
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

/** An error as a sentence. @param {unknown} error */
export const errorText = (error) => (error instanceof Error ? error.message : String(error));
