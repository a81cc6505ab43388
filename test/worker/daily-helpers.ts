import { env } from "cloudflare:test";
import { expect } from "vitest";
import { createApp } from "../../src/http/app.ts";
import type { Bindings } from "../../src/env.ts";
import type { GameJson } from "./helpers.ts";
import type { SessionJson } from "./session-helpers.ts";

export const bindings = env as unknown as Bindings;

/** The API with its clock at `now` (epoch ms), moved by `at`. */
export function clockedApi(start: number) {
  let now = start;
  const app = createApp({ now: () => now });
  const call = (path: string, init: RequestInit = {}) =>
    app.request(`http://api.test${path}`, init, bindings);
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method,
      headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  return {
    at: (ms: number) => (now = ms),
    now: () => now,
    get: (path: string, headers: Record<string, string> = {}) => call(path, { headers }),
    post: (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      send("POST", path, body, headers),
    delete: (path: string, headers: Record<string, string> = {}) => send("DELETE", path, undefined, headers),
  };
}
export type Api = ReturnType<typeof clockedApi>;

export interface ChallengeJson {
  game: string;
  date: string;
  number: number;
  status: "open" | "closed";
  opensAt: string;
  closesAt: string;
  scheme: string;
  par: number;
  commitment: string;
  start: { view: GameJson["view"]; score: number; status: string; legalMoves: Record<string, unknown>[] };
  entries: { total: number; finished: number; won: number };
  reveal?: {
    scheme: string;
    candidate: number;
    layout: Record<string, unknown>;
    pack: string[];
    salt: string;
    proof: Record<string, unknown>[];
  };
}

export interface EntryJson extends SessionJson {
  ownerToken: string;
  daily: { date: string; ranked: true; playerId: string; undos: number };
  player: { id: string; name: string };
  resigned: boolean;
}

export interface LeaderboardJson {
  status: string;
  entries: { total: number; finished: number; won: number };
  rows: {
    rank: number;
    playerId: string;
    name: string;
    result: "won" | "lost" | "resigned";
    score: number;
    moves: number;
    undos: number;
    hints: number;
    timeMs: number;
    sessionId?: string;
  }[];
  next: string | null;
}

export async function okJson<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export async function newPlayer(
  api: Api,
  name: string,
): Promise<{ id: string; token: string; name: string }> {
  return okJson(await api.post("/v1/players", { name }), 201);
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function enter(api: Api, game: string, date: string, token: string): Promise<EntryJson> {
  return okJson<EntryJson>(await api.post(`/v1/daily/${game}/${date}/entries`, undefined, auth(token)), 201);
}

/** One change of a stored game as its owner, at its current version. */
export async function act(
  api: Api,
  game: SessionJson & { ownerToken: string },
  kind: "moves" | "undo" | "redo" | "resign",
  move?: unknown,
): Promise<Response> {
  const body = move === undefined ? { version: game.version } : { move, version: game.version };
  return api.post(`/v1/sessions/${game.id}/${kind}`, body, auth(game.ownerToken));
}

/** Plays the stored game's own hints until it ends (or `limit` moves). */
export async function playHints<T extends SessionJson & { ownerToken: string }>(
  api: Api,
  game: T,
  limit = 1000,
): Promise<T> {
  let now = game;
  for (let i = 0; i < limit && now.status === "playing"; i++) {
    const hint = await okJson<{ move: unknown }>(
      await api.post(`/v1/sessions/${game.id}/hint`, undefined, auth(game.ownerToken)),
    );
    expect(hint.move).not.toBeNull();
    now = { ...(await okJson<T>(await act(api, now, "moves", hint.move))), ownerToken: game.ownerToken };
  }
  return now;
}
