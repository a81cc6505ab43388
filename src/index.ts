import { createApp } from "./http/app.ts";
import { prepareAhead } from "./durable/daily-challenge/prepare-ahead.ts";
import type { Bindings } from "./env.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** The hourly cron (wrangler.toml): the coming days' daily challenges, prepared ahead. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(prepareAhead(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;

export { GameSession } from "./durable/session/game-session.ts";
export { DailyChallenge } from "./durable/daily-challenge/daily-challenge.ts";
export { DailyArchive } from "./durable/archive/daily-archive.ts";
export { Player } from "./durable/player/player.ts";
export { ClientQuota } from "./durable/quota/client-quota.ts";
export { League } from "./durable/league/league.ts";
