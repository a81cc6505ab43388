import { OpenAPIHono, z } from "@hono/zod-openapi";
import { SLOT_KINDS } from "../../engine/index.ts";
import { engineOf, GAME_IDS, type GameId } from "../../games/registry.ts";
import { gameName, SLOT_KIND_NAMES } from "../../i18n/board-words.ts";
import { gamesWhere, HIDDEN_EXAMPLE_GAME, spokenList } from "../../kit/games.ts";
import { RULE_TEXTS } from "../../i18n/rules/index.ts";
import type { Lang } from "../../i18n/lang.ts";
import { conditionalHeaders, fixedJson, NOT_MODIFIED } from "../conditional.ts";
import type { AppEnv } from "../env.ts";
import { replyLang } from "../problem.ts";
import { gameIdFor, json, UNKNOWN_GAME, apiRoute } from "../route-kit.ts";
import { LangQuerySchema } from "../schemas/common.ts";
import { GameParamSchema } from "../schemas/game.ts";

/** The games whose rows overlap (a slot at a half row), as the description of `y` names them. */
const overlapping = gamesWhere((engine) => engine.geometry.some(({ y }) => !Number.isInteger(y)));
const HALF_ROWS = overlapping.length
  ? ` (${spokenList(
      overlapping.map((id) => `${gameName(id, "en")}'s`),
      "and",
    )} rows overlap by half)`
  : "";

const SlotPlaceSchema = z
  .object({
    x: z.number().openapi({ description: "Left edge, in card steps from the table's left." }),
    y: z.number().openapi({ description: `Top edge, in row steps from the table's top${HALF_ROWS}.` }),
    kind: z.enum(SLOT_KINDS),
  })
  .openapi("SlotPlace");

const GameSummarySchema = z
  .object({
    id: z.string().openapi({ example: HIDDEN_EXAMPLE_GAME }),
    name: z.string().openapi({ example: gameName(HIDDEN_EXAMPLE_GAME, "en") }),
    summary: z.string(),
    lang: z.string().openapi({ example: "en" }),
    slots: z
      .number()
      .int()
      .openapi({ description: "Number of slots (Aisleriot's slot numbers 0..slots-1)." }),
    maxScore: z.number().int(),
    hiddenCards: z.boolean().openapi({ description: "Whether some cards stay hidden until the game ends." }),
    dealOptions: z
      .record(z.string(), z.object({ values: z.array(z.string()), default: z.string() }))
      .openapi({
        description:
          "The game's variants, by option name: the values a deal may take (`options` of a deal or a stored game's creation) and the one it gets when none is asked for. Empty for a game without variants.",
        example: {},
      }),
    table: z.array(SlotPlaceSchema).openapi({
      description:
        "Where each slot lies on Aisleriot's table, by slot number: what a client needs to draw the table (board.svg draws it at 72 × 96 px a unit, cards 64 × 88 px).",
    }),
    kinds: z.partialRecord(z.enum(SLOT_KINDS), z.string()).openapi({
      description:
        "The name of each slot kind `table` uses, in the caller's language (as board.txt names them): what a client calls a slot by its kind.",
      example: Object.fromEntries(
        engineOf(HIDDEN_EXAMPLE_GAME).geometry.map(({ kind }) => [kind, SLOT_KIND_NAMES[kind].en]),
      ),
    }),
  })
  .openapi("GameSummary");

const GameDetailSchema = GameSummarySchema.extend({
  rules: z.array(z.object({ title: z.string(), body: z.string() })).openapi({
    description: "The full rules, as Aisleriot plays them, in sections.",
  }),
}).openapi("GameDetail");

function summary(id: GameId, lang: Lang) {
  const engine = engineOf(id);
  const text = RULE_TEXTS[id][lang];
  return {
    id,
    name: text.name,
    summary: text.summary,
    lang,
    slots: engine.slotCount,
    maxScore: engine.maxScore,
    hiddenCards: engine.hasHiddenCards,
    dealOptions: Object.fromEntries(
      Object.entries(engine.dealOptions ?? {}).map(([name, { values, default: value }]) => [
        name,
        { values: [...values], default: value },
      ]),
    ),
    table: engine.geometry.map(({ x, y, kind }) => ({ x, y, kind })),
    kinds: Object.fromEntries(engine.geometry.map(({ kind }) => [kind, SLOT_KIND_NAMES[kind][lang]])),
  };
}

/** The games change only with the code: kept an hour, then revalidated by the ETag. */
const CATALOGUE_CACHE = "public, max-age=3600";
const CATALOGUE_HEADERS = conditionalHeaders().extend({
  "Cache-Control": z.string().openapi({
    description: "Kept an hour (the games change only with a new version of the API), then revalidated.",
    example: CATALOGUE_CACHE,
  }),
});

const listRoute = apiRoute({
  method: "get",
  path: "/",
  operationId: "listGames",
  description:
    "Every game this API plays, each with its name and a short summary in the caller's language, its number of slots, its highest score and whether it hides cards.",
  tags: ["Games"],
  summary: "The games, with a short summary in the caller's language",
  request: { query: LangQuerySchema },
  responses: {
    200: {
      description: "Every game.",
      content: json(z.object({ games: z.array(GameSummarySchema) })),
      headers: CATALOGUE_HEADERS,
    },
    304: NOT_MODIFIED,
  },
});

const detailRoute = apiRoute({
  method: "get",
  path: "/{game}",
  operationId: "getGame",
  tags: ["Games"],
  summary: "One game with its full rules (English, Spanish, Catalan, Czech or Greek)",
  description: "The language comes from `?lang=` or `Accept-Language`; English by default.",
  request: { params: GameParamSchema, query: LangQuerySchema },
  responses: {
    200: { description: "The game.", content: json(GameDetailSchema), headers: CATALOGUE_HEADERS },
    304: NOT_MODIFIED,
    ...UNKNOWN_GAME,
  },
});

export const catalogueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listRoute, (c) => {
    const lang = replyLang(c);
    const games = () => ({ games: GAME_IDS.map((id) => summary(id, lang)) });
    return fixedJson(c, `games ${lang}`, games, { cacheControl: CATALOGUE_CACHE });
  })
  .openapi(detailRoute, (c) => {
    const game = gameIdFor(c.req.valid("param").game);
    const lang = replyLang(c);
    const detail = () => ({
      ...summary(game, lang),
      rules: RULE_TEXTS[game][lang].rules.map((s) => ({ ...s })),
    });
    return fixedJson(c, `game ${game} ${lang}`, detail, { cacheControl: CATALOGUE_CACHE });
  });
