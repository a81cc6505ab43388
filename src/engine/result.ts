/**
 * Illegal input is a value, never an exception: every refusal carries a stable snake_case
 * `code` and the facts a message needs (`params`), so the façades can map it to an HTTP
 * status, an MCP error and a sentence in the caller's language.
 */
export type RuleErrorCode =
  | "invalid_move" // the move is not of the game's move shape
  | "invalid_state" // a state or layout that the game cannot hold
  | "invalid_notation" // text that does not parse
  | "game_over" // the game is won or lost: no move applies
  | "empty_slot" // the move names an empty slot as source or target
  | "occupied_slot" // the target of a placement is not empty
  | "not_exposed" // the target cannot be attacked yet
  | "too_weak" // the attack does not beat the target's health
  | "not_in_waste" // an attack names cards that are not in the waste
  | "no_cards" // an attack with no cards
  | "stock_empty" // a deal with an empty stock
  | "no_link" // a placement whose neighbours do not accept the card
  | "not_a_target"; // a slot that cannot be attacked or moved to

/** Public facts for a refusal's message (slot numbers, card codes, health): never hidden cards. */
export type RefusalParams = Readonly<Record<string, string | number>>;

export interface Refusal<Code extends string = RuleErrorCode> {
  readonly code: Code;
  readonly params?: RefusalParams;
}
export type RuleError = Refusal<RuleErrorCode>;

/**
 * The one result shape of the codebase: engines, sealed tokens and stored games all answer
 * with it, each with its own set of refusal codes.
 */
export type Result<T, Code extends string = RuleErrorCode> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Refusal<Code> };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <T = never, Code extends string = RuleErrorCode>(
  code: Code,
  params?: RefusalParams,
): Result<T, Code> =>
  params === undefined ? { ok: false, error: { code } } : { ok: false, error: { code, params } };

/**
 * A layout object's first field that is not one of `fields`, as the refusal both games give
 * (`invalid_state`, `unknown_field`, the name cut short); null when every field is known.
 */
export function unknownField(layout: object, fields: readonly string[]): Result<never> | null {
  const field = Object.keys(layout).find((key) => !fields.includes(key));
  return field === undefined
    ? null
    : fail("invalid_state", { reason: "unknown_field", field: field.slice(0, 40) });
}
