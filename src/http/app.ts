import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { languageDetector } from "hono/language";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env.ts";
import { issueText, type Issue } from "./issue-text.ts";
import { isWorded, langOf, problem, ProblemError } from "./problem.ts";
import { DEFAULT_LANG, LANGS, readLang } from "../i18n/lang.ts";
import { mcpRoutes } from "../mcp/routes.ts";
import { catalogueRoutes } from "./routes/catalogue.ts";
import { dailyRoutes } from "./routes/daily.ts";
import { docsRoutes } from "./routes/docs.ts";
import { healthRoutes } from "./routes/health.ts";
import { playRoutes, stateBoardRoutes } from "./routes/play.ts";
import { playerRoutes } from "./routes/players.ts";
import { sessionRoutes } from "./routes/sessions.ts";

export const MAX_BODY_BYTES = 64 * 1024;

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Patience API",
    version: "1.0.0",
    description:
      "GNOME Aisleriot's Wall and Maze with Aisleriot's exact rules, over HTTP. Errors are " +
      "application/problem+json (RFC 9457) with a stable `code`; texts and messages come in " +
      "English, Spanish, Catalan, Czech or Greek (`?lang=` or Accept-Language).",
    // Aisleriot's license: its rules, deal numbers and hint behaviour are reproduced here (NOTICE).
    license: { name: "GPL-3.0-or-later", identifier: "GPL-3.0-or-later" },
    contact: { name: "Patience API maintainers" },
  },
  servers: [{ url: "/", description: "This server (the API is served from its root)." }],
  // No credentials by default: only the stored-game changes ask for the owner's bearer token.
  security: [],
  tags: [
    { name: "Service", description: "Liveness of the service." },
    { name: "Games", description: "The games and their full rules, in five languages." },
    {
      name: "Play (stateless)",
      description:
        "Deals, moves, hints and boards where the whole game travels in a sealed `state` token that the client sends back.",
    },
    {
      name: "Stored games",
      description:
        "Games kept on the server (one Durable Object each): an id to read and watch, an owner token to play, optimistic versions, undo and redo, history, export, a live view.",
    },
    {
      name: "Daily challenge",
      description:
        "One deal per game and date, the same for everyone, proven winnable before it is published and revealed with its proof once the date has ended everywhere; ranked entries are stored games whose results the server records itself.",
    },
    {
      name: "Players",
      description:
        "Anonymous players for the daily challenges: a display name and a token shown once (one person can make many), and a public profile with streaks and recent results per game.",
    },
  ],
};

type ValidationResult = { success: true } | { success: false; error: { issues: readonly Issue[] } };

/** One hook for every schema violation: a problem listing each offending field. */
function validationHook(result: ValidationResult, c: Context): Response | undefined {
  if (result.success) return undefined;
  // Messages can quote the input (zod names unknown keys): cut, as every echo in a problem is.
  const short = (text: string) => (text.length > 200 ? text.slice(0, 200) + "…" : text);
  const errors = result.error.issues.slice(0, 20).map((issue) => ({
    path: short(issue.path.map(String).join(".")),
    message: short(issueText(issue, langOf(c))),
  }));
  return problem(c, "validation_failed", { extra: { errors } });
}

/** Bodies are JSON: anything else on a route that reads a body is refused up front. */
async function requireJson(c: Context, next: () => Promise<void>) {
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
}

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

/**
 * Whether `limiter` refuses this client now, counting this request: never without the binding
 * or with RATE_LIMIT=off (load benchmarks, local development).
 */
export async function overLimit(c: Context<AppEnv>, limiter: RateLimit | undefined): Promise<boolean> {
  if (!limiter || c.env?.RATE_LIMIT === "off") return false;
  const { success } = await limiter.limit({ key: clientKey(c.req.header("CF-Connecting-IP")) });
  return !success;
}

/** Per-client rate limit of every request. */
async function rateLimit(c: Context<AppEnv>, next: () => Promise<void>) {
  if (await overLimit(c, c.env?.RATE_LIMITER)) {
    return problem(c, "rate_limited", { headers: { "Retry-After": "60" } });
  }
  await next();
}

/**
 * A reply worded in the caller's language says which (Content-Language) and that another
 * Accept-Language may get another reply (Vary), so no cache serves Spanish to a Czech client.
 * Replies that say nothing in a language (health, positions, documents) carry neither.
 */
async function labelLanguage(c: Context, next: () => Promise<void>) {
  await next();
  // A 101 carries the WebSocket: copying the response to add headers would drop it.
  if (c.res.status === 101 || !isWorded(c)) return;
  c.header("Content-Language", langOf(c));
  c.header("Vary", "Accept-Language", { append: true });
}

function handleError(error: Error, c: Context): Response {
  if (error instanceof ProblemError) return problem(c, error.code, error.options);
  // Hono and zod-openapi refuse some requests by throwing: 400 unparsable JSON, 413 from the
  // body limit, 415 a required JSON body sent without a JSON media type (or none at all).
  if (error instanceof HTTPException && error.status === 400) return problem(c, "malformed_json");
  if (error instanceof HTTPException && error.status === 413) {
    return problem(c, "payload_too_large", { params: { limit: MAX_BODY_BYTES } });
  }
  if (error instanceof HTTPException && error.status === 415) return problem(c, "unsupported_media_type");
  // Unexpected: log it for the operator, tell the caller nothing about internals.
  console.error("unhandled error", c.req.method, c.req.path, error);
  return problem(c, "internal_error");
}

export interface AppOptions {
  /** The clock daily challenges and ranked entries go by (epoch ms); tests move it. */
  readonly now?: () => number;
}

export function createApp(options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const now = options.now ?? Date.now;
  app.use(async (c, next) => {
    c.set("now", now);
    await next();
  });
  // `?lang=` first, then Accept-Language (q-values; `es-ES` is `es`), then English. Both read a
  // tag with readLang, as the `lang` schema does.
  app.use(
    languageDetector({
      order: ["querystring", "header"],
      supportedLanguages: [...LANGS],
      fallbackLanguage: DEFAULT_LANG,
      convertDetectedLanguage: readLang,
      caches: false,
    }),
  );
  app.use(labelLanguage);
  // Headers a page on another site may read: where a new thing is, its language, when to retry
  // (429), which methods an address takes (405), a stored game's version as its ETag.
  app.use(
    cors({
      origin: "*",
      exposeHeaders: ["Location", "Content-Language", "Retry-After", "Allow", "ETag"],
    }),
  );
  // MCP (chat assistants) before the guards below: it answers its own refusals (foreign Origin,
  // rate limit with the same limiter and client key, body size) as JSON-RPC errors.
  app.route("/mcp", mcpRoutes({ clientKey }));
  app.use(rateLimit);
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        problem(c, "method_not_allowed", {
          params: { method: c.req.method },
          extra: { allow: methods },
          headers: { Allow: methods.join(", ") },
        }),
    }),
  );
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => problem(c, "payload_too_large", { params: { limit: MAX_BODY_BYTES } }),
    }),
  );
  app.use(requireJson);
  app.notFound((c) => problem(c, "not_found"));
  app.onError(handleError);

  const routes = app
    .route("/", healthRoutes)
    .route("/v1/games", catalogueRoutes)
    .route("/v1/games", playRoutes)
    .route("/v1/games", stateBoardRoutes)
    .route("/v1/sessions", sessionRoutes)
    .route("/v1/players", playerRoutes)
    .route("/v1/daily", dailyRoutes)
    .route("/", docsRoutes);
  routes.doc31("/openapi.json", OPENAPI_INFO);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
