import { addDays, daysFrom, utcDateOf, windowAt, type IsoDate } from "./calendar.ts";

/** A player's result in one game's challenge of one date. */
export interface DayResult {
  readonly date: IsoDate;
  readonly won: boolean;
}

/**
 * Freezes: a missed date is forgiven while one is banked. One is earned by every
 * FREEZE_EVERY consecutive dates played (won or lost: playing is what is rewarded), at most
 * MAX_FREEZES banked (a week of play buys a day off; two weeks, a weekend). A freeze is spent
 * automatically on each date that closes unplayed while a streak is alive; it keeps the streak
 * without adding to it. With none banked the missed date breaks the streak as before. A loss is
 * never forgiven: a freeze covers a date not played, not a date lost.
 */
export const FREEZE_EVERY = 7;
export const MAX_FREEZES = 2;

export interface Streaks {
  /** The run of won dates that is still alive at `now` (0 when it is broken). */
  readonly current: number;
  /** The longest run of consecutive won dates ever (frozen dates bridge a run, not lengthen it). */
  readonly best: number;
  /** Freezes banked at `now` (0 to MAX_FREEZES). */
  readonly freezes: number;
  /** The dates a freeze covered, newest first. */
  readonly frozen: readonly IsoDate[];
}

/**
 * What a player's results of one game come to, kept where they are read (a league keeps its
 * members'): the streak figures that do not depend on the clock, and what the current streak
 * follows from at any instant (`streakAt`): the run alive at the latest date played and the
 * freezes banked then. `played` only grows with each result, so it orders two summaries of
 * the same player.
 */
export interface StreakFigures {
  readonly played: number;
  readonly won: number;
  readonly best: number;
  /** The run of won dates alive at `lastPlayed` (frozen dates between them bridge it). */
  readonly run: number;
  readonly lastWon: IsoDate | null;
  /** The latest date with a result, won or not. */
  readonly lastPlayed: IsoDate | null;
  /** Freezes banked after `lastPlayed` (figures kept before freezes existed: 0). */
  readonly freezes: number;
}

export const NO_STREAK: StreakFigures = {
  played: 0,
  won: 0,
  best: 0,
  run: 0,
  lastWon: null,
  lastPlayed: null,
  freezes: 0,
};

/** The figures and the dates freezes covered between results (oldest first). */
interface History {
  readonly figures: StreakFigures;
  readonly frozen: readonly IsoDate[];
}

/**
 * Streaks over the calendar of challenges, not over anyone's local days. A run is consecutive
 * won dates, a missed date bridged by a freeze; a loss ends it. A date reported twice counts
 * as won if either report is a win (ranked entries are one per date, so this does not happen
 * in play). A date between two results counts as missed here even if it is still open (three
 * dates are open from 10:00 to 12:00 UTC): playing it later brings it into the results, and
 * figures are always computed again from all of them. One step per result, however long a gap.
 */
function history(results: readonly DayResult[]): History {
  const byDate = new Map<IsoDate, boolean>();
  for (const { date, won } of results) byDate.set(date, (byDate.get(date) ?? false) || won);
  const dates = [...byDate.keys()].sort();
  const frozen: IsoDate[] = [];
  let best = 0;
  let run = 0;
  let banked = 0;
  let chain = 0;
  let lastWon: IsoDate | null = null;
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i]!;
    const missed = i === 0 ? 0 : daysFrom(dates[i - 1]!, date) - 1;
    if (missed > 0) {
      chain = 0;
      if (run > 0) {
        const spent = Math.min(missed, banked);
        for (let k = 0; k < spent; k++) frozen.push(addDays(dates[i - 1]!, k + 1));
        banked -= spent;
        if (missed > spent) run = 0;
      }
    }
    chain += 1;
    if (chain % FREEZE_EVERY === 0) banked = Math.min(MAX_FREEZES, banked + 1);
    if (byDate.get(date)) {
      run += 1;
      lastWon = date;
      best = Math.max(best, run);
    } else run = 0;
  }
  return {
    figures: {
      played: results.length,
      won: results.filter((r) => r.won).length,
      best,
      run,
      lastWon,
      lastPlayed: dates.at(-1) ?? null,
      freezes: banked,
    },
    frozen,
  };
}

export const streakFigures = (results: readonly DayResult[]): StreakFigures => history(results).figures;

/**
 * The streak at `now` from figures: the run alive at the latest date played, while every date
 * after it that has closed so far (dates close in order, up to tomorrow in UTC, which UTC+14
 * has reached) was covered by a freeze. A date closes only once it has ended everywhere
 * (24:00 at UTC−12), so no player's time zone loses a streak while its day is still open
 * there. Figures kept before freezes existed (no `freezes`, a `run` that ends at `lastWon`
 * even after a later loss) are read as they were meant. At most MAX_FREEZES + 1 closed dates
 * are looked at, however old the figures.
 */
export function streakAt(f: StreakFigures, now: number): Omit<Streaks, "best"> {
  const banked = Number.isSafeInteger(f.freezes) ? f.freezes : 0;
  if (f.lastPlayed === null) return { current: 0, freezes: banked, frozen: [] };
  const lost = f.lastWon === null || f.lastPlayed > f.lastWon;
  if (lost || f.run === 0) return { current: 0, freezes: banked, frozen: [] };
  const last = addDays(utcDateOf(now), 1);
  const frozen: IsoDate[] = [];
  for (let date = addDays(f.lastPlayed, 1); date <= last; date = addDays(date, 1)) {
    if (windowAt(date, now) !== "closed") break;
    if (frozen.length === banked) return { current: 0, freezes: 0, frozen: frozen.reverse() };
    frozen.push(date);
  }
  return { current: f.run, freezes: banked - frozen.length, frozen: frozen.reverse() };
}

export const currentStreak = (f: StreakFigures, now: number): number => streakAt(f, now).current;

export function streaks(results: readonly DayResult[], now: number): Streaks {
  const { figures, frozen } = history(results);
  const at = streakAt(figures, now);
  return {
    current: at.current,
    best: figures.best,
    freezes: at.freezes,
    frozen: [...at.frozen, ...frozen.toReversed()],
  };
}
