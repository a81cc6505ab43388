import { createRoute, z, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import { GAMES, engineOf, isGameId, type GameId } from "../games/registry.ts";
import type { AnyGameEngine, PublicViewBase } from "../engine/index.ts";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { JsonText, JsonValue } from "../durable/session/session-types.ts";
import { EXAMPLE_GAME, HIDDEN_EXAMPLE_GAME } from "../kit/games.ts";
import { DEPRECATED } from "./deprecations.ts";
import { IfNoneMatchHeaderSchema } from "./conditional.ts";
import type { AppEnv } from "./env.ts";
import type { ProblemCode } from "./errors.ts";
import { problemBody, ProblemError, type ProblemParams } from "./problem.ts";
import { LangQuerySchema, LanguageHeaderSchema, ProblemSchema } from "./schemas/common.ts";
import { MOVE_ERROR } from "./schemas/games.ts";
import { TOKEN_ERRORS } from "./state-token.ts";

// What every route repeats: JSON content, the documented problem responses and the codes
// they list, and the lookups that turn a path segment into an engine.

export const json = <T>(schema: T) => ({ "application/json": { schema } });

/**
 * The generic layer's stand-ins for a game's own types: the engines and the objects type
 * moves, events and views as JSON of any game (RPC cannot carry the per-game unions), the
 * schemas per game, so these alone the compiler cannot compare.
 */
type PerGame = JsonValue | PublicViewBase;
/** Whether `T` is one of the stand-ins (each compared alone: one is not the other's subtype). */
type IsPerGame<T> = unknown extends T ? true : true extends SameAs<T, PerGame> ? true : false;
type SameAs<T, P> = P extends unknown ? ([T] extends [P] ? ([P] extends [T] ? true : false) : false) : never;
type Scalar = string | number | boolean | bigint | symbol | null | undefined;
/** An answer as the compiler compares it with its schema: mutable, per-game parts unchecked. */
type Loose<T> = T extends unknown
  ? IsPerGame<T> extends true
    ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a game's own type: see PerGame
      any
    : T extends Scalar
      ? T
      : T extends readonly (infer E)[]
        ? Loose<E>[]
        : { -readonly [K in keyof T]: Loose<T[K]> }
  : never;
/** Every key of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** What the members of the union `D` that have key `K` hold there (an index signature: any key). */
type At<D, K extends PropertyKey> = D extends unknown
  ? string extends K
    ? D[keyof D]
    : K extends keyof D
      ? D[K]
      : never
  : never;
/**
 * The answer's keys, at any depth, that its schema does not have (a misspelled or renamed
 * field), as `path.key` strings; never when there are none.
 */
type Unknown<A, D, Path extends string = ""> = A extends unknown
  ? IsPerGame<A> extends true
    ? never
    : A extends Scalar
      ? never
      : A extends readonly (infer E)[]
        ? Unknown<E, NonNullable<D> extends readonly (infer F)[] ? F : never, `${Path}[]`>
        : {
            [K in keyof A & string]: string extends K
              ? Unknown<A[K], At<NonNullable<D>, K>, `${Path}.${K}`>
              : K extends KeysOf<NonNullable<D>>
                ? Unknown<A[K], At<NonNullable<D>, K>, `${Path}.${K}`>
                : `${Path}.${K}`;
          }[keyof A & string]
  : never;

/**
 * A Durable Object's or engine's answer as the JSON its response schema `Documented`
 * describes, checked field by field: a field the schema lacks or types otherwise fails to
 * compile, but for the per-game parts (moves, events, views: PerGame), which
 * `test/worker/openapi-responses.test.ts` checks against the document in every route's live
 * answers instead. `asDocumented<Schema>()(answer)`.
 */
export const asDocumented =
  <Documented>() =>
  <Answer extends object>(answer: Answer & MatchesSchema<Answer, Documented>): Documented =>
    answer as Documented;

/** Nothing more when `Answer` is the JSON `Documented` describes; else what is wrong, to fail. */
type MatchesSchema<Answer, Documented> = [Unknown<Answer, Documented>] extends [never]
  ? Loose<Answer> extends Documented
    ? unknown
    : { "does not match its schema": Documented }
  : { "fields its schema lacks": Unknown<Answer, Documented> };

/** `asDocumented` for an answer as JSON text: `textAsDocumented<Schema>()(text)`. */
export const textAsDocumented =
  <Documented>() =>
  <Answer extends object>(text: JsonText<Answer> & MatchesSchema<Answer, Documented>): JsonText<Documented> =>
    text as JsonText<Documented>;

/**
 * A 200 whose body is JSON text made elsewhere (a Durable Object's, sent on without parsing),
 * typed as `c.json` types the value the text encodes, so the route's schema is held to it.
 */
export function jsonTextReply<T>(
  c: Context,
  text: JsonText<T>,
): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  const response: Response = c.body(text, 200, { "Content-Type": "application/json" });
  return response as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}

