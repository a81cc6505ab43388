import { z } from "@hono/zod-openapi";
import { HISTORY_PAGE, HOURLY_QUOTAS, MAX_HISTORY_PAGE } from "../../../durable/limits.ts";
import { conditionalHeaders, NOT_MODIFIED } from "../../conditional.ts";
import { CreationKeyHeaderSchema } from "../../creation-key.ts";
import {
  apiRoute,
  BODY_PROBLEMS,
  json,
  MOVE_REFUSALS,
  problemResponse,
  UNKNOWN_GAME,
} from "../../route-kit.ts";
import { HintResponseSchema } from "../../schemas/game.ts";
import {
  CreatedSessionSchema,
  CreateSessionRequestSchema,
  HistoryQuerySchema,
  HistorySchema,
  IdempotencyHeaderSchema,
  SessionChangeSchema,
  SessionIdParamSchema,
  SessionMoveRequestSchema,
  SessionSchema,
  VersionRequestSchema,
} from "../../schemas/session.ts";
import { requireBearer } from "../../stored-game.ts";
import { gameNamesListed, hidesCards } from "../../../kit/games.ts";
import { NOT_FOUND, OWNER, TAG } from "./common.ts";

// Stored games, mounted at /v1/sessions (index.ts): one Durable Object per game. The routes as
// the document declares them; sessions.handlers.ts answers them.

const CHANGE_ERRORS = {
  ...BODY_PROBLEMS,
  ...NOT_FOUND,
  401: problemResponse("No owner token.", "missing_owner_token"),
  403: problemResponse("Not this game's owner token.", "not_owner"),
  409: problemResponse(
    `\`version\` is not current (the problem carries \`currentVersion\`; nothing was applied), nothing to undo/redo, the game's move limit reached, an exported or analysed game that cannot be undone, or a ranked daily entry that cannot be undone (${gameNamesListed("and", hidesCards)}) or changed (its challenge closed).`,
    "version_conflict",
    "nothing_to_undo",
    "nothing_to_redo",
    "move_limit",
    "game_revealed",
    "undo_not_allowed",
    "challenge_closed",
  ),
};

/** A change's reply: the game's ETag after it, as a read gives it (for a conditional read next). */
const CHANGED_HEADERS = z.object({
  ETag: z.string().openapi({
    description: "The ETag `GET /v1/sessions/{id}` gives the game now: send it as `If-None-Match`.",
    example: 'W/"mgx3k2a0.13"',
  }),
});

export const createSessionRoute = apiRoute({
  method: "post",
  path: "/",
  operationId: "createSession",
  description:
    "A stored game lives in its own Durable Object: it keeps the position (hidden cards included) on the server, so clients hold only its `id` (anyone may read and watch it) and the `ownerToken` (shown once: only the owner may change it). Without `deal` or `layout` the deal is random." +
    ` Each client may store ${HOURLY_QUOTAS.game} games an hour (then 429 with \`Retry-After\`, the seconds to the next hour).`,
  tags: [TAG],
  summary: "Store a new game: its id, an owner token (shown once) and the game",
  request: {
    headers: CreationKeyHeaderSchema,
    body: { content: json(CreateSessionRequestSchema), required: true },
  },
  responses: {
    201: {
      description:
        "The new stored game (or, for a retry under its Idempotency-Key, the first reply again). `Location` is its address.",
      headers: z.object({ Location: z.string() }),
      content: json(CreatedSessionSchema),
    },
    ...BODY_PROBLEMS,
    400: problemResponse(
      "Malformed JSON or a body of the wrong shape, or an Idempotency-Key that cannot be unique (too short, too few different characters).",
      "malformed_json",
      "validation_failed",
      "weak_idempotency_key",
    ),
    ...UNKNOWN_GAME,
    422: problemResponse(
      "The custom layout is not a position of this game, a deal option is not one of the game's, or the Idempotency-Key was used for another request.",
      "invalid_state",
      "invalid_deal_option",
      "idempotency_key_reused",
    ),
  },
});

export const readSessionRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getSession",
  description:
    "The public position of a stored game: view, score, status, legal moves, version and counts of moves. Anyone with the id may read it: hidden cards stay hidden.",
  tags: [TAG],
  summary: "Read a stored game (anyone with the id: hidden cards stay hidden)",
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The game now.", content: json(SessionSchema), headers: conditionalHeaders() },
    304: NOT_MODIFIED,
    ...NOT_FOUND,
  },
});

