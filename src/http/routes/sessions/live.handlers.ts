import { quotas } from "../../../durable/clients.ts";
import { MAX_CLIENT_SOCKETS, MAX_SOCKETS_PER_CLIENT, MAX_SPECTATORS } from "../../../durable/limits.ts";
import { clientOf } from "../../middleware.ts";
import { ProblemError } from "../../problem.ts";
import type { AppRouteHandler } from "../../route-kit.ts";
import { storedGame } from "../../stored-game.ts";
import type { liveRoute } from "./live.routes.ts";

export const live: AppRouteHandler<typeof liveRoute> = async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ProblemError("websocket_required");
  const client = clientOf(c);
  const game = storedGame(c, c.req.valid("param").id);
  // The client's sockets in all games first (its ClientQuota); a socket the game refuses is given back.
  const sockets = quotas(c.env);
  if (!(await sockets.claimSocket(client, game.id, c.var.now())))
    throw new ProblemError("too_many_sockets_in_all", {
      params: { limit: MAX_CLIENT_SOCKETS },
      headers: { "Retry-After": "60" },
    });
  const res = await game.live(c.req.raw, client);
  if (res.status !== 101) await sockets.releaseSocket(client, game.id);
  if (res.status === 404) throw new ProblemError("unknown_session");
  if (res.status === 503) throw new ProblemError("spectators_full", { params: { limit: MAX_SPECTATORS } });
  if (res.status === 429)
    throw new ProblemError("too_many_sockets", {
      params: { limit: MAX_SOCKETS_PER_CLIENT },
      headers: { "Retry-After": "60" },
    });
  return res;
};
