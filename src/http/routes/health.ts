import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";
import { apiRoute } from "../route-kit.ts";
import { API_VERSION, buildOf } from "../version.ts";

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string().openapi({
      description:
        "The API's version (semantic versioning; CHANGELOG.md lists what each holds, docs/compatibility.md what may change within one).",
      example: API_VERSION,
    }),
    build: z.string().openapi({
      description:
        "The commit this deployment was built from (`git rev-parse --short=12 HEAD`, `-dirty` when the working copy had changes), set when deployed; `dev` when run locally or in tests.",
      example: "41f1b40c2a9e",
    }),
  })
  .openapi("Health", { description: "Liveness, with the API's version and the build that answers." });

const health = apiRoute({
  method: "get",
  path: "/v1/health",
  operationId: "getHealth",
  description:
    "Answers `ok` without doing any work, for uptime checks and load balancers, with the API's version and the build (commit) that answered: what a bug report should quote.",
  tags: ["Service"],
  summary: "Liveness, version and build",
  responses: {
    200: { description: "The API is up.", content: { "application/json": { schema: HealthSchema } } },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(health, (c) =>
  c.json({ status: "ok" as const, version: API_VERSION, build: buildOf(c.env) }, 200),
);
