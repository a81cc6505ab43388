import { OpenAPIHono } from "@hono/zod-openapi";
import { engineOf } from "../../../games/registry.ts";
import { boardRoutes } from "../../board-routes.ts";
import type { AppEnv } from "../../env.ts";
import { orRefuse } from "../../problem.ts";
import { LangQuerySchema } from "../../schemas/common.ts";
import { SessionIdParamSchema } from "../../schemas/session.ts";
import { storedGame } from "../../stored-game.ts";
import { NOT_FOUND, TAG } from "./common.ts";
import * as live from "./live.handlers.ts";
import { liveRoute } from "./live.routes.ts";
import * as reveal from "./reveal.handlers.ts";
import { analysisRoute, exportRoute } from "./reveal.routes.ts";
import * as handlers from "./sessions.handlers.ts";
import * as routes from "./sessions.routes.ts";

// The stored games' sub-app (app.ts mounts it at /v1/sessions): the game's own routes, what it
// reveals (export, analysis), its live view and its boards.

const revealRoutes = new OpenAPIHono<AppEnv>()
  .openapi(exportRoute, reveal.exported)
  .openapi(analysisRoute, reveal.analysis);

const liveRoutes = new OpenAPIHono<AppEnv>().openapi(liveRoute, live.live);

const sessionBoardRoutes = boardRoutes({
  path: "/{id}",
  tag: TAG,
  subject: "the stored game",
  stem: "Session",
  params: SessionIdParamSchema,
  query: LangQuerySchema,
  problems: NOT_FOUND,
  load: async (c) => {
    const session = orRefuse(await storedGame(c, c.req.param("id") ?? "").read(c.var.now()));
    return { engine: engineOf(session.game), view: session.view };
  },
});

export const sessionRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.createSessionRoute, handlers.create)
  .openapi(routes.readSessionRoute, handlers.read)
  .openapi(routes.moveSessionRoute, handlers.move)
  .openapi(routes.undoRoute, handlers.undo)
  .openapi(routes.redoRoute, handlers.redo)
  .openapi(routes.resignRoute, handlers.resign)
  .openapi(routes.historyRoute, handlers.history)
  .route("/", revealRoutes)
  .openapi(routes.hintRoute, handlers.hint)
  .route("/", liveRoutes)
  .route("/", sessionBoardRoutes);

sessionRoutes.openAPIRegistry.registerComponent("securitySchemes", "ownerToken", {
  type: "http",
  scheme: "bearer",
  description: "The `ownerToken` returned once when the game was created.",
});
