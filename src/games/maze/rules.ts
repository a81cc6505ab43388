import type { Card } from "../../cards/index.ts";
import { LAST_SLOT, SLOT_COUNT, type MazeMove } from "./state.ts";

/*
 * The rules of rules/maze.md, for the engine and the hint's solver alike, over a position
 * packed one byte a slot (`Packed`: the card, or GAP for a gap). The engine packs its
 * slots once per call; the solver searches packed positions. One element kind keeps V8's
 * loads monomorphic in the solver's inner loop (a generator over both slots and bytes made
 * the hint ~10% slower). Cards are `suit * 13 + rank - 1`, so within a suit the next card
 * is `card + 1`; kings never take part (removed at the deal).
 */

/** A gap in a packed position. */
export const GAP = 255;
/** A position, one byte a slot: a card 0–51 or GAP. */
export type Packed = Uint8Array;

export const pack = (slots: readonly (Card | null)[]): Packed => {
  const s = new Uint8Array(SLOT_COUNT);
  for (let i = 0; i < SLOT_COUNT; i++) s[i] = slots[i] ?? GAP;
  return s;
};

const QUEEN = 11; // rank index (rank - 1) of a queen
const ACES: readonly Card[] = [0, 13, 26, 39];
const QUEENS: readonly Card[] = [11, 24, 37, 50];

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
function acceptedInto(s: Packed, to: number, out: Int32Array, n: number): number {
  const left = to === 0 ? GAP : s[to - 1]!;
  if (to === 0 || (left !== GAP && isQueen(left))) for (const ace of ACES) out[n++] = ace;
  else if (left !== GAP) out[n++] = left + 1;
  const right = to === LAST_SLOT ? GAP : s[to + 1]!;
  if (to === LAST_SLOT || (right !== GAP && isAce(right))) for (const queen of QUEENS) out[n++] = queen;
  else if (right !== GAP) out[n++] = right - 1;
  return n;
}

// Scratch of one call each (neither function re-enters): at most 4 aces and 4 queens a gap.
const ACCEPTED = new Int32Array(8);
const PLACED = new Int32Array(8);

/**
 * Whether `card` may go into empty slot `to` (M3). The card's own slot is empty while this
 * is asked; no card follows itself, so that changes nothing.
 */
export function canPlace(s: Packed, card: Card, to: number): boolean {
  const n = acceptedInto(s, to, PLACED, 0);
  for (let k = 0; k < n; k++) if (PLACED[k] === card) return true;
  return false;
}

/** The cards that empty slot `to` accepts, ascending, without duplicates. */
export function acceptedCards(s: Packed, to: number): Card[] {
  const cards = new Int32Array(8);
  const n = acceptedInto(s, to, cards, 0);
  return [...new Set(cards.subarray(0, n))].sort((a, b) => a - b);
}

/**
 * The one move generator, for the engine's legal moves and the solver's search: every move
 * (M3) whose card and gap both lie strictly between slots `head` and `tail` (the engine
 * passes -1 and 54; the solver keeps its two runs out), written into `out` as keys
 * `from * 64 + to`; returns how many. Ordered by gap, then as `acceptedInto` lists the
 * cards, each key once. `where` is scratch (card → slot; a Maze position holds every
 * non-king card, so no entry read is left over from another position).
 */
export function writeMoveKeys(
  s: Packed,
  head: number,
  tail: number,
  where: Int8Array,
  out: Int32Array,
): number {
  for (let i = 0; i < SLOT_COUNT; i++) if (s[i] !== GAP) where[s[i]!] = i;
  const cards = ACCEPTED;
  let n = 0;
  for (let to = head + 1; to < tail; to++) {
    if (s[to] !== GAP) continue;
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

/** The one scorer, M5: gaps skipped; the first card scores if it is an ace, every later one if it follows. */
export function scoreOf(s: Packed): number {
  let score = 0;
  let prev = -1;
  for (let i = 0; i < SLOT_COUNT; i++) {
    const card = s[i]!;
    if (card === GAP) continue;
    if (prev < 0 ? isAce(card) : follows(prev, card)) score++;
    prev = card;
  }
  return score;
}

const WHERE = new Int8Array(52);
const KEYS = new Int32Array(64);

/** Every legal move, sorted by source then target. */
export function legalMovesOf(s: Packed): MazeMove[] {
  const n = writeMoveKeys(s, -1, SLOT_COUNT, WHERE, KEYS);
  const keys = KEYS.subarray(0, n).sort();
  const moves = new Array<MazeMove>(n);
  for (let i = 0; i < n; i++) moves[i] = { type: "move", from: keys[i]! >> 6, to: keys[i]! & 63 };
  return moves;
}
