import type { Context } from "hono";
import type { AnyGameEngine } from "../engine/index.ts";
import type { AppEnv } from "./env.ts";
import { ProblemError } from "./problem.ts";
import { keyRing, openState, sealState } from "./state-token.ts";

export async function seal(c: Context<AppEnv>, engine: AnyGameEngine, state: unknown): Promise<string> {
  return sealState(await keyRing(c.env), engine.id, engine.encode(state));
}

/** Opens a sealed token into a state of `engine`; every way it can be wrong has its code. */
export async function unseal(c: Context<AppEnv>, engine: AnyGameEngine, token: string): Promise<unknown> {
  const opened = await openState(await keyRing(c.env), engine.id, token);
  if (!opened.ok) throw new ProblemError(opened.error.code, { params: { game: engine.id } });
  const decoded = engine.decode(opened.value);
  // Authentic but undecodable can only mean a server-side format change: treat as stale.
  if (!decoded.ok) throw new ProblemError("state_version_unsupported");
  return decoded.value;
}
