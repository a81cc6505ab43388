import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { closesAt } from "../../src/daily/calendar.ts";
import { challengeName } from "../../src/daily/config.ts";
import type { DailyChallenge } from "../../src/durable/daily-challenge/daily-challenge.ts";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import { engineOf } from "../../src/games/registry.ts";
import { expectProblem, post } from "./helpers.ts";
import {
  act,
  auth,
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  type EntryJson,
} from "./daily-helpers.ts";
import { get, sessions } from "./session-helpers.ts";

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const challenge = (game: "maze" | "wall", date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName(game, date)));

describe("a ranked entry and its stored game", () => {
  it("an entry row whose stored game was never created (enter interrupted): entries/mine creates it", async () => {
    const date = "2027-05-04";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Twin");
    const q = await newPlayer(api, "Other");
    // The state `enter` leaves while it awaits GameSession.create (or for good, if the challenge
    // object is reset in that window): the entry row is written, its stored game is not.
    const pending = sessions.newUniqueId().toString();
    // The challenge is prepared (its tables made) by the first request that needs its deal.
    await okJson(await api.get(`/v1/daily/maze/${date}`));
    await runInDurableObject(challenge("maze", date), (_i: DailyChallenge, state) => {
      state.storage.sql.exec(
        "INSERT INTO entries (player_id, name, session_id, entered_at) VALUES (?, ?, ?, ?)",
        p.id,
        p.name,
        pending,
        noon(date),
      );
    });
    // The game is created at the entry's id, from the day's deal, and plays.
    const mine = await okJson<EntryJson>(
      await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(p.token)),
    );
    expect(mine.id).toBe(pending);
    const dealt = await enter(api, "maze", date, q.token);
    expect(mine.view).toEqual(dealt.view);
    expect((await act(api, mine, "moves", mine.legalMoves[0])).status).toBe(200);
  });

  it("an idle alarm keeps an entry while its challenge is open, whatever the TTL", async () => {
    const date = "2027-05-05";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Idle");
    const entry = await enter(api, "maze", date, p.token);
    const played = await okJson<EntryJson>(await act(api, entry, "moves", entry.legalMoves[0]));
    // The idle alarm fires (a SESSION_TTL_SECONDS below the 50-hour window would make it do so).
    expect(await runDurableObjectAlarm(sessions.get(sessions.idFromString(entry.id)))).toBe(true);
    const kept = await okJson<EntryJson>(await api.get(`/v1/sessions/${entry.id}`));
    expect(kept.version).toBe(played.version);
    const mine = await okJson<EntryJson>(
      await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(p.token)),
    );
    expect(mine.id).toBe(entry.id);
    expect(mine.moveCount).toBe(1);
  });

  it("a ranked entry whose challenge has closed lists no legal moves it would refuse", async () => {
    const date = "2027-05-06";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Late");
    const entry = await enter(api, "maze", date, p.token);
    api.at(closesAt(date));
    await expectProblem(await act(api, entry, "moves", entry.legalMoves[0]), 409, "challenge_closed");
    const now = await okJson<EntryJson>(await api.get(`/v1/sessions/${entry.id}`));
    expect(now.legalMoves).toEqual([]);
    expect(now.status).toBe("playing");
    const hint = await okJson<{ move: unknown; reason: string }>(
      await api.post(`/v1/sessions/${entry.id}/hint`),
    );
    expect(hint).toMatchObject({ move: null, reason: "no_move" });
    // Before the close, the same entry listed its moves.
    api.at(closesAt(date) - 1);
    expect(
      (await okJson<EntryJson>(await api.get(`/v1/sessions/${entry.id}`))).legalMoves.length,
    ).toBeGreaterThan(0);
  });
});

