import { z } from "@hono/zod-openapi";
import { DAILY_PLAYER_QUOTA, HOURLY_QUOTAS, RATE_POLICIES, RETENTION_MS } from "../../../durable/limits.ts";
import { conditionalHeaders, NOT_MODIFIED } from "../../conditional.ts";
import { CreationKeyHeaderSchema } from "../../creation-key.ts";
import { ANY_ROUTE_PROBLEMS, apiRoute, BODY_PROBLEMS, json, problemResponse } from "../../route-kit.ts";
import {
  CreatedPlayerSchema,
  CreatePlayerRequestSchema,
  PlayerIdParamSchema,
  PlayerProfileSchema,
} from "../../schemas/player.ts";

// Players, mounted at /v1/players (index.ts): one Durable Object each (PLAYERS.idFromName(id)).
// A player is anonymous: a display name and a bearer token, nothing else. The routes as the
// document declares them; players.handlers.ts answers them.

const TAG = "Players";
/** PLAYER_LIMITER's limit (wrangler.toml, held to RATE_POLICIES by a test), for the docs. */
const PLAYERS_PER_MINUTE = RATE_POLICIES["players-minute"].quota;

const UNKNOWN = { 404: problemResponse("Malformed or unknown player id.", "unknown_player") };

export const createPlayerRoute = apiRoute({
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
    400: problemResponse(
      "Malformed JSON or a body of the wrong shape, or an Idempotency-Key that cannot be unique (too short, too few different characters).",
      "malformed_json",
      "validation_failed",
      "weak_idempotency_key",
    ),
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

export const getPlayerRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getPlayer",
  description:
    "Public: anyone with the id may read a player's name, and per game the current and best streaks (consecutive dates won), how many dates were played and won, and the latest results.",
  tags: [TAG],
  summary: "A player's profile: name, streaks and recent results per game",
  request: { params: PlayerIdParamSchema },
  responses: {
    200: {
      description: "The profile now.",
      content: json(PlayerProfileSchema),
      headers: conditionalHeaders(),
    },
    304: NOT_MODIFIED,
    ...UNKNOWN,
  },
});
