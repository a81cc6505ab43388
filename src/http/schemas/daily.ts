import { z } from "@hono/zod-openapi";
import { GAME_IDS } from "../../games/registry.ts";
import { EXAMPLE_GAME, gameNamesListed, hidesCards, showsAll } from "../../kit/games.ts";
import { queryInt } from "./common.ts";
import { UNLISTED_REASONS } from "../../durable/daily-challenge/daily-types.ts";
import {
  ARCHIVE_PAGE,
  ESTABLISHED_DAILIES,
  ESTABLISHED_DAYS,
  MAX_ARCHIVE_PAGE,
} from "../../durable/limits.ts";
import { AnyMoveSchema, AnyViewSchema, StatusSchema } from "./games.ts";
import { LayoutSchema, MoveSlotsSchema } from "./game.ts";
import { CreatedSessionSchema } from "./session.ts";

export const DailyParamSchema = z.object({
  game: z.string().openapi({
    param: { name: "game", in: "path" },
    description: `The game: ${GAME_IDS.join(" or ")}.`,
    enum: [...GAME_IDS],
    example: EXAMPLE_GAME,
  }),
  date: z.string().openapi({
    param: { name: "date", in: "path" },
    description: "The date, YYYY-MM-DD, or `today` (the date in UTC now).",
    example: "today",
  }),
});

const Instant = z.string().openapi({ format: "date-time" });

const EntryTallySchema = z.object({
  total: z.number().int().openapi({ description: "Ranked entries made." }),
  finished: z.number().int().openapi({ description: "Entries whose game ended (won, lost or resigned)." }),
  won: z.number().int(),
});

const EntryCountsSchema = EntryTallySchema.extend({
  all: EntryTallySchema.openapi({
    description:
      "Every ranked entry, those the board does not list included (on a league's board, every member's entry is listed: the same numbers).",
  }),
})
  .openapi({
    description: `The entries the board lists (\`total\`, \`finished\`, \`won\`: the rows it has, or will have once they finish), and \`all\` ranked entries. The global board of ${gameNamesListed("or", hidesCards)} lists only established players' entries, one per client (see \`DailyEntry.board\`).`,
  })
  .openapi("EntryCounts");

/** Why an entry is not on the global board (see `BoardListingSchema`). */
const UnlistedReasonSchema = z.enum(UNLISTED_REASONS);

const BoardListingSchema = z
  .object({
    listed: z.boolean(),
    reason: UnlistedReasonSchema.optional(),
  })
  .openapi({
    description: `Whether the entry's result goes on the global leaderboard. Every entry is ranked play and counts for its player's streak and leagues; the global board of ${gameNamesListed("or", hidesCards)} (its deal hides cards: a throwaway player's entry can learn them for another) lists only an established player's entry, the first of its client: \`player_too_new\`: its player was made less than ${ESTABLISHED_DAYS} days before the date opened; \`too_few_dailies\`: its player has finished fewer than ${ESTABLISHED_DAILIES} daily challenges of earlier dates; \`client_entered_before\`: another entry of this challenge came first from the same client (an address, an IPv6 /64); \`client_entered_meanwhile\`: another entry came from the same client while this one was in play; \`player_newer_than_challenge\`: an entry made under the earlier rule (its player made after the date opened).`,
  })
  .openapi("BoardListing");

const RevealSchema = z
  .object({
    scheme: z.string(),
    candidate: z.number().int().openapi({
      description: "The k of the deal taken: candidates 0…k−1 were not proven winnable by the hint policy.",
    }),
    layout: LayoutSchema.openapi({
      description:
        "The starting layout: a stateless deal with it (`POST /v1/games/{game}/deals`) replays the proof.",
    }),
    pack: z
      .array(z.string())
      .openapi({ description: "The keyed shuffle of the pack, card codes in dealing order." }),
    salt: z.string().openapi({ description: "The secret per-challenge salt of the commitment (base64url)." }),
    proof: z
      .array(AnyMoveSchema)
      .openapi({ description: "The winning line found before publication; its length is `par`." }),
  })
  .openapi("ChallengeReveal");

