import type { WallMove } from "./moves.ts";
import { STOCK, WASTE } from "./state.ts";
import type { WallView } from "./view.ts";

/**
 * The slots a move involves, source first: a deal takes the stock into the three waste slots;
 * an attack, the waste slot of each of its cards (in the move's order), then its target. A card
 * no waste slot holds (a refused attack) names no slot.
 */
export function moveSlots(view: WallView, move: WallMove): readonly number[] {
  if (move.type === "deal") return [STOCK, ...WASTE];
  const free: number[] = [...WASTE];
  const used: number[] = [];
  for (const card of move.cards) {
    const i = free.findIndex((slot) => view.slots[slot]?.includes(card));
    if (i >= 0) used.push(...free.splice(i, 1));
  }
  return [...used, move.target];
}
