import { createRoute, OpenAPIHono, type z } from "@hono/zod-openapi";
import type { AnyGameEngine } from "../../engine/index.ts";
import { play, snapshot } from "../../play/game-play.ts";
import type { AppEnv } from "../env.ts";
import { engineFor, orRefuse, randomDealNumber, seal, unseal } from "../game-state.ts";
import { hintText } from "../hint-text.ts";
import { langOf } from "../problem.ts";
import { problemResponse } from "../schemas/common.ts";
import {
  DealRequestSchema,
  GameParamSchema,
  GameResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  MoveRequestSchema,
  MoveResponseSchema,
} from "../schemas/game.ts";

type Described = Omit<z.infer<typeof GameResponseSchema>, "state" | "deal">;
/** The snapshot in the JSON shape the schema documents (engines type views as readonly). */
const describe = (engine: AnyGameEngine, state: unknown) => snapshot(engine, state) as unknown as Described;

const json = <T>(schema: T) => ({ "application/json": { schema } });
const ERRORS_COMMON = {
  400: problemResponse(
    "Malformed JSON, a body of the wrong shape, or a state token that does not decode.",
    "malformed_json",
    "validation_failed",
    "state_malformed",
    "state_version_unsupported",
  ),
  404: problemResponse("Unknown game.", "unknown_game"),
  413: problemResponse("Body too large.", "payload_too_large"),
  415: problemResponse("Body not sent as application/json.", "unsupported_media_type"),
};

const dealRoute = createRoute({
  method: "post",
  path: "/v1/games/{game}/deals",
  tags: ["Play (stateless)"],
  summary: "Start a game: a random deal, a chosen deal number, or a custom layout",
  description:
    "Deal numbers are Aisleriot's seeds: deal n here is the deal Aisleriot makes with seed n. The response carries the sealed `state` to send with the next move.",
  request: { params: GameParamSchema, body: { content: json(DealRequestSchema), required: false } },
  responses: {
    201: { description: "The new game.", content: json(GameResponseSchema) },
    ...ERRORS_COMMON,
    422: problemResponse("The custom layout is not a position of this game.", "invalid_state"),
  },
});

const moveRoute = createRoute({
  method: "post",
  path: "/v1/games/{game}/moves",
  tags: ["Play (stateless)"],
  summary: "Apply a move to a state",
  request: { params: GameParamSchema, body: { content: json(MoveRequestSchema), required: true } },
  responses: {
    200: { description: "The new position and what happened.", content: json(MoveResponseSchema) },
    ...ERRORS_COMMON,
    422: problemResponse(
      "Illegal move (its code names the reason), or a token tampered with, of another game or key.",
      "not_exposed",
      "too_weak",
      "not_in_waste",
      "occupied_slot",
      "no_link",
      "game_over",
      "invalid_move",
      "state_tampered",
      "state_wrong_game",
      "state_unknown_key",
    ),
  },
});

const hintRoute = createRoute({
  method: "post",
  path: "/v1/games/{game}/hint",
  tags: ["Play (stateless)"],
  summary: "A hint for a state, computed from public information only",
  request: { params: GameParamSchema, body: { content: json(HintRequestSchema), required: true } },
  responses: {
    200: { description: "The hint.", content: json(HintResponseSchema) },
    ...ERRORS_COMMON,
    422: problemResponse(
      "A token tampered with, of another game or key.",
      "state_tampered",
      "state_wrong_game",
      "state_unknown_key",
    ),
  },
});

export const playRoutes = new OpenAPIHono<AppEnv>()
  .openapi(dealRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const body = c.req.valid("json") ?? {};
    const state =
      body.layout !== undefined
        ? orRefuse(engine.fromLayout(body.layout))
        : engine.deal(body.deal ?? randomDealNumber());
    return c.json(
      {
        ...describe(engine, state),
        state: await seal(c, engine, state),
        ...(body.deal !== undefined ? { deal: body.deal } : {}),
      },
      201,
    );
  })
  .openapi(moveRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const body = c.req.valid("json");
    const state = await unseal(c, engine, body.state);
    const result = orRefuse(play(engine, state, body.move));
    const next = result.state;
    return c.json(
      {
        ...describe(engine, next),
        state: await seal(c, engine, next),
        move: result.move as Described["legalMoves"][number],
        events: result.events as z.infer<typeof MoveResponseSchema>["events"],
      },
      200,
    );
  })
  .openapi(hintRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const state = await unseal(c, engine, c.req.valid("json").state);
    const hint = engine.hint(engine.view(state));
    return c.json(
      {
        move: hint.move as Described["legalMoves"][number] | null,
        reason: hint.reason,
        text: hintText(engine.id, hint, langOf(c)),
        ...(hint.params ? { params: { ...hint.params } } : {}),
      },
      200,
    );
  });
