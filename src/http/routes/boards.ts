import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { svgBoard } from "../../render/svg-board.ts";
import { textBoard } from "../../render/text-board.ts";
import type { AppEnv } from "../env.ts";
import { engineFor, unseal } from "../game-state.ts";
import { langOf } from "../problem.ts";
import { problemResponse } from "../schemas/common.ts";
import { GameParamSchema, StateTokenSchema } from "../schemas/game.ts";
import { LANGS } from "../../i18n/lang.ts";

const BoardQuerySchema = z.object({
  state: StateTokenSchema.openapi({ param: { name: "state", in: "query" } }),
  lang: z.enum(LANGS).optional(),
});

const errors = {
  400: problemResponse(
    "Missing or undecodable state token.",
    "validation_failed",
    "state_malformed",
    "state_version_unsupported",
  ),
  404: problemResponse("Unknown game.", "unknown_game"),
  422: problemResponse(
    "A token tampered with, of another game or key.",
    "state_tampered",
    "state_wrong_game",
    "state_unknown_key",
  ),
};

const svgRoute = createRoute({
  method: "get",
  path: "/v1/games/{game}/board.svg",
  tags: ["Play (stateless)"],
  summary: "An SVG picture of the table (embeddable in <img> and chat clients)",
  request: { params: GameParamSchema, query: BoardQuerySchema },
  responses: {
    200: { description: "The picture.", content: { "image/svg+xml": { schema: z.string() } } },
    ...errors,
  },
});

const textRoute = createRoute({
  method: "get",
  path: "/v1/games/{game}/board.txt",
  tags: ["Play (stateless)"],
  summary: "A compact text board with Unicode suits, one line per row, slots as number:cards",
  request: { params: GameParamSchema, query: BoardQuerySchema },
  responses: {
    200: { description: "The board.", content: { "text/plain": { schema: z.string() } } },
    ...errors,
  },
});

export const boardRoutes = new OpenAPIHono<AppEnv>()
  .openapi(svgRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const state = await unseal(c, engine, c.req.valid("query").state);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svgBoard(engine, engine.view(state), langOf(c)), 200);
  })
  .openapi(textRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const state = await unseal(c, engine, c.req.valid("query").state);
    return c.text(textBoard(engine, engine.view(state), langOf(c)), 200);
  });
