import { describe, expect, it } from "vitest";
import { addDays } from "../../src/daily/calendar.ts";
import type { Bindings } from "../../src/env.ts";
import { createApp } from "../../src/http/app.ts";
import { MAX_PLAYER_LEAGUES } from "../../src/durable/limits.ts";
import { expectProblem } from "./helpers.ts";
import {
  act,
  auth,
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  playHints,
  type Api,
} from "./daily-helpers.ts";

// A league's streak table is one call to the league (its members' records send their figures
// with each result), and shows what the members' own profiles show; a member leaves, the maker
// removes one and changes the code; the public reads name members, never by player id.

interface MemberJson {
  number: number;
  name: string;
  maker: boolean;
}
interface LeagueJson {
  id: string;
  name: string;
  members: MemberJson[];
  joinCode?: string;
}
interface StreakRowJson {
  number: number;
  name: string;
  currentStreak: number;
  bestStreak: number;
  played: number;
  won: number;
}
interface StreaksJson {
  league: { id: string; name: string };
  games: Record<string, StreakRowJson[]>;
}

/**
 * The bindings with every Durable Object namespace wrapped: each RPC call the app makes on a
 * stub it got from them is logged as `<binding>.<method>` (calls the objects make among
 * themselves go through their own bindings and are not).
 */
function countingBindings(): { env: Bindings; calls: string[] } {
  const calls: string[] = [];
  const wrapStub = (name: string, stub: object) =>
    new Proxy(stub, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== "function" || typeof prop !== "string") return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${prop}`);
          // Reflect.apply: an RPC method is a stub itself (its own `.apply` would be a remote call).
          return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
        };
      },
    });
  const env = new Proxy(bindings, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof prop !== "string" || typeof (value as { idFromName?: unknown })?.idFromName !== "function")
        return value;
      const namespace = value as DurableObjectNamespace;
      return new Proxy(namespace, {
        get(ns, key) {
          const member: unknown = Reflect.get(ns, key);
          if (key === "get")
            return (id: DurableObjectId) => wrapStub(prop, namespace.get(id) as unknown as object);
          return typeof member === "function" ? (member as () => unknown).bind(ns) : member;
        },
      });
    },
  });
  return { env, calls };
}

const join = (api: Api, league: string, code: string, token: string) =>
  api.post(`/v1/leagues/${league}/members`, { code }, auth(token));

describe("a league's streak table", () => {
  it("is one call to the league, and agrees with each member's own profile as dates close", async () => {
    const date = "2027-10-05";
    let now = Date.parse(`${date}T12:00:00Z`);
    const api = clockedApi(now);
    const names = Array.from({ length: 12 }, (_, i) => `Member ${i + 1}`);
    const members = await Promise.all(names.map((n) => newPlayer(api, n)));
    const made = await okJson<LeagueJson>(
      await api.post("/v1/leagues", { name: "Twelve" }, auth(members[0]!.token)),
      201,
    );
    for (const m of members.slice(1)) await okJson(await join(api, made.id, made.joinCode!, m.token));

    // Two dates: the first four win both, the next four win the first and resign the second.
    for (const [d, day] of [date, addDays(date, 1)].entries()) {
      api.at((now = Date.parse(`${day}T12:00:00Z`)));
      for (const [i, m] of members.slice(0, 8).entries()) {
        const entry = await enter(api, "maze", day, m.token);
        if (d === 1 && i >= 4) await okJson(await act(api, entry, "resign"));
        else expect((await playHints(api, entry)).status).toBe("won");
      }
    }

    const { env, calls } = countingBindings();
    const app = createApp({ now: () => now });
    const read = async () => {
      calls.length = 0;
      const res = await app.request(`http://api.test/v1/leagues/${made.id}/streaks`, {}, env);
      return { table: await okJson<StreaksJson>(res), calls: [...calls] };
    };
    const profiles = async () =>
      Promise.all(
        members.map(async (m) => {
          const p = await okJson<{
            games: Record<string, { currentStreak: number; bestStreak: number; played: number; won: number }>;
          }>(await api.get(`/v1/players/${m.id}`));
          return { name: m.name, ...p.games.maze! };
        }),
      );
    const expected = (rows: Awaited<ReturnType<typeof profiles>>) =>
      Object.fromEntries(
        rows.map(({ name, currentStreak, bestStreak, played, won }) => [
          name,
          { currentStreak, bestStreak, played, won },
        ]),
      );
    const shown = (rows: StreakRowJson[]) =>
      Object.fromEntries(
        rows.map(({ name, currentStreak, bestStreak, played, won }) => [
          name,
          { currentStreak, bestStreak, played, won },
        ]),
      );

    const first = await read();
    expect(first.calls).toEqual(["LEAGUES.streaks"]);
    expect(shown(first.table.games.maze!)).toEqual(expected(await profiles()));
    expect(first.table.games.maze!.slice(0, 4).map((r) => r.currentStreak)).toEqual([2, 2, 2, 2]);
    expect(first.table.games.maze!.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      names.map((_, i) => i + 1),
    );
    // Names and numbers only: no member's player id anywhere in the table.
    const text = JSON.stringify(first.table);
    for (const m of members) expect(text).not.toContain(m.id);

    // Days later, with the dates between closed unplayed: streaks broken, as the profiles say.
    api.at((now = Date.parse(`${addDays(date, 4)}T12:00:00Z`)));
    const later = await read();
    expect(later.calls).toEqual(["LEAGUES.streaks"]);
    expect(shown(later.table.games.maze!)).toEqual(expected(await profiles()));
    expect(later.table.games.maze!.every((r) => r.currentStreak === 0)).toBe(true);
    expect(later.table.games.maze![0]).toMatchObject({ bestStreak: 2, won: 2, played: 2 });
  });
});

