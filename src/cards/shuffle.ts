import type { Card } from "./card.ts";
import { mtIntRange, mtSeed, type MtState } from "./mt19937.ts";

/** A deal number: Aisleriot's seed, 0 ≤ n < 2^32. */
export type DealNumber = number;
export const MAX_DEAL_NUMBER = 0xffffffff;

export const isDealNumber = (n: unknown): n is DealNumber =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;

/**
 * Aisleriot's `shuffle-deck` (api.scm): with `len` cards unpicked and next position `i`,
 * pick `j = i + random(len)`, take the card at `j`, move the card at `i` into `j`.
 * Aisleriot conses each picked card onto a list, so the last card picked is the top of
 * the dealt pack: the result here is in dealing order, top card first.
 */
export function shuffle(pack: readonly Card[], state: MtState): { pack: Card[]; state: MtState } {
  const work = pack.slice();
  const picked = new Array<Card>(work.length);
  let current = state;
  for (let i = 0, len = work.length; len > 0; i++, len--) {
    const draw = mtIntRange(current, len);
    current = draw.state;
    const j = i + draw.value;
    picked[work.length - 1 - i] = work[j]!;
    work[j] = work[i]!;
  }
  return { pack: picked, state: current };
}

/** The pack Aisleriot deals for `dealNumber`, top card (dealt first) first. */
export const shuffledPack = (pack: readonly Card[], dealNumber: DealNumber): Card[] =>
  shuffle(pack, mtSeed(dealNumber)).pack;
