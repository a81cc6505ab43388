// Who a global board lists (docs/daily-challenge.md: who a board lists). Only a deal that hides cards
// is learnt by playing it: its board lists established players only (made ESTABLISHED_DAYS
// before the date opened, ESTABLISHED_DAILIES earlier dailies finished), and the first entry of
// each client key (the challenge's store knows those). Everyone still plays ranked, for streaks
// and leagues.

import { DAY_MS, opensAt } from "../../daily/calendar.ts";
import type { GameId } from "../../games/registry.ts";
import { engineOf } from "../../games/registry.ts";
import { ESTABLISHED_DAILIES, ESTABLISHED_DAYS } from "../limits.ts";
import type { UnlistedReason } from "./daily-types.ts";

/** Why the player's entry of (game, date) would not be listed for who the player is, else null. */
export function playerUnlisted(ref: {
  readonly game: GameId;
  readonly date: string;
  readonly playerSince: number;
  readonly finishedBefore: number;
}): UnlistedReason | null {
  if (!engineOf(ref.game).hasHiddenCards) return null;
  if (ref.playerSince > opensAt(ref.date) - ESTABLISHED_DAYS * DAY_MS) return "player_too_new";
  if (ref.finishedBefore < ESTABLISHED_DAILIES) return "too_few_dailies";
  return null;
}
