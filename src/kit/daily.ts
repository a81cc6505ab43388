import { closesAt, daysFrom, iso, type IsoDate } from "../daily/calendar.ts";
import { challengeDate, type ChallengeDateCode } from "../daily/challenge-date.ts";
import { boardCursor, type BoardPosition } from "../daily/board-cursor.ts";
import { challengeName, dailySecret, firstDate } from "../daily/config.ts";
import { challenges, leagues, type Challenge } from "../durable/clients.ts";
import type {
  ChallengeFacts,
  ChallengeRef,
  ChallengeReveal,
  DailyErrorCode,
  EntryStanding,
  Leaderboard,
  Listing,
  UnlistedReason,
} from "../durable/daily-challenge/daily-types.ts";
import { ESTABLISHED_DAILIES, ESTABLISHED_DAYS } from "../durable/limits.ts";
import type { Entrant } from "./admission.ts";
import type { LeagueErrorCode } from "../durable/league/league.ts";
import type { CreateInput } from "../durable/session/session-types.ts";
import { fail, ok, type Result } from "../engine/index.ts";
import { engineOf, type GameId } from "../games/registry.ts";
import type { Bindings } from "../env.ts";

// The daily challenge as every façade reads and shows it: the challenge a caller's date names,
// its facts in words, its deal for an unranked game, its boards. A façade words the result.

type DailyEnv = Pick<Bindings, "DAILY_CHALLENGES" | "DAILY_FIRST_DATE">;
export type DailyCode = ChallengeDateCode | DailyErrorCode;

/**
 * The challenge a caller's date names (`YYYY-MM-DD` or `today`), checked as every façade
 * checks it (a real date, from the first challenge on, open already: challengeDate), and its
 * object with the reference its methods take.
 */
export function challengeAt(env: DailyEnv, game: GameId, text: string, now: number) {
  const date = challengeDate(text, now, firstDate(env));
  if (!date.ok) return date;
  const challenge = challenges(env).of(game, date.value);
  return ok({ date: date.value, challenge, ref: { game, date: date.value, now } });
}

/**
 * What ties a new stored game to a daily challenge's deal: its starting state and no player,
 * so the game is never ranked (and, like an entry, shows its deal only once the date closes).
 */
