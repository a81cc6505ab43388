import {
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  ResourceTemplate,
  type StandardSchemaWithJSON,
} from "@modelcontextprotocol/server";
import { z } from "zod";
import { storedGames } from "../durable/clients.ts";
import { engineOf, GAME_IDS, isGameId } from "../games/registry.ts";
import { LANGS, type Lang } from "../i18n/lang.ts";
import { RULE_TEXTS } from "../i18n/rules/index.ts";
import { svgBoard } from "../render/svg-board.ts";
import { getRules, listGames, rulesMarkdown, rulesUri } from "./catalogue-tools.ts";
import { dailyChallenge, dailyLeaderboard } from "./daily-tools.ts";
import { APP_MIME_TYPE, TABLE_VIEW_HTML, TABLE_VIEW_URI, tableView } from "./app-tools.ts";
import { analyseGame, hint, newGame, playMove, showGame, undo } from "./game-tools.ts";
import { becomePlayer, enterDaily, showPlayer } from "./player-tools.ts";
import { refusalReply } from "./replies.ts";
import { GameIdSchema, LangSchema } from "./schemas.ts";
import type { Tool, ToolContext } from "./tool.ts";
import { gameIdsListed, gameNamesListed } from "../kit/games.ts";
import { langOf } from "../kit/lang.ts";
import { listedSchema } from "./listed-schema.ts";

/** Every tool, in the order `tools/list` gives them (the same for every caller). A new tool is one entry here. */
export const TOOLS: readonly Tool[] = [
  listGames,
  getRules,
  dailyChallenge,
  dailyLeaderboard,
  becomePlayer,
  enterDaily,
  showPlayer,
  newGame,
  showGame,
  playMove,
  hint,
  undo,
  analyseGame,
  tableView,
];

const INSTRUCTIONS =
  `Plays GNOME Aisleriot's patience games ${gameNamesListed("and")} with Aisleriot's exact rules. Start with new_game ` +
  "(get_rules explains a game; daily_challenge shows the day's challenge, which new_game can deal, unranked; " +
  "to play it ranked, become_player makes a player whose token the user keeps, and enter_daily enters it; " +
  "daily_leaderboard shows a date's board, or a league's; show_player a player's streaks); " +
  "it returns a game handle: pass it to every later call. new_game and show_game show the whole table; " +
  "play_move and undo answer what changed, the version and the legal moves, numbered (board: true adds the table): " +
  "play one with play_move, its number and the version you saw. " +
  "hint proposes a move by its number; analyse_game says whether the deal could be won and where it was lost. " +
  "The server keeps the game: never guess a position, read it again with show_game.";

/** The server's name and version, as every 2026-07-28 result's `_meta` gives them. */
export const SERVER_INFO = { name: "patience", version: "1.0.0" } as const;

const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/** A tool's handler, kept from failing loudly: an unexpected error is logged and told as such. */
export function guarded(tool: Tool, context: ToolContext) {
  return async (args: unknown) => {
    try {
      return await tool.run(args, context);
    } catch (error) {
      console.error("mcp tool failed", tool.name, error);
      const lang = langOf((args as { lang?: unknown } | undefined)?.lang, context.lang);
      return refusalReply({ code: "internal_error" }, lang);
    }
  };
}

/**
 * A schema whose JSON Schema is worked out once per isolate: the SDK converts a tool's zod
 * schemas on every server it is registered with (one per request, as the stateless transport
 * needs), which cost more CPU than the tool itself. Validation is the schema's own, or none
 * (`check: false`).
 */
function jsonSchemaOnce<I, O>(
  schema: StandardSchemaWithJSON<I, O>,
  check = true,
): StandardSchemaWithJSON<I, O> {
  const standard = schema["~standard"];
  const converted = new Map<string, Record<string, unknown>>();
  const once =
    (io: "input" | "output") =>
    (options: Parameters<typeof standard.jsonSchema.input>[0]): Record<string, unknown> => {
      const key = `${io} ${String(options.target)} ${JSON.stringify(options.libraryOptions ?? null)}`;
      let json = converted.get(key);
      if (json === undefined) converted.set(key, (json = listedSchema(standard.jsonSchema[io](options), io)));
      return json;
    };
  return {
    "~standard": {
      version: standard.version,
      vendor: standard.vendor,
      validate: check ? (value) => standard.validate(value) : (value) => ({ value: value as O }),
      jsonSchema: { input: once("input"), output: once("output") },
    },
  };
}

/** What registering each tool takes, made on the first request of an isolate and kept. */
let registrations:
  { tool: Tool; input: StandardSchemaWithJSON; output: StandardSchemaWithJSON }[] | undefined;
const toolRegistrations = () =>
  (registrations ??= TOOLS.map((tool) => ({
    tool,
    input: jsonSchemaOnce(tool.input),
    // A reply is this server's own making, not input: the SDK's check of it against the output
    // schema (zod, on every call) is left to the tests, whose official clients check every
    // structured reply against the listed schema, as hosts do.
    output: jsonSchemaOnce(tool.output, false),
  })));

/**
 * The root of every tool's output JSON Schema (a tool's output is a zod object, by its type).
 * A call's answer reads no more of it (the SDK wraps structured content under `result` for a
 * root that is not an object): given it, a call never converts the whole schema, which is
 * what made an isolate's first call of a tool cost ~15 ms more.
 */
