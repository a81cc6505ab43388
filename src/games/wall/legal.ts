import { CARD_CODES } from "../../cards/index.ts";
import { DEAL, type WallMove } from "./moves.ts";
import * as rules from "./rules.ts";
import * as layout from "./state.ts";
import type { WallState } from "./state.ts";

// Module-level copies: V8 folds these into the loops below as constants, which it does not
// do for imported bindings (with those, random play ran ~8% slower).
const { BOTTOM_ROW, EXPOSERS, HEALTH_PARTS } = rules;
const { FIRST_LOW_GUARD, FIRST_WALL, FIRST_WASTE, LAST_TARGET, LAST_WALL, LAST_WASTE } = layout;
const { STOCK, TARGET_COUNT, THRONE, VALUE } = layout;

/*
 * The legal-move list is the hot path of random play and of every request. It reads
 * each pile once into two 32-bit "empty" masks, answers exposure with a mask test per
 * target, and builds the waste's subsets inline: a memo keyed by the waste (tens of
 * thousands of entries) costs more in cache misses than the few operations it saves.
 */

/** EXPOSE_LO/HI[t]: the exposers of target t (rules.ts EXPOSERS) as bits over slots 0-31 / 32-52. */
const EXPOSE_LO = new Int32Array(TARGET_COUNT);
const EXPOSE_HI = new Int32Array(TARGET_COUNT);
for (let t = THRONE + 1; t < BOTTOM_ROW; t++)
  for (const e of EXPOSERS[t]!) {
    if (e < 32) EXPOSE_LO[t]! |= 1 << e;
    else EXPOSE_HI[t]! |= 1 << (e - 32);
  }
/**
 * Health parts of wall target t besides itself (rules.ts HEALTH_PARTS: at most two),
 * PART_A[t] and PART_B[t]; NO_PART where there is none.
 */
const NO_PART = TARGET_COUNT;
const PART_A = new Int32Array(TARGET_COUNT).fill(NO_PART);
const PART_B = new Int32Array(TARGET_COUNT).fill(NO_PART);
for (let t = FIRST_WALL; t <= LAST_WALL; t++) {
  const parts = HEALTH_PARTS[t]!.filter((p) => p !== t);
  if (parts.length > 0) PART_A[t] = parts[0]!;
  if (parts.length > 1) PART_B[t] = parts[1]!;
}

// Scratch of one call (legalMoves never re-enters): the sorted waste, and per distinct
// waste subset its mask, sum and codes.
const WASTE_CARDS = [0, 0, 0];
const SUB_MASK = new Int32Array(7);
const SUB_SUM = new Int32Array(7);
const SUB_CODES: (readonly string[] | null)[] = [null, null, null, null, null, null, null];

function subsetCodes(i: number, size: number): readonly string[] {
  let codes = SUB_CODES[i]!;
  if (codes === null) {
    const list: string[] = [];
    for (let j = 0; j < size; j++) if (SUB_MASK[i]! & (1 << j)) list.push(CARD_CODES[WASTE_CARDS[j]!]!);
    codes = SUB_CODES[i] = list;
  }
  return codes;
}

/** Every legal move: attacks by target, then by waste subset (each multiset once); deal last. */
export function legalMoves(state: WallState): WallMove[] {
  const slots = state.slots;
  const moves: WallMove[] = [];
  if (slots[THRONE]!.length === 0) return moves;
  // The waste sorted by insertion: subsets list their cards canonically.
  let size = 0;
  for (let w = FIRST_WASTE; w <= LAST_WASTE; w++) {
    const pile = slots[w]!;
    for (let i = 0; i < pile.length; i++) {
      let at = size++;
      for (; at > 0 && WASTE_CARDS[at - 1]! > pile[i]!; at--) WASTE_CARDS[at] = WASTE_CARDS[at - 1]!;
      WASTE_CARDS[at] = pile[i]!;
    }
  }
  if (size > 0) {
    // Distinct sub-multisets in mask order: of two equal (adjacent) cards, a subset taking
    // the second without the first repeats an earlier one.
    let n = 0;
    let maxSum = 0;
    for (let mask = 1; mask < 1 << size; mask++) {
      if (size > 1 && WASTE_CARDS[0] === WASTE_CARDS[1] && (mask & 3) === 2) continue;
      if (size > 2 && WASTE_CARDS[1] === WASTE_CARDS[2] && (mask & 6) === 4) continue;
      let sum = 0;
      for (let j = 0; j < size; j++) if (mask & (1 << j)) sum += VALUE[WASTE_CARDS[j]!]!;
      SUB_MASK[n] = mask;
      SUB_SUM[n] = sum;
      SUB_CODES[n] = null;
      n++;
      if (sum > maxSum) maxSum = sum;
    }
    let emptyLo = 0;
    let emptyHi = 0;
    for (let t = THRONE; t < 32; t++) if (slots[t]!.length === 0) emptyLo |= 1 << t;
    for (let t = 32; t <= LAST_TARGET; t++) if (slots[t]!.length === 0) emptyHi |= 1 << (t - 32);
    const faceUp = state.faceUp;
    for (let t = THRONE; t <= LAST_TARGET; t++) {
      if ((t < 32 ? emptyLo >>> t : emptyHi >>> (t - 32)) & 1) continue;
      let health = 0;
      if (t < FIRST_WALL) {
        // The throne is exposed once the high guard (slots 1-3, mask 14) is gone.
        if (
          t === THRONE ? (emptyLo & 14) !== 14 : ((emptyLo & EXPOSE_LO[t]!) | (emptyHi & EXPOSE_HI[t]!)) === 0
        )
          continue;
        if (t >= FIRST_LOW_GUARD && !faceUp[t - FIRST_LOW_GUARD]) {
          for (let i = 0; i < n; i++) moves.push({ type: "attack", target: t, cards: subsetCodes(i, size) });
          continue;
        }
        const pile = slots[t]!;
        for (let i = 0; i < pile.length; i++) health += VALUE[pile[i]!]!;
      } else {
        if (t < BOTTOM_ROW && ((emptyLo & EXPOSE_LO[t]!) | (emptyHi & EXPOSE_HI[t]!)) === 0) continue;
        // Only exposed wall cards are read: a card, and the parents still standing.
        health = VALUE[slots[t]![0]!]!;
        const a = PART_A[t]!;
        if (a !== NO_PART && ((a < 32 ? emptyLo >>> a : emptyHi >>> (a - 32)) & 1) === 0)
          health += VALUE[slots[a]![0]!]!;
        const b = PART_B[t]!;
        if (b !== NO_PART && ((b < 32 ? emptyLo >>> b : emptyHi >>> (b - 32)) & 1) === 0)
          health += VALUE[slots[b]![0]!]!;
      }
      if (health >= maxSum) continue;
      for (let i = 0; i < n; i++)
        if (SUB_SUM[i]! > health) moves.push({ type: "attack", target: t, cards: subsetCodes(i, size) });
    }
  }
  if (slots[STOCK]!.length > 0) moves.push(DEAL);
  return moves;
}
