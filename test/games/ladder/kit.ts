import { cardText } from "../../../src/cards/index.ts";
import type { GameKit } from "../../../src/game-kit.ts";
import { format } from "../../../src/i18n/lang.ts";
import { ladderEngine } from "./engine.ts";
import { LadderEventSchema, LadderLayoutSchema, LadderMoveSchema, LadderViewSchema } from "./schemas.ts";
import { HINTS, PHRASES, RULES } from "./texts.ts";

/** Ladder, whole: what every table keyed by a game id holds for it (src/game-kit.ts). */
export const LADDER_KIT = {
  engine: ladderEngine,
  rules: RULES,
  hints: HINTS,
  moveTexts: {
    move: (view, move, lang) =>
      format(PHRASES.move[lang], { card: cardText(view.slots[move.from]?.at(-1) ?? "??"), ...move }),
    event: (event, lang) =>
      event.type === "moved"
        ? format(PHRASES.moved[lang], { card: cardText(event.card), from: event.from, to: event.to })
        : PHRASES[event.status][lang],
  },
  schemas: {
    move: LadderMoveSchema,
    view: LadderViewSchema,
    event: LadderEventSchema,
    layout: LadderLayoutSchema,
  },
  moveShapes: [{ type: "move", from: 2, to: 0 }],
  // A search visits at most a few hundred positions.
  solveNodes: 5_000,
  analysisNodes: 5_000,
} as const satisfies GameKit<typeof ladderEngine>;
