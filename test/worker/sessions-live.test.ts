import { evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import { ttlSeconds } from "../../src/durable/limits.ts";
import { BASE, PATIENTLY, expectProblem } from "./helpers.ts";
import { change, changed, createSession, get, stubOf, watch } from "./session-helpers.ts";

describe("live view (WebSocket, hibernation API)", () => {
  it("pushes the public state to every spectator after each change", async () => {
    const created = await createSession({ game: "maze", deal: 50 });
    const a = await watch(created.id);
    const b = await watch(created.id);
    for (const spectator of [a, b]) {
      const hello = await spectator.next();
      expect(hello).toMatchObject({ type: "state", change: "connected", version: 1, id: created.id });
      expect(hello.view).toEqual(created.view);
    }
    const moved = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    for (const spectator of [a, b]) {
      const pushed = await spectator.next();
      expect(pushed).toMatchObject({ type: "state", change: "move", version: 2, moveCount: 1 });
      expect(pushed.view).toEqual(moved.view);
      expect(pushed.legalMoves).toEqual(moved.legalMoves);
      expect(pushed).not.toHaveProperty("ownerToken");
    }
    await changed(await change(created.id, "undo", { version: 2 }, created.ownerToken));
    const undone = await a.next();
    expect(undone).toMatchObject({ change: "undo", version: 3, moveCount: 0 });
    expect(undone.view).toEqual(created.view);
    a.ws.send("sync");
    expect(await a.next()).toMatchObject({ change: "sync", version: 3 });
    a.ws.close(1000, "bye");
    b.ws.close(1000, "bye");
  });

  it("keeps pushing after the object is evicted and its sockets hibernate", async () => {
    const created = await createSession({ game: "maze", deal: 51 });
    const spectator = await watch(created.id);
    await spectator.next();
    await evictDurableObject(stubOf(created.id));
    const moved = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    const pushed = await spectator.next();
    expect(pushed).toMatchObject({ change: "move", version: 2 });
    expect(pushed.view).toEqual(moved.view);
    spectator.ws.close(1000, "bye");
  });

  it("a Wall spectator sees only the public view", async () => {
    const created = await createSession({ game: "wall", deal: 52 });
    const spectator = await watch(created.id);
    const hello = await spectator.next();
    expect(hello.view).toEqual(created.view);
    expect(hello.view.slots.flat()).toContain("??");
    expect(Object.keys(hello)).not.toContain("deal");
    spectator.ws.close(1000, "bye");
  });

  it("is a 426 problem without an upgrade, and 404 for an unknown id", async () => {
    const created = await createSession({ game: "maze", deal: 53 });
    const upgrade = await expectProblem(
      await get(`/v1/sessions/${created.id}/live`),
      426,
      "websocket_required",
    );
    expect(upgrade.title).toBe("WebSocket required");
    const res = await SELF.fetch(`${BASE}/v1/sessions/nope/live`, { headers: { Upgrade: "websocket" } });
    await expectProblem(res, 404, "unknown_session");
  });
});

describe("expiry", () => {
  it("sets the alarm a TTL ahead on every change (30 days by default)", async () => {
    const created = await createSession({ game: "maze", deal: 60 });
    const alarmOf = () =>
      runInDurableObject(stubOf(created.id), (_i: GameSession, state) => state.storage.getAlarm());
    const first = await alarmOf();
    expect(first).not.toBeNull();
    expect(first! - Date.now()).toBeGreaterThan(2592000 * 1000 - 60_000);
    expect(first! - Date.now()).toBeLessThanOrEqual(2592000 * 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    expect(await alarmOf()).toBeGreaterThan(first!);
  });

  it("reads the TTL from SESSION_TTL_SECONDS, falling back to 30 days", () => {
    expect(ttlSeconds({ SESSION_TTL_SECONDS: "60" })).toBe(60);
    expect(ttlSeconds({})).toBe(2592000);
    expect(ttlSeconds({ SESSION_TTL_SECONDS: "soon" })).toBe(2592000);
    expect(ttlSeconds({ SESSION_TTL_SECONDS: "-5" })).toBe(2592000);
  });

  it("the alarm deletes the game: every route then answers 404, spectators are closed", async () => {
    const created = await createSession({ game: "maze", deal: 61 });
    const spectator = await watch(created.id);
    await spectator.next();
    expect(await runDurableObjectAlarm(stubOf(created.id))).toBe(true);
    for (const path of ["", "/history", "/export", "/board.txt", "/board.svg"]) {
      await expectProblem(await get(`/v1/sessions/${created.id}${path}`), 404, "unknown_session");
    }
    const body = { move: created.legalMoves[0], version: 1 };
    await expectProblem(await change(created.id, "moves", body, created.ownerToken), 404, "unknown_session");
    await expectProblem(
      await change(created.id, "undo", { version: 1 }, created.ownerToken),
      404,
      "unknown_session",
    );
    const tables = await runInDurableObject(stubOf(created.id), (_i: GameSession, state) =>
      state.storage.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")
        .toArray(),
    );
    expect(tables).toEqual([]);
    await vi.waitFor(() => expect(spectator.closed()?.code).toBe(1001), PATIENTLY);
  });
});
