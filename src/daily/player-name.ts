import { fail, ok, type Result } from "../engine/result.ts";

export const MAX_PLAYER_NAME = 24;

/**
 * Characters that are not shown as themselves: controls (Cc), format characters (Cf: bidi
 * overrides such as U+202E that reverse the text after them on a leaderboard, zero-width
 * characters), line and paragraph separators, and lone surrogates (no UTF-8 spelling).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * A display name as it is kept: NFC (one spelling per name), trimmed, 1–24 characters counted
 * as code points (an emoji is one, as people count it), and nothing invisible. `params.reason`
 * says what is wrong: `empty`, `too_long` (with `length`) or `invisible_character` (with
 * `codePoint`, e.g. "U+202E").
 */
export function playerName(text: string): Result<string, "invalid_player_name"> {
  const name = text.normalize("NFC").trim();
  const length = [...name].length;
  if (length === 0) return fail("invalid_player_name", { reason: "empty" });
  if (length > MAX_PLAYER_NAME)
    return fail("invalid_player_name", { reason: "too_long", length, max: MAX_PLAYER_NAME });
  const invisible = INVISIBLE.exec(name);
  if (invisible) {
    const hex = invisible[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    return fail("invalid_player_name", { reason: "invisible_character", codePoint: `U+${hex}` });
  }
  return ok(name);
}
