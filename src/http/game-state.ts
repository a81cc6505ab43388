import type { Context } from "hono";
import type { AnyGameEngine, Result } from "../engine/index.ts";
import { findGame } from "../games/registry.ts";
import type { AppEnv } from "./env.ts";
import { ProblemError } from "./problem.ts";
import { keyRing, openState, sealState } from "./state-token.ts";

/** The engine for a path's `{game}`; unknown games are a 404 problem. */
export function engineFor(game: string): AnyGameEngine {
  const engine = findGame(game);
  if (!engine) throw new ProblemError("unknown_game", { game });
  return engine;
}

/** The value of an engine result; a refusal becomes its problem (422 with its code). */
export function orRefuse<T>(result: Result<T>): T {
  if (!result.ok) throw new ProblemError(result.error.code, result.error.params);
  return result.value;
}

export async function seal(c: Context<AppEnv>, engine: AnyGameEngine, state: unknown): Promise<string> {
  return sealState(await keyRing(c.env), engine.id, engine.encode(state));
}

/** Opens a sealed token into a state of `engine`; every way it can be wrong has its code. */
export async function unseal(c: Context<AppEnv>, engine: AnyGameEngine, token: string): Promise<unknown> {
  const opened = await openState(await keyRing(c.env), engine.id, token);
  if (!opened.ok) throw new ProblemError(opened.code, { game: engine.id });
  const decoded = engine.decode(opened.payload);
  // Authentic but undecodable can only mean a server-side format change: treat as stale.
  if (!decoded.ok) throw new ProblemError("state_version_unsupported");
  return decoded.value;
}

export const randomDealNumber = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;
