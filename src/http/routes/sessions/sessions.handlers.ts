import type { z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { storedGames } from "../../../durable/clients.ts";
import { HISTORY_PAGE } from "../../../durable/limits.ts";
import type { Change as SessionChange, ChangeRequest } from "../../../durable/session/session-types.ts";
import { engineOf } from "../../../games/registry.ts";
import { hintText } from "../../../i18n/hints.ts";
import { admitGame } from "../../../kit/admission.ts";
import { dealOptionsFor, shownOptions } from "../../../play/deal-options.ts";
import { bearerCredential } from "../../bearer.ts";
import { knownTagsOf, versionedJson, weakEtag } from "../../conditional.ts";
import { creationKeyOf, fromCreationKey } from "../../creation-key.ts";
import type { AppEnv } from "../../env.ts";
import { clientOf } from "../../middleware.ts";
import { admitted, orRefuse, replyLang } from "../../problem.ts";
import {
  asDocumented,
  gameIdFor,
  jsonTextReply,
  textAsDocumented,
  type AppRouteHandler,
} from "../../route-kit.ts";
import type { HintResponseSchema } from "../../schemas/game.ts";
import type { HistorySchema, SessionChangeSchema, SessionSchema } from "../../schemas/session.ts";
import { bearerToken, storedGame } from "../../stored-game.ts";
import type {
  createSessionRoute,
  hintRoute,
  historyRoute,
  moveSessionRoute,
  readSessionRoute,
  redoRoute,
  resignRoute,
  undoRoute,
} from "./sessions.routes.ts";

// What each stored-game route does: parse, ask the game's Durable Object, answer.

type Session = z.infer<typeof SessionSchema>;
type Change = z.infer<typeof SessionChangeSchema>;

export const create: AppRouteHandler<typeof createSessionRoute> = async (c) => {
  const body = c.req.valid("json");
  const game = gameIdFor(body.game);
  const options =
    body.layout === undefined ? shownOptions(orRefuse(dealOptionsFor(engineOf(game), body.options))) : {};
  const key = creationKeyOf(c.req.valid("header")["idempotency-key"]);
  const client = clientOf(c);
  const games = storedGames(c.env);
  const keyed =
    key === undefined
      ? {}
      : { ownerToken: await fromCreationKey("session owner", key, client), creation: JSON.stringify(body) };
  const stored =
    key === undefined ? games.fresh() : games.byName(await fromCreationKey("session", key, client));
  // A retry is answered before the quota is charged: only a creation costs one.
  const earlier =
    keyed.creation === undefined ? null : await stored.createdBefore(keyed.creation, keyed.ownerToken);
  if (earlier === null) admitted(await admitGame(c.env ?? {}, client, c.var.now()));
  const created = orRefuse(
    earlier ??
      (await stored.create({
        game,
        ...(body.layout !== undefined
          ? { layoutJson: JSON.stringify(body.layout) }
          : body.deal !== undefined
            ? { deal: body.deal }
            : {}),
        ...options,
        now: c.var.now(),
        ...keyed,
      })),
  );
  c.header("Location", `/v1/sessions/${created.id}`);
  c.header("Cache-Control", "no-store");
  const { ownerToken, ...session } = created;
  return c.json(
    {
      ...asDocumented<Session>()(session),
      ownerToken,
      ...(body.deal !== undefined ? { deal: body.deal } : {}),
      ...options,
    },
    201,
  );
};

export const read: AppRouteHandler<typeof readSessionRoute> = async (c) => {
  const game = storedGame(c, c.req.valid("param").id);
  const { tag, value } = orRefuse(await game.readTagged(c.var.now(), knownTagsOf(c)));
  return versionedJson(c, weakEtag(tag), value && asDocumented<Session>()(value));
};

/**
 * Every change (move, undo, redo, resign) the same way: the owner's token, the stored game's
 * answer sent on as the object wrote it (one string crossed the boundary; nothing parsed or
 * serialised again), and the ETag a read of the game gives now (for a conditional read next).
 */
async function applyChange(
  c: Context<AppEnv>,
  id: string,
  request: { version: number; idempotencyKey: string | undefined },
  change: SessionChange,
): Promise<Response & TypedResponse<JSONParsed<Change>, 200, "json">> {
  const full: ChangeRequest = { ...change, ...request, ownerToken: bearerToken(c), now: c.var.now() };
  const { json, tag } = orRefuse(await storedGame(c, id).changeReply(full));
  c.header("ETag", weakEtag(tag));
  // The JSON text of a `Changed`, held to the documented schema as every reply built here.
  return jsonTextReply(c, textAsDocumented<Change>()(json));
}

export const move: AppRouteHandler<typeof moveSessionRoute> = async (c) => {
  const { move, version } = c.req.valid("json");
  const request = { version, idempotencyKey: c.req.valid("header")["idempotency-key"] };
  return applyChange(c, c.req.valid("param").id, request, { kind: "move", move });
};

export const undo: AppRouteHandler<typeof undoRoute> = async (c) => {
  const { version } = c.req.valid("json");
  const request = { version, idempotencyKey: c.req.valid("header")["idempotency-key"] };
  return applyChange(c, c.req.valid("param").id, request, { kind: "undo" });
};

export const redo: AppRouteHandler<typeof redoRoute> = async (c) => {
  const { version } = c.req.valid("json");
  const request = { version, idempotencyKey: c.req.valid("header")["idempotency-key"] };
  return applyChange(c, c.req.valid("param").id, request, { kind: "redo" });
};

export const resign: AppRouteHandler<typeof resignRoute> = async (c) => {
  const { version } = c.req.valid("json");
  const request = { version, idempotencyKey: c.req.valid("header")["idempotency-key"] };
  return applyChange(c, c.req.valid("param").id, request, { kind: "resign" });
};

export const history: AppRouteHandler<typeof historyRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const { after = 0, limit = HISTORY_PAGE } = c.req.valid("query");
  const { tag, value } = orRefuse(await storedGame(c, id).history({ after, limit }, knownTagsOf(c)));
  if (value === null) return versionedJson(c, weakEtag(tag), null);
  const { nextAfter, ...page } = value;
  const next = nextAfter === null ? null : `/v1/sessions/${id}/history?after=${nextAfter}&limit=${limit}`;
  const body = asDocumented<z.infer<typeof HistorySchema>>()({ ...page, next });
  return versionedJson(c, weakEtag(tag), body, { next });
};

export const hint: AppRouteHandler<typeof hintRoute> = async (c) => {
  const stored = storedGame(c, c.req.valid("param").id);
  const { game, hint, view } = orRefuse(await stored.hint(c.var.now(), bearerCredential(c)));
  const body = {
    move: hint.move,
    reason: hint.reason,
    text: hintText(game, hint, view, replyLang(c)),
    slots: [...hint.slots],
    ...(hint.params ? { params: { ...hint.params } } : {}),
  };
  return c.json(asDocumented<z.infer<typeof HintResponseSchema>>()(body), 200);
};
