import { CARD_CODES } from "../../cards/index.ts";
import type { GameStatus, PublicViewBase } from "../../engine/index.ts";
import { healthOf, isExposed, statusOf } from "./rules.ts";
import { FULL_COUNTS, isFaceDown, LAST_TARGET, STOCK, THRONE, WASTE, type WallState } from "./state.ts";

const HIDDEN = "??";

/** An exposed, non-empty target; a face-down pile's health is unknown (null). */
export interface WallTarget {
  readonly slot: number;
  readonly faceDown: boolean;
  readonly health: number | null;
}

export interface WallView extends PublicViewBase {
  readonly slots: readonly (readonly string[])[];
  readonly score: number;
  readonly status: GameStatus;
  readonly stockCount: number;
  /** Deals of 3 the stock still holds. */
  readonly dealsLeft: number;
  /** The waste cards, slot 54 to 56, each bottom to top. */
  readonly waste: readonly string[];
  /** Cards out of the game (all of them were seen face up), sorted; kings of spades included. */
  readonly removed: readonly string[];
  readonly targets: readonly WallTarget[];
}

/** What a player sees: the stock and face-down piles as "??", nothing else about them. */
export function view(state: WallState): WallView {
  const slots = state.slots.map((pile, s) => {
    const hidden = s === STOCK || isFaceDown(state, s);
    return pile.map((c) => (hidden ? HIDDEN : CARD_CODES[c]!));
  });
  const counts = FULL_COUNTS.slice();
  for (const pile of state.slots) for (const c of pile) counts[c]!--;
  const removed: string[] = [];
  counts.forEach((n, c) => {
    for (let i = 0; i < n; i++) removed.push(CARD_CODES[c]!);
  });
  const status = statusOf(state);
  const targets: WallTarget[] = [];
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    if (state.slots[t]!.length === 0 || !isExposed(state.slots, t)) continue;
    const faceDown = isFaceDown(state, t);
    targets.push({ slot: t, faceDown, health: faceDown ? null : healthOf(state.slots, t) });
  }
  const stockCount = state.slots[STOCK]!.length;
  return {
    slots,
    score: state.score,
    status,
    stockCount,
    dealsLeft: Math.floor(stockCount / 3),
    waste: WASTE.flatMap((w) => state.slots[w]!.map((c) => CARD_CODES[c]!)),
    removed,
    targets,
  };
}
