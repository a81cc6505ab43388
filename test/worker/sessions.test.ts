import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import { findGame } from "../../src/games/registry.ts";
import { replay } from "../../src/play/game-play.ts";
import { svgBoard } from "../../src/render/svg-board.ts";
import { textBoard } from "../../src/render/text-board.ts";
import { expectProblem, post } from "./helpers.ts";
import {
  bearer,
  change,
  changed,
  createSession,
  get,
  playFirstMoves,
  readHistory,
  readSession,
  stubOf,
  type SessionJson,
} from "./session-helpers.ts";

const maze = findGame("maze")!;
const wall = findGame("wall")!;

/** The encoded state the Durable Object holds now, read from its real storage. */
const storedState = (id: string) =>
  runInDurableObject(stubOf(id), (_instance: GameSession, state) => {
    const meta = state.storage.sql.exec<{ cursor: number }>("SELECT cursor FROM meta").one();
    const row =
      meta.cursor === 0
        ? state.storage.sql.exec<{ s: ArrayBuffer }>("SELECT initial AS s FROM meta").one()
        : state.storage.sql
            .exec<{ s: ArrayBuffer }>("SELECT state AS s FROM moves WHERE seq = ?", meta.cursor)
            .one();
    return new Uint8Array(row.s);
  });

describe("POST /v1/sessions", () => {
  it("stores a chosen deal: id, owner token, version 1 and the game response", async () => {
    const created = await createSession({ game: "maze", deal: 1 });
    const expected = maze.view(maze.deal(1));
    expect(created.view).toEqual(expected);
    expect(created.version).toBe(1);
    expect(created.deal).toBe(1);
    expect(created.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.id).toMatch(/^[0-9a-f]{64}$/);
    expect(created.legalMoves).toEqual(maze.legalMoves(maze.deal(1)));
    expect(created).not.toHaveProperty("state");
    const read = await readSession(created.id);
    expect(read.view).toEqual(expected);
    expect(read.version).toBe(1);
    expect(read).not.toHaveProperty("ownerToken");
    expect(read).not.toHaveProperty("deal");
  });

  it("gives every game its own unguessable id and token, and stores only the token's hash", async () => {
    const a = await createSession({ game: "maze" });
    const b = await createSession({ game: "maze" });
    expect(a.id).not.toBe(b.id);
    expect(a.ownerToken).not.toBe(b.ownerToken);
    expect(a).not.toHaveProperty("deal"); // a random deal keeps its number secret
    const stored = await runInDurableObject(stubOf(a.id), (_i: GameSession, state) =>
      state.storage.sql.exec<{ h: ArrayBuffer }>("SELECT owner_hash AS h FROM meta").one(),
    );
    const expected = new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(a.ownerToken)),
    );
    expect(new Uint8Array(stored.h)).toEqual(expected);
  });

  it("stores a custom layout, marked custom", async () => {
    const layout = { slots: maze.view(maze.deal(3)).slots.map((s) => s[0] ?? null) };
    const created = await createSession({ game: "maze", layout });
    expect(created.custom).toBe(true);
    expect(created.view.slots).toEqual(maze.view(maze.deal(3)).slots);
  });
});

