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
 * What a player's results of one game come to, kept where they are read (a league keeps its
 * members'): the streak figures that do not depend on the clock, and the two dates from which
 * the current streak follows at any instant (`currentStreak`). `played` only grows with each
 * result, so it orders two summaries of the same player.
 */
export interface StreakFigures {
  readonly played: number;
  readonly won: number;
  readonly best: number;
  /** The run of consecutive won dates that ends at `lastWon`. */
  readonly run: number;
  readonly lastWon: IsoDate | null;
  /** The latest date with a result, won or not. */
  readonly lastPlayed: IsoDate | null;
}

export const NO_STREAK: StreakFigures = {
  played: 0,
  won: 0,
  best: 0,
  run: 0,
  lastWon: null,
  lastPlayed: null,
};

/**
 * Streaks over the calendar of challenges, not over anyone's local days. A run is consecutive
 * won dates; the latest run stays current while no later date is lost and none has closed
 * unplayed. A date closes only once it has ended everywhere (24:00 at UTC−12), so a player in
 * any time zone keeps the streak while today's challenge is still open for them: Wordle's
 * streaks broke at those edges. A date reported twice counts as won if either report is a win
 * (ranked entries are one per date, so this does not happen in play).
 */
export function streakFigures(results: readonly DayResult[]): StreakFigures {
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
  const played = [...byDate.keys()].sort();
  return {
    played: results.length,
    won: results.filter((r) => r.won).length,
    best,
    run,
    lastWon: wonDates.at(-1) ?? null,
    lastPlayed: played.at(-1) ?? null,
  };
}

/**
 * The current streak at `now`: the run ending at the latest won date, while it is unbroken:
 * no later date has a result (it would be a loss) and every date after it that exists so far
 * (up to tomorrow in UTC, which UTC+14 has reached) is still open. Dates close in order, so
 * once one is still open all later ones are too: the loop ends within a few days of `lastWon`
 * however old it is.
 */
export function currentStreak(f: StreakFigures, now: number): number {
  if (f.lastWon === null || (f.lastPlayed !== null && f.lastPlayed > f.lastWon)) return 0;
  const last = addDays(utcDateOf(now), 1);
  for (let date = addDays(f.lastWon, 1); date <= last; date = addDays(date, 1)) {
    if (windowAt(date, now) === "closed") return 0;
  }
  return f.run;
}

export function streaks(results: readonly DayResult[], now: number): Streaks {
  const figures = streakFigures(results);
  return { current: currentStreak(figures, now), best: figures.best };
}
