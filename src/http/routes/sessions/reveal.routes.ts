import { ANALYSIS_NODES, HEAVY_REQUEST_COST, SOLVE_NODES } from "../../../durable/limits.ts";
import { figuresListed, gameNamesListed, hidesCards, showsAll } from "../../../kit/games.ts";
import { conditionalHeaders, NOT_MODIFIED } from "../../conditional.ts";
import { apiRoute, json, problemResponse } from "../../route-kit.ts";
import { ExportSchema, SessionIdParamSchema } from "../../schemas/session.ts";
import { AnalysisSchema } from "../../schemas/solver.ts";
import { NOT_FOUND, TAG } from "./common.ts";

// What a stored game shows of its whole deal: its export and the solver's analysis. Who asks
// matters: the owner sees the deal of a game that hides cards first (src/durable/session/session-reveal.ts).
// reveal.handlers.ts answers them.

/** Anyone, or the owner (who alone may be the first to see the whole deal of a game that hides cards). */
const ANYONE_OR_OWNER: Record<string, string[]>[] = [{}, { ownerToken: [] }];
/** Refusals of a reveal asked by someone else than the owner, or with another game's token. */
const REVEAL_AUTH = {
  403: problemResponse(
    "The owner must see a game that hides cards first (its undo ends then), or the token is not this game's.",
    "owner_reveals",
    "not_owner",
  ),
};

export const exportRoute = apiRoute({
  method: "get",
  path: "/{id}/export",
  operationId: "exportSession",
  tags: [TAG],
  summary: "Deal number (or custom layout) and the move list that replays the game exactly",
  description: `For a game with hidden cards (${gameNamesListed("and", hidesCards)}) only once the game is over: the deal number would reveal the stock. Its owner (\`Authorization: Bearer <ownerToken>\`) sees it first, since undo is refused from then on; anyone with the id afterwards, or at once for a resigned game or a ranked daily entry (no undo to lose; an entry once its challenge has closed).`,
  security: ANYONE_OR_OWNER,
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The export.", content: json(ExportSchema), headers: conditionalHeaders() },
    304: NOT_MODIFIED,
    ...NOT_FOUND,
    ...REVEAL_AUTH,
    409: problemResponse(
      "The game still hides cards that the export would reveal, or it is a ranked entry of a challenge still open.",
      "export_unavailable",
      "challenge_open",
    ),
  },
});

export const analysisRoute = apiRoute({
  method: "get",
  path: "/{id}/analysis",
  operationId: "analyseSession",
  tags: [TAG],
  summary: "Post-game analysis: was it winnable, where was it lost, and a winning alternative",
  description: `The game's solver on the stored game: was the deal winnable from the start (the solver's line), the first move after which it could no longer be won with a winning line from just before it, and whether the position now can still be won. A game that hides cards (${gameNamesListed("and", hidesCards)}) only once it is over, and first for its owner (\`Authorization: Bearer <ownerToken>\`): the analysis shows every card, so undo is refused afterwards, as after an export; a resigned game, or a ranked daily entry once its challenge has closed (no undo to lose), for anyone; ${gameNamesListed("and", showsAll)} at any time, for anyone. Kept until the game changes. Its solves share one bound (positions: ${figuresListed(ANALYSIS_NODES)}; past it the answers left are unknown and \`decided\` is false). One request searches at most a solve's worth (${figuresListed(SOLVE_NODES)} positions): an analysis that needs more answers \`complete: false\` with what it knows so far, and the next request goes on where it stopped. Each request counts as ${HEAVY_REQUEST_COST} against the rate limit.`,
  security: ANYONE_OR_OWNER,
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The analysis.", content: json(AnalysisSchema), headers: conditionalHeaders() },
    304: NOT_MODIFIED,
    ...NOT_FOUND,
    ...REVEAL_AUTH,
    409: problemResponse(
      "The game still hides cards, or it is a ranked entry of a challenge still open.",
      "analysis_unavailable",
      "challenge_open",
    ),
  },
});
