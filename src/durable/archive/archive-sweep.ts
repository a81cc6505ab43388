import type { IsoDate } from "../../daily/calendar.ts";
import { GAME_IDS, type GameId } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { archives, challenges } from "../clients.ts";

export interface Archived {
  readonly game: GameId;
  readonly date: IsoDate;
  readonly ok: boolean;
}

/**
 * The scheduled handler's archiving: of the closed `dates`, each game's that its archive lacks
 * are read from their challenge (one call each: par, counts, winner) and kept there. One call
 * per game asks which are missing, so a run costs 1 + (dates newly archived) calls a game. A
 * date whose challenge was never prepared is left for a later run (the backfill prepares it).
 */
export async function archiveClosed(
  env: Pick<Bindings, "DAILY_ARCHIVES" | "DAILY_CHALLENGES">,
  now: number,
  dates: readonly IsoDate[],
): Promise<Archived[]> {
  const done: Archived[] = [];
  for (const game of GAME_IDS) {
    const archive = archives(env).of(game);
    try {
      for (const date of await archive.missing(dates)) {
        const day = await challenges(env).of(game, date).archived({ game, date, now });
        if (day.ok) await archive.record(day.value, now);
        done.push({ game, date, ok: day.ok });
      }
    } catch (error) {
      console.error("daily archive not written", game, error);
    }
  }
  return done;
}
