import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import { PLAYER_TOKEN_SCHEME } from "../../player-auth.ts";
import * as archive from "./archive.handlers.ts";
import { archiveRoute, atomRoute, calendarRoute } from "./archive.routes.ts";
import * as handlers from "./daily.handlers.ts";
import * as routes from "./daily.routes.ts";

// The daily challenges' sub-app (app.ts mounts it at /v1/daily): each route with its handler,
// chained so the typed client sees every one.

export const dailyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.todayRoute, handlers.today)
  // Before `/{game}/{date}`: these names are no dates.
  .openapi(archiveRoute, archive.archive)
  .openapi(atomRoute, archive.atom)
  .openapi(calendarRoute, archive.calendar)
  .openapi(routes.challengeRoute, handlers.challenge)
  .openapi(routes.casualRoute, handlers.casual)
  .openapi(routes.entryRoute, handlers.enter)
  .openapi(routes.listingRoute, handlers.listing)
  .openapi(routes.standingRoute, handlers.standing)
  .openapi(routes.myEntryRoute, handlers.myEntry)
  .openapi(routes.leaderboardRoute, handlers.leaderboard);

dailyRoutes.openAPIRegistry.registerComponent("securitySchemes", "playerToken", PLAYER_TOKEN_SCHEME);
