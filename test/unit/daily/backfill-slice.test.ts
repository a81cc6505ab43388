import { describe, expect, it } from "vitest";
import { addDays, daysFrom, windowAt } from "../../../src/daily/calendar.ts";
import { closedSlice } from "../../../src/durable/daily-challenge/prepare-ahead.ts";

const HOUR = 3_600_000;

describe("the backfill's closed dates of one run", () => {
  it("are every closed date from the first, newest first, when there are no more than a run looks at", () => {
    const now = Date.parse("2027-01-09T11:00:00Z");
    // 01-08 is open until 12:00 UTC on 01-09: 01-07 is the newest closed date.
    expect(closedSlice("2027-01-05", now, 24)).toEqual(["2027-01-07", "2027-01-06", "2027-01-05"]);
    expect(closedSlice("2027-01-05", now + HOUR, 24)[0]).toBe("2027-01-08");
    expect(closedSlice("2027-01-08", now, 24)).toEqual([]);
  });

  it("are a run's share of a long calendar, closed only, and every date comes in turn within ceil(dates / share) hours", () => {
    const first = "2026-12-01";
    // From 12:07 to 08:07 the next day: no date closes meanwhile (one closes at 12:00 UTC and
    // moves the slices on by a day; a date that skips is in the next sweep).
    const start = Date.parse("2028-03-05T12:07:00Z");
    const share = 24;
    const newest = addDays("2028-03-05", -1);
    const total = daysFrom(first, newest) + 1;
    const seen = new Set<string>();
    for (let hour = 0; hour < Math.ceil(total / share); hour++) {
      const slice = closedSlice(first, start + hour * HOUR, share);
      expect(slice).toHaveLength(share);
      for (const date of slice) {
        expect(date >= first).toBe(true);
        expect(windowAt(date, start + hour * HOUR)).toBe("closed");
        seen.add(date);
      }
    }
    expect(seen.size).toBe(total);
  });
});
