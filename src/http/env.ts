import type { Bindings } from "../env.ts";

/** The Hono environment of every route. */
export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    /** The clock (epoch ms): `Date.now` unless the app was made with another (tests). */
    now: () => number;
  };
}
