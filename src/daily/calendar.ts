/**
 * The daily challenge's calendar. A date is one challenge for the whole Earth: it opens when
 * the date begins anywhere (00:00 at UTC+14, the first time zone) and closes when it has ended
 * everywhere (24:00 at UTC−12, the last), so a date is open for 50 hours and no player's local
 * date is ever missing (Wordle's streaks broke at those edges). Pure: the time is always
 * passed in (epoch milliseconds), so tests and the scheduled handler pick their clock.
 */

/** A calendar date as `YYYY-MM-DD`; only `parseIsoDate` makes one from outside text. */
export type IsoDate = string;

export type DateWindow = "upcoming" | "open" | "closed";

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date `text` names, or null: exactly `YYYY-MM-DD` (no spaces, no short fields), a real
 * calendar date (2026-02-29 is not), year 2000–2999 — dates go into keys and addresses, so
 * one spelling per date.
 */
export function parseIsoDate(text: string): IsoDate | null {
  const ms = midnightOf(text);
  return ms !== null && text >= "2000" && text < "3000" ? text : null;
}

/** 00:00 UTC of a real `YYYY-MM-DD` date (any four-digit year), or null. */
function midnightOf(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (m === null) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over into March (and years below 100 into the 1900s): a real
  // date comes back unchanged.
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : null;
}

/** 00:00 UTC of `date`; text that is no date is a programmer error (callers parse first). */
function midnightUtc(date: IsoDate): number {
  const ms = midnightOf(date);
  if (ms === null) throw new Error(`not an ISO date: ${JSON.stringify(date)}`);
  return ms;
}

/** An instant (epoch ms) as every reply writes it: ISO 8601 in UTC. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** The UTC calendar date of an instant (outside 2000–2999 it is no date the other functions take). */
export const utcDateOf = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** Whole seconds from `now` to the next midnight UTC (0 in its last second). */
export const secondsToMidnight = (now: number): number => Math.floor((DAY_MS - (now % DAY_MS)) / 1000);
export const addDays = (date: IsoDate, n: number): IsoDate => utcDateOf(midnightUtc(date) + n * DAY_MS);

/** Whole days from `a` to `b` (b − a): negative when `b` comes first. */
export const daysFrom = (a: IsoDate, b: IsoDate): number =>
  Math.round((midnightUtc(b) - midnightUtc(a)) / DAY_MS);

/** 00:00 of `date` at UTC+14: the first moment the date exists anywhere. */
export const opensAt = (date: IsoDate): number => midnightUtc(date) - 14 * HOUR_MS;

/** 24:00 of `date` at UTC−12: the moment it has ended everywhere (the first instant closed). */
export const closesAt = (date: IsoDate): number => midnightUtc(date) + DAY_MS + 12 * HOUR_MS;

export function windowAt(date: IsoDate, now: number): DateWindow {
  if (now < opensAt(date)) return "upcoming";
  return now < closesAt(date) ? "open" : "closed";
}

/**
 * The newest date closed at `now` (the day before the oldest open one: today's UTC date is open
 * at any time), or null when none from `first` on is.
 */
export function newestClosed(first: IsoDate, now: number): IsoDate | null {
  let newest = addDays(utcDateOf(now), -1);
  while (newest >= first && windowAt(newest, now) !== "closed") newest = addDays(newest, -1);
  return newest < first ? null : newest;
}

/**
 * Every date open at `now`, ascending. A date is open for 50 hours and a new one opens each
 * day, so two are open at any time and three from 10:00 to 12:00 UTC: the UTC date of `now`
 * and the days either side cover them all.
 */
export function openDates(now: number): IsoDate[] {
  const today = utcDateOf(now);
  return [-1, 0, 1]
    .map((n) => addDays(today, n))
    .filter((date) => parseIsoDate(date) !== null && windowAt(date, now) === "open");
}
