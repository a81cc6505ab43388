// @ts-check
// The API: plain fetch, every text in the page's language, refusals as the API words them.
import { fill } from "./i18n.js";
import { ui } from "./state.js";

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
 * @param {"GET" | "POST"} method
 * @param {string} path
 * @param {{ body?: unknown, token?: string | null }} [options]
 * @returns {Promise<any>}
 */
export async function api(method, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let res;
  try {
    res = await fetch(`${path}${path.includes("?") ? "&" : "?"}lang=${ui.lang}`, {
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
