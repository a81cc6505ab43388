import { SELF } from "cloudflare:test";
import { expect } from "vitest";

export const BASE = "http://api.test";

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
