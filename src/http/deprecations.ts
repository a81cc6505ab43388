import type { OpenAPIHono } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";

// Deprecated operations, declared here and nowhere else (docs/compatibility.md says how long
// one lives): every reply of one carries `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a
// `Link` to where the change is explained (rel="deprecation"), and the OpenAPI document marks
// the operation `deprecated` (route-kit.ts reads this table).

/** One deprecated operation. */
export interface Deprecation {
  /** The operation's `operationId` in the OpenAPI document. */
  readonly operationId: string;
  /** The day it was deprecated (YYYY-MM-DD, UTC): `Deprecation: @<unix seconds>`. */
  readonly deprecated: string;
  /** The day it stops answering (YYYY-MM-DD, UTC), at least MIN_SUNSET_DAYS later: `Sunset`. */
  readonly sunset: string;
  /** Where the deprecation and its replacement are described (CHANGELOG entry, guide): `Link`. */
  readonly link: string;
}

/** The shortest life of a deprecated operation, from its deprecation to its sunset (days). */
export const MIN_SUNSET_DAYS = 180;

/** The API's deprecated operations: none so far (1.0.0). */
export const DEPRECATED: readonly Deprecation[] = [];

const DAY_MS = 86_400_000;
const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Why `table` is not a valid table (unknown dates, a sunset too soon, an operation twice), or nothing. */
export function tableProblems(table: readonly Deprecation[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of table) {
    const [from, to] = [dayMs(entry.deprecated), dayMs(entry.sunset)];
    if (Number.isNaN(from) || Number.isNaN(to))
      problems.push(`${entry.operationId}: a date is not YYYY-MM-DD`);
    else if (to - from < MIN_SUNSET_DAYS * DAY_MS)
      problems.push(`${entry.operationId}: sunset less than ${MIN_SUNSET_DAYS} days after deprecation`);
    if (!entry.link) problems.push(`${entry.operationId}: no link`);
    if (seen.has(entry.operationId)) problems.push(`${entry.operationId}: listed twice`);
    seen.add(entry.operationId);
  }
  return problems;
}

/** The header fields of a deprecated operation's replies. */
export function deprecationFields(entry: Deprecation): Record<"Deprecation" | "Sunset" | "Link", string> {
  return {
    Deprecation: `@${dayMs(entry.deprecated) / 1000}`,
    Sunset: new Date(dayMs(entry.sunset)).toUTCString(),
    Link: `<${entry.link}>; rel="deprecation"; type="text/html"`,
  };
}

interface Matcher {
  readonly method: string;
  readonly path: RegExp;
  readonly fields: Record<string, string>;
}

/**
 * Sets the fields of `table`'s operations on their replies, found by method and path in `app`'s
 * routes (on the first request, when every route is mounted). An empty table costs nothing.
 */
export function deprecationHeaders(app: OpenAPIHono<AppEnv>, table: readonly Deprecation[] = DEPRECATED) {
  let matchers: readonly Matcher[] | undefined;
  const compile = (): readonly Matcher[] => {
    const byId = new Map(table.map((entry) => [entry.operationId, entry]));
    return app.openAPIRegistry.definitions.flatMap((definition) => {
      if (definition.type !== "route") return [];
      const entry = byId.get(definition.route.operationId ?? "");
      if (entry === undefined) return [];
      const pattern = definition.route.path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
        .join("[^/]+");
      return [
        {
          method: definition.route.method.toUpperCase(),
          path: new RegExp(`^${pattern}/?$`),
          fields: deprecationFields(entry),
        },
      ];
    });
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (table.length === 0) return;
    matchers ??= compile();
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    const found = matchers.find((m) => m.method === method && m.path.test(c.req.path));
    if (found === undefined || c.res.status === 101) return;
    for (const [name, value] of Object.entries(found.fields))
      c.header(name, value, { append: name === "Link" });
  });
}
