import { z } from "@hono/zod-openapi";
import { MAX_MARKS, MAX_PLAYER_NAME } from "../../daily/player-name.ts";
import { FREEZE_EVERY, MAX_FREEZES } from "../../daily/streaks.ts";
import { RECENT_RESULTS } from "../../durable/player/player-types.ts";
import { GAME_IDS, type GameId } from "../../games/registry.ts";
import { EXAMPLE_GAME } from "../../kit/games.ts";

const PLAYER_ID_EXAMPLE = "q3Vx8dLrT0mYcJ2pZkW9aA";

export const PlayerIdParamSchema = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "The player's id (22 characters), as returned on creation.",
    example: PLAYER_ID_EXAMPLE,
  }),
});

export const CreatePlayerRequestSchema = z
  .object({
    name: z.string().openapi({
      description: `The display name: NFC-normalised and trimmed, then 1–${MAX_PLAYER_NAME} characters (Unicode code points: an emoji is one) with no control or format characters (bidi overrides, zero-width characters), no line breaks, no private-use, unassigned or noncharacter code points, TAG characters only in a flag, and at most ${MAX_MARKS} combining marks on one character (counted after NFD); else 422 invalid_player_name (params.reason: empty, too_long, invisible_character, stacked_marks).`,
      example: "Ada",
    }),
  })
  .strict()
  .openapi("CreatePlayerRequest", { example: { name: "Ada" } });

const PlayerId = z.string().openapi({
  description: "128 random bits, base64url (22 characters): public, it names the player's profile.",
  example: PLAYER_ID_EXAMPLE,
});
const PlayerName = z.string().openapi({ description: "The display name as kept.", example: "Ada" });
const CreatedAt = z.string().openapi({ format: "date-time", example: "2026-12-01T09:30:00.000Z" });

export const CreatedPlayerSchema = z
  .object({
    id: PlayerId,
    name: PlayerName,
    token: z.string().openapi({
      description:
        "The player token `<id>.<secret>` (256 random bits): shown once, only its SHA-256 is stored. Send it as `Authorization: Bearer <token>` for ranked play.",
      example: `${PLAYER_ID_EXAMPLE}.Vd4m…`,
    }),
    createdAt: CreatedAt,
  })
  .openapi("CreatedPlayer");

const PlayerResultSchema = z
  .object({
    date: z.string().openapi({ format: "date", example: "2026-12-01" }),
    won: z.boolean(),
    score: z.number().int(),
    moves: z.number().int().min(0),
  })
  .openapi("PlayerResult", { description: "The player's ranked entry of one date's challenge." });

const GameRecordSchema = z
  .object({
    currentStreak: z.number().int().min(0).openapi({
      description:
        "Consecutive dates won up to the latest win, while no later date is lost or closed unplayed without a freeze to cover it: a date stays open until it has ended everywhere on Earth (24:00 at UTC−12), so a streak never breaks at a time-zone edge.",
    }),
    bestStreak: z.number().int().min(0).openapi({
      description: "The longest run of consecutive dates won (a frozen date bridges a run, it adds nothing).",
    }),
    freezes: z
      .number()
      .int()
      .min(0)
      .max(MAX_FREEZES)
      .openapi({
        description: `Freezes banked now. Every ${FREEZE_EVERY} dates played in a row (won or lost) earn one, at most ${MAX_FREEZES} banked; while a streak is alive, each date that closes unplayed spends one and the streak holds (it does not grow). With none left a missed date breaks the streak; a lost date always does.`,
      }),
    frozen: z.array(z.string().openapi({ format: "date" })).openapi({
      description: `The latest dates (at most ${RECENT_RESULTS}) a freeze covered, newest first.`,
    }),
    played: z.number().int().min(0).openapi({ description: "Dates with a ranked entry that ended." }),
    won: z.number().int().min(0).openapi({ description: "Of those, the dates won." }),
    recent: z.array(PlayerResultSchema).openapi({
      description: `The latest ${RECENT_RESULTS} results, newest date first.`,
    }),
  })
  .openapi("PlayerGameRecord");

const EMPTY_RECORD = {
  currentStreak: 0,
  bestStreak: 0,
  freezes: 0,
  frozen: [],
  played: 0,
  won: 0,
  recent: [],
};

export const PlayerProfileSchema = z
  .object({
    id: PlayerId,
    name: PlayerName,
    createdAt: CreatedAt,
    games: z
      .object(
        Object.fromEntries(GAME_IDS.map((game) => [game, GameRecordSchema])) as Record<
          GameId,
          typeof GameRecordSchema
        >,
      )
      .openapi({ description: "Every game, zeros for those never played." }),
  })
  .openapi("PlayerProfile", {
    description: "A player's public profile: anyone with the id may read it.",
    example: {
      id: PLAYER_ID_EXAMPLE,
      name: "Ada",
      createdAt: "2026-12-01T09:30:00.000Z",
      games: {
        ...Object.fromEntries(GAME_IDS.map((game) => [game, EMPTY_RECORD])),
        [EXAMPLE_GAME]: {
          currentStreak: 2,
          bestStreak: 2,
          freezes: 0,
          frozen: [],
          played: 3,
          won: 2,
          recent: [
            { date: "2026-12-03", won: true, score: 48, moves: 81 },
            { date: "2026-12-02", won: true, score: 48, moves: 95 },
            { date: "2026-12-01", won: false, score: 30, moves: 112 },
          ],
        },
      },
    },
  });
