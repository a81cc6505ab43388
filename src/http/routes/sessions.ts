import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { findGame } from "../../games/registry.ts";
import { svgBoard } from "../../render/svg-board.ts";
import { textBoard } from "../../render/text-board.ts";
import type { AppEnv } from "../env.ts";
import { randomDealNumber } from "../game-state.ts";
import { langOf, ProblemError } from "../problem.ts";
import { LangQuerySchema, problemResponse } from "../schemas/common.ts";
import {
  CreatedSessionSchema,
  CreateSessionRequestSchema,
  ExportSchema,
  HistorySchema,
  IdempotencyHeaderSchema,
  SessionChangeSchema,
  SessionIdParamSchema,
  SessionMoveRequestSchema,
  SessionSchema,
  VersionRequestSchema,
} from "../schemas/session.ts";
import { bearerToken, orSessionProblem, requireBearer, sessionStub } from "../session-stub.ts";

const TAG = "Stored games";
const json = <T>(schema: T) => ({ "application/json": { schema } });
const OWNER = [{ ownerToken: [] }];

// The DO answers in the engines' types (views typed loosely, read-only); the schemas
// document the same JSON, per game.
type Session = z.infer<typeof SessionSchema>;
type Change = z.infer<typeof SessionChangeSchema>;
const asSession = (value: object) => value as unknown as Session;
const asChange = (value: object) => value as unknown as Change;

const NOT_FOUND = { 404: problemResponse("Unknown or expired session id.", "unknown_session") };
const BODY_ERRORS = {
  400: problemResponse("Malformed JSON or a body of the wrong shape.", "malformed_json", "validation_failed"),
  413: problemResponse("Body too large.", "payload_too_large"),
  415: problemResponse("Body not sent as application/json.", "unsupported_media_type"),
};
const CHANGE_ERRORS = {
  ...BODY_ERRORS,
  ...NOT_FOUND,
  401: problemResponse("No owner token.", "missing_owner_token"),
  403: problemResponse("Not this game's owner token.", "not_owner"),
  409: problemResponse(
    "`version` is not current (the problem carries `currentVersion`; nothing was applied), or nothing to undo/redo.",
    "version_conflict",
    "nothing_to_undo",
    "nothing_to_redo",
  ),
};

const createSessionRoute = createRoute({
  method: "post",
  path: "/v1/sessions",
  tags: [TAG],
  summary: "Store a new game: its id, an owner token (shown once) and the game",
  request: { body: { content: json(CreateSessionRequestSchema), required: true } },
  responses: {
    201: {
      description: "The new stored game. `Location` is its address.",
      headers: z.object({ Location: z.string() }),
      content: json(CreatedSessionSchema),
    },
    ...BODY_ERRORS,
    422: problemResponse("The custom layout is not a position of this game.", "invalid_state"),
  },
});

const readSessionRoute = createRoute({
  method: "get",
  path: "/v1/sessions/{id}",
  tags: [TAG],
  summary: "Read a stored game (anyone with the id: hidden cards stay hidden)",
  request: { params: SessionIdParamSchema },
  responses: { 200: { description: "The game now.", content: json(SessionSchema) }, ...NOT_FOUND },
});

const moveSessionRoute = createRoute({
  method: "post",
  path: "/v1/sessions/{id}/moves",
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
    },
    ...CHANGE_ERRORS,
    422: problemResponse(
      "Illegal move (its code names the reason), or an Idempotency-Key reused for another request.",
      "not_exposed",
      "too_weak",
      "occupied_slot",
      "no_link",
      "game_over",
      "invalid_move",
      "idempotency_key_reused",
    ),
  },
});

const changeRoute = (kind: "undo" | "redo") =>
  createRoute({
    method: "post",
    path: `/v1/sessions/{id}/${kind}`,
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
      },
      ...CHANGE_ERRORS,
      422: problemResponse("An Idempotency-Key reused for another request.", "idempotency_key_reused"),
    },
  });
const undoRoute = changeRoute("undo");
const redoRoute = changeRoute("redo");

const historyRoute = createRoute({
  method: "get",
  path: "/v1/sessions/{id}/history",
  tags: [TAG],
  summary: "Every move on the line of play, with its events and the score after it",
  request: { params: SessionIdParamSchema },
  responses: { 200: { description: "The history.", content: json(HistorySchema) }, ...NOT_FOUND },
});

const exportRoute = createRoute({
  method: "get",
  path: "/v1/sessions/{id}/export",
  tags: [TAG],
  summary: "Deal number (or custom layout) and the move list that replays the game exactly",
  description:
    "For a game with hidden cards (Wall) only once the game is over: the deal number would reveal the stock.",
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The export.", content: json(ExportSchema) },
    ...NOT_FOUND,
    409: problemResponse("The game still hides cards that the export would reveal.", "export_unavailable"),
  },
});

