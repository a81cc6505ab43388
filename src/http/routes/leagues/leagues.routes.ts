import { z } from "@hono/zod-openapi";
import { HOURLY_QUOTAS, MAX_LEAGUE_MEMBERS, MAX_PLAYER_LEAGUES } from "../../../durable/limits.ts";
import { conditionalHeaders, NOT_MODIFIED } from "../../conditional.ts";
import { PLAYER_SECURITY, PLAYER_TOKEN_PROBLEMS } from "../../player-auth.ts";
import { apiRoute, BODY_PROBLEMS, json, problemResponse } from "../../route-kit.ts";
import {
  CreatedLeagueSchema,
  CreateLeagueRequestSchema,
  JoinLeagueRequestSchema,
  LeagueIdParamSchema,
  LeagueSchema,
  LeagueStreaksSchema,
  MemberParamSchema,
} from "../../schemas/league.ts";

// Leagues, mounted at /v1/leagues (index.ts): a player makes one (a name, and a join code shown
// once), others join with the code, a member leaves, the maker removes members and changes the
// code; each daily leaderboard (`?league=`) and the streak table can be read for one league.
// Only players who were given the code are in it: strangers' throwaway players are not. The routes as the document declares them; leagues.handlers.ts answers them.

const TAG = "Leagues";
const UNKNOWN = { 404: problemResponse("Unknown league id.", "unknown_league") };
const TOO_MANY = {
  409: problemResponse(
    `The player is in ${MAX_PLAYER_LEAGUES} leagues already (each result is sent to each of them): leave one first.`,
    "too_many_leagues",
  ),
};

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
    ...TOO_MANY,
  },
});

export const joinLeagueRoute = apiRoute({
  method: "post",
  path: "/{id}/members",
  operationId: "joinLeague",
  description: `As a player, with the league's join code: the player becomes a member (again: nothing changes). A wrong code is 403 \`wrong_join_code\`; a full league 409 \`league_full\`; a player already in ${MAX_PLAYER_LEAGUES} leagues 409 \`too_many_leagues\`.`,
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
    409: problemResponse(
      `The league has as many members as it takes, or the player is in ${MAX_PLAYER_LEAGUES} leagues already.`,
      "league_full",
      "too_many_leagues",
    ),
  },
});

export const readLeagueRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getLeague",
  description:
    "Public: anyone with the id may read a league's name and members: their names and numbers in the league, never their player ids nor the code.",
  tags: [TAG],
  summary: "A league: its name and members",
  request: { params: LeagueIdParamSchema },
  responses: {
    200: { description: "The league.", content: json(LeagueSchema), headers: conditionalHeaders() },
    304: NOT_MODIFIED,
    ...UNKNOWN,
  },
});

export const streaksRoute = apiRoute({
  method: "get",
  path: "/{id}/streaks",
  operationId: "getLeagueStreaks",
  description:
    "The streak table of a league: per game, its members (names and numbers, never player ids) by current streak (consecutive dates won), then best streak, then dates won. Kept by the league itself, sent by each member's record with every result: one read of the league however many members it has.",
  tags: [TAG],
  summary: "A league's streak table",
  request: { params: LeagueIdParamSchema },
  responses: {
    200: {
      description: "The streak table now.",
      content: json(LeagueStreaksSchema),
      headers: conditionalHeaders(),
    },
    304: NOT_MODIFIED,
    ...UNKNOWN,
  },
});

export const removeMemberRoute = apiRoute({
  method: "delete",
  path: "/{id}/members/{member}",
  operationId: "removeLeagueMember",
  description:
    "As a player: `me` leaves the league (a maker who leaves passes the role to the member who joined first of those left); a member's number is the maker removing that member (403 `not_league_maker` for anyone else). The member's streak figures leave with them; they may join again with the code, as a new member.",
  tags: [TAG],
  summary: "Leave a league, or remove a member (its maker)",
  security: PLAYER_SECURITY,
  request: { params: MemberParamSchema },
  responses: {
    200: { description: "The league without the member.", content: json(LeagueSchema) },
    ...PLAYER_TOKEN_PROBLEMS,
    403: problemResponse("Only the league's maker may remove another member.", "not_league_maker"),
    404: problemResponse(
      "Unknown league id, or no such member in it (the player is not a member, or no member has that number).",
      "unknown_league",
      "not_a_member",
    ),
  },
});

export const rotateCodeRoute = apiRoute({
  method: "post",
  path: "/{id}/code",
  operationId: "rotateLeagueCode",
  description:
    "As the league's maker: a new join code, shown once; the old one stops working at once (a code that leaked lets no one else in). Members stay.",
  tags: [TAG],
  summary: "Change a league's join code (its maker)",
  security: PLAYER_SECURITY,
  responses: {
    200: {
      description: "The league, with its new join code (shown once).",
      content: json(CreatedLeagueSchema),
    },
    ...PLAYER_TOKEN_PROBLEMS,
    403: problemResponse("Only the league's maker may change the join code.", "not_league_maker"),
    ...UNKNOWN,
  },
  request: { params: LeagueIdParamSchema },
});
