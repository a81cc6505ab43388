import { z } from "@hono/zod-openapi";
import { HISTORY_PAGE, MAX_HISTORY_PAGE } from "../../durable/limits.ts";
import { GAME_IDS } from "../../games/registry.ts";
import { EXAMPLE_GAME, gameNamesListed, hidesCards } from "../../kit/games.ts";
import {
  DEAL_CHOICE_FIELDS,
  DealOptionsSchema,
  isNoOptionsWithLayout,
  NO_OPTIONS_WITH_LAYOUT,
  GameResponseSchema,
  isOneDealChoice,
  LayoutSchema,
  ONE_DEAL_CHOICE,
  OriginSchema,
} from "./game.ts";
import { queryInt } from "./common.ts";
import { AnyEventSchema, AnyMoveSchema, StatusSchema } from "./games.ts";

export const SessionIdParamSchema = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "The stored game's id, as returned on creation.",
  }),
});

const Version = z.number().int().min(1).openapi({
  description:
    "The version you last saw (a game starts at 1). A change is applied only if it is still current (optimistic concurrency).",
  example: 1,
});

export const IdempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description:
        "Optional: a retry with the same key returns the first reply instead of applying anything again. A game keeps the replies of its latest keyed requests (64 KiB of them, about twenty); an older retry is judged by its `version` (409, never applied twice).",
    }),
});

export const CreateSessionRequestSchema = z
  .object({
    game: z.string().openapi({
      description: `The game: ${GAME_IDS.join(" or ")} (another name is a 404 unknown_game).`,
      enum: [...GAME_IDS],
      example: EXAMPLE_GAME,
    }),
    ...DEAL_CHOICE_FIELDS,
  })
  .strict()
  .refine(isOneDealChoice, ONE_DEAL_CHOICE)
  .refine(isNoOptionsWithLayout, NO_OPTIONS_WITH_LAYOUT)
  .openapi("CreateSessionRequest", { example: { game: EXAMPLE_GAME, deal: 1 } });

export const SessionSchema = GameResponseSchema.omit({ state: true, deal: true })
  .extend({
    id: z.string().openapi({ description: "Unguessable id: anyone holding it may watch the game." }),
    version: z.number().int().openapi({ description: "Grows by one with every change." }),
    moveCount: z.number().int().openapi({ description: "Moves on the current line of play." }),
    redoCount: z.number().int().openapi({ description: "Undone moves that redo can play again." }),
    daily: z
      .object({
        date: z.string(),
        ranked: z.boolean(),
        playerId: z.string().optional().openapi({ description: "A ranked entry's player." }),
        undos: z
          .number()
          .int()
          .optional()
          .openapi({ description: "A ranked entry's undos taken (they count on the leaderboard)." }),
        hints: z.number().int().optional().openapi({
          description:
            "A ranked entry's hints given (they count on the leaderboard: among wins, fewer hints rank first).",
        }),
      })
      .optional()
      .openapi({
        description: `A daily challenge's deal. \`ranked\`: an entry whose end the server reports to the leaderboard (no undo where the game hides cards, ${gameNamesListed("and", hidesCards)}; no change once over or once the challenge closes). Ranked or not, no export or analysis until the challenge closes.`,
      }),
    resigned: z.boolean().openapi({ description: "True once the owner resigned: the game is over, lost." }),
    revealed: z.boolean().openapi({
      description:
        "True once an export or analysis has shown the deal of a game that hides cards: undo is refused from then on (409 game_revealed).",
    }),
    createdAt: z.string().openapi({ format: "date-time" }),
    updatedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Session");

export const CreatedSessionSchema = SessionSchema.extend({
  ownerToken: z.string().openapi({
    description:
      "Shown once (only its hash is stored): send it as `Authorization: Bearer <ownerToken>` to change the game.",
  }),
  deal: z
    .number()
    .int()
    .optional()
    .openapi({ description: "The deal number, only when the caller chose it." }),
}).openapi("CreatedSession");

export const SessionMoveRequestSchema = z
  .object({ move: AnyMoveSchema, version: Version })
  .strict()
  .openapi("SessionMoveRequest", { example: { move: { type: "move", from: 12, to: 8 }, version: 1 } });

export const VersionRequestSchema = z.object({ version: Version }).strict().openapi("VersionRequest");

export const SessionChangeSchema = SessionSchema.extend({
  move: AnyMoveSchema.optional().openapi({
    description: "The move played (move, redo) or taken back (undo); absent after resigning.",
  }),
  events: z.array(AnyEventSchema).openapi({ description: "What happened, in order (empty for undo)." }),
}).openapi("SessionChange");

export const HistoryQuerySchema = z.object({
  after: queryInt(0, Number.MAX_SAFE_INTEGER, {
    description: "Moves after this one (default 0).",
    example: 0,
  }),
  limit: queryInt(1, MAX_HISTORY_PAGE, {
    description: `Moves per page (default ${HISTORY_PAGE}).`,
    example: HISTORY_PAGE,
  }),
});

export const HistorySchema = z
  .object({
    id: z.string(),
    game: z.string(),
    version: z.number().int(),
    moveCount: z.number().int().openapi({ description: "Moves on the whole line of play (all pages)." }),
    moves: z.array(
      z
        .object({
          seq: z.number().int().openapi({ description: "1-based position on the line of play." }),
          move: AnyMoveSchema,
          events: z.array(AnyEventSchema),
          scoreAfter: z.number().int(),
          statusAfter: StatusSchema,
          playedAt: z.string().openapi({ format: "date-time" }),
        })
        .openapi("HistoryEntry"),
    ),
    redoCount: z.number().int(),
    next: z
      .string()
      .nullable()
      .openapi({ description: "The address of the next page; null on the last one." }),
  })
  .openapi("SessionHistory");

export const ExportSchema = z
  .object({
    game: z.string(),
    deal: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The deal number (absent for a custom layout)." }),
    options: DealOptionsSchema.optional().openapi({
      description: "The deal's options, for a game with variants (absent for a game without variants).",
    }),
    origin: OriginSchema,
    layout: LayoutSchema.optional().openapi({
      description: "The starting layout of a random deal or a custom layout (absent for a deal number).",
    }),
    moves: z
      .array(AnyMoveSchema)
      .openapi({ description: "Replayed from the deal, these give the game exactly." }),
    version: z.number().int(),
    status: StatusSchema,
    resigned: z.boolean().openapi({
      description:
        "Whether the owner gave the game up: its moves then replay to a position still playing, and `status` is lost.",
    }),
    score: z.number().int(),
  })
  .openapi("SessionExport");
