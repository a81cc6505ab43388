import { CARD_CODES, parseCard, type Card } from "../../cards/index.ts";
import { fail, ok, type EndedEvent, type Result } from "../../engine/index.ts";
import { carryBoard, healthOf, isExposed, statusOf } from "./rules.ts";
import * as layout from "./state.ts";
import type { WallState } from "./state.ts";

// Module-level copies (as in legal.ts): V8 folds these into the code below as constants,
// which it does not do for imported bindings.
const { EMPTY_PILE, FIRST_LOW_GUARD, FIRST_WASTE, LAST_WASTE, SINGLE_PILE, STOCK, THRONE, VALUE, WASTE } =
  layout;
const { isFaceDown, isLowGuard, isTarget } = layout;

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
  | EndedEvent;

export const DEAL: WallMove = Object.freeze({ type: "deal" });
/** One shared code list per card, for events of one-card piles and one-card subsets (read, never changed). */
export const SINGLE_CODES: readonly (readonly string[])[] = CARD_CODES.map((code) => [code]);
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
  if (state.slots[THRONE]!.length === 0) return fail("game_over", { status: "won" });
  let step: Step;
  if (move.type === "deal") step = applyDeal(state);
  else if (move.type === "attack") step = applyAttack(state, move);
  else step = fail("invalid_move", { reason: "unknown_type" });
  // A move that applies proves the game was not lost: it dealt from the stock, beat an exposed
  // target with waste cards (weaker than the whole waste) or attacked a face-down one. Only a
  // refusal needs the status (a whole-board scan once the stock is out), to say game_over.
  if (step.ok) return step;
  const status = statusOf(state);
  return status !== "playing" ? fail("game_over", { status }) : step;
}

