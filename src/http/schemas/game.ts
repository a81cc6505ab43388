import { z } from "@hono/zod-openapi";
import { GAME_IDS } from "../../games/registry.ts";
import { GAME_RESPONSE_EXAMPLE, HINT_EXAMPLE, MOVE_RESPONSE_EXAMPLE } from "./examples.ts";
import { AnyEventSchema, AnyMoveSchema, AnyViewSchema, StatusSchema } from "./games.ts";

export const GameParamSchema = z.object({
  game: z.string().openapi({
    param: { name: "game", in: "path" },
    description: `One of: ${GAME_IDS.join(", ")}.`,
    example: "maze",
  }),
});

export const StateTokenSchema = z.string().min(1).max(2048).openapi("StateToken", {
  description:
    "Opaque sealed game state (AES-GCM, versioned, bound to its game). Send it back unchanged; it cannot be read or altered.",
});

export const GameResponseSchema = z
  .object({
    game: z.string(),
    state: StateTokenSchema,
    view: AnyViewSchema,
    score: z.number().int(),
    status: StatusSchema,
    legalMoves: z.array(AnyMoveSchema).openapi({ description: "The complete list of legal moves." }),
    custom: z.boolean().openapi({ description: "True for a custom layout: never counts for a leaderboard." }),
    deal: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The deal number, only when the caller chose it." }),
  })
  .openapi("GameResponse", { example: GAME_RESPONSE_EXAMPLE });

export const MoveResponseSchema = GameResponseSchema.extend({
  move: AnyMoveSchema,
  events: z.array(AnyEventSchema).openapi({ description: "What happened, in order." }),
}).openapi("MoveResponse", { example: MOVE_RESPONSE_EXAMPLE });

/** How a game starts: a deal number, a custom layout, or (neither) a random deal. */
export const DEAL_CHOICE_FIELDS = {
  deal: z.number().int().min(0).max(0xffffffff).optional().openapi({
    description: "Aisleriot-compatible deal number (0 to 2^32-1). Random when absent.",
    example: 1,
  }),
  layout: z
    .record(z.string(), z.unknown())
    .optional()
    .openapi({ description: "A custom layout (puzzles, tests), validated by the game; marked custom." }),
};

export const isOneDealChoice = (body: { deal?: number; layout?: unknown }) =>
  body.deal === undefined || body.layout === undefined;
export const ONE_DEAL_CHOICE = { message: "give either deal or layout, not both" };

export const DealRequestSchema = z
  .object(DEAL_CHOICE_FIELDS)
  .strict()
  .refine(isOneDealChoice, ONE_DEAL_CHOICE)
  .openapi("DealRequest");

export const MoveRequestSchema = z
  .object({ state: StateTokenSchema, move: AnyMoveSchema })
  .strict()
  .openapi("MoveRequest", {
    example: { state: "AQRtYXplA2Rldt...", move: { type: "move", from: 12, to: 8 } },
  });

export const HintRequestSchema = z.object({ state: StateTokenSchema }).strict().openapi("HintRequest");

export const HintResponseSchema = z
  .object({
    move: AnyMoveSchema.nullable(),
    reason: z.string().openapi({ description: "Stable key of the hint's reason." }),
    text: z.string().openapi({ description: "The hint in the caller's language." }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .openapi("Hint", { example: HINT_EXAMPLE });
