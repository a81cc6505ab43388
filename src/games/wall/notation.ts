import { cardCode, isDealNumber, parseCard, type Card } from "../../cards/index.ts";
import { fail, ok, type Result } from "../../engine/index.ts";
import { DEAL, parseMove, type WallMove } from "./moves.ts";
import { FIRST_LOW_GUARD, isFaceDown, isLowGuard, SLOT_COUNT, type WallState } from "./state.ts";
import { validateState } from "./validate.ts";

/*
 * Position: `wall <deal number|custom|random> <score> <slot 0>/<slot 1>/…/<slot 56>`, each slot
 * its card codes bottom first run together, `.` for an empty slot, and a face-down low
 * guard pile prefixed with `*`. It is the full state (stock order included): for
 * fixtures and tests, never for players (they get the view).
 * Move: `deal`, or `<target>:<card>+<card>…` (e.g. `46:5H+3C`).
 */
export function stateToText(state: WallState): string {
  const slots = state.slots.map((pile, s) => {
    if (pile.length === 0) return ".";
    const codes = pile.map(cardCode).join("");
    return isFaceDown(state, s) ? "*" + codes : codes;
  });
  return `wall ${state.dealNumber ?? (state.custom ? "custom" : "random")} ${state.score} ${slots.join("/")}`;
}

export function parseStateText(text: string): Result<WallState> {
  if (typeof text !== "string") return fail("invalid_notation", { reason: "not_a_string" });
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 4 || parts[0] !== "wall") return fail("invalid_notation", { reason: "fields" });
  const named = parts[1] === "custom" || parts[1] === "random";
  const dealNumber = named ? null : /^\d+$/.test(parts[1]!) ? Number(parts[1]) : NaN;
  if (dealNumber !== null && !isDealNumber(dealNumber))
    return fail("invalid_notation", { reason: "deal_number" });
  if (!/^\d+$/.test(parts[2]!)) return fail("invalid_notation", { reason: "score" });
  const fields = parts[3]!.split("/");
  if (fields.length !== SLOT_COUNT) return fail("invalid_notation", { reason: "slot_count" });
  const faceUp = [true, true, true, true];
  const slots: Card[][] = [];
  for (let s = 0; s < SLOT_COUNT; s++) {
    let field = fields[s]!;
    if (field === ".") {
      slots.push([]);
      continue;
    }
    if (field.startsWith("*")) {
      if (!isLowGuard(s)) return fail("invalid_notation", { reason: "face_down", slot: s });
      faceUp[s - FIRST_LOW_GUARD] = false;
      field = field.slice(1);
    }
    if (field.length === 0 || field.length % 2 !== 0)
      return fail("invalid_notation", { reason: "slot", slot: s });
    const pile: Card[] = [];
    for (let i = 0; i < field.length; i += 2) {
      const card = parseCard(field.slice(i, i + 2));
      if (card === undefined) return fail("invalid_notation", { reason: "card", slot: s });
      pile.push(card);
    }
    slots.push(pile);
  }
  const result = validateState({
    slots,
    faceUp,
    score: Number(parts[2]),
    dealNumber,
    random: parts[1] === "random",
  });
  return result.ok ? result : fail("invalid_notation", { reason: "invalid_state", ...result.error.params });
}

/** Attack cards are a multiset, written in card-number order (clubs, diamonds, …; ace first). */
export const moveToText = (move: WallMove): string =>
  move.type === "deal"
    ? "deal"
    : `${move.target}:${move.cards
        .map((c) => parseCard(c) ?? -1)
        .sort((a, b) => a - b)
        .map((c) => (c < 0 ? "??" : cardCode(c)))
        .join("+")}`;

export function parseMoveText(text: string): Result<WallMove> {
  if (typeof text !== "string") return fail("invalid_notation", { reason: "not_a_string" });
  // Spaces around `:` and `+` are nothing; cards as codes (`TD`, `10d`) or as boards print them (`10♦`).
  const trimmed = text.trim().replace(/\s*([:+])\s*/g, "$1");
  if (trimmed.toLowerCase() === "deal") return ok(DEAL);
  const match = /^(\d{1,2}):([0-9A-Za-z♣♦♥♠]{2,3}(?:\+[0-9A-Za-z♣♦♥♠]{2,3})*)$/u.exec(trimmed);
  if (!match) return fail("invalid_notation", { reason: "move" });
  const parsed = parseMove({ type: "attack", target: Number(match[1]), cards: match[2]!.split("+") });
  return parsed.ok ? parsed : fail("invalid_notation", { reason: "card" });
}
