import { originOf, type GameEngine, type SlotNote } from "../../engine/index.ts";
import { decode, encode } from "./codec.ts";
import { GEOMETRY, MAX_SCORE } from "./geometry.ts";
import { hint, type WallHintReason } from "./hint.ts";
import { legalMoves } from "./legal.ts";
import { applyMove, parseMove, type WallEvent, type WallMove } from "./moves.ts";
import { moveToText, parseMoveText, parseStateText, stateToText } from "./notation.ts";
import { statusOf } from "./rules.ts";
import { solveWall } from "./solver.ts";
import { dealFrom, dealState, SLOT_COUNT, WALL_PACK, type WallState } from "./state.ts";
import { moveSlots } from "./slots.ts";
import { fromLayout, toLayout } from "./validate.ts";
import { view, type WallView } from "./view.ts";

export type { WallHintReason } from "./hint.ts";
export type { WallEvent, WallMove } from "./moves.ts";
export type { WallState } from "./state.ts";
export type { WallTarget, WallView } from "./view.ts";

/** GNOME Aisleriot's Wall (rules/wall.md), as a pure engine. */
export const wallEngine = {
  id: "wall",
  slotCount: SLOT_COUNT,
  /** An upper bound no game can exceed (see geometry.ts), not a score every deal reaches. */
  maxScore: MAX_SCORE,
  geometry: GEOMETRY,
  hasHiddenCards: true,
  deal: dealState,
  pack: WALL_PACK,
  dealFrom,
  fromLayout,
  toLayout,
  origin: originOf,
  parseMove,
  legalMoves,
  applyMove,
  moveRefusals: [
    "invalid_move",
    "game_over",
    "stock_empty",
    "no_cards",
    "not_in_waste",
    "not_a_target",
    "empty_slot",
    "not_exposed",
    "too_weak",
  ],
  score: (state) => state.score,
  status: statusOf,
  view,
  hint,
  /** Reads the hidden cards: only for a game over or for analysis (see GameEngine.solve). */
  solve: solveWall,
  // Once the game is over nothing can be attacked: boards list no target (as legalMoves).
  notes: (view) =>
    view.status !== "playing"
      ? []
      : view.targets.map((target): SlotNote => ({
          kind: "target",
          slot: target.slot,
          health: target.health,
        })),
  moveSlots,
  notation: {
    state: stateToText,
    parseState: parseStateText,
    move: moveToText,
    parseMove: parseMoveText,
  },
  encode,
  decode,
  dealNumberOf: (state) => state.dealNumber,
} satisfies GameEngine<WallState, WallMove, WallView, WallEvent, WallHintReason>;
