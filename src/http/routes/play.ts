import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AnyGameEngine } from "../../engine/index.ts";
import { hintText } from "../../i18n/hints.ts";
import { play, randomDeal, slotsOf, snapshot } from "../../play/game-play.ts";
import type { AppEnv } from "../env.ts";
import { markedDate, seal, unseal, unsealMarked } from "../game-state.ts";
import { requireHeavyCharge } from "../middleware.ts";
import { langOf, orRefuse, ProblemError } from "../problem.ts";
import { closesAt } from "../../daily/calendar.ts";
import { SOLVE_NODES } from "../../durable/limits.ts";
import { SolutionSchema, SolveRequestSchema } from "../schemas/solver.ts";
import { engineOf } from "../../games/registry.ts";
import {
  BODY_PROBLEMS,
  engineFor,
  gameIdFor,
  json,
  MOVE_REFUSALS,
  problemResponse,
  SECRET_PROBLEMS,
  stateProblems,
  UNKNOWN_GAME,
  apiRoute,
  asDocumented,
} from "../route-kit.ts";
import {
  DealRequestSchema,
  GameParamSchema,
  GameResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  MoveRequestSchema,
  MoveResponseSchema,
  StateTokenSchema,
} from "../schemas/game.ts";
import { LangQuerySchema } from "../schemas/common.ts";
import { boardRoutes } from "./boards.ts";

// Stateless play, mounted at /v1/games: the whole game travels in the sealed `state`.

type Described = Omit<z.infer<typeof GameResponseSchema>, "state" | "deal">;
/**
 * The snapshot in the JSON shape the schema documents (engines type views as readonly); a
 * daily challenge's casual game says so, as its token's mark does.
 */
export function describe(engine: AnyGameEngine, state: unknown, mark = ""): Described {
  const described = asDocumented<Described>(snapshot(engine, state));
  const date = markedDate(mark);
  return date === null ? described : { ...described, origin: "daily", daily: { date, ranked: false } };
}
const TAG = "Play (stateless)";

const dealRoute = apiRoute({
  method: "post",
  path: "/{game}/deals",
  operationId: "createDeal",
  tags: [TAG],
  summary: "Start a game: a random deal, a chosen deal number, or a custom layout",
  description:
    "Deal numbers are Aisleriot's seeds: deal n here is the deal Aisleriot makes with seed n. The response carries the sealed `state` to send with the next move.",
  request: { params: GameParamSchema, body: { content: json(DealRequestSchema), required: false } },
  responses: {
    201: { description: "The new game.", content: json(GameResponseSchema) },
    ...BODY_PROBLEMS,
    ...UNKNOWN_GAME,
    422: problemResponse("The custom layout is not a position of this game.", "invalid_state"),
    ...SECRET_PROBLEMS,
  },
});

const moveRoute = apiRoute({
  method: "post",
  path: "/{game}/moves",
  operationId: "playMove",
  description:
    "Send the `state` of the last reply and a move (one of its `legalMoves`, or any move in the game's format: an illegal one is refused with a code that says why). The reply is the new position with a new `state`, the move as played and what happened (`events`).",
  tags: [TAG],
  summary: "Apply a move to a state",
  request: { params: GameParamSchema, body: { content: json(MoveRequestSchema), required: true } },
  responses: {
    200: { description: "The new position and what happened.", content: json(MoveResponseSchema) },
    ...BODY_PROBLEMS,
    ...stateProblems(
      MOVE_REFUSALS,
      "Illegal move (its code names the reason), or a token tampered with, of another game or key.",
      ["malformed_json", "validation_failed"],
    ),
  },
});

const hintRoute = apiRoute({
  method: "post",
  path: "/{game}/hint",
  operationId: "getHint",
  description:
    "What the hint policy would play next, computed from the public view only (it cannot see hidden cards), with a sentence in the caller's language. `move` is null once the game is over or no move is left.",
  tags: [TAG],
  summary: "A hint for a state, computed from public information only",
  request: { params: GameParamSchema, body: { content: json(HintRequestSchema), required: true } },
  responses: {
    200: { description: "The hint.", content: json(HintResponseSchema) },
    ...BODY_PROBLEMS,
    ...stateProblems([], "A token tampered with, of another game or key.", [
      "malformed_json",
      "validation_failed",
    ]),
  },
});

