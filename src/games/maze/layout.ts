import { cardCode, isDealNumber, parseCard, type Card, type DealNumber } from "../../cards/index.ts";
import { fail, ok, unknownField, type Result } from "../../engine/result.ts";
import { CARDS_IN_PLAY, SLOT_COUNT, isKing, type MazeState } from "./state.ts";

/**
 * Checks that 54 slots hold exactly the 48 non-king cards once each (6 gaps): the only
 * positions Maze can reach. Used by `fromLayout`, `decode` and the notation parser.
 */
function validateSlots(slots: readonly unknown[]): Result<(Card | null)[]> {
  if (slots.length !== SLOT_COUNT)
    return fail("invalid_state", { reason: "slot_count", count: slots.length });
  const seen = new Set<Card>();
  const out: (Card | null)[] = [];
  for (let i = 0; i < SLOT_COUNT; i++) {
    const card = slots[i];
    if (card === null) {
      out.push(null);
      continue;
    }
    if (typeof card !== "number" || !Number.isInteger(card) || card < 0 || card >= 52)
      return fail("invalid_state", { reason: "bad_card", slot: i });
    if (isKing(card)) return fail("invalid_state", { reason: "king", slot: i, card: cardCode(card) });
    if (seen.has(card)) return fail("invalid_state", { reason: "duplicate", slot: i, card: cardCode(card) });
    seen.add(card);
    out.push(card);
  }
  if (seen.size !== CARDS_IN_PLAY) return fail("invalid_state", { reason: "card_count", count: seen.size });
  return ok(out);
}

export function makeState(
  slots: readonly unknown[],
  dealNumber: DealNumber | null,
  random = false,
): Result<MazeState> {
  if (dealNumber !== null && !isDealNumber(dealNumber))
    return fail("invalid_state", { reason: "deal_number" });
  const checked = validateSlots(slots);
  if (!checked.ok) return checked;
  return ok({ slots: checked.value, dealNumber, custom: dealNumber === null && !random });
}

/**
 * One slot of a layout from outside: a card code or null for a gap (also a view's pile, [] or
 * [code]). Nothing else is a gap: an empty string is a card code gone wrong.
 */
function slotFromInput(input: unknown, slot: number): Result<Card | null> {
  let value = input;
  if (Array.isArray(value)) {
    if (value.length > 1) return fail("invalid_state", { reason: "stacked_cards", slot });
    value = value.length === 0 ? null : value[0];
  }
  if (value === null) return ok(null);
  if (typeof value !== "string") return fail("invalid_state", { reason: "bad_card", slot });
  const card = parseCard(value);
  if (card === undefined) return fail("invalid_state", { reason: "bad_card", slot, code: value.slice(0, 8) });
  return ok(card);
}

const LAYOUT_FIELDS = ["slots"];

/**
 * `fromLayout`: `{slots: [...]}` and nothing else (Maze has no score or face-down cards), or
 * a bare array of 54 slots; always a custom game.
 */
export function fromLayout(layout: unknown): Result<MazeState> {
  const isObject = typeof layout === "object" && layout !== null && !Array.isArray(layout);
  const unknown = isObject ? unknownField(layout, LAYOUT_FIELDS) : null;
  if (unknown) return unknown;
  const list = Array.isArray(layout)
    ? layout
    : isObject && Array.isArray((layout as { slots?: unknown }).slots)
      ? (layout as { slots: unknown[] }).slots
      : null;
  if (list === null) return fail("invalid_state", { reason: "not_a_layout" });
  if (list.length !== SLOT_COUNT) return fail("invalid_state", { reason: "slot_count", count: list.length });
  const slots: (Card | null)[] = [];
  for (let i = 0; i < SLOT_COUNT; i++) {
    const one = slotFromInput(list[i], i);
    if (!one.ok) return one;
    slots.push(one.value);
  }
  return makeState(slots, null);
}

/** The position as a layout `fromLayout` accepts: 54 slots, each a card code or null. */
export const toLayout = (state: MazeState) => ({
  slots: state.slots.map((card) => (card === null ? null : cardCode(card))),
});
