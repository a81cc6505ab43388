import { CARD_CODES, parseCard, type Card } from "../../cards/index.ts";
import { fail, ok, type Result } from "../../engine/index.ts";
import { healthOf, isExposed, statusOf } from "./rules.ts";
import {
  EMPTY_PILE,
  FIRST_LOW_GUARD,
  FIRST_WASTE,
  isFaceDown,
  isLowGuard,
  isTarget,
  LAST_WASTE,
  SINGLE_PILE,
  STOCK,
  VALUE,
  WASTE,
  type WallState,
} from "./state.ts";

export type WallMove =
  | { readonly type: "deal" }
  | { readonly type: "attack"; readonly target: number; readonly cards: readonly string[] };

export type WallEvent =
  /** An attack: `health` is the target's health before it (public: a face-down pile is flipped by it). */
  | {
      readonly type: "attacked";
      readonly target: number;
      readonly cards: readonly string[];
      readonly sum: number;
      readonly health: number;
      readonly success: boolean;
    }
  /** A face-down low guard pile turned face up, showing `cards`. */
  | { readonly type: "flipped"; readonly target: number; readonly cards: readonly string[] }
  | {
      readonly type: "removed";
      readonly target: number;
      readonly cards: readonly string[];
      readonly points: number;
    }
  /** Waste cards put out of the game by a deal. */
  | { readonly type: "discarded"; readonly cards: readonly string[] }
  | { readonly type: "dealt"; readonly cards: readonly string[]; readonly stockLeft: number }
  | { readonly type: "ended"; readonly status: "won" | "lost" };

export const DEAL: WallMove = Object.freeze({ type: "deal" });
/** One shared code list per card, for the events of one-card piles (most of them). */
const SINGLE_CODES: readonly (readonly string[])[] = CARD_CODES.map((code) => [code]);
function codesOf(pile: readonly Card[]): readonly string[] {
  if (pile.length === 1) return SINGLE_CODES[pile[0]!]!;
  const codes: string[] = [];
  for (let i = 0; i < pile.length; i++) codes.push(CARD_CODES[pile[i]!]!);
  return codes;
}
const cardOf = (code: unknown): Card | undefined => (typeof code === "string" ? parseCard(code) : undefined);

/** Checks a move's JSON shape (not its legality). */
export function parseMove(input: unknown): Result<WallMove> {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return fail("invalid_move", { reason: "not_an_object" });
  const move = input as Record<string, unknown>;
  if (move.type === "deal") return ok(DEAL);
  if (move.type !== "attack") return fail("invalid_move", { reason: "unknown_type" });
  const target = move.target;
  if (typeof target !== "number" || !Number.isInteger(target))
    return fail("invalid_move", { reason: "target_not_an_integer" });
  if (!Array.isArray(move.cards)) return fail("invalid_move", { reason: "cards_not_an_array" });
  const cards: Card[] = [];
  for (const code of move.cards) {
    const card = cardOf(code);
    if (card === undefined)
      return fail("invalid_move", { reason: "bad_card", card: String(code).slice(0, 8) });
    cards.push(card);
  }
  // The cards are a multiset: canonically listed by card number.
  return ok({ type: "attack", target, cards: cards.sort((a, b) => a - b).map((c) => CARD_CODES[c]!) });
}

type Step = Result<{ state: WallState; events: WallEvent[] }>;

export function applyMove(state: WallState, move: WallMove): Step {
  if (typeof move !== "object" || move === null) return fail("invalid_move", { reason: "not_an_object" });
  const status = statusOf(state);
  if (status !== "playing") return fail("game_over", { status });
  if (move.type === "deal") return applyDeal(state);
  if (move.type === "attack") return applyAttack(state, move);
  return fail("invalid_move", { reason: "unknown_type" });
}

function dealInto(slots: (readonly Card[])[], events: WallEvent[]): void {
  const stock = slots[STOCK]!;
  const top = stock.length;
  slots[STOCK] = stock.slice(0, top - 3);
  slots[WASTE[0]] = SINGLE_PILE[stock[top - 1]!]!;
  slots[WASTE[1]] = SINGLE_PILE[stock[top - 2]!]!;
  slots[WASTE[2]] = SINGLE_PILE[stock[top - 3]!]!;
  const codes = [CARD_CODES[stock[top - 1]!]!, CARD_CODES[stock[top - 2]!]!, CARD_CODES[stock[top - 3]!]!];
  events.push({ type: "dealt", cards: codes, stockLeft: top - 3 });
}

