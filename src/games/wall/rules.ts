import type { GameStatus } from "../../engine/index.ts";
import type { Card } from "../../cards/index.ts";
import * as layout from "./state.ts";
import { isFaceDown, isWall, type WallState } from "./state.ts";

// Module-level copies (as in legal.ts): V8 folds these into the hot loops below as
// constants, which it does not do for imported bindings.
const { FIRST_WALL, LAST_TARGET, STOCK, TARGET_COUNT, THRONE, VALUE, WASTE } = layout;

type Slots = readonly (readonly Card[])[];

/** The first slot of the wall's bottom row (46–52): always exposed, nothing below it. */
const BOTTOM_ROW = 46;

/** Wall slot offsets inside a 15-slot double row: 0 starts an 8-card row, 8 a 7-card row. */
const offset = (s: number) => (s - FIRST_WALL) % 15;
const leftChild = (s: number) => (s < BOTTOM_ROW && offset(s) !== 0 ? s + 7 : -1);
const rightChild = (s: number) => (s < BOTTOM_ROW && offset(s) !== 7 ? s + 8 : -1);
const leftParent = (s: number) => (s >= 16 && offset(s) !== 0 ? s - 8 : -1);
const rightParent = (s: number) => (s >= 16 && offset(s) !== 7 ? s - 7 : -1);
const leftSibling = (s: number) => (offset(s) === 0 || offset(s) === 8 ? -1 : s - 1);
const rightSibling = (s: number) => (offset(s) === 7 || offset(s) === 14 ? -1 : s + 1);

/**
 * EXPOSERS[t]: slots any of which being empty exposes target t (rules/wall.md
 * "Exposure"); null for the bottom wall row (always exposed) and the throne (special).
 */
export const EXPOSERS: readonly (readonly number[] | null)[] = Array.from(
  { length: TARGET_COUNT },
  (_, t) => {
    if (t === THRONE) return null;
    if (t <= 3) return t === 2 ? [5, 6, 1, 3] : [t + 3, t + 4, 2];
    if (t <= 7) {
      const list = [8 + 2 * (t - 4), 9 + 2 * (t - 4)];
      if (t > 4) list.push(t - 1);
      if (t < 7) list.push(t + 1);
      return list;
    }
    if (t >= BOTTOM_ROW) return null;
    return [leftChild(t), rightChild(t), leftSibling(t), rightSibling(t)].filter((s) => s >= 0);
  },
);

/**
 * HEALTH_PARTS[t]: the slots whose cards make up target t's health (W2): a wall card
 * with the cards touching its top corners; an edge of rows 3 and 5 with its one top
 * corner and the card two rows up; a pile alone.
 */
export const HEALTH_PARTS: readonly (readonly number[])[] = Array.from({ length: TARGET_COUNT }, (_, t) => {
  if (!isWall(t)) return [t];
  const lp = leftParent(t);
  const rp = rightParent(t);
  if (offset(t) === 0) return rp >= 0 ? [t, rp, rp - 8] : [t];
  if (offset(t) === 7) return lp >= 0 ? [t, lp, lp - 7] : [t];
  return [t, lp, rp].filter((s) => s >= 0);
});

/**
 * The health parts of target t besides itself (HEALTH_PARTS: at most two, only for wall
 * cards), PART_A[t] and PART_B[t]; TARGET_COUNT where there is none, a slot whose value
 * always reads 0 (see boardHealth; the solver reads them too).
 */
const OTHER_PARTS = HEALTH_PARTS.map((parts, t) => parts.filter((p) => p !== t));
export const PART_A = Int32Array.from(OTHER_PARTS, (p) => p[0] ?? TARGET_COUNT);
export const PART_B = Int32Array.from(OTHER_PARTS, (p) => p[1] ?? TARGET_COUNT);
/** The high guard piles 1–3 as a mask over targets 0–31. */
export const HIGH_GUARDS_MASK = 0b1110;

export const sumValues = (cards: readonly Card[]): number => {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += VALUE[cards[i]!]!;
  return sum;
};

