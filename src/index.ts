import { createApp } from "./http/app.ts";
import { prepareAhead } from "./durable/prepare-ahead.ts";
import type { Bindings } from "./env.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** The hourly cron (wrangler.toml): the coming days' daily challenges, prepared ahead. */
  scheduled(controller, env, ctx) {
    ctx.waitUntil(prepareAhead(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Bindings>;

export { GameSession } from "./durable/game-session.ts";
export { DailyChallenge } from "./durable/daily-challenge.ts";
export { Player } from "./durable/player.ts";
export { ClientQuota } from "./durable/client-quota.ts";
export { League } from "./durable/league.ts";
