import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env.ts";
import { problem, ProblemError } from "./problem.ts";
import { boardRoutes } from "./routes/boards.ts";
import { catalogueRoutes } from "./routes/catalogue.ts";
import { docsRoutes } from "./routes/docs.ts";
import { healthRoutes } from "./routes/health.ts";
import { playRoutes } from "./routes/play.ts";
import { sessionRoutes } from "./routes/sessions.ts";

export const MAX_BODY_BYTES = 64 * 1024;

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Patience API",
    version: "1.0.0",
    description:
      "GNOME Aisleriot's Wall and Maze with Aisleriot's exact rules, over HTTP. Errors are " +
      "application/problem+json (RFC 9457) with a stable `code`.",
  },
} as const;

type ValidationResult = { success: true } | { success: false; error: { issues: readonly Issue[] } };
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** One hook for every schema violation: a problem listing each offending field. */
function validationHook(result: ValidationResult, c: Context): Response | undefined {
  if (result.success) return undefined;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  return problem(c, "validation_failed", undefined, { errors });
}

/** Bodies are JSON: anything else on a route that reads a body is refused up front. */
async function requireJson(c: Context, next: () => Promise<void>) {
  const method = c.req.method;
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    const hasBody = c.req.header("Content-Length") !== "0" && c.req.raw.body !== null;
    if (hasBody && !/^application\/([\w.-]+\+)?json$/.test(type)) return problem(c, "unsupported_media_type");
  }
  await next();
}

/**
 * Per-client rate limit, keyed by the client IP that Cloudflare's edge (and wrangler dev)
 * sets. Requests without it did not come through the edge and are not limited; the
 * RATE_LIMIT=off variable turns it off (load benchmarks).
 */
async function rateLimit(c: Context<AppEnv>, next: () => Promise<void>) {
  const client = c.req.header("CF-Connecting-IP");
  if (client && c.env?.RATE_LIMITER && c.env.RATE_LIMIT !== "off") {
    const { success } = await c.env.RATE_LIMITER.limit({ key: client });
    if (!success) return problem(c, "rate_limited", undefined, undefined, { "Retry-After": "60" });
  }
  await next();
}

function handleError(error: Error, c: Context): Response {
  if (error instanceof ProblemError) return problem(c, error.code, error.params, error.extra, error.headers);
  // Hono and zod-openapi refuse some requests by throwing: 400 unparsable JSON, 413 from the
  // body limit, 415 a required JSON body sent without a JSON media type (or none at all).
  if (error instanceof HTTPException && error.status === 400) return problem(c, "malformed_json");
  if (error instanceof HTTPException && error.status === 413) {
    return problem(c, "payload_too_large", { limit: MAX_BODY_BYTES });
  }
  if (error instanceof HTTPException && error.status === 415) return problem(c, "unsupported_media_type");
  // Unexpected: log it for the operator, tell the caller nothing about internals.
  console.error("unhandled error", c.req.method, c.req.path, error);
  return problem(c, "internal_error");
}

export function createApp() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use(cors({ origin: "*", exposeHeaders: ["Location", "Content-Language"] }));
  app.use(rateLimit);
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        problem(
          c,
          "method_not_allowed",
          { method: c.req.method },
          { allow: methods },
          { Allow: methods.join(", ") },
        ),
    }),
  );
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => problem(c, "payload_too_large", { limit: MAX_BODY_BYTES }),
    }),
  );
  app.use(requireJson);
  app.notFound((c) => problem(c, "not_found"));
  app.onError(handleError);

  const routes = app
    .route("/", healthRoutes)
    .route("/", catalogueRoutes)
    .route("/", playRoutes)
    .route("/", boardRoutes)
    .route("/", sessionRoutes)
    .route("/", docsRoutes);
  routes.doc31("/openapi.json", OPENAPI_INFO);
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
