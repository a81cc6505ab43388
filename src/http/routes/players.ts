import { DAILY_PLAYER_QUOTA, HOURLY_QUOTAS, RETENTION_MS } from "../../durable/limits.ts";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { players } from "../../durable/clients.ts";
import {
  admitPlayer,
  createPlayer,
  isPlayerId,
  PLAYER_ID_BYTES,
  playerOfToken,
  randomPlayerIds,
} from "../../durable/player-credentials.ts";
import type { AuthenticatedPlayer } from "../../durable/player-types.ts";
import { bearerCredential } from "../bearer.ts";
import type { AppEnv } from "../env.ts";
import { orRefuse, ProblemError } from "../problem.ts";
import { CreationKeyHeaderSchema, fromCreationKey } from "../creation-key.ts";
import { clientKey } from "../middleware.ts";
import {
  ANY_ROUTE_PROBLEMS,
  apiRoute,
  asDocumented,
  BODY_PROBLEMS,
  json,
  problemResponse,
} from "../route-kit.ts";
import {
  CreatedPlayerSchema,
  CreatePlayerRequestSchema,
  PlayerIdParamSchema,
  PlayerProfileSchema,
} from "../schemas/player.ts";

// Players, mounted at /v1/players: one Durable Object each (PLAYERS.idFromName(id)). A player
// is anonymous: a display name and a bearer token, nothing else.

const TAG = "Players";
/** PLAYER_LIMITER's limit (wrangler.toml), for the docs. */
const PLAYERS_PER_MINUTE = 10;

/**
 * For routes that act as a player (`playerFromRequest`): their `security`, the scheme it names
 * (register it on those routes' app, `openAPIRegistry.registerComponent("securitySchemes",
 * "playerToken", PLAYER_TOKEN_SCHEME)`: the document may not hold an unused one), and the 401
 * their token can earn.
 */
export const PLAYER_SECURITY = [{ playerToken: [] }];
export const PLAYER_TOKEN_SCHEME = {
  type: "http",
  scheme: "bearer",
  description: "The player `token` returned once when the player was created (`POST /v1/players`).",
} as const;
export const PLAYER_TOKEN_PROBLEMS = {
  401: problemResponse(
    "No player token, or one that is not valid.",
    "missing_player_token",
    "invalid_player_token",
  ),
};

const UNKNOWN = { 404: problemResponse("Malformed or unknown player id.", "unknown_player") };

/** A player's record; an id that is not one we make is simply unknown. */
function playerOf(c: Context<AppEnv>, id: string) {
  if (!isPlayerId(id)) throw new ProblemError("unknown_player");
  return players(c.env).byId(id);
}

/**
 * The player a request acts as, from `Authorization: Bearer <player token>`. The token is
 * `<id>.<secret>`: the id finds the player, whose object compares the token's SHA-256 with
 * the one it keeps, in constant time. Throws the problem to answer: missing_player_token (no
 * bearer token), invalid_player_token (not a player token, not this player's, or a token of
 * no player).
 */
export async function playerFromRequest(c: Context<AppEnv>): Promise<AuthenticatedPlayer> {
  const token = bearerCredential(c);
  if (!token) throw new ProblemError("missing_player_token");
  return orRefuse(await playerOfToken(c.env, token));
}

const createPlayerRoute = apiRoute({
  method: "post",
  path: "/",
  operationId: "createPlayer",
  description: `A player is anonymous: a display name and a token, nothing else (one person can make many). The token is shown once (only its SHA-256 is stored) and is sent as \`Authorization: Bearer <token>\` for ranked daily play. Each client may create ${PLAYERS_PER_MINUTE} players a minute ${HOURLY_QUOTAS.player} an hour and ${DAILY_PLAYER_QUOTA} a day (UTC) (then 429 with \`Retry-After\`). A player who finishes no ranked entry for ${RETENTION_MS / 86_400_000} days is deleted.`,
  tags: [TAG],
  summary: "Create a player: its id and a player token (shown once)",
  request: {
    headers: CreationKeyHeaderSchema,
    body: { content: json(CreatePlayerRequestSchema), required: true },
  },
  responses: {
    201: {
      description:
        "The new player (or, for a retry under its Idempotency-Key, the same player and token again). `Location` is its profile.",
      headers: z.object({ Location: z.string() }),
      content: json(CreatedPlayerSchema),
    },
    ...BODY_PROBLEMS,
    422: problemResponse(
      "The name is empty, longer than 24 characters, or has a control or format character (`params.reason` says which); or the Idempotency-Key was used with another name.",
      "invalid_player_name",
      "idempotency_key_reused",
    ),
    429: {
      ...ANY_ROUTE_PROBLEMS[429],
      description: `Too many requests from this client, or more than ${PLAYERS_PER_MINUTE} players created in a minute: wait \`Retry-After\` seconds. Codes: rate_limited.`,
    },
  },
});

const getPlayerRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getPlayer",
  description:
    "Public: anyone with the id may read a player's name, and per game the current and best streaks (consecutive dates won), how many dates were played and won, and the latest results.",
  tags: [TAG],
  summary: "A player's profile: name, streaks and recent results per game",
  request: { params: PlayerIdParamSchema },
  responses: { 200: { description: "The profile now.", content: json(PlayerProfileSchema) }, ...UNKNOWN },
});

export const playerRoutes = new OpenAPIHono<AppEnv>()
  .openapi(createPlayerRoute, async (c) => {
    const body = c.req.valid("json");
    const client = clientKey(c.req.header("CF-Connecting-IP"));
    const admitted = await admitPlayer(c.env, client, body.name, c.var.now());
    if (!admitted.ok && admitted.error.code === "rate_limited")
      throw new ProblemError("rate_limited", {
        headers: { "Retry-After": String(admitted.error.params?.["retryAfter"] ?? 60) },
      });
    const name = orRefuse(admitted);
    const key = c.req.valid("header")["idempotency-key"];
    const ids =
      key === undefined
        ? randomPlayerIds()
        : {
            id: await fromCreationKey("player", key, PLAYER_ID_BYTES),
            secret: await fromCreationKey("player token", key),
          };
    const created = orRefuse(await createPlayer(c.env, name, c.get("now")(), ids));
    c.header("Location", `/v1/players/${created.id}`);
    c.header("Cache-Control", "no-store");
    return c.json(created, 201);
  })
  .openapi(getPlayerRoute, async (c) => {
    const profile = orRefuse(await playerOf(c, c.req.valid("param").id).profile(c.get("now")()));
    return c.json(asDocumented<z.infer<typeof PlayerProfileSchema>>()(profile), 200);
  });
