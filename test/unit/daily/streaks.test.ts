import { describe, expect, it } from "vitest";
import { addDays, closesAt, opensAt } from "../../../src/daily/calendar.ts";
import { streaks, type DayResult } from "../../../src/daily/streaks.ts";

// Hand-made calendars around one day D (2026-12-10): `day(n)` is D + n.
const D = "2026-12-10";
const day = (n: number) => addDays(D, n);
const won = (...days: number[]): DayResult[] => days.map((n) => ({ date: day(n), won: true }));
const lost = (...days: number[]): DayResult[] => days.map((n) => ({ date: day(n), won: false }));
/** An instant of D + `n` days, at `hour` UTC. */
const at = (n: number, hour: number) => Date.UTC(2026, 11, 10 + n, hour);
const NOON = at(0, 12);

describe("streaks", () => {
  it("no results, or only losses: nothing", () => {
    expect(streaks([], NOON)).toEqual({ current: 0, best: 0 });
    expect(streaks(lost(-2, -1, 0), NOON)).toEqual({ current: 0, best: 0 });
  });

  it("consecutive wins up to yesterday are current while today is still open and unplayed", () => {
    expect(streaks(won(-3, -2, -1), NOON)).toEqual({ current: 3, best: 3 });
    expect(streaks(won(-3, -2, -1, 0), NOON)).toEqual({ current: 4, best: 4 });
  });

  it("the streak lives until the next date closes (24:00 at UTC−12), and not an instant longer", () => {
    const results = won(-1, 0);
    // D+1 closes at D+2 12:00 UTC, 36 hours after it began in UTC.
    expect(closesAt(day(1))).toBe(at(2, 12));
    expect(streaks(results, closesAt(day(1)) - 1)).toEqual({ current: 2, best: 2 });
    expect(streaks(results, closesAt(day(1)))).toEqual({ current: 0, best: 2 });
  });

  it("yesterday still open somewhere keeps the streak of the day before it", () => {
    // At D 11:00 UTC, D−1 is still open (it closes at D 12:00 UTC) though D has begun in UTC.
    expect(streaks(won(-3, -2), at(0, 11))).toEqual({ current: 2, best: 2 });
    expect(streaks(won(-3, -2), at(0, 12))).toEqual({ current: 0, best: 2 });
  });

  it("a win of tomorrow (open at UTC+14) extends the run it follows", () => {
    // D+1 opens at D 10:00 UTC.
    expect(opensAt(day(1))).toBe(at(0, 10));
    expect(streaks(won(-1, 0, 1), at(0, 10))).toEqual({ current: 3, best: 3 });
    // Played before today: today is still open, so tomorrow's win starts a run of its own.
    expect(streaks(won(-1, 1), at(0, 10))).toEqual({ current: 1, best: 1 });
  });

  it("a loss breaks the streak at once, even while its date is still open", () => {
    expect(streaks([...won(-3, -2, -1), ...lost(0)], NOON)).toEqual({ current: 0, best: 3 });
    // A win after the loss starts again from one.
    expect(streaks([...won(-3, -2), ...lost(-1), ...won(0)], NOON)).toEqual({ current: 1, best: 2 });
  });

  it("a gap breaks the run: a date that closed unplayed", () => {
    expect(streaks(won(-6, -5, -4, -2, -1), NOON)).toEqual({ current: 2, best: 3 });
    expect(streaks(won(-6, -5, -4), NOON)).toEqual({ current: 0, best: 3 });
  });

  it("best and current are different runs", () => {
    const results = [...won(-10, -9, -8, -7, -6), ...lost(-5), ...won(-4, -3), ...won(-1, 0)];
    expect(streaks(results, NOON)).toEqual({ current: 2, best: 5 });
  });

  it("ignores the order of the results; a date with a win counts as won", () => {
    const results = [...won(0, -2), ...lost(-1), ...won(-1), ...won(-3)];
    expect(streaks(results, NOON)).toEqual({ current: 4, best: 4 });
  });

  it("runs across months and years; an old streak is over however long ago it ended", () => {
    const dates = ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"];
    const results = dates.map((date) => ({ date, won: true }));
    expect(streaks(results, Date.UTC(2027, 0, 2, 12))).toEqual({ current: 4, best: 4 });
    expect(streaks(results, Date.UTC(2031, 5, 1))).toEqual({ current: 0, best: 4 });
  });
});