describe("moves, undo, redo", () => {
  it("plays a move: the new position, its events, version + 1, and the history", async () => {
    const created = await createSession({ game: "maze", deal: 7 });
    const move = created.legalMoves[0]!;
    const moved = await changed(await change(created.id, "moves", { move, version: 1 }, created.ownerToken));
    const expected = maze.applyMove(maze.deal(7), move);
    if (!expected.ok) throw new Error("first legal move refused");
    expect(moved.version).toBe(2);
    expect(moved.view).toEqual(maze.view(expected.value.state));
    expect(moved.events).toEqual(expected.value.events);
    expect(moved.move).toEqual(move);
    expect(moved.moveCount).toBe(1);
    const history = await readHistory(created.id);
    expect(history.version).toBe(2);
    expect(history.moves).toEqual([
      expect.objectContaining({ seq: 1, move, events: expected.value.events, scoreAfter: moved.score }),
    ]);
  });

  it("refuses an illegal move with the engine's code, applying nothing", async () => {
    const created = await createSession({ game: "maze", deal: 7 });
    const move = { type: "move", from: 0, to: 1 };
    const refused = maze.applyMove(maze.deal(7), move);
    if (refused.ok) throw new Error("expected an illegal move");
    const res = await change(created.id, "moves", { move, version: 1 }, created.ownerToken);
    const problem = await expectProblem(res, 422, refused.error.code);
    expect(problem.params).toEqual(refused.error.params);
    expect((await readSession(created.id)).version).toBe(1);
    expect((await readHistory(created.id)).moves).toEqual([]);
  });

  it("undoes back to the deal and redoes every move, state for state", async () => {
    const created = await createSession({ game: "maze", deal: 11 });
    const token = created.ownerToken;
    const states = [await storedState(created.id)];
    const views = [created.view];
    let now = created as SessionJson;
    for (let i = 0; i < 6; i++) {
      now = await changed(
        await change(created.id, "moves", { move: now.legalMoves[0], version: now.version }, token),
      );
      states.push(await storedState(created.id));
      views.push(now.view);
    }
    for (let i = 5; i >= 0; i--) {
      now = await changed(await change(created.id, "undo", { version: now.version }, token));
      expect(now.view).toEqual(views[i]);
      expect(await storedState(created.id)).toEqual(states[i]);
      expect(now.moveCount).toBe(i);
      expect(now.redoCount).toBe(6 - i);
    }
    await expectProblem(
      await change(created.id, "undo", { version: now.version }, token),
      409,
      "nothing_to_undo",
    );
    for (let i = 1; i <= 6; i++) {
      now = await changed(await change(created.id, "redo", { version: now.version }, token));
      expect(now.view).toEqual(views[i]);
      expect(await storedState(created.id)).toEqual(states[i]);
    }
    await expectProblem(
      await change(created.id, "redo", { version: now.version }, token),
      409,
      "nothing_to_redo",
    );
    expect(now.version).toBe(1 + 6 + 6 + 6);
    expect((await readHistory(created.id)).moves).toHaveLength(6);
  });

  it("a new move after an undo drops the redo stack", async () => {
    const created = await createSession({ game: "maze", deal: 12 });
    const token = created.ownerToken;
    let now = await playFirstMoves(created, 2);
    now = await changed(await change(created.id, "undo", { version: now.version }, token));
    const other = now.legalMoves.at(-1)!;
    now = await changed(await change(created.id, "moves", { move: other, version: now.version }, token));
    expect(now.redoCount).toBe(0);
    const history = await readHistory(created.id);
    expect(history.moves.map((m) => m.move)).toEqual([created.legalMoves[0], other]);
    await expectProblem(
      await change(created.id, "redo", { version: now.version }, token),
      409,
      "nothing_to_redo",
    );
  });

  it("resigning drops the redo stack: snapshot and history both say 0", async () => {
    const created = await createSession({ game: "maze", deal: 12 });
    const token = created.ownerToken;
    let now = await playFirstMoves(created, 2);
    now = await changed(await change(created.id, "undo", { version: now.version }, token));
    expect(now.redoCount).toBe(1);
    const res = await post(`/v1/sessions/${created.id}/resign`, { version: now.version }, bearer(token));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await readSession(created.id)).redoCount).toBe(0);
    expect((await readHistory(created.id)).redoCount).toBe(0);
  });

  it("a resigned game refuses moves as any game over does: game_over, lost", async () => {
    const created = await createSession({ game: "maze", deal: 12 });
    const res = await post(`/v1/sessions/${created.id}/resign`, { version: 1 }, bearer(created.ownerToken));
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await expectProblem(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 2 }, created.ownerToken),
      422,
      "game_over",
    );
    expect(body.params).toEqual({ status: "lost" });
    // Its export says why it is lost while its moves (none) replay to a position still playing.
    const exported = (await (await get(`/v1/sessions/${created.id}/export`)).json()) as Record<
      string,
      unknown
    >;
    expect(exported).toMatchObject({ status: "lost", resigned: true, moves: [] });
    const other = await createSession({ game: "maze", deal: 12 });
    const open = (await (await get(`/v1/sessions/${other.id}/export`)).json()) as Record<string, unknown>;
    expect(open).toMatchObject({ status: "playing", resigned: false });
  });
});