describe("entries/mine racing a failed enter", () => {
  it("does not create a ranked game for an entry that enter dropped when its creation failed", async () => {
    const date = "2027-05-09";
    const ref = {
      game: "wall" as const,
      date,
      now: noon(date),
      playerId: "racer-1",
      name: "Racer",
      playerSince: 0,
      finishedBefore: 0,
    };
    await runInDurableObject(challenge("wall", date), async (instance: DailyChallenge, state) => {
      expect((await instance.facts(ref)).ok).toBe(true); // prepared
      // The stored game's creation fails once (a transient error: an overloaded object, a reset).
      const self = instance as unknown as { env: typeof bindings };
      const real = self.env.GAME_SESSIONS;
      let failNext = true;
      self.env = {
        ...self.env,
        GAME_SESSIONS: {
          newUniqueId: () => real.newUniqueId(),
          idFromString: (id: string) => real.idFromString(id),
          get: (id: DurableObjectId) => {
            const stub = real.get(id);
            return {
              create: async (input: unknown) => {
                if (failNext) {
                  failNext = false;
                  await new Promise((r) => setTimeout(r, 50));
                  throw new Error("transient");
                }
                return stub.create(input as never);
              },
              reissueOwner: () => stub.reissueOwner(),
            };
          },
        } as unknown as typeof real,
      };
      const entering = instance.enter(ref).then(
        () => "entered",
        () => "failed",
      );
      await new Promise((r) => setTimeout(r, 10)); // enter is awaiting the creation
      const mine = await instance.reissueEntry(ref);
      expect(await entering).toBe("failed");
      const rows = [
        ...state.storage.sql.exec("SELECT session_id FROM entries WHERE player_id = ?", ref.playerId),
      ];
      // The entry is gone: entries/mine must say so, not hand out a ranked game of the deal.
      expect(rows).toHaveLength(0);
      expect(mine.ok ? "a ranked game with no entry" : mine.error.code).toBe("no_entry");
    });
  });
});

describe("a stored game from an older format", () => {
  it("the export of a custom game stored by an older version replays through today's API", async () => {
    // A Maze custom game as commit b50948a stored it: no revealed/daily/undos/resigned/reported
    // columns, no analysis table, and the layout kept as given (gaps written "--", accepted then).
    const engine = engineOf("maze");
    const slots = (engine.toLayout(engine.deal(1)) as { slots: (string | null)[] }).slots;
    const start = engine.fromLayout({ slots });
    if (!start.ok) throw new Error("layout");
    const id = sessions.newUniqueId();
    await runInDurableObject(sessions.get(id), (_i: GameSession, state) => {
      const sql = state.storage.sql;
      sql.exec(`CREATE TABLE meta (k INTEGER PRIMARY KEY CHECK (k = 1), game TEXT NOT NULL, deal INTEGER,
        layout TEXT, initial BLOB NOT NULL, owner_hash BLOB NOT NULL, version INTEGER NOT NULL,
        cursor INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE moves (seq INTEGER PRIMARY KEY, move TEXT NOT NULL, events TEXT NOT NULL,
        score INTEGER NOT NULL, status TEXT NOT NULL, state BLOB NOT NULL, played_at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE requests (key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, result TEXT NOT NULL,
        at INTEGER NOT NULL)`);
      sql.exec(
        "INSERT INTO meta VALUES (1, 'maze', NULL, ?, ?, ?, 1, 0, ?, ?)",
        JSON.stringify({ slots: slots.map((c) => c ?? "--") }),
        engine.encode(start.value),
        new Uint8Array(32),
        Date.now(),
        Date.now(),
      );
    });
    // As after a deployment: the object starts again over what the older version stored.
    await evictDurableObject(sessions.get(id));
    expect((await get(`/v1/sessions/${id.toString()}`)).status).toBe(200);
    const exported = await okJson<{ layout: unknown }>(await get(`/v1/sessions/${id.toString()}/export`));
    const replayed = await post("/v1/games/maze/deals", { layout: exported.layout });
    expect(replayed.status, await replayed.clone().text()).toBe(201);
  });
});
