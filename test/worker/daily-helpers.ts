import { env } from "cloudflare:test";
import { expect } from "vitest";
import { createApp } from "../../src/http/app.ts";
import type { Bindings } from "../../src/env.ts";
import { addDays, opensAt, type IsoDate } from "../../src/daily/calendar.ts";
import { ESTABLISHED_DAILIES, ESTABLISHED_DAYS } from "../../src/durable/limits.ts";
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

/** Entries a board lists, and all (unlisted ones included). */
export interface EntryCountsJson {
  total: number;
  finished: number;
  won: number;
  all: { total: number; finished: number; won: number };
}

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
  entries: EntryCountsJson;
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
  entries: EntryCountsJson;
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

/** A request's client address (its client key), as Cloudflare's edge sets it. */
export const fromAddress = (address: string | undefined): Record<string, string> =>
  address === undefined ? {} : { "CF-Connecting-IP": address };

export async function newPlayer(
  api: Api,
  name: string,
  address?: string,
): Promise<{ id: string; token: string; name: string }> {
  return okJson(await api.post("/v1/players", { name }, fromAddress(address)), 201);
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function enter(
  api: Api,
  game: string,
  date: string,
  token: string,
  address?: string,
): Promise<EntryJson> {
  const headers = { ...auth(token), ...fromAddress(address) };
  return okJson<EntryJson>(await api.post(`/v1/daily/${game}/${date}/entries`, undefined, headers), 201);
}

/**
 * A player established for `date`'s global boards: made ESTABLISHED_DAYS + 1 days before the
 * date opened, with ESTABLISHED_DAILIES Maze dailies of earlier dates entered and resigned (the
 * clock is left at the last of them).
 */
export async function establishedPlayer(api: Api, name: string, date: string, address?: string) {
  const day = 86_400_000;
  api.at(opensAt(date) - (ESTABLISHED_DAYS + 1) * day);
  const player = await newPlayer(api, name, address);
  for (let i = 0; i < ESTABLISHED_DAILIES; i++) {
    const earlier = addDays(date as IsoDate, i - ESTABLISHED_DAYS);
    api.at(Date.parse(`${earlier}T12:00:00Z`));
    await okJson(await act(api, await enter(api, "maze", earlier, player.token, address), "resign"));
  }
  return player;
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
