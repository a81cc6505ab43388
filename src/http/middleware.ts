import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";
import type { QuotaKind } from "../durable/limits.ts";
import { chargeHeavy, quotas } from "../durable/clients.ts";
import { countRequests } from "../durable/rate-limit.ts";
import { readLang } from "../i18n/lang.ts";
import { isWorded, langOf, problem, ProblemError } from "./problem.ts";

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

/**
 * The key a client is counted under: its IP as Cloudflare's edge (and wrangler dev) sets it,
 * an IPv6 address by its /64 (one subscriber's network: rotating within it changes nothing),
 * and every request without an address under one shared key, limited like any client.
 */
export function clientKey(address: string | undefined): string {
  const ip = address?.trim();
  if (!ip) return "no-client-address";
  if (!ip.includes(":")) return ip;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return (
    groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+/, "") || "0")
      .join(":") + "::/64"
  );
}

/** Whether `limiter` refuses this client now, counting this request (countRequests). */
export async function overLimit(c: Context<AppEnv>, limiter: RateLimit | undefined): Promise<boolean> {
  return !(await countRequests(limiter, c.env, clientKey(c.req.header("CF-Connecting-IP"))));
}

/**
 * Counts one creation of `kind` against the client's quota (QUOTAS: hourly, or a day's for
 * players): past it, 429 rate_limited with Retry-After the seconds to the next window.
 */
export async function requireHourlyQuota(c: Context<AppEnv>, kind: QuotaKind): Promise<void> {
  const client = clientKey(c.req.header("CF-Connecting-IP"));
  const taken = await quotas(c.env ?? {}).take(client, kind, c.var.now());
  if (!taken.ok)
    throw new ProblemError("rate_limited", {
      headers: { "Retry-After": String(taken.error.params?.["retryAfter"]) },
    });
}

/**
 * Counts a heavy request (solve, analysis) as several against the client's rate limit
 * (HEAVY_REQUEST_COST): past the limit, 429 rate_limited, before any work is done.
 */
export async function requireHeavyCharge(c: Context<AppEnv>): Promise<void> {
  const client = clientKey(c.req.header("CF-Connecting-IP"));
  if (!(await chargeHeavy(c.env ?? {}, client)))
    throw new ProblemError("rate_limited", { headers: { "Retry-After": "60" } });
}

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
  c.header("Content-Language", langOf(c));
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
