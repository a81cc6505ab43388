import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import * as handlers from "./leagues.handlers.ts";
import * as routes from "./leagues.routes.ts";

// The leagues' sub-app (app.ts mounts it at /v1/leagues).

export const leagueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.createLeagueRoute, handlers.create)
  .openapi(routes.joinLeagueRoute, handlers.join)
  .openapi(routes.readLeagueRoute, handlers.read)
  .openapi(routes.streaksRoute, handlers.streaks)
  .openapi(routes.removeMemberRoute, handlers.removeMember)
  .openapi(routes.rotateCodeRoute, handlers.rotateCode);
