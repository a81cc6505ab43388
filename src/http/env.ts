import type { Bindings } from "../env.ts";

/** The Hono environment of every route. */
export interface AppEnv {
  Bindings: Bindings;
}
