import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { encodePng } from "../../../render/png.ts";
import { resultCard, type CardLine } from "../../../render/result-card.ts";
import { challengeAt } from "../../../kit/daily.ts";
import {
  cardPath,
  challengeCard,
  challengeCardLines,
  entryCardLines,
  entryShare,
  shareView,
  storedShare,
} from "../../../kit/share.ts";
import { CLOSED_EDGE_TTL, edgeCachedPng, OPEN_PICTURE_TTL } from "../../edge-cache.ts";
import type { AppEnv } from "../../env.ts";
import { orRefuse } from "../../problem.ts";
import { asDocumented, gameIdFor, type AppRouteHandler } from "../../route-kit.ts";
import type { ShareSchema } from "../../schemas/share.ts";
import type { dateCardRoute, entryCardRoute, shareRoute } from "./share.routes.ts";

// A finished daily game's share and the preview pictures: the kit (src/kit/share.ts) chooses
// the words, src/render draws them; pictures kept at the edge (edgeCachedPng).

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

export const share: AppRouteHandler<typeof shareRoute> = async (c) => {
  const facts = orRefuse(await storedShare(c.env, c.req.valid("param").id, c.var.now()));
  // The streak and the standing move on: a client asks again rather than keeps it.
  c.header("Cache-Control", "no-cache");
  return c.json(asDocumented<z.infer<typeof ShareSchema>>()(shareView(facts, originOf(c))), 200);
};

const drawn = async (lines: CardLine[], status: "open" | "closed") => ({
  bytes: await encodePng(resultCard(lines)),
  maxAge: status === "open" ? OPEN_PICTURE_TTL : CLOSED_EDGE_TTL,
});

// The date is resolved first (`today` named as its date) so that a picture kept at the edge is
// answered without asking any object.
export const dateCard: AppRouteHandler<typeof dateCardRoute> = async (c) => {
  const { game, date } = c.req.valid("param");
  const now = c.var.now();
  const at = orRefuse(challengeAt(c.env, gameIdFor(game), date, now));
  return edgeCachedPng(c, cardPath(at.ref.game, at.date), async () => {
    const { facts, number } = orRefuse(await challengeCard(c.env, at.ref.game, at.date, now));
    return drawn(challengeCardLines(facts, number), facts.status);
  });
};

export const entryCard: AppRouteHandler<typeof entryCardRoute> = async (c) => {
  const { game, date, playerId } = c.req.valid("param");
  const now = c.var.now();
  const at = orRefuse(challengeAt(c.env, gameIdFor(game), date, now));
  return edgeCachedPng(c, cardPath(at.ref.game, at.date, playerId), async () => {
    const facts = orRefuse(await entryShare(c.env, at.ref.game, at.date, playerId, now));
    return drawn(entryCardLines(facts), facts.status);
  });
};
