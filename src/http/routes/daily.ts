import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { daysFrom, secondsToMidnight, utcDateOf } from "../../daily/calendar.ts";
import { challengeDate } from "../../daily/challenge-date.ts";
import { firstDate } from "../../daily/config.ts";
import { challenges } from "../../durable/clients.ts";
import type { ChallengeFacts, Entered } from "../../durable/daily-types.ts";
import { GAME_IDS, type GameId } from "../../games/registry.ts";
import type { AppEnv } from "../env.ts";
import { CLOSED_EDGE_TTL, edgeCached, OPEN_EDGE_TTL } from "../edge-cache.ts";
import { dailyMark, seal } from "../game-state.ts";
import { CreationKeyHeaderSchema, fromCreationKey } from "../creation-key.ts";
import { orRefuse, ProblemError } from "../problem.ts";
import {
  apiRoute,
  asDocumented,
  engineFor,
  gameIdFor,
  json,
  problemResponse,
  SECRET_PROBLEMS,
} from "../route-kit.ts";
import { GameResponseSchema } from "../schemas/game.ts";
import {
  ChallengeSchema,
  DailyParamSchema,
  EntryCreatedSchema,
  EntryStandingParamSchema,
  EntryStandingSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  boardCursor,
  TodaySchema,
} from "../schemas/daily.ts";
import { MAX_ENTRIES_PER_CLIENT } from "../../durable/limits.ts";
import { clientKey } from "../middleware.ts";
import { leagueOf } from "./leagues.ts";
import { describe } from "./play.ts";
import { PLAYER_SECURITY, PLAYER_TOKEN_PROBLEMS, PLAYER_TOKEN_SCHEME, playerFromRequest } from "./players.ts";

// Daily challenges, mounted at /v1/daily: one deal per game and date, the same for everyone.

const TAG = "Daily challenge";
const LEADERBOARD_PAGE = 50;

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
  ...SECRET_PROBLEMS,
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

