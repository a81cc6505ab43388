import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";

const HealthSchema = z
  .object({ status: z.literal("ok") })
  .openapi("Health", { description: "Liveness: answers without doing any work." });

const health = createRoute({
  method: "get",
  path: "/v1/health",
  tags: ["Service"],
  summary: "Liveness check",
  responses: {
    200: { description: "The API is up.", content: { "application/json": { schema: HealthSchema } } },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(health, (c) =>
  c.json({ status: "ok" as const }, 200),
);
