import type { z } from "@hono/zod-openapi";
import { describe, expectTypeOf, it } from "vitest";
import type { GAMES } from "../../../src/games/registry.ts";
import type { GAME_SCHEMAS } from "../../../src/http/schemas/games.ts";
import type { LadderEvent, LadderMove, LadderView } from "./engine.ts";

// Ladder's zod schemas describe exactly its engine's types, as test/worker/schemas.test.ts
// checks for the production games; read through the tables (compiled by test/games/tsconfig.json,
// where the registry has Ladder), so the row the kit gives is the one checked.
type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
type Same<S extends z.ZodType> = DeepReadonly<z.infer<S>>;

describe("Ladder's zod schemas equal its engine types", () => {
  it("move, view and event", () => {
    expectTypeOf<Same<(typeof GAME_SCHEMAS)["ladder"]["move"]>>().toEqualTypeOf<DeepReadonly<LadderMove>>();
    expectTypeOf<Same<(typeof GAME_SCHEMAS)["ladder"]["view"]>>().toEqualTypeOf<DeepReadonly<LadderView>>();
    expectTypeOf<Same<(typeof GAME_SCHEMAS)["ladder"]["event"]>>().toEqualTypeOf<DeepReadonly<LadderEvent>>();
    expectTypeOf<(typeof GAMES)["ladder"]["id"]>().toEqualTypeOf<string>();
  });
});
