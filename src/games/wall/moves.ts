import { cardCode, parseCard, type Card } from "../../cards/index.ts";
import { fail, ok, type Result } from "../../engine/index.ts";
import { healthOf, isExposed, statusOf, sumValues } from "./rules.ts";
import { FIRST_LOW_GUARD, isLowGuard, isTarget, STOCK, VALUE, WASTE, type WallState } from "./state.ts";

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
const CODES: readonly string[] = Array.from({ length: 52 }, (_, c) => cardCode(c));
const CARD_OF_CODE: ReadonlyMap<string, Card> = new Map(CODES.map((code, c) => [code, c]));
/** Canonical codes (the engine's own) by table; anything else through the lenient parser. */
const cardOf = (code: unknown): Card | undefined =>
  typeof code !== "string" ? undefined : (CARD_OF_CODE.get(code) ?? parseCard(code));

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
  return ok({ type: "attack", target, cards: cards.sort((a, b) => a - b).map((c) => CODES[c]!) });
}

/**
 * Frozen code lists of sorted card sets by key (base-53 digits card + 1), shared by
 * moves; a memo of a pure function, capped so a long-lived isolate stays small.
 */
const CODE_LISTS = new Map<number, readonly string[]>();
const CODE_LISTS_CAP = 20_000;
function codesOf(key: number): readonly string[] {
  let codes = CODE_LISTS.get(key);
  if (codes === undefined) {
    const list: string[] = [];
    for (let k = key; k > 0; k = Math.floor(k / 53)) list.unshift(CODES[(k % 53) - 1]!);
    codes = Object.freeze(list);
    if (CODE_LISTS.size < CODE_LISTS_CAP) CODE_LISTS.set(key, codes);
  }
  return codes;
}

/** Every legal move: attacks by target, then by waste subset (each multiset once); deal last. */
export function legalMoves(state: WallState): WallMove[] {
  const slots = state.slots;
  const moves: WallMove[] = [];
  if (slots[0]!.length === 0) return moves;
  const waste: Card[] = [];
  for (let w = 54; w <= 56; w++) {
    const pile = slots[w]!;
    for (let i = 0; i < pile.length; i++) {
      // Insertion keeps the (at most 3) cards sorted: subsets list their cards canonically.
      let at = waste.length;
      while (at > 0 && waste[at - 1]! > pile[i]!) at--;
      waste.splice(at, 0, pile[i]!);
    }
  }
  // Distinct non-empty sub-multisets of the waste (at most 3 cards: 7 subsets).
  const subsetCodes: (readonly string[])[] = [];
  const subsetSums: number[] = [];
  const keys: number[] = [];
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    let key = 0;
    let sum = 0;
    for (let i = 0; i < waste.length; i++)
      if (mask & (1 << i)) {
        key = key * 53 + waste[i]! + 1;
        sum += VALUE[waste[i]!]!;
      }
    if (keys.includes(key)) continue;
    keys.push(key);
    subsetCodes.push(codesOf(key));
    subsetSums.push(sum);
  }
  const n = subsetCodes.length;
  let maxSum = 0;
  for (let i = 0; i < n; i++) if (subsetSums[i]! > maxSum) maxSum = subsetSums[i]!;
  for (let t = 0; t <= 52; t++) {
    if (slots[t]!.length === 0 || n === 0 || !isExposed(slots, t)) continue;
    if (t >= 4 && t <= 7 && !state.faceUp[t - 4]) {
      for (let i = 0; i < n; i++) moves.push({ type: "attack", target: t, cards: subsetCodes[i]! });
      continue;
    }
    const health = healthOf(slots, t);
    if (health >= maxSum) continue;
    for (let i = 0; i < n; i++)
      if (subsetSums[i]! > health) moves.push({ type: "attack", target: t, cards: subsetCodes[i]! });
  }
  if (slots[STOCK]!.length > 0) moves.push(DEAL);
  return moves;
}

type Step = Result<{ state: WallState; events: WallEvent[] }>;

export function applyMove(state: WallState, move: WallMove): Step {
  if (typeof move !== "object" || move === null) return fail("invalid_move", { reason: "not_an_object" });
  if (statusOf(state) !== "playing") return fail("game_over", { status: statusOf(state) });
  if (move.type === "deal") return applyDeal(state);
  if (move.type === "attack") return applyAttack(state, move);
  return fail("invalid_move", { reason: "unknown_type" });
}

function dealInto(slots: (readonly Card[])[], events: WallEvent[]): void {
  const stock = slots[STOCK]!;
  const top = stock.length;
  slots[STOCK] = stock.slice(0, top - 3);
  slots[WASTE[0]] = [stock[top - 1]!];
  slots[WASTE[1]] = [stock[top - 2]!];
  slots[WASTE[2]] = [stock[top - 3]!];
  const codes = [CODES[stock[top - 1]!]!, CODES[stock[top - 2]!]!, CODES[stock[top - 3]!]!];
  events.push({ type: "dealt", cards: codes, stockLeft: top - 3 });
}

function finish(state: WallState, events: WallEvent[]): Step {
  const status = statusOf(state);
  if (status !== "playing") events.push({ type: "ended", status });
  return ok({ state, events });
}

function applyDeal(state: WallState): Step {
  if (state.slots[STOCK]!.length < 3) return fail("stock_empty");
  const slots = state.slots.slice();
  const events: WallEvent[] = [];
  const discarded = [...slots[54]!, ...slots[55]!, ...slots[56]!];
  if (discarded.length > 0) events.push({ type: "discarded", cards: discarded.map((c) => CODES[c]!) });
  dealInto(slots, events);
  return finish({ ...state, slots }, events);
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
  for (const code of move.cards) {
    const card = cardOf(code);
    if (card === undefined)
      return fail("invalid_move", { reason: "bad_card", card: String(code).slice(0, 8) });
    attackers.push(card);
  }
  // Take each attacking card from the first waste pile holding it (lowest slot, bottom up).
  const slots = state.slots.slice();
  for (const card of attackers) {
    let found = false;
    for (const w of WASTE) {
      const waste = slots[w]!;
      const at = waste.indexOf(card);
      if (at < 0) continue;
      slots[w] = waste.length === 1 ? [] : [...waste.slice(0, at), ...waste.slice(at + 1)];
      found = true;
      break;
    }
    if (!found) return fail("not_in_waste", { card: CODES[card]! });
  }
  const faceDown = isLowGuard(target) && !state.faceUp[target - FIRST_LOW_GUARD];
  const sum = sumValues(attackers);
  const health = healthOf(state.slots, target);
  const success = sum > health;
  // A failing attack is refused except on a face-down low guard pile ("no retreat").
  if (!success && !faceDown) return fail("too_weak", { target, sum, health });
  const codes = attackers.map((c) => CODES[c]!);
  const events: WallEvent[] = [{ type: "attacked", target, cards: codes, sum, health, success }];
  let faceUp = state.faceUp;
  if (faceDown) events.push({ type: "flipped", target, cards: pile.map((c) => CODES[c]!) });
  let score = state.score;
  if (success) {
    slots[target] = [];
    score += health;
    events.push({ type: "removed", target, cards: pile.map((c) => CODES[c]!), points: health });
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
    slots[54]!.length === 0 &&
    slots[55]!.length === 0 &&
    slots[56]!.length === 0 &&
    slots[STOCK]!.length >= 3
  )
    dealInto(slots, events);
  return finish({ ...state, slots, faceUp, score }, events);
}
