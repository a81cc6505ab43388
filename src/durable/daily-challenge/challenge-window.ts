// A challenge's window as refusals: nothing is served before its date begins somewhere on Earth,
// and an entry is refused once it has closed.

import { fail, ok, type Result } from "../../engine/index.ts";
import { closesAt, opensAt, windowAt } from "../../daily/calendar.ts";
import type { ChallengeRef, DailyErrorCode } from "./daily-types.ts";

/** Whether the challenge is open or closed now; refused before its date opens. */
export function windowOf(ref: ChallengeRef): Result<"open" | "closed", DailyErrorCode> {
  const window = windowAt(ref.date, ref.now);
  if (window === "upcoming") {
    return fail("challenge_not_open", { date: ref.date, opensAt: new Date(opensAt(ref.date)).toISOString() });
  }
  return ok(window);
}

/** The refusal of a closed challenge, with when it closed. */
export const closedFor = (date: string): Result<never, DailyErrorCode> =>
  fail("challenge_closed", { date, closesAt: new Date(closesAt(date)).toISOString() });
