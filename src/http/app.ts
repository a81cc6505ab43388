import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { languageDetector } from "hono/language";
import { methodNotAllowed } from "hono/method-not-allowed";
import { deprecationHeaders, MIN_SUNSET_DAYS, type Deprecation } from "./deprecations.ts";
import type { AppEnv } from "./env.ts";
import { issueText, type Issue } from "./issue-text.ts";
import { labelLanguage, paceHeaders, plainLangQuery, rateLimit, requireJson } from "./middleware.ts";
import { replyLang, problem, ProblemError } from "./problem.ts";
import { PACE_HEADER_COMPONENTS } from "./route-kit.ts";
import { API_VERSION } from "./version.ts";
import { DEFAULT_LANG, LANGS, readLang } from "../i18n/lang.ts";
import { HEAVY_REQUEST_COST, RATE_POLICIES } from "../durable/limits.ts";
import { gameNamesListed } from "../kit/games.ts";
import { mcpRoutes } from "../mcp/routes.ts";
import { catalogueRoutes } from "./routes/catalogue.ts";
import { dailyRoutes } from "./routes/daily/index.ts";
import { leagueRoutes } from "./routes/leagues/index.ts";
import { docsRoutes } from "./routes/docs.ts";
import { healthRoutes } from "./routes/health.ts";
import { playRoutes, stateBoardRoutes } from "./routes/play/index.ts";
import { playerRoutes } from "./routes/players/index.ts";
import { sessionRoutes } from "./routes/sessions/index.ts";
import { shareRoutes } from "./routes/share/index.ts";
import { playPage } from "./play-page.ts";

export { clientKey } from "../kit/client-key.ts";

export const MAX_BODY_BYTES = 64 * 1024;

const P = RATE_POLICIES;
/** The introduction's paragraph on limits (docs/rate-limits.md has the detail). */
const LIMITS_INTRO = [
  `**Limits.** Each client (its address; an IPv6 /64) may send ${P.requests.quota} requests a minute, a solve`,
  `or an analysis counting ${HEAVY_REQUEST_COST}; creations have quotas of their own (${P["games-hour"].quota}`,
  `stored games, ${P["leagues-hour"].quota} leagues and ${P["players-hour"].quota} players an hour; players also`,
  `at most ${P["players-minute"].quota} a minute and ${P["players-day"].quota} a UTC day). Every reply a limit`,
  "counts says where the client stands, in the IETF fields `RateLimit-Policy`",
  `(\`"requests";q=${P.requests.quota};w=60\`: the quota and its window in seconds) and \`RateLimit\``,
  '(`"requests";r=598;t=42`: what is left and the seconds until the window resets), one item per limit the',
  "request counted: pace by them rather than learn the limit from a 429. Past a limit: 429 `rate_limited`",
  "with `Retry-After`.",
].join(" ");
/** The introduction's paragraph on versions (docs/compatibility.md has the policy). */
const VERSIONS_INTRO = [
  `**Versions.** This is API version \`${API_VERSION}\` under \`/v1\`: fields, operations, codes and enum`,
  "values may be added within it (ignore what you do not know); nothing is removed, renamed or changed in",
  "meaning without a new path (`/v2`). An operation that is to go is first marked `deprecated` here and",
  `answers with \`Deprecation\`, \`Sunset\` (at least ${MIN_SUNSET_DAYS} days later) and`,
  '`Link: <…>; rel="deprecation"`. `GET /v1/health` says the version and the build (commit) that answers.',
].join(" ");

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Patience API",
    version: API_VERSION,
    description:
      `GNOME Aisleriot's ${gameNamesListed("and")} with Aisleriot's exact rules, over HTTP. Errors are ` +
      "application/problem+json (RFC 9457) with a stable `code`; texts and messages come in " +
      "English, Spanish, Catalan, Czech or Greek (`?lang=` or Accept-Language). Play both games " +
      "in the browser at [/play](/play): a table that uses this API and nothing else.\n\n" +
      LIMITS_INTRO +
      "\n\n" +
      VERSIONS_INTRO,
    // Aisleriot's license: its rules, deal numbers and hint behaviour are reproduced here (NOTICE).
    license: { name: "GPL-3.0-or-later", identifier: "GPL-3.0-or-later" },
    contact: { name: "Patience API maintainers" },
  },
  servers: [{ url: "/", description: "This server (the API is served from its root)." }],
  // No credentials by default: only the stored-game changes ask for the owner's bearer token.
  security: [],
  tags: [
    { name: "Service", description: "Liveness of the service, its version and build." },
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
    {
      name: "Leagues",
      description:
        "Private circles of players: made by a player, joined with a code shown once to its maker; every daily leaderboard and the streak table can be read for one league, whose members only it lists.",
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
    message: short(issueText(issue, replyLang(c))),
  }));
  return problem(c, "validation_failed", { extra: { errors } });
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
  /** The deprecated operations (default DEPRECATED); tests give their own. */
  readonly deprecations?: readonly Deprecation[];
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
  app.use(plainLangQuery);
  app.use(labelLanguage);
  // Headers a page on another site may read: where a new thing is, its language, when to retry
  // (429), which methods an address takes (405), a reply's version (ETag), the next page (Link), where the
  // client stands in its limits, a deprecated operation's dates and link.
  app.use(
    cors({
      origin: "*",
      exposeHeaders: [
        "Location",
        "Content-Language",
        "Retry-After",
        "Allow",
        "ETag",
        "RateLimit",
        "RateLimit-Policy",
        "Deprecation",
        "Sunset",
        "Link",
      ],
    }),
  );
  // What the limits counted (MCP's calls too): RateLimit-Policy and RateLimit on the reply.
  app.use(paceHeaders);
  // Deprecation, Sunset and Link on the replies of a deprecated operation (deprecations.ts).
  app.use(deprecationHeaders(app, options.deprecations));
  // MCP (chat assistants) before the guards below: it answers its own refusals (foreign Origin,
  // rate limit with the same limiter and client key, body size) as JSON-RPC errors.
  app.route("/mcp", mcpRoutes());
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
  for (const [name, header] of Object.entries(PACE_HEADER_COMPONENTS))
    app.openAPIRegistry.registerComponent("headers", name, header);
  app.onError(handleError);

  return app
    .route("/", healthRoutes)
    .route("/v1/games", catalogueRoutes)
    .route("/v1/games", playRoutes)
    .route("/v1/games", stateBoardRoutes)
    .route("/v1/sessions", sessionRoutes)
    .route("/v1/players", playerRoutes)
    .route("/v1/daily", dailyRoutes)
    .route("/v1/leagues", leagueRoutes)
    .route("/v1", shareRoutes)
    .route("/", playPage)
    .route("/", docsRoutes);
}

export type AppType = ReturnType<typeof createApp>;
