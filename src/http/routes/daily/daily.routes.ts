import { z } from "@hono/zod-openapi";
import { CLOSED_EDGE_TTL, OPEN_EDGE_TTL } from "../../edge-cache.ts";
import { conditionalHeaders, NOT_MODIFIED } from "../../conditional.ts";
import { CreationKeyHeaderSchema } from "../../creation-key.ts";
import { PLAYER_SECURITY, PLAYER_TOKEN_PROBLEMS } from "../../player-auth.ts";
import { apiRoute, json, problemResponse, SECRET_PROBLEMS } from "../../route-kit.ts";
import { BACKFILL_PREPARES, NOT_READY_RETRY_SECONDS } from "../../../durable/limits.ts";
import { gameNamesListed, hidesCards, showsAll } from "../../../kit/games.ts";
import { GameResponseSchema } from "../../schemas/game.ts";
import {
  ChallengeSchema,
  DailyParamSchema,
  EntryCreatedSchema,
  EntryListingSchema,
  EntryStandingParamSchema,
  EntryStandingSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  TodaySchema,
} from "../../schemas/daily.ts";

// Daily challenges, mounted at /v1/daily (index.ts): one deal per game and date, the same for
// everyone. The routes as the document declares them; daily.handlers.ts answers them.

const TAG = "Daily challenge";
export const LEADERBOARD_PAGE = 50;

const DATE_PROBLEMS = {
  400: problemResponse(
    "The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`.",
    "invalid_date",
    "validation_failed",
  ),
  404: problemResponse(
    "Unknown game, a date before the first challenge, or a challenge not open yet (nothing about it is served before).",
    "unknown_game",
    "no_challenge",
    "challenge_not_open",
  ),
  503: {
    ...problemResponse(
      `The server has no daily secret configured (its operator must set it), or the date has closed and its challenge is not prepared: the hourly scheduled handler prepares the coming dates ahead and backfills closed dates it missed, ${BACKFILL_PREPARES} challenges a run; a request never prepares a closed date (wait \`Retry-After\` seconds).`,
      "server_not_configured",
      "challenge_not_ready",
    ),
    headers: z.object({
      "Retry-After": z
        .string()
        .optional()
        .openapi({
          description: "With challenge_not_ready: seconds to wait before trying again.",
          example: String(NOT_READY_RETRY_SECONDS),
        }),
    }),
  },
};

/** A player's entry that is not there (or whose challenge is not). */
const NO_ENTRY = {
  404: problemResponse(
    "Unknown game, no entry of this player, a date before the first challenge, or a challenge not open yet.",
    "unknown_game",
    "no_entry",
    "no_challenge",
    "challenge_not_open",
  ),
};

/** Public reads kept at the edge (src/http/edge-cache.ts): how long, and their version. */
const EDGE_HEADERS = z.object({
  "Cache-Control": z.string().openapi({
    description: `How long the reply is kept: ${OPEN_EDGE_TTL} s while the date is open (never past midnight UTC for \`today\`), ${CLOSED_EDGE_TTL} s once closed. Within it a read is answered by the edge cache of the data centre, not by the challenge.`,
    example: `public, max-age=${OPEN_EDGE_TTL}`,
  }),
  ETag: z
    .string()
    .openapi({ description: "The reply's version: send it as `If-None-Match` to get 304 while it holds." }),
});
/** …and a page's, with its next page. */
const EDGE_PAGE_HEADERS = EDGE_HEADERS.extend(conditionalHeaders(true).pick({ Link: true }).shape);

export const todayRoute = apiRoute({
  method: "get",
  path: "/",
  operationId: "getDailyChallenges",
  description:
    "Today's (UTC) challenge of every game, as `GET /v1/daily/{game}/today` gives each. A date is open from when it begins anywhere on Earth (00:00 at UTC+14) until it ends everywhere (24:00 at UTC−12), so players in every time zone get the whole of their day.",
  tags: [TAG],
  summary: "Today's challenges, one per game",
  responses: {
    200: { description: "Today's challenges.", content: json(TodaySchema), headers: EDGE_HEADERS },
    304: NOT_MODIFIED,
    404: problemResponse("No challenge yet: today is before the first one.", "no_challenge"),
    ...SECRET_PROBLEMS,
  },
});

export const challengeRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}",
  operationId: "getDailyChallenge",
  description:
    "One game's challenge of a date: the public starting position, the par (length of the winning line proven before publication), a commitment to the deal, entry counts; once closed, the reveal (layout, salt, proof line) to check the commitment and replay the win with the stateless routes. Nothing is served before the date opens.",
  tags: [TAG],
  summary: "A game's daily challenge (the reveal once it has closed)",
  request: { params: DailyParamSchema },
  responses: {
    200: { description: "The challenge.", content: json(ChallengeSchema), headers: EDGE_HEADERS },
    304: NOT_MODIFIED,
    ...DATE_PROBLEMS,
  },
});

export const casualRoute = apiRoute({
  method: "post",
  path: "/{game}/{date}/deals",
  operationId: "dealDailyChallenge",
  description: `Play the date's deal without ranking: a stateless game like \`POST /v1/games/{game}/deals\`, whose sealed \`state\` is marked daily through every move (\`origin: daily\`, \`daily.ranked: false\`). ${gameNamesListed("and", showsAll)} at any time; ${gameNamesListed("and", hidesCards)} only once its challenge has closed (409 \`ranked_only_while_open\` before: unranked play of its deal could learn its hidden cards before a ranked entry is played).`,
  tags: [TAG],
  summary: "Play a daily deal casually (stateless, never ranked)",
  request: { params: DailyParamSchema },
  responses: { 201: { description: "The new game.", content: json(GameResponseSchema) }, ...DATE_PROBLEMS },
});

