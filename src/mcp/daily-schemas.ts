import { z } from "zod";
import { GAME_IDS, type GameId } from "../games/registry.ts";
import { gameNamesListed, hidesCards } from "../kit/games.ts";
import { UNLISTED_REASONS } from "../durable/daily-challenge/daily-types.ts";
import { LISTED_BY_TYPE } from "./listed-schema.ts";
import { ErrorSchema, GameIdSchema, LangSchema } from "./schemas.ts";

// The schemas of the daily-challenge tools (daily_challenge, daily_leaderboard) and the
// player tools (become_player, enter_daily, show_player); the game tools' are in schemas.ts.

const PlayerTokenSchema = z
  .string()
  .max(200)
  .describe("The player token from become_player (the user keeps it, as a password).");

/** A daily challenge's date, as every daily tool takes it. */
const DateSchema = z
  .string()
  .max(40)
  .optional()
  .describe('The date: YYYY-MM-DD or "today" (in UTC, the default).');

export const DailyChallengeInput = z.strictObject({
  game: GameIdSchema,
  date: DateSchema,
  playerToken: PlayerTokenSchema.optional().describe(
    "A player token: then also whether its entry is on the global board, and why not.",
  ),
  lang: LangSchema,
});

const EntryCountsSchema = z.object({
  total: z.number().int().describe("Entries on the global board."),
  finished: z.number().int().describe("Of those, ended."),
  won: z.number().int().describe("Of those, won."),
  all: z.number().int().describe("Ranked entries in all, unlisted ones included."),
});

/** Whether an entry goes on the global board, and why not (the HTTP API's `board.reason`). */
const ListingSchema = z.object({
  listed: z.boolean(),
  reason: z.enum(UNLISTED_REASONS).optional(),
});

/** A daily challenge as anyone may see it: its public start and facts, never its hidden cards. */
export const ChallengeSchema = z.object({
  game: z.enum(GAME_IDS),
  date: z.string().describe("The challenge's date (YYYY-MM-DD)."),
  number: z.number().int().describe("Days since the first challenge (number 0)."),
  status: z
    .enum(["open", "closed"])
    .describe("Open: ranked entries are taken. Closed: its deal is revealed."),
  opensAt: z.string().describe("When the date begins anywhere on Earth (00:00 at UTC+14)."),
  closesAt: z.string().describe("When the date has ended everywhere (24:00 at UTC−12)."),
  par: z.number().int().describe("The length of the winning line proven before publication."),
  commitment: z
    .string()
    .describe("SHA-256 of the deal and a secret salt: checkable once the challenge has closed."),
  entries: EntryCountsSchema,
  listing: ListingSchema.extend({ entered: z.boolean() })
    .optional()
    .describe("With playerToken: the player's entry (entered), or one made now, on the global board or not."),
  url: z.string().describe("The challenge over HTTP (GET): it holds the reveal once closed."),
  start: z.object({
    board: z.string().describe("The starting table as text, hidden cards as ??."),
    score: z.number().int(),
    maxScore: z.number().int(),
    legalMoves: z.number().int().describe("How many moves are legal at the start."),
  }),
  play: z
    .object({
      newGame: z
        .object({ game: z.enum(GAME_IDS), daily: z.string() })
        .optional()
        .describe(
          `The arguments of new_game for an unranked game of this deal here (absent while a ${gameNamesListed("or", hidesCards)} challenge is open: ranked entries only).`,
        ),
      rankedEntry: z
        .string()
        .optional()
        .describe(
          "While open: where a player enters the ranked challenge over HTTP (POST with Authorization: Bearer <player token>); here, enter_daily does it.",
        ),
    })
    .describe("How to play it."),
});

/** daily_challenge's reply: the challenge, or (a tool error) why there is none to show. */
export const DailyChallengeReplySchema = z.object({
  challenge: ChallengeSchema.optional().meta(LISTED_BY_TYPE),
  error: ErrorSchema.optional(),
});

export const DailyLeaderboardInput = z.strictObject({
  game: GameIdSchema,
  date: DateSchema,
  cursor: z.string().max(200).optional().describe("The previous page's next (absent: the first page)."),
  league: z.string().max(80).optional().describe("A league's id: its members' board (one page)."),
  lang: LangSchema,
});

const BoardRowSchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  result: z.enum(["won", "lost", "resigned"]),
  moves: z.number().int(),
  hints: z.number().int(),
  undos: z.number().int(),
  timeMs: z.number().int(),
});

/** daily_leaderboard's reply: a page of the board, or (a tool error) why there is none. */
export const DailyLeaderboardReplySchema = z.object({
  board: z
    .object({
      game: z.enum(GAME_IDS),
      date: z.string(),
      status: z.enum(["open", "closed"]),
      league: z.object({ id: z.string(), name: z.string() }).optional(),
      entries: EntryCountsSchema,
      rows: z.array(BoardRowSchema),
      next: z
        .string()
        .optional()
        .describe("The cursor of the next page (pass it as cursor); absent on the last."),
    })
    .optional()
    .meta(LISTED_BY_TYPE),
  error: ErrorSchema.optional(),
});

export const BecomePlayerInput = z.strictObject({
  name: z
    .string()
    .max(200)
    .describe("The name on leaderboards: 1 to 24 characters (letters, digits, spaces and common marks)."),
  lang: LangSchema,
});

export const EnterDailyInput = z.strictObject({
  game: GameIdSchema,
  playerToken: PlayerTokenSchema,
  date: DateSchema,
  lang: LangSchema,
});

export const ShowPlayerInput = z.strictObject({
  player: z.string().max(100).describe("The player's id (become_player and leaderboards give it)."),
  lang: LangSchema,
});

const GameRecordSchema = z.object({
  currentStreak: z.number().int().describe("Daily challenges won in a row, up to the latest played."),
  bestStreak: z.number().int(),
  freezes: z.number().int().describe("Freezes banked: each forgives one missed date."),
  frozen: z.array(z.string()).describe("Dates a freeze covered, newest first."),
  played: z.number().int(),
  won: z.number().int(),
  recent: z
    .array(z.object({ date: z.string(), won: z.boolean(), score: z.number().int(), moves: z.number().int() }))
    .describe("The latest results, newest first."),
});

/** become_player's and show_player's reply: the player (its token once, when made), or why not. */
export const PlayerReplySchema = z.object({
  player: z
    .object({
      id: z.string().describe("The player's public id (show_player, leaderboards)."),
      name: z.string(),
      createdAt: z.string(),
      token: z
        .string()
        .optional()
        .describe(
          "become_player only, shown once: the player token, for enter_daily (only its hash is kept).",
        ),
      profileUrl: z.string().describe("The public profile over HTTP."),
      games: z
        .object(
          Object.fromEntries(GAME_IDS.map((game) => [game, GameRecordSchema])) as Record<
            GameId,
            typeof GameRecordSchema
          >,
        )
        .optional()
        .describe("show_player: each game's streaks and recent results."),
    })
    .optional()
    .meta(LISTED_BY_TYPE),
  error: ErrorSchema.optional(),
});

export type Challenge = z.infer<typeof ChallengeSchema>;
