import type { Card } from "../../cards/index.ts";
import { LAST_SLOT, SLOT_COUNT, type MazeMove } from "./state.ts";

/*
 * The rules of rules/maze.md, for the engine and the hint's solver alike: over the engine's
 * slots (null for a gap) or the solver's packed bytes (GAP for a gap). Cards are
 * `suit * 13 + rank - 1`, so within a suit the next card is `card + 1`; kings never take
 * part (removed at the deal).
 */

/** A gap in the solver's packed positions (Uint8Array, one byte a slot). */
export const GAP = 255;
/** Slots as the engine keeps them (null: a gap) or as the solver packs them (GAP: a gap). */
export type Cells = ArrayLike<Card | null>;

const QUEEN = 11; // rank index (rank - 1) of a queen
const ACES: readonly Card[] = [0, 13, 26, 39];
const QUEENS: readonly Card[] = [11, 24, 37, 50];

const isCard = (cell: Card | null | undefined): cell is Card => cell != null && cell !== GAP;
export const isAce = (card: Card): boolean => card % 13 === 0;
export const isQueen = (card: Card): boolean => card % 13 === QUEEN;

/** `follows(x, y)`: y same suit and one higher than x, or x any queen and y any ace. */
export const follows = (x: Card, y: Card): boolean => (x % 13 === QUEEN ? y % 13 === 0 : y === x + 1);

/**
 * M3 seen from empty slot `to`: writes the cards it accepts into `out` from index `n` on and
 * returns the new end. First by its left neighbour (any ace at slot 0 or after a queen, else
 * the next card of the suit), then by its right one (any queen at slot 53 or before an ace,
 * else the card before). A card both sides accept is written twice.
 */
function acceptedInto(s: Cells, to: number, out: Int32Array, n: number): number {
  const left = to === 0 ? null : s[to - 1];
  if (to === 0 || (isCard(left) && isQueen(left))) for (const ace of ACES) out[n++] = ace;
  else if (isCard(left)) out[n++] = left + 1;
  const right = to === LAST_SLOT ? null : s[to + 1];
  if (to === LAST_SLOT || (isCard(right) && isAce(right))) for (const queen of QUEENS) out[n++] = queen;
  else if (isCard(right)) out[n++] = right - 1;
  return n;
}

// Scratch of one call each (neither function re-enters): at most 4 aces and 4 queens a gap.
const ACCEPTED = new Int32Array(8);
const PLACED = new Int32Array(8);

/**
 * Whether `card` may go into empty slot `to` (M3). The card's own slot is empty while this
 * is asked; no card follows itself, so that changes nothing.
 */
export function canPlace(slots: Cells, card: Card, to: number): boolean {
  const n = acceptedInto(slots, to, PLACED, 0);
  for (let k = 0; k < n; k++) if (PLACED[k] === card) return true;
  return false;
}

/** The cards that empty slot `to` accepts, ascending, without duplicates. */
export function acceptedCards(slots: Cells, to: number): Card[] {
  const cards = new Int32Array(8);
  const n = acceptedInto(slots, to, cards, 0);
  return [...new Set(cards.subarray(0, n))].sort((a, b) => a - b);
}

/**
 * The one move generator, for the engine's legal moves and the solver's search: every move
 * (M3) whose card and gap both lie strictly between slots `head` and `tail` (the engine
 * passes -1 and 54; the solver keeps its two runs out), written into `out` as keys
 * `from * 64 + to`; returns how many. Ordered by gap, then as `acceptedInto` lists the
 * cards, each key once. `where` is scratch (card → slot). A hot path of both random play
 * and the hint's search: typed arrays, no allocation.
 */
export function writeMoveKeys(
  s: Cells,
  head: number,
  tail: number,
  where: Int8Array,
  out: Int32Array,
): number {
  where.fill(-1);
  for (let i = 0; i < SLOT_COUNT; i++) {
    const cell = s[i];
    if (isCard(cell)) where[cell] = i;
  }
  const cards = ACCEPTED;
  let n = 0;
  for (let to = head + 1; to < tail; to++) {
    if (isCard(s[to])) continue;
    const first = n;
    const count = acceptedInto(s, to, cards, 0);
    next: for (let k = 0; k < count; k++) {
      const from = where[cards[k]!]!;
      if (from <= head || from >= tail) continue;
      const key = from * 64 + to;
      for (let j = first; j < n; j++) if (out[j] === key) continue next;
      out[n++] = key;
    }
  }
  return n;
}

/** M5: gaps skipped; the first card scores if it is an ace, every later one if it follows. */
export function scoreOf(s: Cells): number {
  let score = 0;
  let prev = -1;
  for (let i = 0; i < SLOT_COUNT; i++) {
    const card = s[i];
    if (!isCard(card)) continue;
    if (prev < 0 ? isAce(card) : follows(prev, card)) score++;
    prev = card;
  }
  return score;
}

const WHERE = new Int8Array(52);
const KEYS = new Int32Array(64);

/** Every legal move, sorted by source then target. */
export function legalMovesOf(slots: Cells): MazeMove[] {
  const n = writeMoveKeys(slots, -1, SLOT_COUNT, WHERE, KEYS);
  const keys = KEYS.subarray(0, n).sort();
  const moves = new Array<MazeMove>(n);
  for (let i = 0; i < n; i++) moves[i] = { type: "move", from: keys[i]! >> 6, to: keys[i]! & 63 };
  return moves;
}
