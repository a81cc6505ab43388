import { evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import {
  MAX_SOCKETS_PER_CLIENT,
  MAX_SPECTATORS,
  OWNER_SLOTS,
  RECONNECT_CLOSE_CODE,
  SOCKET_LIFETIME_MS,
  ttlSeconds,
} from "../../src/durable/limits.ts";
import { PARKED_ALARM_KEY } from "../../src/durable/session/alarm-plan.ts";
import { BASE, PATIENTLY, expectProblem } from "./helpers.ts";
import { bearer, change, changed, createSession, get, stubOf, watch } from "./session-helpers.ts";

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

describe("socket lifetime", () => {
  it(`a socket that only pings is closed after ${SOCKET_LIFETIME_MS / 60_000} minutes with ${RECONNECT_CLOSE_CODE} (reconnect); the game stays`, async () => {
    const created = await createSession({ game: "maze", deal: 55 });
    const stub = stubOf(created.id);
    const alarmOf = () => runInDurableObject(stub, (_i: GameSession, state) => state.storage.getAlarm());
    const gameAlarm = (await alarmOf())!;
    const before = Date.now();
    const pinger = await watch(created.id);
    const after = Date.now();
    await pinger.next();
    // The object's one alarm now comes at the socket's end, before the game's expiry.
    const end = (await alarmOf())!;
    expect(end).toBeGreaterThanOrEqual(before + SOCKET_LIFETIME_MS);
    expect(end).toBeLessThanOrEqual(after + SOCKET_LIFETIME_MS);
    expect(end).toBeLessThan(gameAlarm);
    // Pings are answered by the runtime: they keep nothing alive.
    for (let i = 0; i < 3; i++) pinger.ws.send("ping");
    await vi.waitFor(() => expect(pinger.pongs()).toBe(3), PATIENTLY);
    const younger = await watch(created.id);
    await younger.next();
    // The clock: the pinger's lifetime is over (it connected a lifetime and a minute ago).
    await runInDurableObject(stub, (_i: GameSession, state) => {
      const ws = state.getWebSockets().find((w) => state.getWebSocketAutoResponseTimestamp(w) !== null)!;
      const tally = ws.deserializeAttachment() as { connectedAt: number };
      ws.serializeAttachment({ ...tally, connectedAt: tally.connectedAt - SOCKET_LIFETIME_MS - 60_000 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await vi.waitFor(() => expect(pinger.closed()?.code).toBe(RECONNECT_CLOSE_CODE), PATIENTLY);
    // The younger socket is open, the alarm now comes at its end, and the game was not touched.
    expect(younger.closed()).toBeUndefined();
    expect(await alarmOf()).toBeGreaterThan(end);
    expect(await alarmOf()).toBeLessThan(gameAlarm);
    expect((await get(`/v1/sessions/${created.id}`)).status).toBe(200);
    younger.ws.send("sync");
    expect(await younger.next()).toMatchObject({ change: "sync", version: 1 });
    // Once no socket is left, the alarm is the game's own again.
    younger.ws.close(1000, "bye");
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await alarmOf()).toBe(gameAlarm);
    expect((await get(`/v1/sessions/${created.id}`)).status).toBe(200);
  });
});

describe("a full game", () => {
  it("8 clients cannot hold every slot: a newcomer takes one of the biggest holder's sockets", async () => {
    const created = await createSession({ game: "maze", deal: 56 });
    // Eight IPv6 /64s (each one client), 8 sockets each but the last: every spectator slot.
    const hoarder = (n: number) => ({ "CF-Connecting-IP": `2001:db8:0:${n}::1` });
    const hoarded: { client: number; socket: Awaited<ReturnType<typeof watch>> }[] = [];
    for (let n = 0; hoarded.length < MAX_SPECTATORS - OWNER_SLOTS; n++)
      for (let i = 0; i < MAX_SOCKETS_PER_CLIENT && hoarded.length < MAX_SPECTATORS - OWNER_SLOTS; i++)
        hoarded.push({ client: n, socket: await watch(created.id, hoarder(n)) });
    const clients = new Set(hoarded.map((h) => h.client)).size;
    expect(clients).toBe(8);
    // Each keeps pinging: not activity.
    for (const { socket } of hoarded) socket.ws.send("ping");
    await vi.waitFor(() => expect(hoarded.every((h) => h.socket.pongs() === 1)).toBe(true), PATIENTLY);
    const closedOf = () => hoarded.filter((h) => h.socket.closed() !== undefined);
    // A ninth client gets in: one socket of a client holding 8 gives its slot (1001).
    const ninth = await watch(created.id, { "CF-Connecting-IP": "2001:db8:0:99::1" });
    expect(await ninth.next()).toMatchObject({ change: "connected" });
    await vi.waitFor(() => expect(closedOf()).toHaveLength(1), PATIENTLY);
    const [first] = closedOf();
    expect(first!.socket.closed()?.code).toBe(1001);
    const heldBy = (client: number) =>
      hoarded.filter((h) => h.client === client && h.socket.closed() === undefined).length;
    expect(heldBy(first!.client)).toBe(MAX_SOCKETS_PER_CLIENT - 1);
    // A tenth too, from another holder of 8 (the one that gave a slot holds 7 now).
    const tenth = await watch(created.id, { "CF-Connecting-IP": "2001:db8:0:98::1" });
    await tenth.next();
    await vi.waitFor(() => expect(closedOf()).toHaveLength(2), PATIENTLY);
    const second = closedOf().find((h) => h !== first)!;
    expect(second.client).not.toBe(first!.client);
    expect(heldBy(second.client)).toBe(MAX_SOCKETS_PER_CLIENT - 1);
    // A hoarder holding 7 comes back for its slot: others hold at most 8, one more than it would: refused.
    await expectProblem(
      await SELF.fetch(`${BASE}/v1/sessions/${created.id}/live`, {
        headers: { Upgrade: "websocket", ...hoarder(first!.client) },
      }),
      503,
      "spectators_full",
    );
    expect(closedOf()).toHaveLength(2);
    // The owner's kept slots are untouched by all this.
    const owner = await watch(created.id, { ...bearer(created.ownerToken), "CF-Connecting-IP": "192.0.2.9" });
    await owner.next();
    expect(closedOf()).toHaveLength(2);
    for (const s of [ninth, tenth, owner, ...hoarded.map((h) => h.socket)])
      if (s.closed() === undefined) s.ws.close(1000, "bye");
  });
});

describe("expiry", () => {
  it("keeps a game a TTL (30 days by default) after its last change; a change leaves a pending alarm alone", async () => {
    const created = await createSession({ game: "maze", deal: 60 });
    const stub = stubOf(created.id);
    const alarmOf = () => runInDurableObject(stub, (_i: GameSession, state) => state.storage.getAlarm());
    const TTL = 2592000 * 1000;
    const first = await alarmOf();
    expect(first).not.toBeNull();
    expect(first! - Date.now()).toBeGreaterThan(TTL - 60_000);
    expect(first! - Date.now()).toBeLessThanOrEqual(TTL);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moved = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    // The pending alarm rings before the game's time: no storage operation on a move.
    expect(await alarmOf()).toBe(first);
    // When it rings, the game is kept, and the next alarm is a TTL after the last change.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await get(`/v1/sessions/${created.id}`)).status).toBe(200);
    expect(await alarmOf()).toBe(Date.parse(moved.updatedAt) + TTL);
    expect(Date.parse(moved.updatedAt) + TTL).toBeGreaterThan(first!);
    // A game with no alarm pending (lost behind its back) gets one again at its next change.
    await runInDurableObject(stub, (_i: GameSession, state) => state.storage.deleteAlarm());
    await evictDurableObject(stub);
    const again = await changed(await change(created.id, "undo", { version: 2 }, created.ownerToken));
    expect(again.version).toBe(3);
    expect((await alarmOf())! - Date.now()).toBeGreaterThan(TTL - 60_000);
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
    // The clock: the game's own time (parked behind the spectator's end) has come (written
    // behind the object's back: it reads it again once evicted; its socket hibernates).
    await runInDurableObject(stubOf(created.id), (_i: GameSession, state) => {
      state.storage.kv.put(PARKED_ALARM_KEY, Date.now() - 1);
      // ... and the game was idle for the whole TTL.
      state.storage.sql.exec("UPDATE meta SET updated_at = ?", Date.now() - 2592000 * 1000 - 1);
    });
    await evictDurableObject(stubOf(created.id));
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
