import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";
import { bearerCredential } from "../bearer.ts";
import { ANALYSIS_NODES, HEAVY_REQUEST_COST, SOLVE_NODES } from "../../durable/limits.ts";
import { requireHeavyCharge } from "../middleware.ts";
import { orRefuse } from "../problem.ts";
import { apiRoute, asDocumented, json, problemResponse } from "../route-kit.ts";
import { ExportSchema, SessionIdParamSchema } from "../schemas/session.ts";
import { AnalysisSchema } from "../schemas/solver.ts";
import { storedGame } from "../stored-game.ts";
import { NOT_FOUND, TAG } from "./session-kit.ts";

// What a stored game shows of its whole deal: its export and the solver's analysis. Who asks
// matters: the owner sees a Wall game's deal first (src/durable/session-reveal.ts).

/** Anyone, or the owner (who alone may be the first to see a Wall game's whole deal). */
const ANYONE_OR_OWNER: Record<string, string[]>[] = [{}, { ownerToken: [] }];
/** Refusals of a reveal asked by someone else than the owner, or with another game's token. */
const REVEAL_AUTH = {
  403: problemResponse(
    "The owner must see a game that hides cards first (its undo ends then), or the token is not this game's.",
    "owner_reveals",
    "not_owner",
  ),
};

const exportRoute = apiRoute({
  method: "get",
  path: "/{id}/export",
  operationId: "exportSession",
  tags: [TAG],
  summary: "Deal number (or custom layout) and the move list that replays the game exactly",
  description:
    "For a game with hidden cards (Wall) only once the game is over: the deal number would reveal the stock. Its owner (`Authorization: Bearer <ownerToken>`) sees it first, since undo is refused from then on; anyone with the id afterwards, or at once for a resigned game or a ranked daily entry (no undo to lose; an entry once its challenge has closed).",
  security: ANYONE_OR_OWNER,
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The export.", content: json(ExportSchema) },
    ...NOT_FOUND,
    ...REVEAL_AUTH,
    409: problemResponse(
      "The game still hides cards that the export would reveal, or it is a ranked entry of a challenge still open.",
      "export_unavailable",
      "challenge_open",
    ),
  },
});

const analysisRoute = apiRoute({
  method: "get",
  path: "/{id}/analysis",
  operationId: "analyseSession",
  tags: [TAG],
  summary: "Post-game analysis: was it winnable, where was it lost, and a winning alternative",
  description: `The game's solver on the stored game: was the deal winnable from the start (the solver's line), the first move after which it could no longer be won with a winning line from just before it, and whether the position now can still be won. A game that hides cards (Wall) only once it is over, and first for its owner (\`Authorization: Bearer <ownerToken>\`): the analysis shows every card, so undo is refused afterwards, as after an export; a resigned game, or a ranked daily entry once its challenge has closed (no undo to lose), for anyone; Maze at any time, for anyone. Kept until the game changes. Its solves share one bound (positions: Wall ${ANALYSIS_NODES.wall}, Maze ${ANALYSIS_NODES.maze}; past it the answers left are unknown and \`decided\` is false). One request searches at most a solve's worth (Wall ${SOLVE_NODES.wall}, Maze ${SOLVE_NODES.maze} positions): an analysis that needs more answers \`complete: false\` with what it knows so far, and the next request goes on where it stopped. Each request counts as ${HEAVY_REQUEST_COST} against the rate limit.`,
  security: ANYONE_OR_OWNER,
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The analysis.", content: json(AnalysisSchema) },
    ...NOT_FOUND,
    ...REVEAL_AUTH,
    409: problemResponse(
      "The game still hides cards, or it is a ranked entry of a challenge still open.",
      "analysis_unavailable",
      "challenge_open",
    ),
  },
});

export const revealRoutes = new OpenAPIHono<AppEnv>()
  .openapi(exportRoute, async (c) => {
    // Who asks decides the answer (the owner sees a Wall deal first): caches must tell.
    c.header("Vary", "Authorization", { append: true });
    const { layoutJson, ...exported } = orRefuse(
      await storedGame(c, c.req.valid("param").id).export(c.var.now(), bearerCredential(c)),
    );
    const layout =
      layoutJson !== undefined ? { layout: JSON.parse(layoutJson) as Record<string, unknown> } : {};
    return c.json({ ...exported, ...layout } as z.infer<typeof ExportSchema>, 200);
  })
  .openapi(analysisRoute, async (c) => {
    c.header("Vary", "Authorization", { append: true });
    const game = storedGame(c, c.req.valid("param").id);
    await requireHeavyCharge(c);
    const analysis = orRefuse(await game.analysis(c.var.now(), bearerCredential(c)));
    return c.json(asDocumented<z.infer<typeof AnalysisSchema>>()(analysis), 200);
  });
