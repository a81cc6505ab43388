import { CARD_COUNT, cardCode, isDealNumber, parseCard, type Card } from "../../cards/index.ts";
import { fail, ok, unknownField, type Result } from "../../engine/index.ts";
import { MAX_SCORE } from "./geometry.ts";
import {
  FIRST_LOW_GUARD,
  FULL_COUNTS,
  isWall,
  KING_OF_SPADES,
  SLOT_COUNT,
  STOCK,
  THRONE,
  WASTE,
  type WallState,
} from "./state.ts";

/** What a token holds (16 bits): play from a custom layout's starting score may pass MAX_SCORE. */
const MAX_STORED_SCORE = 0xffff;

/**
 * The one gate for states from outside (custom layouts, notation, tokens): every card
 * at most as often as the game holds it (two of each, the kings of spades only as the
 * throne's pair), one card per wall slot, a stock of whole deals, a waste of at most 3
 * cards (more never happens in play), empty low guard piles canonically not face up, a
 * score a token can hold. A won position passes: tokens and notation carry finished games;
 * only `fromLayout` refuses to start from one.
 */
export function validateState(input: {
  slots: readonly (readonly Card[])[];
  faceUp: readonly unknown[];
  score: unknown;
  dealNumber: number | null;
  /** Without a deal number: a random deal (not a custom layout). */
  random?: boolean;
}): Result<WallState> {
  const { slots, faceUp, score, dealNumber } = input;
  if (slots.length !== SLOT_COUNT) return fail("invalid_state", { reason: "slot_count" });
  const counts = new Array<number>(CARD_COUNT).fill(0);
  for (let s = 0; s < SLOT_COUNT; s++) {
    const pile = slots[s]!;
    for (const c of pile) {
      if (!Number.isInteger(c) || c < 0 || c >= CARD_COUNT)
        return fail("invalid_state", { reason: "bad_card", slot: s });
      if (c === KING_OF_SPADES && s !== THRONE)
        return fail("invalid_state", { reason: "king_of_spades", slot: s });
      counts[c]!++;
    }
    if (isWall(s) && pile.length > 1) return fail("invalid_state", { reason: "wall_slot_size", slot: s });
  }
  for (let c = 0; c < CARD_COUNT; c++)
    if (counts[c]! > FULL_COUNTS[c]!)
      return fail("invalid_state", { reason: "too_many_copies", card: cardCode(c) });
  const throne = slots[THRONE]!;
  if (throne.length !== 0 && (throne.length !== 2 || throne.some((c) => c !== KING_OF_SPADES)))
    return fail("invalid_state", { reason: "throne" });
  if (slots[STOCK]!.length % 3 !== 0) return fail("invalid_state", { reason: "stock_not_multiple_of_3" });
  if (WASTE.reduce((n, w) => n + slots[w]!.length, 0) > 3)
    return fail("invalid_state", { reason: "waste_size" });
  if (faceUp.length !== 4 || faceUp.some((f) => typeof f !== "boolean"))
    return fail("invalid_state", { reason: "face_up" });
  if (typeof score !== "number" || !Number.isInteger(score) || score < 0 || score > MAX_STORED_SCORE)
    return fail("invalid_state", { reason: "score" });
  if (dealNumber !== null && !isDealNumber(dealNumber))
    return fail("invalid_state", { reason: "deal_number" });
  return ok({
    slots: slots.map((p) => p.slice()),
    faceUp: faceUp.map((f, i) => f === true && slots[FIRST_LOW_GUARD + i]!.length > 0),
    score,
    dealNumber,
    custom: dealNumber === null && input.random !== true,
  });
}

const LAYOUT_FIELDS = ["slots", "faceUp", "score"];

/**
 * `fromLayout`: `{slots: string[][] (codes, bottom first), faceUp?: boolean[4], score?}` and
 * nothing else. A layout is where a game starts, so one already won (the throne fallen) is
 * refused: it would be over before its first move.
 */
export function fromLayout(layout: unknown): Result<WallState> {
  if (typeof layout !== "object" || layout === null || Array.isArray(layout))
    return fail("invalid_state", { reason: "not_an_object" });
  const unknown = unknownField(layout, LAYOUT_FIELDS);
  if (unknown) return unknown;
  const { slots, faceUp, score } = layout as Record<string, unknown>;
  if (!Array.isArray(slots) || slots.length !== SLOT_COUNT)
    return fail("invalid_state", { reason: "slot_count" });
  const cards: Card[][] = [];
  for (let s = 0; s < SLOT_COUNT; s++) {
    const pile: unknown = slots[s];
    if (!Array.isArray(pile)) return fail("invalid_state", { reason: "slot_not_an_array", slot: s });
    const parsed: Card[] = [];
    for (const code of pile) {
      if (typeof code !== "string") return fail("invalid_state", { reason: "bad_card", slot: s });
      const card = parseCard(code);
      if (card === undefined)
        return fail("invalid_state", { reason: "bad_card", slot: s, code: code.slice(0, 8) });
      parsed.push(card);
    }
    cards.push(parsed);
  }
  const up = faceUp === undefined ? [false, false, false, false] : faceUp;
  if (!Array.isArray(up)) return fail("invalid_state", { reason: "face_up" });
  const state = validateState({ slots: cards, faceUp: up, score: score ?? 0, dealNumber: null });
  if (!state.ok) return state;
  // A starting score: play adds to it (a token holds more, see validateState).
  if (state.value.score > MAX_SCORE) return fail("invalid_state", { reason: "score" });
  if (state.value.slots[THRONE]!.length === 0)
    return fail("invalid_state", { reason: "already_won", slot: THRONE });
  return state;
}

/** The position as a layout `fromLayout` accepts (card codes, bottom first). */
export const toLayout = (state: WallState) => ({
  slots: state.slots.map((pile) => pile.map(cardCode)),
  faceUp: state.faceUp.slice(),
  score: state.score,
});
