import { addDays, openDates, utcDateOf, type IsoDate } from "../../daily/calendar.ts";
import { firstDate } from "../../daily/config.ts";
import { GAME_IDS, type GameId } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { challenges } from "../clients.ts";

/** Days after today (UTC) whose challenges the scheduled handler prepares ahead. */
export const DAYS_AHEAD = 2;

export interface Prepared {
  readonly game: GameId;
  readonly date: IsoDate;
  readonly ok: boolean;
  readonly prepareMs?: number;
}

/**
 * The scheduled (cron) handler's work: every game's challenge of every date open at `now`
 * and of the next days, prepared and stored if not already (so the first player of a date
 * does not wait for it). Stored challenges are left as they are.
 */
export async function prepareAhead(env: Bindings, now: number): Promise<Prepared[]> {
  const first = firstDate(env);
  const today = utcDateOf(now);
  const dates = [
    ...new Set([...openDates(now), ...Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i + 1))]),
  ]
    .filter((date) => date >= first)
    .sort();
  const done: Prepared[] = [];
  for (const date of dates) {
    for (const game of GAME_IDS) {
      try {
        const result = await challenges(env).of(game, date).prepare({ game, date });
        done.push(
          result.ok ? { game, date, ok: true, prepareMs: result.value.prepareMs } : { game, date, ok: false },
        );
        if (!result.ok) console.error("daily challenge not prepared", game, date, result.error.code);
      } catch (error) {
        console.error("daily challenge not prepared", game, date, error);
        done.push({ game, date, ok: false });
      }
    }
  }
  return done;
}
