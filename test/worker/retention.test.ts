import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { closesAt } from "../../src/daily/calendar.ts";
import { RETENTION_MS } from "../../src/durable/limits.ts";
import type { Bindings } from "../../src/env.ts";
import { act, clockedApi, enter, newPlayer, okJson } from "./daily-helpers.ts";
import { expectProblem } from "./helpers.ts";
import { sessions } from "./session-helpers.ts";

// What a closed leaderboard links to is kept RETENTION_MS (400 days), then deleted: ranked
// entries after their challenge closed, players after their last entry. The objects' alarms
// go by the real clock; the players' and entries' times come from the app's clock.
const players = (env as unknown as Bindings).PLAYERS;
const DAY = 24 * 60 * 60 * 1000;
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

describe("retention", () => {
  it("a player is kept 400 days after it was made or last finished an entry, then deleted", async () => {
    const recent = await newPlayer(clockedApi(Date.now()), "Recent");
    const old = await newPlayer(clockedApi(Date.now() - RETENTION_MS - DAY), "Gone");
    // Made 401 days ago by the app's clock: its alarm was due at once (the runtime has run it, or runs it now).
    for (const p of [recent, old]) await runDurableObjectAlarm(players.get(players.idFromName(p.id)));
    const api = clockedApi(Date.now());
    expect((await api.get(`/v1/players/${recent.id}`)).status).toBe(200);
    await expectProblem(await api.get(`/v1/players/${old.id}`), 404, "unknown_player");
    // Kept on: the recent player's alarm is set again, 400 days from its creation.
    const stub = players.get(players.idFromName(recent.id));
    const again = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(again).toBeGreaterThan(Date.now() + RETENTION_MS - DAY);
  });

  it("an entry on a closed leaderboard is kept 400 days after its challenge closed, then deleted", async () => {
    const date = "2027-06-03";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Ranked");
    const entry = await enter(api, "maze", date, p.token);
    await okJson(await act(api, entry, "resign"));
    const stub = sessions.get(sessions.idFromString(entry.id));
    // On the leaderboard (its result reported): the alarm keeps it until 400 days after the close.
    await runDurableObjectAlarm(stub);
    expect(await runInDurableObject(stub, (_, state) => state.storage.getAlarm())).toBe(
      closesAt(date) + RETENTION_MS,
    );
    expect((await api.get(`/v1/sessions/${entry.id}`)).status).toBe(200);
    // The same entry with its challenge closed (and its last move) 401 days ago: deleted when its alarm runs.
    await runInDurableObject(stub, (_, state) =>
      state.storage.sql.exec(
        "UPDATE meta SET daily = json_set(daily, '$.closesAt', ?), updated_at = ?",
        Date.now() - RETENTION_MS - DAY,
        Date.now() - RETENTION_MS - DAY,
      ),
    );
    // Written behind the object's back: a new instance reads it (the object keeps its game in memory).
    await evictDurableObject(stub);
    await runDurableObjectAlarm(stub);
    await expectProblem(await api.get(`/v1/sessions/${entry.id}`), 404, "unknown_session");
  });
});
