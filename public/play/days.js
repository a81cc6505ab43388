// @ts-check
// When the next daily challenge opens, pure (the clock is passed in: tests fix it). A date's
// challenge opens at 00:00 of the date at UTC+14 and closes at 24:00 at UTC−12, as the API's
// `opensAt` and `closesAt` say; one opens every 24 hours.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/**
 * The next opening after `now`, from any challenge's `opensAt`: that instant plus whole days,
 * the first one still to come (an opening already past is a day behind, never "in 0 h 0 min").
 * @param {string} opensAt
 * @param {number} now
 */
export function nextOpening(opensAt, now) {
  const known = Date.parse(opensAt);
  if (!Number.isFinite(known)) return null;
  const at = known + (Math.floor((now - known) / DAY_MS) + 1) * DAY_MS;
  const left = at - now;
  return { at, hours: Math.floor(left / HOUR_MS), minutes: Math.floor(left / 60_000) % 60 };
}
