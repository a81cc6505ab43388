import { describe, expect, it } from "vitest";
import { opensAt } from "../../src/daily/calendar.ts";
import { ESTABLISHED_DAILIES, ESTABLISHED_DAYS } from "../../src/durable/limits.ts";
import {
  act,
  auth,
  clockedApi,
  enter,
  establishedPlayer,
  fromAddress,
  newPlayer,
  okJson,
  type Api,
  type ChallengeJson,
  type EntryJson,
  type LeaderboardJson,
} from "./daily-helpers.ts";

// Who the global board of a Wall challenge (a deal that hides cards) lists: established players
// (made ESTABLISHED_DAYS before the date opened, ESTABLISHED_DAILIES earlier dailies finished),
// the first entry of each client key. Replayed as the attack was made: a throwaway player's
// ranked entry learns the deal by following its hints (seeing the stock dealt), and players
// who are not established play the learned line to a win.

const DAY = 86_400_000;
const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);

type Board = { listed: boolean; reason?: string };
type Listing = {
  entered: boolean;
  board: Board;
  established: { days: number; dailies: number; finished: number };
};

const boardOf = (entry: EntryJson) => (entry as unknown as { board: Board }).board;

async function listing(api: Api, date: string, token: string, address: string): Promise<Listing> {
  const res = await api.get(`/v1/daily/wall/${date}/listing`, { ...auth(token), ...fromAddress(address) });
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return okJson<Listing>(res);
}

/** Follows the entry's own hints to its end; the moves it played, in order. */
async function learn(api: Api, entry: EntryJson): Promise<{ end: EntryJson; line: unknown[] }> {
  const line: unknown[] = [];
  let now = entry;
  while (now.status === "playing") {
    const hint = await okJson<{ move: unknown }>(
      await api.post(`/v1/sessions/${entry.id}/hint`, undefined, auth(entry.ownerToken)),
    );
    line.push(hint.move);
    now = {
      ...(await okJson<EntryJson>(await act(api, now, "moves", hint.move))),
      ownerToken: entry.ownerToken,
    };
  }
  return { end: now, line };
}

/** Plays `line` on the entry, asking for no hint. */
async function replay(api: Api, entry: EntryJson, line: readonly unknown[]): Promise<EntryJson> {
  let now = entry;
  for (const move of line)
    now = { ...(await okJson<EntryJson>(await act(api, now, "moves", move))), ownerToken: entry.ownerToken };
  return now;
}

