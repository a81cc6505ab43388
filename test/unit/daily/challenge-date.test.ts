import { describe, expect, it } from "vitest";
import { challengeDate } from "../../../src/daily/challenge-date.ts";

const at = (iso: string): number => Date.parse(iso);
const FIRST = "2026-12-01";

describe("the date a caller names", () => {
  it("today is the UTC date of now; a named date is served from when it opens anywhere on Earth", () => {
    expect(challengeDate("today", at("2027-03-10T23:59:59Z"), FIRST)).toEqual({
      ok: true,
      value: "2027-03-10",
    });
    // 2027-03-11 opens at 10:00 UTC the day before (00:00 at UTC+14).
    expect(challengeDate("2027-03-11", at("2027-03-10T10:00:00Z"), FIRST)).toEqual({
      ok: true,
      value: "2027-03-11",
    });
    expect(challengeDate("2027-03-11", at("2027-03-10T09:59:59.999Z"), FIRST)).toEqual({
      ok: false,
      error: {
        code: "challenge_not_open",
        params: { date: "2027-03-11", opensAt: "2027-03-10T10:00:00.000Z" },
      },
    });
    // Closed dates are still served (their reveal, casual play).
    expect(challengeDate(FIRST, at("2030-01-01T00:00:00Z"), FIRST)).toEqual({ ok: true, value: FIRST });
  });

  it("refuses text that is no date, and dates before the first challenge", () => {
    const now = at("2027-03-10T12:00:00Z");
    for (const bad of ["", "2027-3-10", "2027-02-29", "yesterday", "Today", "2027-03-10T00:00", "1999-12-31"])
      expect(challengeDate(bad, now, FIRST), bad).toEqual({ ok: false, error: { code: "invalid_date" } });
    expect(challengeDate("2026-11-30", now, FIRST)).toEqual({
      ok: false,
      error: { code: "no_challenge", params: { firstDate: FIRST } },
    });
  });
});
