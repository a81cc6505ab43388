import type { Context } from "hono";
import type { SessionOutcome } from "../durable/session-types.ts";
import { bearerCredential } from "./bearer.ts";
import type { AppEnv } from "./env.ts";
import { ProblemError } from "./problem.ts";

/** The Durable Object of a stored game; an id that is not one of ours is simply unknown. */
export function sessionStub(c: Context<AppEnv>, id: string) {
  let objectId: DurableObjectId;
  try {
    objectId = c.env.GAME_SESSIONS.idFromString(id);
  } catch {
    throw new ProblemError("unknown_session");
  }
  return c.env.GAME_SESSIONS.get(objectId);
}

/** The value of a stored game's answer; a refusal becomes its problem. */
export function orSessionProblem<O extends SessionOutcome<unknown>>(
  outcome: O,
): Extract<O, { ok: true }>["value"] {
  if (outcome.ok) return outcome.value as Extract<O, { ok: true }>["value"];
  // A version conflict also says at the top level which version to send next.
  const params = outcome.error.params;
  const currentVersion = params?.currentVersion;
  throw new ProblemError(outcome.error.code, {
    params,
    extra: currentVersion !== undefined ? { currentVersion } : undefined,
  });
}

/**
 * The owner token from `Authorization: Bearer …`; without one, a 401 that says how to send it.
 * Any other value is a token the game compares (after finding the game: 404 before 403).
 */
export function bearerToken(c: Context): string {
  const token = bearerCredential(c);
  if (!token) throw new ProblemError("missing_owner_token", { headers: { "WWW-Authenticate": "Bearer" } });
  return token;
}

/** Route middleware: refuse a change without a token before looking at its body. */
export async function requireBearer(c: Context, next: () => Promise<void>): Promise<void> {
  bearerToken(c);
  await next();
}
