import { z } from "@hono/zod-openapi";
import { ARCHIVE_PAGE, MAX_ARCHIVE_PAGE } from "../../../durable/limits.ts";
import { EXAMPLE_GAME } from "../../../kit/games.ts";
import { apiRoute, json, problemResponse, UNKNOWN_GAME } from "../../route-kit.ts";
import { ArchiveQuerySchema, ArchiveSchema, DailyGameParamSchema } from "../../schemas/daily.ts";

// A game's closed challenges (its archive) and its calendar as feeds, mounted at /v1/daily with
// the challenges (index.ts), before them: `archive`, `feed.atom` and `calendar.ics` are no dates.
// archive.handlers.ts answers them.

const TAG = "Daily challenge";

const cacheHeader = (description: string) =>
  z.string().openapi({ description, example: "public, max-age=3600" });
const ETAG = z
  .string()
  .openapi({ description: "The reply's version: send it as `If-None-Match` to get 304 while it holds." });
const NOT_MODIFIED = { description: "Not modified: `If-None-Match` named the current ETag (no body)." };

export const archiveRoute = apiRoute({
  method: "get",
  path: "/{game}/archive",
  operationId: "getDailyArchive",
  description: `A game's closed challenges, newest first, a page at a time (\`limit\` default ${ARCHIVE_PAGE}, at most ${MAX_ARCHIVE_PAGE}): each date's par, entry counts and winner, with where its reveal, its leaderboard (every entry's stored game, to replay) and its winner's replay are. Pages go by date: \`next\` (and the \`Link\` header, rel="next") is the same path with \`before\` set to the page's last date. The archive is written by the hourly scheduled handler once a date has closed (and as its backfill sweeps older dates): a page is one range read of the game's archive, never a read per date. Kept at the edge as the challenges are.`,
  tags: [TAG],
  summary: "The archive of closed challenges",
  request: { params: DailyGameParamSchema, query: ArchiveQuerySchema },
  responses: {
    200: {
      description: "A page of the archive.",
      content: json(ArchiveSchema),
      headers: z.object({
        "Cache-Control": cacheHeader(
          "The first page is kept 300 s (a date closes each day at 12:00 UTC and is archived within the hour); older pages 3600 s.",
        ),
        ETag: ETAG,
        Link: z
          .string()
          .optional()
          .openapi({
            description: 'RFC 8288: `<next page>; rel="next"`, absent on the last page.',
            example: `</v1/daily/${EXAMPLE_GAME}/archive?before=2026-12-05&limit=${ARCHIVE_PAGE}>; rel="next"`,
          }),
      }),
    },
    304: NOT_MODIFIED,
    ...UNKNOWN_GAME,
    400: problemResponse(
      "`before` is not a real date from 2000 to 2999 written YYYY-MM-DD, or `limit` is not valid.",
      "invalid_date",
      "validation_failed",
    ),
  },
});

const FEED_CACHE = cacheHeader(
  "Kept until the next opening or closing of a date (10:00 and 12:00 UTC), at most 3600 s.",
);

export const atomRoute = apiRoute({
  method: "get",
  path: "/{game}/feed.atom",
  operationId: "getDailyFeed",
  description:
    "An Atom feed (RFC 4287, `application/atom+xml`) of a game's challenges: an entry when a date opens (with where to play it) and one when it closes (linking its reveal and its leaderboard), the latest twenty. Entry ids are stable URNs (`urn:patience-api:daily:<game>:<date>:opened|closed`). Made from the calendar alone and kept at the edge until the next opening or closing.",
  tags: [TAG],
  summary: "Atom feed of openings and closings",
  request: { params: DailyGameParamSchema },
  responses: {
    200: {
      description: "The feed.",
      content: { "application/atom+xml": { schema: z.string() } },
      headers: z.object({ "Cache-Control": FEED_CACHE, ETag: ETAG }),
    },
    304: NOT_MODIFIED,
    ...UNKNOWN_GAME,
  },
});

export const calendarRoute = apiRoute({
  method: "get",
  path: "/{game}/calendar.ics",
  operationId: "getDailyCalendar",
  description:
    "An iCalendar (RFC 5545, `text/calendar`) of a game's challenges, to subscribe to in a calendar application: one event per date from its opening (`DTSTART`, 00:00 at UTC+14) to its closing (`DTEND`, 24:00 at UTC−12), for the last seven dates and the next seven, with its address (and, once closed, its reveal's). `UID` is `<game>-<date>@daily.patience-api`. Lines end in CRLF and are folded at 75 octets. Kept at the edge until the next opening or closing.",
  tags: [TAG],
  summary: "iCalendar of openings and closings",
  request: { params: DailyGameParamSchema },
  responses: {
    200: {
      description: "The calendar.",
      content: { "text/calendar": { schema: z.string() } },
      headers: z.object({ "Cache-Control": FEED_CACHE, ETag: ETAG }),
    },
    304: NOT_MODIFIED,
    ...UNKNOWN_GAME,
  },
});
