import { originOf, type GameEngine, type SlotGeometry, type SlotNote } from "../../engine/contract.ts";
import { decode, encode } from "./codec.ts";
import { hintLineOf, hintOf, lineHint, type MazeHintReason } from "./hint.ts";
import { fromLayout, toLayout } from "./layout.ts";
import { applyMove, parseMove } from "./moves.ts";
import { moveToText, parseMoveText, parseStateText, stateToText } from "./notation.ts";
import { legalMovesOf, pack, scoreOf } from "./rules.ts";
import { solveMaze } from "./solver.ts";
import {
  MAX_SCORE,
  ROW_LENGTH,
  SLOT_COUNT,
  MAZE_PACK,
  deal,
  dealFrom,
  type MazeEvent,
  type MazeMove,
  type MazeState,
} from "./state.ts";
import { statusOfScore, viewOf, type MazeView } from "./view.ts";

export type { MazeHintReason } from "./hint.ts";
export type { MazeEvent, MazeMove, MazeState } from "./state.ts";
export type { MazeGap, MazeView } from "./view.ts";

const GEOMETRY: readonly SlotGeometry[] = Array.from({ length: SLOT_COUNT }, (_, i) => ({
  x: i % ROW_LENGTH,
  y: Math.floor(i / ROW_LENGTH),
  kind: "cell",
}));

/** GNOME Aisleriot's Maze (rules/maze.md): a pure engine over plain data. */
export const mazeEngine = {
  id: "maze",
  slotCount: SLOT_COUNT,
  maxScore: MAX_SCORE,
  geometry: GEOMETRY,
  hasHiddenCards: false,
  deal,
  pack: MAZE_PACK,
  dealFrom,
  fromLayout,
  toLayout,
  origin: originOf,
  parseMove,
  // Once won, the game is over (applyMove refuses with game_over), so nothing is legal.
  legalMoves: (state) => {
    const s = pack(state.slots);
    return scoreOf(s) === MAX_SCORE ? [] : legalMovesOf(s);
  },
  applyMove,
  moveRefusals: ["invalid_move", "game_over", "empty_slot", "occupied_slot", "no_link"],
  score: (state) => scoreOf(pack(state.slots)),
  status: (state) => statusOfScore(scoreOf(pack(state.slots))),
  view: viewOf,
  hint: hintOf,
  hintLine: hintLineOf,
  lineHint,
  solve: solveMaze,
  notes: (view) => view.gaps.map((gap): SlotNote => ({ kind: "gap", slot: gap.slot, accepts: gap.accepts })),
  moveSlots: (_view, move) => [move.from, move.to],
  notation: { state: stateToText, parseState: parseStateText, move: moveToText, parseMove: parseMoveText },
  encode,
  decode,
  dealNumberOf: (state) => state.dealNumber,
} satisfies GameEngine<MazeState, MazeMove, MazeView, MazeEvent, MazeHintReason>;
