import { CODES, DEAL, type WallMove } from "./moves.ts";
import { EXPOSERS, HEALTH_PARTS } from "./rules.ts";
import { STOCK, VALUE, type WallState } from "./state.ts";

/*
 * The legal-move list is the hot path of random play and of every request. It reads
 * each pile once into two 32-bit "empty" masks, answers exposure with a mask test per
 * target, and builds the waste's subsets inline: a memo keyed by the waste (tens of
 * thousands of entries) costs more in cache misses than the few operations it saves.
 */

/** EXPOSE_LO/HI[t]: the exposers of target t (rules.ts EXPOSERS) as bits over slots 0-31 / 32-52. */
const EXPOSE_LO = new Int32Array(53);
const EXPOSE_HI = new Int32Array(53);
for (let t = 1; t < 46; t++)
  for (const e of EXPOSERS[t]!) {
    if (e < 32) EXPOSE_LO[t]! |= 1 << e;
    else EXPOSE_HI[t]! |= 1 << (e - 32);
  }
/**
 * Health parts of wall target t besides itself (rules.ts HEALTH_PARTS: at most two),
 * PART_A[t] and PART_B[t]; 53, a slot whose value is always 0, where there is none.
 */
const PART_A = new Int32Array(53).fill(53);
const PART_B = new Int32Array(53).fill(53);
for (let t = 8; t <= 52; t++) {
  const parts = HEALTH_PARTS[t]!.filter((p) => p !== t);
  if (parts.length > 0) PART_A[t] = parts[0]!;
  if (parts.length > 1) PART_B[t] = parts[1]!;
}

// Scratch of one call (legalMoves never re-enters): the sorted waste, per wall slot its
// card's value (0 once removed), and per distinct waste subset its mask, sum and codes.
const WASTE = [0, 0, 0];
const WALL_VALUE = new Int32Array(54);
const SUB_MASK = new Int32Array(7);
const SUB_SUM = new Int32Array(7);
const SUB_CODES: (readonly string[] | null)[] = [null, null, null, null, null, null, null];

function subsetCodes(i: number, size: number): readonly string[] {
  let codes = SUB_CODES[i]!;
  if (codes === null) {
    const list: string[] = [];
    for (let j = 0; j < size; j++) if (SUB_MASK[i]! & (1 << j)) list.push(CODES[WASTE[j]!]!);
    codes = SUB_CODES[i] = list;
  }
  return codes;
}

/** Every legal move: attacks by target, then by waste subset (each multiset once); deal last. */
export function legalMoves(state: WallState): WallMove[] {
  const slots = state.slots;
  const moves: WallMove[] = [];
  if (slots[0]!.length === 0) return moves;
  // The waste sorted by insertion: subsets list their cards canonically.
  let size = 0;
  for (let w = 54; w <= 56; w++) {
    const pile = slots[w]!;
    for (let i = 0; i < pile.length; i++) {
      let at = size++;
      for (; at > 0 && WASTE[at - 1]! > pile[i]!; at--) WASTE[at] = WASTE[at - 1]!;
      WASTE[at] = pile[i]!;
    }
  }
  if (size > 0) {
    // Distinct sub-multisets in mask order: of two equal (adjacent) cards, a subset taking
    // the second without the first repeats an earlier one.
    let n = 0;
    let maxSum = 0;
    for (let mask = 1; mask < 1 << size; mask++) {
      if (size > 1 && WASTE[0] === WASTE[1] && (mask & 3) === 2) continue;
      if (size > 2 && WASTE[1] === WASTE[2] && (mask & 6) === 4) continue;
      let sum = 0;
      for (let j = 0; j < size; j++) if (mask & (1 << j)) sum += VALUE[WASTE[j]!]!;
      SUB_MASK[n] = mask;
      SUB_SUM[n] = sum;
      SUB_CODES[n] = null;
      n++;
      if (sum > maxSum) maxSum = sum;
    }
    let emptyLo = 0;
    let emptyHi = 0;
    for (let t = 0; t <= 52; t++) {
      const pile = slots[t]!;
      if (pile.length === 0) {
        if (t < 32) emptyLo |= 1 << t;
        else emptyHi |= 1 << (t - 32);
        WALL_VALUE[t] = 0;
      } else if (t >= 8) WALL_VALUE[t] = VALUE[pile[0]!]!;
    }
    const faceUp = state.faceUp;
    for (let t = 0; t <= 52; t++) {
      const pile = slots[t]!;
      if (pile.length === 0) continue;
      let health = 0;
      if (t < 8) {
        if (t === 0 ? (emptyLo & 14) !== 14 : ((emptyLo & EXPOSE_LO[t]!) | (emptyHi & EXPOSE_HI[t]!)) === 0)
          continue;
        if (t >= 4 && !faceUp[t - 4]) {
          for (let i = 0; i < n; i++) moves.push({ type: "attack", target: t, cards: subsetCodes(i, size) });
          continue;
        }
        for (let i = 0; i < pile.length; i++) health += VALUE[pile[i]!]!;
      } else {
        if (t < 46 && ((emptyLo & EXPOSE_LO[t]!) | (emptyHi & EXPOSE_HI[t]!)) === 0) continue;
        health = WALL_VALUE[t]! + WALL_VALUE[PART_A[t]!]! + WALL_VALUE[PART_B[t]!]!;
      }
      if (health >= maxSum) continue;
      for (let i = 0; i < n; i++)
        if (SUB_SUM[i]! > health) moves.push({ type: "attack", target: t, cards: subsetCodes(i, size) });
    }
  }
  if (slots[STOCK]!.length > 0) moves.push(DEAL);
  return moves;
}