/** An entry's stored game with its owner token and player, at its address (`entryReply`). */
const entryResponse = (description: string) => ({
  description,
  headers: z.object({ Location: z.string() }),
  content: json(EntryCreatedSchema),
});

export const entryRoute = apiRoute({
  method: "post",
  path: "/{game}/{date}/entries",
  operationId: "enterDailyChallenge",
  description: `A ranked entry for the player of the bearer token, while the challenge is open, one per player: a stored game (\`/v1/sessions/{id}\`, its owner token shown once) in daily mode. The server applies every move; when the game ends (won, lost, or resigned with \`POST /v1/sessions/{id}/resign\`) the stored game itself reports the result to the leaderboard: no route takes a score. No undo where the game hides cards (${gameNamesListed("and", hidesCards)}); undos counted in ${gameNamesListed("and", showsAll)}. Entries not finished when the challenge closes are not ranked.`,
  tags: [TAG],
  summary: "Enter the daily challenge: a ranked stored game for a player",
  security: PLAYER_SECURITY,
  request: { params: DailyParamSchema, headers: CreationKeyHeaderSchema },
  responses: {
    201: entryResponse(
      "The entry's stored game (or, for a retry under its Idempotency-Key, the entry again with the same owner token). `Location` is its address.",
    ),
    ...DATE_PROBLEMS,
    400: problemResponse(
      "The date is not a real date from 2000 to 2999 written YYYY-MM-DD, nor `today`; or an Idempotency-Key that cannot be unique (too short, too few different characters).",
      "invalid_date",
      "validation_failed",
      "weak_idempotency_key",
    ),
    ...PLAYER_TOKEN_PROBLEMS,
    409: problemResponse(
      "The player has entered this challenge already (without an Idempotency-Key, or under another one), or it has closed.",
      "already_entered",
      "challenge_closed",
    ),
  },
});

export const listingRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}/listing",
  operationId: "getDailyEntryListing",
  description: `Before entering: whether the bearer token's player's entry of this challenge goes on the global leaderboard, and if not why (\`board\`), with what makes a player established and where this player stands; once entered, its entry's own listing. Every entry is ranked play all the same, for streaks and leagues. ${gameNamesListed("and", showsAll)}: always listed. Not kept at the edge (it is the player's).`,
  tags: [TAG],
  summary: "Will my entry be on the global board?",
  security: PLAYER_SECURITY,
  request: { params: DailyParamSchema },
  responses: {
    200: {
      description: "The player's listing for this challenge.",
      content: json(EntryListingSchema),
    },
    ...DATE_PROBLEMS,
    ...PLAYER_TOKEN_PROBLEMS,
  },
});

export const standingRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}/entries/{playerId}",
  operationId: "getDailyEntryStanding",
  description:
    "Public: one player's entry of a challenge (its result once finished) and where it stands on the global board: a rank range and a percentile, counted from the board's counts by result (a read of at most 52 rows, however many entries and distinct results there are).",
  tags: [TAG],
  summary: "A player's entry and its rank",
  request: { params: EntryStandingParamSchema },
  responses: {
    200: { description: "The entry now.", content: json(EntryStandingSchema), headers: conditionalHeaders() },
    304: NOT_MODIFIED,
    ...DATE_PROBLEMS,
    ...NO_ENTRY,
  },
});

export const myEntryRoute = apiRoute({
  method: "post",
  path: "/{game}/{date}/entries/mine",
  operationId: "reissueDailyEntry",
  description:
    "The bearer token's player's own ranked entry, while the challenge is open, with a new owner token for its stored game: for a client that lost the reply of `POST .../entries` (the owner token is shown once and only its hash is kept). The previous owner token stops working.",
  tags: [TAG],
  summary: "My entry again, with a new owner token",
  security: PLAYER_SECURITY,
  request: { params: DailyParamSchema },
  responses: {
    200: entryResponse("The entry's stored game and its new owner token. `Location` is its address."),
    ...DATE_PROBLEMS,
    ...PLAYER_TOKEN_PROBLEMS,
    ...NO_ENTRY,
    409: problemResponse("The challenge has closed: its entries are final.", "challenge_closed"),
  },
});

export const leaderboardRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}/leaderboard",
  operationId: "getDailyLeaderboard",
  description: `Finished ranked entries, best first, a page at a time (\`limit\` default ${LEADERBOARD_PAGE}, at most 100; \`next\` and \`Link: <next>; rel="next"\` name the next page). Players are anonymous and anyone can make many: the leaderboard ranks the server's own record of play, not people. Each entry's stored game is linked once the challenge has closed (before, its history would show the deal).`,
  tags: [TAG],
  summary: "The leaderboard of a daily challenge",
  request: { params: DailyParamSchema, query: LeaderboardQuerySchema },
  responses: {
    200: {
      description: "A page of the leaderboard.",
      content: json(LeaderboardSchema),
      headers: EDGE_PAGE_HEADERS,
    },
    304: NOT_MODIFIED,
    ...DATE_PROBLEMS,
    400: problemResponse(
      "The date is not a real date (nor `today`), a query parameter is not valid, or the cursor is not one this server gave for this board (forged, altered, another board's).",
      "invalid_date",
      "validation_failed",
      "invalid_cursor",
    ),
  },
});