/**
 * The facts each code's documented example carries, as the server sends them (codes that
 * carry none are absent; a game is one of the kit's example games). `extra` are top-level
 * members beside `params`.
 */
const EXAMPLES: Partial<Record<ProblemCode, { params?: ProblemParams; extra?: Record<string, unknown> }>> = {
  method_not_allowed: { params: { method: "DELETE" }, extra: { allow: ["POST"] } },
  validation_failed: {
    extra: {
      errors: [{ path: "move", message: MOVE_ERROR }],
    },
  },
  payload_too_large: { params: { limit: 65536 } },
  unknown_game: { params: { game: "spider" } },
  invalid_deal_option: { params: { game: EXAMPLE_GAME, option: "draw" } },
  state_malformed: { params: { game: EXAMPLE_GAME } },
  state_version_unsupported: { params: { game: EXAMPLE_GAME } },
  state_wrong_game: { params: { game: EXAMPLE_GAME } },
  state_unknown_key: { params: { game: EXAMPLE_GAME } },
  state_tampered: { params: { game: EXAMPLE_GAME } },
  version_conflict: { params: { version: 3, currentVersion: 4 }, extra: { currentVersion: 4 } },
  export_unavailable: { params: { game: HIDDEN_EXAMPLE_GAME } },
  move_limit: { params: { limit: 1000 } },
  spectators_full: { params: { limit: 64 } },
  too_many_sockets: { params: { limit: 8 } },
  too_many_sockets_in_all: { params: { limit: 32 } },
  no_challenge: { params: { firstDate: "2026-12-01" } },
  challenge_not_open: { params: { date: "2026-12-25", opensAt: "2026-12-24T10:00:00.000Z" } },
  challenge_not_ready: { params: { date: "2026-12-01", retryAfter: 3600 } },
  challenge_closed: { params: { date: "2026-12-01", closesAt: "2026-12-02T12:00:00.000Z" } },
  challenge_open: { params: { closesAt: "2026-12-02T12:00:00.000Z" } },
  league_full: { params: { limit: 100 } },
  too_many_entries: { params: { limit: 20 } },
  ranked_only_while_open: {
    params: { game: HIDDEN_EXAMPLE_GAME, date: "2026-12-01", closesAt: "2026-12-02T12:00:00.000Z" },
  },
  already_entered: { params: { game: HIDDEN_EXAMPLE_GAME, date: "2026-12-01" } },
  no_entry: { params: { game: EXAMPLE_GAME, date: "2026-12-01" } },
  undo_not_allowed: { params: { game: HIDDEN_EXAMPLE_GAME } },
  analysis_unavailable: { params: { game: HIDDEN_EXAMPLE_GAME } },
  owner_reveals: { params: { game: HIDDEN_EXAMPLE_GAME } },
  hidden_cards: { params: { game: HIDDEN_EXAMPLE_GAME, hidden: 36 } },
  invalid_player_name: { params: { reason: "too_long", length: 25, max: 24 } },
  invalid_move: { params: { reason: "type", expected: "move" } },
  invalid_state: { params: { reason: "duplicate", slot: 3, card: "7H" } },
  game_over: { params: { status: "lost" } },
  no_such_move: { params: { number: 14, count: 13 } },
  empty_slot: { params: { from: 12 } },
  occupied_slot: { params: { to: 8, card: "5D" } },
  not_exposed: { params: { target: 30 } },
  too_weak: { params: { target: 46, sum: 9, health: 10 } },
  not_in_waste: { params: { card: "7H" } },
  no_link: { params: { card: "9C", from: 1, to: 37, accepts: "5D,JS" } },
};

