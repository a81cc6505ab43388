import { z } from "@hono/zod-openapi";
import { apiRoute, json, problemResponse } from "../../route-kit.ts";
import { SessionIdParamSchema } from "../../schemas/session.ts";
import { CardDateParamSchema, CardEntryParamSchema, ShareSchema } from "../../schemas/share.ts";

// What a finished daily game carries where it is posted (app.ts mounts these under /v1): its
// share text and link, and the preview pictures its link's page names. share.handlers.ts answers.

const TAG = "Daily challenge";

const PNG = {
  "image/png": { schema: z.string().openapi({ format: "binary" }) },
};
const CACHE_HEADERS = z.object({
  "Cache-Control": z.string().openapi({
    description:
      "`public, max-age=…`: a few minutes while the date is open (its counts move), a day once closed.",
  }),
});

const CHALLENGE_PROBLEMS = {
  400: problemResponse("The date is not a real date from 2000 to 2999 written YYYY-MM-DD.", "invalid_date"),
  503: problemResponse(
    "The server has no daily secret configured, or the closed date's challenge is not prepared yet.",
    "server_not_configured",
    "challenge_not_ready",
  ),
};

export const shareRoute = apiRoute({
  method: "get",
  path: "/sessions/{id}/share",
  operationId: "getSessionShare",
  tags: [TAG],
  summary: "A finished daily game's share text, link and preview picture",
  description:
    "For a stored game of a daily challenge's deal (a ranked entry, or an unranked game of the deal), once it is over: a text to post that says the game, the challenge's number and date, won or lost, the moves against par, and for a ranked entry its hints and its player's streak, with a link to /play whose page has preview tags (Open Graph, Twitter card) and a picture. It reveals nothing of the deal, which stays secret while its date is open.",
  request: { params: SessionIdParamSchema },
  responses: {
    200: { description: "The share.", content: json(ShareSchema) },
    404: problemResponse("No stored game has this id.", "unknown_session"),
    409: problemResponse("The game is not of a daily deal, or not over yet.", "share_unavailable"),
    ...CHALLENGE_PROBLEMS,
  },
});

export const dateCardRoute = apiRoute({
  method: "get",
  path: "/daily/{game}/{date}/card.png",
  operationId: "getDailyCard",
  tags: [TAG],
  summary: "A date's preview picture (PNG)",
  description:
    "The picture a link to a date's challenge shows where it is posted (1200 × 630 PNG): the game, the number and date, the par, the entries and wins, open or closed. No card of the deal.",
  request: { params: CardDateParamSchema },
  responses: {
    200: { description: "The picture.", content: PNG, headers: CACHE_HEADERS },
    404: problemResponse(
      "Unknown game, a date before the first challenge, or a challenge not open yet.",
      "unknown_game",
      "no_challenge",
      "challenge_not_open",
    ),
    ...CHALLENGE_PROBLEMS,
  },
});

export const entryCardRoute = apiRoute({
  method: "get",
  path: "/daily/{game}/{date}/entries/{playerId}/card.png",
  operationId: "getDailyEntryCard",
  tags: [TAG],
  summary: "A finished entry's preview picture (PNG)",
  description:
    "The picture a shared entry's link shows where it is posted (1200 × 630 PNG): the game, the number and date, won or lost, the moves against par, the hints and the player's streak. While the date is open it shows nothing of the deal.",
  request: { params: CardEntryParamSchema },
  responses: {
    200: { description: "The picture.", content: PNG, headers: CACHE_HEADERS },
    404: problemResponse(
      "Unknown game, no entry of this player, a date before the first challenge, or a challenge not open yet.",
      "unknown_game",
      "no_entry",
      "no_challenge",
      "challenge_not_open",
    ),
    409: problemResponse("The entry is still in play.", "share_unavailable"),
    ...CHALLENGE_PROBLEMS,
  },
});