export async function dailyDeal(
  env: DailyEnv,
  game: GameId,
  text: string,
  now: number,
): Promise<Result<NonNullable<CreateInput["daily"]>, DailyCode>> {
  const at = challengeAt(env, game, text, now);
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

/** A closed challenge's reveal with its layout as JSON (the stored text is the layout's, not a field). */
export type RevealView = Omit<ChallengeReveal, "layoutJson"> & { readonly layout: unknown };

/** A challenge's facts as the façades show them: its number, its instants in words, the reveal's layout. */
export type ChallengeView = Omit<ChallengeFacts, "opensAt" | "closesAt" | "reveal"> & {
  readonly number: number;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly reveal?: RevealView;
};

/** A challenge's facts as the façades show them (see ChallengeView). */
export function challengeView(facts: ChallengeFacts, env: Pick<Bindings, "DAILY_FIRST_DATE">): ChallengeView {
  const { reveal, opensAt: opens, closesAt: closes, ...rest } = facts;
  const revealed = ({ layoutJson, ...kept }: ChallengeReveal): RevealView => ({
    ...kept,
    layout: JSON.parse(layoutJson) as unknown,
  });
  return {
    ...rest,
    number: daysFrom(firstDate(env), facts.date as IsoDate),
    opensAt: iso(opens),
    closesAt: iso(closes),
    ...(reveal ? { reveal: revealed(reveal) } : {}),
  };
}

/**
 * How a challenge may be played now: ranked while it is open; unranked unless it is open and
 * its deal hides cards (unranked play could learn them before a ranked entry is played).
 */
export function waysToPlay(facts: Pick<ChallengeFacts, "game" | "status">) {
  const open = facts.status === "open";
  return { ranked: open, unranked: !(open && engineOf(facts.game).hasHiddenCards) };
}

/** Whether an entry counts on the global board, and if not, why not. */
export const boardListing = (unlisted: UnlistedReason | null) =>
  unlisted === null ? ({ listed: true } as const) : ({ listed: false, reason: unlisted } as const);

/**
 * Who a game's global board lists, for a client that has no player yet (a new player is not
 * established: its entry of a game that hides cards is ranked play, not on the global board).
 */
export const globalBoardRule = (game: GameId) => ({
  established: engineOf(game).hasHiddenCards,
  days: ESTABLISHED_DAYS,
  dailies: ESTABLISHED_DAILIES,
});

/** A player's listing for a challenge as the façades show it: why not listed, and the rule. */
export function listingView(
  ref: ChallengeRef,
  entrant: Pick<Entrant, "playerId" | "name" | "playerSince">,
  listing: Listing,
) {
  return {
    game: ref.game,
    date: ref.date,
    player: { id: entrant.playerId, name: entrant.name },
    entered: listing.entered,
    board: boardListing(listing.unlisted),
    established: {
      days: ESTABLISHED_DAYS,
      dailies: ESTABLISHED_DAILIES,
      playerSince: iso(entrant.playerSince),
      finished: listing.finishedBefore,
    },
  };
}

/** One player's entry and where it stands: listed or not, its rank range and its percentile. */
export function standingView(entry: EntryStanding) {
  const { unlisted, standing: rank, ...rest } = entry;
  const standing = rank && {
    ...rank,
    percentile: Math.round((1000 * (rank.of - rank.from + 1)) / Math.max(1, rank.of)) / 10,
  };
  return { ...rest, board: boardListing(unlisted), standing };
}

/** A board's rows with their instants in words. */
export const boardRows = (board: Leaderboard) =>
  board.rows.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) }));

/** A league's board of a challenge: its members' entries, read fresh (a league is small). */
export async function leagueStandings(
  env: Pick<Bindings, "LEAGUES">,
  challenge: Challenge,
  ref: ChallengeRef,
  leagueId: string,
): Promise<
  Result<{ league: { id: string; name: string }; board: Leaderboard }, LeagueErrorCode | DailyCode>
> {
  const found = leagues(env).byId(leagueId);
  const facts = found.ok ? await found.value.read() : found;
  if (!facts.ok) return facts;
  const playerIds = facts.value.members.map((m) => m.playerId);
  const board = await challenge.standings({ ...ref, playerIds });
  if (!board.ok) return board;
  return ok({ league: { id: facts.value.id, name: facts.value.name }, board: board.value });
}

type CursorEnv = Pick<Bindings, "DAILY_SECRET" | "DEV_SECRETS">;

/**
 * The position a board cursor names, if this server signed it for this challenge's board (no
 * cursor: the first page). Any other text, forged, altered or another board's, is refused.
 */
export async function cursorPosition(
  env: CursorEnv,
  ref: ChallengeRef,
  text: string | undefined,
): Promise<Result<BoardPosition | null, "invalid_cursor" | "server_not_configured">> {
  if (text === undefined) return ok(null);
  const secret = dailySecret(env);
  if (secret === null) return fail("server_not_configured");
  const position = await boardCursor.decode(secret, challengeName(ref.game, ref.date), text);
  return position === null ? fail("invalid_cursor") : ok(position);
}

/** The signed cursor of a board's next page (null on the last page). */
export async function nextCursor(
  env: CursorEnv,
  ref: ChallengeRef,
  next: BoardPosition | null,
): Promise<Result<string | null, "server_not_configured">> {
  if (next === null) return ok(null);
  const secret = dailySecret(env);
  if (secret === null) return fail("server_not_configured");
  return ok(await boardCursor.encode(secret, challengeName(ref.game, ref.date), next));
}
