import { z } from "zod";
import { UNLISTED_REASONS } from "../durable/daily-challenge/daily-types.ts";
import { MAX_DEAL_NUMBER } from "../cards/index.ts";
import { GAME_IDS } from "../games/registry.ts";
import { LANGS } from "../i18n/lang.ts";
import { gameIdsListed, gameNamesListed, hidesCards } from "../kit/games.ts";
import { LISTED_BY_TYPE } from "./listed-schema.ts";

// The tools' input and output schemas. `tools/list` advertises them as JSON Schema; every
// schema names its types (no bare `{}`), so clients that map tool schemas onto stricter
// dialects keep every constraint (the Inspector's --strict check). Inputs are strict: an
// unknown argument (`dealNumber` for `deal`) is refused, never silently dropped.

/** `ES`, `es-ES` and `es_419` read as `es` (models write tags many ways); anything else is refused. */
export const LangSchema = z
  .preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase().split(/[-_]/)[0] : value),
    z.enum(LANGS),
  )
  .optional()
  .describe("Reply language.");

export const GameIdSchema = z.enum(GAME_IDS).describe(`The game: ${gameIdsListed("or")}.`);

export const HandleSchema = z.string().max(100).describe("The game's handle (from new_game or enter_daily).");

const VersionSchema = z
  .number()
  .int()
  .min(1)
  .describe("The version you last saw (if the game has changed since, nothing is done).");

/**
 * A move as JSON, as the HTTP API takes it: `{"type":"move","from":32,"to":8}`, `{"type":"deal"}`,
 * … Its descriptions name each game's moves by placeholders (`{move_types}`), which the server
 * fills from the games' own moves when it makes the JSON Schema (game-texts.ts).
 */
const MoveObjectSchema = z
  .object({
    type: z.string().describe("{move_types}."),
    from: z.number().int().optional(),
    to: z.number().int().optional(),
    target: z.number().int().optional(),
    cards: z.array(z.string()).optional(),
  })
  .describe("A move as JSON, e.g. {move_json}.");

export const MoveInputSchema = z
  .union([
    // Any number: one that is not a whole number is refused with the position (see chosenMove).
    z.number(),
    z.string().max(200),
    MoveObjectSchema,
  ])
  .describe(
    "Which move: its number in the legal moves (best), its notation as listed ({move_notations}) or the move as JSON.",
  );

export const ListGamesInput = z.strictObject({ lang: LangSchema });
export const GetRulesInput = z.strictObject({ game: GameIdSchema, lang: LangSchema });
/** A deal's options, as POST /v1/sessions takes them: checked against the game's own. */
const DealOptionsInput = z
  .record(z.string().max(64), z.string().max(64))
  .optional()
  .describe("A game with variants: its deal options by name (GET /v1/games lists them). Not with daily.");
export const NewGameInput = z.strictObject({
  game: GameIdSchema,
  deal: z
    .number()
    .int()
    .min(0)
    .max(MAX_DEAL_NUMBER)
    .optional()
    .describe("An Aisleriot deal number (anyone can replay it); without one or daily, a random deal."),
  daily: z
    .string()
    .max(40)
    .optional()
    .describe(
      `A daily challenge's date (YYYY-MM-DD or "today"): its deal, unranked (${gameIdsListed("or", hidesCards)}: once closed). Not with deal.`,
    ),
  options: DealOptionsInput,
  lang: LangSchema,
});
export const HandleInput = z.strictObject({ handle: HandleSchema, lang: LangSchema });
const BoardFlagSchema = z.boolean().optional().describe("Also show the whole table (as show_game does).");
export const PlayMoveInput = z.strictObject({
  handle: HandleSchema,
  move: MoveInputSchema,
  version: VersionSchema,
  withHint: z.boolean().optional().describe("Also hint the next move (saves a hint call)."),
  board: BoardFlagSchema,
  lang: LangSchema,
});
export const UndoInput = z.strictObject({
  handle: HandleSchema,
  version: VersionSchema,
  board: BoardFlagSchema,
  lang: LangSchema,
});

/** Moves and events as flat JSON objects (their shapes are the game's). */
const JsonFieldSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
const JsonObjectSchema = z.record(z.string(), JsonFieldSchema).meta(LISTED_BY_TYPE);

/**
 * A game as a reply shows it, sized for a model that pays for every character: its state
 * always; the numbered legal moves wherever a move may follow (every reply but a hint's); which
 * game it is wherever the caller may not hold its handle at hand (all but play_move's and
 * undo's); the rest where the game is shown whole (new_game, show_game, `board: true`). The
 * text content says the same in words.
 */
export const PositionSchema = z.object({
  handle: z.string().optional().describe("The game handle: the key to play this game."),
  game: z.enum(GAME_IDS).optional(),
  version: z.number().int().describe("Grows by one with every change; send it back to play safely."),
  status: z.enum(["playing", "won", "lost"]),
  score: z.number().int(),
  legalMoves: z
    .array(z.string())
    .optional()
    .describe(
      "Every legal move in the game's notation, in a stable order: move n is legalMoves[n-1] (play_move takes the number or the notation).",
    ),
  maxScore: z.number().int().optional().describe("The score of a won game (with the whole table)."),
  moveCount: z.number().int().optional().describe("Moves on the line of play (with the whole table)."),
  board: z
    .string()
    .optional()
    .describe(
      "The table as text (show_game, new_game, or board: true): one line per row, slots as number:cards, hidden cards as ??.",
    ),
  moveTexts: z
    .array(z.string())
    .optional()
    .describe("What each legal move does, in words, in the order of legalMoves (with the whole table)."),
  moveSlots: z
    .array(z.array(z.number().int()))
    .optional()
    .describe(
      "The slots each legal move involves, source first, in the order of legalMoves (with the whole table): what a client marks and targets without knowing the game.",
    ),
  links: z
    .object({
      watchId: z.string().describe("The public id: anyone may watch the game with it."),
      watchUrl: z
        .string()
        .describe("The page where a person watches the game (read only): /play?watch=<id>."),
      sessionUrl: z.string().describe("The game as JSON over HTTP (GET /v1/sessions/{id})."),
      boardUri: z.string().describe("The board as an SVG picture (resources/read)."),
    })
    .optional()
    .describe("new_game and show_game: where the game can be watched."),
});

