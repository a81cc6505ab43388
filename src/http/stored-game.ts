import type { Context } from "hono";
import { storedGames, type StoredGame } from "../durable/clients.ts";
import { bearerCredential } from "./bearer.ts";
import type { AppEnv } from "./env.ts";
import { orRefuse, ProblemError } from "./problem.ts";

/** The stored game of a public id; an id that is not one of ours is simply unknown. */
export const storedGame = (c: Context<AppEnv>, id: string): StoredGame =>
  orRefuse(storedGames(c.env).byId(id));

/**
 * The owner token from `Authorization: Bearer …`; without one, a 401 that says how to send it.
 * Any other value is a token the game compares (after finding the game: 404 before 403).
 */
export function bearerToken(c: Context): string {
  const token = bearerCredential(c);
  if (!token) throw new ProblemError("missing_owner_token");
  return token;
}

/** Route middleware: refuse a change without a token before looking at its body. */
export async function requireBearer(c: Context, next: () => Promise<void>): Promise<void> {
  bearerToken(c);
  await next();
}
