import { OpenAPIHono, z } from "@hono/zod-openapi";
import { boardRoutes } from "../../board-routes.ts";
import type { AppEnv } from "../../env.ts";
import { unseal } from "../../game-state.ts";
import { engineFor, stateProblems } from "../../route-kit.ts";
import { LangQuerySchema } from "../../schemas/common.ts";
import { GameParamSchema, StateTokenSchema } from "../../schemas/game.ts";
import * as handlers from "./play.handlers.ts";
import * as routes from "./play.routes.ts";

// Stateless play's sub-apps (app.ts mounts both at /v1/games): the routes with their
// handlers, and the board of a token.

export const playRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.dealRoute, handlers.deal)
  .openapi(routes.moveRoute, handlers.move)
  .openapi(routes.solveRoute, handlers.solve)
  .openapi(routes.hintRoute, handlers.hint);

export const stateBoardRoutes = boardRoutes({
  path: "/{game}",
  tag: routes.PLAY_TAG,
  subject: "the table",
  stem: "",
  params: GameParamSchema,
  query: z.object({
    state: StateTokenSchema.openapi({ param: { name: "state", in: "query" } }),
    ...LangQuerySchema.shape,
  }),
  problems: stateProblems([], "A token tampered with, of another game or key.", ["validation_failed"]),
  load: async (c) => {
    const engine = engineFor(c.req.param("game") ?? "");
    const state = await unseal(c, engine, c.req.query("state") ?? "");
    return { engine, view: engine.view(state) };
  },
});
