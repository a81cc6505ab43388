import { fail, ok, type Result } from "../engine/result.ts";

export const MAX_PLAYER_NAME = 24;

/**
 * Characters that are not shown as themselves: controls (Cc), format characters (Cf: bidi
 * overrides such as U+202E that reverse the text after them on a leaderboard, zero-width
 * characters), line and paragraph separators, lone surrogates (no UTF-8 spelling), the
 * default-ignorable ones (Hangul fillers such as U+3164 draw nothing) and the blank braille
 * pattern U+2800, which looks like a space; and those no font shows the same everywhere:
 * private-use (Co: a vendor's logo on one system, a box on the next), unassigned (Cn) and
 * noncharacters. A combining mark with nothing before it to sit on is refused as well.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}\p{Noncharacter_Code_Point}\p{Default_Ignorable_Code_Point}\u2800]/u;
/** Joiners and selectors that belong to an emoji (`👩‍💻`, `❤️`, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`): shown as part of it. */
const ZWJ = "\u200d";
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const SELECTOR = /[\ufe0e\ufe0f]/u;
/** Skin tones (`👩🏽‍💻`): shown as part of the emoji before them. */
const SKIN_TONE = /[\u{1f3fb}-\u{1f3ff}]/u;
/**
 * The one use of TAG characters an emoji has: a subdivision's flag, a black flag, the region
 * and subdivision code spelled in tag letters and digits, a cancel tag (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`).
 */
const FLAG_SEQUENCE =
  /\u{1f3f4}[\u{e0061}-\u{e007a}]{2}[\u{e0030}-\u{e0039}\u{e0061}-\u{e007a}]{1,4}\u{e007f}/gu;
/** A keycap's base before its selector and the enclosing keycap (`1️⃣`). */
const KEYCAP = /^[0-9#*]\u20e3$/u;
/** A combining mark: shown on the character before it, so never first. */
const MARK = /\p{M}/u;
/** A mark drawn over or under its letter (not beside it, as Burmese vowel signs are): what stacks. */
const STACKING = /[\p{Mn}\p{Me}]/u;
/**
 * Marks one character may carry, counted in its decomposed form (NFD: a precomposed letter
 * such as "ệ" is a letter and its marks, so NFC cannot hide marks in it): Thai stacks a vowel
 * and a tone mark, Vietnamese two accents; more is "zalgo" text, whose towers of marks spill
 * over the rows above and below a name on a leaderboard.
 */
export const MAX_MARKS = 3;

/** Whether some character carries more than MAX_MARKS stacking marks in a row. */
function stacksMarks(chars: readonly string[]): boolean {
  let run = 0;
  for (const c of chars) {
    run = STACKING.test(c) ? run + 1 : 0;
    if (run > MAX_MARKS) return true;
  }
  return false;
}

/** The character an emoji part at `i` belongs to: back over selectors and skin tones ("" if none). */
function emojiBefore(chars: readonly string[], i: number): string {
  let at = i - 1;
  while (at > 0 && (SELECTOR.test(chars[at]!) || SKIN_TONE.test(chars[at]!))) at--;
  return chars[at] ?? "";
}

/** The indexes (in code points) of the TAG characters of `name` that make up a flag. */
function flagTags(name: string): Set<number> {
  const tags = new Set<number>();
  for (const match of name.matchAll(FLAG_SEQUENCE)) {
    const start = [...name.slice(0, match.index)].length;
    const length = [...match[0]].length;
    for (let i = start + 1; i < start + length; i++) tags.add(i);
  }
  return tags;
}

/** The first character of `chars` that is invisible where it stands, or undefined. */
function firstInvisible(chars: readonly string[]): string | undefined {
  const flags = flagTags(chars.join(""));
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (i === 0 && MARK.test(c)) return c;
    if (!INVISIBLE.test(c)) continue;
    const before = chars[i - 1];
    const after = chars[i + 1];
    // A joiner between two emoji (a selector or a skin tone may follow the first); a variation
    // selector after an emoji or a keycap's base; the tags of a flag: parts of one emoji. After a letter a selector draws nothing: "a" and "a" + U+FE0F would
    // look alike.
    if (c === ZWJ && after && PICTOGRAPHIC.test(after) && PICTOGRAPHIC.test(emojiBefore(chars, i))) continue;
    if (
      SELECTOR.test(c) &&
      before !== undefined &&
      (PICTOGRAPHIC.test(before) || KEYCAP.test(before + (after ?? "")))
    )
      continue;
    if (flags.has(i)) continue;
    return c;
  }
  return undefined;
}

/**
 * A display name as it is kept: NFC (one spelling per name), trimmed, 1–24 characters counted
 * as code points (an emoji is one, as people count it), nothing invisible and no tower of
 * marks (counted after NFD). `params.reason` says what is wrong: `empty`, `too_long` (with `length`),
 * `invisible_character` (with `codePoint`, e.g. "U+202E") or `stacked_marks` (with `max`).
 */
export function playerName(text: string): Result<string, "invalid_player_name"> {
  const name = text.normalize("NFC").trim();
  const chars = [...name];
  const length = chars.length;
  if (length === 0) return fail("invalid_player_name", { reason: "empty" });
  if (length > MAX_PLAYER_NAME)
    return fail("invalid_player_name", { reason: "too_long", length, max: MAX_PLAYER_NAME });
  const invisible = firstInvisible(chars);
  if (invisible !== undefined) {
    const hex = invisible.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    return fail("invalid_player_name", { reason: "invisible_character", codePoint: `U+${hex}` });
  }
  if (stacksMarks([...name.normalize("NFD")]))
    return fail("invalid_player_name", { reason: "stacked_marks", max: MAX_MARKS });
  return ok(name);
}
