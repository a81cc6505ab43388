import { z } from "@hono/zod-openapi";

// Ladder's move, view, event and layout as zod schemas (named components of the test build's
// OpenAPI document). The kit's type keeps them equal to the engine's types.

/** A card code as the API writes it; Ladder's cards are the spades ace to eight. */
const CardCode = z.string().regex(/^[A2-8]S$/);
const Slot = (least: number) => z.number().int().min(least).max(5);
const Piles = z
  .array(z.array(z.string()))
  .openapi({ description: "The ladder (slot 0), then piles 1–5, bottom first." });

export const LadderMoveSchema = z
  .object({ type: z.literal("move"), from: Slot(1), to: Slot(0) })
  .strict()
  .openapi("LadderMove", { example: { type: "move", from: 2, to: 0 } });

export const LadderViewSchema = z
  .object({
    slots: Piles,
    score: z.number().int(),
    status: z.enum(["playing", "won", "lost"]),
    next: z.number().int().openapi({ description: "The rank the ladder takes next." }),
  })
  .openapi("LadderView");

export const LadderEventSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("moved"), card: z.string(), from: z.number().int(), to: z.number().int() }),
    z.object({ type: z.literal("ended"), status: z.enum(["won", "lost"]) }),
  ])
  .openapi("LadderEvent");

export const LadderLayoutSchema = z
  .object({ slots: z.array(z.array(CardCode)) })
  .strict()
  .openapi("LadderLayout", { description: "Six slots: the ladder, then piles 1–5." });
