import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import * as handlers from "./share.handlers.ts";
import * as routes from "./share.routes.ts";

// Shares and preview pictures (app.ts mounts this sub-app at /v1).

export const shareRoutes = new OpenAPIHono<AppEnv>()
  .openapi(routes.shareRoute, handlers.share)
  .openapi(routes.dateCardRoute, handlers.dateCard)
  .openapi(routes.entryCardRoute, handlers.entryCard);
