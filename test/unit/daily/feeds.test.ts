import { describe, expect, it } from "vitest";
import { FEED_MAX_AGE, feedMaxAge, foldLine } from "../../../src/kit/daily-feeds.ts";

// The feeds' pure parts: iCalendar's line folding (RFC 5545 3.1) and how long a feed is kept.

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("an iCalendar content line folded at 75 octets", () => {
  it("leaves a short line alone and cuts a long one, each continuation after a space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const long = `DESCRIPTION:${"x".repeat(200)}`;
    const lines = foldLine(long).split("\r\n");
    expect(lines.length).toBe(3);
    expect(lines.map(octets)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    // Unfolding (RFC 5545: CRLF followed by one space removed) gives the line back.
    expect(foldLine(long).replace(/\r\n /g, "")).toBe(long);
  });

  it("never splits a character of several octets", () => {
    const long = `SUMMARY:${"Πρόκληση ημέρας 🂡 ".repeat(12)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
    expect(lines.every((l) => !l.includes("\uFFFD"))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });
});

describe("how long a feed is kept", () => {
  const at = (time: string) => Date.parse(`2026-12-10T${time}Z`);
  it("until the next opening (10:00 UTC) or closing (12:00 UTC), at most an hour", () => {
    expect(feedMaxAge(at("09:30:00"))).toBe(1800);
    expect(feedMaxAge(at("10:00:00"))).toBe(FEED_MAX_AGE);
    expect(feedMaxAge(at("11:59:30"))).toBe(30);
    expect(feedMaxAge(at("12:00:00"))).toBe(FEED_MAX_AGE);
    expect(feedMaxAge(at("00:30:00"))).toBe(FEED_MAX_AGE);
  });
});
