import type { z } from "@hono/zod-openapi";
import { describe, expectTypeOf, it } from "vitest";
import type { MazeEvent, MazeMove, MazeView } from "../../src/games/maze/index.ts";
import type { WallEvent, WallMove, WallView } from "../../src/games/wall/index.ts";
import type {
  MazeEventSchema,
  MazeMoveSchema,
  MazeViewSchema,
  WallEventSchema,
  WallMoveSchema,
  WallViewSchema,
} from "../../src/http/schemas/games.ts";

// The zod schemas (what the API validates and documents) must describe exactly the
// engines' types: these checks fail to compile (npm run typecheck) when they drift.
type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
type Same<S extends z.ZodType> = DeepReadonly<z.infer<S>>;

describe("zod schemas equal the engine types", () => {
  it("Wall", () => {
    expectTypeOf<Same<typeof WallMoveSchema>>().toEqualTypeOf<DeepReadonly<WallMove>>();
    expectTypeOf<Same<typeof WallViewSchema>>().toEqualTypeOf<DeepReadonly<WallView>>();
    expectTypeOf<Same<typeof WallEventSchema>>().toEqualTypeOf<DeepReadonly<WallEvent>>();
  });
  it("Maze", () => {
    expectTypeOf<Same<typeof MazeMoveSchema>>().toEqualTypeOf<DeepReadonly<MazeMove>>();
    expectTypeOf<Same<typeof MazeViewSchema>>().toEqualTypeOf<DeepReadonly<MazeView>>();
    expectTypeOf<Same<typeof MazeEventSchema>>().toEqualTypeOf<DeepReadonly<MazeEvent>>();
  });
});