/** The game and date of a request: a known game, a valid date from the first one on, already open. */
function challengeOf(c: Context<AppEnv>, params: { game: string; date: string }) {
  const game = gameIdFor(params.game);
  const now = c.var.now();
  const named = challengeDate(params.date, now, firstDate(c.env));
  if (!named.ok) throw new ProblemError(named.error.code, { params: named.error.params });
  const date = named.value;
  return { game, date, now, challenge: challenges(c.env).of(game, date), ref: { game, date, now } };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An entry's stored game with its owner token (shown once: not cached) and its player. */
function entryReply(c: Context<AppEnv>, entry: Entered): z.infer<typeof EntryCreatedSchema> {
  const { ownerToken, ...session } = entry.session;
  c.header("Location", `/v1/sessions/${session.id}`);
  c.header("Cache-Control", "no-store");
  const board = entry.unlisted === null ? { listed: true } : { listed: false, reason: entry.unlisted };
  return asDocumented<z.infer<typeof EntryCreatedSchema>>()({
    ...session,
    ownerToken,
    player: { id: entry.playerId, name: entry.name },
    board,
  });
}

type ShownReveal = NonNullable<z.infer<typeof ChallengeSchema>["reveal"]>;

/** The reveal of a closed challenge: its layout as JSON (the stored text is the layout's, not a field). */
function shownReveal(reveal: NonNullable<ChallengeFacts["reveal"]>): ShownReveal {
  const { layoutJson, ...rest } = reveal;
  return {
    ...asDocumented<Omit<ShownReveal, "layout">>()(rest),
    layout: JSON.parse(layoutJson) as ShownReveal["layout"],
  };
}

/** A challenge as the API shows it: the stored facts, with its number and instants in words. */
function shown(c: Context<AppEnv>, facts: ChallengeFacts): z.infer<typeof ChallengeSchema> {
  const { reveal, opensAt: opens, closesAt: closes, ...rest } = facts;
  return {
    ...asDocumented<Omit<z.infer<typeof ChallengeSchema>, "number" | "opensAt" | "closesAt">>()(rest),
    number: daysFrom(firstDate(c.env), facts.date),
    opensAt: iso(opens),
    closesAt: iso(closes),
    ...(reveal ? { reveal: shownReveal(reveal) } : {}),
  };
}

const todayRoute = apiRoute({
  method: "get",
  path: "/",
  operationId: "getDailyChallenges",
  description:
    "Today's (UTC) challenge of every game, as `GET /v1/daily/{game}/today` gives each. A date is open from when it begins anywhere on Earth (00:00 at UTC+14) until it ends everywhere (24:00 at UTC−12), so players in every time zone get the whole of their day.",
  tags: [TAG],
  summary: "Today's challenges, one per game",
  responses: {
    200: { description: "Today's challenges.", content: json(TodaySchema) },
    404: problemResponse("No challenge yet: today is before the first one.", "no_challenge"),
    ...SECRET_PROBLEMS,
  },
});

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
const NOT_MODIFIED = { description: "Not modified: `If-None-Match` named the current ETag (no body)." };

const challengeRoute = apiRoute({
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

const casualRoute = apiRoute({
  method: "post",
  path: "/{game}/{date}/deals",
  operationId: "dealDailyChallenge",
  description:
    "Play the date's deal without ranking: a stateless game like `POST /v1/games/{game}/deals`, whose sealed `state` is marked daily through every move (`origin: daily`, `daily.ranked: false`). Maze at any time; Wall only once its challenge has closed (409 `ranked_only_while_open` before: unranked play of its deal could learn its hidden cards before a ranked entry is played).",
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

const entryRoute = apiRoute({
  method: "post",
  path: "/{game}/{date}/entries",
  operationId: "enterDailyChallenge",
  description:
    "A ranked entry for the player of the bearer token, while the challenge is open, one per player: a stored game (`/v1/sessions/{id}`, its owner token shown once) in daily mode. The server applies every move; when the game ends (won, lost, or resigned with `POST /v1/sessions/{id}/resign`) the stored game itself reports the result to the leaderboard: no route takes a score. No undo where the game hides cards (Wall); undos counted in Maze. Entries not finished when the challenge closes are not ranked.",
  tags: [TAG],
  summary: "Enter the daily challenge: a ranked stored game for a player",
  security: PLAYER_SECURITY,
  request: { params: DailyParamSchema, headers: CreationKeyHeaderSchema },
  responses: {
    201: entryResponse(
      "The entry's stored game (or, for a retry under its Idempotency-Key, the entry again with the same owner token). `Location` is its address.",
    ),
    ...DATE_PROBLEMS,
    ...PLAYER_TOKEN_PROBLEMS,
    409: problemResponse(
      "The player has entered this challenge already (without an Idempotency-Key, or under another one), or it has closed.",
      "already_entered",
      "challenge_closed",
    ),
  },
});

const standingRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}/entries/{playerId}",
  operationId: "getDailyEntryStanding",
  description:
    "Public: one player's entry of a challenge (its result once finished) and where it stands on the global board: a rank range and a percentile, counted from a histogram of the board (a read of a few rows, however many entries there are).",
  tags: [TAG],
  summary: "A player's entry and its rank",
  request: { params: EntryStandingParamSchema },
  responses: {
    200: { description: "The entry now.", content: json(EntryStandingSchema) },
    ...DATE_PROBLEMS,
    ...NO_ENTRY,
  },
});

const myEntryRoute = apiRoute({
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

const leaderboardRoute = apiRoute({
  method: "get",
  path: "/{game}/{date}/leaderboard",
  operationId: "getDailyLeaderboard",
  description: `Finished ranked entries, best first, a page at a time (\`limit\` default ${LEADERBOARD_PAGE}, at most 100). Players are anonymous and anyone can make many: the leaderboard ranks the server's own record of play, not people. Each entry's stored game is linked once the challenge has closed (before, its history would show the deal).`,
  tags: [TAG],
  summary: "The leaderboard of a daily challenge",
  request: { params: DailyParamSchema, query: LeaderboardQuerySchema },
  responses: {
    200: {
      description: "A page of the leaderboard.",
      content: json(LeaderboardSchema),
      headers: EDGE_HEADERS,
    },
    304: NOT_MODIFIED,
    ...DATE_PROBLEMS,
  },
});

export const dailyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(todayRoute, async (c) => {
    const date = utcDateOf(c.var.now());
    const challenges = await Promise.all(
      GAME_IDS.map(async (game: GameId) => {
        const { challenge, ref } = challengeOf(c, { game, date });
        return shown(c, orRefuse(await challenge.facts(ref)));
      }),
    );
    return c.json({ date, challenges }, 200);
  })
  .openapi(challengeRoute, async (c) => {
    const param = c.req.valid("param");
    const { challenge, ref, now } = challengeOf(c, param);
    // Entry counts move while open; a closed challenge changes no more (but for late counts).
    // `today` names another challenge after midnight UTC: not kept past it.
    const reply = await edgeCached(c, `/v1/daily/${ref.game}/${ref.date}`, async () => {
      const facts = orRefuse(await challenge.facts(ref));
      let maxAge = facts.status === "open" ? OPEN_EDGE_TTL : CLOSED_EDGE_TTL;
      if (param.date === "today") maxAge = Math.min(maxAge, secondsToMidnight(now));
      return { body: shown(c, facts), maxAge };
    });
    return reply;
  })
  .openapi(casualRoute, async (c) => {
    const { game, date, challenge, ref } = challengeOf(c, c.req.valid("param"));
    const engine = engineFor(game);
    const decoded = engine.decode(orRefuse(await challenge.startState(ref)));
    if (!decoded.ok) throw new Error(`daily ${game} ${date}: stored start does not decode`);
    const mark = dailyMark(date);
    const body = {
      ...describe(engine, decoded.value, mark),
      state: await seal(c, engine, decoded.value, mark),
    };
    return c.json(body, 201);
  })
  .openapi(entryRoute, async (c) => {
    const { challenge, ref } = challengeOf(c, c.req.valid("param"));
    const player = await playerFromRequest(c);
    const key = c.req.valid("header")["idempotency-key"];
    // Scoped to the player: only the player's token can enter, so only it can retry.
    const keyed =
      key === undefined ? {} : { ownerToken: await fromCreationKey(`entry owner ${player.id}`, key) };
    // Capped per client key, as the rate limit is (off with it).
    const client =
      c.env.RATE_LIMIT === "off"
        ? {}
        : { client: { key: clientKey(c.req.header("CF-Connecting-IP")), limit: MAX_ENTRIES_PER_CLIENT } };
    const entered = orRefuse(
      await challenge.enter({
        ...ref,
        playerId: player.id,
        name: player.name,
        playerSince: player.since,
        ...client,
        ...keyed,
      }),
    );
    return c.json(entryReply(c, entered), 201);
  })
  .openapi(standingRoute, async (c) => {
    const params = c.req.valid("param");
    const { challenge, ref } = challengeOf(c, params);
    const e = orRefuse(await challenge.entryStanding({ ...ref, playerId: params.playerId }));
    const board = e.unlisted === null ? { listed: true } : { listed: false, reason: e.unlisted };
    const standing = e.standing && {
      ...e.standing,
      percentile:
        Math.round((1000 * (e.standing.of - e.standing.from + 1)) / Math.max(1, e.standing.of)) / 10,
    };
    const { unlisted: _unlisted, standing: _standing, ...rest } = e;
    c.header("Cache-Control", "no-cache");
    return c.json(asDocumented<z.infer<typeof EntryStandingSchema>>()({ ...rest, board, standing }), 200);
  })
  .openapi(myEntryRoute, async (c) => {
    const { challenge, ref } = challengeOf(c, c.req.valid("param"));
    const player = await playerFromRequest(c);
    const entry = orRefuse(await challenge.reissueEntry({ ...ref, playerId: player.id }));
    return c.json(entryReply(c, entry), 200);
  })
  .openapi(leaderboardRoute, async (c) => {
    const params = c.req.valid("param");
    const { challenge, ref } = challengeOf(c, params);
    const { cursor, limit = LEADERBOARD_PAGE, league } = c.req.valid("query");
    if (league !== undefined) {
      // A league's board: its members' entries, read fresh (a league is small; max-age 0).
      const reply = await edgeCached(c, `/v1/leagues/${league}/daily/${ref.game}/${ref.date}`, async () => {
        const facts = orRefuse(await leagueOf(c, league).read());
        const playerIds = facts.members.map((m) => m.playerId);
        const board = orRefuse(await challenge.standings({ ...ref, playerIds }));
        const rows = board.rows.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) }));
        const { game, date, status, entries } = board;
        const named = { id: facts.id, name: facts.name };
        return { body: { game, date, status, entries, rows, next: null, league: named }, maxAge: 0 };
      });
      return reply;
    }
    const after = cursor === undefined ? null : boardCursor.decode(cursor);
    const page = `/v1/daily/${ref.game}/${ref.date}/leaderboard?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const reply = await edgeCached(c, page, async () => {
      const board = orRefuse(await challenge.leaderboard({ ...ref, after, limit }));
      const next =
        board.next === null
          ? null
          : `/v1/daily/${ref.game}/${ref.date}/leaderboard?cursor=${boardCursor.encode(board.next)}&limit=${limit}`;
      const rows = board.rows.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) }));
      let maxAge = board.status === "open" ? OPEN_EDGE_TTL : CLOSED_EDGE_TTL;
      if (params.date === "today") maxAge = Math.min(maxAge, secondsToMidnight(ref.now));
      const body = {
        game: board.game,
        date: board.date,
        status: board.status,
        entries: board.entries,
        rows,
        next,
      };
      return { body, maxAge };
    });
    return reply;
  });

dailyRoutes.openAPIRegistry.registerComponent("securitySchemes", "playerToken", PLAYER_TOKEN_SCHEME);