describe("export", () => {
  it("exports a Maze deal number and moves that replay to the stored state exactly", async () => {
    const created = await createSession({ game: "maze", deal: 21 });
    const now = await playFirstMoves(created, 15);
    const res = await get(`/v1/sessions/${created.id}/export`);
    expect(res.status).toBe(200);
    const exported = (await res.json()) as { deal: number; moves: unknown[]; version: number };
    expect(exported.deal).toBe(21);
    expect(exported.moves).toHaveLength(now.moveCount);
    expect(exported.version).toBe(now.version);
    const replayed = replay(maze, exported.deal, exported.moves);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.failedAt}`);
    expect(maze.encode(replayed.value.state)).toEqual(await storedState(created.id));
  });

  it("exports a custom layout instead of a deal number", async () => {
    const layout = { slots: maze.view(maze.deal(5)).slots.map((s) => s[0] ?? null) };
    const created = await createSession({ game: "maze", layout });
    await playFirstMoves(created, 3);
    const exported = (await (await get(`/v1/sessions/${created.id}/export`)).json()) as Record<
      string,
      unknown
    >;
    expect(exported.layout).toEqual(layout);
    expect(exported).not.toHaveProperty("deal");
    let state = maze.fromLayout(layout);
    for (const move of exported.moves as unknown[]) {
      if (!state.ok) break;
      const next = maze.applyMove(state.value, maze.parseMove(move).ok ? move : null);
      state = next.ok ? { ok: true, value: next.value.state } : next;
    }
    if (!state.ok) throw new Error("custom replay failed");
    expect(maze.encode(state.value)).toEqual(await storedState(created.id));
  });

  it("refuses to export a Wall game while it hides cards, and exports it once over", async () => {
    const created = await createSession({ game: "wall", deal: 4 });
    const problem = await expectProblem(
      await get(`/v1/sessions/${created.id}/export`),
      409,
      "export_unavailable",
    );
    expect(JSON.stringify(problem)).not.toContain('"deal"');
    const over = await playFirstMoves(created, 1000);
    expect(over.status).not.toBe("playing");
    expect((await readSession(created.id)).revealed).toBe(false);
    // The owner sees the deal first (the export ends their undo): not a spectator, nor another
    // game's owner; neither attempt reveals anything or marks the game.
    const intruder = await createSession({ game: "wall", deal: 4 });
    for (const [headers, status, code] of [
      [{}, 403, "owner_reveals"],
      [bearer(intruder.ownerToken), 403, "not_owner"],
    ] as const) {
      for (const path of ["export", "analysis"]) {
        const res = await get(`/v1/sessions/${created.id}/${path}`, headers);
        expect(res.headers.get("Vary")).toMatch(/\bAuthorization\b/);
        const refused = await expectProblem(res, status, code);
        expect(JSON.stringify(refused)).not.toContain('"deal"');
      }
    }
    expect((await readSession(created.id)).revealed).toBe(false);
    const res = await get(`/v1/sessions/${created.id}/export`, bearer(created.ownerToken));
    expect(res.status).toBe(200);
    // Who asks decides the answer: a cache must not give the owner's reply to another.
    expect(res.headers.get("Vary")).toMatch(/\bAuthorization\b/);
    // The game says so: undo is refused from now on; and anyone with the id may look.
    expect((await readSession(created.id)).revealed).toBe(true);
    expect((await get(`/v1/sessions/${created.id}/export`)).status).toBe(200);
    expect((await get(`/v1/sessions/${created.id}/analysis`)).status).toBe(200);
    const exported = (await res.json()) as { deal: number; moves: unknown[]; status: string };
    expect(exported.deal).toBe(4);
    expect(exported.status).toBe(over.status);
    const replayed = replay(wall, exported.deal, exported.moves);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.failedAt}`);
    expect(wall.encode(replayed.value.state)).toEqual(await storedState(created.id));
  });
});