const boardRoute = (ext: "svg" | "txt") =>
  createRoute({
    method: "get",
    path: `/v1/sessions/{id}/board.${ext}`,
    tags: [TAG],
    summary: ext === "svg" ? "An SVG picture of the stored game" : "A compact text board of the stored game",
    request: { params: SessionIdParamSchema, query: LangQuerySchema },
    responses: {
      200: {
        description: ext === "svg" ? "The picture." : "The board.",
        content: { [ext === "svg" ? "image/svg+xml" : "text/plain"]: { schema: z.string() } },
      },
      ...NOT_FOUND,
    },
  });
const svgRoute = boardRoute("svg");
const textRoute = boardRoute("txt");

const liveRoute = createRoute({
  method: "get",
  path: "/v1/sessions/{id}/live",
  tags: [TAG],
  summary: "Watch live: a WebSocket that receives the public game after every change",
  description:
    'Connect with `Upgrade: websocket`. Each message is JSON: `{"type": "state", "change": "connected" | "sync" | "move" | "undo" | "redo", …Session}`. Send any message to get the current state again. Closed with 1001 when the game expires.',
  request: { params: SessionIdParamSchema },
  responses: {
    101: { description: "Switching to the WebSocket protocol." },
    ...NOT_FOUND,
    426: problemResponse("Not a WebSocket upgrade request.", "websocket_required"),
  },
});

/** The reply to a change: the new version is also a header, for clients that read only headers. */
const changed = (c: Context, value: Change) => {
  c.header("ETag", `"${value.version}"`);
  return value;
};

export const sessionRoutes = new OpenAPIHono<AppEnv>()
  .openapi(createSessionRoute, async (c) => {
    const body = c.req.valid("json");
    const id = c.env.GAME_SESSIONS.newUniqueId();
    const created = orSessionProblem(
      await c.env.GAME_SESSIONS.get(id).create(
        body.layout !== undefined
          ? { game: body.game, layoutJson: JSON.stringify(body.layout) }
          : { game: body.game, deal: body.deal ?? randomDealNumber() },
      ),
    );
    c.header("Location", `/v1/sessions/${created.id}`);
    c.header("Cache-Control", "no-store");
    // A random deal's number stays secret: it would reveal Wall's hidden cards.
    const { ownerToken, ...session } = created;
    return c.json(
      { ...asSession(session), ownerToken, ...(body.deal !== undefined ? { deal: body.deal } : {}) },
      201,
    );
  })
  .openapi(readSessionRoute, async (c) => {
    const session = orSessionProblem(await sessionStub(c, c.req.valid("param").id).read());
    return c.json(asSession(session), 200);
  })
  .openapi(moveSessionRoute, async (c) => {
    const { move, version } = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const stub = sessionStub(c, c.req.valid("param").id);
    const outcome = await stub.move({ ownerToken: bearerToken(c), version, move, idempotencyKey });
    return c.json(changed(c, asChange(orSessionProblem(outcome))), 200);
  })
  .openapi(undoRoute, async (c) => {
    const { version } = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const stub = sessionStub(c, c.req.valid("param").id);
    const outcome = await stub.undo({ ownerToken: bearerToken(c), version, idempotencyKey });
    return c.json(changed(c, asChange(orSessionProblem(outcome))), 200);
  })
  .openapi(redoRoute, async (c) => {
    const { version } = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const stub = sessionStub(c, c.req.valid("param").id);
    const outcome = await stub.redo({ ownerToken: bearerToken(c), version, idempotencyKey });
    return c.json(changed(c, asChange(orSessionProblem(outcome))), 200);
  })
  .openapi(historyRoute, async (c) => {
    const history = orSessionProblem(await sessionStub(c, c.req.valid("param").id).history());
    return c.json(history as unknown as z.infer<typeof HistorySchema>, 200);
  })
  .openapi(exportRoute, async (c) => {
    const { layoutJson, ...exported } = orSessionProblem(
      await sessionStub(c, c.req.valid("param").id).export(),
    );
    const layout =
      layoutJson !== undefined ? { layout: JSON.parse(layoutJson) as Record<string, unknown> } : {};
    return c.json({ ...exported, ...layout } as z.infer<typeof ExportSchema>, 200);
  })
  .openapi(svgRoute, async (c) => {
    const session = orSessionProblem(await sessionStub(c, c.req.valid("param").id).read());
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svgBoard(findGame(session.game)!, session.view, langOf(c)), 200);
  })
  .openapi(textRoute, async (c) => {
    const session = orSessionProblem(await sessionStub(c, c.req.valid("param").id).read());
    return c.text(textBoard(findGame(session.game)!, session.view, langOf(c)), 200);
  })
  .openapi(liveRoute, async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ProblemError("websocket_required");
    const res = await sessionStub(c, c.req.valid("param").id).fetch(c.req.raw);
    if (res.status === 404) throw new ProblemError("unknown_session");
    return res;
  });

sessionRoutes.openAPIRegistry.registerComponent("securitySchemes", "ownerToken", {
  type: "http",
  scheme: "bearer",
  description: "The `ownerToken` returned once when the game was created.",
});
