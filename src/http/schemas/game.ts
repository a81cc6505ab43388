import { z } from "@hono/zod-openapi";
import { GAME_IDS } from "../../games/registry.ts";
import { HINT_REASONS, HINT_TEXTS } from "../../i18n/hints.ts";
import { EXAMPLE_GAME, spokenList } from "../../kit/games.ts";
import { gameName } from "../../i18n/board-words.ts";
import { schemaMessage } from "../../i18n/schema-messages.ts";
import { GAME_RESPONSE_EXAMPLE, HINT_EXAMPLE, MOVE_RESPONSE_EXAMPLE } from "./examples.ts";
import { AnyEventSchema, AnyLayoutSchema, AnyMoveSchema, AnyViewSchema, StatusSchema } from "./games.ts";

/**
 * The path's game: documented as the enum of games; checked by the route (an unknown game
 * is a 404 unknown_game, as for any address that names nothing).
 */
/** The games whose hints count the moves to the win (a `moves_to_win` in their texts). */
const PLANNING_GAMES = spokenList(
  GAME_IDS.filter((id) =>
    Object.values<{ en: string }>(HINT_TEXTS[id]).some((text) => text.en.includes("{moves_to_win}")),
  ).map((id) => gameName(id, "en")),
  "and",
);

export const GameParamSchema = z.object({
  game: z.string().openapi({
    param: { name: "game", in: "path" },
    description: `The game: ${GAME_IDS.join(" or ")}.`,
    enum: [...GAME_IDS],
    example: EXAMPLE_GAME,
  }),
});

export const StateTokenSchema = z.string().min(1).max(2048).openapi("StateToken", {
  description:
    "Opaque sealed game state (AES-GCM, versioned, bound to its game). Send it back unchanged; it cannot be read or altered.",
});

export const OriginSchema = z.enum(["deal", "random", "custom", "daily"]).openapi("Origin", {
  description:
    "Where the game came from: `deal`, an Aisleriot deal number the caller chose; `random`, a shuffle from a cryptographic generator (no deal number exists); `custom`, a layout the caller gave; `daily`, a daily challenge's deal (a keyed shuffle, revealed once the challenge closes).",
});

/** A layout `deals` and stored games accept, and what exports of random deals give. */
export const LayoutSchema = AnyLayoutSchema.openapi("Layout", {
  description:
    "A custom position (puzzles, tests; the game it starts is marked custom), in its game's shape (WallLayout or MazeLayout; any other field is refused), checked exactly by its engine (every card as often as the game holds it, and so on): an impossible one is refused with invalid_state.",
  example: {
    slots: [
      "AC",
      "2C",
      "3C",
      "4C",
      "5C",
      "6C",
      "7C",
      "8C",
      "9C",
      "TC",
      "JC",
      "QC",
      "AD",
      "2D",
      "3D",
      "4D",
      "5D",
      "6D",
      "7D",
      "8D",
      "9D",
      "TD",
      "JD",
      "QD",
      "AH",
      "2H",
      "3H",
      "4H",
      "5H",
      "6H",
      "7H",
      "8H",
      "9H",
      "TH",
      "JH",
      "QH",
      "AS",
      "2S",
      "3S",
      "4S",
      "5S",
      "6S",
      "7S",
      "8S",
      "9S",
      "TS",
      null,
      "JS",
      null,
      null,
      null,
      null,
      null,
      "QS",
    ],
  },
});

/** A game's variants as one deal has them, by option name (`GET /v1/games`: `dealOptions`). */
export const DealOptionsSchema = z.record(z.string().max(64), z.string().max(64)).openapi("DealOptions");

/** The slots of one move, source first: what a client marks and targets. */
export const SlotListSchema = z.array(z.number().int()).openapi("MoveSlots", {
  description:
    "The slots a move involves, by slot number, source first, then where it goes: a move from slot to slot gives both (`from`, `to`); an attack, the slot of each card it uses, then its target; a deal, the stock, then the slots it deals to. Slots only: never a hidden card.",
  example: [12, 8],
});

/** Each legal move's slots, aligned with `legalMoves`. */
export const MoveSlotsSchema = z.array(SlotListSchema).openapi({
  description:
    "The slots each legal move involves, in the order of `legalMoves` (`moveSlots[i]` belongs to `legalMoves[i]`), source first: a client marks a move's slots, and finds the moves from a slot or onto one, without knowing the game's rules.",
});

