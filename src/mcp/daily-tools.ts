import type { ChallengeFacts, Leaderboard } from "../durable/daily-challenge/daily-types.ts";
import type { LeagueErrorCode } from "../durable/league/league.ts";
import type { Result } from "../engine/index.ts";
import { engineOf } from "../games/registry.ts";
import { gameName } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { textBoard } from "../render/text-board.ts";
import { refusalReply } from "./replies.ts";
import {
  DailyChallengeInput,
  DailyChallengeReplySchema,
  DailyLeaderboardInput,
  DailyLeaderboardReplySchema,
  type Challenge,
} from "./daily-schemas.ts";

import { defineTool, READ_ONLY, type ToolContext } from "./tool.ts";
import {
  challengeAt,
  challengeView,
  cursorPosition,
  leagueStandings,
  nextCursor,
  waysToPlay,
  type DailyCode,
} from "../kit/daily.ts";
import { gameNamesListed, hidesCards } from "../kit/games.ts";
import { langOf } from "../kit/lang.ts";
import { admitEntry } from "../kit/admission.ts";
import { listingText } from "./listing.ts";

/** Rows of a daily_leaderboard page: small enough for a model to read. */
const MCP_BOARD_PAGE = 20;

// The daily challenge as a model sees it: the same public facts as GET /v1/daily/{game}/{date},
// its deal as an unranked stored game, and its leaderboard. Ranked entries are player-tools.ts's.

/** A challenge's public facts as the tool gives them: never the reveal (GET `url` has it once closed). */
function shown(facts: ChallengeFacts, context: ToolContext, lang: Lang): Challenge {
  const engine = engineOf(facts.game);
  const view = challengeView(facts, context.env);
  const ways = waysToPlay(facts);
  const url = `${context.origin}/v1/daily/${facts.game}/${facts.date}`;
  return {
    game: view.game,
    date: view.date,
    number: view.number,
    status: view.status,
    opensAt: view.opensAt,
    closesAt: view.closesAt,
    par: view.par,
    commitment: view.commitment,
    entries: { ...view.entries, all: view.entries.all.total },
    url,
    start: {
      board: textBoard(engine, facts.start.view, lang),
      score: facts.start.score,
      maxScore: engine.maxScore,
      legalMoves: facts.start.legalMoves.length,
    },
    play: {
      ...(ways.unranked ? { newGame: { game: facts.game, daily: facts.date } } : {}),
      ...(ways.ranked ? { rankedEntry: `${url}/entries` } : {}),
    },
  };
}

/** The same, in words. */
function challengeText(challenge: Challenge, lang: Lang): string {
  const { game, date, number, par, commitment, entries, start } = challenge;
  const status = MCP_WORDS[challenge.status === "open" ? "daily_open" : "daily_closed"][lang];
  const facts = format(MCP_WORDS.daily_challenge[lang], {
    game: gameName(game, lang),
    date,
    number,
    status,
    opensAt: challenge.opensAt,
    closesAt: challenge.closesAt,
    par,
    commitment,
    ...entries,
  });
  const { rankedEntry, newGame } = challenge.play;
  const play =
    rankedEntry === undefined
      ? format(MCP_WORDS.daily_play_closed[lang], { game, date, url: challenge.url })
      : format(MCP_WORDS[newGame ? "daily_play_open" : "daily_play_ranked_only"][lang], {
          game,
          date,
          entry: rankedEntry,
        });
  const board = [format(MCP_WORDS.daily_start[lang], { moves: start.legalMoves }), start.board.trimEnd()];
  return [facts, board.join("\n"), play].join("\n\n");
}