describe("the Wall global board", () => {
  it("does not list a learned line played by players who are not established, from the learner's client or another; it lists an established player", async () => {
    const date = "2028-02-10";
    const api = clockedApi(opensAt(date) - 30 * DAY);
    // Established, at its own address.
    const honest = await establishedPlayer(api, "Honest", date, "198.51.100.30");
    // Made well ahead (20 days) but with no daily finished; made the day before the date opened
    // (the rule this replaces listed both).
    api.at(opensAt(date) - 20 * DAY);
    const early = await newPlayer(api, "Early", "203.0.113.20");
    api.at(opensAt(date) - DAY);
    const eve = await newPlayer(api, "Eve", "198.51.100.10");

    // The date opens: a throwaway made now, at Eve's address, learns the deal with its own entry.
    api.at(at(date, "08:00:00"));
    const throwaway = await newPlayer(api, "Throwaway", "198.51.100.10");
    expect((await listing(api, date, throwaway.token, "198.51.100.10")).board).toEqual({
      listed: false,
      reason: "player_too_new",
    });
    const learner = await enter(api, "wall", date, throwaway.token, "198.51.100.10");
    expect(boardOf(learner)).toEqual({ listed: false, reason: "player_too_new" });
    const { end, line } = await learn(api, learner);
    expect(end.status).toBe("won");

    // Before entering, each is told whether its entry will be listed, and why not.
    expect(await listing(api, date, eve.token, "198.51.100.10")).toMatchObject({
      entered: false,
      board: { listed: false, reason: "player_too_new" },
    });
    expect(await listing(api, date, early.token, "203.0.113.20")).toMatchObject({
      entered: false,
      board: { listed: false, reason: "too_few_dailies" },
      established: { days: ESTABLISHED_DAYS, dailies: ESTABLISHED_DAILIES, finished: 0 },
    });
    expect(await listing(api, date, honest.token, "198.51.100.30")).toMatchObject({
      entered: false,
      board: { listed: true },
      established: { finished: ESTABLISHED_DAILIES },
    });

    // Both play the learned line with no hint, to a win: ranked, and not on the global board.
    api.at(at(date, "09:00:00"));
    for (const [player, address, reason] of [
      [eve, "198.51.100.10", "player_too_new"],
      [early, "203.0.113.20", "too_few_dailies"],
    ] as const) {
      const entry = await enter(api, "wall", date, player.token, address);
      expect(boardOf(entry)).toEqual({ listed: false, reason });
      expect(entry.daily).toMatchObject({ ranked: true });
      const won = await replay(api, entry, line);
      expect(won.status, player.name).toBe("won");
      const standing = await okJson<{ result: string; hints: number; board: Board }>(
        await api.get(`/v1/daily/wall/${date}/entries/${player.id}`),
      );
      expect(standing).toMatchObject({ result: "won", hints: 0, board: { listed: false, reason } });
    }
    // The established player from another client is listed (it plays its own hints).
    const listed = await enter(api, "wall", date, honest.token, "198.51.100.30");
    expect(boardOf(listed)).toEqual({ listed: true });
    expect((await learn(api, listed)).end.status).toBe("won");

    const board = await okJson<LeaderboardJson>(await api.get(`/v1/daily/wall/${date}/leaderboard`));
    expect(board.rows.map((r) => r.name)).toEqual(["Honest"]);
    // Counts of the board's entries, and of all of them.
    expect(board.entries).toEqual({ total: 1, finished: 1, won: 1, all: { total: 4, finished: 4, won: 4 } });
    const facts = await okJson<ChallengeJson>(await api.get(`/v1/daily/wall/${date}`));
    expect(facts.entries).toEqual(board.entries);
    // Ranked play all the same: the cheats' streaks count the win.
    const profile = await okJson<{ games: { wall: { won: number; currentStreak: number } } }>(
      await api.get(`/v1/players/${eve.id}`),
    );
    expect(profile.games.wall).toMatchObject({ won: 1, currentStreak: 1 });
  });

  it("lists the first entry of a client key only, and takes a listed entry in play off when its client enters again", async () => {
    const date = "2028-03-10";
    const api = clockedApi(opensAt(date) - 30 * DAY);
    const first = await establishedPlayer(api, "First", date, "192.0.2.1");
    const second = await establishedPlayer(api, "Second", date, "192.0.2.1");
    // An IPv6 client: its /64 is its key (another address in it is the same client).
    const host = await establishedPlayer(api, "Host", date, "2001:db8:0:1::10");

    api.at(at(date, "12:00:00"));
    const a = await enter(api, "wall", date, first.token, "192.0.2.1");
    expect(boardOf(a)).toEqual({ listed: true });
    await okJson(await act(api, a, "resign"));
    // Established too, but the client's second entry: told before, and not listed.
    expect((await listing(api, date, second.token, "192.0.2.1")).board).toEqual({
      listed: false,
      reason: "client_entered_before",
    });
    const b = await enter(api, "wall", date, second.token, "192.0.2.1");
    expect(boardOf(b)).toEqual({ listed: false, reason: "client_entered_before" });
    await okJson(await act(api, b, "resign"));

    // Entered first and listed, then a throwaway from the same client (it could learn the deal for
    // the entry in play): the entry in play leaves the board; a finished one stays.
    const c = await enter(api, "wall", date, host.token, "2001:db8:0:1::10");
    expect(boardOf(c)).toEqual({ listed: true });
    const throwaway = await newPlayer(api, "Throwaway", "2001:db8:0:1::99");
    const t = await enter(api, "wall", date, throwaway.token, "2001:db8:0:1::99");
    expect(boardOf(t)).toEqual({ listed: false, reason: "player_too_new" });
    expect(await listing(api, date, host.token, "2001:db8:0:1::10")).toMatchObject({
      entered: true,
      board: { listed: false, reason: "client_entered_meanwhile" },
    });
    await okJson(await act(api, c, "resign"));
    expect((await listing(api, date, first.token, "192.0.2.1")).board).toEqual({ listed: true });

    const board = await okJson<LeaderboardJson>(await api.get(`/v1/daily/wall/${date}/leaderboard`));
    expect(board.rows.map((r) => r.name)).toEqual(["First"]);
    expect(board.entries).toEqual({ total: 1, finished: 1, won: 0, all: { total: 4, finished: 3, won: 0 } });
    const standing = await okJson<{ board: Board; standing: unknown }>(
      await api.get(`/v1/daily/wall/${date}/entries/${host.id}`),
    );
    expect(standing).toMatchObject({
      board: { listed: false, reason: "client_entered_meanwhile" },
      standing: null,
    });

    // Maze shows every card: its board lists every entry, whoever made it and from wherever.
    const fresh = await newPlayer(api, "Fresh", "192.0.2.1");
    const maze = await enter(api, "maze", date, fresh.token, "192.0.2.1");
    expect(boardOf(maze)).toEqual({ listed: true });
  });
});