describe("who sees a stored game's whole deal", () => {
  it("anyone, token or not, where no undo is left to lose: a resigned Wall game, a Maze game", async () => {
    const stranger = bearer((await createSession({ game: "maze", deal: 3 })).ownerToken);
    const resigned = await createSession({ game: "wall", deal: 5 });
    await changed(
      await post(`/v1/sessions/${resigned.id}/resign`, { version: 1 }, bearer(resigned.ownerToken)),
    );
    const maze = await createSession({ game: "maze", deal: 3 });
    for (const id of [resigned.id, maze.id])
      for (const headers of [{}, stranger, { Authorization: "Bearer x extra" }])
        for (const path of ["export", "analysis"])
          expect((await get(`/v1/sessions/${id}/${path}`, headers)).status, `${id} ${path}`).toBe(200);
  });
});

describe("owner checks", () => {
  it("refuses every change without a token (401 + WWW-Authenticate) or with another game's token (403)", async () => {
    const created = await createSession({ game: "maze", deal: 2 });
    const intruder = await createSession({ game: "maze", deal: 2 });
    const bodies = {
      moves: { move: created.legalMoves[0], version: 1 },
      undo: { version: 1 },
      redo: { version: 1 },
    } as const;
    // A move first, so that undo would otherwise succeed.
    await changed(await change(created.id, "moves", bodies.moves, created.ownerToken));
    for (const kind of ["moves", "undo", "redo"] as const) {
      const body = { ...bodies[kind], version: 2 };
      const missing = await change(created.id, kind, body);
      expect(missing.headers.get("WWW-Authenticate")).toBe("Bearer");
      await expectProblem(missing, 401, "missing_owner_token");
      await expectProblem(
        await change(created.id, kind, body, "", { Authorization: "Basic abc" }),
        401,
        "missing_owner_token",
      );
      await expectProblem(await change(created.id, kind, body, intruder.ownerToken), 403, "not_owner");
      await expectProblem(await change(created.id, kind, body, created.ownerToken + "x"), 403, "not_owner");
      // The owner's token followed by more text is a wrong token, not a missing one.
      await expectProblem(
        await change(created.id, kind, body, `${created.ownerToken} extra`),
        403,
        "not_owner",
      );
      await expectProblem(await change(created.id, kind, body, "   "), 401, "missing_owner_token");
    }
    // A game that does not exist is not found, whatever token comes with it.
    await expectProblem(
      await change("0".repeat(64), "moves", bodies.moves, "not a token"),
      404,
      "unknown_session",
    );
    const after = await readSession(created.id);
    expect(after.version).toBe(2);
    expect((await readHistory(created.id)).moves).toHaveLength(1);
  });
});

describe("hidden cards", () => {
  it("reading a Wall game shows only the public view, on every read route", async () => {
    const created = await createSession({ game: "wall", deal: 9 });
    const state = wall.deal(9);
    const view = wall.view(state);
    const read = await readSession(created.id);
    expect(read.view).toEqual(view);
    expect(Object.keys(read)).not.toContain("deal");
    expect(Object.keys(read)).not.toContain("state");
    expect(view.slots.flat()).toContain("??");
    expect((view as typeof view & { stockCount: number }).stockCount).toBe(36);
    const text = await (await get(`/v1/sessions/${created.id}/board.txt`)).text();
    expect(text).toBe(textBoard(wall, view, "en"));
    const svg = await get(`/v1/sessions/${created.id}/board.svg?lang=es`);
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await svg.text()).toBe(svgBoard(wall, view, "es"));
  });
});

describe("idempotency", () => {
  it("a retry with the same Idempotency-Key returns the first reply and applies nothing twice", async () => {
    const created = await createSession({ game: "maze", deal: 30 });
    const body = { move: created.legalMoves[0], version: 1 };
    const key = { "Idempotency-Key": "retry-1" };
    const first = await changed(await change(created.id, "moves", body, created.ownerToken, key));
    const again = await changed(await change(created.id, "moves", body, created.ownerToken, key));
    expect(again).toEqual(first);
    expect((await readHistory(created.id)).moves).toHaveLength(1);
    // Without the key, the same retry is stale: 409 with the current version.
    const stale = await expectProblem(
      await change(created.id, "moves", body, created.ownerToken),
      409,
      "version_conflict",
    );
    expect(stale.currentVersion).toBe(2);
    await expectProblem(
      await change(created.id, "undo", { version: 2 }, created.ownerToken, key),
      422,
      "idempotency_key_reused",
    );
    expect((await readSession(created.id)).version).toBe(2);
  });
});
