import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { iso } from "../../../daily/calendar.ts";
import { playerName } from "../../../daily/player-name.ts";
import { leagues, players, type LeagueRecord } from "../../../durable/clients.ts";
import type { LeagueFacts } from "../../../durable/league/league.ts";
import { ownerHash as codeHash } from "../../../durable/owner-token.ts";
import { admitLeague } from "../../../kit/admission.ts";
import { digestJson } from "../../conditional.ts";
import type { AppEnv } from "../../env.ts";
import { clientOf } from "../../middleware.ts";
import { playerFromRequest } from "../../player-auth.ts";
import { admitted, orRefuse } from "../../problem.ts";
import { asDocumented, type AppRouteHandler } from "../../route-kit.ts";
import type { LeagueSchema, LeagueStreaksSchema } from "../../schemas/league.ts";
import type {
  createLeagueRoute,
  joinLeagueRoute,
  readLeagueRoute,
  removeMemberRoute,
  rotateCodeRoute,
  streaksRoute,
} from "./leagues.routes.ts";

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
  // Names and numbers: a member's player id (which reaches their profile) is theirs alone.
  members: facts.members.map((m) => ({
    number: m.number,
    name: m.name,
    joinedAt: iso(m.joinedAt),
    maker: m.maker,
  })),
});

/**
 * After the league's own write: the player's record lists the league (told of each result,
 * within its bound) and sends its figures. Past the bound the player is taken out again.
 */
async function enrolled(c: Context<AppEnv>, league: LeagueRecord, playerId: string): Promise<void> {
  const listed = await players(c.env).byId(playerId).enrol(league.id);
  if (listed.ok) return;
  await league.leave(playerId);
  orRefuse(listed);
}

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
  await enrolled(c, league, player.id);
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
  await enrolled(c, league, player.id);
  return c.json(shown(facts), 200);
};

export const read: AppRouteHandler<typeof readLeagueRoute> = async (c) => {
  const facts = orRefuse(await leagueOf(c, c.req.valid("param").id).read());
  return digestJson(c, shown(facts));
};

export const streaks: AppRouteHandler<typeof streaksRoute> = async (c) => {
  // One call: the league keeps its members' figures (sent by their records with each result).
  const table = orRefuse(await leagueOf(c, c.req.valid("param").id).streaks(c.var.now()));
  const body = { league: { id: table.id, name: table.name }, games: table.games };
  return digestJson(c, asDocumented<z.infer<typeof LeagueStreaksSchema>>()(body));
};

export const removeMember: AppRouteHandler<typeof removeMemberRoute> = async (c) => {
  const player = await playerFromRequest(c);
  const { id, member } = c.req.valid("param");
  const league = leagueOf(c, id);
  let facts: LeagueFacts;
  let gone: string;
  if (member === "me") {
    facts = orRefuse(await league.leave(player.id));
    gone = player.id;
  } else {
    const removed = orRefuse(await league.remove(player.id, Number(member)));
    facts = removed.facts;
    gone = removed.removed;
  }
  // The member's record stops telling this league (it would be refused: not a member).
  await players(c.env).byId(gone).unenrol(league.id);
  c.header("Cache-Control", "no-store");
  return c.json(shown(facts), 200);
};

export const rotateCode: AppRouteHandler<typeof rotateCodeRoute> = async (c) => {
  const player = await playerFromRequest(c);
  const league = leagueOf(c, c.req.valid("param").id);
  const code = newJoinCode();
  const facts = orRefuse(await league.rotateCode(player.id, await codeHash(plainCode(code))));
  c.header("Cache-Control", "no-store");
  return c.json({ ...shown(facts), joinCode: code }, 200);
};
