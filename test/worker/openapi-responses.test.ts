import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { closesAt } from "../../src/daily/calendar.ts";
import { createApp } from "../../src/http/app.ts";
import { clockedApi, type EntryJson } from "./daily-helpers.ts";
import { BASE, deal, overTheLimit, post, type GameJson } from "./helpers.ts";
import {
  answerOf,
  answerProblems,
  DOCUMENT,
  OPERATIONS,
  operationsAt,
  type Answer,
  type OperationKey,
} from "./openapi-check.ts";
import { bearer, createSession, type SessionJson } from "./session-helpers.ts";

// Every route's live answers, successful and failing, checked against the committed OpenAPI
// document (openapi/openapi.json): each status must be documented for its operation, and the
// media type, body and required headers must be what the document says for that status.
// A client generated from the document trusts exactly this.

type Owned = SessionJson & { ownerToken: string };
interface Context {
  maze: GameJson;
  wall: GameJson;
  /** A Maze layout one move from won. */
  nearlyWon: GameJson;
  won: GameJson;
  winningMove: Record<string, unknown>;
  mazeSession: Owned;
  wallSession: Owned;
  /** Stored games with moves played (two in Maze, one in Wall). */
  playedMaze: Owned;
  playedWall: Owned;
}
const ctx = {} as Context;

interface Case {
  /** What the request is. */
  name: string;
  /** The operation whose documented answers it must fit (several: a method the address does not take). */
  op: OperationKey | OperationKey[];
  /** The status this request is meant to provoke (a check of the case itself). */
  status?: number;
  /** The problem code it is meant to provoke, where the status alone does not say which. */
  code?: string;
  send: () => Response | Promise<Response>;
}

const UNKNOWN_SESSION = "0".repeat(64);
const MAZE = "/v1/games/maze";
const session = (s: { id: string }) => `/v1/sessions/${s.id}`;
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(BASE + path, { headers });
const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  SELF.fetch(BASE + path, { method, headers, ...(body === undefined ? {} : { body }) });
/** A read sent again with the ETag its first answer carried (a conditional read: 304). */
const again = async (path: string) =>
  get(path, { "If-None-Match": (await get(path)).headers.get("ETag") ?? "" });
const json = { "Content-Type": "application/json" };
const big = JSON.stringify({ deal: 1, pad: "x".repeat(70 * 1024) });

/** A state token with one character changed in its sealed part. */
const tampered = (state: string) => {
  const i = state.length - 8;
  return state.slice(0, i) + (state[i] === "A" ? "B" : "A") + state.slice(i + 1);
};
/** A first legal move's `from` sent to a slot that holds a card: refused (occupied_slot). */
const illegalMove = (game: { view: { slots: string[][] }; legalMoves: Record<string, unknown>[] }) => {
  const from = game.legalMoves[0]!.from as number;
  const to = game.view.slots.findIndex((cards, slot) => cards.length > 0 && slot !== from);
  return { type: "move", from, to };
};

async function newSession(game: "maze" | "wall"): Promise<Owned> {
  return createSession({ game, deal: 3 });
}

const DAILY = "/v1/daily";
/** The first challenge's date (DAILY_FIRST_DATE); the real clock's `today` is it or later. */
const FIRST = "2026-12-01";
/** A date far ahead: never open by the real clock. */
const FUTURE = "2099-01-01";
/** The API with its clock during the first challenge, and after it has closed. */
const duringFirst = clockedApi(Date.parse(`${FIRST}T12:00:00Z`));
const afterFirst = clockedApi(closesAt(FIRST) + 3_600_000);
/** A new player's token. */
async function newPlayerToken(
  api: { post: (path: string, body: unknown) => Response | Promise<Response> } = { post },
): Promise<string> {
  const res = await api.post("/v1/players", { name: "Entrant" });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}
