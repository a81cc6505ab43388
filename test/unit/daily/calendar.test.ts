import { describe, expect, it } from "vitest";
import {
  addDays,
  closesAt,
  daysFrom,
  openDates,
  opensAt,
  parseIsoDate,
  utcDateOf,
  windowAt,
} from "../../../src/daily/calendar.ts";

const at = (iso: string): number => Date.parse(iso);
const HOUR = 3_600_000;

describe("daily calendar", () => {
  it("hand-checked: 2026-12-01 opens at 00:00 in UTC+14 and closes at 24:00 in UTC−12", () => {
    // Kiritimati (UTC+14) starts 1 December while it is 10:00 on 30 November in London;
    // Baker Island (UTC−12) ends it at noon on 2 December in London.
    expect(opensAt("2026-12-01")).toBe(at("2026-11-30T10:00:00Z"));
    expect(closesAt("2026-12-01")).toBe(at("2026-12-02T12:00:00Z"));
    expect(closesAt("2026-12-01") - opensAt("2026-12-01")).toBe(50 * HOUR);
  });

  it("the window at its exact edges (one ms before, at)", () => {
    const date = "2026-12-01";
    expect(windowAt(date, opensAt(date) - 1)).toBe("upcoming");
    expect(windowAt(date, opensAt(date))).toBe("open");
    expect(windowAt(date, closesAt(date) - 1)).toBe("open");
    expect(windowAt(date, closesAt(date))).toBe("closed");
    expect(windowAt(date, closesAt(date) + 365 * 24 * HOUR)).toBe("closed");
  });

  it("open dates: two at any time, three from 10:00 to 12:00 UTC", () => {
    expect(openDates(at("2026-12-01T00:00:00Z"))).toEqual(["2026-11-30", "2026-12-01"]);
    expect(openDates(at("2026-12-01T09:59:59.999Z"))).toEqual(["2026-11-30", "2026-12-01"]);
    expect(openDates(at("2026-12-01T10:00:00Z"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(openDates(at("2026-12-01T11:59:59.999Z"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(openDates(at("2026-12-01T12:00:00Z"))).toEqual(["2026-12-01", "2026-12-02"]);
    expect(openDates(at("2026-12-31T23:59:59.999Z"))).toEqual(["2026-12-31", "2027-01-01"]);
  });

  it("open dates agree with the window of every nearby date (every 10 minutes for 3 days)", () => {
    const start = at("2028-02-27T00:00:00Z");
    for (let now = start; now < start + 72 * HOUR; now += HOUR / 6) {
      const nearby = Array.from({ length: 9 }, (_, i) => addDays("2028-02-25", i));
      const expected = nearby.filter((date) => opensAt(date) <= now && now < closesAt(date));
      expect(openDates(now), new Date(now).toISOString()).toEqual(expected);
      expect(expected.length === 2 || expected.length === 3).toBe(true);
    }
  });

  it("leap days: real on leap years only (2000 is one, 2100 is not)", () => {
    expect(parseIsoDate("2028-02-29")).toBe("2028-02-29");
    expect(parseIsoDate("2000-02-29")).toBe("2000-02-29");
    expect(parseIsoDate("2026-02-29")).toBeNull();
    expect(parseIsoDate("2100-02-29")).toBeNull();
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(daysFrom("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysFrom("2026-02-01", "2026-03-01")).toBe(28);
    expect(closesAt("2028-02-29") - opensAt("2028-02-29")).toBe(50 * HOUR);
  });

  it("refuses every other spelling and impossible dates", () => {
    for (const text of [
      "2026-13-01",
      "2026-00-10",
      "2026-01-32",
      "2026-04-31",
      "2026-1-01",
      "2026-01-1",
      "26-01-01",
      " 2026-01-01",
      "2026-01-01 ",
      "2026-01-01\n",
      "2026/01/01",
      "2026-01-01T00:00:00Z",
      "２０２６-01-01",
      "1999-12-31",
      "3000-01-01",
      "0026-01-01",
      "",
    ])
      expect(parseIsoDate(text), JSON.stringify(text)).toBeNull();
    expect(parseIsoDate("2026-01-01")).toBe("2026-01-01");
    expect(parseIsoDate("2999-12-31")).toBe("2999-12-31");
  });

  it("days and UTC dates: across months and years, both ways", () => {
    expect(utcDateOf(at("2026-01-01T00:00:00Z") - 1)).toBe("2025-12-31");
    expect(utcDateOf(at("2026-01-01T00:00:00Z"))).toBe("2026-01-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-03-15", 0)).toBe("2026-03-15");
    expect(daysFrom("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysFrom("2027-01-01", "2026-01-01")).toBe(-365);
    expect(daysFrom("2026-06-01", addDays("2026-06-01", 1000))).toBe(1000);
  });

  it("a date it did not parse is a programmer error, not a window", () => {
    expect(() => opensAt("2026-02-29")).toThrow();
    expect(() => windowAt(" 2026-01-01", 0)).toThrow();
  });
});
