import { fail, ok, type Result } from "../engine/index.ts";
import { daysFrom, type IsoDate } from "../daily/calendar.ts";
import { firstDate } from "../daily/config.ts";
import { players, storedGames } from "../durable/clients.ts";
import type { ChallengeFacts } from "../durable/daily-challenge/daily-types.ts";
import type { SessionSnapshot } from "../durable/session/session-types.ts";
import { isGameId, type GameId } from "../games/registry.ts";
import { gameName } from "../i18n/board-words.ts";
import type { CardLine } from "../render/result-card.ts";
import type { Bindings } from "../env.ts";
import { challengeAt, type DailyCode } from "./daily.ts";

// What a finished daily game says where it is posted: a share text, a link to /play and the
// picture that link's preview shows. Words and figures only (game, number, date, result, moves
// against par, hints, streak): nothing of the deal, which stays secret while its date is open.
// The same for every façade (HTTP's share route and preview pages, MCP's closing reply).

type ShareEnv = Pick<Bindings, "DAILY_CHALLENGES" | "DAILY_FIRST_DATE" | "GAME_SESSIONS" | "PLAYERS">;

/** An ended daily game's facts as the share text and the picture say them. */
export interface ShareFacts {
  readonly game: GameId;
  readonly date: string;
  /** The challenge's number (0 for the first date). */
  readonly number: number;
  readonly status: "open" | "closed";
  readonly ranked: boolean;
  readonly result: "won" | "lost" | "resigned";
  readonly moves: number;
  readonly par: number;
  /** Hints taken (a ranked entry counts them; an unranked game does not). */
  readonly hints?: number;
  /** The player's current streak in this game (a ranked entry's player). */
  readonly streak?: number;
  /** The ranked entry's player: its link and picture are the entry's. */
  readonly playerId?: string;
}

export type ShareCode = DailyCode | "unknown_session" | "share_unavailable";

/** The /play page of a date, or of an entry of it: the link a share carries (its preview's page). */
export const playLink = (origin: string, game: string, date: string, playerId?: string): string =>
  `${origin}/play?game=${game}&date=${date}${playerId ? `&entry=${encodeURIComponent(playerId)}` : ""}`;

/** The preview picture of a date, or of an entry of it. */
export const cardPath = (game: string, date: string, playerId?: string): string =>
  `/v1/daily/${game}/${date}${playerId ? `/entries/${encodeURIComponent(playerId)}` : ""}/card.png`;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** The result in a few words: "Won in 45 moves", "Lost after 12 moves". */
export function resultWords(facts: Pick<ShareFacts, "result" | "moves">): string {
  const moves = `${facts.moves} move${facts.moves === 1 ? "" : "s"}`;
  if (facts.result === "won") return `Won in ${moves}`;
  return `${facts.result === "lost" ? "Lost" : "Resigned"} after ${moves}`;
}