const minutes = (ms: number) =>
  `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

export const dailyLeaderboard = defineTool({
  name: "daily_leaderboard",
  title: "A daily challenge's leaderboard",
  description:
    "A page of a date's leaderboard (finished ranked entries: wins by fewest hints, then moves, undos, time; then the rest by score), or with league, a league's (its members only). The next page: cursor set to the reply's next.",
  input: DailyLeaderboardInput,
  output: DailyLeaderboardReplySchema,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const at = challengeAt(context.env, args.game, args.date ?? "today", context.now());
    if (!at.ok) return refusalReply(at.error, lang);
    const { challenge, ref } = at.value;
    let league: { id: string; name: string } | undefined;
    let page: Result<Leaderboard, DailyCode | LeagueErrorCode>;
    if (args.league !== undefined) {
      const standings = await leagueStandings(context.env, challenge, ref, args.league);
      if (!standings.ok) return refusalReply(standings.error, lang);
      league = standings.value.league;
      page = { ok: true, value: standings.value.board };
    } else {
      const after = await cursorPosition(context.env, ref, args.cursor);
      if (!after.ok) return refusalReply(after.error, lang);
      page = await challenge.leaderboard({ ...ref, after: after.value, limit: MCP_BOARD_PAGE });
    }
    if (!page.ok) return refusalReply(page.error, lang);
    const b = page.value;
    const signed = await nextCursor(context.env, ref, b.next);
    if (!signed.ok) return refusalReply(signed.error, lang);
    const next = signed.value;
    const rows = b.rows.map(({ rank, name, result, moves, hints, undos, timeMs }) => ({
      ...{ rank, name, result, moves, hints, undos, timeMs },
    }));
    const head = format(MCP_WORDS.leaderboard_head[lang], {
      game: gameName(b.game, lang),
      date: b.date,
      league: league ? format(MCP_WORDS.leaderboard_league[lang], { name: league.name }) : "",
      status: MCP_WORDS[b.status === "open" ? "daily_open" : "daily_closed"][lang],
      ...b.entries,
      all: b.entries.all.total,
    });
    const lines = rows.map(
      (r) =>
        `${r.rank} | ${r.name} | ${r.result} | ${r.moves} | ${r.hints} | ${r.undos} | ${minutes(r.timeMs)}`,
    );
    const text = [
      head,
      ...(lines.length ? lines : [MCP_WORDS.leaderboard_empty[lang]]),
      ...(next ? [format(MCP_WORDS.leaderboard_next[lang], { cursor: next })] : []),
    ].join("\n");
    const board = {
      ...{
        game: b.game,
        date: b.date,
        status: b.status,
        entries: { ...b.entries, all: b.entries.all.total },
        rows,
      },
      ...(next ? { next } : {}),
    };
    return {
      content: [{ type: "text", text }],
      structuredContent: { board: league ? { ...board, league } : board },
    };
  },
});

export const dailyChallenge = defineTool({
  name: "daily_challenge",
  title: "A daily challenge",
  description:
    "A game's daily challenge for a date (one deal per game and date, the same for everyone, proven winnable): its public start (hidden cards as ??), par, commitment, entries, open or closed, how to play it. " +
    `new_game with daily plays it unranked (${gameNamesListed("and", hidesCards)} only once closed); enter_daily plays it ranked.`,
  input: DailyChallengeInput,
  output: DailyChallengeReplySchema,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const at = challengeAt(context.env, args.game, args.date ?? "today", context.now());
    if (!at.ok) return refusalReply(at.error, lang);
    const { challenge: object, ref } = at.value;
    const facts = await object.facts(ref);
    if (!facts.ok) return refusalReply(facts.error, lang);
    const challenge = shown(facts.value, context, lang);
    const text = challengeText(challenge, lang);
    if (args.playerToken === undefined)
      return { content: [{ type: "text", text }], structuredContent: { challenge } };
    // With a player token: whether its entry goes (or, made now, would go) on the global board.
    const entrant = await admitEntry(context.env, context.client, args.playerToken.trim(), ref.date);
    if (!entrant.ok) return refusalReply(entrant.error, lang);
    const found = await object.listing({ ...ref, ...entrant.value });
    if (!found.ok) return refusalReply(found.error, lang);
    const { entered, unlisted } = found.value;
    const listing = {
      entered,
      listed: unlisted === null,
      ...(unlisted !== null ? { reason: unlisted } : {}),
    };
    return {
      content: [{ type: "text", text: `${text}\n\n${listingText(found.value, entrant.value.name, lang)}` }],
      structuredContent: { challenge: { ...challenge, listing } },
    };
  },
});