/*
 * The board: a one-entry memo of the last slots array read (readBoard), by identity, with
 * each target's pile value (the sum of its cards, 0 once empty) and the empty targets as a
 * mask. A target only ever changes by being emptied, so applyMove carries the board over to
 * the state it makes (carryBoard). Random play, which lists the legal moves of each state
 * applyMove has just made, thus reads the 53 piles about once a game instead of once a move,
 * and healths come from one small table instead of each pile's array (random play ran
 * ~1.2x faster with both). Sound because states, their slot arrays and piles are never
 * changed in place; any other slots array is read afresh.
 */
let boardSlots: Slots | null = null;
/** Pile values by target; index NO_PART stays 0. */
const PILE_VALUE = new Int32Array(TARGET_COUNT + 1);
/** The empty targets: word 0 slots 0–31, word 1 slots 32–52 (see exposedWord). */
export const EMPTY_MASK = new Int32Array(2);

/** Makes the board (PILE_VALUE, EMPTY_MASK) describe `slots`. */
export function readBoard(slots: Slots): void {
  if (slots === boardSlots) return;
  let lo = 0;
  let hi = 0;
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    const pile = slots[t]!;
    if (pile.length === 0) {
      if (t < 32) lo |= 1 << t;
      else hi |= 1 << (t - 32);
    }
    PILE_VALUE[t] = sumValues(pile);
  }
  EMPTY_MASK[0] = lo;
  EMPTY_MASK[1] = hi;
  boardSlots = slots;
}

/**
 * Tells the board that `after` is `before` with target `emptied` (-1 for none) emptied and
 * no other target changed; call it once `after` is complete.
 */
export function carryBoard(before: Slots, after: Slots, emptied: number): void {
  if (before !== boardSlots) return;
  boardSlots = after;
  if (emptied < 0) return;
  PILE_VALUE[emptied] = 0;
  EMPTY_MASK[emptied >> 5]! |= 1 << (emptied & 31);
}

/** Target t's health (healthOf) on the board: call readBoard first. */
export const boardHealth = (t: number): number =>
  PILE_VALUE[t]! + PILE_VALUE[PART_A[t]!]! + PILE_VALUE[PART_B[t]!]!;

export function isExposed(slots: Slots, target: number): boolean {
  if (target === THRONE) return slots[1]!.length === 0 && slots[2]!.length === 0 && slots[3]!.length === 0;
  const exposers = EXPOSERS[target];
  if (exposers === undefined) return false;
  if (exposers === null) return true;
  for (let i = 0; i < exposers.length; i++) if (slots[exposers[i]!]!.length === 0) return true;
  return false;
}

/** The health of a target (its cards and, for wall cards, the parents still present). */
export function healthOf(slots: Slots, target: number): number {
  // An attack's target, on the board of the state its move was listed from.
  if (slots === boardSlots) return boardHealth(target);
  const parts = HEALTH_PARTS[target]!;
  let sum = 0;
  for (let i = 0; i < parts.length; i++) sum += sumValues(slots[parts[i]!]!);
  return sum;
}

/*
 * Exposure over slot masks, for the hot paths (the legal-move list, the status): every
 * target's exposure at once from a few shifts of the "empty" mask, then only the exposed
 * targets visited, instead of testing each of the 53 targets' exposers. A mask is two
 * 32-bit words: word 0 holds slots 0–31, bits 0–20 of word 1 slots 32–52.
 */

/** The bottom wall row (always exposed), in word 1. */
const BOTTOM_HI = ((1 << (TARGET_COUNT - 32)) - 1) & ~((1 << (BOTTOM_ROW - 32)) - 1);

/** Mask word `word` of the targets with an exposer at offset d (an exposer t + d of target t). */
function exposedAt(d: number, word: number): number {
  let bits = 0;
  for (let t = word * 32; t < Math.min(word * 32 + 32, BOTTOM_ROW); t++)
    if (EXPOSERS[t]?.includes(t + d)) bits |= 1 << (t - word * 32);
  return bits;
}

