import { describe, expect, it } from "vitest";
import { calendarWeeks } from "../../public/play/calendar-days.js";
import { nextOpening } from "../../public/play/days.js";

// /play's daily calendar with a fixed clock: the next opening and what each day of the
// calendar is. Today's challenge (2026-12-10 in UTC) opened at 2026-12-09 10:00 UTC.
const OPENED = "2026-12-09T10:00:00.000Z";
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 11, day, hour, minute);

describe("the next opening", () => {
  it("is right at every hour: the next 10:00 UTC still to come", () => {
    expect(nextOpening(OPENED, at(10, 0, 30))).toEqual({ at: at(10, 10), hours: 9, minutes: 30 });
    // Past 10:00 UTC the date after tomorrow opens next (the old page said "in 0 h 0 min").
    expect(nextOpening(OPENED, at(10, 10, 30))).toEqual({ at: at(11, 10), hours: 23, minutes: 30 });
    expect(nextOpening(OPENED, at(10, 23, 30))).toEqual({ at: at(11, 10), hours: 10, minutes: 30 });
    // At the opening itself, the next is a day later; a minute before, it is that one.
    expect(nextOpening(OPENED, at(10, 10))).toMatchObject({ at: at(11, 10), hours: 24, minutes: 0 });
    expect(nextOpening(OPENED, at(10, 9, 59))).toMatchObject({ at: at(10, 10), hours: 0, minutes: 1 });
    // A page left open for days still counts from the challenge it loaded.
    expect(nextOpening(OPENED, at(14, 23, 30))).toMatchObject({ at: at(15, 10), hours: 10, minutes: 30 });
    for (let hour = 0; hour < 24; hour++) {
      const next = nextOpening(OPENED, at(10, hour, 30))!;
      expect(next.at).toBeGreaterThan(at(10, hour, 30));
      expect(next.at - at(10, hour, 30)).toBeLessThanOrEqual(86_400_000);
      expect(new Date(next.at).getUTCHours()).toBe(10);
    }
    expect(nextOpening("not a date", at(10, 0))).toBeNull();
  });
});

describe("the calendar", () => {
  it("weeks from Monday; each day won, lost, frozen, missed, open, future or before the first", () => {
    const weeks = calendarWeeks({
      today: "2026-12-10",
      first: "2026-11-20",
      now: at(10, 11),
      results: [
        { date: "2026-11-20", won: true },
        { date: "2026-11-21", won: false },
        { date: "2026-12-08", won: true },
      ],
      frozen: ["2026-11-23"],
    });
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    // 2026-12-10 is a Thursday: the last week runs Monday 12-07 to Sunday 12-13.
    expect(weeks[4]![0]!.date).toBe("2026-12-07");
    expect(weeks[0]![0]!.date).toBe("2026-11-09");
    const kind = new Map(weeks.flat().map((d) => [d.date, d.kind]));
    expect(kind.get("2026-11-19")).toBe("before");
    expect(kind.get("2026-11-20")).toBe("won");
    expect(kind.get("2026-11-21")).toBe("lost");
    expect(kind.get("2026-11-22")).toBe("missed");
    expect(kind.get("2026-11-23")).toBe("frozen");
    // At 11:00 UTC on 12-10: 12-09 is still open (until 12:00), 12-10 and 12-11 are open.
    expect(kind.get("2026-12-08")).toBe("won");
    expect(kind.get("2026-12-09")).toBe("open");
    expect(kind.get("2026-12-10")).toBe("open");
    expect(kind.get("2026-12-11")).toBe("open");
    expect(kind.get("2026-12-12")).toBe("future");
  });

  it("dates that closed before the player was made are not missed", () => {
    const weeks = calendarWeeks({
      today: "2026-12-10",
      first: "2026-11-01",
      now: at(10, 13),
      // Made at 12-09 11:00 UTC: 12-07 had closed (12-08 12:00 UTC), 12-08 was still open until 12:00.
      since: at(9, 11),
      results: [],
      frozen: [],
    });
    const kind = new Map(weeks.flat().map((d) => [d.date, d.kind]));
    expect(kind.get("2026-11-09")).toBe("before");
    expect(kind.get("2026-12-07")).toBe("before");
    expect(kind.get("2026-12-08")).toBe("missed");
    expect(kind.get("2026-12-09")).toBe("missed");
    expect(kind.get("2026-12-10")).toBe("open");
  });
});
