import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { secondsToMidnight, utcDateOf } from "../../../daily/calendar.ts";
import type { Entered } from "../../../durable/daily-challenge/daily-types.ts";
import { GAME_IDS } from "../../../games/registry.ts";
import { admitEntry } from "../../../kit/admission.ts";
import {
  boardListing,
  boardRows,
  challengeAt,
  challengeView,
  cursorPosition,
  globalBoardRule,
  leagueStandings,
  listingView,
  nextCursor,
  standingView,
} from "../../../kit/daily.ts";
import { digestJson } from "../../conditional.ts";
import { creationKeyOf, fromCreationKey } from "../../creation-key.ts";
import { CLOSED_EDGE_TTL, edgeCached, OPEN_EDGE_TTL } from "../../edge-cache.ts";
import type { AppEnv } from "../../env.ts";
import { dailyMark, describe, seal } from "../../game-state.ts";
import { clientOf } from "../../middleware.ts";
import { playerFromRequest, playerToken } from "../../player-auth.ts";
import { orRefuse } from "../../problem.ts";
import { asDocumented, engineFor, gameIdFor, type AppRouteHandler } from "../../route-kit.ts";
import type {
  ChallengeSchema,
  EntryCreatedSchema,
  EntryListingSchema,
  EntryStandingSchema,
} from "../../schemas/daily.ts";
import type {
  casualRoute,
  challengeRoute,
  entryRoute,
  leaderboardRoute,
  listingRoute,
  myEntryRoute,
  standingRoute,
  todayRoute,
} from "./daily.routes.ts";
import { LEADERBOARD_PAGE } from "./daily.routes.ts";

// What each daily route does: parse, ask the kit (src/kit/daily.ts) and the challenge, word.

/** The challenge of a request's game and date (the kit checks the date; refused as a problem). */
const challengeOf = (c: Context<AppEnv>, params: { game: string; date: string }) =>
  orRefuse(challengeAt(c.env, gameIdFor(params.game), params.date, c.var.now()));

/** A challenge as the API shows it (`challengeView`), in the document's shape. */
const shown = (c: Context<AppEnv>, facts: Parameters<typeof challengeView>[0]) =>
  asDocumented<z.infer<typeof ChallengeSchema>>()({
    ...challengeView(facts, c.env),
    globalBoard: globalBoardRule(facts.game),
  });

/** An entry's stored game with its owner token (shown once: not cached) and its player. */
function entryReply(c: Context<AppEnv>, entry: Entered): z.infer<typeof EntryCreatedSchema> {
  const { ownerToken, ...session } = entry.session;
  c.header("Location", `/v1/sessions/${session.id}`);
  c.header("Cache-Control", "no-store");
  const board = boardListing(entry.unlisted);
  return asDocumented<z.infer<typeof EntryCreatedSchema>>()({
    ...session,
    ownerToken,
    player: { id: entry.playerId, name: entry.name },
    board,
  });
}

export const today: AppRouteHandler<typeof todayRoute> = async (c) => {
  const now = c.var.now();
  const date = utcDateOf(now);
  // Kept as each game's challenge is while open, and never past midnight UTC (another date then).
  const reply = await edgeCached(c, `/v1/daily?date=${date}`, async () => {
    const challenges = await Promise.all(
      GAME_IDS.map(async (game) => {
        const { challenge, ref } = challengeOf(c, { game, date });
        return shown(c, orRefuse(await challenge.facts(ref)));
      }),
    );
    return { body: { date, challenges }, maxAge: Math.min(OPEN_EDGE_TTL, secondsToMidnight(now)) };
  });
  return reply;
};

export const challenge: AppRouteHandler<typeof challengeRoute> = async (c) => {
  const param = c.req.valid("param");
  const { challenge, ref } = challengeOf(c, param);
  // Entry counts move while open; a closed challenge changes no more (but for late counts).
  // `today` names another challenge after midnight UTC: not kept past it.
  const reply = await edgeCached(c, `/v1/daily/${ref.game}/${ref.date}`, async () => {
    const facts = orRefuse(await challenge.facts(ref));
    let maxAge = facts.status === "open" ? OPEN_EDGE_TTL : CLOSED_EDGE_TTL;
    if (param.date === "today") maxAge = Math.min(maxAge, secondsToMidnight(ref.now));
    return { body: shown(c, facts), maxAge };
  });
  return reply;
};