const OBJECT_ROOT: Record<string, unknown> = { type: "object" };

/** The tool a request calls, when it is one of ours: a server for that call needs it alone. */
export function calledTool(message: unknown): string | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  const name = method === "tools/call" && typeof params === "object" ? params?.name : undefined;
  return typeof name === "string" && TOOLS.some((tool) => tool.name === name) ? name : undefined;
}

/**
 * One MCP server instance for one request (the transport is stateless: nothing is kept). A
 * call of one of the tools (`only`) gets a server with that tool alone: registering the rest
 * cost more CPU than many a call, and nothing else answers a call (the result names no
 * capability). Every other request gets everything.
 */
export function buildServer(context: ToolContext, only?: string): McpServer {
  const server = new McpServer({ ...SERVER_INFO }, { instructions: INSTRUCTIONS });
  for (const { tool, input, output } of toolRegistrations()) {
    if (only !== undefined && tool.name !== only) continue;
    const registered = server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: input,
        outputSchema: output,
        annotations: tool.annotations,
        ...(tool.meta ? { _meta: { ...tool.meta } } : {}),
      },
      guarded(tool, context),
    );
    registered.outputSchemaJson = OBJECT_ROOT;
  }
  if (only !== undefined) return server;
  registerRules(server);
  registerBoards(server, context);
  registerTableView(server);
  registerPrompt(server);
  return server;
}

/** The rules of each game in each language, as Markdown. */
function registerRules(server: McpServer) {
  const list = () => ({
    resources: GAME_IDS.flatMap((game) =>
      LANGS.map((lang) => ({
        uri: rulesUri(game, lang),
        name: `${game}-rules-${lang}`,
        title: `${RULE_TEXTS[game][lang].name} (${lang})`,
        mimeType: "text/markdown",
      })),
    ),
  });
  server.registerResource(
    "rules",
    new ResourceTemplate("patience://rules/{game}/{lang}", { list }),
    {
      title: "A game's rules",
      description: "The full rules of a game in one language.",
      mimeType: "text/markdown",
    },
    (uri, variables) => {
      const { game, lang } = variables;
      if (typeof game !== "string" || !isGameId(game) || !isLang(lang))
        throw new ResourceNotFoundError(uri.href);
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: rulesMarkdown(game, lang) }] };
    },
  );
}

/** A stored game's board as an SVG picture, by its public id (boards show the public view only). */
function registerBoards(server: McpServer, context: ToolContext) {
  server.registerResource(
    "board",
    new ResourceTemplate("patience://boards/{id}", { list: undefined }),
    {
      title: "A game's board",
      description: "The board of a stored game as an SVG picture, by its public (watch) id.",
      mimeType: "image/svg+xml",
    },
    async (uri, variables) => {
      const game = storedGames(context.env).byId(String(variables.id));
      const read = game.ok ? await game.value.read(context.now()) : game;
      if (!read.ok) throw new ResourceNotFoundError(uri.href);
      const svg = svgBoard(engineOf(read.value.game), read.value.view, context.lang);
      return { contents: [{ uri: uri.href, mimeType: "image/svg+xml", text: svg }] };
    },
  );
}

/** The table inside a chat (MCP Apps): one self-contained page, no network of its own. */
function registerTableView(server: McpServer) {
  server.registerResource(
    "table",
    TABLE_VIEW_URI,
    {
      title: "The card table",
      description:
        "An interactive view of a game (MCP Apps) for hosts that show apps: click a move to play it.",
      mimeType: APP_MIME_TYPE,
    },
    (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: APP_MIME_TYPE,
          text: TABLE_VIEW_HTML,
          // No outside origin at all: the view reaches the server only through the host.
          _meta: { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: false } },
        },
      ],
    }),
  );
}

/** The prompt's arguments (built once per isolate, their JSON Schema too). */
const PROMPT_ARGS = jsonSchemaOnce(z.object({ game: GameIdSchema, lang: LangSchema }));

/** How to play here, as a prompt a person can pick in a client. */
function registerPrompt(server: McpServer) {
  server.registerPrompt(
    "play_patience",
    {
      title: "Play a game of patience",
      description: `Starts a game of ${gameNamesListed("or")} and plays it with you, move by move.`,
      argsSchema: PROMPT_ARGS,
    },
    ({ game, lang = "en" }) => {
      if (!isGameId(game))
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `game: ${gameIdsListed("or")}`);
      const text = RULE_TEXTS[game][lang];
      return {
        messages: [
          {
            role: "user" as const,
            content: {
              type: "text" as const,
              text:
                `Let's play ${text.name} with the patience tools. ${text.summary}\n\n` +
                `Call new_game with game "${game}"${lang === "en" ? "" : ` and lang "${lang}"`} and keep the handle it returns. ` +
                "new_game shows the table; each move's reply shows what changed and the legal moves, numbered (board: true, or show_game, shows the table again): choose one, say briefly why, and play it " +
                "with play_move (the handle, the move's number and the version you saw; withHint: true also gives the next hint). Ask hint when unsure. " +
                "Never invent a move or a position: only the numbered moves are legal, and show_game shows the " +
                "game again. Read get_rules if you need the full rules. When the game is won or lost, stop; " +
                "analyse_game then says whether the deal could be won and where it was lost.",
            },
          },
        ],
      };
    },
  );
}
