import { cardCode, parseCard, type Card } from "../../cards/index.ts";
import type { GameStatus, PublicViewBase } from "../../engine/contract.ts";
import { acceptedCards, pack, scoreOf } from "./rules.ts";
import { MAX_SCORE, SLOT_COUNT, type MazeState } from "./state.ts";

/**
 * For an empty slot, the cards that may be moved there now (every one of them is on the board):
 * exactly the cards of the legal moves into it. Empty once the game is won.
 */
export interface MazeGap {
  readonly slot: number;
  readonly accepts: readonly string[];
}

export interface MazeView extends PublicViewBase {
  readonly gaps: readonly MazeGap[];
}

export const statusOfScore = (score: number): GameStatus => (score === MAX_SCORE ? "won" : "playing");

export function viewOf(state: MazeState): MazeView {
  const s = pack(state.slots);
  const score = scoreOf(s);
  const status = statusOfScore(score);
  // A won game is over (M6): nothing may move, so no gap is offered, as legalMoves lists none.
  const gaps: MazeGap[] = [];
  if (status === "playing")
    state.slots.forEach((card, slot) => {
      if (card == null) gaps.push({ slot, accepts: acceptedCards(s, slot).map(cardCode) });
    });
  return {
    slots: state.slots.map((card) => (card == null ? [] : [cardCode(card)])),
    score,
    status,
    gaps,
  };
}

/** The slots back from a view (the hint sees nothing else); null if the view is malformed. */
export function slotsOfView(view: MazeView): (Card | null)[] | null {
  if (!Array.isArray(view?.slots) || view.slots.length !== SLOT_COUNT) return null;
  const slots: (Card | null)[] = [];
  for (const slot of view.slots) {
    if (!Array.isArray(slot) || slot.length > 1) return null;
    if (slot.length === 0) slots.push(null);
    else {
      const card = parseCard(String(slot[0]));
      if (card === undefined) return null;
      slots.push(card);
    }
  }
  return slots;
}
