import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { players } from "../../../durable/clients.ts";
import {
  createPlayer,
  isPlayerId,
  PLAYER_ID_BYTES,
  randomPlayerIds,
} from "../../../durable/player/player-credentials.ts";
import { admitPlayer } from "../../../kit/admission.ts";
import { fromCreationKey } from "../../creation-key.ts";
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
  const name = admitted(await admitPlayer(c.env, clientOf(c), body.name, c.var.now()));
  const key = c.req.valid("header")["idempotency-key"];
  const ids =
    key === undefined
      ? randomPlayerIds()
      : {
          id: await fromCreationKey("player", key, PLAYER_ID_BYTES),
          secret: await fromCreationKey("player token", key),
        };
  const created = orRefuse(await createPlayer(c.env, name, c.get("now")(), ids));
  c.header("Location", `/v1/players/${created.id}`);
  c.header("Cache-Control", "no-store");
  return c.json(created, 201);
};

export const read: AppRouteHandler<typeof getPlayerRoute> = async (c) => {
  const profile = orRefuse(await playerOf(c, c.req.valid("param").id).profile(c.get("now")()));
  return c.json(asDocumented<z.infer<typeof PlayerProfileSchema>>()(profile), 200);
};
