import { fail, ok, type Result } from "../engine/result.ts";
import { opensAt, parseIsoDate, utcDateOf, windowAt, type IsoDate } from "./calendar.ts";

/** Why a named date is no challenge that can be served now. */
export type ChallengeDateCode = "invalid_date" | "no_challenge" | "challenge_not_open";

/**
 * The challenge date a caller names (`YYYY-MM-DD`, or `today`: the UTC date of `now`), once
 * it is one that may be served now: a real date, not before the first challenge, already
 * open. Every façade checks here, so a date far ahead never even reaches a Durable Object
 * (which checks the window again itself).
 */
export function challengeDate(text: string, now: number, first: IsoDate): Result<IsoDate, ChallengeDateCode> {
  const date = text === "today" ? utcDateOf(now) : parseIsoDate(text);
  if (date === null) return fail("invalid_date");
  if (date < first) return fail("no_challenge", { firstDate: first });
  if (windowAt(date, now) === "upcoming") {
    return fail("challenge_not_open", { date, opensAt: new Date(opensAt(date)).toISOString() });
  }
  return ok(date);
}