export const moveSessionRoute = apiRoute({
  method: "post",
  path: "/{id}/moves",
  operationId: "playSessionMove",
  description:
    "Send `Authorization: Bearer <ownerToken>`, the move and the `version` you last saw: the move is applied only at that version (a stale one is refused with 409 and `currentVersion`, never applied twice). An `Idempotency-Key` makes retries safe.",
  tags: [TAG],
  summary: "Play a move (owner only, at the current version)",
  security: OWNER,
  middleware: [requireBearer] as const,
  request: {
    params: SessionIdParamSchema,
    headers: IdempotencyHeaderSchema,
    body: { content: json(SessionMoveRequestSchema), required: true },
  },
  responses: {
    200: {
      description: "The new position, what happened and the new version.",
      content: json(SessionChangeSchema),
      headers: CHANGED_HEADERS,
    },
    ...CHANGE_ERRORS,
    422: problemResponse(
      "Illegal move (its code names the reason), or an Idempotency-Key reused for another request.",
      ...MOVE_REFUSALS,
      "idempotency_key_reused",
    ),
  },
});

const changeRoute = (kind: "undo" | "redo") =>
  apiRoute({
    method: "post",
    path: `/{id}/${kind}`,
    operationId: kind === "undo" ? "undoSessionMove" : "redoSessionMove",
    description:
      kind === "undo"
        ? `As the owner, at the current \`version\`: the game goes back one move (the undone move can be played again with redo). Refused once a ${gameNamesListed("or", hidesCards)} game has been exported or analysed (its hidden cards were shown).`
        : "As the owner, at the current `version`: plays the last undone move again. A new move drops the undone ones.",
    tags: [TAG],
    summary:
      kind === "undo"
        ? "Take back the last move (owner only; unlimited, back to the deal)"
        : "Play the last undone move again (owner only)",
    security: OWNER,
    middleware: [requireBearer] as const,
    request: {
      params: SessionIdParamSchema,
      headers: IdempotencyHeaderSchema,
      body: { content: json(VersionRequestSchema), required: true },
    },
    responses: {
      200: {
        description: "The game after the change and the new version.",
        content: json(SessionChangeSchema),
        headers: CHANGED_HEADERS,
      },
      ...CHANGE_ERRORS,
      422: problemResponse(
        "A resigned game, or a ranked daily entry whose game is over (an unranked game may go back from a loss); or an Idempotency-Key reused for another request.",
        "game_over",
        "idempotency_key_reused",
      ),
    },
  });
export const undoRoute = changeRoute("undo");
export const redoRoute = changeRoute("redo");

export const resignRoute = apiRoute({
  method: "post",
  path: "/{id}/resign",
  operationId: "resignSession",
  description:
    "As the owner, at the current `version`: the game ends, lost (no more moves, undo or redo). A ranked daily entry reports it to its leaderboard as resigned.",
  tags: [TAG],
  summary: "Give the game up (owner only)",
  security: OWNER,
  middleware: [requireBearer] as const,
  request: {
    params: SessionIdParamSchema,
    headers: IdempotencyHeaderSchema,
    body: { content: json(VersionRequestSchema), required: true },
  },
  responses: {
    200: { description: "The game, over.", content: json(SessionChangeSchema), headers: CHANGED_HEADERS },
    ...CHANGE_ERRORS,
    422: problemResponse(
      "The game is already over, or an Idempotency-Key reused for another request.",
      "game_over",
      "idempotency_key_reused",
    ),
  },
});

export const historyRoute = apiRoute({
  method: "get",
  path: "/{id}/history",
  operationId: "getSessionHistory",
  tags: [TAG],
  summary: "The moves on the line of play, with their events and the score after each, a page at a time",
  description: `Pages of \`limit\` moves (default ${HISTORY_PAGE}, at most ${MAX_HISTORY_PAGE}) after move \`after\` (default 0); \`next\` is the address of the next page, null on the last one (\`Link: <next>; rel="next"\` says the same, absent on the last).`,
  request: { params: SessionIdParamSchema, query: HistoryQuerySchema },
  responses: {
    200: { description: "The history.", content: json(HistorySchema), headers: conditionalHeaders(true) },
    304: NOT_MODIFIED,
    ...NOT_FOUND,
  },
});

export const hintRoute = apiRoute({
  method: "post",
  path: "/{id}/hint",
  operationId: "getSessionHint",
  description:
    "The same hint and sentence as the stateless hint route, for a stored game: computed from its public view only, so anyone with the id may ask. `move` is null once the game is over. A ranked daily entry in play is different: only its owner may ask (`Authorization: Bearer <ownerToken>`), and each hint given counts on the leaderboard (among wins, fewer hints rank first; the entry's `daily.hints` says how many so far).",
  tags: [TAG],
  summary: "A hint for a stored game, computed from public information only",
  request: { params: SessionIdParamSchema },
  security: [{}, ...OWNER],
  responses: {
    200: { description: "The hint.", content: json(HintResponseSchema) },
    ...NOT_FOUND,
    401: problemResponse(
      "A ranked daily entry in play gives hints to its owner only: no owner token.",
      "missing_owner_token",
    ),
    403: problemResponse("A ranked daily entry in play: not its owner token.", "not_owner"),
  },
});
