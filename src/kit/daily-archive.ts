import { addDays, daysFrom, newestClosed, type IsoDate } from "../daily/calendar.ts";
import { firstDate } from "../daily/config.ts";
import { archives } from "../durable/clients.ts";
import type { ArchivedDay } from "../durable/archive/archive-types.ts";
import type { GameId } from "../games/registry.ts";
import type { Bindings } from "../env.ts";

// A game's archive of closed challenges as every façade reads it: a page of days, newest
// first, each with where its reveal, its board and its winner's replay are. Pages go by date
// (`before`: the page holds days before it), so each page has one address whatever is added.

/** Where a challenge's things are, as paths of the API (and /play). */
export const challengeLinks = (game: GameId, date: IsoDate) => ({
  challenge: `/v1/daily/${game}/${date}`,
  leaderboard: `/v1/daily/${game}/${date}/leaderboard`,
  play: `/play?game=${game}&date=${date}`,
});

/** An archived day as the façades show it: its number and its links. */
export function archiveDayView(game: GameId, day: ArchivedDay, first: IsoDate) {
  const { winner } = day;
  return {
    date: day.date,
    number: daysFrom(first, day.date),
    par: day.par,
    entries: day.entries,
    winner: winner && {
      ...winner,
      replay: `/v1/sessions/${winner.sessionId}/history`,
      watch: `/play?watch=${winner.sessionId}`,
    },
    links: challengeLinks(game, day.date),
  };
}

/**
 * The one spelling of a page's start: `before` past the day after the newest closed date is the
 * first page (null), before the first date the empty page at the first date; so a page's edge
 * cache key is one of the closed dates, not any date a caller writes.
 */
export function pageStart(
  env: Pick<Bindings, "DAILY_FIRST_DATE">,
  before: IsoDate | null,
  now: number,
): IsoDate | null {
  const first = firstDate(env);
  const newest = newestClosed(first, now);
  if (before === null || newest === null || before > addDays(newest, 1)) return null;
  return before < first ? first : before;
}

/**
 * A page of `game`'s archive at `now`: closed days before `before` (from the newest closed
 * without), `limit` of them, newest first, and the `before` of the next page (null on the last).
 * One call to the game's archive, one range read there.
 */
export async function archivePage(
  env: Pick<Bindings, "DAILY_ARCHIVES" | "DAILY_FIRST_DATE">,
  game: GameId,
  page: { before: IsoDate | null; limit: number },
  now: number,
) {
  const first = firstDate(env);
  const newest = newestClosed(first, now);
  const upTo =
    page.before === null || (newest !== null && page.before > newest) ? newest : addDays(page.before, -1);
  if (upTo === null || upTo < first) return { days: [], next: null };
  const found = await archives(env).of(game).page({ from: first, upTo, limit: page.limit });
  const days = found.days.map((day) => archiveDayView(game, day, first));
  return { days, next: found.more ? (days.at(-1)?.date ?? null) : null };
}
