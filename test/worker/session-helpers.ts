import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { LiveMessage } from "../../src/durable/session/session-types.ts";
import type { Bindings } from "../../src/env.ts";
import { BASE, post, type GameJson } from "./helpers.ts";

export const sessions = (env as unknown as Bindings).GAME_SESSIONS;
export const stubOf = (id: string) => sessions.get(sessions.idFromString(id));

export interface SessionJson extends Omit<GameJson, "state"> {
  id: string;
  ownerToken?: string;
  version: number;
  moveCount: number;
  redoCount: number;
  revealed: boolean;
  updatedAt: string;
  move?: Record<string, unknown>;
}

export interface HistoryJson {
  version: number;
  redoCount: number;
  moves: { seq: number; move: Record<string, unknown>; events: { type: string }[]; scoreAfter: number }[];
}

export async function createSession(body: unknown): Promise<SessionJson & { ownerToken: string }> {
  const res = await post("/v1/sessions", body);
  expect(res.status, await res.clone().text()).toBe(201);
  const json = (await res.json()) as SessionJson & { ownerToken: string };
  expect(res.headers.get("Location")).toBe(`/v1/sessions/${json.id}`);
  return json;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST a change (moves, undo, redo) as the owner. */
export const change = (
  id: string,
  kind: "moves" | "undo" | "redo",
  body: unknown,
  token?: string,
  headers = {},
) => post(`/v1/sessions/${id}/${kind}`, body, { ...(token === undefined ? {} : bearer(token)), ...headers });

export async function changed(res: Response): Promise<SessionJson> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SessionJson;
}

export const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(BASE + path, { headers });

export async function readSession(id: string): Promise<SessionJson> {
  const res = await get(`/v1/sessions/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SessionJson;
}

export async function readHistory(id: string): Promise<HistoryJson> {
  const res = await get(`/v1/sessions/${id}/history`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as HistoryJson;
}

/** A real WebSocket client on the live route, with a queue of the messages it received. */
/** A spectator's socket on a stored game (`headers`: its client address, the owner's token). */
export async function watch(id: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}/v1/sessions/${id}/live`, {
    headers: { Upgrade: "websocket", ...headers },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const queue: LiveMessage[] = [];
  const waiters: ((m: LiveMessage) => void)[] = [];
  let closed: { code: number } | undefined;
  let count = 0;
  let pongs = 0;
  ws.addEventListener("message", (event) => {
    // The runtime's answer to `ping` (not JSON).
    if (event.data === "pong") return void pongs++;
    count++;
    const message = JSON.parse(event.data as string) as LiveMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  ws.addEventListener("close", (event) => {
    closed = { code: event.code };
  });
  ws.accept();
  const next = () =>
    new Promise<LiveMessage>((resolve, reject) => {
      const early = queue.shift();
      if (early) return resolve(early);
      const timer = setTimeout(() => reject(new Error("no live message within a minute")), 60_000);
      waiters.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  return { ws, next, closed: () => closed, received: () => count, pongs: () => pongs };
}

/** Plays the first legal move `count` times as the owner (fewer once the game is over). */
export async function playFirstMoves(
  session: SessionJson & { ownerToken: string },
  count: number,
): Promise<SessionJson> {
  let now: SessionJson = session;
  for (let i = 0; i < count && now.status === "playing" && now.legalMoves.length > 0; i++) {
    now = await changed(
      await change(
        session.id,
        "moves",
        { move: now.legalMoves[0], version: now.version },
        session.ownerToken,
      ),
    );
  }
  return now;
}