// A literal rather than a spread: the same fields in the same order, built faster.
const withSlots = (
  state: WallState,
  slots: (readonly Card[])[],
  faceUp: readonly boolean[],
  score: number,
): WallState => ({ slots, faceUp, score, dealNumber: state.dealNumber, custom: state.custom });

function finish(state: WallState, events: WallEvent[]): Step {
  const status = statusOf(state);
  if (status !== "playing") events.push({ type: "ended", status });
  return ok({ state, events });
}

function applyDeal(state: WallState): Step {
  if (state.slots[STOCK]!.length < 3) return fail("stock_empty");
  const slots = state.slots.slice();
  const events: WallEvent[] = [];
  const discarded: string[] = [];
  for (let w = FIRST_WASTE; w <= LAST_WASTE; w++) for (const c of slots[w]!) discarded.push(CARD_CODES[c]!);
  if (discarded.length > 0) events.push({ type: "discarded", cards: discarded });
  dealInto(slots, events);
  return finish(withSlots(state, slots, state.faceUp, state.score), events);
}

function applyAttack(state: WallState, move: { target: unknown; cards: unknown }): Step {
  const target = move.target;
  if (typeof target !== "number" || !isTarget(target))
    return fail("not_a_target", { target: String(target) });
  const pile = state.slots[target]!;
  if (pile.length === 0) return fail("empty_slot", { target });
  if (!isExposed(state.slots, target)) return fail("not_exposed", { target });
  if (!Array.isArray(move.cards)) return fail("invalid_move", { reason: "cards_not_an_array" });
  if (move.cards.length === 0) return fail("no_cards", { target });
  const attackers: Card[] = [];
  let sum = 0;
  let canonical = true;
  for (let i = 0; i < move.cards.length; i++) {
    const code: unknown = move.cards[i];
    const card = cardOf(code);
    if (card === undefined)
      return fail("invalid_move", { reason: "bad_card", card: String(code).slice(0, 8) });
    attackers.push(card);
    if (code !== CARD_CODES[card]) canonical = false;
    sum += VALUE[card]!;
  }
  // The event lists the codes canonically: the move's own list when it already is (moves
  // from legalMoves or parseMove always are), saving random play an array per attack.
  const codes = canonical ? (move.cards as readonly string[]) : attackers.map((c) => CARD_CODES[c]!);
  // Take each attacking card from the first waste pile holding it (lowest slot, bottom up).
  const slots = state.slots.slice();
  for (let i = 0; i < attackers.length; i++) {
    const card = attackers[i]!;
    let found = false;
    for (let w = FIRST_WASTE; w <= LAST_WASTE; w++) {
      const waste = slots[w]!;
      const at = waste.indexOf(card);
      if (at < 0) continue;
      slots[w] = waste.length === 1 ? EMPTY_PILE : [...waste.slice(0, at), ...waste.slice(at + 1)];
      found = true;
      break;
    }
    if (!found) return fail("not_in_waste", { card: CARD_CODES[card]! });
  }
  const faceDown = isFaceDown(state, target);
  const health = healthOf(state.slots, target);
  const success = sum > health;
  // A failing attack is refused except on a face-down low guard pile ("no retreat").
  if (!success && !faceDown) return fail("too_weak", { target, sum, health });
  const events: WallEvent[] = [{ type: "attacked", target, cards: codes, sum, health, success }];
  let faceUp = state.faceUp;
  if (faceDown) events.push({ type: "flipped", target, cards: codesOf(pile) });
  let score = state.score;
  if (success) {
    slots[target] = EMPTY_PILE;
    score += health;
    events.push({ type: "removed", target, cards: codesOf(pile), points: health });
    if (isLowGuard(target) && faceUp[target - FIRST_LOW_GUARD]) {
      // An empty pile is canonically "not face up".
      faceUp = faceUp.slice();
      (faceUp as boolean[])[target - FIRST_LOW_GUARD] = false;
    }
  } else {
    faceUp = state.faceUp.slice();
    (faceUp as boolean[])[target - FIRST_LOW_GUARD] = true;
  }
  if (
    slots[WASTE[0]]!.length === 0 &&
    slots[WASTE[1]]!.length === 0 &&
    slots[WASTE[2]]!.length === 0 &&
    slots[STOCK]!.length >= 3
  )
    dealInto(slots, events);
  return finish(withSlots(state, slots, faceUp, score), events);
}
