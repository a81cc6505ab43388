import { closesAt, daysFrom } from "../daily/calendar.ts";
import { challengeDate, type ChallengeDateCode } from "../daily/challenge-date.ts";
import { challengeName, firstDate } from "../daily/config.ts";
import { challenges } from "../durable/clients.ts";
import type { ChallengeFacts, DailyErrorCode } from "../durable/daily-types.ts";
import type { CreateInput } from "../durable/session-types.ts";
import { fail, ok, type Result } from "../engine/index.ts";
import { engineOf, type GameId } from "../games/registry.ts";
import { gameName } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { textBoard } from "../render/text-board.ts";
import { refusalReply } from "./replies.ts";
import { DailyChallengeInput, DailyChallengeReplySchema, type Challenge } from "./schemas.ts";
import { defineTool, langOf, READ_ONLY, type ToolContext } from "./tool.ts";

// The daily challenge as a model sees it: the same public facts as GET /v1/daily/{game}/{date},
// and its deal as an unranked stored game. Ranked entries need a player token, which this
// façade does not hold: they stay on the HTTP API.

type DailyCode = ChallengeDateCode | DailyErrorCode;

/** The challenge a caller's date names, checked as /v1/daily checks it, and its object. */
function challengeAt(context: ToolContext, game: GameId, text: string) {
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

export const dailyChallenge = defineTool({
  name: "daily_challenge",
  title: "A daily challenge",
  description:
    "A game's daily challenge (one deal per game and date, the same for everyone, proven winnable before publication): its public starting position (hidden cards as ??: never shown), par, commitment, entry counts, open or closed, and how to play it. new_game with daily set to its date starts an unranked game of it here (Maze at any time; Wall only once the date has closed: while open its deal is played only as ranked entries); ranked play is only through the HTTP API, with a player token.",
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