export const ErrorSchema = z
  .object({
    code: z.string().describe("A stable snake_case code (the API's problem codes, or malformed_handle, …)."),
    message: z.string(),
    params: z.record(z.string(), JsonFieldSchema).optional().describe("The public facts of the refusal."),
  })
  .describe("Only on a tool error: why nothing was done.")
  .meta(LISTED_BY_TYPE);

const PlayedSchema = z.object({
  number: z.number().int().optional().describe("The move's number in the list it was chosen from."),
  notation: z.string(),
  text: z.string().optional().describe("What happened, in words (with the whole table; else in the text)."),
  events: z
    .array(JsonObjectSchema)
    .optional()
    .describe("What happened, as the game's events (with the whole table)."),
});

const HintSchema = z.object({
  number: z.number().int().optional().describe("The proposed move's number in legalMoves (absent: no move)."),
  notation: z.string().optional(),
  reason: z.string().optional().describe("The hint's reason key (from the hint tool)."),
  text: z.string().optional().describe("The hint in words (from the hint tool)."),
});

const VerdictSchema = z.object({
  verdict: z.enum(["winnable", "unwinnable", "unknown"]),
  line: z.array(z.string()).nullable().describe("A winning line in the game's notation (winnable only)."),
});

const AnalysisSchema = z.object({
  start: VerdictSchema.describe("The deal, from its start."),
  now: VerdictSchema.describe("The position now."),
  turningPoint: z
    .object({
      seq: z.number().int().describe("The move (1-based on the line of play) after which no win was left."),
      notation: z.string(),
      alternative: z.array(z.string()).describe("A winning line from just before that move."),
    })
    .nullable(),
  decided: z.boolean().describe("False when a solver's budget ran out on a position the answer depends on."),
  complete: z
    .boolean()
    .describe(
      "False while the analysis goes on (one call searches a bounded amount): call analyse_game again to go on where it stopped.",
    ),
});

/**
 * Every tool about one game answers with this: the position (absent only when there is no
 * game to show), and what the tool adds to it. A tool error carries `error` and, when the
 * game exists, its position, so even refusals match the schema.
 */
export const GameReplySchema = z.object({
  position: PositionSchema.optional().describe("The game now.").meta(LISTED_BY_TYPE),
  played: PlayedSchema.optional().describe("play_move: the move played and what happened."),
  undone: PlayedSchema.optional().describe("undo: the move taken back."),
  hint: HintSchema.optional().describe("hint: the proposed move."),
  analysis: AnalysisSchema.optional()
    .describe("analyse_game: was it winnable, and where was it lost.")
    .meta(LISTED_BY_TYPE),
  deal: z.number().int().optional().describe("new_game: the deal number, when one was asked for."),
  share: z
    .object({ text: z.string(), url: z.string(), image: z.string() })
    .optional()
    .describe(
      "play_move that ends a daily game: the text to post, its link and picture (nothing of the deal).",
    ),
  options: z
    .record(z.string(), z.string())
    .optional()
    .describe("new_game: the deal's options, every one the game declares, for a game with variants."),
  daily: z
    .object({
      date: z.string(),
      ranked: z.boolean().describe("enter_daily: a ranked entry; new_game: never."),
      player: z.object({ id: z.string(), name: z.string() }).optional().describe("The entry's player."),
      listed: z
        .boolean()
        .optional()
        .describe(
          `Whether the entry shows on the date's global board (a ${gameNamesListed("or", hidesCards)} board lists established players only, one entry per network address; its streak and leagues count it all the same).`,
        ),
      reason: z.enum(UNLISTED_REASONS).optional().describe("Why it is not listed."),
    })
    .optional()
    .describe("new_game and enter_daily: the daily challenge whose deal this game is.")
    .meta(LISTED_BY_TYPE),
  error: ErrorSchema.optional(),
});

type ReplyKey = keyof typeof GameReplySchema.shape;

/** One game tool's reply: the position, `error` on a refusal, and the parts that tool adds. */
export const gameReplyWith = (...parts: Exclude<ReplyKey, "position" | "error">[]): z.ZodObject =>
  GameReplySchema.pick(
    Object.fromEntries(["position", "error", ...parts].map((key) => [key, true])) as Partial<
      Record<ReplyKey, true>
    >,
  );

export const GameSummarySchema = z.object({
  id: z.enum(GAME_IDS),
  name: z.string(),
  summary: z.string(),
  maxScore: z.number().int(),
  hiddenCards: z.boolean().describe("Whether some cards stay hidden until the game ends."),
  rulesUri: z.string().describe("The full rules as a resource."),
});

export const ListGamesOutput = z.object({ games: z.array(GameSummarySchema.meta(LISTED_BY_TYPE)) });
export const RulesOutput = GameSummarySchema.extend({
  lang: z.enum(LANGS),
  rules: z.array(z.object({ title: z.string(), body: z.string() }).meta(LISTED_BY_TYPE)),
});

export type Position = z.infer<typeof PositionSchema>;
export type GameReply = z.infer<typeof GameReplySchema>;
export type JsonObject = z.infer<typeof JsonObjectSchema>;