// The exposers' offsets: siblings -1 and +1, a high guard's low guards +3 and +4, a low
// guard's wall cards +4 to +8, a wall card's children +7 and +8. exposedWord shifts by each
// as a constant (a loop over a table of offsets made random play ~4% slower).
type Eight = [number, number, number, number, number, number, number, number];
const OFFSETS: Eight = [-1, 1, 3, 4, 5, 6, 7, 8];
if (EXPOSERS.some((list, t) => list?.some((e) => !OFFSETS.includes(e - t))))
  throw new Error("EXPOSERS has an offset exposedWord does not shift by");
const [LO_M1, LO_1, LO_3, LO_4, LO_5, LO_6, LO_7, LO_8] = OFFSETS.map((d) => exposedAt(d, 0)) as Eight;
const [HI_M1, HI_1, HI_3, HI_4, HI_5, HI_6, HI_7, HI_8] = OFFSETS.map((d) => exposedAt(d, 1)) as Eight;

/**
 * The index of the lowest set bit of a non-zero 32-bit word: `bits ^ (bits - 1)` is that bit
 * and those below (not `bits & -bits`: V8 negates in doubles, as -(-2^31) is not an int32).
 */
export const lowestBit = (bits: number): number => 31 - Math.clz32(bits ^ (bits - 1));

/** Word 0 of the empty mask moved down by d (0 < d < 32): bit t is bit t + d of the mask. */
const down = (emptyLo: number, emptyHi: number, d: number): number => (emptyLo >>> d) | (emptyHi << (32 - d));

/** Mask word `word` of the exposed targets (empty ones too), from the empty mask's words. */
export function exposedWord(emptyLo: number, emptyHi: number, word: number): number {
  // Per offset d, the targets whose exposer t + d is empty: the mask moved by d. Besides,
  // the throne once the high guard (slots 1–3) is gone; the bottom row always.
  if (word === 0)
    return (
      ((emptyLo & HIGH_GUARDS_MASK) === HIGH_GUARDS_MASK ? 1 << THRONE : 0) |
      ((emptyLo << 1) & LO_M1) |
      (down(emptyLo, emptyHi, 1) & LO_1) |
      (down(emptyLo, emptyHi, 3) & LO_3) |
      (down(emptyLo, emptyHi, 4) & LO_4) |
      (down(emptyLo, emptyHi, 5) & LO_5) |
      (down(emptyLo, emptyHi, 6) & LO_6) |
      (down(emptyLo, emptyHi, 7) & LO_7) |
      (down(emptyLo, emptyHi, 8) & LO_8)
    );
  return (
    BOTTOM_HI |
    (((emptyHi << 1) | (emptyLo >>> 31)) & HI_M1) |
    ((emptyHi >>> 1) & HI_1) |
    ((emptyHi >>> 3) & HI_3) |
    ((emptyHi >>> 4) & HI_4) |
    ((emptyHi >>> 5) & HI_5) |
    ((emptyHi >>> 6) & HI_6) |
    ((emptyHi >>> 7) & HI_7) |
    ((emptyHi >>> 8) & HI_8)
  );
}

export function statusOf(state: WallState): GameStatus {
  const slots = state.slots;
  if (slots[THRONE]!.length === 0) return "won";
  if (slots[STOCK]!.length > 0) return "playing";
  const waste = sumValues(slots[WASTE[0]]!) + sumValues(slots[WASTE[1]]!) + sumValues(slots[WASTE[2]]!);
  if (waste === 0) return "lost";
  // Playing while some exposed target is face down or weaker than the whole waste.
  readBoard(slots);
  const emptyLo = EMPTY_MASK[0]!;
  const emptyHi = EMPTY_MASK[1]!;
  for (let word = 0; word < 2; word++) {
    let targets = exposedWord(emptyLo, emptyHi, word) & ~(word === 0 ? emptyLo : emptyHi);
    for (; targets !== 0; targets &= targets - 1) {
      const t = word * 32 + lowestBit(targets);
      if (isFaceDown(state, t) || boardHealth(t) < waste) return "playing";
    }
  }
  return "lost";
}
