import { runInDurableObject, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameSession } from "../../src/durable/session/game-session.ts";
import { BASE, expectProblem, post } from "./helpers.ts";
import {
  bearer,
  change,
  changed,
  createSession,
  get,
  readHistory,
  readSession,
  sessions,
  type SessionJson,
} from "./session-helpers.ts";

/** Every problem is 4xx problem+json; the stored game keeps its version and history. */
async function expect4xx(res: Response, status: number, code: string) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  return expectProblem(res, status, code);
}

let game: SessionJson & { ownerToken: string };
let version: number;

async function expectUnchanged() {
  const now = await readSession(game.id);
  expect(now.version).toBe(version);
  expect((await readHistory(game.id)).moves).toHaveLength(version - 1);
}

beforeAll(async () => {
  game = await createSession({ game: "maze", deal: 70 });
  const moved = await changed(
    await change(game.id, "moves", { move: game.legalMoves[0], version: 1 }, game.ownerToken),
  );
  version = moved.version;
});

describe("POST /v1/sessions with bad input", () => {
  const cases: [string, string | undefined, number, string, Record<string, string>?][] = [
    ["malformed JSON", "{nope", 400, "malformed_json"],
    ["an array", "[]", 400, "validation_failed"],
    ["no game", "{}", 400, "validation_failed"],
    ["an unknown game (as the stateless routes)", '{"game":"klondike"}', 404, "unknown_game"],
    ["a negative deal", '{"game":"maze","deal":-1}', 400, "validation_failed"],
    ["a deal past 2^32-1", '{"game":"maze","deal":4294967296}', 400, "validation_failed"],
    ["a deal as a string", '{"game":"maze","deal":"1"}', 400, "validation_failed"],
    ["a fractional deal", '{"game":"maze","deal":1.5}', 400, "validation_failed"],
    ["deal and layout", '{"game":"maze","deal":1,"layout":{}}', 400, "validation_failed"],
    ["an unknown field", '{"game":"maze","colour":"red"}', 400, "validation_failed"],
    ["a layout that is not an object", '{"game":"maze","layout":[1]}', 400, "validation_failed"],
    ["an impossible layout", '{"game":"maze","layout":{"slots":[]}}', 422, "invalid_state"],
    ["a layout without slots", '{"game":"wall","layout":{"x":1}}', 400, "validation_failed"],
    ["an impossible Wall layout", '{"game":"wall","layout":{"slots":[["AS"]]}}', 422, "invalid_state"],
    ["text/plain", '{"game":"maze"}', 415, "unsupported_media_type", { "Content-Type": "text/plain" }],
    [
      "a huge body",
      JSON.stringify({ game: "maze", layout: { pad: "x".repeat(70_000) } }),
      413,
      "payload_too_large",
    ],
  ];
  it.each(cases)("refuses %s", async (_name, body, status, code, headers) => {
    await expect4xx(await post("/v1/sessions", body ?? "", headers), status, code);
  });

  it("refuses no body at all", async () => {
    const res = await SELF.fetch(`${BASE}/v1/sessions`, { method: "POST" });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  });
});

describe("unknown ids on every route", () => {
  const routes = ["", "/history", "/export", "/board.txt", "/board.svg"];
  const never = () => sessions.newUniqueId().toString();
  it.each(["nope", "0".repeat(64), "f".repeat(64), "%00", "a".repeat(2000)])(
    "id %# is a 404 problem on reads and changes",
    async (id) => {
      for (const path of routes)
        await expect4xx(await get(`/v1/sessions/${id}${path}`), 404, "unknown_session");
      for (const kind of ["moves", "undo", "redo"] as const) {
        const body = kind === "moves" ? { move: game.legalMoves[0], version: 1 } : { version: 1 };
        await expect4xx(await change(id, kind, body, game.ownerToken), 404, "unknown_session");
      }
    },
  );

  it("an id that was issued but never used is a 404, and probing it stores nothing", async () => {
    const id = never();
    for (const path of routes)
      await expect4xx(await get(`/v1/sessions/${id}${path}`), 404, "unknown_session");
    await expect4xx(
      await change(id, "moves", { move: game.legalMoves[0], version: 1 }, "x"),
      404,
      "unknown_session",
    );
    const tables = await runInDurableObject(
      sessions.get(sessions.idFromString(id)),
      (_i: GameSession, state) =>
        state.storage.sql
          .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'")
          .toArray(),
    );
    expect(tables).toEqual([]);
  });
});

