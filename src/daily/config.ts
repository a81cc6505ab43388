import type { GameId } from "../games/registry.ts";
import { parseIsoDate, type IsoDate } from "./calendar.ts";

/** Development secret: used only with the development switch and no DAILY_SECRET. */
const DEV_DAILY_SECRET = "patience-api local development daily secret: never used when DAILY_SECRET is set";

/** The first date with a challenge when the Worker's variable does not say (number 0). */
export const DEFAULT_FIRST_DATE = "2026-12-01";

/**
 * The daily deals' secret: the Worker secret, or with the development switch (and no
 * secret) a built-in one; null means not configured (the façades answer 503).
 */
export function dailySecret(env: { DAILY_SECRET?: string; DEV_SECRETS?: string }): string | null {
  if (env.DAILY_SECRET) return env.DAILY_SECRET;
  return env.DEV_SECRETS === "on" ? DEV_DAILY_SECRET : null;
}

export function firstDate(env: { DAILY_FIRST_DATE?: string }): IsoDate {
  return parseIsoDate(env.DAILY_FIRST_DATE ?? "") ?? DEFAULT_FIRST_DATE;
}

/** The name of a challenge's Durable Object. */
export const challengeName = (game: GameId, date: IsoDate): string => `${game}/${date}`;
