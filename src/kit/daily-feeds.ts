import { addDays, closesAt, daysFrom, iso, opensAt, utcDateOf, type IsoDate } from "../daily/calendar.ts";
import type { GameId } from "../games/registry.ts";
import { gameName } from "../i18n/board-words.ts";

// The daily challenge's calendar as feeds: an Atom feed (RFC 4287) of each game's openings and
// closings, and an iCalendar (RFC 5545) of each date's window. Both are functions of the clock
// and the first date alone (the calendar: nothing is read from a challenge), and change only
// when a date opens or closes: they are kept at the edge until the next such instant.

/** Atom entries a feed lists: the latest openings and closings (ten days of them). */
export const FEED_ENTRIES = 20;
/** Dates an iCalendar lists: the last week's and the coming week's. */
export const CALENDAR_PAST_DAYS = 7;
export const CALENDAR_DAYS_AHEAD = 7;
/** The most a feed is kept at the edge, even when nothing opens or closes sooner. */
export const FEED_MAX_AGE = 3600;

interface FeedEvent {
  readonly date: IsoDate;
  readonly kind: "opened" | "closed";
  readonly at: number;
}

/** Openings and closings up to `now` from `first` on, latest first, `count` of them. */
function pastEvents(first: IsoDate, now: number, count: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  // A date opens the day before its UTC date (10:00 UTC) and closes the day after (12:00 UTC).
  for (let date = addDays(utcDateOf(now), 1); date >= first && events.length < count + 2;) {
    if (closesAt(date) <= now) events.push({ date, kind: "closed", at: closesAt(date) });
    if (opensAt(date) <= now) events.push({ date, kind: "opened", at: opensAt(date) });
    date = addDays(date, -1);
  }
  return events.sort((a, b) => b.at - a.at || a.kind.localeCompare(b.kind)).slice(0, count);
}

/** The last opening or closing at or before `now` (the feeds' last change), or null before the first. */
function lastEvent(first: IsoDate, now: number): number | null {
  return pastEvents(first, now, 1)[0]?.at ?? null;
}

/** Seconds a feed at `now` may be kept: until the next opening or closing, at most FEED_MAX_AGE. */
export function feedMaxAge(now: number): number {
  const today = utcDateOf(now);
  const next = [addDays(today, 1), addDays(today, 2)]
    .map(opensAt)
    .concat([addDays(today, -1), today].map(closesAt))
    .filter((at) => at > now)
    .reduce((a, b) => Math.min(a, b));
  return Math.max(1, Math.min(FEED_MAX_AGE, Math.ceil((next - now) / 1000)));
}

const xml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What the feeds say of a date, and where its things are (absolute: a feed is read elsewhere). */
function dateWords(game: GameId, date: IsoDate, first: IsoDate, origin: string) {
  const name = gameName(game, "en");
  return {
    title: `${name} daily challenge No. ${daysFrom(first, date)} (${date})`,
    challenge: `${origin}/v1/daily/${game}/${date}`,
    leaderboard: `${origin}/v1/daily/${game}/${date}/leaderboard`,
    play: `${origin}/play?game=${game}&date=${date}`,
  };
}

/** `game`'s Atom feed at `now`: its latest openings and closings (a closing links the reveal). */
export function atomFeed(game: GameId, first: IsoDate, now: number, origin: string): string {
  const name = gameName(game, "en");
  const self = `${origin}/v1/daily/${game}/feed.atom`;
  const updated = lastEvent(first, now) ?? opensAt(first);
  const entries = pastEvents(first, now, FEED_ENTRIES).map((e) => {
    const w = dateWords(game, e.date, first, origin);
    const opened = e.kind === "opened";
    const summary = opened
      ? `Open until ${iso(closesAt(e.date))}: one deal for everyone, proven winnable; play it at ${w.play}.`
      : `Closed at ${iso(e.at)}: the reveal (layout, salt, proof line) is at ${w.challenge}; every entry's line is public from the leaderboard, ${w.leaderboard}.`;
    return [
      "  <entry>",
      `    <id>urn:patience-api:daily:${game}:${e.date}:${e.kind}</id>`,
      `    <title>${xml(`${w.title} ${opened ? "is open" : "has closed: the reveal"}`)}</title>`,
      `    <updated>${iso(e.at)}</updated>`,
      `    <published>${iso(e.at)}</published>`,
      `    <link rel="alternate" type="application/json" href="${xml(w.challenge)}"/>`,
      `    <link rel="related" type="text/html" href="${xml(w.play)}"/>`,
      `    <category term="${e.kind}"/>`,
      `    <summary>${xml(summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>urn:patience-api:daily:${game}</id>`,
    `  <title>${xml(`${name} daily challenge`)}</title>`,
    `  <subtitle>${xml(`Each date's ${name} challenge as it opens and as it closes (with its reveal).`)}</subtitle>`,
    `  <updated>${iso(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${origin}/play?game=${game}`)}"/>`,
    "  <author><name>Patience API</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** An instant as iCalendar writes it in UTC: `20261205T100000Z`. */
const icsTime = (ms: number): string =>
  iso(ms)
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A TEXT value escaped (RFC 5545 3.3.11). */
const icsText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space,
 * and no UTF-8 character is split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/**
 * `game`'s iCalendar at `now`: one event per date, from its opening to its closing, for the
 * last CALENDAR_PAST_DAYS dates and the next CALENDAR_DAYS_AHEAD (never before the first).
 */
export function icsCalendar(game: GameId, first: IsoDate, now: number, origin: string): string {
  const name = gameName(game, "en");
  const stamp = icsTime(lastEvent(first, now) ?? now);
  const today = utcDateOf(now);
  const events: string[][] = [];
  for (let i = -CALENDAR_PAST_DAYS; i <= CALENDAR_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (date < first) continue;
    const w = dateWords(game, date, first, origin);
    const closed = closesAt(date) <= now;
    const description = closed
      ? `Closed. The reveal (layout, salt, proof line): ${w.challenge}\nThe leaderboard and every entry's line: ${w.leaderboard}`
      : `One deal for everyone, open from when ${date} begins anywhere on Earth (UTC+14) until it has ended everywhere (UTC-12). Play: ${w.play}`;
    events.push([
      "BEGIN:VEVENT",
      `UID:${game}-${date}@daily.patience-api`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTime(opensAt(date))}`,
      `DTEND:${icsTime(closesAt(date))}`,
      `SUMMARY:${icsText(w.title)}`,
      `DESCRIPTION:${icsText(description)}`,
      `URL:${w.challenge}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Patience API//Daily challenge//EN",
    "CALSCALE:GREGORIAN",
    `NAME:${icsText(`${name} daily challenge`)}`,
    `X-WR-CALNAME:${icsText(`${name} daily challenge`)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
