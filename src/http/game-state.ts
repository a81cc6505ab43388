import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { AnyGameEngine } from "../engine/index.ts";
import { snapshot } from "../play/game-play.ts";
import type { AppEnv } from "./env.ts";
import { ProblemError } from "./problem.ts";
import { asDocumented } from "./route-kit.ts";
import type { GameResponseSchema } from "./schemas/game.ts";
import { keyRing, openMarkedState, sealState } from "./state-token.ts";

/** `mark`: what kind of deal the token carries, kept through every move (`daily:<date>`). */
export async function seal(
  c: Context<AppEnv>,
  engine: AnyGameEngine,
  state: unknown,
  mark = "",
): Promise<string> {
  return sealState(await keyRing(c.env), engine.id, engine.encode(state), mark);
}

/** Opens a sealed token into a state of `engine` and its mark; every way it can be wrong has its code. */
export async function unsealMarked(
  c: Context<AppEnv>,
  engine: AnyGameEngine,
  token: string,
): Promise<{ state: unknown; mark: string }> {
  const opened = await openMarkedState(await keyRing(c.env), engine.id, token);
  if (!opened.ok) throw new ProblemError(opened.error.code, { params: { game: engine.id } });
  const decoded = engine.decode(opened.value.payload);
  // Authentic but undecodable can only mean a server-side format change: treat as stale.
  if (!decoded.ok) throw new ProblemError("state_version_unsupported");
  return { state: decoded.value, mark: opened.value.mark };
}

export async function unseal(c: Context<AppEnv>, engine: AnyGameEngine, token: string): Promise<unknown> {
  return (await unsealMarked(c, engine, token)).state;
}

/** The date of a daily challenge's casual token, from its mark. */
export const dailyMark = (date: string): string => `daily:${date}`;
export const markedDate = (mark: string): string | null => (mark.startsWith("daily:") ? mark.slice(6) : null);

/** A stateless game's reply but for its token and deal number. */
export type Described = Omit<z.infer<typeof GameResponseSchema>, "state" | "deal">;
/**
 * The snapshot in the JSON shape the schema documents (engines type views as readonly); a
 * daily challenge's casual game says so, as its token's mark does.
 */
export function describe(engine: AnyGameEngine, state: unknown, mark = ""): Described {
  const described = asDocumented<Described>()(snapshot(engine, state));
  const date = markedDate(mark);
  return date === null ? described : { ...described, origin: "daily", daily: { date, ranked: false } };
}