const exampleOf = (code: ProblemCode) => {
  const sample = EXAMPLES[code];
  return { ...problemBody(code, "en", sample?.params), ...sample?.extra };
};

/**
 * A documented problem response: `codes` are the codes this status can carry on the route,
 * each shown as an example body built from the error table (so the docs cannot drift).
 */
export const problemResponse = (description: string, ...codes: ProblemCode[]) => ({
  description: codes.length ? `${description} Codes: ${codes.join(", ")}.` : description,
  content: {
    "application/problem+json": {
      schema: ProblemSchema,
      ...(codes.length
        ? {
            examples: Object.fromEntries(
              codes.map((code) => [code, { summary: code, value: exampleOf(code) }]),
            ),
          }
        : {}),
    },
  },
});

/**
 * Codes an engine keeps for callers that send it any JSON, which the move schemas refuse
 * first over HTTP (validation_failed): an attack without cards, a target outside 0–52.
 */
const PRE_EMPTED: readonly ProblemCode[] = ["no_cards", "not_a_target"];

/** Every code a game's engine can refuse an HTTP move with (computed, so no route misses one). */
export const MOVE_REFUSALS: readonly ProblemCode[] = [
  ...new Set(Object.values(GAMES).flatMap((engine) => engine.moveRefusals)),
].filter((code) => !PRE_EMPTED.includes(code));

const [STATE_400, STATE_422] = [
  TOKEN_ERRORS.filter((code) => code === "state_malformed" || code === "state_version_unsupported"),
  TOKEN_ERRORS.filter((code) => code !== "state_malformed" && code !== "state_version_unsupported"),
];

/** A request body that is not JSON, not of the route's shape, or too large. */
export const BODY_PROBLEMS = {
  400: problemResponse("Malformed JSON or a body of the wrong shape.", "malformed_json", "validation_failed"),
  413: problemResponse("Body too large.", "payload_too_large"),
  415: problemResponse("Body not sent as application/json.", "unsupported_media_type"),
};

export const UNKNOWN_GAME = { 404: problemResponse("Unknown game.", "unknown_game") };

/** Routes that seal or open state tokens fail closed without their keys. */
export const SECRET_PROBLEMS = {
  503: problemResponse(
    "The server has no keys configured (its operator must set them).",
    "server_not_configured",
  ),
};

/**
 * A stateless route that reads a sealed state: an undecodable token is a 400 beside the
 * body's own, a refused one a 422 beside the route's refusals (`what` describes them).
 */
export const stateProblems = (
  refused: readonly ProblemCode[],
  what: string,
  bad: readonly ProblemCode[] = [],
) => ({
  400: problemResponse(
    "Malformed JSON, a body of the wrong shape, or a state token that does not decode.",
    ...bad,
    ...STATE_400,
  ),
  ...UNKNOWN_GAME,
  422: problemResponse(what, ...refused, ...STATE_422),
  ...SECRET_PROBLEMS,
});

/** The id of a path's `{game}`; unknown games are a 404 problem. */
export function gameIdFor(game: string): GameId {
  if (!isGameId(game)) throw new ProblemError("unknown_game", { params: { game } });
  return game;
}

/** The engine for a path's `{game}`; unknown games are a 404 problem. */
export const engineFor = (game: string): AnyGameEngine => engineOf(gameIdFor(game));

/**
 * The pacing fields (draft-ietf-httpapi-ratelimit-headers) of every reply the limits count
 * (src/durable/rate-limit.ts), described once under `components.headers` (PACE_HEADER_COMPONENTS,
 * which app.ts registers) and referred to by each success and 429.
 */