export const ChallengeSchema = z
  .object({
    game: z.string(),
    date: z.string().openapi({ example: "2026-12-01" }),
    number: z.number().int().openapi({ description: "Days since the first challenge (which is number 0)." }),
    status: z.enum(["open", "closed"]).openapi({
      description:
        "`open` from 00:00 at UTC+14 of the date until 24:00 at UTC−12: ranked entries are taken; `closed` after: the deal is revealed.",
    }),
    opensAt: Instant,
    closesAt: Instant,
    scheme: z.string().openapi({ example: "patience-daily/v1" }),
    par: z
      .number()
      .int()
      .openapi({
        description: `Length of the winning line proven before publication (${gameNamesListed("and", showsAll)}: the solver's; ${gameNamesListed("and", hidesCards)}: the non-peeking hint policy's).`,
      }),
    commitment: z.string().openapi({
      description:
        "Lowercase hex SHA-256 of the UTF-8 text `patience-daily/v1|<game>|<date>|<salt>|<layout>`, where `<layout>` is the starting layout as JSON with keys sorted and no spaces. Check it against `reveal` once closed.",
    }),
    start: z
      .object({
        view: AnyViewSchema,
        score: z.number().int(),
        status: StatusSchema,
        legalMoves: z.array(AnyMoveSchema),
        moveSlots: MoveSlotsSchema,
      })
      .openapi({ description: "The public starting position (hidden cards as `??`)." }),
    entries: EntryCountsSchema,
    globalBoard: z
      .object({
        established: z.boolean().openapi({
          description: `Whether the global board lists established players' entries only (${gameNamesListed("and", hidesCards)}: the first of each client, of a player made at least \`days\` days before the date opened with \`dailies\` daily challenges of earlier dates finished), or every entry (${gameNamesListed("and", showsAll)}). A player made now is not established: its entry counts for its streak and leagues, not on the global board. A player's own standing: \`GET .../listing\`.`,
        }),
        days: z.number().int().openapi({ example: ESTABLISHED_DAYS }),
        dailies: z.number().int().openapi({ example: ESTABLISHED_DAILIES }),
      })
      .openapi({ description: "Who the global board lists: said before entering, without a player." }),
    reveal: RevealSchema.optional().openapi({ description: "Only once the challenge has closed." }),
  })
  .openapi("DailyChallenge");

export const TodaySchema = z
  .object({
    date: z.string().openapi({ description: "Today in UTC." }),
    challenges: z.array(ChallengeSchema).openapi({ description: "One per game." }),
  })
  .openapi("DailyChallenges");

export const EntryCreatedSchema = CreatedSessionSchema.extend({
  player: z.object({ id: z.string(), name: z.string() }),
  board: BoardListingSchema,
}).openapi("DailyEntry");

export const EntryListingSchema = z
  .object({
    game: z.string(),
    date: z.string(),
    player: z.object({ id: z.string(), name: z.string() }),
    entered: z.boolean().openapi({
      description:
        "The player has an entry of this challenge: `board` is then its own (which another entry of its client can still change while it is in play); else what an entry made now would get.",
    }),
    board: BoardListingSchema,
    established: z
      .object({
        days: z.number().int().openapi({ description: "Days a player must be made before the date opens." }),
        dailies: z
          .number()
          .int()
          .openapi({ description: "Daily challenges of earlier dates a player must have finished." }),
        playerSince: Instant.openapi({ description: "When the player was made." }),
        finished: z.number().int().openapi({
          description: "Daily challenges of earlier dates the player finished, counted up to `dailies`.",
        }),
      })
      .openapi({
        description: `What makes a player established (only ${gameNamesListed("and", hidesCards)} ask for it), and where this player stands.`,
      }),
  })
  .openapi("EntryListing");

export const EntryStandingParamSchema = z.object({
  game: z.string().openapi({ param: { name: "game", in: "path" }, example: EXAMPLE_GAME }),
  date: z.string().openapi({ param: { name: "date", in: "path" }, example: "today" }),
  playerId: z
    .string()
    .max(64)
    .openapi({
      param: { name: "playerId", in: "path" },
      description: "The player's id (22 characters).",
    }),
});

export const EntryStandingSchema = z
  .object({
    playerId: z.string(),
    name: z.string(),
    result: z.enum(["won", "lost", "resigned"]).nullable().openapi({ description: "Null while in play." }),
    score: z.number().int(),
    moves: z.number().int(),
    undos: z.number().int(),
    hints: z.number().int(),
    timeMs: z.number().int(),
    board: BoardListingSchema,
    standing: z
      .object({
        from: z.number().int(),
        to: z.number().int(),
        of: z.number().int(),
        percentile: z.number().openapi({ description: "Share of the board at or below it, 0–100." }),
      })
      .nullable()
      .openapi({
        description:
          "Finished and on the board: its rank is between `from` and `to` (entries with the same hints and moves, or the same score, share the range; the board's pages order them), of `of` finished entries. Counted from the board's counts by result (a Fenwick tree: a few dozen rows at most), not by reading the board.",
      }),
  })
  .openapi("EntryStanding");

