import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export const BASE = "http://api.test";

/**
 * How long a test waits for something that happens in the background (a socket closed, a
 * slot freed): long enough for a slow, busy machine. Not the default second of `vi.waitFor`.
 */
export const PATIENTLY = { timeout: 60_000, interval: 50 };

/** The rate limiters' window: miniflare counts in fixed minutes of the wall clock. */
const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/**
 * Runs `body` (told its attempt, to count from fresh client addresses) again when a run that
 * failed straddled the turn of a minute: the limiters' counts start again at that instant, so
 * a test that counts requests to a limit holds only within one window, however slow the machine.
 */
export async function inOneWindow<T>(body: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const started = minuteOf(Date.now());
    try {
      return await body(attempt);
    } catch (error) {
      if (attempt >= 2 || minuteOf(Date.now()) === started) throw error;
    }
  }
}

export async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(BASE + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function expectProblem(res: Response, status: number, code: string) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(body.status).toBe(status);
  expect(typeof body.detail).toBe("string");
  return body;
}

export interface GameJson {
  game: string;
  state: string;
  view: { slots: string[][]; score: number; status: string } & Record<string, unknown>;
  score: number;
  status: string;
  legalMoves: Record<string, unknown>[];
  origin: string;
  custom: boolean;
  deal?: number;
  events?: { type: string }[];
  move?: unknown;
}

export async function deal(game: string, body: unknown = {}): Promise<GameJson> {
  const res = await post(`/v1/games/${game}/deals`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as GameJson;
}

/**
 * A request over a limit: `fill` spends the budget of attempt's client, `request` comes from
 * it. Both again (a fresh client) when the minute turned meanwhile and the request was let in.
 */
export async function overTheLimit(
  fill: (attempt: number) => Promise<unknown>,
  request: (attempt: number) => Promise<Response> | Response,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const started = minuteOf(Date.now());
    await fill(attempt);
    const res = await request(attempt);
    if (res.status === 429 || attempt >= 2 || minuteOf(Date.now()) === started) return res;
  }
}
