import { z } from "@hono/zod-openapi";
import { extraRows, GAMES, GAME_IDS, type GameId } from "../../games/registry.ts";
import { schemaMessage } from "../../i18n/schema-messages.ts";

// The engines' move, view and event types as zod schemas (named OpenAPI components).
// test/worker/schemas.test.ts keeps them equal to the engine types at the type level.

/** A card code exactly as the API writes it: moves and layouts take nothing else. */
const CardCode = z
  .string()
  .regex(/^[A2-9TJQK][CDHS]$/, { error: schemaMessage("card_code") })
  .openapi("CardCode", { description: "Rank A23456789TJQK + suit CDHS, e.g. AS, TD, 7H.", example: "7H" });
const Slot = (max: number) => z.number().int().min(0).max(max);
export const StatusSchema = z.enum(["playing", "won", "lost"]).openapi("GameStatus");
const Slots = z.array(z.array(z.string())).openapi({
  description: 'Indexed by Aisleriot slot number; each slot bottom to top; hidden cards are "??".',
});

export const WallMoveSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("deal") }).strict(),
    z
      .object({
        type: z.literal("attack"),
        target: Slot(52).openapi({ description: "Aisleriot slot 0–52: throne, guards or wall." }),
        cards: z.array(CardCode).min(1).openapi({ description: "Waste cards to attack with (a multiset)." }),
      })
      .strict(),
  ])
  .openapi("WallMove", { example: { type: "attack", target: 46, cards: ["9C", "3D"] } });

export const MazeMoveSchema = z
  .object({ type: z.literal("move"), from: Slot(53), to: Slot(53) })
  .strict()
  .openapi("MazeMove", { example: { type: "move", from: 12, to: 8 } });

export const WallViewSchema = z
  .object({
    slots: Slots,
    score: z.number().int(),
    status: StatusSchema,
    stockCount: z.number().int(),
    dealsLeft: z.number().int(),
    waste: z.array(z.string()),
    removed: z.array(z.string()).openapi({ description: "Cards out of the game (all were seen face up)." }),
    targets: z
      .array(z.object({ slot: z.number().int(), faceDown: z.boolean(), health: z.number().int().nullable() }))
      .openapi({ description: "Every exposed target; a face-down pile's health is unknown (null)." }),
  })
  .openapi("WallView");

export const MazeViewSchema = z
  .object({
    slots: Slots,
    score: z.number().int(),
    status: StatusSchema,
    gaps: z.array(z.object({ slot: z.number().int(), accepts: z.array(z.string()) })).openapi({
      description: "Each empty slot and the cards that may move there now (none once the game is won).",
    }),
  })
  .openapi("MazeView");

/** One shape for the end of a game, whatever the game: the last event of the move that ends it. */
const EndedEventSchema = z
  .object({ type: z.literal("ended"), status: z.enum(["won", "lost"]) })
  .openapi("EndedEvent", {
    description:
      "The last event of the move that ends the game, the same in every game: `status` is the game's status from then on (a Maze game is only ever won).",
  });

export const WallEventSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("attacked"),
      target: z.number().int(),
      cards: z.array(z.string()),
      sum: z.number().int(),
      health: z.number().int(),
      success: z.boolean(),
    }),
    z.object({ type: z.literal("flipped"), target: z.number().int(), cards: z.array(z.string()) }),
    z.object({
      type: z.literal("removed"),
      target: z.number().int(),
      cards: z.array(z.string()),
      points: z.number().int(),
    }),
    z.object({ type: z.literal("discarded"), cards: z.array(z.string()) }),
    z.object({ type: z.literal("dealt"), cards: z.array(z.string()), stockLeft: z.number().int() }),
    EndedEventSchema,
  ])
  .openapi("WallEvent");

export const MazeEventSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("moved"), card: z.string(), from: z.number().int(), to: z.number().int() }),
    z.object({ type: z.literal("scored"), points: z.number().int(), score: z.number().int() }),
    EndedEventSchema,
  ])
  .openapi("MazeEvent");

