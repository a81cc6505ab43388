import { gameNamesListed, showsAll } from "../../../kit/games.ts";
import {
  apiRoute,
  BODY_PROBLEMS,
  json,
  MOVE_REFUSALS,
  problemResponse,
  SECRET_PROBLEMS,
  stateProblems,
  UNKNOWN_GAME,
} from "../../route-kit.ts";
import {
  DealRequestSchema,
  GameParamSchema,
  GameResponseSchema,
  HintRequestSchema,
  HintResponseSchema,
  MoveRequestSchema,
  MoveResponseSchema,
} from "../../schemas/game.ts";
import { SolutionSchema, SolveRequestSchema } from "../../schemas/solver.ts";

// Stateless play, mounted at /v1/games (index.ts): the whole game travels in the sealed
// `state`. The routes as the document declares them; play.handlers.ts answers them.

export const PLAY_TAG = "Play (stateless)";

export const dealRoute = apiRoute({
  method: "post",
  path: "/{game}/deals",
  operationId: "createDeal",
  tags: [PLAY_TAG],
  summary: "Start a game: a random deal, a chosen deal number, or a custom layout",
  description:
    "Deal numbers are Aisleriot's seeds: deal n here is the deal Aisleriot makes with seed n. The response carries the sealed `state` to send with the next move.",
  request: { params: GameParamSchema, body: { content: json(DealRequestSchema), required: false } },
  responses: {
    201: { description: "The new game.", content: json(GameResponseSchema) },
    ...BODY_PROBLEMS,
    ...UNKNOWN_GAME,
    422: problemResponse(
      "The custom layout is not a position of this game, or a deal option is not one of the game's.",
      "invalid_state",
      "invalid_deal_option",
    ),
    ...SECRET_PROBLEMS,
  },
});

export const moveRoute = apiRoute({
  method: "post",
  path: "/{game}/moves",
  operationId: "playMove",
  description:
    "Send the `state` of the last reply and a move (one of its `legalMoves`, or any move in the game's format: an illegal one is refused with a code that says why). The reply is the new position with a new `state`, the move as played and what happened (`events`).",
  tags: [PLAY_TAG],
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

export const hintRoute = apiRoute({
  method: "post",
  path: "/{game}/hint",
  operationId: "getHint",
  description:
    "What the hint policy would play next, computed from the public view only (it cannot see hidden cards), with a sentence in the caller's language. `move` is null once the game is over or no move is left.",
  tags: [PLAY_TAG],
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

export const solveRoute = apiRoute({
  method: "post",
  path: "/{game}/solve",
  operationId: "solvePosition",
  description: `The game's solver on a position with every card in sight (a ${gameNamesListed("or", showsAll)} token, or a custom layout with nothing hidden): winnable with a winning line, unwinnable (proven), or unknown within the budget (positions visited, so the answer is reproducible). A position that hides cards is refused: the solver would read them. A daily challenge's casual token is refused until the challenge closes.`,
  tags: [PLAY_TAG],
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
