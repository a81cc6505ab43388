import type { ChallengeStore } from "./challenge-store.ts";
import { sortKey, type BoardCursor, type EntryRow } from "./challenge-order.ts";
import type { Entered, EntryCounts, EntryStanding, LeaderboardRow } from "./daily-types.ts";
import { MAX_LEAGUE_MEMBERS } from "../limits.ts";
import type { Created } from "../session/session-types.ts";
import type { ArchivedDay } from "../archive/archive-types.ts";

// What a challenge shows of its entries, read from its store: a page of the global board, the
// board of some players (a league's), one entry's standing, an entry as its player gets it.
// Plain functions of the store; the Durable Object only says whether the date has closed.

/** An entry as its player gets it: its stored game, and whether it goes on the global board. */
export const enteredOf = (
  entry: Pick<EntryRow, "playerId" | "name" | "unlisted">,
  session: Created,
): Entered => ({
  session,
  playerId: entry.playerId,
  name: entry.name,
  unlisted: entry.unlisted,
});

/** A finished entry as a board row; its stored game linked only once the date has closed. */
function boardRow(e: EntryRow, rank: number, closed: boolean): LeaderboardRow {
  return {
    rank,
    playerId: e.playerId,
    name: e.name,
    result: e.result!,
    score: e.score,
    moves: e.moves,
    undos: e.undos,
    hints: e.hints,
    timeMs: e.timeMs,
    finishedAt: e.finishedAt,
    ...(closed ? { sessionId: e.sessionId } : {}),
  };
}

interface BoardPage {
  readonly entries: EntryCounts;
  readonly rows: readonly LeaderboardRow[];
  readonly next: BoardCursor | null;
}

/**
 * Finished entries in order, `limit` after `after` (the first page without). Reads the page's
 * rows and the counts' row, whatever the number of entries; a row's rank is counted on from the
 * cursor's (entries finished meanwhile ahead of it are not counted until the first page is read
 * again).
 */
export function boardPage(
  store: ChallengeStore,
  after: BoardCursor | null,
  limit: number,
  closed: boolean,
): BoardPage {
  const rows = store.ranking(after?.key ?? null, limit + 1);
  const first = (after?.rank ?? 0) + 1;
  const page = rows.slice(0, limit);
  return {
    entries: store.counts(),
    rows: page.map((row, i) => boardRow(row, first + i, closed)),
    next: rows.length > limit ? { key: sortKey(page.at(-1)!), rank: first + page.length - 1 } : null,
  };
}

/**
 * The board of some players only (a league's members, at most a league's size): each one's
 * entry read by its key, ranked among them in the board's order. One page.
 */
export function membersBoard(
  store: ChallengeStore,
  playerIds: readonly string[],
  closed: boolean,
): BoardPage {
  const entries = playerIds.slice(0, MAX_LEAGUE_MEMBERS).flatMap((id) => store.entry(id) ?? []);
  const finished = entries
    .filter((e) => e.result !== null)
    .map((e) => ({ e, key: sortKey(e) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  // A league's board lists every member's entry: listed and all are the same.
  const counts = {
    total: entries.length,
    finished: finished.length,
    won: finished.filter(({ e }) => e.result === "won").length,
  };
  return {
    entries: { ...counts, all: counts },
    rows: finished.map(({ e }, i) => boardRow(e, i + 1, closed)),
    next: null,
  };
}

/** One entry and where it stands, from its row and the board's counts by bucket. */
export function standingOf(store: ChallengeStore, entry: EntryRow): EntryStanding {
  const onBoard = entry.result !== null && entry.listed;
  return {
    playerId: entry.playerId,
    name: entry.name,
    result: entry.result,
    score: entry.score,
    moves: entry.moves,
    undos: entry.undos,
    hints: entry.hints,
    timeMs: entry.timeMs,
    unlisted: entry.unlisted,
    standing: onBoard ? store.standing(entry) : null,
  };
}

/**
 * A closed challenge as its game's archive keeps it: par, counts and its winner (the board's
 * first row, when it won). Reads the challenge's row, the counts' row and one board row.
 */
export function archivedDayOf(store: ChallengeStore, date: string): ArchivedDay {
  const first = store.ranking(null, 1)[0];
  const winner =
    first?.result === "won"
      ? {
          playerId: first.playerId,
          name: first.name,
          moves: first.moves,
          hints: first.hints,
          undos: first.undos,
          timeMs: first.timeMs,
          sessionId: first.sessionId,
        }
      : null;
  return { date, par: store.challenge()!.par, entries: store.counts(), winner };
}