/** A ranked entry of today's challenge (the real clock) for a new player. */
async function newEntry(game: "maze" | "wall"): Promise<EntryJson> {
  const res = await send("POST", `${DAILY}/${game}/today/entries`, bearer(await newPlayerToken()));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as EntryJson;
}
async function playFirst(s: Owned): Promise<void> {
  const res = await post(
    `${session(s)}/moves`,
    { move: s.legalMoves[0], version: s.version },
    bearer(s.ownerToken),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}
/** Maze's cards in order, with the last two swapped and the six gaps after them: one move from won. */
const nearlyWonLayout = () => {
  const cards = ["C", "D", "H", "S"].flatMap((suit) => [..."A23456789TJQ"].map((rank) => rank + suit));
  return { slots: [...cards.slice(0, 46), cards[47], cards[46], ...Array<null>(6).fill(null)] };
};
/** A Maze layout with one card duplicated: not a position of the game. */
const impossibleLayout = () => {
  const slots = ctx.maze.view.slots.map((cards) => cards[0] ?? null);
  slots[slots.indexOf(null) === 0 ? 1 : 0] = slots.find((card) => card !== null && card !== slots[0])!;
  return { slots };
};

const cases: Case[] = [
  // --- health and catalogue
  { name: "health", op: "GET /v1/health", status: 200, send: () => get("/v1/health") },
  { name: "health, unknown lang", op: "GET /v1/health", status: 400, send: () => get("/v1/health?lang=zz") },
  { name: "games", op: "GET /v1/games", status: 200, send: () => get("/v1/games") },
  { name: "games in Czech", op: "GET /v1/games", status: 200, send: () => get("/v1/games?lang=cs") },
  { name: "games, unknown lang", op: "GET /v1/games", status: 400, send: () => get("/v1/games?lang=zz") },
  {
    name: "games, Accept-Language es-ES",
    op: "GET /v1/games",
    status: 200,
    send: () => get("/v1/games", { "Accept-Language": "es-ES,es;q=0.9" }),
  },
  { name: "games again with their ETag", op: "GET /v1/games", status: 304, send: () => again("/v1/games") },
  { name: "Maze rules", op: "GET /v1/games/{game}", status: 200, send: () => get(MAZE) },
  {
    name: "Wall rules in Greek",
    op: "GET /v1/games/{game}",
    status: 200,
    send: () => get("/v1/games/wall?lang=el"),
  },
  { name: "unknown game", op: "GET /v1/games/{game}", status: 404, send: () => get("/v1/games/spider") },

  // --- stateless play: deals
  {
    name: "Maze deal 1",
    op: "POST /v1/games/{game}/deals",
    status: 201,
    send: () => post(`${MAZE}/deals`, { deal: 1 }),
  },
  {
    name: "random Wall deal",
    op: "POST /v1/games/{game}/deals",
    status: 201,
    send: () => post("/v1/games/wall/deals", {}),
  },
  {
    name: "deal without a body",
    op: "POST /v1/games/{game}/deals",
    status: 201,
    send: () => send("POST", `${MAZE}/deals`),
  },
  {
    name: "deal of a custom layout",
    op: "POST /v1/games/{game}/deals",
    status: 201,
    send: () => post(`${MAZE}/deals`, { layout: { slots: ctx.maze.view.slots.map((c) => c[0] ?? null) } }),
  },
  {
    name: "deal with an option the game does not have",
    op: "POST /v1/games/{game}/deals",
    status: 422,
    code: "invalid_deal_option",
    send: () => post(`${MAZE}/deals`, { deal: 1, options: { draw: "three" } }),
  },
  {
    name: "deal, bad JSON",
    op: "POST /v1/games/{game}/deals",
    status: 400,
    send: () => post(`${MAZE}/deals`, "{deal:"),
  },
  {
    name: "deal, deal number not a number",
    op: "POST /v1/games/{game}/deals",
    status: 400,
    send: () => post(`${MAZE}/deals`, { deal: "one" }),
  },
  {
    name: "deal, unknown field",
    op: "POST /v1/games/{game}/deals",
    status: 400,
    send: () => post(`${MAZE}/deals`, { deal: 1, seed: 2 }),
  },
  {
    name: "deal, unknown game",
    op: "POST /v1/games/{game}/deals",
    status: 404,
    send: () => post("/v1/games/spider/deals", {}),
  },
  {
    name: "deal, body too large",
    op: "POST /v1/games/{game}/deals",
    status: 413,
    send: () => post(`${MAZE}/deals`, big),
  },
  {
    name: "deal, body as text/plain",
    op: "POST /v1/games/{game}/deals",
    status: 415,
    send: () => send("POST", `${MAZE}/deals`, { "Content-Type": "text/plain" }, '{"deal":1}'),
  },
  {
    name: "deal of an impossible layout",
    op: "POST /v1/games/{game}/deals",
    status: 422,
    send: () => post(`${MAZE}/deals`, { layout: impossibleLayout() }),
  },
  {
    name: "deal, unknown lang",
    op: "POST /v1/games/{game}/deals",
    status: 400,
    send: () => post(`${MAZE}/deals?lang=zz`, { deal: 1 }),
  },

  // --- stateless play: moves
  {
    name: "legal move",
    op: "POST /v1/games/{game}/moves",
    status: 200,
    send: () => post(`${MAZE}/moves`, { state: ctx.maze.state, move: ctx.maze.legalMoves[0] }),
  },
  {
    name: "legal Wall move",
    op: "POST /v1/games/{game}/moves",
    status: 200,
    send: () => post("/v1/games/wall/moves", { state: ctx.wall.state, move: ctx.wall.legalMoves.at(-1) }),
  },
  {
    name: "winning move",
    op: "POST /v1/games/{game}/moves",
    status: 200,
    send: () => post(`${MAZE}/moves`, { state: ctx.nearlyWon.state, move: ctx.winningMove }),
  },
  {
    name: "illegal move",
    op: "POST /v1/games/{game}/moves",
    status: 422,
    send: () => post(`${MAZE}/moves`, { state: ctx.maze.state, move: illegalMove(ctx.maze) }),
  },
  {
    name: "move of another game's format",
    op: "POST /v1/games/{game}/moves",
    send: () => post(`${MAZE}/moves`, { state: ctx.maze.state, move: { type: "deal" } }),
  },
  {
    name: "move in a won game",
    op: "POST /v1/games/{game}/moves",
    status: 422,
    send: () => post(`${MAZE}/moves`, { state: ctx.won.state, move: ctx.winningMove }),
  },
  {
    name: "move, bad JSON",
    op: "POST /v1/games/{game}/moves",
    status: 400,
    send: () => post(`${MAZE}/moves`, "["),
  },
  {
    name: "move without a move",
    op: "POST /v1/games/{game}/moves",
    status: 400,
    send: () => post(`${MAZE}/moves`, { state: ctx.maze.state }),
  },
  {
    name: "move, state not a token",
    op: "POST /v1/games/{game}/moves",
    status: 400,
    send: () => post(`${MAZE}/moves`, { state: "not-a-token", move: ctx.maze.legalMoves[0] }),
  },
  {
    name: "move, tampered state",
    op: "POST /v1/games/{game}/moves",
    status: 422,
    send: () => post(`${MAZE}/moves`, { state: tampered(ctx.maze.state), move: ctx.maze.legalMoves[0] }),
  },
  {
    name: "move, a Wall state sent to Maze",
    op: "POST /v1/games/{game}/moves",
    status: 422,
    send: () => post(`${MAZE}/moves`, { state: ctx.wall.state, move: ctx.maze.legalMoves[0] }),
  },
  {
    name: "move, unknown game",
    op: "POST /v1/games/{game}/moves",
    status: 404,
    send: () => post("/v1/games/spider/moves", { state: ctx.maze.state, move: ctx.maze.legalMoves[0] }),
  },
  {
    name: "move, body as text/plain",
    op: "POST /v1/games/{game}/moves",
    status: 415,
    send: () => send("POST", `${MAZE}/moves`, { "Content-Type": "text/plain" }, "{}"),
  },
  {
    name: "move, body too large",
    op: "POST /v1/games/{game}/moves",
    status: 413,
    send: () => post(`${MAZE}/moves`, big),
  },

  // --- stateless play: hints
  {
    name: "hint",
    op: "POST /v1/games/{game}/hint",
    status: 200,
    send: () => post(`${MAZE}/hint`, { state: ctx.maze.state }),
  },
  {
    name: "Wall hint in Spanish",
    op: "POST /v1/games/{game}/hint",
    status: 200,
    send: () => post("/v1/games/wall/hint?lang=es", { state: ctx.wall.state }),
  },
  {
    name: "hint in a won game",
    op: "POST /v1/games/{game}/hint",
    status: 200,
    send: () => post(`${MAZE}/hint`, { state: ctx.won.state }),
  },
  {
    name: "hint, bad JSON",
    op: "POST /v1/games/{game}/hint",
    status: 400,
    send: () => post(`${MAZE}/hint`, "nope"),
  },
  {
    name: "hint without a state",
    op: "POST /v1/games/{game}/hint",
    status: 400,
    send: () => post(`${MAZE}/hint`, {}),
  },
  {
    name: "hint, state not a token",
    op: "POST /v1/games/{game}/hint",
    status: 400,
    send: () => post(`${MAZE}/hint`, { state: "AAAA" }),
  },
  {
    name: "hint, a Maze state sent to Wall",
    op: "POST /v1/games/{game}/hint",
    status: 422,
    send: () => post("/v1/games/wall/hint", { state: ctx.maze.state }),
  },
  {
    name: "hint, unknown game",
    op: "POST /v1/games/{game}/hint",
    status: 404,
    send: () => post("/v1/games/spider/hint", { state: ctx.maze.state }),
  },

  // --- stateless boards
  ...(["svg", "txt"] as const).flatMap((kind): Case[] => {
    const op = `GET /v1/games/{game}/board.${kind}` as const;
    const board = (game: string, state: string) =>
      get(`/v1/games/${game}/board.${kind}?state=${encodeURIComponent(state)}`);
    return [
      { name: `Maze board.${kind}`, op, status: 200, send: () => board("maze", ctx.maze.state) },
      {
        name: `Wall board.${kind} in Catalan`,
        op,
        status: 200,
        send: () => get(`/v1/games/wall/board.${kind}?lang=ca&state=${encodeURIComponent(ctx.wall.state)}`),
      },
      { name: `board.${kind} without a state`, op, status: 400, send: () => get(`${MAZE}/board.${kind}`) },
      { name: `board.${kind}, state not a token`, op, status: 400, send: () => board("maze", "garbage") },
      {
        name: `board.${kind}, tampered state`,
        op,
        status: 422,
        send: () => board("maze", tampered(ctx.maze.state)),
      },
      {
        name: `board.${kind}, a Wall state for Maze`,
        op,
        status: 422,
        send: () => board("maze", ctx.wall.state),
      },
      { name: `board.${kind}, unknown game`, op, status: 404, send: () => board("spider", ctx.maze.state) },
    ];
  }),

  // --- stored games: create and read
  {
    name: "store a Maze game",
    op: "POST /v1/sessions",
    status: 201,
    send: () => post("/v1/sessions", { game: "maze", deal: 1 }),
  },
  {
    name: "store a random Wall game",
    op: "POST /v1/sessions",
    status: 201,
    send: () => post("/v1/sessions", { game: "wall" }),
  },
  {
    name: "store a custom layout",
    op: "POST /v1/sessions",
    status: 201,
    send: () =>
      post("/v1/sessions", { game: "maze", layout: { slots: ctx.maze.view.slots.map((c) => c[0] ?? null) } }),
  },
  {
    name: "store with an option the game does not have",
    op: "POST /v1/sessions",
    status: 422,
    code: "invalid_deal_option",
    send: () => post("/v1/sessions", { game: "wall", deal: 1, options: { draw: "three" } }),
  },
  { name: "store, bad JSON", op: "POST /v1/sessions", status: 400, send: () => post("/v1/sessions", "{") },
  {
    name: "store, unknown game",
    op: "POST /v1/sessions",
    status: 404,
    send: () => post("/v1/sessions", { game: "spider" }),
  },
  { name: "store without a body", op: "POST /v1/sessions", send: () => send("POST", "/v1/sessions") },
  {
    name: "store, body as text/plain",
    op: "POST /v1/sessions",
    status: 415,
    send: () => send("POST", "/v1/sessions", { "Content-Type": "text/plain" }, '{"game":"maze"}'),
  },
  {
    name: "store, body too large",
    op: "POST /v1/sessions",
    status: 413,
    send: () => post("/v1/sessions", big),
  },
  {
    name: "store an impossible layout",
    op: "POST /v1/sessions",
    status: 422,
    send: () => post("/v1/sessions", { game: "maze", layout: impossibleLayout() }),
  },
  {
    name: "read a stored game",
    op: "GET /v1/sessions/{id}",
    status: 200,
    send: () => get(session(ctx.mazeSession)),
  },
  {
    name: "read a stored game again with its ETag",
    op: "GET /v1/sessions/{id}",
    status: 304,
    send: () => again(session(ctx.mazeSession)),
  },
  {
    name: "read an unknown stored game",
    op: "GET /v1/sessions/{id}",
    status: 404,
    send: () => get(`/v1/sessions/${UNKNOWN_SESSION}`),
  },
  {
    name: "read a stored game by a malformed id",
    op: "GET /v1/sessions/{id}",
    status: 404,
    send: () => get("/v1/sessions/nope"),
  },

  // --- stored games: moves, undo, redo
  ...(() => {
    const op = "POST /v1/sessions/{id}/moves";
    const move = (s: Owned, body: unknown, headers: Record<string, string> = bearer(s.ownerToken)) =>
      post(`${session(s)}/moves`, body, headers);
    return [
      {
        name: "owner plays a move",
        op,
        status: 200,
        send: async () => {
          const s = await newSession("maze");
          return move(s, { move: s.legalMoves[0], version: s.version });
        },
      },
      {
        name: "owner plays a Wall move",
        op,
        status: 200,
        send: async () => {
          const s = await newSession("wall");
          return move(s, { move: s.legalMoves.at(-1), version: s.version });
        },
      },
      {
        name: "a retry with the same Idempotency-Key (the first reply again)",
        op,
        status: 200,
        send: async () => {
          const s = await newSession("maze");
          const key = { ...bearer(s.ownerToken), "Idempotency-Key": "k-2" };
          expect((await move(s, { move: s.legalMoves[0], version: s.version }, key)).status).toBe(200);
          return move(s, { move: s.legalMoves[0], version: s.version }, key);
        },
      },
      {
        name: "move without the owner token",
        op,
        status: 401,
        send: () => move(ctx.mazeSession, { move: ctx.mazeSession.legalMoves[0], version: 1 }, {}),
      },
      {
        name: "move with another game's owner token",
        op,
        status: 403,
        send: () =>
          move(
            ctx.mazeSession,
            { move: ctx.mazeSession.legalMoves[0], version: 1 },
            bearer(ctx.wallSession.ownerToken),
          ),
      },
      {
        name: "move at a stale version",
        op,
        status: 409,
        send: async () => {
          const s = await newSession("maze");
          await playFirst(s);
          return move(s, { move: s.legalMoves[1], version: s.version });
        },
      },
      {
        name: "illegal move in a stored game",
        op,
        status: 422,
        send: () =>
          move(ctx.mazeSession, { move: illegalMove(ctx.mazeSession), version: ctx.mazeSession.version }),
      },
      {
        name: "Idempotency-Key reused for another move",
        op,
        status: 422,
        send: async () => {
          const s = await newSession("maze");
          const key = { ...bearer(s.ownerToken), "Idempotency-Key": "k-1" };
          expect((await move(s, { move: s.legalMoves[0], version: s.version }, key)).status).toBe(200);
          return move(s, { move: s.legalMoves[1], version: s.version }, key);
        },
      },
      {
        name: "move, bad JSON",
        op,
        status: 400,
        send: () => post(`${session(ctx.mazeSession)}/moves`, "{", bearer(ctx.mazeSession.ownerToken)),
      },
      {
        name: "move without a version",
        op,
        status: 400,
        send: () => move(ctx.mazeSession, { move: ctx.mazeSession.legalMoves[0] }),
      },
      {
        name: "move, body as text/plain",
        op,
        status: 415,
        send: () =>
          send(
            "POST",
            `${session(ctx.mazeSession)}/moves`,
            { ...bearer(ctx.mazeSession.ownerToken), "Content-Type": "text/plain" },
            "{}",
          ),
      },
      { name: "move, body too large", op, status: 413, send: () => move(ctx.mazeSession, big) },
      {
        name: "move in an unknown stored game",
        op,
        status: 404,
        send: () =>
          post(
            `/v1/sessions/${UNKNOWN_SESSION}/moves`,
            { move: ctx.maze.legalMoves[0], version: 1 },
            bearer("x"),
          ),
      },
    ] satisfies Case[];
  })(),
  ...(["undo", "redo"] as const).flatMap((kind): Case[] => {
    const op = `POST /v1/sessions/{id}/${kind}` as const;
    const change = (s: Owned, body: unknown, headers: Record<string, string> = bearer(s.ownerToken)) =>
      post(`${session(s)}/${kind}`, body, headers);
    /** A stored game where `kind` can be done, and its version. */
    const ready = async () => {
      const s = await newSession("maze");
      await playFirst(s);
      if (kind === "undo") return { s, version: 2 };
      const undone = await post(`${session(s)}/undo`, { version: 2 }, bearer(s.ownerToken));
      expect(undone.status, await undone.clone().text()).toBe(200);
      return { s, version: 3 };
    };
    return [
      {
        name: `owner's ${kind}`,
        op,
        status: 200,
        send: async () => {
          const { s, version } = await ready();
          return change(s, { version });
        },
      },
      {
        name: `${kind} with nothing to ${kind}`,
        op,
        status: 409,
        send: async () => {
          const s = await newSession("maze");
          return change(s, { version: 1 });
        },
      },
      {
        name: `${kind} without the owner token`,
        op,
        status: 401,
        send: () => change(ctx.mazeSession, { version: 1 }, {}),
      },
      {
        name: `${kind} with another game's owner token`,
        op,
        status: 403,
        send: () => change(ctx.mazeSession, { version: 1 }, bearer(ctx.wallSession.ownerToken)),
      },
      { name: `${kind}, bad JSON`, op, status: 400, send: () => change(ctx.mazeSession, "]") },
      { name: `${kind} without a version`, op, status: 400, send: () => change(ctx.mazeSession, {}) },
      {
        name: `${kind} in an unknown stored game`,
        op,
        status: 404,
        send: () => post(`/v1/sessions/${UNKNOWN_SESSION}/${kind}`, { version: 1 }, bearer("x")),
      },
      {
        name: `${kind} in a resigned game`,
        op,
        status: 422,
        code: "game_over",
        send: async () => {
          const { s, version } = await ready();
          const resigned = await post(`${session(s)}/resign`, { version }, bearer(s.ownerToken));
          expect(resigned.status, await resigned.clone().text()).toBe(200);
          return change(s, { version: version + 1 });
        },
      },
    ];
  }),

  // --- stored games: resign
  ...(() => {
    const op = "POST /v1/sessions/{id}/resign";
    const resign = (s: Owned, body: unknown, headers: Record<string, string> = bearer(s.ownerToken)) =>
      post(`${session(s)}/resign`, body, headers);
    return [
      {
        name: "owner resigns",
        op,
        status: 200,
        send: async () => {
          const s = await newSession("maze");
          return resign(s, { version: s.version });
        },
      },
      {
        name: "owner resigns a ranked daily entry",
        op,
        status: 200,
        send: async () => {
          const entry = await newEntry("maze");
          return resign(entry, { version: entry.version });
        },
      },
      {
        name: "resign a second time",
        op,
        status: 422,
        code: "game_over",
        send: async () => {
          const s = await newSession("maze");
          expect((await resign(s, { version: s.version })).status).toBe(200);
          return resign(s, { version: s.version + 1 });
        },
      },
      {
        name: "resign without the owner token",
        op,
        status: 401,
        send: () => resign(ctx.mazeSession, { version: 1 }, {}),
      },
      {
        name: "resign with another game's owner token",
        op,
        status: 403,
        send: () => resign(ctx.mazeSession, { version: 1 }, bearer(ctx.wallSession.ownerToken)),
      },
      {
        name: "resign at a stale version",
        op,
        status: 409,
        code: "version_conflict",
        send: () => resign(ctx.playedMaze, { version: 1 }),
      },
      { name: "resign, bad JSON", op, status: 400, send: () => resign(ctx.mazeSession, "{") },
      { name: "resign without a version", op, status: 400, send: () => resign(ctx.mazeSession, {}) },
      {
        name: "resign an unknown stored game",
        op,
        status: 404,
        send: () => post(`/v1/sessions/${UNKNOWN_SESSION}/resign`, { version: 1 }, bearer("x")),
      },
    ] satisfies Case[];
  })(),

  // --- solvers and analysis
  ...(() => {
    const solve = "POST /v1/games/{game}/solve";
    const analysis = "GET /v1/sessions/{id}/analysis";
    return [
      {
        name: "solve a Maze token",
        op: solve,
        status: 200,
        send: async () => post(`${MAZE}/solve`, { state: (await deal("maze", { deal: 1 })).state }),
      },
      {
        name: "solve with a budget too small to decide",
        op: solve,
        status: 200,
        send: async () =>
          post(`${MAZE}/solve`, { state: (await deal("maze", { deal: 2 })).state, budget: 1 }),
      },
      {
        name: "solve a Wall token (hidden cards)",
        op: solve,
        status: 422,
        code: "hidden_cards",
        send: async () => post("/v1/games/wall/solve", { state: (await deal("wall", { deal: 1 })).state }),
      },
      {
        name: "solve a layout that is no position",
        op: solve,
        status: 422,
        code: "invalid_state",
        send: () => post(`${MAZE}/solve`, { layout: { slots: [] } }),
      },
      {
        name: "solve a daily deal while its challenge is open",
        op: solve,
        status: 409,
        code: "challenge_open",
        send: async () => {
          const res = await duringFirst.post(`/v1/daily/maze/${FIRST}/deals`);
          const { state } = (await res.json()) as { state: string };
          return duringFirst.post(`${MAZE}/solve`, { state });
        },
      },
      {
        name: "solve with neither state nor layout",
        op: solve,
        status: 400,
        send: () => post(`${MAZE}/solve`, {}),
      },
      { name: "solve, bad JSON", op: solve, status: 400, send: () => post(`${MAZE}/solve`, "{") },
      {
        name: "solve a tampered token",
        op: solve,
        status: 422,
        code: "state_tampered",
        send: async () => {
          const { state } = await deal("maze", { deal: 1 });
          return post(`${MAZE}/solve`, { state: state.slice(0, -2) + (state.endsWith("AA") ? "BA" : "AA") });
        },
      },
      {
        name: "analysis of a Maze game in play",
        op: analysis,
        status: 200,
        send: () => get(`${session(ctx.playedMaze)}/analysis`),
      },
      {
        name: "analysis of a Wall game in play",
        op: analysis,
        status: 409,
        code: "analysis_unavailable",
        send: () => get(`${session(ctx.wallSession)}/analysis`),
      },
      {
        name: "analysis of a ranked entry while open",
        op: analysis,
        status: 409,
        code: "challenge_open",
        send: async () => duringFirst.get(`${session(await newEntry("maze"))}/analysis`),
      },
      {
        name: "analysis of an unknown stored game",
        op: analysis,
        status: 404,
        send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/analysis`),
      },
    ] satisfies Case[];
  })(),

  // --- stored games: hints
  {
    name: "hint for a stored game",
    op: "POST /v1/sessions/{id}/hint",
    status: 200,
    send: () => send("POST", `${session(ctx.mazeSession)}/hint`),
  },
  {
    name: "hint for a stored Wall game in Greek",
    op: "POST /v1/sessions/{id}/hint",
    status: 200,
    send: () => send("POST", `${session(ctx.wallSession)}/hint`, { "Accept-Language": "el" }),
  },
  {
    name: "hint for a won stored game",
    op: "POST /v1/sessions/{id}/hint",
    status: 200,
    send: async () => {
      const s = await createSession({ game: "maze", layout: nearlyWonLayout() });
      const won = await post(
        `${session(s)}/moves`,
        { move: ctx.winningMove, version: 1 },
        bearer(s.ownerToken),
      );
      expect(((await won.json()) as SessionJson).status).toBe("won");
      return send("POST", `${session(s)}/hint`);
    },
  },
  {
    name: "hint for a stored game, unknown lang",
    op: "POST /v1/sessions/{id}/hint",
    status: 400,
    send: () => send("POST", `${session(ctx.mazeSession)}/hint?lang=zz`),
  },
  {
    name: "hint for an unknown stored game",
    op: "POST /v1/sessions/{id}/hint",
    status: 404,
    send: () => send("POST", `/v1/sessions/${UNKNOWN_SESSION}/hint`),
  },

  // --- stored games: history, export, live, boards
  {
    name: "history",
    op: "GET /v1/sessions/{id}/history",
    status: 200,
    send: () => get(`${session(ctx.playedMaze)}/history`),
  },
  {
    name: "history again with its ETag",
    op: "GET /v1/sessions/{id}/history",
    status: 304,
    send: () => again(`${session(ctx.playedMaze)}/history?limit=1`),
  },
  {
    name: "history of a Wall game",
    op: "GET /v1/sessions/{id}/history",
    status: 200,
    send: () => get(`${session(ctx.playedWall)}/history`),
  },
  {
    name: "history of a game without moves",
    op: "GET /v1/sessions/{id}/history",
    status: 200,
    send: () => get(`${session(ctx.mazeSession)}/history`),
  },
  {
    name: "history, a page of one",
    op: "GET /v1/sessions/{id}/history",
    status: 200,
    send: () => get(`${session(ctx.playedMaze)}/history?limit=1&after=0`),
  },
  {
    name: "history, limit 0",
    op: "GET /v1/sessions/{id}/history",
    status: 400,
    send: () => get(`${session(ctx.mazeSession)}/history?limit=0`),
  },
  {
    name: "history of an unknown stored game",
    op: "GET /v1/sessions/{id}/history",
    status: 404,
    send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/history`),
  },
  {
    name: "export of a Maze game",
    op: "GET /v1/sessions/{id}/export",
    status: 200,
    send: () => get(`${session(ctx.playedMaze)}/export`),
  },
  {
    name: "export of a random Maze game (its layout)",
    op: "GET /v1/sessions/{id}/export",
    status: 200,
    send: async () => get(`${session(await createSession({ game: "maze" }))}/export`),
  },
  {
    name: "export of a Wall game in play",
    op: "GET /v1/sessions/{id}/export",
    status: 409,
    send: () => get(`${session(ctx.wallSession)}/export`),
  },
  {
    name: "export of an unknown stored game",
    op: "GET /v1/sessions/{id}/export",
    status: 404,
    send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/export`),
  },
  {
    name: "live view",
    op: "GET /v1/sessions/{id}/live",
    status: 101,
    send: () => get(`${session(ctx.mazeSession)}/live`, { Upgrade: "websocket" }),
  },
  {
    name: "live view without Upgrade",
    op: "GET /v1/sessions/{id}/live",
    status: 426,
    send: () => get(`${session(ctx.mazeSession)}/live`),
  },
  {
    name: "live view of an unknown stored game",
    op: "GET /v1/sessions/{id}/live",
    status: 404,
    send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/live`, { Upgrade: "websocket" }),
  },
  ...(["svg", "txt"] as const).flatMap((kind): Case[] => {
    const op = `GET /v1/sessions/{id}/board.${kind}` as const;
    return [
      {
        name: `stored Maze board.${kind}`,
        op,
        status: 200,
        send: () => get(`${session(ctx.mazeSession)}/board.${kind}`),
      },
      {
        name: `stored Wall board.${kind} in Czech`,
        op,
        status: 200,
        send: () => get(`${session(ctx.wallSession)}/board.${kind}?lang=cs`),
      },
      {
        name: `board.${kind} of an unknown stored game`,
        op,
        status: 404,
        send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/board.${kind}`),
      },
    ];
  }),

  // --- players
  ...(() => {
    const op = "POST /v1/players";
    let made: Promise<string> | undefined;
    /** The id of a player made once for the profile cases. */
    const player = () =>
      (made ??= post("/v1/players", { name: "Ada" }).then(
        async (res) => ((await res.json()) as { id: string }).id,
      ));
    const create = (attempt: number) =>
      app.request(
        "/v1/players",
        {
          method: "POST",
          headers: { ...json, "CF-Connecting-IP": `198.51.100.${77 + attempt}` },
          body: '{"name":"Ada"}',
        },
        limited,
      );
    const flooded = () =>
      overTheLimit(async (attempt) => {
        for (let i = 0; i < 10; i++) expect((await create(attempt)).status).toBe(201);
      }, create);
    return [
      { name: "create a player", op, status: 201, send: () => post("/v1/players", { name: "Ada 😀" }) },
      { name: "player, bad JSON", op, status: 400, send: () => post("/v1/players", "{") },
      { name: "player without a name", op, status: 400, send: () => post("/v1/players", {}) },
      {
        name: "player, body as text/plain",
        op,
        status: 415,
        send: () => send("POST", "/v1/players", { "Content-Type": "text/plain" }, '{"name":"Ada"}'),
      },
      { name: "player, body too large", op, status: 413, send: () => post("/v1/players", big) },
      {
        name: "player name with a bidi override",
        op,
        status: 422,
        send: () => post("/v1/players", { name: "\u202eAda" }),
      },
      { name: "player creation over its own limit", op, status: 429, send: flooded },
      {
        name: "a player's profile",
        op: "GET /v1/players/{id}",
        status: 200,
        send: async () => get(`/v1/players/${await player()}`),
      },
      {
        name: "an unknown player",
        op: "GET /v1/players/{id}",
        status: 404,
        send: () => get(`/v1/players/${"A".repeat(22)}`),
      },
      {
        name: "a malformed player id",
        op: "GET /v1/players/{id}",
        status: 404,
        send: () => get("/v1/players/nope"),
      },
    ] satisfies Case[];
  })(),

  // --- leagues
  ...(() => {
    let made: Promise<{ id: string; joinCode: string; token: string }> | undefined;
    /** A player and the league it made, once for the league cases. */
    const league = () =>
      (made ??= (async () => {
        const player = (await (await post("/v1/players", { name: "Lea" })).json()) as { token: string };
        const res = await post("/v1/leagues", { name: "Club" }, { Authorization: `Bearer ${player.token}` });
        return { ...((await res.json()) as { id: string; joinCode: string }), token: player.token };
      })());
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    return [
      {
        name: "make a league",
        op: "POST /v1/leagues",
        status: 201,
        send: async () => post("/v1/leagues", { name: "Another" }, as((await league()).token)),
      },
      {
        name: "make a league without a player token",
        op: "POST /v1/leagues",
        status: 401,
        send: () => post("/v1/leagues", { name: "Club" }),
      },
      {
        name: "join a league with its code",
        op: "POST /v1/leagues/{id}/members",
        status: 200,
        send: async () => {
          const { id, joinCode, token } = await league();
          return post(`/v1/leagues/${id}/members`, { code: joinCode }, as(token));
        },
      },
      {
        name: "join a league with a wrong code",
        op: "POST /v1/leagues/{id}/members",
        status: 403,
        code: "wrong_join_code",
        send: async () => {
          const { id, token } = await league();
          return post(`/v1/leagues/${id}/members`, { code: "0000-0000-0000" }, as(token));
        },
      },
      {
        name: "a league",
        op: "GET /v1/leagues/{id}",
        status: 200,
        send: async () => get(`/v1/leagues/${(await league()).id}`),
      },
      {
        name: "an unknown league",
        op: "GET /v1/leagues/{id}",
        status: 404,
        send: () => get("/v1/leagues/nope"),
      },
      {
        name: "a league's streaks",
        op: "GET /v1/leagues/{id}/streaks",
        status: 200,
        send: async () => get(`/v1/leagues/${(await league()).id}/streaks`),
      },
      {
        name: "the streaks of an unknown league",
        op: "GET /v1/leagues/{id}/streaks",
        status: 404,
        send: () => get("/v1/leagues/nope/streaks"),
      },
      {
        name: "a member leaves a league",
        op: "DELETE /v1/leagues/{id}/members/{member}",
        status: 200,
        send: async () => {
          const { id, joinCode } = await league();
          const member = { token: await newPlayerToken() };
          const joined = await post(`/v1/leagues/${id}/members`, { code: joinCode }, as(member.token));
          expect(joined.status).toBe(200);
          return send("DELETE", `/v1/leagues/${id}/members/me`, as(member.token));
        },
      },
      {
        name: "a member, not the maker, removes another",
        op: "DELETE /v1/leagues/{id}/members/{member}",
        status: 403,
        code: "not_league_maker",
        send: async () => {
          const { id, joinCode } = await league();
          const member = { token: await newPlayerToken() };
          const joined = await post(`/v1/leagues/${id}/members`, { code: joinCode }, as(member.token));
          expect(joined.status).toBe(200);
          return send("DELETE", `/v1/leagues/${id}/members/1`, as(member.token));
        },
      },
      {
        name: "the maker removes a number no member has",
        op: "DELETE /v1/leagues/{id}/members/{member}",
        status: 404,
        code: "not_a_member",
        send: async () => {
          const { id, token } = await league();
          return send("DELETE", `/v1/leagues/${id}/members/999`, as(token));
        },
      },
      {
        name: "the maker changes the join code",
        op: "POST /v1/leagues/{id}/code",
        status: 200,
        send: async () => {
          // A league of its own: the others' cases join with the shared league's code.
          const token = await newPlayerToken();
          const own = (await (await post("/v1/leagues", { name: "Own" }, as(token))).json()) as {
            id: string;
          };
          return send("POST", `/v1/leagues/${own.id}/code`, as(token));
        },
      },
      {
        name: "a member, not the maker, changes the join code",
        op: "POST /v1/leagues/{id}/code",
        status: 403,
        code: "not_league_maker",
        send: async () => {
          const { id, joinCode } = await league();
          const member = { token: await newPlayerToken() };
          const joined = await post(`/v1/leagues/${id}/members`, { code: joinCode }, as(member.token));
          expect(joined.status).toBe(200);
          return send("POST", `/v1/leagues/${id}/code`, as(member.token));
        },
      },
      {
        name: "an entry and its standing",
        op: "GET /v1/daily/{game}/{date}/entries/{playerId}",
        status: 200,
        send: async () => {
          const entry = await newEntry("maze");
          const body = { version: entry.version };
          const resigned = await post(`${session(entry)}/resign`, body, bearer(entry.ownerToken));
          expect(resigned.status).toBe(200);
          return get(`${DAILY}/maze/today/entries/${entry.player.id}`);
        },
      },
      {
        name: "whether a new player's Wall entry would be listed (before entering)",
        op: "GET /v1/daily/{game}/{date}/listing",
        status: 200,
        send: async () => get(`${DAILY}/wall/today/listing`, bearer(await newPlayerToken())),
      },
      {
        name: "whether an entry would be listed, without a player token",
        op: "GET /v1/daily/{game}/{date}/listing",
        status: 401,
        send: () => get(`${DAILY}/wall/today/listing`),
      },
      {
        name: "the standing of a player without an entry",
        op: "GET /v1/daily/{game}/{date}/entries/{playerId}",
        status: 404,
        code: "no_entry",
        send: () => get(`${DAILY}/maze/today/entries/${"A".repeat(22)}`),
      },
      {
        name: "a resigned entry's share",
        op: "GET /v1/sessions/{id}/share",
        status: 200,
        send: async () => {
          const entry = await newEntry("maze");
          const body = { version: entry.version };
          expect((await post(`${session(entry)}/resign`, body, bearer(entry.ownerToken))).status).toBe(200);
          return get(`${session(entry)}/share`);
        },
      },
      {
        name: "the share of a game not of a daily deal",
        op: "GET /v1/sessions/{id}/share",
        status: 409,
        code: "share_unavailable",
        send: () => get(`${session(ctx.mazeSession)}/share`),
      },
      {
        name: "the share of an unknown stored game",
        op: "GET /v1/sessions/{id}/share",
        status: 404,
        code: "unknown_session",
        send: () => get(`/v1/sessions/${UNKNOWN_SESSION}/share`),
      },
      {
        name: "a date's picture",
        op: "GET /v1/daily/{game}/{date}/card.png",
        status: 200,
        send: () => get(`${DAILY}/maze/today/card.png`),
      },
      {
        name: "a picture of a date not open yet",
        op: "GET /v1/daily/{game}/{date}/card.png",
        status: 404,
        code: "challenge_not_open",
        send: () => get(`${DAILY}/maze/${FUTURE}/card.png`),
      },
      {
        name: "a resigned entry's picture",
        op: "GET /v1/daily/{game}/{date}/entries/{playerId}/card.png",
        status: 200,
        send: async () => {
          const entry = await newEntry("maze");
          const body = { version: entry.version };
          expect((await post(`${session(entry)}/resign`, body, bearer(entry.ownerToken))).status).toBe(200);
          return get(`${DAILY}/maze/today/entries/${entry.player.id}/card.png`);
        },
      },
      {
        name: "the picture of an entry in play",
        op: "GET /v1/daily/{game}/{date}/entries/{playerId}/card.png",
        status: 409,
        code: "share_unavailable",
        send: async () => get(`${DAILY}/maze/today/entries/${(await newEntry("maze")).player.id}/card.png`),
      },
      {
        name: "a league's leaderboard of today's Maze challenge",
        op: "GET /v1/daily/{game}/{date}/leaderboard",
        status: 200,
        send: async () => get(`${DAILY}/maze/today/leaderboard?league=${(await league()).id}`),
      },
    ] satisfies Case[];
  })(),

  // --- daily challenges (the real clock: `today` is open; the clocked APIs for other instants)
  {
    name: "today's challenges",
    op: "GET /v1/daily",
    status: 200,
    send: () => get(DAILY),
  },
  {
    name: "today's challenges before the first one",
    op: "GET /v1/daily",
    status: 404,
    code: "no_challenge",
    send: () => clockedApi(Date.parse("2026-11-29T12:00:00Z")).get(DAILY),
  },
  ...(() => {
    const op = "GET /v1/daily/{game}/{date}";
    return [
      { name: "today's Maze challenge", op, status: 200, send: () => get(`${DAILY}/maze/today`) },
      { name: "a Wall challenge by its date", op, status: 200, send: () => get(`${DAILY}/wall/${FIRST}`) },
      ...(["maze", "wall"] as const).map((game): Case => ({
        name: `a closed ${game} challenge, with its reveal`,
        op,
        status: 200,
        send: () => afterFirst.get(`${DAILY}/${game}/${FIRST}`),
      })),
      {
        name: "a closed date whose challenge was never prepared",
        op,
        status: 503,
        code: "challenge_not_ready",
        send: () => clockedApi(closesAt("2026-12-02") + 3_600_000).get(`${DAILY}/maze/2026-12-02`),
      },
      {
        name: "a malformed date",
        op,
        status: 400,
        code: "invalid_date",
        send: () => get(`${DAILY}/maze/2026-12-1`),
      },
      {
        name: "a date before the first challenge",
        op,
        status: 404,
        code: "no_challenge",
        send: () => get(`${DAILY}/maze/2026-11-30`),
      },
      {
        name: "a date not open yet",
        op,
        status: 404,
        code: "challenge_not_open",
        send: () => get(`${DAILY}/maze/${FUTURE}`),
      },
      {
        name: "an unknown game",
        op,
        status: 404,
        code: "unknown_game",
        send: () => get(`${DAILY}/spider/today`),
      },
    ] satisfies Case[];
  })(),
  ...(() => {
    const op = "POST /v1/daily/{game}/{date}/deals";
    return [
      {
        name: "casual Maze deal of today",
        op,
        status: 201,
        send: () => send("POST", `${DAILY}/maze/today/deals`),
      },
      {
        name: "casual Wall deal of a closed date",
        op,
        status: 201,
        send: () => afterFirst.post(`${DAILY}/wall/${FIRST}/deals`),
      },
      {
        name: "casual deal, a malformed date",
        op,
        status: 400,
        code: "invalid_date",
        send: () => send("POST", `${DAILY}/maze/someday/deals`),
      },
      {
        name: "casual deal, a date not open yet",
        op,
        status: 404,
        code: "challenge_not_open",
        send: () => send("POST", `${DAILY}/maze/${FUTURE}/deals`),
      },
      {
        name: "casual deal, an unknown game",
        op,
        status: 404,
        code: "unknown_game",
        send: () => send("POST", `${DAILY}/spider/today/deals`),
      },
    ] satisfies Case[];
  })(),
  {
    name: "a move in a casual daily game (its token marked daily)",
    op: "POST /v1/games/{game}/moves",
    status: 200,
    send: async () => {
      const res = await send("POST", `${DAILY}/maze/today/deals`);
      const casual = (await res.json()) as GameJson;
      return post(`${MAZE}/moves`, { state: casual.state, move: casual.legalMoves[0] });
    },
  },
  ...(() => {
    const op = "POST /v1/daily/{game}/{date}/entries";
    const enter = async (path: string, token?: string) =>
      send("POST", path, token === undefined ? {} : bearer(token));
    return [
      {
        name: "a ranked Maze entry",
        op,
        status: 201,
        send: async () => enter(`${DAILY}/maze/today/entries`, await newPlayerToken()),
      },
      {
        name: "a ranked Wall entry",
        op,
        status: 201,
        send: async () => enter(`${DAILY}/wall/today/entries`, await newPlayerToken()),
      },
      {
        name: "a second entry of the same player",
        op,
        status: 409,
        code: "already_entered",
        send: async () => {
          const token = await newPlayerToken();
          expect((await enter(`${DAILY}/maze/today/entries`, token)).status).toBe(201);
          return enter(`${DAILY}/maze/today/entries`, token);
        },
      },
      {
        name: "an entry once the challenge has closed",
        op,
        status: 409,
        code: "challenge_closed",
        send: async () =>
          afterFirst.post(`${DAILY}/maze/${FIRST}/entries`, undefined, bearer(await newPlayerToken())),
      },
      {
        name: "an entry without a player token",
        op,
        status: 401,
        code: "missing_player_token",
        send: () => enter(`${DAILY}/maze/today/entries`),
      },
      {
        name: "an entry with a token that is no player token",
        op,
        status: 401,
        code: "invalid_player_token",
        send: () => enter(`${DAILY}/maze/today/entries`, "x.y"),
      },
      {
        name: "an entry for a player that does not exist",
        op,
        status: 401,
        code: "invalid_player_token",
        send: () => enter(`${DAILY}/maze/today/entries`, `${"A".repeat(22)}.${"A".repeat(43)}`),
      },
      {
        name: "an entry, a malformed date",
        op,
        status: 400,
        code: "invalid_date",
        send: async () => enter(`${DAILY}/maze/2026-02-30/entries`, await newPlayerToken()),
      },
      {
        name: "an entry, a date not open yet",
        op,
        status: 404,
        code: "challenge_not_open",
        send: async () => enter(`${DAILY}/maze/${FUTURE}/entries`, await newPlayerToken()),
      },
      {
        name: "an entry, an unknown game",
        op,
        status: 404,
        code: "unknown_game",
        send: async () => enter(`${DAILY}/spider/today/entries`, await newPlayerToken()),
      },
    ] satisfies Case[];
  })(),
  ...(() => {
    const op = "POST /v1/daily/{game}/{date}/entries/mine";
    const mine = async (path: string, token?: string) =>
      send("POST", path, token === undefined ? {} : bearer(token));
    return [
      {
        name: "my entry again, with a new owner token",
        op,
        status: 200,
        send: async () => {
          const token = await newPlayerToken();
          expect((await mine(`${DAILY}/maze/today/entries`, token)).status).toBe(201);
          return mine(`${DAILY}/maze/today/entries/mine`, token);
        },
      },
      {
        name: "my entry, when the player has none",
        op,
        status: 404,
        code: "no_entry",
        send: async () => mine(`${DAILY}/maze/today/entries/mine`, await newPlayerToken()),
      },
      {
        name: "my entry once the challenge has closed",
        op,
        status: 409,
        code: "challenge_closed",
        send: async () =>
          afterFirst.post(`${DAILY}/maze/${FIRST}/entries/mine`, undefined, bearer(await newPlayerToken())),
      },
      {
        name: "my entry without a player token",
        op,
        status: 401,
        code: "missing_player_token",
        send: () => mine(`${DAILY}/maze/today/entries/mine`),
      },
    ] satisfies Case[];
  })(),
  ...(() => {
    const op = "GET /v1/daily/{game}/{date}/leaderboard";
    return [
      {
        name: "today's leaderboard, with an entry that resigned",
        op,
        status: 200,
        send: async () => {
          const entry = await newEntry("maze");
          const res = await post(
            `/v1/sessions/${entry.id}/resign`,
            { version: entry.version },
            bearer(entry.ownerToken),
          );
          expect(res.status, await res.clone().text()).toBe(200);
          return get(`${DAILY}/maze/today/leaderboard`);
        },
      },
      {
        name: "a leaderboard page of one",
        op,
        status: 200,
        send: () => get(`${DAILY}/maze/today/leaderboard?limit=1&offset=0`),
      },
      {
        name: "a closed challenge's leaderboard (entries link their games)",
        op,
        status: 200,
        send: async () => {
          const entered = await duringFirst.post(
            `${DAILY}/maze/${FIRST}/entries`,
            undefined,
            bearer(await newPlayerToken(duringFirst)),
          );
          const entry = (await entered.json()) as EntryJson;
          const res = await duringFirst.post(
            `/v1/sessions/${entry.id}/resign`,
            { version: entry.version },
            bearer(entry.ownerToken),
          );
          expect(res.status, await res.clone().text()).toBe(200);
          return afterFirst.get(`${DAILY}/maze/${FIRST}/leaderboard`);
        },
      },
      {
        name: "a leaderboard page of none",
        op,
        status: 400,
        code: "validation_failed",
        send: () => get(`${DAILY}/maze/today/leaderboard?limit=0`),
      },
      {
        name: "a leaderboard, a malformed date",
        op,
        status: 400,
        code: "invalid_date",
        send: () => get(`${DAILY}/maze/tomorrow/leaderboard`),
      },
      {
        name: "a leaderboard, a date not open yet",
        op,
        status: 404,
        code: "challenge_not_open",
        send: () => get(`${DAILY}/maze/${FUTURE}/leaderboard`),
      },
      {
        name: "a leaderboard, a date before the first challenge",
        op,
        status: 404,
        code: "no_challenge",
        send: () => get(`${DAILY}/wall/2026-11-30/leaderboard`),
      },
    ] satisfies Case[];
  })(),

  // --- a game's archive and feeds
  {
    name: "the archive",
    op: "GET /v1/daily/{game}/archive",
    status: 200,
    send: () => get(`${DAILY}/maze/archive?limit=2`),
  },
  {
    name: "the archive, a `before` that is no date",
    op: "GET /v1/daily/{game}/archive",
    status: 400,
    code: "invalid_date",
    send: () => get(`${DAILY}/maze/archive?before=2026-02-30`),
  },
  {
    name: "the archive of an unknown game",
    op: "GET /v1/daily/{game}/archive",
    status: 404,
    code: "unknown_game",
    send: () => get(`${DAILY}/chess/archive`),
  },
  {
    name: "the Atom feed",
    op: "GET /v1/daily/{game}/feed.atom",
    status: 200,
    send: () => get(`${DAILY}/wall/feed.atom`),
  },
  {
    name: "the Atom feed of an unknown game",
    op: "GET /v1/daily/{game}/feed.atom",
    status: 404,
    code: "unknown_game",
    send: () => get(`${DAILY}/chess/feed.atom`),
  },
  {
    name: "the iCalendar",
    op: "GET /v1/daily/{game}/calendar.ics",
    status: 200,
    send: () => get(`${DAILY}/maze/calendar.ics`),
  },
  {
    name: "the iCalendar of an unknown game",
    op: "GET /v1/daily/{game}/calendar.ics",
    status: 404,
    code: "unknown_game",
    send: () => get(`${DAILY}/chess/calendar.ics`),
  },

  // --- ranked entries as stored games
  {
    name: "read a ranked entry",
    op: "GET /v1/sessions/{id}",
    status: 200,
    send: async () => get(session(await newEntry("wall"))),
  },
  {
    name: "undo in a ranked Wall entry",
    op: "POST /v1/sessions/{id}/undo",
    status: 409,
    code: "undo_not_allowed",
    send: async () => {
      const entry = await newEntry("wall");
      await playFirst(entry);
      return post(`${session(entry)}/undo`, { version: entry.version + 1 }, bearer(entry.ownerToken));
    },
  },
  {
    name: "undo in a ranked Maze entry (counted)",
    op: "POST /v1/sessions/{id}/undo",
    status: 200,
    send: async () => {
      const entry = await newEntry("maze");
      await playFirst(entry);
      return post(`${session(entry)}/undo`, { version: entry.version + 1 }, bearer(entry.ownerToken));
    },
  },
  {
    name: "export of a ranked entry while its challenge is open",
    op: "GET /v1/sessions/{id}/export",
    status: 409,
    code: "challenge_open",
    send: async () => get(`${session(await newEntry("maze"))}/export`),
  },
  {
    name: "a move in a ranked entry once its challenge has closed",
    op: "POST /v1/sessions/{id}/moves",
    status: 409,
    code: "challenge_closed",
    send: async () => {
      const entered = await duringFirst.post(
        `${DAILY}/maze/${FIRST}/entries`,
        undefined,
        bearer(await newPlayerToken(duringFirst)),
      );
      const entry = (await entered.json()) as EntryJson;
      return afterFirst.post(
        `${session(entry)}/moves`,
        { move: entry.legalMoves[0], version: entry.version },
        bearer(entry.ownerToken),
      );
    },
  },
];

/** A concrete address for a path template. */
const address = (path: string) =>
  path.replace("{game}", "maze").replace("{id}", ctx.mazeSession.id).replace("{date}", "today");

// Every address answered with a method it does not take.
for (const path of Object.keys(DOCUMENT.paths)) {
  cases.push({
    name: `${DOCUMENT.paths[path]?.delete ? "PUT" : "DELETE"}, which the address does not take`,
    op: operationsAt(path),
    status: 405,
    send: () => send(DOCUMENT.paths[path]?.delete ? "PUT" : "DELETE", address(path)),
  });
}

// Without secret keys (and without the development switch) the routes that seal or open
// tokens fail closed.
const unconfigured = { ...env, DEV_SECRETS: undefined, STATE_KEYS: undefined, STATE_KEY_ID: undefined };
const app = createApp();
/** The answer without keys; the reason goes to the operator's log (captured and checked here). */
async function unconfiguredAnswer(path: string, init: RequestInit): Promise<Response> {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const res = await app.request(path, init, unconfigured);
    expect(log).toHaveBeenCalledWith("server not configured:", "STATE_KEYS is not set");
    return res;
  } finally {
    log.mockRestore();
  }
}
for (const [op, path, body] of [
  ["POST /v1/games/{game}/deals", `${MAZE}/deals`, () => ({ deal: 1 })],
  [
    "POST /v1/games/{game}/moves",
    `${MAZE}/moves`,
    () => ({ state: ctx.maze.state, move: ctx.maze.legalMoves[0] }),
  ],
  ["POST /v1/games/{game}/hint", `${MAZE}/hint`, () => ({ state: ctx.maze.state })],
  ["POST /v1/daily/{game}/{date}/deals", `${DAILY}/maze/today/deals`, () => ({})],
] as const) {
  cases.push({
    name: "without secret keys",
    op,
    status: 503,
    send: () => unconfiguredAnswer(path, { method: "POST", headers: json, body: JSON.stringify(body()) }),
  });
}
for (const kind of ["svg", "txt"]) {
  cases.push({
    name: "without secret keys",
    op: `GET /v1/games/{game}/board.${kind}` as OperationKey,
    status: 503,
    send: () => unconfiguredAnswer(`${MAZE}/board.${kind}?state=${encodeURIComponent(ctx.maze.state)}`, {}),
  });
}

// Every POST passes the body checks first, routes that read no body included.
for (const op of OPERATIONS.filter((o) => o.startsWith("POST "))) {
  const path = op.slice("POST ".length);
  cases.push(
    {
      name: "a body as text/plain",
      op,
      status: 415,
      send: () => send("POST", address(path), { "Content-Type": "text/plain" }, "x"),
    },
    { name: "a body too large", op, status: 413, send: () => send("POST", address(path), json, big) },
  );
}

// Every operation, from a client over its rate limit (the suite runs with the limit off:
// this app has it on, 25 requests a minute, for one address of its own).
const limited = { ...env, RATE_LIMIT: undefined };
const FLOODER = { "CF-Connecting-IP": "198.51.100.42" };
/** Spends the flooder's budget (a request or two once it is spent: the window may have turned). */
async function flood() {
  let flooded = false;
  for (let i = 0; !flooded && i < 100; i++) {
    flooded = (await app.request("/v1/health", { headers: FLOODER }, limited)).status === 429;
  }
  expect(flooded, "the rate limit never answered 429").toBe(true);
}
for (const op of OPERATIONS) {
  const [method, path] = op.split(" ") as [string, string];
  cases.push({
    name: "over the rate limit",
    op,
    status: 429,
    send: () => {
      const hasBody = method === "POST";
      return overTheLimit(flood, () =>
        app.request(
          address(path),
          { method, headers: { ...FLOODER, ...(hasBody ? json : {}) }, ...(hasBody ? { body: "{}" } : {}) },
          limited,
        ),
      );
    },
  });
}

beforeAll(async () => {
  // The first date's challenges, prepared while it was open (no request prepares a closed date).
  for (const game of ["maze", "wall"])
    expect((await duringFirst.get(`${DAILY}/${game}/${FIRST}`)).status).toBe(200);
  ctx.maze = await deal("maze", { deal: 1 });
  ctx.wall = await deal("wall", { deal: 2 });
  ctx.nearlyWon = await deal("maze", { layout: nearlyWonLayout() });
  for (const move of ctx.nearlyWon.legalMoves) {
    const res = await post(`${MAZE}/moves`, { state: ctx.nearlyWon.state, move });
    ctx.won = (await res.json()) as GameJson;
    ctx.winningMove = move;
    if (ctx.won.status === "won") break;
  }
  expect(ctx.won.status).toBe("won");
  ctx.mazeSession = await createSession({ game: "maze", deal: 1 });
  ctx.wallSession = await createSession({ game: "wall", deal: 2 });
  ctx.playedMaze = await newSession("maze");
  await playFirst(ctx.playedMaze);
  const again = await post(
    `${session(ctx.playedMaze)}/moves`,
    { move: ((await (await get(session(ctx.playedMaze))).json()) as SessionJson).legalMoves[0], version: 2 },
    bearer(ctx.playedMaze.ownerToken),
  );
  expect(again.status, await again.clone().text()).toBe(200);
  ctx.playedWall = await newSession("wall");
  await playFirst(ctx.playedWall);
});

const exercised = new Map<OperationKey, Set<number>>(OPERATIONS.map((op) => [op, new Set()]));

describe("live answers fit openapi/openapi.json", () => {
  for (const c of cases) {
    const ops = Array.isArray(c.op) ? c.op : [c.op];
    it(`${ops.length === 1 ? ops[0] : ops[0]!.slice(ops[0]!.indexOf(" ") + 1)}: ${c.name}`, async () => {
      const answer: Answer = await answerOf(await c.send());
      for (const op of ops) exercised.get(op)?.add(answer.status);
      const problems = ops.flatMap((op) => answerProblems(op, answer));
      if (c.status !== undefined && answer.status !== c.status) {
        problems.unshift(
          `the case meant to provoke ${c.status} got ${answer.status}: ${answer.body.slice(0, 300)}`,
        );
      }
      const code = c.code === undefined ? undefined : (JSON.parse(answer.body) as { code?: string }).code;
      if (code !== c.code) problems.unshift(`the case meant to provoke ${c.code} got ${code}`);
      expect(problems).toEqual([]);
    });
  }

  it("every operation of the document was exercised, with a success and a failure", () => {
    const missing = [...exercised].flatMap(([op, statuses]) => [
      ...(![...statuses].some((s) => s < 300) ? [`${op}: no success`] : []),
      ...(![...statuses].some((s) => s >= 400) ? [`${op}: no failure`] : []),
    ]);
    expect(missing).toEqual([]);
  });
});

describe("the checker itself", () => {
  const answer = (
    status: number,
    contentType: string | null,
    body: string,
    headers: Record<string, string> = {},
  ) => ({
    status,
    headers: new Headers({ ...(contentType ? { "Content-Type": contentType } : {}), ...headers }),
    body,
  });
  const game = JSON.stringify({ game: "maze", state: "x" });
  const problem = JSON.stringify({
    type: "urn:x",
    title: "not_found",
    status: 404,
    code: "no_such_code",
    detail: "x",
  });

  it("finds an undocumented status, media type, body or missing header", () => {
    const problems = (op: OperationKey, a: Answer) => answerProblems(op, a).join("\n");
    expect(problems("GET /v1/health", answer(418, "application/json", "{}"))).toContain("does not list");
    expect(problems("GET /v1/health", answer(200, "text/html", "<p>up</p>"))).toContain(
      "not as application/json",
    );
    expect(problems("POST /v1/games/{game}/deals", answer(201, "application/json", game))).toContain(
      "must have required property 'view'",
    );
    expect(problems("POST /v1/games/{game}/deals", answer(201, "application/json", "{"))).toContain(
      "not JSON",
    );
    expect(
      problems("POST /v1/games/{game}/deals", answer(404, "application/problem+json", problem)),
    ).toContain("must be equal to one of the allowed values");
    expect(problems("POST /v1/sessions", answer(201, "application/json", "{}"))).toContain(
      "without its required header Location",
    );
    const gameOver = JSON.stringify({
      type: "urn:x",
      title: "Game over",
      status: 422,
      code: "game_over",
      detail: "x",
    });
    expect(problems("POST /v1/sessions/{id}/resign", answer(422, "application/problem+json", gameOver))).toBe(
      "",
    );
    expect(
      problems("POST /v1/games/{game}/hint", answer(422, "application/problem+json", gameOver)),
    ).toContain("with code game_over, which it does not list");
  });
});