describe("league members", () => {
  it("leave; the maker removes one and changes the code; reads show names and numbers, not ids", async () => {
    const api = clockedApi(Date.parse("2027-10-20T12:00:00Z"));
    const [ada, bo, cy] = await Promise.all(["Ada", "Bo", "Cy"].map((n) => newPlayer(api, n)));
    const made = await okJson<LeagueJson>(
      await api.post("/v1/leagues", { name: "Club" }, auth(ada!.token)),
      201,
    );
    await okJson(await join(api, made.id, made.joinCode!, bo!.token));
    await okJson(await join(api, made.id, made.joinCode!, cy!.token));
    const readRes = await api.get(`/v1/leagues/${made.id}`);
    const readText = await readRes.clone().text();
    for (const p of [ada, bo, cy]) expect(readText).not.toContain(p!.id);
    expect((await okJson<LeagueJson>(readRes)).members).toEqual([
      { number: 1, name: "Ada", joinedAt: expect.any(String), maker: true },
      { number: 2, name: "Bo", joinedAt: expect.any(String), maker: false },
      { number: 3, name: "Cy", joinedAt: expect.any(String), maker: false },
    ]);

    // Only the maker removes; a number no member has is 404; without a token 401.
    const member = (n: string | number) => `/v1/leagues/${made.id}/members/${n}`;
    await expectProblem(await api.delete(member(3)), 401, "missing_player_token");
    await expectProblem(await api.delete(member(3), auth(bo!.token)), 403, "not_league_maker");
    await expectProblem(await api.delete(member(99), auth(ada!.token)), 404, "not_a_member");
    const removed = await okJson<LeagueJson>(await api.delete(member(3), auth(ada!.token)));
    expect(removed.members.map((m) => m.name)).toEqual(["Ada", "Bo"]);

    // A new code: only the maker's; the old code lets no one in, the new one does.
    const code = `/v1/leagues/${made.id}/code`;
    await expectProblem(await api.post(code, undefined, auth(bo!.token)), 403, "not_league_maker");
    const rotatedRes = await api.post(code, undefined, auth(ada!.token));
    expect(rotatedRes.headers.get("Cache-Control")).toBe("no-store");
    const rotated = await okJson<LeagueJson>(rotatedRes);
    expect(rotated.joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(rotated.joinCode).not.toBe(made.joinCode);
    await expectProblem(await join(api, made.id, made.joinCode!, cy!.token), 403, "wrong_join_code");
    const back = await okJson<LeagueJson>(await join(api, made.id, rotated.joinCode!, cy!.token));
    // A number is given once: Cy comes back as a new member.
    expect(back.members.map((m) => [m.number, m.name])).toEqual([
      [1, "Ada"],
      [2, "Bo"],
      [4, "Cy"],
    ]);

    // Bo leaves (twice is 404); the maker leaves: the role passes to Cy, who joined first of those left.
    expect((await okJson<LeagueJson>(await api.delete(member("me"), auth(bo!.token)))).members).toHaveLength(
      2,
    );
    await expectProblem(await api.delete(member("me"), auth(bo!.token)), 404, "not_a_member");
    const left = await okJson<LeagueJson>(await api.delete(member("me"), auth(ada!.token)));
    expect(left.members).toEqual([{ number: 4, name: "Cy", joinedAt: expect.any(String), maker: true }]);
    await okJson(await api.post(code, undefined, auth(cy!.token)));
    await expectProblem(await api.post(code, undefined, auth(ada!.token)), 403, "not_league_maker");
    await expectProblem(
      await api.delete("/v1/leagues/not-a-league/members/me", auth(ada!.token)),
      404,
      "unknown_league",
    );

    // A member who left is off the streak table, and results no longer reach the league.
    const date = "2027-10-20";
    const entry = await enter(api, "maze", date, bo!.token);
    expect((await playHints(api, entry)).status).toBe("won");
    const table = await okJson<StreaksJson>(await api.get(`/v1/leagues/${made.id}/streaks`));
    expect(table.games.maze!.map((r) => r.name)).toEqual(["Cy"]);
  });

  it(`a player is in at most ${MAX_PLAYER_LEAGUES} leagues: the next join is 409 and leaves the league as it was`, async () => {
    const api = clockedApi(Date.parse("2027-10-21T12:00:00Z"));
    const [maker, other, joiner] = await Promise.all(
      ["Maker", "Other", "Joiner"].map((n) => newPlayer(api, n)),
    );
    const made: LeagueJson[] = [];
    for (let i = 0; i <= MAX_PLAYER_LEAGUES; i++) {
      const by = i % 2 === 0 ? maker! : other!;
      made.push(
        await okJson<LeagueJson>(await api.post("/v1/leagues", { name: `L${i}` }, auth(by.token)), 201),
      );
    }
    for (const league of made.slice(0, MAX_PLAYER_LEAGUES))
      await okJson(await join(api, league.id, league.joinCode!, joiner!.token));
    const last = made.at(-1)!;
    await expectProblem(await join(api, last.id, last.joinCode!, joiner!.token), 409, "too_many_leagues");
    expect(
      (await okJson<LeagueJson>(await api.get(`/v1/leagues/${last.id}`))).members.map((m) => m.name),
    ).toEqual(["Maker"]);
    // Making one more is refused too (the new league keeps no member); leaving one makes room.
    await expectProblem(
      await api.post("/v1/leagues", { name: "One more" }, auth(joiner!.token)),
      409,
      "too_many_leagues",
    );
    await okJson(await api.delete(`/v1/leagues/${made[0]!.id}/members/me`, auth(joiner!.token)));
    await okJson(await join(api, last.id, last.joinCode!, joiner!.token));
  });
});
