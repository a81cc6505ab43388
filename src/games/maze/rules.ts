import type { Card } from "../../cards/index.ts";
import { LAST_SLOT, MAX_SCORE, SLOT_COUNT, type MazeMove } from "./state.ts";

/*
 * The rules of rules/maze.md on plain slot arrays. Cards are `suit * 13 + rank - 1`, so
 * within a suit the next card is `card + 1`; kings never take part (removed at the deal).
 */

const QUEEN = 11; // rank index (rank - 1) of a queen
export const ACES: readonly Card[] = [0, 13, 26, 39];
export const QUEENS: readonly Card[] = [11, 24, 37, 50];

export const isAce = (card: Card): boolean => card % 13 === 0;
export const isQueen = (card: Card): boolean => card % 13 === QUEEN;

/** `follows(x, y)`: y same suit and one higher than x, or x any queen and y any ace. */
export const follows = (x: Card, y: Card): boolean => (x % 13 === QUEEN ? y % 13 === 0 : y === x + 1);

/** The cards that may come right after `x`. */
export const successorsOf = (x: Card): readonly Card[] => (isQueen(x) ? ACES : [x + 1]);
/** The cards that may come right before `y`. */
export const predecessorsOf = (y: Card): readonly Card[] => (isAce(y) ? QUEENS : [y - 1]);

/**
 * Whether `card` may go into empty slot `to` (M3): by its left neighbour (or the ace
 * corner, slot 0) or by its right neighbour (or the queen corner, slot 53). The card's
 * own slot is empty while this is asked; no card follows itself, so that changes nothing.
 */
export function canPlace(slots: readonly (Card | null)[], card: Card, to: number): boolean {
  if (to === 0 ? isAce(card) : slots[to - 1] != null && follows(slots[to - 1]!, card)) return true;
  return to === LAST_SLOT ? isQueen(card) : slots[to + 1] != null && follows(card, slots[to + 1]!);
}

/** The cards that empty slot `to` accepts, ascending, without duplicates. */
export function acceptedCards(slots: readonly (Card | null)[], to: number): Card[] {
  const out: Card[] = [];
  const left = to === 0 ? null : slots[to - 1];
  if (to === 0) out.push(...ACES);
  else if (left != null) out.push(...successorsOf(left));
  const right = to === LAST_SLOT ? null : slots[to + 1];
  if (to === LAST_SLOT) out.push(...QUEENS);
  else if (right != null) out.push(...predecessorsOf(right));
  return [...new Set(out)].sort((a, b) => a - b);
}

/** M5: gaps skipped; the first card scores if it is an ace, every later one if it follows. */
export function scoreOf(slots: readonly (Card | null)[]): number {
  let score = 0;
  let prev = -1;
  for (let i = 0; i < SLOT_COUNT; i++) {
    const card = slots[i];
    if (card == null) continue;
    if (prev < 0 ? isAce(card) : follows(prev, card)) score++;
    prev = card;
  }
  return score;
}

export const isWon = (slots: readonly (Card | null)[]): boolean => scoreOf(slots) === MAX_SCORE;

/** Every legal move, sorted by source then target. Hot path: no sets, no sorting of objects. */
export function legalMovesOf(slots: readonly (Card | null)[]): MazeMove[] {
  const where = new Int8Array(52);
  for (let i = 0; i < SLOT_COUNT; i++) {
    const card = slots[i];
    if (card != null) where[card] = i;
  }
  const keys: number[] = [];
  const add = (card: Card, to: number) => {
    const key = where[card]! * 64 + to;
    if (!keys.includes(key)) keys.push(key);
  };
  for (let to = 0; to < SLOT_COUNT; to++) {
    if (slots[to] != null) continue;
    const left = to === 0 ? null : slots[to - 1];
    if (to === 0 || (left != null && isQueen(left))) for (const ace of ACES) add(ace, to);
    else if (left != null) add(left + 1, to);
    const right = to === LAST_SLOT ? null : slots[to + 1];
    if (to === LAST_SLOT || (right != null && isAce(right))) for (const queen of QUEENS) add(queen, to);
    else if (right != null) add(right - 1, to);
  }
  keys.sort((a, b) => a - b);
  const moves = new Array<MazeMove>(keys.length);
  for (let i = 0; i < keys.length; i++) moves[i] = { type: "move", from: keys[i]! >> 6, to: keys[i]! & 63 };
  return moves;
}
