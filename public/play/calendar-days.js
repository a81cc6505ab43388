// @ts-check
// What each day of the player's calendar is, pure (the clock is passed in: tests fix it).
import { DAY_MS, HOUR_MS } from "./days.js";

/** `YYYY-MM-DD` of an instant, in UTC (a challenge's date). */
export const isoDate = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * What a calendar day is for a player:
 * - `won`, `lost`: their entry's result; `frozen`: not played, a freeze kept the streak;
 * - `missed`: closed unplayed; `open`: open now and not played yet;
 * - `future`: not open yet; `before`: there was nothing for the player to play (before the first
 *   challenge, or closed before the player was made).
 * @typedef {"won" | "lost" | "frozen" | "missed" | "open" | "future" | "before"} DayKind
 */

/**
 * The weeks (Monday first) from `weeks - 1` weeks before the week of `today` to its Sunday,
 * each day with what it is for the player at `now`.
 * @param {{ today: string, first: string, now: number, since?: number, weeks?: number,
 *   results: readonly { date: string, won: boolean }[], frozen: readonly string[] }} at
 * @returns {{ date: string, kind: DayKind }[][]}
 */
export function calendarWeeks({ today, first, now, since = 0, weeks = 5, results, frozen }) {
  const byDate = new Map(results.map((r) => [r.date, r.won]));
  const frozenDates = new Set(frozen);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
  const start = monday - (weeks - 1) * 7 * DAY_MS;
  /** @type {{ date: string, kind: DayKind }[][]} */
  const rows = [];
  for (let w = 0; w < weeks; w++) {
    /** @type {{ date: string, kind: DayKind }[]} */
    const row = [];
    for (let d = 0; d < 7; d++) {
      const ms = start + (w * 7 + d) * DAY_MS;
      const date = isoDate(ms);
      const won = byDate.get(date);
      /** @type {DayKind} */
      let kind;
      if (won !== undefined) kind = won ? "won" : "lost";
      else if (date < first || ms + 36 * HOUR_MS <= since) kind = "before";
      else if (now < ms - 14 * HOUR_MS) kind = "future";
      else if (now < ms + 36 * HOUR_MS) kind = "open";
      else kind = frozenDates.has(date) ? "frozen" : "missed";
      row.push({ date, kind });
    }
    rows.push(row);
  }
  return rows;
}
