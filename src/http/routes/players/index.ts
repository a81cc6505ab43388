import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import * as handlers from "./players.handlers.ts";
import * as routes from "./players.routes.ts";

// The players' sub-app (app.ts mounts it at /v1/players).

export const playerRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.createPlayerRoute, handlers.create)
  .openapi(routes.getPlayerRoute, handlers.read);