// Layouts are strict like every body: a field the game does not have is refused, never kept
// (a stored game's export gives its layout back as it was sent). Slot counts and card counts
// are the engine's to check (422 invalid_state, with the reason). test/unit/layouts.test.ts
// keeps each engine's own layouts (exports, daily reveals) inside these schemas.
const WallLayoutSchema = z
  .object({
    slots: z.array(z.array(CardCode)).openapi({
      description:
        "57 slots by Aisleriot slot number, each an array of card codes bottom first (slot 53 the stock, its next card last; 54–56 the waste).",
    }),
    faceUp: z.array(z.boolean()).min(4).max(4).optional().openapi({
      description: "Whether low guard piles 4–7 are face up (default all face down).",
    }),
    score: z
      .number()
      .int()
      .min(0)
      .max(GAMES.wall.maxScore)
      .optional()
      .openapi({ description: "The score so far (default 0), at most the game's maxScore." }),
  })
  .strict()
  .openapi("WallLayout", {
    description:
      "A Wall position. The throne must hold its two kings of spades: without them the game would be won before its first move, and the layout is refused (invalid_state, reason already_won).",
  });

const MazeLayoutSchema = z
  .object({
    slots: z.array(z.union([CardCode, z.null()])).openapi({
      description: "54 slots by Aisleriot slot number, each a card code or null for a gap.",
    }),
  })
  .strict()
  .openapi("MazeLayout", { description: "A Maze position: the 48 cards without kings, and 6 gaps." });

/** Each game's move, view, event and layout schemas: a game without them is a type error. */
export const GAME_SCHEMAS = {
  wall: { move: WallMoveSchema, view: WallViewSchema, event: WallEventSchema, layout: WallLayoutSchema },
  maze: { move: MazeMoveSchema, view: MazeViewSchema, event: MazeEventSchema, layout: MazeLayoutSchema },
  ...extraRows("schemas"),
} as const satisfies Record<
  GameId,
  { move: z.ZodType; view: z.ZodType; event: z.ZodType; layout: z.ZodType }
>;

type Part = keyof (typeof GAME_SCHEMAS)[GameId];
/** One part's schemas of every game, as a union (a request names its game in the path). */
const unionOf = <P extends Part>(part: P, error?: string) =>
  z.union(
    GAME_IDS.map((id) => GAME_SCHEMAS[id][part]) as [
      (typeof GAME_SCHEMAS)[GameId][P],
      ...(typeof GAME_SCHEMAS)[GameId][P][],
    ],
    error === undefined ? undefined : { error },
  );

/** Each game's move shapes, shown in the validation error of a move that has none of them. */
const MOVE_SHAPES: Readonly<Record<GameId, readonly object[]>> = {
  wall: [{ type: "deal" }, { type: "attack", target: 46, cards: ["9C", "3D"] }],
  maze: [{ type: "move", from: 12, to: 8 }],
  ...extraRows("moveShapes"),
};
export const MOVE_ERROR = schemaMessage("move_shape", {
  shapes: GAME_IDS.map((id) => `${id} ${MOVE_SHAPES[id].map((m) => JSON.stringify(m)).join(" | ")}`).join(
    "; ",
  ),
});

export const AnyMoveSchema = unionOf("move", MOVE_ERROR).openapi("Move", {
  description: "A move in the game's format (the game's engine checks it exactly).",
});
export const AnyViewSchema = unionOf("view").openapi("PublicView", {
  description: "What a player may see of the table, and nothing more.",
});
type EventOption = (typeof GAME_SCHEMAS)[GameId]["event"]["options"][number];
/** Every game's events, each shape once: the end of a game (EndedEvent) is one shape in all. */
export const AnyEventSchema = z
  .union([...new Set(GAME_IDS.flatMap((id): readonly EventOption[] => GAME_SCHEMAS[id].event.options))] as [
    EventOption,
    ...EventOption[],
  ])
  .openapi("GameEvent");

/** Any game's layout: the request names its game (path or body), whose engine checks it. */
export const AnyLayoutSchema = unionOf("layout");
