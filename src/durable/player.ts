import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env.ts";

/** One player: name, hashed token, results per game and date (streaks). */
export class Player extends DurableObject<Bindings> {}
