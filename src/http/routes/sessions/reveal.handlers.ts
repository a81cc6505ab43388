import type { z } from "@hono/zod-openapi";
import { admitHeavy } from "../../../kit/admission.ts";
import { bearerCredential } from "../../bearer.ts";
import { digestJson } from "../../conditional.ts";
import { clientOf } from "../../middleware.ts";
import { admitted, orRefuse } from "../../problem.ts";
import { asDocumented, type AppRouteHandler } from "../../route-kit.ts";
import type { ExportSchema } from "../../schemas/session.ts";
import type { AnalysisSchema } from "../../schemas/solver.ts";
import { storedGame } from "../../stored-game.ts";
import type { analysisRoute, exportRoute } from "./reveal.routes.ts";

export const exported: AppRouteHandler<typeof exportRoute> = async (c) => {
  // Who asks decides the answer (the owner sees the deal of a game that hides cards first): caches must tell.
  c.header("Vary", "Authorization", { append: true });
  const { layoutJson, ...exported } = orRefuse(
    await storedGame(c, c.req.valid("param").id).export(c.var.now(), bearerCredential(c)),
  );
  type Exported = z.infer<typeof ExportSchema>;
  // The layout is the game's own (stored as its JSON text): the per-game part of the answer.
  const layout = layoutJson !== undefined ? { layout: JSON.parse(layoutJson) as Exported["layout"] } : {};
  return digestJson(c, { ...asDocumented<Omit<Exported, "layout">>()(exported), ...layout });
};

export const analysis: AppRouteHandler<typeof analysisRoute> = async (c) => {
  c.header("Vary", "Authorization", { append: true });
  const game = storedGame(c, c.req.valid("param").id);
  admitted(await admitHeavy(c.env ?? {}, clientOf(c)));
  const analysis = orRefuse(await game.analysis(c.var.now(), bearerCredential(c)));
  return digestJson(c, asDocumented<z.infer<typeof AnalysisSchema>>()(analysis));
};
