import { parseCard } from "../../cards/index.ts";
import { follows, isAce, isQueen } from "./rules.ts";
import { LAST_SLOT } from "./state.ts";

/**
 * Why a card may go into a gap, as the rules say it (M3), for words a player reads: the
 * neighbour it follows (`after`), the one that follows it (`before`), or the corner that takes
 * it (an ace at the top-left, a queen at the bottom-right). Each one named makes the move
 * legal on its own; a neighbour that does not is never named (the left one is not "where the
 * card goes" unless the card follows it).
 */
export interface MazePlace {
  readonly after?: string;
  readonly before?: string;
  readonly corner?: "top_left" | "bottom_right";
}

/**
 * The place of `card` (a code) in gap `to`, from a view's slots (each a pile of at most one
 * code); null when no rule lets it go there. The card's own slot never counts as a neighbour
 * (it has left it), so the slots may show the card still where it was, or already in `to`.
 */
export function placeOf(slots: readonly (readonly string[])[], card: string, to: number): MazePlace | null {
  const c = parseCard(card);
  if (c === undefined) return null;
  const at = (slot: number): string | undefined => {
    const code = slots[slot]?.[0];
    return code === card ? undefined : code;
  };
  const left = to > 0 ? at(to - 1) : undefined;
  const right = to < LAST_SLOT ? at(to + 1) : undefined;
  const l = left === undefined ? undefined : parseCard(left);
  const r = right === undefined ? undefined : parseCard(right);
  const after = l !== undefined && follows(l, c) ? left : undefined;
  const before = r !== undefined && follows(c, r) ? right : undefined;
  const corner =
    to === 0 && isAce(c) ? "top_left" : to === LAST_SLOT && isQueen(c) ? "bottom_right" : undefined;
  if (after === undefined && before === undefined && corner === undefined) return null;
  return {
    ...(after !== undefined ? { after } : {}),
    ...(before !== undefined ? { before } : {}),
    ...(corner !== undefined ? { corner } : {}),
  };
}
