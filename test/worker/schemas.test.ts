import type { z } from "@hono/zod-openapi";
import { describe, expectTypeOf, it } from "vitest";
import type { GAMES, GameId } from "../../src/games/registry.ts";
import type { GAME_SCHEMAS } from "../../src/http/schemas/games.ts";

// The zod schemas (what the API validates and documents) must describe exactly the
// engines' types, for every registered game: these checks fail to compile (npm run
// typecheck) when they drift or when a game has no schemas.
type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
type Same<S extends z.ZodType> = DeepReadonly<z.infer<S>>;

type Engine<G extends GameId> = (typeof GAMES)[G];
type MoveOf<G extends GameId> = Parameters<Engine<G>["applyMove"]>[1];
type ViewOf<G extends GameId> = ReturnType<Engine<G>["view"]>;
type EventOf<G extends GameId> = Extract<
  ReturnType<Engine<G>["applyMove"]>,
  { ok: true }
>["value"]["events"][number];

type Described<G extends GameId> = {
  move: Same<(typeof GAME_SCHEMAS)[G]["move"]>;
  view: Same<(typeof GAME_SCHEMAS)[G]["view"]>;
  event: Same<(typeof GAME_SCHEMAS)[G]["event"]>;
};
type Engines<G extends GameId> = {
  move: DeepReadonly<MoveOf<G>>;
  view: DeepReadonly<ViewOf<G>>;
  event: DeepReadonly<EventOf<G>>;
};

describe("zod schemas equal the engine types", () => {
  it("Wall", () => {
    expectTypeOf<Described<"wall">>().toEqualTypeOf<Engines<"wall">>();
  });
  it("Maze", () => {
    expectTypeOf<Described<"maze">>().toEqualTypeOf<Engines<"maze">>();
  });
  it("every game", () => {
    expectTypeOf<{ [G in GameId]: Described<G> }>().toEqualTypeOf<{ [G in GameId]: Engines<G> }>();
  });
});