/** The figures line: par (and the moves against it for a win), hints, streak. */
function figuresLine(facts: ShareFacts): string {
  const par =
    facts.result === "won" ? `par ${facts.par} (${signed(facts.moves - facts.par)})` : `par ${facts.par}`;
  return [
    par,
    facts.hints === undefined ? null : `${facts.hints} hint${facts.hints === 1 ? "" : "s"}`,
    facts.streak === undefined ? null : `streak ${facts.streak}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const heading = (facts: Pick<ShareFacts, "game" | "number" | "date">) =>
  `Patience ${gameName(facts.game, "en")} #${facts.number} · ${facts.date}`;

/** The share text: four lines, the link last. */
export function shareText(facts: ShareFacts, link: string): string {
  const ranked = facts.ranked ? "" : " (unranked)";
  return [heading(facts), `${resultWords(facts)}${ranked}`, figuresLine(facts), link].join("\n");
}

/** A share as the façades return it: the text, the link, the picture, a title and a line for previews. */
export function shareView(facts: ShareFacts, origin: string) {
  const url = playLink(origin, facts.game, facts.date, facts.playerId);
  return {
    text: shareText(facts, url),
    url,
    image: `${origin}${cardPath(facts.game, facts.date, facts.playerId)}`,
    title: heading(facts),
    description: `${resultWords(facts)} · ${figuresLine(facts)}`,
  };
}

/** An ended entry's picture: its result and figures, and while open, that the deal is hidden. */
export function entryCardLines(facts: ShareFacts): CardLine[] {
  return [
    { text: `Patience · ${gameName(facts.game, "en")} #${facts.number}`, size: "large", tone: "accent" },
    { text: `Daily challenge of ${facts.date}`, size: "small", tone: "muted" },
    { text: resultWords(facts), size: "large", tone: facts.result === "won" ? "won" : "lost" },
    { text: figuresLine(facts), size: "small", tone: "ink" },
    { text: closingLine(facts.status), size: "small", tone: "muted" },
  ];
}

/** A date's picture: the challenge, its par and entries, open or closed; no card of its deal. */
export function challengeCardLines(facts: ChallengeFacts, number: number): CardLine[] {
  const { total, won } = facts.entries.all;
  return [
    { text: `Patience · ${gameName(facts.game, "en")} #${number}`, size: "large", tone: "accent" },
    { text: `Daily challenge of ${facts.date}`, size: "small", tone: "muted" },
    { text: `Par ${facts.par}`, size: "large", tone: "ink" },
    { text: `${total} entr${total === 1 ? "y" : "ies"} · ${won} won`, size: "small", tone: "ink" },
    { text: closingLine(facts.status), size: "small", tone: "muted" },
  ];
}

const closingLine = (status: "open" | "closed") =>
  status === "open" ? "Open: the deal stays hidden until the close" : "Closed: the deal is revealed";

/** The player's current streak in `game`, if the player is there to ask. */
async function streakOf(env: ShareEnv, playerId: string, game: GameId, now: number) {
  const profile = await players(env).byId(playerId).profile(now);
  return profile.ok ? profile.value.games[game]?.currentStreak : undefined;
}

/** The challenge's facts and number, or why not. */
async function challengeFacts(env: ShareEnv, game: GameId, date: string, now: number) {
  const at = challengeAt(env, game, date, now);
  if (!at.ok) return at;
  const facts = await at.value.challenge.facts(at.value.ref);
  if (!facts.ok) return fail(facts.error.code, facts.error.params);
  return ok({ facts: facts.value, number: daysFrom(firstDate(env), at.value.date as IsoDate) });
}

/**
 * The share of a stored game of a daily deal, ranked or not, once it has ended: its own
 * figures, the challenge's par, and for a ranked entry its hints and its player's streak.
 */
export async function sessionShare(
  env: ShareEnv,
  snapshot: Pick<SessionSnapshot, "game" | "status" | "moveCount" | "daily" | "resigned">,
  now: number,
): Promise<Result<ShareFacts, ShareCode>> {
  const { daily, game } = snapshot;
  if (!daily || snapshot.status === "playing" || !isGameId(game)) return fail("share_unavailable");
  const found = await challengeFacts(env, game, daily.date, now);
  if (!found.ok) return found;
  const { facts, number } = found.value;
  const ranked = daily.ranked ? daily : undefined;
  return ok({
    game,
    date: daily.date,
    number,
    status: facts.status,
    ranked: daily.ranked,
    result: snapshot.resigned ? "resigned" : snapshot.status === "won" ? "won" : "lost",
    moves: snapshot.moveCount,
    par: facts.par,
    ...(ranked
      ? {
          hints: ranked.hints,
          playerId: ranked.playerId,
          streak: await streakOf(env, ranked.playerId, game, now),
        }
      : {}),
  });
}

/** The share of a stored game by its public id (what GET /v1/sessions/{id}/share answers). */
export async function storedShare(
  env: ShareEnv,
  id: string,
  now: number,
): Promise<Result<ShareFacts, ShareCode>> {
  const stored = storedGames(env).byId(id);
  if (!stored.ok) return stored;
  const snapshot = await stored.value.read(now);
  if (!snapshot.ok) return fail("unknown_session");
  return sessionShare(env, snapshot.value, now);
}

/** A ranked entry's share by its player, once it has ended (what its picture draws). */
export async function entryShare(
  env: ShareEnv,
  game: GameId,
  date: string,
  playerId: string,
  now: number,
): Promise<Result<ShareFacts, ShareCode>> {
  const at = challengeAt(env, game, date, now);
  if (!at.ok) return at;
  const [found, entry] = await Promise.all([
    challengeFacts(env, game, date, now),
    at.value.challenge.entryStanding({ ...at.value.ref, playerId }),
  ]);
  if (!found.ok) return found;
  if (!entry.ok) return fail(entry.error.code, entry.error.params);
  const { result, moves, hints } = entry.value;
  if (result === null) return fail("share_unavailable");
  const { facts, number } = found.value;
  return ok({
    game,
    date: at.value.date,
    number,
    status: facts.status,
    ranked: true,
    result,
    moves,
    par: facts.par,
    hints,
    playerId,
    streak: await streakOf(env, playerId, game, now),
  });
}

/** A date's picture facts (what its card draws). */
export async function challengeCard(
  env: ShareEnv,
  game: GameId,
  date: string,
  now: number,
): Promise<Result<{ facts: ChallengeFacts; number: number }, ShareCode>> {
  return challengeFacts(env, game, date, now);
}
