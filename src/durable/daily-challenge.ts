import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env.ts";

/** One game's challenge of one date: its prepared deal, the entries and the leaderboard. */
export class DailyChallenge extends DurableObject<Bindings> {}
