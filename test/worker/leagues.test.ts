import { describe, expect, it } from "vitest";
import { opensAt } from "../../src/daily/calendar.ts";
import { expectProblem } from "./helpers.ts";
import {
  act,
  auth,
  clockedApi,
  enter,
  establishedPlayer,
  newPlayer,
  okJson,
  playHints,
  type LeaderboardJson,
} from "./daily-helpers.ts";

// Leagues: made by a player with a code shown once, joined with it; a challenge's board and the
// streak table read for a league list its members only (a stranger who played is not in it).

interface LeagueJson {
  id: string;
  name: string;
  members: { playerId: string; name: string }[];
  joinCode?: string;
}

describe("leagues", () => {
  it("a league's board and streaks list only its members; its join code is shown once", async () => {
    const date = "2027-09-14";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    const [ada, bo, stranger] = await Promise.all(["Ada", "Bo", "Stranger"].map((n) => newPlayer(api, n)));

    await expectProblem(await api.post("/v1/leagues", { name: "Club" }), 401, "missing_player_token");
    const madeRes = await api.post("/v1/leagues", { name: " Tuesday club " }, auth(ada!.token));
    const made = await okJson<LeagueJson>(madeRes, 201);
    expect(madeRes.headers.get("Location")).toBe(`/v1/leagues/${made.id}`);
    expect(madeRes.headers.get("Cache-Control")).toBe("no-store");
    expect(made.name).toBe("Tuesday club");
    expect(made.joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(made.members.map((m) => m.name)).toEqual(["Ada"]);
    // Shown once: the league's own page never carries the code.
    const read = await api.get(`/v1/leagues/${made.id}`);
    const readText = await read.clone().text();
    expect(read.status).toBe(200);
    expect(readText).not.toContain(made.joinCode!);
    expect(readText).not.toContain(made.joinCode!.replaceAll("-", ""));

    // Joining: a wrong code is refused; the right one, typed loosely, lets Bo in (twice is once).
    const join = (token: string, code: string) =>
      api.post(`/v1/leagues/${made.id}/members`, { code }, auth(token));
    await expectProblem(await join(bo!.token, "0000-0000-0000"), 403, "wrong_join_code");
    const loose = made.joinCode!.toLowerCase().replaceAll("-", " ");
    expect((await okJson<LeagueJson>(await join(bo!.token, loose))).members.map((m) => m.name)).toEqual([
      "Ada",
      "Bo",
    ]);
    expect((await okJson<LeagueJson>(await join(bo!.token, made.joinCode!))).members).toHaveLength(2);
    await expectProblem(await api.get("/v1/leagues/not-a-league"), 404, "unknown_league");

    // All three play the date: Ada and the stranger win, Bo resigns.
    const entries = await Promise.all([ada, bo, stranger].map((p) => enter(api, "maze", date, p!.token)));
    expect((await playHints(api, entries[0]!)).status).toBe("won");
    await okJson(await act(api, entries[1]!, "resign"));
    expect((await playHints(api, entries[2]!)).status).toBe("won");

    const global = await okJson<LeaderboardJson>(await api.get(`/v1/daily/maze/${date}/leaderboard`));
    expect(global.rows.map((r) => r.name).sort()).toEqual(["Ada", "Bo", "Stranger"]);
    const board = await okJson<LeaderboardJson & { league: { id: string; name: string } }>(
      await api.get(`/v1/daily/maze/${date}/leaderboard?league=${made.id}`),
    );
    expect(board.league).toEqual({ id: made.id, name: "Tuesday club" });
    expect(board.entries).toEqual({ total: 2, finished: 2, won: 1, all: { total: 2, finished: 2, won: 1 } });
    expect(board.rows.map((r) => [r.rank, r.name, r.result])).toEqual([
      [1, "Ada", "won"],
      [2, "Bo", "resigned"],
    ]);
    expect(board.next).toBeNull();

    const streaks = await okJson<{
      games: Record<string, { name: string; currentStreak: number; won: number }[]>;
    }>(await api.get(`/v1/leagues/${made.id}/streaks`));
    expect(streaks.games.maze!.map((r) => [r.name, r.currentStreak, r.won])).toEqual([
      ["Ada", 1, 1],
      ["Bo", 0, 0],
    ]);
    expect(streaks.games.wall!.map((r) => r.name)).toEqual(["Ada", "Bo"]);
    await expectProblem(
      await api.get(
        `/v1/daily/maze/${date}/leaderboard?league=0f3c2a9d8b7e6f5a4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a2918f0e1d2c`,
      ),
      404,
      "unknown_league",
    );
  });

  it("a Wall entry of a player not established: ranked play, its league's board, not the global one", async () => {
    const date = "2027-09-15";
    // Old is established (made two weeks ahead, dailies finished); Fresh is made today, elsewhere.
    const api = clockedApi(opensAt(date) - 3_600_000);
    const old = await establishedPlayer(api, "Old", date, "192.0.2.50");
    api.at(Date.parse(`${date}T12:00:00Z`));
    const fresh = await newPlayer(api, "Fresh", "192.0.2.51");
    const made = await okJson<LeagueJson>(
      await api.post("/v1/leagues", { name: "Pair" }, auth(old.token)),
      201,
    );
    await okJson(
      await api.post(`/v1/leagues/${made.id}/members`, { code: made.joinCode }, auth(fresh.token)),
    );

    const oldEntry = await enter(api, "wall", date, old.token, "192.0.2.50");
    const freshEntry = await enter(api, "wall", date, fresh.token, "192.0.2.51");
    expect((oldEntry as unknown as { board: unknown }).board).toEqual({ listed: true });
    expect((freshEntry as unknown as { board: unknown }).board).toEqual({
      listed: false,
      reason: "player_too_new",
    });
    expect(freshEntry.daily).toMatchObject({ ranked: true });
    await okJson(await act(api, oldEntry, "resign"));
    await okJson(await act(api, freshEntry, "resign"));

    const global = await okJson<LeaderboardJson>(await api.get(`/v1/daily/wall/${date}/leaderboard`));
    expect(global.rows.map((r) => r.name)).toEqual(["Old"]);
    const league = await okJson<LeaderboardJson>(
      await api.get(`/v1/daily/wall/${date}/leaderboard?league=${made.id}`),
    );
    expect(league.rows.map((r) => r.name).sort()).toEqual(["Fresh", "Old"]);
    const profile = await okJson<{ games: { wall: { played: number } } }>(
      await api.get(`/v1/players/${fresh.id}`),
    );
    expect(profile.games.wall.played).toBe(1);
  });
});
