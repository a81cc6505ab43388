import { cardCode } from "../../../src/cards/index.ts";
import type { WallMove, WallState } from "../../../src/games/wall/index.ts";
import { HEALTH_PARTS, isExposed, sumValues } from "../../../src/games/wall/rules.ts";

/** A target's health summed from its piles (healthOf may read the board the engine carries). */
export const pileHealth = (slots: WallState["slots"], t: number): number =>
  HEALTH_PARTS[t]!.reduce((sum, part) => sum + sumValues(slots[part]!), 0);

/**
 * The legal moves read straight from rules/wall.md with the rules module's own exposure
 * and the piles' health: the fast generator (bit masks, inline subsets, the board) must
 * list exactly these, in the same order.
 */
export function reference(state: WallState): WallMove[] {
  const s = state.slots;
  if (s[0]!.length === 0) return [];
  const waste = [...s[54]!, ...s[55]!, ...s[56]!].sort((a, b) => a - b);
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    const cards = waste.filter((_, i) => mask & (1 << i));
    if (!subsets.some((x) => x.join() === cards.join())) subsets.push(cards);
  }
  const moves: WallMove[] = [];
  for (let t = 0; t <= 52; t++) {
    if (s[t]!.length === 0 || !isExposed(s, t)) continue;
    const faceDown = t >= 4 && t <= 7 && !state.faceUp[t - 4];
    for (const cards of subsets)
      if (faceDown || sumValues(cards) > pileHealth(s, t))
        moves.push({ type: "attack", target: t, cards: cards.map(cardCode) });
  }
  if (s[53]!.length > 0) moves.push({ type: "deal" });
  return moves;
}