const solveRoute = apiRoute({
  method: "post",
  path: "/{game}/solve",
  operationId: "solvePosition",
  description:
    "The game's solver on a position with every card in sight (a Maze token, or a custom layout with nothing hidden): winnable with a winning line, unwinnable (proven), or unknown within the budget (positions visited, so the answer is reproducible). A position that hides cards is refused: the solver would read them. A daily challenge's casual token is refused until the challenge closes.",
  tags: [TAG],
  summary: "Solve a position with no hidden cards",
  request: { params: GameParamSchema, body: { content: json(SolveRequestSchema), required: true } },
  responses: {
    200: { description: "The solver's answer.", content: json(SolutionSchema) },
    ...BODY_PROBLEMS,
    ...stateProblems(
      ["hidden_cards", "invalid_state"],
      "The position hides cards, the layout is not a position of this game, or a token tampered with, of another game or key.",
      ["malformed_json", "validation_failed"],
    ),
    409: problemResponse("A daily challenge's deal, while the challenge is open.", "challenge_open"),
  },
});

export const playRoutes = new OpenAPIHono<AppEnv>()
  .openapi(dealRoute, async (c) => {
    const engine = engineFor(c.req.valid("param").game);
    const body = c.req.valid("json") ?? {};
    const state =
      body.layout !== undefined
        ? orRefuse(engine.fromLayout(body.layout))
        : body.deal !== undefined
          ? engine.deal(body.deal)
          : randomDeal(engine);
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
    const { state, mark } = await unsealMarked(c, engine, body.state);
    const result = orRefuse(play(engine, state, body.move));
    const next = result.state;
    return c.json(
      {
        ...describe(engine, next, mark),
        state: await seal(c, engine, next, mark),
        move: result.move as Described["legalMoves"][number],
        events: result.events as z.infer<typeof MoveResponseSchema>["events"],
      },
      200,
    );
  })
  .openapi(solveRoute, async (c) => {
    const game = gameIdFor(c.req.valid("param").game);
    const engine = engineOf(game);
    const body = c.req.valid("json");
    const { state, mark } =
      body.state !== undefined
        ? await unsealMarked(c, engine, body.state)
        : { state: orRefuse(engine.fromLayout(body.layout)), mark: "" };
    const date = markedDate(mark);
    if (date !== null && c.var.now() < closesAt(date)) {
      throw new ProblemError("challenge_open", {
        params: { closesAt: new Date(closesAt(date)).toISOString() },
      });
    }
    const hidden = engine
      .view(state)
      .slots.flat()
      .filter((card) => card === "??").length;
    if (hidden > 0) throw new ProblemError("hidden_cards", { params: { game: engine.id, hidden } });
    // Every registered game has a solver (test/unit/solvers-registered.test.ts).
    if (!engine.solve) throw new Error(`${engine.id} has no solver`);
    const most = SOLVE_NODES[game];
    const budget = Math.min(body.budget ?? most, most);
    await requireHeavyCharge(c);
    const solution = engine.solve(state, { nodes: budget });
    const line = solution.line as Described["legalMoves"] | null;
    return c.json({ game: engine.id, verdict: solution.verdict, line, nodes: solution.nodes, budget }, 200);
  })
  .openapi(hintRoute, async (c) => {
    const game = gameIdFor(c.req.valid("param").game);
    const engine = engineOf(game);
    const state = await unseal(c, engine, c.req.valid("json").state);
    const view = engine.view(state);
    const hint = engine.hint(view);
    return c.json(
      {
        move: hint.move as Described["legalMoves"][number] | null,
        reason: hint.reason,
        text: hintText(game, hint, langOf(c)),
        slots: slotsOf(engine, view, hint.move),
        ...(hint.params ? { params: { ...hint.params } } : {}),
      },
      200,
    );
  });

export const stateBoardRoutes = boardRoutes({
  path: "/{game}",
  tag: TAG,
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
