import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import { countRequests, paceFields, paceMark } from "../durable/rate-limit.ts";
import { readLang } from "../i18n/lang.ts";
import { clientKey } from "../kit/client-key.ts";
import { isWorded, problem, replyLang } from "./problem.ts";

// The app's own middleware (app.ts wires it, in order): bodies are JSON, the per-client rate
// limit, the language label of worded replies.

/** Bodies are JSON: anything else on a route that reads a body is refused up front. */
export const requireJson = createMiddleware(async (c, next) => {
  const method = c.req.method;
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    let hasBody = c.req.header("Content-Length") !== "0" && c.req.raw.body !== null;
    // A body of unknown length (chunked) may still be empty: read to tell (bodyLimit bounds it).
    if (hasBody && c.req.header("Content-Length") === undefined) {
      const bytes = await c.req.raw.arrayBuffer();
      hasBody = bytes.byteLength > 0;
      c.req.raw = new Request(c.req.raw, { body: hasBody ? bytes : null });
    }
    if (hasBody && !/^application\/([\w.-]+\+)?json$/.test(type)) return problem(c, "unsupported_media_type");
    // An empty body is no body, whatever its label (clients send Content-Type on every request):
    // a route whose body is optional takes none, another says what is missing, as without one.
    if (!hasBody && type !== "") {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("Content-Type");
      c.req.raw = new Request(c.req.raw, { headers });
    }
  }
  await next();
});

/** The key the request's client is counted under (`clientKey`: its address, an IPv6 /64). */
export const clientOf = (c: Context): string => clientKey(c.req.header("CF-Connecting-IP"));

/** Whether `limiter` refuses this client now, counting this request (countRequests). */
export async function overLimit(c: Context<AppEnv>, limiter: RateLimit | undefined): Promise<boolean> {
  return !(await countRequests(limiter, c.env, clientOf(c)));
}

/**
 * The RateLimit-Policy and RateLimit fields of every reply the limits counted: the policies
 * counted while the request was answered (rate-limit.ts), set on the reply as it leaves.
 */
export const paceHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const mark = paceMark();
  await next();
  // A 101 carries the WebSocket: copying the response to add headers would drop it.
  if (c.res.status === 101) return;
  const fields = paceFields(clientOf(c), mark, c.env);
  if (fields === undefined) return;
  // Set on the reply as it is (c.header would copy the Response for each field); a reply whose
  // headers cannot change (one from the cache) is copied once.
  try {
    c.res.headers.set("RateLimit-Policy", fields.policy);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("RateLimit-Policy", fields.policy);
  }
  c.res.headers.set("RateLimit", fields.limit);
});

/** Per-client rate limit of every request. */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (await overLimit(c, c.env?.RATE_LIMITER)) {
    return problem(c, "rate_limited", { headers: { "Retry-After": "60" } });
  }
  await next();
});

/**
 * A reply worded in the caller's language says which (Content-Language) and that another
 * Accept-Language may get another reply (Vary), so no cache serves Spanish to a Czech client.
 * Replies that say nothing in a language (health, positions, documents) carry neither.
 */
export const labelLanguage = createMiddleware(async (c, next) => {
  await next();
  // A 101 carries the WebSocket: copying the response to add headers would drop it.
  if (c.res.status === 101 || !isWorded(c)) return;
  // A 304 has no content to label, but says what it varies on, as its 200 would.
  if (c.res.status !== 304) c.header("Content-Language", replyLang(c));
  c.header("Vary", "Accept-Language", { append: true });
});

/**
 * `?lang=` as the language detector reads it (any case, a region ignored: `ES`, `es-ES` are
 * `es`), rewritten to the plain code before a route validates it against the codes it lists.
 */
export const plainLangQuery = createMiddleware(async (c, next) => {
  if (c.req.url.includes("lang=")) {
    const url = new URL(c.req.url);
    const tag = url.searchParams.get("lang");
    if (tag !== null && readLang(tag) !== tag) {
      url.searchParams.set("lang", readLang(tag));
      c.req.raw = new Request(url, c.req.raw);
    }
  }
  await next();
});
