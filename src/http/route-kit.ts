import { GAMES, engineOf, isGameId, type GameId } from "../games/registry.ts";
import type { AnyGameEngine } from "../engine/index.ts";
import type { ProblemCode } from "./errors.ts";
import { problemBody, ProblemError } from "./problem.ts";
import { ProblemSchema } from "./schemas/common.ts";
import { TOKEN_ERRORS } from "./state-token.ts";

// What every route repeats: JSON content, the documented problem responses and the codes
// they list, and the lookups that turn a path segment into an engine.

export const json = <T>(schema: T) => ({ "application/json": { schema } });

/** Sample facts for the documented examples' placeholders. */
const SAMPLE_PARAMS = { game: "wall", method: "DELETE", limit: 65536, version: 7 } as const;

/**
 * A documented problem response: `codes` are the codes this status can carry on the route,
 * each shown as an example body built from the error table (so the docs cannot drift).
 */
export const problemResponse = (description: string, ...codes: ProblemCode[]) => ({
  description: codes.length ? `${description} Codes: ${codes.join(", ")}.` : description,
  content: {
    "application/problem+json": {
      schema: ProblemSchema,
      ...(codes.length
        ? {
            examples: Object.fromEntries(
              codes.map((code) => [code, { value: problemBody(code, "en", SAMPLE_PARAMS) }]),
            ),
          }
        : {}),
    },
  },
});

/** Every code a game's engine can refuse a move with (computed, so no route misses one). */
export const MOVE_REFUSALS: readonly ProblemCode[] = [
  ...new Set(Object.values(GAMES).flatMap((engine) => engine.moveRefusals)),
];

const [STATE_400, STATE_422] = [
  TOKEN_ERRORS.filter((code) => code === "state_malformed" || code === "state_version_unsupported"),
  TOKEN_ERRORS.filter((code) => code !== "state_malformed" && code !== "state_version_unsupported"),
];

/** A request body that is not JSON, not of the route's shape, or too large. */
export const BODY_PROBLEMS = {
  400: problemResponse("Malformed JSON or a body of the wrong shape.", "malformed_json", "validation_failed"),
  413: problemResponse("Body too large.", "payload_too_large"),
  415: problemResponse("Body not sent as application/json.", "unsupported_media_type"),
};

export const UNKNOWN_GAME = { 404: problemResponse("Unknown game.", "unknown_game") };

/**
 * A stateless route that reads a sealed state: an undecodable token is a 400 beside the
 * body's own, a refused one a 422 beside the route's refusals (`what` describes them).
 */
export const stateProblems = (
  refused: readonly ProblemCode[],
  what: string,
  bad: readonly ProblemCode[] = [],
) => ({
  400: problemResponse(
    "Malformed JSON, a body of the wrong shape, or a state token that does not decode.",
    ...bad,
    ...STATE_400,
  ),
  ...UNKNOWN_GAME,
  422: problemResponse(what, ...refused, ...STATE_422),
});

/** The id of a path's `{game}`; unknown games are a 404 problem. */
export function gameIdFor(game: string): GameId {
  if (!isGameId(game)) throw new ProblemError("unknown_game", { params: { game } });
  return game;
}

/** The engine for a path's `{game}`; unknown games are a 404 problem. */
export const engineFor = (game: string): AnyGameEngine => engineOf(gameIdFor(game));
