import type { Listing, UnlistedReason } from "../durable/daily-challenge/daily-types.ts";
import { ESTABLISHED_DAILIES, ESTABLISHED_DAYS } from "../durable/limits.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";

// Whether a ranked entry goes on the global board, in words: enter_daily says it after entering,
// daily_challenge (given a player token) before.

/** Why an entry is not on the global board, as a clause. */
export const unlistedText = (reason: UnlistedReason, lang: Lang): string =>
  format(MCP_WORDS[`unlisted_${reason}`][lang], { days: ESTABLISHED_DAYS, dailies: ESTABLISHED_DAILIES });

/** A player's listing for a challenge, as a sentence. */
export function listingText(listing: Listing, name: string, lang: Lang): string {
  const { unlisted } = listing;
  if (listing.entered) {
    const listed =
      unlisted === null
        ? MCP_WORDS.listed_yes[lang]
        : format(MCP_WORDS.listed_no[lang], { reason: unlistedText(unlisted, lang) });
    return format(MCP_WORDS.listing_entered[lang], { name, listed });
  }
  return unlisted === null
    ? format(MCP_WORDS.listing_yes[lang], { name })
    : format(MCP_WORDS.listing_no[lang], { name, reason: unlistedText(unlisted, lang) });
}