export const GameResponseSchema = z
  .object({
    game: z.string(),
    state: StateTokenSchema,
    view: AnyViewSchema,
    score: z.number().int(),
    status: StatusSchema,
    legalMoves: z.array(AnyMoveSchema).openapi({
      description:
        "The complete list of legal moves: empty once the game is over, and in a stored game that takes no more moves (resigned, or a ranked entry whose challenge has closed, which stays `playing`).",
    }),
    moveSlots: MoveSlotsSchema,
    origin: OriginSchema,
    custom: z.boolean().openapi({ description: "True for a custom layout: never counts for a leaderboard." }),
    daily: z
      .object({ date: z.string(), ranked: z.literal(false) })
      .optional()
      .openapi({
        description:
          "A daily challenge's casual game (its token is marked so, through every move): never ranked. Ranked play is a stored game made by the challenge's entries route.",
      }),
    deal: z.number().int().optional().openapi({
      description:
        "The deal number, in the deal's reply when the caller chose it (not repeated on moves: keep it).",
    }),
    options: DealOptionsSchema.optional().openapi({
      description:
        "The deal's options, in the deal's reply for a game with variants: every option it declares, defaults included (absent for a game without variants). The `state` keeps them.",
    }),
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
  // Described by its component (a description here would replace the component's).
  layout: LayoutSchema.optional(),
  options: DealOptionsSchema.optional().openapi({
    description:
      "Deal options of a game with variants, by name (`GET /v1/games` lists each game's `dealOptions`: values and default); an option or value the game does not have is a 422 invalid_deal_option. With a deal number or a random deal, not with a layout.",
    example: {},
  }),
};

export const isOneDealChoice = (body: { deal?: number; layout?: unknown }) =>
  body.deal === undefined || body.layout === undefined;
export const ONE_DEAL_CHOICE = { message: schemaMessage("deal_or_layout") };
/** A layout is a position as it stands: it is dealt with no options. */
export const isNoOptionsWithLayout = (body: { layout?: unknown; options?: unknown }) =>
  body.layout === undefined || body.options === undefined;
export const NO_OPTIONS_WITH_LAYOUT = { message: schemaMessage("options_not_with_layout") };

export const DealRequestSchema = z
  .object(DEAL_CHOICE_FIELDS)
  .strict()
  .refine(isOneDealChoice, ONE_DEAL_CHOICE)
  .refine(isNoOptionsWithLayout, NO_OPTIONS_WITH_LAYOUT)
  .openapi("DealRequest", { example: { deal: 1 } });

export const MoveRequestSchema = z
  .object({ state: StateTokenSchema, move: AnyMoveSchema })
  .strict()
  .openapi("MoveRequest", {
    example: { state: "AQRtYXplA2Rldt...", move: { type: "move", from: 12, to: 8 } },
  });

export const HintRequestSchema = z.object({ state: StateTokenSchema }).strict().openapi("HintRequest");

export const HintResponseSchema = z
  .object({
    move: z.union([AnyMoveSchema, z.null()]).openapi({
      description: "The move to play, or null when there is none (the game is over, or no move is left).",
    }),
    reason: z.enum(HINT_REASONS).openapi({
      description:
        "Stable key of the hint's reason. A game that is over has no move to propose, and its reason is its status, `won` or `lost`, in every game; `no_move` (nothing to propose in a game still playing, e.g. a ranked entry whose challenge has closed) and `invalid_view` come with a null move too.",
    }),
    text: z.string().openapi({ description: "The hint in the caller's language." }),
    slots: SlotListSchema.openapi({
      description:
        "The slots the proposed move involves, source first (as `moveSlots` gives a legal move's); empty without a move.",
    }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .openapi({
        description: `The values behind the text, for clients that write their own (card, slots, health…); the text itself names cards and places in words, never slot numbers. The run a \`free_slot\` hint makes room for is named by the card beside the slot it grows into (\`slot\`): \`after\` (the last card of the run from the top-left corner) or \`before\` (the first card of the run into the bottom-right corner), neither while the run has no card (that slot is then its corner). ${PLANNING_GAMES} \`moves_to_win\`: the length of a winning line that starts with this move — the shortest for \`finish\`; for the other reasons the line the planner found, which the next hint may replace by another (so it need not go down by one a move).`,
      }),
  })
  .openapi("Hint", { example: HINT_EXAMPLE });
