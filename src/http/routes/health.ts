import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";
import { apiRoute } from "../route-kit.ts";

const HealthSchema = z
  .object({ status: z.literal("ok") })
  .openapi("Health", { description: "Liveness: answers without doing any work." });

const health = apiRoute({
  method: "get",
  path: "/v1/health",
  operationId: "getHealth",
  description: "Answers `ok` without doing any work: for uptime checks and load balancers.",
  tags: ["Service"],
  summary: "Liveness check",
  responses: {
    200: { description: "The API is up.", content: { "application/json": { schema: HealthSchema } } },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(health, (c) =>
  c.json({ status: "ok" as const }, 200),
);
