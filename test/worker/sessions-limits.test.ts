import { runInDurableObject, SELF } from "cloudflare:test";
import type { Bindings } from "../../src/env.ts";
import { describe, expect, it, vi } from "vitest";
import {
  IDLE_SOCKET_MS,
  MAX_MOVES,
  MAX_SOCKETS_PER_CLIENT,
  MAX_SPECTATORS,
  OWNER_SLOTS,
} from "../../src/durable/limits.ts";
import { KEPT_REPLY_BYTES } from "../../src/durable/session/session-store.ts";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import { BASE, PATIENTLY, expectProblem, inOneWindow } from "./helpers.ts";
import {
  bearer,
  change,
  changed,
  createSession,
  get,
  playFirstMoves,
  readSession,
  stubOf,
  watch,
  type SessionJson,
} from "./session-helpers.ts";

describe("live view within bounds", () => {
  it("a flood of 2,000 messages gets few replies, is closed with 1008, and the game serves others", async () => {
    const created = await createSession({ game: "maze", deal: 70 });
    const flooder = await watch(created.id);
    const other = await watch(created.id);
    await flooder.next();
    await other.next();
    for (let i = 0; i < 2000; i++) {
      try {
        flooder.ws.send("sync");
      } catch {
        break; // closed by the server: the rest cannot be sent
      }
    }
    await vi.waitFor(() => expect(flooder.closed()?.code).toBe(1008), PATIENTLY);
    // The greeting, and at most a reply or two before the flood was cut off.
    expect(flooder.received()).toBeLessThanOrEqual(3);
    // The game still plays, and the quiet spectator still gets every change.
    await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    expect(await other.next()).toMatchObject({ change: "move", version: 2 });
    expect((await readSession(created.id)).version).toBe(2);
    other.ws.close(1000, "bye");
  });

  it("asks within a second are coalesced into one reply", async () => {
    const created = await createSession({ game: "maze", deal: 71 });
    const spectator = await watch(created.id);
    await spectator.next();
    for (let i = 0; i < 10; i++) spectator.ws.send("sync");
    expect(await spectator.next()).toMatchObject({ change: "sync" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(spectator.received()).toBe(2);
    expect(spectator.closed()).toBeUndefined();
    spectator.ws.close(1000, "bye");
  });

  it("a message over 64 bytes (UTF-8) is refused: the socket is closed with 1009", async () => {
    const created = await createSession({ game: "maze", deal: 72 });
    const spectator = await watch(created.id);
    await spectator.next();
    // 22 characters, 66 bytes in UTF-8: the limit counts bytes.
    spectator.ws.send("€".repeat(22));
    await vi.waitFor(() => expect(spectator.closed()?.code).toBe(1009), PATIENTLY);
  });

  it(`${MAX_SPECTATORS} + 1 sockets: ${MAX_SOCKETS_PER_CLIENT} a client, ${OWNER_SLOTS} kept for the owner, then spectators_full`, async () => {
    const created = await createSession({ game: "maze", deal: 73 });
    const upgrade = (headers: Record<string, string>) =>
      SELF.fetch(`${BASE}/v1/sessions/${created.id}/live`, { headers: { Upgrade: "websocket", ...headers } });
    const from = (n: number) => ({ "CF-Connecting-IP": `198.18.${Math.floor(n / 8)}.${n % 8}` });
    const one = { "CF-Connecting-IP": "198.18.200.1" };
    // One client: its share, then 429 too_many_sockets (with Retry-After), and nothing more.
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_CLIENT; i++) sockets.push(await watch(created.id, one));
    const mine = await expectProblem(await upgrade(one), 429, "too_many_sockets");
    expect(mine.params).toEqual({ limit: MAX_SOCKETS_PER_CLIENT });
    // It keeps one (a client holding more than a newcomer would gives a full game's newcomer a
    // slot: sessions-live.test.ts), and other clients fill the game up to the owner's slots.
    for (const s of sockets.splice(1)) s.ws.close(1000, "bye");
    await vi.waitFor(async () => {
      const open = await runInDurableObject(
        stubOf(created.id),
        (_i: GameSession, state) => state.getWebSockets().filter((ws) => ws.readyState === 1).length,
      );
      expect(open).toBe(1);
    }, PATIENTLY);
    for (let n = 0; sockets.length < MAX_SPECTATORS - OWNER_SLOTS; n++)
      sockets.push(await watch(created.id, from(n)));
    const full = await expectProblem(
      await upgrade({ "CF-Connecting-IP": "198.18.201.1" }),
      503,
      "spectators_full",
    );
    expect(full.params).toEqual({ limit: MAX_SPECTATORS });
    // A wrong owner token is any spectator; the owner's sockets take the kept slots.
    await expectProblem(
      await upgrade({ ...bearer("not-the-owner"), "CF-Connecting-IP": "198.18.202.1" }),
      503,
      "spectators_full",
    );
    for (let i = 0; i < OWNER_SLOTS; i++)
      sockets.push(
        await watch(created.id, { ...bearer(created.ownerToken), "CF-Connecting-IP": "198.18.203.1" }),
      );
    expect(sockets).toHaveLength(MAX_SPECTATORS);
    await expectProblem(
      await upgrade({ ...bearer(created.ownerToken), "CF-Connecting-IP": "198.18.203.2" }),
      503,
      "spectators_full",
    );
    // A closed socket frees its slot: the owner's, for the owner again.
    sockets.pop()!.ws.close(1000, "bye");
    const owner = { ...bearer(created.ownerToken), "CF-Connecting-IP": "198.18.203.3" };
    await vi.waitFor(async () => {
      const again = await upgrade(owner);
      expect(again.status).toBe(101);
      again.webSocket!.accept();
      again.webSocket!.close(1000, "bye");
    }, PATIENTLY);
    for (const s of sockets) s.ws.close(1000, "bye");
  });
});

describe("idle sockets", () => {
  it("give their slot up one at a time when the game is full and someone else asks (1001); active ones stay; a ping is not activity", async () => {
    const created = await createSession({ game: "maze", deal: 79 });
    // One socket per client: no client holds more than a newcomer would (the biggest-holder rule
    // is sessions-live.test.ts's), so only idleness frees a slot.
    const from = (n: number) => ({ "CF-Connecting-IP": `198.18.220.${n}` });
    const sockets: Awaited<ReturnType<typeof watch>>[] = [];
    for (let n = 0; sockets.length < MAX_SPECTATORS - OWNER_SLOTS; n++)
      sockets.push(await watch(created.id, from(n)));
    const knock = () =>
      SELF.fetch(`${BASE}/v1/sessions/${created.id}/live`, {
        headers: { Upgrade: "websocket", "CF-Connecting-IP": "198.18.221.1" },
      });
    await expectProblem(await knock(), 503, "spectators_full");
    // Two have sent nothing for longer than the idle limit, one of them for longer still.
    const long = Date.now() - IDLE_SOCKET_MS - 60_000;
    await runInDurableObject(stubOf(created.id), (_i: GameSession, state) => {
      state
        .getWebSockets()
        .slice(0, 2)
        .forEach((ws, i) => {
          const tally = ws.deserializeAttachment() as object;
          const seen = long - i * 60_000;
          ws.serializeAttachment({ ...tally, lastSeen: seen, windowStart: seen, lastReply: seen });
        });
    });
    // Every socket pings now: the runtime answers, and nobody becomes active by it.
    for (const s of sockets) s.ws.send("ping");
    await vi.waitFor(() => expect(sockets.every((s) => s.pongs() === 1)).toBe(true), PATIENTLY);
    /** When the idle sockets still open were last seen. */
    const idleLeft = () =>
      runInDurableObject(stubOf(created.id), (_i: GameSession, state) =>
        state
          .getWebSockets()
          .filter((ws) => ws.readyState === 1)
          .map((ws) => (ws.deserializeAttachment() as { lastSeen: number }).lastSeen)
          .filter((seen) => seen <= long),
      );
    const closed = () => sockets.filter((s) => s.closed()?.code === 1001).length;
    // Each newcomer takes one idle slot, the longest idle first; then the game is full again.
    const first = await knock();
    expect(first.status).toBe(101);
    first.webSocket!.accept();
    await vi.waitFor(() => expect(closed()).toBe(1), PATIENTLY);
    expect(await idleLeft()).toEqual([long]);
    const second = await knock();
    expect(second.status).toBe(101);
    second.webSocket!.accept();
    await vi.waitFor(() => expect(closed()).toBe(2), PATIENTLY);
    await expectProblem(await knock(), 503, "spectators_full");
    expect(sockets.filter((s) => s.closed() === undefined)).toHaveLength(MAX_SPECTATORS - OWNER_SLOTS - 2);
    first.webSocket!.close(1000, "bye");
    second.webSocket!.close(1000, "bye");
    for (const s of sockets) if (s.closed() === undefined) s.ws.close(1000, "bye");
  });
});

describe("live view messages and the rate limit", () => {
  it("each message counts against its client's rate limit: past it, the socket is closed with 1008", async () => {
    await inOneWindow(async (attempt) => {
      const created = await createSession({ game: "maze", deal: 77 });
      // This object with the limit on (the suite runs with it off): 25 a minute in tests.
      await runInDurableObject(stubOf(created.id), (instance: GameSession) => {
        const self = instance as unknown as { env: Bindings };
        self.env = { ...self.env, RATE_LIMIT: undefined };
      });
      const spectator = await watch(created.id, { "CF-Connecting-IP": `198.18.210.${attempt}` });
      const other = await watch(created.id, { "CF-Connecting-IP": `198.18.211.${attempt}` });
      await spectator.next();
      await other.next();
      for (let i = 0; i < 25; i++) spectator.ws.send("sync");
      // 25 messages are within the limit (and below the flood bound of 30 in 10 s).
      expect(await spectator.next()).toMatchObject({ change: "sync" });
      expect(spectator.closed()).toBeUndefined();
      spectator.ws.send("sync");
      await vi.waitFor(() => expect(spectator.closed()?.code).toBe(1008), PATIENTLY);
      // Another client's socket on the same game is not affected.
      other.ws.send("sync");
      expect(await other.next()).toMatchObject({ change: "sync" });
      other.ws.close(1000, "bye");
    });
  });

  it("with the limit off, the same 26 messages keep the socket open", async () => {
    const created = await createSession({ game: "maze", deal: 78 });
    const spectator = await watch(created.id, { "CF-Connecting-IP": "198.18.212.1" });
    await spectator.next();
    for (let i = 0; i < 26; i++) spectator.ws.send("sync");
    expect(await spectator.next()).toMatchObject({ change: "sync" });
    expect(spectator.closed()).toBeUndefined();
    spectator.ws.close(1000, "bye");
  });
});

describe("bounded games", () => {
  it("history comes in pages that add up to the whole line of play", async () => {
    const created = await createSession({ game: "maze", deal: 74 });
    const last = await playFirstMoves(created, 23);
    expect(last.moveCount).toBe(23);
    const seen: number[] = [];
    let next: string | null = `/v1/sessions/${created.id}/history?limit=5`;
    let pages = 0;
    while (next !== null) {
      const res = await get(next);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { moves: { seq: number }[]; next: string | null; moveCount: number };
      expect(page.moveCount).toBe(23);
      expect(page.moves.length).toBeLessThanOrEqual(5);
      seen.push(...page.moves.map((m) => m.seq));
      next = page.next;
      pages++;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const whole = (await (await get(`/v1/sessions/${created.id}/history`)).json()) as { moves: unknown[] };
    expect(whole.moves).toHaveLength(23);
    await expectProblem(await get(`/v1/sessions/${created.id}/history?limit=0`), 400, "validation_failed");
    await expectProblem(await get(`/v1/sessions/${created.id}/history?limit=501`), 400, "validation_failed");
  });

  it(`a stored game takes at most ${MAX_MOVES} moves: then 409 move_limit, nothing stored`, async () => {
    const created = await createSession({ game: "maze", deal: 75 });
    // Straight to the limit through the object's own change path (HTTP would take minutes).
    const stub = stubOf(created.id);
    let game: { version: number; legalMoves: readonly unknown[]; moveCount: number } = created;
    while (game.moveCount < MAX_MOVES) {
      const outcome = await stub.change({
        kind: "move",
        move: game.legalMoves[0] as never,
        version: game.version,
        ownerToken: created.ownerToken,
      });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
      game = outcome.value;
      expect(game.legalMoves.length).toBeGreaterThan(0);
    }
    const body = { move: game.legalMoves[0], version: game.version };
    const refused = await expectProblem(
      await change(created.id, "moves", body, created.ownerToken),
      409,
      "move_limit",
    );
    expect(refused.params).toEqual({ limit: MAX_MOVES });
    expect((await readSession(created.id)).version).toBe(game.version);
    // Undo still works at the limit, and then a move fits again.
    const undone = await changed(
      await change(created.id, "undo", { version: game.version }, created.ownerToken),
    );
    expect(undone.moveCount).toBe(MAX_MOVES - 1);
  });
});

describe("replies kept for retries", () => {
  it(`stay under ${KEPT_REPLY_BYTES / 1024} KiB a game after 1,000 keyed changes; the last ones still replay`, async () => {
    const created = await createSession({ game: "maze", deal: 76 });
    const stub = stubOf(created.id);
    let game: SessionJson = created;
    const keyed = (i: number) => ({ "Idempotency-Key": `change-${i}` });
    const sent: { kind: "moves" | "undo"; body: unknown; reply: string }[] = [];
    for (let i = 0; i < 1000; i++) {
      // A move, then its undo: the game stays small while every change is keyed.
      const kind = i % 2 === 0 ? "moves" : "undo";
      const body =
        kind === "moves" ? { move: game.legalMoves[0], version: game.version } : { version: game.version };
      const res = await change(created.id, kind, body, created.ownerToken, keyed(i));
      const reply = await res.clone().text();
      game = await changed(res);
      sent.push({ kind, body, reply });
    }
    const kept = await runInDurableObject(stub, (_i: GameSession, state) =>
      state.storage.sql
        .exec<{ rows: number; bytes: number }>(
          "SELECT count(*) AS rows, sum(length(CAST(key AS BLOB)) + length(CAST(fingerprint AS BLOB)) + length(CAST(result AS BLOB))) AS bytes FROM requests",
        )
        .one(),
    );
    expect(kept.bytes).toBeLessThanOrEqual(KEPT_REPLY_BYTES);
    expect(kept.rows).toBeGreaterThan(5);
    // The latest change, sent again with its key: the same reply, nothing played twice.
    const last = sent.at(-1)!;
    const again = await change(created.id, last.kind, last.body, created.ownerToken, keyed(999));
    expect(await again.text()).toBe(last.reply);
    expect((await readSession(created.id)).version).toBe(game.version);
  });
});

describe("an exported hidden-card game cannot be undone into play", () => {
  it("export of a finished Wall game, then undo: 409 game_revealed, the game unchanged", async () => {
    const created = await createSession({ game: "wall", deal: 76 });
    // Deal until the stock runs out and the game is lost (or won).
    let game: SessionJson = created;
    while (game.status === "playing") {
      const deal = game.legalMoves.find((m) => m.type === "deal") ?? game.legalMoves[0];
      game = await changed(
        await change(created.id, "moves", { move: deal, version: game.version }, created.ownerToken),
      );
    }
    // Before the export, undo is allowed (as in Aisleriot); redo puts the game back.
    const back = await changed(
      await change(created.id, "undo", { version: game.version }, created.ownerToken),
    );
    game = await changed(await change(created.id, "redo", { version: back.version }, created.ownerToken));
    const exported = await get(`/v1/sessions/${created.id}/export`, bearer(created.ownerToken));
    expect(exported.status).toBe(200);
    const refused = await change(created.id, "undo", { version: game.version }, created.ownerToken);
    await expectProblem(refused, 409, "game_revealed");
    const now = await readSession(created.id);
    expect(now.version).toBe(game.version);
    expect(now.status).toBe(game.status);
  });

  it("analysis of a finished Wall game as its owner, then undo: 409 game_revealed that says it was analysed", async () => {
    const created = await createSession({ game: "wall", deal: 76 });
    let game: SessionJson = created;
    while (game.status === "playing") {
      const deal = game.legalMoves.find((m) => m.type === "deal") ?? game.legalMoves[0];
      game = await changed(
        await change(created.id, "moves", { move: deal, version: game.version }, created.ownerToken),
      );
    }
    const analysis = await get(`/v1/sessions/${created.id}/analysis`, bearer(created.ownerToken));
    expect(analysis.status, await analysis.clone().text()).toBe(200);
    // Each language names the analysis, not only the export, as what showed the deal.
    const said = { en: /analysed/, es: /analizó/, ca: /analitzar/, cs: /analyzována/, el: /αναλύθηκε/ };
    for (const [lang, word] of Object.entries(said)) {
      const refused = await change(created.id, "undo", { version: game.version }, created.ownerToken, {
        "Accept-Language": lang,
      });
      const problem = await expectProblem(refused, 409, "game_revealed");
      expect(problem.detail, lang).toMatch(word);
    }
    const now = await readSession(created.id);
    expect(now.version).toBe(game.version);
    expect(now.revealed).toBe(true);
  });

  it("a Maze game (nothing hidden) is still undone after its export", async () => {
    const created = await createSession({ game: "maze", deal: 77 });
    const moved = await playFirstMoves(created, 1);
    expect((await get(`/v1/sessions/${created.id}/export`)).status).toBe(200);
    await changed(await change(created.id, "undo", { version: moved.version }, created.ownerToken));
  });
});