export const LeaderboardQuerySchema = z.object({
  cursor: z.string().max(200).optional().openapi({
    description:
      "Where the page starts: the `cursor` of the previous page's `next` (absent: the first page). Pages follow the stored order, so a page costs its rows however long the board is. Signed by the server for this board: any other text is 400 `invalid_cursor`.",
  }),
  limit: queryInt(1, 100, { description: "Rows (default 50, at most 100)." }),
  league: z.string().max(80).optional().openapi({
    description:
      "A league's id: the board of its members only, ranked among them, in one page (read fresh, not kept at the edge; `cursor` and `limit` do not apply).",
  }),
});

export const LeaderboardSchema = z
  .object({
    game: z.string(),
    date: z.string(),
    status: z.enum(["open", "closed"]),
    entries: EntryCountsSchema,
    rows: z.array(
      z
        .object({
          rank: z.number().int(),
          playerId: z.string(),
          name: z.string(),
          result: z.enum(["won", "lost", "resigned"]),
          score: z.number().int(),
          moves: z.number().int(),
          undos: z.number().int(),
          hints: z.number().int().openapi({ description: "Hints the entry's game gave its player." }),
          timeMs: z
            .number()
            .int()
            .openapi({ description: "From entering to the end, by the server's clock." }),
          finishedAt: Instant,
          sessionId: z.string().optional().openapi({
            description: "The entry's stored game (history, export), once the challenge has closed.",
          }),
        })
        .openapi("LeaderboardRow"),
    ),
    league: z
      .object({ id: z.string(), name: z.string() })
      .optional()
      .openapi({ description: "The league whose members only this board lists (`?league=`)." }),
    next: z.string().nullable().openapi({
      description:
        "The address of the next page (its `cursor` query parameter); null on the last one. Ranks on later pages count on from this page's.",
    }),
  })
  .openapi("Leaderboard", {
    description:
      "Finished entries only. Won before not won; among wins fewer hints, then fewer moves, then fewer undos, then less time; among the rest higher score, then fewer moves; then who finished first.",
  });

/** A game's daily resources that name no date (its archive, its feeds). */
export const DailyGameParamSchema = z.object({
  game: z.string().openapi({
    param: { name: "game", in: "path" },
    description: `The game: ${GAME_IDS.join(" or ")}.`,
    enum: [...GAME_IDS],
    example: EXAMPLE_GAME,
  }),
});

export const ArchiveQuerySchema = z.object({
  before: z.string().max(10).optional().openapi({
    description:
      "The page holds closed dates before this one (YYYY-MM-DD), newest first: the previous page's `next` gives it; absent, from the newest closed date. Any other text is 400 `invalid_date`.",
    example: "2026-12-20",
  }),
  limit: queryInt(1, MAX_ARCHIVE_PAGE, {
    description: `Days (default ${ARCHIVE_PAGE}, at most ${MAX_ARCHIVE_PAGE}).`,
  }),
});

const ArchiveDaySchema = z
  .object({
    date: z.string().openapi({ example: "2026-12-01" }),
    number: z.number().int().openapi({ description: "Days since the first challenge (which is number 0)." }),
    par: z.number().int().openapi({ description: "Length of the winning line proven before publication." }),
    entries: EntryCountsSchema,
    winner: z
      .object({
        playerId: z.string(),
        name: z.string(),
        moves: z.number().int(),
        hints: z.number().int(),
        undos: z.number().int(),
        timeMs: z.number().int(),
        sessionId: z.string().openapi({ description: "The winning entry's stored game." }),
        replay: z.string().openapi({
          description: "Its history (`GET /v1/sessions/{id}/history`): every move of the win, to replay.",
        }),
        watch: z.string().openapi({ description: "The stored game on `/play`." }),
      })
      .nullable()
      .openapi({
        description: "The global board's first entry, when it won; null when no listed entry won.",
      }),
    links: z
      .object({
        challenge: z.string().openapi({
          description:
            "The challenge with its reveal (layout, salt, proof line): `GET /v1/daily/{game}/{date}`.",
        }),
        leaderboard: z.string().openapi({
          description: "Its leaderboard, each row's stored game linked (their lines replay their results).",
        }),
        play: z
          .string()
          .openapi({ description: "The date on `/play`: its deal played unranked, its replays watched." }),
      })
      .openapi({ description: "Paths of this API (and `/play`) about the date." }),
  })
  .openapi("ArchivedChallenge");

export const ArchiveSchema = z
  .object({
    game: z.string(),
    days: z.array(ArchiveDaySchema).openapi({ description: "Closed challenges, newest first." }),
    next: z.string().nullable().openapi({
      description:
        'The address of the next (older) page, as the `Link: <…>; rel="next"` header gives it; null on the last.',
    }),
  })
  .openapi("ChallengeArchive");
