import { z } from "@hono/zod-openapi";
import { MAX_LEAGUE_MEMBERS, MAX_PLAYER_LEAGUES } from "../../durable/limits.ts";
import { GAME_IDS } from "../../games/registry.ts";

const LEAGUE_ID_EXAMPLE = "0f3c2a9d8b7e6f5a4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918f0e1d2c";
const JOIN_CODE_EXAMPLE = "K7QX-M2VA-9D";

export const LeagueIdParamSchema = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "The league's id, as returned on creation: public, it names the league and its boards.",
    example: LEAGUE_ID_EXAMPLE,
  }),
});

export const MemberParamSchema = LeagueIdParamSchema.extend({
  member: z
    .string()
    .regex(/^(me|[1-9]\d{0,5})$/)
    .openapi({
      param: { name: "member", in: "path" },
      description:
        "`me`: the player leaves. A member's number (as the league lists it): the maker removes that member.",
      example: "3",
    }),
});

export const CreateLeagueRequestSchema = z
  .object({
    name: z.string().openapi({
      description: "The league's name: the same rules as a player's name (1–24 visible characters).",
      example: "Tuesday club",
    }),
  })
  .strict()
  .openapi("CreateLeagueRequest", { example: { name: "Tuesday club" } });

export const JoinLeagueRequestSchema = z
  .object({
    code: z
      .string()
      .max(64)
      .openapi({ description: "The league's join code, from its maker.", example: JOIN_CODE_EXAMPLE }),
  })
  .strict()
  .openapi("JoinLeagueRequest", { example: { code: JOIN_CODE_EXAMPLE } });

const MemberSchema = z
  .object({
    number: z.number().int().openapi({
      description:
        "The member's number in this league, given in the order they joined (never reused): what the maker removes a member by. Players' ids are not shown.",
      example: 3,
    }),
    name: z.string(),
    joinedAt: z.string().openapi({ format: "date-time" }),
    maker: z.boolean().openapi({
      description:
        "The league's maker: may remove members and change the join code. When the maker leaves, the member who joined first of those left becomes it.",
    }),
  })
  .openapi("LeagueMember");

export const LeagueSchema = z
  .object({
    id: z.string().openapi({ example: LEAGUE_ID_EXAMPLE }),
    name: z.string(),
    createdAt: z.string().openapi({ format: "date-time" }),
    members: z.array(MemberSchema).openapi({
      description: `At most ${MAX_LEAGUE_MEMBERS}, in the order they joined; a player is in at most ${MAX_PLAYER_LEAGUES} leagues.`,
    }),
  })
  .openapi("League");

export const CreatedLeagueSchema = LeagueSchema.extend({
  joinCode: z.string().openapi({
    description:
      "The code others join with: shown once (only its hash is kept). Share it with whom you choose; the maker may change it (the old one then stops working).",
    example: JOIN_CODE_EXAMPLE,
  }),
}).openapi("CreatedLeague");

const StreakRowSchema = z
  .object({
    number: z.number().int().openapi({ description: "The member's number in the league." }),
    name: z.string(),
    currentStreak: z.number().int(),
    bestStreak: z.number().int(),
    freezes: z.number().int().openapi({
      description: "Freezes the member has banked now (as of their latest result; see PlayerGameRecord).",
    }),
    played: z.number().int(),
    won: z.number().int(),
  })
  .openapi("LeagueStreakRow");

export const LeagueStreaksSchema = z
  .object({
    league: z.object({ id: z.string(), name: z.string() }),
    games: z
      .object(
        Object.fromEntries(GAME_IDS.map((g) => [g, z.array(StreakRowSchema)])) as Record<
          (typeof GAME_IDS)[number],
          z.ZodArray<typeof StreakRowSchema>
        >,
      )
      .openapi({ description: "Per game, the members by current streak, then best streak, then dates won." }),
  })
  .openapi("LeagueStreaks");
