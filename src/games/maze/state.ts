import { isShuffleOf, shuffledPack, standardPack, type Card, type DealNumber } from "../../cards/index.ts";
import type { EndedEvent } from "../../engine/contract.ts";
import { fail, ok, type Result } from "../../engine/result.ts";

/** 54 slots in 6 rows of 9; slot = 9 × row + column (rules/maze.md, "Layout"). */
export const SLOT_COUNT = 54;
export const ROW_LENGTH = 9;
export const LAST_SLOT = SLOT_COUNT - 1;
export const CARDS_IN_PLAY = 48;
export const MAX_SCORE = 48;

/**
 * A Maze position: plain JSON-able data. `slots[i]` is the card in slot i or null for a
 * gap. `dealNumber` is the Aisleriot seed the game came from; without one, `custom` says
 * whether it is a custom layout (true) or a random deal (false).
 */
export interface MazeState {
  readonly slots: readonly (Card | null)[];
  readonly dealNumber: DealNumber | null;
  readonly custom: boolean;
}

export interface MazeMove {
  readonly type: "move";
  readonly from: number;
  readonly to: number;
}

export type MazeEvent =
  | { readonly type: "moved"; readonly card: string; readonly from: number; readonly to: number }
  | { readonly type: "scored"; readonly points: number; readonly score: number }
  /** Last, when the move wins the game (Maze is never lost). */
  | EndedEvent;

export const isKing = (card: Card): boolean => card % 13 === 12;

/**
 * Aisleriot's dealing order (M1): the shuffled pack goes to slots 1–7, 9–16, 18–53, the
 * one card left stays in slot 0; then the kings are removed wherever they lie.
 */
const DEAL_ORDER: readonly number[] = [
  ...Array.from({ length: LAST_SLOT }, (_, i) => i + 1).filter((s) => s !== 8 && s !== 17),
  0,
];

/** Maze's pack: one standard pack (the kings are dealt, then removed). */
export const MAZE_PACK: readonly Card[] = standardPack();

function dealSlots(pack: readonly Card[]): (Card | null)[] {
  const slots = new Array<Card | null>(SLOT_COUNT).fill(null);
  DEAL_ORDER.forEach((slot, i) => {
    const card = pack[i]!;
    if (!isKing(card)) slots[slot] = card;
  });
  return slots;
}

export const deal = (dealNumber: DealNumber): MazeState => ({
  slots: dealSlots(shuffledPack(MAZE_PACK, dealNumber)),
  dealNumber,
  custom: false,
});

/** A random deal: `pack` in dealing order, no deal number (and not custom). */
export const dealFrom = (pack: readonly Card[]): Result<MazeState> =>
  isShuffleOf(pack, MAZE_PACK)
    ? ok({ slots: dealSlots(pack), dealNumber: null, custom: false })
    : fail("invalid_state", { reason: "not_a_pack" });
