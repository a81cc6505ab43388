import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { iso } from "../../../daily/calendar.ts";
import { playerName } from "../../../daily/player-name.ts";
import { leagues, players } from "../../../durable/clients.ts";
import type { LeagueFacts } from "../../../durable/league/league.ts";
import { ownerHash as codeHash } from "../../../durable/owner-token.ts";
import { GAME_IDS } from "../../../games/registry.ts";
import { admitLeague } from "../../../kit/admission.ts";
import type { AppEnv } from "../../env.ts";
import { clientOf } from "../../middleware.ts";
import { playerFromRequest } from "../../player-auth.ts";
import { admitted, orRefuse } from "../../problem.ts";
import { asDocumented, type AppRouteHandler } from "../../route-kit.ts";
import type { LeagueSchema, LeagueStreaksSchema } from "../../schemas/league.ts";
import type { createLeagueRoute, joinLeagueRoute, readLeagueRoute, streaksRoute } from "./leagues.routes.ts";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 characters, 60 random bits, shown as XXXX-XXXX-XXXX. */
function newJoinCode(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => ALPHABET[b % 32]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
/** A typed code as it is hashed: upper case, without separators or blanks. */
const plainCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

const shown = (facts: LeagueFacts): z.infer<typeof LeagueSchema> => ({
  id: facts.id,
  name: facts.name,
  createdAt: iso(facts.createdAt),
  members: facts.members.map((m) => ({ playerId: m.playerId, name: m.name, joinedAt: iso(m.joinedAt) })),
});

const leagueOf = (c: Context<AppEnv>, id: string) => orRefuse(leagues(c.env).byId(id));

export const create: AppRouteHandler<typeof createLeagueRoute> = async (c) => {
  const player = await playerFromRequest(c);
  const name = orRefuse(playerName(c.req.valid("json").name));
  admitted(await admitLeague(c.env ?? {}, clientOf(c), c.var.now()));
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
};

export const join: AppRouteHandler<typeof joinLeagueRoute> = async (c) => {
  const player = await playerFromRequest(c);
  const league = leagueOf(c, c.req.valid("param").id);
  const hash = await codeHash(plainCode(c.req.valid("json").code));
  const facts = orRefuse(
    await league.join({ playerId: player.id, name: player.name, codeHash: hash, now: c.var.now() }),
  );
  return c.json(shown(facts), 200);
};

export const read: AppRouteHandler<typeof readLeagueRoute> = async (c) => {
  const facts = orRefuse(await leagueOf(c, c.req.valid("param").id).read());
  return c.json(shown(facts), 200);
};

export const streaks: AppRouteHandler<typeof streaksRoute> = async (c) => {
  const facts = orRefuse(await leagueOf(c, c.req.valid("param").id).read());
  const now = c.var.now();
  const profiles = await Promise.all(facts.members.map((m) => players(c.env).byId(m.playerId).profile(now)));
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
      rows.sort((a, b) => b.currentStreak - a.currentStreak || b.bestStreak - a.bestStreak || b.won - a.won);
      return [game, rows];
    }),
  ) as Record<
    (typeof GAME_IDS)[number],
    z.infer<typeof LeagueStreaksSchema>["games"][(typeof GAME_IDS)[number]]
  >;
  const table = { league: { id: facts.id, name: facts.name }, games };
  return c.json(asDocumented<z.infer<typeof LeagueStreaksSchema>>()(table), 200);
};
