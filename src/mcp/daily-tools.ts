import { closesAt, daysFrom } from "../daily/calendar.ts";
import { challengeDate, type ChallengeDateCode } from "../daily/challenge-date.ts";
import { challengeName, firstDate } from "../daily/config.ts";
import { challenges, leagues } from "../durable/clients.ts";
import type { ChallengeFacts, DailyErrorCode, Leaderboard } from "../durable/daily-challenge/daily-types.ts";
import { boardCursor } from "../daily/board-cursor.ts";
import type { CreateInput } from "../durable/session/session-types.ts";
import { fail, ok, type Result } from "../engine/index.ts";
import { engineOf, type GameId } from "../games/registry.ts";
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

/** Rows of a daily_leaderboard page: small enough for a model to read. */
const MCP_BOARD_PAGE = 20;
import { defineTool, langOf, READ_ONLY, type ToolContext } from "./tool.ts";

// The daily challenge as a model sees it: the same public facts as GET /v1/daily/{game}/{date},
// its deal as an unranked stored game, and its leaderboard. Ranked entries are player-tools.ts's.

type DailyCode = ChallengeDateCode | DailyErrorCode;

/** The challenge a caller's date names, checked as /v1/daily checks it, and its object. */
export function challengeAt(context: ToolContext, game: GameId, text: string) {
  const now = context.now();
  const date = challengeDate(text, now, firstDate(context.env));
  if (!date.ok) return date;
  const challenge = challenges(context.env).of(game, date.value);
  return ok({ date: date.value, challenge, ref: { game, date: date.value, now } });
}

/**
 * What ties a new stored game to a daily challenge's deal: its starting state and no player,
 * so the game is never ranked (and, like an entry, shows its deal only once the date closes).
 */
export async function dailyDeal(
  context: ToolContext,
  game: GameId,
  text: string,
): Promise<Result<NonNullable<CreateInput["daily"]>, DailyCode>> {
  const at = challengeAt(context, game, text);
  if (!at.ok) return at;
  const { date, challenge, ref } = at.value;
  const start = await challenge.startState(ref);
  if (!start.ok) return fail(start.error.code, start.error.params);
  return ok({
    date,
    playerId: null,
    challenge: challengeName(game, date),
    closesAt: closesAt(date),
    initial: start.value,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A challenge's public facts as the tool gives them: never the reveal (GET `url` has it once closed). */
function shown(facts: ChallengeFacts, context: ToolContext, lang: Lang): Challenge {
  const engine = engineOf(facts.game);
  const url = `${context.origin}/v1/daily/${facts.game}/${facts.date}`;
  return {
    game: facts.game,
    date: facts.date,
    number: daysFrom(firstDate(context.env), facts.date),
    status: facts.status,
    opensAt: iso(facts.opensAt),
    closesAt: iso(facts.closesAt),
    par: facts.par,
    commitment: facts.commitment,
    entries: { ...facts.entries },
    url,
    start: {
      board: textBoard(engine, facts.start.view, lang),
      score: facts.start.score,
      maxScore: engine.maxScore,
      legalMoves: facts.start.legalMoves.length,
    },
    play: {
      // An open Wall deal is dealt only as ranked entries (its hidden cards could be learned).
      ...(facts.status === "open" && engine.hasHiddenCards
        ? {}
        : { newGame: { game: facts.game, daily: facts.date } }),
      ...(facts.status === "open" ? { rankedEntry: `${url}/entries` } : {}),
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
    "A page of a daily challenge's leaderboard (finished ranked entries: wins by fewer hints, then fewer moves, undos, time; then the rest by score), or a league's board with league set to its id (its members only). Pages follow by the cursor of the previous reply's next.",
  input: DailyLeaderboardInput,
  output: DailyLeaderboardReplySchema,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args, context);
    const at = challengeAt(context, args.game, args.date ?? "today");
    if (!at.ok) return refusalReply(at.error, lang);
    const { challenge, ref } = at.value;
    let league: { id: string; name: string } | undefined;
    let page: Result<Leaderboard, DailyCode | "unknown_league">;
    if (args.league !== undefined) {
      const found = leagues(context.env).byId(args.league);
      const facts = found.ok ? await found.value.read() : found;
      if (!facts.ok) return refusalReply({ code: "unknown_league" }, lang);
      league = { id: facts.value.id, name: facts.value.name };
      page = await challenge.standings({ ...ref, playerIds: facts.value.members.map((m) => m.playerId) });
    } else {
      const after = args.cursor === undefined ? null : boardCursor.decode(args.cursor);
      if (args.cursor !== undefined && after === null)
        return refusalReply({ code: "validation_failed", params: { field: "cursor" } }, lang);
      page = await challenge.leaderboard({ ...ref, after, limit: MCP_BOARD_PAGE });
    }
    if (!page.ok) return refusalReply(page.error, lang);
    const b = page.value;
    const next = b.next === null ? null : boardCursor.encode(b.next);
    const rows = b.rows.map(({ rank, name, result, moves, hints, undos, timeMs }) => ({
      ...{ rank, name, result, moves, hints, undos, timeMs },
    }));
    const head = format(MCP_WORDS.leaderboard_head[lang], {
      game: gameName(b.game, lang),
      date: b.date,
      league: league ? format(MCP_WORDS.leaderboard_league[lang], { name: league.name }) : "",
      status: MCP_WORDS[b.status === "open" ? "daily_open" : "daily_closed"][lang],
      ...b.entries,
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
      ...{ game: b.game, date: b.date, status: b.status, entries: { ...b.entries }, rows },
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
    "A game's daily challenge (one deal per game and date, the same for everyone, proven winnable before publication): its public starting position (hidden cards as ??: never shown), par, commitment, entry counts, open or closed, and how to play it. new_game with daily set to its date starts an unranked game of it here (Maze at any time; Wall only once the date has closed: while open its deal is played only as ranked entries); enter_daily plays it ranked, with a player token (become_player makes one).",
  input: DailyChallengeInput,
  output: DailyChallengeReplySchema,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args, context);
    const at = challengeAt(context, args.game, args.date ?? "today");
    if (!at.ok) return refusalReply(at.error, lang);
    const facts = await at.value.challenge.facts(at.value.ref);
    if (!facts.ok) return refusalReply(facts.error, lang);
    const challenge = shown(facts.value, context, lang);
    return {
      content: [{ type: "text", text: challengeText(challenge, lang) }],
      structuredContent: { challenge },
    };
  },
});
