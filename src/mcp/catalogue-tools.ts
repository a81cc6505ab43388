import { engineOf, GAME_IDS, type GameId } from "../games/registry.ts";
import type { Lang } from "../i18n/lang.ts";
import { RULE_TEXTS } from "../i18n/rules/index.ts";
import { GetRulesInput, ListGamesInput, ListGamesOutput, RulesOutput } from "./schemas.ts";
import { defineTool, READ_ONLY } from "./tool.ts";
import { gameNamesListed } from "../kit/games.ts";
import { langOf } from "../kit/lang.ts";

/** A game's rules as a resource, in one language. */
export const rulesUri = (game: GameId, lang: Lang): string => `patience://rules/${game}/${lang}`;

export function gameSummary(game: GameId, lang: Lang) {
  const engine = engineOf(game);
  const text = RULE_TEXTS[game][lang];
  return {
    id: game,
    name: text.name,
    summary: text.summary,
    maxScore: engine.maxScore,
    hiddenCards: engine.hasHiddenCards,
    rulesUri: rulesUri(game, lang),
  };
}

/** The full rules as Markdown: the same sections as `GET /v1/games/{game}`. */
export function rulesMarkdown(game: GameId, lang: Lang): string {
  const text = RULE_TEXTS[game][lang];
  const sections = text.rules.map((section) => `## ${section.title}\n\n${section.body}`);
  return [`# ${text.name}`, text.summary, ...sections].join("\n\n") + "\n";
}

export const listGames = defineTool({
  name: "list_games",
  title: "List the games",
  description: `The patience games this server plays (GNOME Aisleriot's ${gameNamesListed("and")}, with its exact rules), each with a summary. Start one with new_game.`,
  input: ListGamesInput,
  output: ListGamesOutput,
  annotations: READ_ONLY,
  run: (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const games = GAME_IDS.map((game) => gameSummary(game, lang));
    const text = games.map((g) => `${g.id} (${g.name}): ${g.summary}`).join("\n\n");
    return { content: [{ type: "text", text }], structuredContent: { games } };
  },
});

export const getRules = defineTool({
  name: "get_rules",
  title: "Read a game's rules",
  description:
    "A game's full rules: the layout and slot numbers, what a move is, scoring, how it ends, how to play it here.",
  input: GetRulesInput,
  output: RulesOutput,
  annotations: READ_ONLY,
  run: (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const rules = RULE_TEXTS[args.game][lang].rules.map((section) => ({ ...section }));
    return {
      content: [{ type: "text", text: rulesMarkdown(args.game, lang) }],
      structuredContent: { ...gameSummary(args.game, lang), lang, rules },
    };
  },
});
