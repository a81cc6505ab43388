import { z } from "@hono/zod-openapi";
import { HEAVY_REQUEST_COST, SOLVE_NODES } from "../../durable/limits.ts";
import { MAX_SOLVE_NODES } from "../../engine/index.ts";
import { schemaMessage } from "../../i18n/schema-messages.ts";
import { EXAMPLE_GAME, figuresListed, gameNamesListed, showsAll } from "../../kit/games.ts";
import { AnyMoveSchema } from "./games.ts";
import { LayoutSchema, StateTokenSchema } from "./game.ts";

export const SolveRequestSchema = z
  .object({
    state: StateTokenSchema.optional().openapi({
      description: `A state token of this game (${gameNamesListed("or", showsAll)}, or any game once nothing is hidden).`,
    }),
    layout: LayoutSchema.optional().openapi({ description: "A custom layout with every card in sight." }),
    budget: z
      .number()
      .int()
      .min(1)
      .max(MAX_SOLVE_NODES)
      .optional()
      .openapi({
        description: `Positions the solver may visit: at most the game's own bound (${figuresListed(SOLVE_NODES)}), which is also the default; a larger budget is lowered to it (the reply's \`budget\` says what was used). A solve counts as ${HEAVY_REQUEST_COST} requests against the rate limit.`,
      }),
  })
  .strict()
  .refine((body) => (body.state === undefined) !== (body.layout === undefined), {
    message: schemaMessage("state_or_layout"),
  })
  .openapi("SolveRequest", { example: { state: "AwRtYXplA2Rldt...", budget: 50000 } });

const VerdictFields = {
  verdict: z.enum(["winnable", "unwinnable", "unknown"]).openapi({
    description:
      "`winnable` with a winning `line`; `unwinnable` only when the search proved it; `unknown` when the budget ran out first.",
  }),
  line: z.array(AnyMoveSchema).nullable().openapi({
    description: "A winning line from the position (short, not always the shortest); null unless winnable.",
  }),
  nodes: z.number().int().openapi({ description: "Positions the solver visited." }),
};

export const SolutionSchema = z
  .object({ game: z.string(), ...VerdictFields, budget: z.number().int() })
  .openapi("Solution", {
    example: {
      game: EXAMPLE_GAME,
      verdict: "winnable",
      line: [{ type: "move", from: 12, to: 8 }],
      nodes: 5120,
      budget: 50000,
    },
  });

const VerdictSchema = z.object(VerdictFields).openapi("SolverVerdict");

export const AnalysisSchema = z
  .object({
    game: z.string(),
    version: z.number().int().openapi({ description: "The version analysed (kept until the game changes)." }),
    moveCount: z.number().int(),
    start: VerdictSchema.openapi({
      description: "Was the deal winnable from the start (and the solver's line)?",
    }),
    now: VerdictSchema.openapi({ description: "Can the position now still be won?" }),
    turningPoint: z
      .object({
        seq: z.number().int().openapi({ description: "The move's position on the line of play (1-based)." }),
        move: AnyMoveSchema,
        alternative: z.array(AnyMoveSchema).openapi({
          description:
            "A winning line from the position before that move: its first move is the alternative.",
        }),
      })
      .nullable()
      .openapi({
        description:
          "The first move after which the game could no longer be won (null if it never turned, or that could not be decided).",
      }),
    decided: z
      .boolean()
      .openapi({ description: "False when a solver ran out of budget on a position the answer depends on." }),
    nodes: z
      .number()
      .int()
      .openapi({ description: "Positions visited by all the solver calls of this analysis." }),
    complete: z.boolean().openapi({
      description:
        "False while the analysis goes on: one request searches at most a solve's worth (the route's bound), and the next request goes on where it stopped. Until then `start` and `now` are what is known so far (else `unknown`) and `turningPoint` is null. Ask again until true.",
    }),
  })
  .openapi("Analysis");