export const casual: AppRouteHandler<typeof casualRoute> = async (c) => {
  const { challenge, ref } = challengeOf(c, c.req.valid("param"));
  const engine = engineFor(ref.game);
  const decoded = engine.decode(orRefuse(await challenge.startState(ref)));
  if (!decoded.ok) throw new Error(`daily ${ref.game} ${ref.date}: stored start does not decode`);
  const mark = dailyMark(ref.date);
  const body = {
    ...describe(engine, decoded.value, mark),
    state: await seal(c, engine, decoded.value, mark),
  };
  return c.json(body, 201);
};

export const enter: AppRouteHandler<typeof entryRoute> = async (c) => {
  const { challenge, ref } = challengeOf(c, c.req.valid("param"));
  // Only the player's token can enter (and is capped per client key, as the rate limit is).
  const entrant = orRefuse(await admitEntry(c.env, clientOf(c), playerToken(c), ref.date));
  const key = creationKeyOf(c.req.valid("header")["idempotency-key"]);
  // Scoped to the player (only the player's token can enter, so only it can retry) and to the client.
  const keyed =
    key === undefined
      ? {}
      : { ownerToken: await fromCreationKey(`entry owner ${entrant.playerId}`, key, clientOf(c)) };
  const entered = orRefuse(await challenge.enter({ ...ref, ...entrant, ...keyed }));
  return c.json(entryReply(c, entered), 201);
};

export const listing: AppRouteHandler<typeof listingRoute> = async (c) => {
  const { challenge, ref } = challengeOf(c, c.req.valid("param"));
  const entrant = orRefuse(await admitEntry(c.env, clientOf(c), playerToken(c), ref.date));
  const found = orRefuse(await challenge.listing({ ...ref, ...entrant }));
  c.header("Cache-Control", "no-store");
  return c.json(asDocumented<z.infer<typeof EntryListingSchema>>()(listingView(ref, entrant, found)), 200);
};

export const standing: AppRouteHandler<typeof standingRoute> = async (c) => {
  const params = c.req.valid("param");
  const { challenge, ref } = challengeOf(c, params);
  const entry = orRefuse(await challenge.entryStanding({ ...ref, playerId: params.playerId }));
  return digestJson(c, asDocumented<z.infer<typeof EntryStandingSchema>>()(standingView(entry)));
};

export const myEntry: AppRouteHandler<typeof myEntryRoute> = async (c) => {
  const { challenge, ref } = challengeOf(c, c.req.valid("param"));
  const player = await playerFromRequest(c);
  const entry = orRefuse(await challenge.reissueEntry({ ...ref, playerId: player.id }));
  return c.json(entryReply(c, entry), 200);
};

export const leaderboard: AppRouteHandler<typeof leaderboardRoute> = async (c) => {
  const params = c.req.valid("param");
  const { challenge, ref } = challengeOf(c, params);
  const { cursor, limit = LEADERBOARD_PAGE, league } = c.req.valid("query");
  if (league !== undefined) {
    // A league's board: its members' entries, read fresh (a league is small; max-age 0).
    const reply = await edgeCached(c, `/v1/leagues/${league}/daily/${ref.game}/${ref.date}`, async () => {
      const { league: named, board } = orRefuse(await leagueStandings(c.env, challenge, ref, league));
      const { game, date, status, entries } = board;
      const rows = boardRows(board);
      return { body: { game, date, status, entries, rows, next: null, league: named }, maxAge: 0 };
    });
    return reply;
  }
  // Checked before the cache is asked: only a cursor this server signed names a page.
  const after = orRefuse(await cursorPosition(c.env, ref, cursor));
  const page = `/v1/daily/${ref.game}/${ref.date}/leaderboard?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
  const reply = await edgeCached(c, page, async () => {
    const board = orRefuse(await challenge.leaderboard({ ...ref, after, limit }));
    const signed = orRefuse(await nextCursor(c.env, ref, board.next));
    const next =
      signed === null
        ? null
        : `/v1/daily/${ref.game}/${ref.date}/leaderboard?cursor=${signed}&limit=${limit}`;
    let maxAge = board.status === "open" ? OPEN_EDGE_TTL : CLOSED_EDGE_TTL;
    if (params.date === "today") maxAge = Math.min(maxAge, secondsToMidnight(ref.now));
    const body = {
      game: board.game,
      date: board.date,
      status: board.status,
      entries: board.entries,
      rows: boardRows(board),
      next,
    };
    return { body, maxAge, next };
  });
  return reply;
};
