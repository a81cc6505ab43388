import type { RuleError } from "../engine/index.ts";
import { engineOf, type GameId } from "../games/registry.ts";

// Choosing a move as a person or a model writes it: by its number in the list of legal moves,
// by the game's notation, or as JSON. Legality is the game's to judge, never the façade's.

/** `3`, `"3"`, `"#3"` or `"3."`: a number from the list. */
const NUMBERED = /^\s*#?(\d{1,4})\.?\s*$/;

/**
 * The number a move is given by, if it is given by one: `3`, `"3"`, `"#3"` or `"3."`; null for a
 * number that is no move's (`1.5`).
 */
export function numberOf(input: unknown): number | null | undefined {
  const numbered =
    typeof input === "number" ? input : typeof input === "string" ? NUMBERED.exec(input)?.[1] : undefined;
  if (numbered === undefined) return undefined;
  const number = Number(numbered);
  return Number.isSafeInteger(number) ? number : null;
}

/** Why a move could not be read: `invalid_json_move`, or the notation's own refusal. */
type Unread = RuleError | { readonly code: "invalid_json_move" };

/**
 * The move meant when not by number: the game's notation, or the move as JSON (text or
 * object). Its legality is the game's to judge.
 */
export function chosenMove(input: string | object, game: GameId): { readonly move: unknown } | Unread {
  if (typeof input !== "string") return { move: input };
  if (input.trim().startsWith("{")) {
    try {
      return { move: JSON.parse(input) as unknown };
    } catch {
      return { code: "invalid_json_move" };
    }
  }
  const parsed = engineOf(game).notation.parseMove(input);
  return parsed.ok ? { move: parsed.value } : parsed.error;
}
