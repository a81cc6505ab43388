import type { Card } from "../../src/cards/index.ts";
import { isFaceDown, STOCK, type WallState } from "../../src/games/wall/state.ts";

/** The slots whose cards a player cannot see: the stock and face-down low guard piles. */
export const hiddenSlots = (state: WallState): number[] =>
  state.slots.flatMap((pile, s) => ((s === STOCK || isFaceDown(state, s)) && pile.length > 0 ? [s] : []));

/**
 * The same position with its hidden cards shuffled among themselves (a seeded LCG, so a
 * failure replays): the twin of the hidden-card tests. Everything a player is given must be
 * the same for both.
 */
export function reshuffleHidden(state: WallState, seed: number): WallState {
  const places: [number, number][] = [];
  const slots = state.slots.map((p) => p.slice());
  for (const s of hiddenSlots(state)) slots[s]!.forEach((_, i) => places.push([s, i]));
  const cards: Card[] = places.map(([s, i]) => slots[s]![i]!);
  let x = seed >>> 0 || 1;
  for (let i = cards.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const j = x % (i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  places.forEach(([s, i], k) => (slots[s]![i] = cards[k]!));
  return { ...state, slots };
}

/** A twin that really differs (a shuffle can leave equal cards in place; tries a few seeds). */
export function differentTwin(state: WallState, text: (s: WallState) => string): WallState {
  for (let seed = 1; seed < 50; seed++) {
    const twin = reshuffleHidden(state, seed);
    if (text(twin) !== text(state)) return twin;
  }
  throw new Error("no differing twin: the position hides fewer than two different cards");
}
