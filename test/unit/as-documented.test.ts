import type { z } from "@hono/zod-openapi";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  jsonText,
  type HistoryEntry,
  type JsonValue,
  type SessionSnapshot,
} from "../../src/durable/session/session-types.ts";
import { engineOf } from "../../src/games/registry.ts";
import { asDocumented, textAsDocumented } from "../../src/http/route-kit.ts";
import type { HistorySchema, SessionSchema } from "../../src/http/schemas/session.ts";

// The cast from a Durable Object's answer to its response schema checks every field but the
// per-game ones (moves, events, views), at compile time: each `@ts-expect-error` below fails
// `npm run typecheck` when the cast lets that answer through.

type Session = z.infer<typeof SessionSchema>;
type History = z.infer<typeof HistorySchema>;

const maze = engineOf("maze");
const state = maze.deal(1);
const snapshot: SessionSnapshot = {
  game: "maze",
  view: maze.view(state),
  score: maze.score(state),
  status: maze.status(state),
  legalMoves: maze.legalMoves(state) as JsonValue[],
  moveSlots: maze.legalMoves(state).map((m) => maze.moveSlots(maze.view(state), m)),
  origin: "deal",
  custom: false,
  resigned: false,
  revealed: false,
  id: "0".repeat(64),
  version: 1,
  moveCount: 0,
  redoCount: 0,
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
};
const move: JsonValue = { type: "move", from: 0, to: 8 };
const entry: HistoryEntry = {
  seq: 1,
  move,
  events: [],
  scoreAfter: 0,
  statusAfter: "playing",
  playedAt: "2026-12-01T00:00:00.000Z",
};
const page = {
  id: snapshot.id,
  game: "maze" as const,
  version: 2,
  moveCount: 1,
  moves: [entry],
  redoCount: 0,
};

describe("asDocumented: an answer as its response schema, checked", () => {
  it("takes an answer with the schema's fields (the per-game ones as any game's JSON), unchanged", () => {
    const session = asDocumented<Session>()(snapshot);
    expectTypeOf(session).toEqualTypeOf<Session>();
    expect(session).toBe(snapshot);
    expect(asDocumented<History>()({ ...page, next: null })).toEqual({ ...page, next: null });
  });

  it("refuses at compile time a misspelled, a renamed, a missing or a mistyped field, at any depth", () => {
    const { moveCount, ...rest } = snapshot;
    const checks = [
      // @ts-expect-error a misspelled field
      () => asDocumented<Session>()({ ...rest, moveCuont: moveCount }),
      // @ts-expect-error a field the schema does not have, even beside every field it has
      () => asDocumented<Session>()({ ...snapshot, moveTotal: moveCount }),
      // @ts-expect-error an optional field misspelled (`daily`)
      () => asDocumented<Session>()({ ...snapshot, dialy: { date: "2026-12-01", ranked: false } }),
      // @ts-expect-error a field misspelled inside a nested object
      () => asDocumented<Session>()({ ...snapshot, daily: { date: "2026-12-01", rankd: false } }),
      // @ts-expect-error a field misspelled inside the objects of a list
      () => asDocumented<History>()({ ...page, next: null, moves: [{ ...entry, scoreAftr: 0 }] }),
      // @ts-expect-error a missing field
      () => asDocumented<Session>()(rest),
      // @ts-expect-error a field of another type
      () => asDocumented<Session>()({ ...snapshot, moveCount: String(moveCount) }),
      // @ts-expect-error a status the schema does not list
      () => asDocumented<History>()({ ...page, next: null, moves: [{ ...entry, statusAfter: "paused" }] }),
    ];
    // The casts change nothing at run time: each answer is the object it was given.
    for (const check of checks) expect(check()).toBeTypeOf("object");
  });
});

describe("textAsDocumented: an answer's JSON text as its response schema's, checked alike", () => {
  it("takes the text of an answer with the schema's fields, unchanged, and refuses another's", () => {
    const text = jsonText(snapshot);
    expect(textAsDocumented<Session>()(text)).toBe(text);
    expect(JSON.parse(textAsDocumented<Session>()(text))).toEqual(snapshot);
    const { moveCount, ...rest } = snapshot;
    const checks = [
      // @ts-expect-error a field the schema does not have
      () => textAsDocumented<Session>()(jsonText({ ...snapshot, moveTotal: moveCount })),
      // @ts-expect-error a missing field
      () => textAsDocumented<Session>()(jsonText(rest)),
      // @ts-expect-error a field of another type
      () => textAsDocumented<Session>()(jsonText({ ...snapshot, moveCount: String(moveCount) })),
    ];
    for (const check of checks) expect(check()).toBeTypeOf("string");
  });
});
