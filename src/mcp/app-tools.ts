import { engineOf } from "../games/registry.ts";
import { moveText } from "../i18n/move-texts.ts";
import { svgBoard } from "../render/svg-board.ts";
import { TABLE_VIEW_URI } from "./app/table.ts";
import { TABLE_VIEW_HTML } from "./app/table-view.ts";
import { storedGameOf } from "./game-tools.ts";
import { HandleInput, TableViewSchema } from "./schemas.ts";
import { defineTool, READ_ONLY } from "./tool.ts";
import { langOf } from "../kit/lang.ts";

// The table inside a chat (the MCP Apps extension): a `ui://` view that hosts which render apps
// show beside new_game, show_game and play_move, and the app-only tool it draws from. Hosts
// without apps ignore both and show the text replies.

export { APP_MIME_TYPE, SHOWN_ON_TABLE, TABLE_VIEW_URI } from "./app/table.ts";
export { TABLE_VIEW_HTML };

/**
 * What the view draws: the game's board as board.svg draws it (the same public view, hidden
 * cards face down) and its legal moves with what each does and the slots each involves, source
 * first, as the engine says (a click on a move's first slot plays it). For the view only (`visibility: ["app"]`): a
 * model reads show_game.
 */
export const tableView = defineTool({
  name: "table_view",
  title: "The table, for the app",
  description:
    "For the table view (MCP Apps) only: a stored game's board as an SVG picture and its legal moves with what each does. A model reads show_game instead.",
  input: HandleInput,
  output: TableViewSchema,
  annotations: READ_ONLY,
  meta: { ui: { resourceUri: TABLE_VIEW_URI, visibility: ["app"] } },
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const found = await storedGameOf(args.handle, context, lang);
    if (found.error) return found.error;
    const { snapshot } = found;
    const engine = engineOf(snapshot.game);
    const moves = snapshot.legalMoves.map((move, i) => {
      const slots = [...(snapshot.moveSlots[i] ?? [])];
      const [from, to] = slots;
      return {
        number: i + 1,
        notation: engine.notation.move(move),
        text: moveText(snapshot.game, snapshot.view, move, lang),
        slots,
        ...(slots.length === 2 && from !== undefined && to !== undefined ? { from, to } : {}),
      };
    });
    const table = {
      game: snapshot.game,
      version: snapshot.version,
      status: snapshot.status,
      score: snapshot.score,
      maxScore: engine.maxScore,
      // A ranked entry: hints count on the board, so the view asks for none by a stray key.
      ranked: snapshot.daily?.ranked === true,
      svg: svgBoard(engine, snapshot.view, lang),
      moves,
    };
    return {
      content: [{ type: "text", text: `${snapshot.game} v${snapshot.version}` }],
      structuredContent: table,
    };
  },
});
