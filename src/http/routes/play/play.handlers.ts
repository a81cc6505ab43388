import type { z } from "@hono/zod-openapi";
import { closesAt } from "../../../daily/calendar.ts";
import { SOLVE_NODES } from "../../../durable/limits.ts";
import { engineOf } from "../../../games/registry.ts";
import { hintText } from "../../../i18n/hints.ts";
import { admitHeavy } from "../../../kit/admission.ts";
import { dealOptionsFor, shownOptions } from "../../../play/deal-options.ts";
import { play, randomDeal, slotsOf } from "../../../play/game-play.ts";
import { describe, markedDate, seal, unseal, unsealMarked, type Described } from "../../game-state.ts";
import { clientOf } from "../../middleware.ts";
import { admitted, orRefuse, ProblemError, replyLang } from "../../problem.ts";
import { engineFor, gameIdFor, type AppRouteHandler } from "../../route-kit.ts";
import type { MoveResponseSchema } from "../../schemas/game.ts";
import type { dealRoute, hintRoute, moveRoute, solveRoute } from "./play.routes.ts";

// What each stateless route does: open the token, ask the engine, seal the next one.

export const deal: AppRouteHandler<typeof dealRoute> = async (c) => {
  const engine = engineFor(c.req.valid("param").game);
  const body = c.req.valid("json") ?? {};
  const options = orRefuse(dealOptionsFor(engine, body.options));
  const state =
    body.layout !== undefined
      ? orRefuse(engine.fromLayout(body.layout))
      : body.deal !== undefined
        ? engine.deal(body.deal, options)
        : randomDeal(engine, undefined, options);
  return c.json(
    {
      ...describe(engine, state),
      state: await seal(c, engine, state),
      ...(body.deal !== undefined ? { deal: body.deal } : {}),
      ...(body.layout === undefined ? shownOptions(options) : {}),
    },
    201,
  );
};

export const move: AppRouteHandler<typeof moveRoute> = async (c) => {
  const engine = engineFor(c.req.valid("param").game);
  const body = c.req.valid("json");
  const { state, mark } = await unsealMarked(c, engine, body.state);
  const result = orRefuse(play(engine, state, body.move));
  const next = result.state;
  return c.json(
    {
      ...describe(engine, next, mark),
      state: await seal(c, engine, next, mark),
      move: result.move as Described["legalMoves"][number],
      events: result.events as z.infer<typeof MoveResponseSchema>["events"],
    },
    200,
  );
};

export const solve: AppRouteHandler<typeof solveRoute> = async (c) => {
  const game = gameIdFor(c.req.valid("param").game);
  const engine = engineOf(game);
  const body = c.req.valid("json");
  const { state, mark } =
    body.state !== undefined
      ? await unsealMarked(c, engine, body.state)
      : { state: orRefuse(engine.fromLayout(body.layout)), mark: "" };
  const date = markedDate(mark);
  if (date !== null && c.var.now() < closesAt(date)) {
    throw new ProblemError("challenge_open", {
      params: { closesAt: new Date(closesAt(date)).toISOString() },
    });
  }
  const hidden = engine
    .view(state)
    .slots.flat()
    .filter((card) => card === "??").length;
  if (hidden > 0) throw new ProblemError("hidden_cards", { params: { game: engine.id, hidden } });
  const most = SOLVE_NODES[game];
  const budget = Math.min(body.budget ?? most, most);
  admitted(await admitHeavy(c.env ?? {}, clientOf(c)));
  const solution = engine.solve(state, { nodes: budget });
  const line = solution.line as Described["legalMoves"] | null;
  return c.json({ game: engine.id, verdict: solution.verdict, line, nodes: solution.nodes, budget }, 200);
};

export const hint: AppRouteHandler<typeof hintRoute> = async (c) => {
  const game = gameIdFor(c.req.valid("param").game);
  const engine = engineOf(game);
  const state = await unseal(c, engine, c.req.valid("json").state);
  const view = engine.view(state);
  const hint = engine.hint(view);
  return c.json(
    {
      move: hint.move as Described["legalMoves"][number] | null,
      reason: hint.reason,
      text: hintText(game, hint, view, replyLang(c)),
      slots: slotsOf(engine, view, hint.move),
      ...(hint.params ? { params: { ...hint.params } } : {}),
    },
    200,
  );
};
