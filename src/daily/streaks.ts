import { addDays, daysFrom, utcDateOf, windowAt, type IsoDate } from "./calendar.ts";

/** A player's result in one game's challenge of one date. */
export interface DayResult {
  readonly date: IsoDate;
  readonly won: boolean;
}

export interface Streaks {
  /** The run of won dates that is still alive at `now` (0 when it is broken). */
  readonly current: number;
  /** The longest run of consecutive won dates ever. */
  readonly best: number;
}

/**
 * Streaks over the calendar of challenges, not over anyone's local days. A run is consecutive
 * won dates; the latest run stays current while no later date is lost and none has closed
 * unplayed. A date closes only once it has ended everywhere (24:00 at UTC−12), so a player in
 * any time zone keeps the streak while today's challenge is still open for them: Wordle's
 * streaks broke at those edges. A date reported twice counts as won if either report is a win
 * (ranked entries are one per date, so this does not happen in play).
 */
export function streaks(results: readonly DayResult[], now: number): Streaks {
  const byDate = new Map<IsoDate, boolean>();
  for (const { date, won } of results) byDate.set(date, (byDate.get(date) ?? false) || won);
  const wonDates = [...byDate].filter(([, won]) => won).map(([date]) => date);
  wonDates.sort();

  let best = 0;
  let run = 0;
  for (let i = 0; i < wonDates.length; i++) {
    run = i > 0 && daysFrom(wonDates[i - 1]!, wonDates[i]!) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const latest = wonDates.at(-1);
  if (latest === undefined) return { current: 0, best };
  return { current: isAlive(latest, byDate, now) ? run : 0, best };
}

/**
 * Whether the run ending at the won date `latest` is unbroken at `now`: every date after it
 * that exists so far (up to tomorrow in UTC, which UTC+14 has reached) is still open and not
 * lost. Dates close in order, so once one is still open all later ones are too: the loop ends
 * within a few days of `latest` however old it is.
 */
function isAlive(latest: IsoDate, byDate: ReadonlyMap<IsoDate, boolean>, now: number): boolean {
  const last = addDays(utcDateOf(now), 1);
  for (let date = addDays(latest, 1); date <= last; date = addDays(date, 1)) {
    // Every date after the latest win that has a result is a loss.
    if (byDate.has(date) || windowAt(date, now) === "closed") return false;
  }
  return true;
}