/** Deals the stock's next three cards onto the waste of `slots` (left empty by the caller's move). */
function dealInto(slots: (readonly Card[])[]): WallEvent {
  const stock = slots[STOCK]!;
  const top = stock.length;
  slots[STOCK] = stock.slice(0, top - 3);
  slots[WASTE[0]] = SINGLE_PILE[stock[top - 1]!]!;
  slots[WASTE[1]] = SINGLE_PILE[stock[top - 2]!]!;
  slots[WASTE[2]] = SINGLE_PILE[stock[top - 3]!]!;
  const codes = [CARD_CODES[stock[top - 1]!]!, CARD_CODES[stock[top - 2]!]!, CARD_CODES[stock[top - 3]!]!];
  return { type: "dealt", cards: codes, stockLeft: top - 3 };
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

/** The waste's codes, pile by pile, each bottom card first. */
function wasteCodes(slots: readonly (readonly Card[])[]): string[] {
  const a = slots[WASTE[0]]!;
  const b = slots[WASTE[1]]!;
  const c = slots[WASTE[2]]!;
  // A waste as dealt: a literal of the exact size (an array grown by push has room for 16).
  if (a.length === 1 && b.length === 1 && c.length === 1)
    return [CARD_CODES[a[0]!]!, CARD_CODES[b[0]!]!, CARD_CODES[c[0]!]!];
  const codes: string[] = [];
  for (let w = FIRST_WASTE; w <= LAST_WASTE; w++) {
    const pile = slots[w]!;
    for (let i = 0; i < pile.length; i++) codes.push(CARD_CODES[pile[i]!]!);
  }
  return codes;
}

function applyDeal(state: WallState): Step {
  if (state.slots[STOCK]!.length < 3) return fail("stock_empty");
  const slots = state.slots.slice();
  const discarded = wasteCodes(slots);
  const dealt = dealInto(slots);
  const events: WallEvent[] =
    discarded.length > 0 ? [{ type: "discarded", cards: discarded }, dealt] : [dealt];
  carryBoard(state.slots, slots, -1); // a deal changes no target
  return finish(withSlots(state, slots, state.faceUp, state.score), events);
}

/** Where `card` lies in `pile`, or -1 (inline: indexOf is a call, for piles of one card). */
function indexIn(pile: readonly Card[], card: Card): number {
  for (let i = 0; i < pile.length; i++) if (pile[i] === card) return i;
  return -1;
}

// The cards of one attack (applyAttack never re-enters); a longer list gets its own array.
const ATTACKERS = new Int32Array(8);

function applyAttack(state: WallState, move: { target: unknown; cards: unknown }): Step {
  const target = move.target;
  if (typeof target !== "number" || !isTarget(target))
    return fail("not_a_target", { target: String(target) });
  const pile = state.slots[target]!;
  if (pile.length === 0) return fail("empty_slot", { target });
  if (!isExposed(state.slots, target)) return fail("not_exposed", { target });
  const cards: unknown = move.cards;
  if (!Array.isArray(cards)) return fail("invalid_move", { reason: "cards_not_an_array" });
  const count = cards.length;
  if (count === 0) return fail("no_cards", { target });
  const attackers = count <= ATTACKERS.length ? ATTACKERS : new Int32Array(count);
  let sum = 0;
  let canonical = true;
  for (let i = 0; i < count; i++) {
    const code: unknown = cards[i];
    const card = cardOf(code);
    if (card === undefined)
      return fail("invalid_move", { reason: "bad_card", card: String(code).slice(0, 8) });
    attackers[i] = card;
    if (code !== CARD_CODES[card]) canonical = false;
    sum += VALUE[card]!;
  }
  // The event lists the codes canonically: the move's own list when it already is (moves
  // from legalMoves or parseMove always are), saving random play an array per attack.
  let codes = cards as readonly string[];
  if (!canonical) {
    const list: string[] = [];
    for (let i = 0; i < count; i++) list.push(CARD_CODES[attackers[i]!]!);
    codes = list;
  }
  // Take each attacking card from the first waste pile holding it (lowest slot, bottom up).
  const slots = state.slots.slice();
  for (let i = 0; i < count; i++) {
    const card = attackers[i]!;
    let w = FIRST_WASTE;
    for (; w <= LAST_WASTE; w++) {
      const waste = slots[w]!;
      const at = indexIn(waste, card);
      if (at < 0) continue;
      slots[w] = waste.length === 1 ? EMPTY_PILE : [...waste.slice(0, at), ...waste.slice(at + 1)];
      break;
    }
    if (w > LAST_WASTE) return fail("not_in_waste", { card: CARD_CODES[card]! });
  }
  const faceDown = isFaceDown(state, target);
  const health = healthOf(state.slots, target);
  const success = sum > health;
  // A failing attack is refused except on a face-down low guard pile ("no retreat").
  if (!success && !faceDown) return fail("too_weak", { target, sum, health });
  const attacked: WallEvent = { type: "attacked", target, cards: codes, sum, health, success };
  // Literals of the exact size (see wasteCodes); a face-down pile shows its cards first.
  let events: WallEvent[];
  let faceUp = state.faceUp;
  let score = state.score;
  if (success) {
    slots[target] = EMPTY_PILE;
    score += health;
    const shown = codesOf(pile);
    const removed: WallEvent = { type: "removed", target, cards: shown, points: health };
    events = faceDown ? [attacked, { type: "flipped", target, cards: shown }, removed] : [attacked, removed];
    if (isLowGuard(target) && faceUp[target - FIRST_LOW_GUARD]) {
      // An empty pile is canonically "not face up".
      faceUp = faceUp.slice();
      (faceUp as boolean[])[target - FIRST_LOW_GUARD] = false;
    }
  } else {
    events = [attacked, { type: "flipped", target, cards: codesOf(pile) }];
    faceUp = state.faceUp.slice();
    (faceUp as boolean[])[target - FIRST_LOW_GUARD] = true;
  }
  if (
    slots[WASTE[0]]!.length === 0 &&
    slots[WASTE[1]]!.length === 0 &&
    slots[WASTE[2]]!.length === 0 &&
    slots[STOCK]!.length >= 3
  )
    events.push(dealInto(slots));
  carryBoard(state.slots, slots, success ? target : -1);
  return finish(withSlots(state, slots, faceUp, score), events);
}
