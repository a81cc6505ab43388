import { fail, ok, type Result } from "../../engine/result.ts";
import {
  CARD_COUNT,
  isShuffleOf,
  rankOf,
  shuffledPack,
  standardPack,
  type Card,
  type DealNumber,
} from "../../cards/index.ts";

/**
 * A Wall position. Slots use Aisleriot's numbers (see rules/wall.md), each bottom card
 * first; the stock's next card to deal is its last element. `faceUp[i]` says whether low
 * guard pile `4 + i` has been turned over (canonically false once the pile is empty).
 */
export interface WallState {
  readonly slots: readonly (readonly Card[])[];
  readonly faceUp: readonly boolean[];
  readonly score: number;
  /** The deal number the game was dealt from, or null for a random deal or a custom layout. */
  readonly dealNumber: DealNumber | null;
  /** Without a deal number: true for a custom layout, false for a random deal. */
  readonly custom: boolean;
}

/** Aisleriot's slot numbers (rules/wall.md, "Layout"): the targets 0–52, then the stock and the waste. */
export const SLOT_COUNT = 57;
export const THRONE = 0;
export const LOW_GUARDS = [4, 5, 6, 7] as const;
export const FIRST_LOW_GUARD = 4;
export const FIRST_WALL = 8;
export const LAST_WALL = 52;
export const LAST_TARGET = 52;
/** Per-target tables are this long: slots 0 to LAST_TARGET. */
export const TARGET_COUNT = LAST_TARGET + 1;
export const STOCK = 53;
/** The three waste piles, left to right (loops on hot paths use the bounds). */
export const WASTE = [54, 55, 56] as const;
export const FIRST_WASTE = 54;
export const LAST_WASTE = 56;
export const KING_OF_SPADES: Card = 51;

export const isHighGuard = (slot: number): boolean => slot >= 1 && slot <= 3;
export const isLowGuard = (slot: number): boolean => slot >= FIRST_LOW_GUARD && slot < FIRST_WALL;
export const isWall = (slot: number): boolean => slot >= FIRST_WALL && slot <= LAST_WALL;
export const isTarget = (slot: number): boolean =>
  Number.isInteger(slot) && slot >= THRONE && slot <= LAST_TARGET;

/** Card values: ace 1 … king 13, indexed by card. */
export const VALUE: readonly number[] = Array.from({ length: CARD_COUNT }, (_, c) => rankOf(c));

/** Wall's pack: two standard packs without both kings of spades, Aisleriot's order. */
export const WALL_PACK: readonly Card[] = [...standardPack(), ...standardPack()].filter(
  (c) => c !== KING_OF_SPADES,
);

/** How many of each card the game holds: 2 of every card, the throne's 2 kings of spades. */
export const FULL_COUNTS: readonly number[] = Array.from({ length: CARD_COUNT }, () => 2);

/**
 * Shared piles: the empty one and one per single card. States never mutate a pile, so
 * every wall slot and waste pile of every game can be one of these 53 arrays: fewer
 * allocations per deal and move, and the piles the legal-move list reads stay in cache.
 */
export const EMPTY_PILE: readonly Card[] = [];
export const SINGLE_PILE: readonly (readonly Card[])[] = Array.from({ length: CARD_COUNT }, (_, c) => [c]);

/** Rules/wall.md "Deal": high guard, low guard face down, wall, waste, stock, throne. */
export const dealState = (dealNumber: DealNumber): WallState =>
  dealPack(shuffledPack(WALL_PACK, dealNumber), dealNumber);

/** A random deal: `pack` in dealing order, no deal number (and not custom). */
export const dealFrom = (pack: readonly Card[]): Result<WallState> =>
  isShuffleOf(pack, WALL_PACK) ? ok(dealPack(pack, null)) : fail("invalid_state", { reason: "not_a_pack" });

/** 57 empty piles: dealPack's slots start as a copy (one array of the final size, no growth by push). */
const NO_SLOTS: readonly (readonly Card[])[] = Array.from({ length: SLOT_COUNT }, () => EMPTY_PILE);

function dealPack(p: readonly Card[], dealNumber: DealNumber | null): WallState {
  // Written out (no closures, no pushes): random play deals a game every ~17 moves.
  const slots = NO_SLOTS.slice();
  slots[THRONE] = [KING_OF_SPADES, KING_OF_SPADES];
  slots[1] = [p[0]!, p[3]!];
  slots[2] = [p[1]!, p[4]!];
  slots[3] = [p[2]!, p[5]!];
  slots[4] = [p[6]!, p[10]!, p[14]!];
  slots[5] = [p[7]!, p[11]!, p[15]!];
  slots[6] = [p[8]!, p[12]!, p[16]!];
  slots[7] = [p[9]!, p[13]!, p[17]!];
  for (let s = FIRST_WALL; s <= LAST_WALL; s++) slots[s] = SINGLE_PILE[p[s + 10]!]!;
  // The stock deals its last element first: the pack's last card goes to the bottom.
  slots[STOCK] = p.slice(66).reverse();
  slots[WASTE[0]] = SINGLE_PILE[p[63]!]!;
  slots[WASTE[1]] = SINGLE_PILE[p[64]!]!;
  slots[WASTE[2]] = SINGLE_PILE[p[65]!]!;
  return { slots, faceUp: [false, false, false, false], score: 0, dealNumber, custom: false };
}

/** A low guard pile not turned over (its cards hidden); an empty pile is never face up. */
export const isFaceDown = (state: WallState, slot: number): boolean =>
  isLowGuard(slot) && !state.faceUp[slot - FIRST_LOW_GUARD];
