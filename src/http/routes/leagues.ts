import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { playerName } from "../../daily/player-name.ts";
import { leagues, players } from "../../durable/clients.ts";
import type { LeagueFacts } from "../../durable/league.ts";
import { HOURLY_QUOTAS, MAX_LEAGUE_MEMBERS } from "../../durable/limits.ts";
import { ownerHash as codeHash } from "../../durable/owner-token.ts";
import { GAME_IDS } from "../../games/registry.ts";
import type { AppEnv } from "../env.ts";
import { requireHourlyQuota } from "../middleware.ts";
import { orRefuse } from "../problem.ts";
import { apiRoute, asDocumented, BODY_PROBLEMS, json, problemResponse } from "../route-kit.ts";
import {
  CreatedLeagueSchema,
  CreateLeagueRequestSchema,
  JoinLeagueRequestSchema,
  LeagueIdParamSchema,
  LeagueSchema,
  LeagueStreaksSchema,
} from "../schemas/league.ts";
import { PLAYER_SECURITY, PLAYER_TOKEN_PROBLEMS, playerFromRequest } from "./players.ts";

// Leagues: a player makes one (a name, and a join code shown once), others join with the code;
// each daily leaderboard (`?league=`) and the streak table can be read for one league. Only
// players who were given the code are in it: strangers' throwaway players are not.

const TAG = "Leagues";
const UNKNOWN = { 404: problemResponse("Unknown league id.", "unknown_league") };

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 characters, 60 random bits, shown as XXXX-XXXX-XXXX. */
function newJoinCode(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => ALPHABET[b % 32]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
/** A typed code as it is hashed: upper case, without separators or blanks. */
const plainCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

const iso = (ms: number) => new Date(ms).toISOString();
const shown = (facts: LeagueFacts): z.infer<typeof LeagueSchema> => ({
  id: facts.id,
  name: facts.name,
  createdAt: iso(facts.createdAt),
  members: facts.members.map((m) => ({ playerId: m.playerId, name: m.name, joinedAt: iso(m.joinedAt) })),
});

export const leagueOf = (c: Context<AppEnv>, id: string) => orRefuse(leagues(c.env).byId(id));

const createRoute = apiRoute({
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

const joinRoute = apiRoute({
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

const readRoute = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getLeague",
  description: "Public: anyone with the id may read a league's name and members (never its code).",
  tags: [TAG],
  summary: "A league: its name and members",
  request: { params: LeagueIdParamSchema },
  responses: { 200: { description: "The league.", content: json(LeagueSchema) }, ...UNKNOWN },
});

const streaksRoute = apiRoute({
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

export const leagueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(createRoute, async (c) => {
    const player = await playerFromRequest(c);
    const name = orRefuse(playerName(c.req.valid("json").name));
    await requireHourlyQuota(c, "league");
    const code = newJoinCode();
    const league = leagues(c.env).fresh();
    const now = c.var.now();
    const facts = orRefuse(
      await league.create({
        name,
        codeHash: await codeHash(plainCode(code)),
        founder: { playerId: player.id, name: player.name },
        now,
      }),
    );
    c.header("Location", `/v1/leagues/${facts.id}`);
    c.header("Cache-Control", "no-store");
    return c.json({ ...shown(facts), joinCode: code }, 201);
  })
  .openapi(joinRoute, async (c) => {
    const player = await playerFromRequest(c);
    const league = leagueOf(c, c.req.valid("param").id);
    const hash = await codeHash(plainCode(c.req.valid("json").code));
    const facts = orRefuse(
      await league.join({ playerId: player.id, name: player.name, codeHash: hash, now: c.var.now() }),
    );
    return c.json(shown(facts), 200);
  })
  .openapi(readRoute, async (c) => {
    const facts = orRefuse(await leagueOf(c, c.req.valid("param").id).read());
    return c.json(shown(facts), 200);
  })
  .openapi(streaksRoute, async (c) => {
    const facts = orRefuse(await leagueOf(c, c.req.valid("param").id).read());
    const now = c.var.now();
    const profiles = await Promise.all(
      facts.members.map((m) => players(c.env).byId(m.playerId).profile(now)),
    );
    // One entry per game of GAME_IDS (Object.fromEntries types its keys as any string).
    const games = Object.fromEntries(
      GAME_IDS.map((game) => {
        const rows = facts.members.flatMap((m, i) => {
          const profile = profiles[i]!;
          if (!profile.ok) return []; // a member deleted since (retention)
          const record = profile.value.games[game];
          const { currentStreak, bestStreak, played, won } = record;
          return [{ playerId: m.playerId, name: profile.value.name, currentStreak, bestStreak, played, won }];
        });
        rows.sort(
          (a, b) => b.currentStreak - a.currentStreak || b.bestStreak - a.bestStreak || b.won - a.won,
        );
        return [game, rows];
      }),
    ) as Record<
      (typeof GAME_IDS)[number],
      z.infer<typeof LeagueStreaksSchema>["games"][(typeof GAME_IDS)[number]]
    >;
    const table = { league: { id: facts.id, name: facts.name }, games };
    return c.json(asDocumented<z.infer<typeof LeagueStreaksSchema>>()(table), 200);
  });
