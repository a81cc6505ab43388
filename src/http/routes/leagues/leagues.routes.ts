import { z } from "@hono/zod-openapi";
import { HOURLY_QUOTAS, MAX_LEAGUE_MEMBERS } from "../../../durable/limits.ts";
import { PLAYER_SECURITY, PLAYER_TOKEN_PROBLEMS } from "../../player-auth.ts";
import { apiRoute, BODY_PROBLEMS, json, problemResponse } from "../../route-kit.ts";
import {
  CreatedLeagueSchema,
  CreateLeagueRequestSchema,
  JoinLeagueRequestSchema,
  LeagueIdParamSchema,
  LeagueSchema,
  LeagueStreaksSchema,
} from "../../schemas/league.ts";

// Leagues, mounted at /v1/leagues (index.ts): a player makes one (a name, and a join code shown
// once), others join with the code; each daily leaderboard (`?league=`) and the streak table can
// be read for one league. Only players who were given the code are in it: strangers' throwaway
// players are not. The routes as the document declares them; leagues.handlers.ts answers them.

const TAG = "Leagues";
const UNKNOWN = { 404: problemResponse("Unknown league id.", "unknown_league") };

export const createLeagueRoute = apiRoute({
  method: "post",
  path: "/",
  operationId: "createLeague",
  description: `As a player (\`Authorization: Bearer <player token>\`): a new league, its maker its first member. The reply's \`joinCode\` is shown once (only its hash is kept): whoever has it may join. At most ${MAX_LEAGUE_MEMBERS} members; each client may make ${HOURLY_QUOTAS.league} leagues an hour.`,
  tags: [TAG],
  summary: "Make a league (its join code shown once)",
  security: PLAYER_SECURITY,
  request: { body: { content: json(CreateLeagueRequestSchema), required: true } },
  responses: {
    201: {
      description: "The new league, with its join code (shown once). `Location` is the league.",
      headers: z.object({ Location: z.string() }),
      content: json(CreatedLeagueSchema),
    },
    ...BODY_PROBLEMS,
    ...PLAYER_TOKEN_PROBLEMS,
    422: problemResponse(
      "The name is empty, too long, or has an invisible character.",
      "invalid_player_name",
    ),
  },
});

export const joinLeagueRoute = apiRoute({
  method: "post",
  path: "/{id}/members",
  operationId: "joinLeague",
  description:
    "As a player, with the league's join code: the player becomes a member (again: nothing changes). A wrong code is 403 `wrong_join_code`; a full league 409 `league_full`.",
  tags: [TAG],
  summary: "Join a league with its code",
  security: PLAYER_SECURITY,
  request: { params: LeagueIdParamSchema, body: { content: json(JoinLeagueRequestSchema), required: true } },
  responses: {
    200: { description: "The league, with its new member.", content: json(LeagueSchema) },
    ...BODY_PROBLEMS,
    ...PLAYER_TOKEN_PROBLEMS,
    ...UNKNOWN,
    403: problemResponse("Not this league's join code.", "wrong_join_code"),
    409: problemResponse("The league has as many members as it takes.", "league_full"),
  },
});

export const readLeagueRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getLeague",
  description: "Public: anyone with the id may read a league's name and members (never its code).",
  tags: [TAG],
  summary: "A league: its name and members",
  request: { params: LeagueIdParamSchema },
  responses: { 200: { description: "The league.", content: json(LeagueSchema) }, ...UNKNOWN },
});

export const streaksRoute = apiRoute({
  method: "get",
  path: "/{id}/streaks",
  operationId: "getLeagueStreaks",
  description:
    "The streak table of a league: per game, its members by current streak (consecutive dates won), then best streak, then dates won. Read fresh from the members' records.",
  tags: [TAG],
  summary: "A league's streak table",
  request: { params: LeagueIdParamSchema },
  responses: {
    200: { description: "The streak table now.", content: json(LeagueStreaksSchema) },
    ...UNKNOWN,
  },
});
