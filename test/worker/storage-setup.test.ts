import { evictDurableObject, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, utcDateOf } from "../../src/daily/calendar.ts";
import { challenges } from "../../src/durable/clients.ts";
import { bindings } from "./daily-helpers.ts";
import { BASE, expectProblem } from "./helpers.ts";
import { change, changed, createSession, readSession, sessions, stubOf } from "./session-helpers.ts";

// Each Durable Object sets its storage up once per instance and only when it has something
// to keep: asking for a game, a player or a challenge that is not there creates nothing
// (storage is billed, and kept until deleted).

const tablesOf = (stub: DurableObjectStub) =>
  runInDurableObject(stub, (_, state) =>
    state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .toArray()
      .map((row) => row.name),
  );

describe("storage set up once, and only for what exists", () => {
  it("reading, moving and watching a game that does not exist creates nothing", async () => {
    const id = sessions.newUniqueId().toString();
    for (const path of ["", "/history", "/board.txt", "/export"]) {
      await expectProblem(await SELF.fetch(`${BASE}/v1/sessions/${id}${path}`), 404, "unknown_session");
    }
    const moved = await change(id, "moves", { move: { type: "deal" }, version: 1 }, "x".repeat(43));
    await expectProblem(moved, 404, "unknown_session");
    expect(await tablesOf(stubOf(id))).toEqual([]);
  });

  it("a player that does not exist has no storage", async () => {
    const id = "A".repeat(22);
    await expectProblem(await SELF.fetch(`${BASE}/v1/players/${id}`), 404, "unknown_player");
    expect(await tablesOf(bindings.PLAYERS.get(bindings.PLAYERS.idFromName(id)))).toEqual([]);
  });

  it("a league that does not exist has no storage", async () => {
    const id = bindings.LEAGUES.newUniqueId().toString();
    await expectProblem(await SELF.fetch(`${BASE}/v1/leagues/${id}`), 404, "unknown_league");
    expect(await tablesOf(bindings.LEAGUES.get(bindings.LEAGUES.idFromString(id)))).toEqual([]);
  });

  it("a challenge asked for before its date opens has no storage", async () => {
    const now = Date.now();
    const later = addDays(utcDateOf(now), 3);
    const facts = await challenges(bindings).of("maze", later).facts({ game: "maze", date: later, now });
    expect(facts).toMatchObject({ ok: false, error: { code: "challenge_not_open" } });
    const stub = bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(`maze/${later}`));
    expect(await tablesOf(stub)).toEqual([]);
  });

  it("a stored game read by a new instance of its object is the same game", async () => {
    const created = await createSession({ game: "maze", deal: 77 });
    const moved = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    await evictDurableObject(stubOf(created.id));
    const again = await readSession(created.id);
    expect(again.version).toBe(moved.version);
    expect(again.view).toEqual(moved.view);
    expect(await tablesOf(stubOf(created.id))).toEqual(expect.arrayContaining(["meta", "moves"]));
  });
});