describe("changes with bad input leave the game as it was", () => {
  const moveCases: [string, unknown, number, string][] = [
    ["malformed JSON", "{nope", 400, "malformed_json"],
    ["no version", { move: { type: "move", from: 1, to: 2 } }, 400, "validation_failed"],
    [
      "a version as a string",
      { move: { type: "move", from: 1, to: 2 }, version: "2" },
      400,
      "validation_failed",
    ],
    ["a negative version", { move: { type: "move", from: 1, to: 2 }, version: -1 }, 400, "validation_failed"],
    [
      "a fractional version",
      { move: { type: "move", from: 1, to: 2 }, version: 2.5 },
      400,
      "validation_failed",
    ],
    ["no move", { version: 2 }, 400, "validation_failed"],
    ["a move of no game", { move: { type: "fly" }, version: 2 }, 400, "validation_failed"],
    [
      "a slot out of range",
      { move: { type: "move", from: 99, to: 2 }, version: 2 },
      400,
      "validation_failed",
    ],
    [
      "an unknown field",
      { move: { type: "move", from: 1, to: 2 }, version: 2, extra: 1 },
      400,
      "validation_failed",
    ],
    ["a Wall move in a Maze game", { move: { type: "deal" }, version: 2 }, 422, "invalid_move"],
    ["a stale version", { move: { type: "move", from: 1, to: 2 }, version: 1 }, 409, "version_conflict"],
    ["a future version", { move: { type: "move", from: 1, to: 2 }, version: 99 }, 409, "version_conflict"],
  ];
  it.each(moveCases)("POST moves: %s", async (_name, body, status, code) => {
    const problem = await expect4xx(await change(game.id, "moves", body, game.ownerToken), status, code);
    if (code === "version_conflict") expect(problem.currentVersion).toBe(version);
    await expectUnchanged();
  });

  it("POST moves: an illegal move by the rules is a 422 with the engine's code", async () => {
    const now = await readSession(game.id);
    const occupied = now.view.slots.findIndex((s) => s.length > 0);
    const problem = await expect4xx(
      await change(
        game.id,
        "moves",
        { move: { type: "move", from: occupied, to: occupied }, version },
        game.ownerToken,
      ),
      422,
      "occupied_slot",
    );
    expect(problem.type).toBe("urn:patience-api:problem:occupied_slot");
    await expectUnchanged();
  });

  const versionCases: [string, unknown, number, string][] = [
    ["malformed JSON", "{", 400, "malformed_json"],
    ["no version", {}, 400, "validation_failed"],
    ["a version as a string", { version: "2" }, 400, "validation_failed"],
    ["an unknown field", { version: 2, move: { type: "deal" } }, 400, "validation_failed"],
    ["a stale version", { version: 1 }, 409, "version_conflict"],
  ];
  for (const kind of ["undo", "redo"] as const) {
    it.each(versionCases)(`POST ${kind}: %s`, async (_name, body, status, code) => {
      await expect4xx(await change(game.id, kind, body, game.ownerToken), status, code);
      await expectUnchanged();
    });
  }

  it("a token is checked before the body: no token and a bad body is still 401", async () => {
    await expect4xx(await change(game.id, "moves", "{nope"), 401, "missing_owner_token");
    await expect4xx(
      await change(game.id, "undo", {}, undefined, { Authorization: "Bearer" }),
      401,
      "missing_owner_token",
    );
    await expectUnchanged();
  });

  it("refuses an oversized body, another media type and an over-long Idempotency-Key", async () => {
    const huge = JSON.stringify({ move: { type: "move", from: 1, to: 2 }, version, pad: "x".repeat(70_000) });
    await expect4xx(await change(game.id, "moves", huge, game.ownerToken), 413, "payload_too_large");
    const text = await post(`/v1/sessions/${game.id}/undo`, '{"version":2}', {
      ...bearer(game.ownerToken),
      "Content-Type": "text/plain",
    });
    await expect4xx(text, 415, "unsupported_media_type");
    const longKey = { "Idempotency-Key": "k".repeat(256) };
    await expect4xx(
      await change(game.id, "undo", { version }, game.ownerToken, longKey),
      400,
      "validation_failed",
    );
    await expectUnchanged();
  });

  it("refuses other methods with 405 and a bad lang with 400", async () => {
    const del = await SELF.fetch(`${BASE}/v1/sessions/${game.id}`, { method: "DELETE" });
    await expect4xx(del, 405, "method_not_allowed");
    const put = await SELF.fetch(`${BASE}/v1/sessions/${game.id}/moves`, { method: "GET" });
    await expect4xx(put, 405, "method_not_allowed");
    await expect4xx(await get(`/v1/sessions/${game.id}/board.txt?lang=xx`), 400, "validation_failed");
    await expectUnchanged();
  });

  it("speaks the caller's language", async () => {
    const res = await change(game.id, "moves", { move: game.legalMoves[0], version: 1 }, game.ownerToken);
    const es = await get(`/v1/sessions/${"0".repeat(64)}`, { "Accept-Language": "es" });
    expect(((await es.json()) as { detail: string }).detail).toContain("partida guardada");
    const el = await post(
      `/v1/sessions/${game.id}/moves?lang=el`,
      { move: game.legalMoves[0], version: 1 },
      bearer(game.ownerToken),
    );
    expect(((await el.json()) as { detail: string }).detail).toContain("έκδοση");
    expect(res.status).toBe(409);
  });
});
