import type { Context } from "hono";
import { playerOfToken } from "../durable/player/player-credentials.ts";
import type { AuthenticatedPlayer } from "../durable/player/player-types.ts";
import { bearerCredential } from "./bearer.ts";
import type { AppEnv } from "./env.ts";
import { orRefuse, ProblemError } from "./problem.ts";
import { problemResponse } from "./route-kit.ts";

// Routes that act as a player (a ranked entry, a league): the player token they take, as the
// document describes it and as a request carries it.

/**
 * Such routes' `security`, the scheme it names (register it on those routes' app,
 * `openAPIRegistry.registerComponent("securitySchemes", "playerToken", PLAYER_TOKEN_SCHEME)`:
 * the document may not hold an unused one), and the 401 their token can earn.
 */
export const PLAYER_SECURITY = [{ playerToken: [] }];
export const PLAYER_TOKEN_SCHEME = {
  type: "http",
  scheme: "bearer",
  description: "The player `token` returned once when the player was created (`POST /v1/players`).",
} as const;
export const PLAYER_TOKEN_PROBLEMS = {
  401: problemResponse(
    "No player token, or one that is not valid.",
    "missing_player_token",
    "invalid_player_token",
  ),
};

/** The player token of `Authorization: Bearer <player token>`; without one, 401 missing_player_token. */
export function playerToken(c: Context): string {
  const token = bearerCredential(c);
  if (!token) throw new ProblemError("missing_player_token");
  return token;
}

/**
 * The player a request acts as, from `Authorization: Bearer <player token>`. The token is
 * `<id>.<secret>`: the id finds the player, whose object compares the token's SHA-256 with
 * the one it keeps, in constant time. Throws the problem to answer: missing_player_token (no
 * bearer token), invalid_player_token (not a player token, not this player's, or a token of
 * no player).
 */
export async function playerFromRequest(c: Context<AppEnv>): Promise<AuthenticatedPlayer> {
  return orRefuse(await playerOfToken(c.env, playerToken(c)));
}
