import { describe, expect, it } from "vitest";
import { addDays, closesAt, opensAt } from "../../../src/daily/calendar.ts";
import {
  FREEZE_EVERY,
  MAX_FREEZES,
  streakAt,
  streakFigures,
  streaks as streaksOf,
  type DayResult,
} from "../../../src/daily/streaks.ts";

// Hand-made calendars around one day D (2026-12-10): `day(n)` is D + n.
const D = "2026-12-10";
const day = (n: number) => addDays(D, n);
const won = (...days: number[]): DayResult[] => days.map((n) => ({ date: day(n), won: true }));
const lost = (...days: number[]): DayResult[] => days.map((n) => ({ date: day(n), won: false }));
/** An instant of D + `n` days, at `hour` UTC. */
const at = (n: number, hour: number) => Date.UTC(2026, 11, 10 + n, hour);
const NOON = at(0, 12);
/** Current and best only (the runs below earn no freeze: fewer than FREEZE_EVERY dates in a row). */
const streaks = (results: readonly DayResult[], now: number) => {
  const { current, best } = streaksOf(results, now);
  return { current, best };
};
/** Dates D + from … D + to. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

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
    // Six dates played in a row, then a gap: no freeze earned to bridge D−2.
    const results = [...won(-11, -10, -9, -8, -7), ...lost(-6), ...won(-4, -3), ...won(-1, 0)];
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

describe("freezes", () => {
  it("are earned one per FREEZE_EVERY dates played in a row, won or lost, at most MAX_FREEZES", () => {
    expect([FREEZE_EVERY, MAX_FREEZES]).toEqual([7, 2]);
    expect(streakFigures(won(...range(-5, 0))).freezes).toBe(0);
    expect(streakFigures(won(...range(-6, 0))).freezes).toBe(1);
    expect(streakFigures([...won(...range(-6, -1)), ...lost(0)]).freezes).toBe(1);
    expect(streakFigures(won(...range(-13, 0))).freezes).toBe(2);
    expect(streakFigures(won(...range(-27, 0))).freezes).toBe(2);
    // A gap starts the count again: 6 + 6 dates played is no freeze.
    expect(streakFigures(won(...range(-13, -8), ...range(-6, -1))).freezes).toBe(0);
  });

  it("a missed date with a freeze banked keeps the streak (not lengthened) and spends the freeze", () => {
    const week = won(...range(-8, -2));
    // D−1 closed unplayed at D 12:00 UTC: the freeze covers it.
    expect(streaksOf(week, NOON)).toEqual({ current: 7, best: 7, freezes: 0, frozen: [day(-1)] });
    // Before D−1 closes, nothing is spent.
    expect(streaksOf(week, at(0, 11))).toEqual({ current: 7, best: 7, freezes: 1, frozen: [] });
    // Playing on after the frozen date goes on with the same run.
    expect(streaksOf([...week, ...won(0)], NOON)).toEqual({
      current: 8,
      best: 8,
      freezes: 0,
      frozen: [day(-1)],
    });
    // A second missed date with none left breaks it.
    expect(streaksOf(week, at(1, 12))).toEqual({ current: 0, best: 7, freezes: 0, frozen: [day(-1)] });
  });

  it("two banked cover two missed dates; the third breaks the streak", () => {
    const fortnight = won(...range(-15, -2));
    expect(streaksOf(fortnight, at(1, 12) - 1)).toEqual({
      current: 14,
      best: 14,
      freezes: 1,
      frozen: [day(-1)],
    });
    const two = { current: 14, best: 14, freezes: 0, frozen: [day(0), day(-1)] };
    expect(streaksOf(fortnight, at(2, 12) - 1)).toEqual(two);
    expect(streaksOf(fortnight, at(2, 12))).toEqual({ ...two, current: 0 });
    // The same three missed dates between results: the run after them starts again from one.
    const later = streaksOf([...fortnight, ...won(2)], at(2, 12));
    expect(later).toMatchObject({ current: 1, best: 14, freezes: 0 });
    expect(later.frozen).toEqual([day(0), day(-1)]);
  });

  it("a loss is not forgiven, and a broken streak spends no freeze", () => {
    const results = [...won(...range(-9, -3)), ...lost(-2)];
    expect(streaksOf(results, at(3, 12))).toEqual({ current: 0, best: 7, freezes: 1, frozen: [] });
  });

  it("figures kept before freezes (no freezes field, a run up to the last win) read as before", () => {
    const old = { played: 3, won: 2, best: 2, run: 2, lastWon: day(-2), lastPlayed: day(-1) };
    expect(streakAt(old as never, NOON).current).toBe(0);
    const alive = { ...old, played: 2, lastPlayed: day(-1), lastWon: day(-1) };
    expect(streakAt(alive as never, at(0, 11))).toEqual({ current: 2, freezes: 0, frozen: [] });
    expect(streakAt(alive as never, at(1, 12)).current).toBe(0);
  });
});
