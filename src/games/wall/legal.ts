import * as cards from "../../cards/index.ts";
import * as wallMoves from "./moves.ts";
import type { WallMove } from "./moves.ts";
import * as rules from "./rules.ts";
import * as layout from "./state.ts";
import type { WallState } from "./state.ts";

// Module-level copies: V8 folds these into the loops below as constants, which it does not
// do for imported bindings (with those, random play ran ~8% slower).
const { CARD_CODES } = cards;
const { DEAL, SINGLE_CODES } = wallMoves;
const { boardHealth, EMPTY_MASK, exposedWord, lowestBit, readBoard } = rules;
const { FIRST_LOW_GUARD, FIRST_WALL, FIRST_WASTE, LAST_WASTE, STOCK, THRONE, VALUE } = layout;

/*
 * The legal-move list is the hot path of random play and of every request. It takes the
 * "empty" mask and the healths from the board (rules.ts readBoard: read from the piles once,
 * then carried from move to move), computes the exposed targets all at once (rules.ts
 * exposedWord) and visits only those. It builds the waste's subsets inline: a memo keyed by
 * the waste (tens of thousands of entries) costs more in cache misses than the few
 * operations it saves.
 */

// Scratch of one call (legalMoves never re-enters): the sorted waste (at most 3 cards), and
// the codes of its subsets by mask (bit j takes WASTE_CARDS[j]), at mask - 1.
const WASTE_CARDS = [0, 0, 0];
const SUB_CODES: (readonly string[] | null)[] = [null, null, null, null, null, null, null];

function subsetCodes(mask: number): readonly string[] {
  let codes = SUB_CODES[mask - 1]!;
  if (codes === null) {
    const first = lowestBit(mask);
    const last = 31 - Math.clz32(mask);
    // Literals of the exact size: arrays grown by push reserve room for 16 codes.
    if (first === last) codes = SINGLE_CODES[WASTE_CARDS[first]!]!;
    else if (mask === 7)
      codes = [CARD_CODES[WASTE_CARDS[0]!]!, CARD_CODES[WASTE_CARDS[1]!]!, CARD_CODES[WASTE_CARDS[2]!]!];
    else codes = [CARD_CODES[WASTE_CARDS[first]!]!, CARD_CODES[WASTE_CARDS[last]!]!];
    SUB_CODES[mask - 1] = codes;
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
    // The subsets as masks 1 to 7 (bit j takes WASTE_CARDS[j]), each with its sum in a local
    // (the per-target test below is straight-line code: it runs ~10 times a call). Listed
    // in mask order, each multiset once: of two equal (adjacent) cards, a subset taking the
    // second without the first repeats an earlier one.
    const v0 = VALUE[WASTE_CARDS[0]!]!;
    const v1 = size > 1 ? VALUE[WASTE_CARDS[1]!]! : 0;
    const v2 = size > 2 ? VALUE[WASTE_CARDS[2]!]! : 0;
    const s3 = v0 + v1;
    const s5 = v0 + v2;
    const s6 = v1 + v2;
    const maxSum = s3 + v2;
    // Bit mask - 1 for each mask listed.
    let listed = (1 << ((1 << size) - 1)) - 1;
    if (size > 1 && WASTE_CARDS[0] === WASTE_CARDS[1]) listed &= ~0b100010; // masks 2 and 6
    if (size > 2 && WASTE_CARDS[1] === WASTE_CARDS[2]) listed &= ~0b011000; // masks 4 and 5
    for (let i = 0; i < 7; i++) SUB_CODES[i] = null;
    readBoard(slots);
    const emptyLo = EMPTY_MASK[0]!;
    const emptyHi = EMPTY_MASK[1]!;
    const faceUp = state.faceUp;
    // Each exposed, non-empty target in increasing order, lowest set bit first.
    for (let word = 0; word < 2; word++) {
      let targets = exposedWord(emptyLo, emptyHi, word) & ~(word === 0 ? emptyLo : emptyHi);
      for (; targets !== 0; targets &= targets - 1) {
        const t = word * 32 + lowestBit(targets);
        // The subsets listed against t, as bits mask - 1.
        let attacks = listed;
        if (t < FIRST_LOW_GUARD || t >= FIRST_WALL || faceUp[t - FIRST_LOW_GUARD]) {
          const health = boardHealth(t);
          if (health >= maxSum) continue;
          // Those stronger than t (sum > health): the sign bit of health - sum, for each mask.
          attacks &=
            ((health - v0) >>> 31) |
            (((health - v1) >>> 31) << 1) |
            (((health - s3) >>> 31) << 2) |
            (((health - v2) >>> 31) << 3) |
            (((health - s5) >>> 31) << 4) |
            (((health - s6) >>> 31) << 5) |
            (((health - maxSum) >>> 31) << 6);
        }
        for (; attacks !== 0; attacks &= attacks - 1)
          moves.push({ type: "attack", target: t, cards: subsetCodes(lowestBit(attacks) + 1) });
      }
    }
  }
  if (slots[STOCK]!.length > 0) moves.push(DEAL);
  return moves;
}
