import type { z } from "@hono/zod-openapi";
import { parseIsoDate } from "../../../daily/calendar.ts";
import { firstDate } from "../../../daily/config.ts";
import { ARCHIVE_PAGE } from "../../../durable/limits.ts";
import { archivePage, pageStart } from "../../../kit/daily-archive.ts";
import { atomFeed, feedMaxAge, icsCalendar } from "../../../kit/daily-feeds.ts";
import { edgeCached } from "../../edge-cache.ts";
import { ProblemError } from "../../problem.ts";
import { asDocumented, gameIdFor, type AppRouteHandler } from "../../route-kit.ts";
import type { ArchiveSchema } from "../../schemas/daily.ts";
import type { archiveRoute, atomRoute, calendarRoute } from "./archive.routes.ts";

// The archive and the feeds: parse, ask the kit (src/kit/daily-archive.ts, daily-feeds.ts), keep
// at the edge.

/** Seconds the archive's first page is kept (a date is archived within the hour after it closes). */
const ARCHIVE_FIRST_TTL = 300;
/** …and an older page (a date appears there only when the backfill archives it late). */
const ARCHIVE_OLDER_TTL = 3600;

export const archive: AppRouteHandler<typeof archiveRoute> = async (c) => {
  const game = gameIdFor(c.req.valid("param").game);
  const { before: text, limit = ARCHIVE_PAGE } = c.req.valid("query");
  const asked = text === undefined ? null : parseIsoDate(text);
  if (text !== undefined && asked === null) throw new ProblemError("invalid_date");
  const before = pageStart(c.env, asked, c.var.now());
  const path = (from: string | null) =>
    `/v1/daily/${game}/archive?${from === null ? "" : `before=${from}&`}limit=${limit}`;
  return edgeCached(c, path(before), async () => {
    const page = await archivePage(c.env, game, { before, limit }, c.var.now());
    const next = page.next === null ? null : path(page.next);
    const body = asDocumented<z.infer<typeof ArchiveSchema>>()({ game, days: page.days, next });
    return {
      body,
      maxAge: before === null ? ARCHIVE_FIRST_TTL : ARCHIVE_OLDER_TTL,
      ...(next === null ? {} : { headers: { Link: `<${next}>; rel="next"` } }),
    };
  });
};

export const atom: AppRouteHandler<typeof atomRoute> = async (c) => {
  const game = gameIdFor(c.req.valid("param").game);
  const now = c.var.now();
  const origin = new URL(c.req.url).origin;
  return edgeCached(c, `/v1/daily/${game}/feed.atom`, async () => ({
    body: atomFeed(game, firstDate(c.env), now, origin),
    type: "application/atom+xml; charset=utf-8",
    maxAge: feedMaxAge(now),
  }));
};

export const calendar: AppRouteHandler<typeof calendarRoute> = async (c) => {
  const game = gameIdFor(c.req.valid("param").game);
  const now = c.var.now();
  const origin = new URL(c.req.url).origin;
  return edgeCached(c, `/v1/daily/${game}/calendar.ics`, async () => ({
    body: icsCalendar(game, firstDate(c.env), now, origin),
    type: "text/calendar; charset=utf-8",
    maxAge: feedMaxAge(now),
  }));
};