export const PACE_HEADER_COMPONENTS = {
  "RateLimit-Policy": {
    description:
      'The limits this request counted against, a structured-field list of `"name";q=<quota>;w=<window seconds>`: `requests` on every reply (a solve or an analysis counts 10); on creations also `games-hour`, `leagues-hour`, `players-minute`, `players-hour`, `players-day`. Absent where no limit counts (a local server).',
    schema: { type: "string" as const, example: '"requests";q=600;w=60' },
  },
  RateLimit: {
    description:
      'What is left of each policy named in `RateLimit-Policy`: `"name";r=<remaining>;t=<seconds until its window resets>`. The `requests` remainder is counted by the server instance that answered (an upper bound when several serve one client): pace by the policy, and on a 429 wait `Retry-After`.',
    schema: { type: "string" as const, example: '"requests";r=598;t=42' },
  },
};
const PACE_REFS = {
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" },
  RateLimit: { $ref: "#/components/headers/RateLimit" },
};
/** The same, for a response whose own headers are a zod object (the two cannot be mixed). */
const PACE_ZOD = z.object({
  "RateLimit-Policy": z.string().optional().openapi({ description: "See `components.headers`." }),
  RateLimit: z.string().optional().openapi({ description: "See `components.headers`." }),
});

/** A documented response with the pacing fields beside its own headers. */
function paced<T>(response: T): T {
  const own = (response as { headers?: unknown }).headers;
  const headers = own instanceof z.ZodObject ? own.extend(PACE_ZOD.shape) : { ...(own ?? {}), ...PACE_REFS };
  return { ...response, headers };
}

/**
 * What any route can answer besides its own: another method on its address (405), too many
 * requests (429, with Retry-After), an unexpected failure (500, logged, nothing shown).
 */
export const ANY_ROUTE_PROBLEMS = {
  405: problemResponse(
    "This address does not take this method (`Allow` lists those it takes).",
    "method_not_allowed",
  ),
  429: paced({
    ...problemResponse(
      "Too many requests from this client: wait `Retry-After` seconds (`RateLimit` says which policy is spent: `r=0`).",
      "rate_limited",
    ),
    headers: z.object({
      "Retry-After": z
        .string()
        .openapi({ description: "Seconds to wait before trying again.", example: "60" }),
    }),
  }),
  500: problemResponse("An unexpected failure, logged; nothing about it is shown.", "internal_error"),
};

/**
 * A route of this API: `createRoute` plus what every route has. Each operation has a
 * stable camelCase `operationId` (generated clients and assistants' actions are named after
 * it) and a description; every route honours `?lang=` and Accept-Language (validated and
 * documented on all of them, an unknown `lang` is a 400); a route that answers 304 takes
 * If-None-Match; and every route can answer 405, 429 and 500. Handlers keep the types of the
 * route as written.
 */
export function apiRoute<
  P extends string,
  R extends Omit<RouteConfig, "path"> & { path: P; operationId: string; description: string },
>(config: R): ReturnType<typeof createRoute<P, R>> {
  const request = config.request ?? {};
  const query = request.query as z.ZodObject | undefined;
  const headers = request.headers as z.ZodObject | undefined;
  const responses = config.responses as Record<string, unknown>;
  const deprecation = DEPRECATED.find((entry) => entry.operationId === config.operationId);
  // A conditional read (one that answers 304) takes If-None-Match.
  const common = responses[304]
    ? LanguageHeaderSchema.extend(IfNoneMatchHeaderSchema.shape)
    : LanguageHeaderSchema;
  return createRoute({
    ...config,
    ...(deprecation
      ? {
          deprecated: true,
          description: `${config.description}\n\nDeprecated on ${deprecation.deprecated}; answers until ${deprecation.sunset} (\`Sunset\`): ${deprecation.link}.`,
        }
      : {}),
    request: {
      ...request,
      query: query ? query.extend(LangQuerySchema.shape) : LangQuerySchema,
      headers: headers ? headers.extend(common.shape) : common,
    },
    responses: {
      ...(responses[400]
        ? {}
        : { 400: problemResponse("A query parameter is not valid.", "validation_failed") }),
      ...ANY_ROUTE_PROBLEMS,
      // Every POST passes the body checks (app.ts), routes that read no body too.
      ...(config.method === "post" ? { 413: BODY_PROBLEMS[413], 415: BODY_PROBLEMS[415] } : {}),
      ...Object.fromEntries(
        Object.entries(responses).map(([status, response]) => [
          status,
          status.startsWith("2") || status === "304" || status === "429" ? paced(response) : response,
        ]),
      ),
    },
  }) as ReturnType<typeof createRoute<P, R>>;
}

/**
 * The handler of a route declared with `apiRoute`, written apart from it (`x.handlers.ts`
 * beside `x.routes.ts`): it sees the route's validated input and answers its documented
 * statuses, as an inline handler would.
 */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
