import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { players } from "../../../durable/clients.ts";
import {
  createPlayer,
  isPlayerId,
  PLAYER_ID_BYTES,
  randomPlayerIds,
  replayedPlayer,
} from "../../../durable/player/player-credentials.ts";
import { admitPlayer } from "../../../kit/admission.ts";
import { digestJson } from "../../conditional.ts";
import { creationKeyOf, fromCreationKey } from "../../creation-key.ts";
import type { AppEnv } from "../../env.ts";
import { clientOf } from "../../middleware.ts";
import { admitted, orRefuse, ProblemError } from "../../problem.ts";
import { asDocumented, type AppRouteHandler } from "../../route-kit.ts";
import type { PlayerProfileSchema } from "../../schemas/player.ts";
import type { createPlayerRoute, getPlayerRoute } from "./players.routes.ts";

/** A player's record; an id that is not one we make is simply unknown. */
function playerOf(c: Context<AppEnv>, id: string) {
  if (!isPlayerId(id)) throw new ProblemError("unknown_player");
  return players(c.env).byId(id);
}

export const create: AppRouteHandler<typeof createPlayerRoute> = async (c) => {
  const body = c.req.valid("json");
  const key = creationKeyOf(c.req.valid("header")["idempotency-key"]);
  const client = clientOf(c);
  const ids =
    key === undefined
      ? randomPlayerIds()
      : {
          id: await fromCreationKey("player", key, client, PLAYER_ID_BYTES),
          secret: await fromCreationKey("player token", key, client),
        };
  // A retry is answered before the per-minute limit and the quotas: only a creation costs them.
  const earlier = key === undefined ? null : await replayedPlayer(c.env, body.name, c.get("now")(), ids);
  const created = orRefuse(
    earlier ??
      (await createPlayer(
        c.env,
        admitted(await admitPlayer(c.env, client, body.name, c.var.now())),
        c.get("now")(),
        ids,
      )),
  );
  c.header("Location", `/v1/players/${created.id}`);
  c.header("Cache-Control", "no-store");
  return c.json(created, 201);
};

export const read: AppRouteHandler<typeof getPlayerRoute> = async (c) => {
  const profile = orRefuse(await playerOf(c, c.req.valid("param").id).profile(c.get("now")()));
  return digestJson(c, asDocumented<z.infer<typeof PlayerProfileSchema>>()(profile));
};
