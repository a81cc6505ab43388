import { addDays, daysFrom, newestClosed, openDates, utcDateOf, type IsoDate } from "../../daily/calendar.ts";
import { firstDate } from "../../daily/config.ts";
import { GAME_IDS, type GameId } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { challenges } from "../clients.ts";
import { BACKFILL_DATES, BACKFILL_PREPARES } from "../limits.ts";
import { archiveClosed } from "../archive/archive-sweep.ts";

/** Days after today (UTC) whose challenges the scheduled handler prepares ahead. */
export const DAYS_AHEAD = 2;

export interface Prepared {
  readonly game: GameId;
  readonly date: IsoDate;
  readonly ok: boolean;
  readonly prepareMs?: number;
  /** This run ran the generator for it (it was not stored). */
  readonly fresh?: boolean;
  /** A closed date, looked at by the backfill. */
  readonly backfill?: boolean;
}

/** How much one run backfills (limits.ts; a test may ask for less). */
export interface Backfill {
  readonly dates: number;
  readonly prepares: number;
}

const HOUR_MS = 3_600_000;

/**
 * The scheduled (cron) handler's work, in two parts. Ahead: every game's challenge of every
 * date open at `now` and of the next days, prepared and stored if not already (so the first
 * player of a date does not wait for it). Backfill: closed dates whose challenge was never
 * prepared (a request never prepares one: it is answered 503 challenge_not_ready), bounded per
 * run: `backfill.dates` closed dates looked at, newest first from a place that moves on every
 * hour so that every date is looked at in turn, and the generator run for at most
 * `backfill.prepares` of them. Stored challenges are left as they are. Then the archive: the
 * two newest closed dates (the one that closed since the last run, and the one before if a run
 * was missed) and this run's closed slice, each game's that its archive lacks, written there
 * (archive-sweep.ts), so the whole calendar is archived as the backfill sweeps it.
 */
export async function prepareAhead(
  env: Bindings,
  now: number,
  backfill: Backfill = { dates: BACKFILL_DATES, prepares: BACKFILL_PREPARES },
): Promise<Prepared[]> {
  const first = firstDate(env);
  const today = utcDateOf(now);
  const dates = [
    ...new Set([...openDates(now), ...Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i + 1))]),
  ]
    .filter((date) => date >= first)
    .sort();
  const done: Prepared[] = [];
  for (const date of dates) for (const game of GAME_IDS) done.push(await prepareOne(env, game, date));
  let prepares = 0;
  const slice = closedSlice(first, now, backfill.dates);
  sweep: for (const date of slice) {
    for (const game of GAME_IDS) {
      if (prepares >= backfill.prepares) break sweep;
      const one = await prepareOne(env, game, date);
      if (one.fresh) prepares++;
      done.push({ ...one, backfill: true });
    }
  }
  const newest = newestClosed(first, now);
  const latest = newest === null ? [] : [newest, addDays(newest, -1)].filter((date) => date >= first);
  await archiveClosed(env, now, [...new Set([...latest, ...slice])]);
  return done;
}

/**
 * This run's closed dates to look at: `count` of them, newest first, starting at a place that
 * moves on by `count` every hour (all of them when there are no more).
 */
export function closedSlice(first: IsoDate, now: number, count: number): IsoDate[] {
  const newest = newestClosed(first, now);
  if (newest === null) return [];
  const total = daysFrom(first, newest) + 1;
  if (total <= count) return Array.from({ length: total }, (_, i) => addDays(newest, -i));
  const start = (Math.floor(now / HOUR_MS) * count) % total;
  return Array.from({ length: count }, (_, i) => addDays(newest, -((start + i) % total)));
}

async function prepareOne(env: Bindings, game: GameId, date: IsoDate): Promise<Prepared> {
  try {
    const result = await challenges(env).of(game, date).prepare({ game, date });
    if (!result.ok) {
      console.error("daily challenge not prepared", game, date, result.error.code);
      return { game, date, ok: false };
    }
    return { game, date, ok: true, prepareMs: result.value.prepareMs, fresh: result.value.fresh };
  } catch (error) {
    console.error("daily challenge not prepared", game, date, error);
    return { game, date, ok: false };
  }
}
