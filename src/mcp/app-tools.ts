import { z } from "zod";
import type { SessionSnapshot } from "../durable/session/session-types.ts";
import { engineOf } from "../games/registry.ts";
import { hintText } from "../i18n/hints.ts";
import { format } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { eventsText, moveText } from "../i18n/move-texts.ts";
import { svgBoard } from "../render/svg-board.ts";
import { TABLE_VIEW_URI } from "./app/table.ts";
import { TABLE_VIEW_HTML } from "./app/table-view.ts";
import { refusalOf, storedGame } from "./game-tools.ts";
import { parseHandle } from "./handle.ts";
import { moveLabel } from "./position.ts";
import { refusalReply } from "./replies.ts";
import { ErrorSchema, HandleSchema, LangSchema } from "./schemas.ts";
import { CHANGES, defineTool } from "./tool.ts";
import { langOf } from "../kit/lang.ts";

// The table inside a chat (the MCP Apps extension): a `ui://` view that hosts which render apps
// show beside new_game, show_game and play_move, and the app-only tool it plays through. Hosts
// without apps ignore both and show the text replies.

export { APP_MIME_TYPE, SHOWN_ON_TABLE, TABLE_VIEW_URI } from "./app/table.ts";
export { TABLE_VIEW_HTML };

// Terse on purpose: every host puts tools/list in the model's context, app-only tools included.
const TableInput = z.strictObject({
  handle: HandleSchema,
  play: z
    .strictObject({ move: z.number().int().min(1), version: z.number().int().min(1) })
    .optional()
    .describe("First play this legal move (its number) at this version."),
  hint: z.boolean().optional().describe("Also the hinted move."),
  lang: LangSchema,
});

// The view's own reply, bare (no descriptions, plain numbers): the view reads it, no model does.
const num = z.number();
const TableReplySchema = z.object({
  game: z.string().optional(),
  version: num.optional(),
  status: z.string().optional(),
  score: num.optional(),
  maxScore: num.optional(),
  ranked: z.boolean().optional(),
  svg: z.string().optional(),
  moves: z
    .array(
      z.object({
        number: num,
        notation: z.string(),
        text: z.string(),
        slots: z.array(num),
        from: num.optional(),
        to: num.optional(),
      }),
    )
    .optional(),
  played: z.object({ notation: z.string(), text: z.string() }).optional(),
  hint: z.object({ number: num.optional(), text: z.string() }).optional(),
  error: ErrorSchema.optional(),
});

/**
 * What the view draws and plays through: the game's board as board.svg draws it (the same
 * public view, hidden cards face down) and its legal moves with what each does and the slots
 * each involves, source first, as the engine says; with `play`, the move is played first (the
 * stored game's own change, by the handle's owner token, as play_move), with `hint` the hinted
 * move comes too. For the view only (`visibility: ["app"]`), so that a click is not a tool
 * result the model reads; a host that lists it to the model anyway gets nothing play_move would
 * not give, and a model reads show_game.
 */
export const tableView = defineTool({
  name: "table_view",
  title: "The table, for the app",
  description:
    "For the table view (MCP Apps) only: a game's board as SVG and its legal moves; plays a move first with play. Models use show_game and play_move.",
  input: TableInput,
  output: TableReplySchema,
  annotations: CHANGES,
  meta: { ui: { resourceUri: TABLE_VIEW_URI, visibility: ["app"] } },
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const handle = parseHandle(args.handle);
    if (handle === undefined) return refusalReply({ code: "malformed_handle" }, lang);
    const game = storedGame(context, handle);
    let snapshot: SessionSnapshot;
    let played: { notation: string; text: string } | undefined;
    let lead: string | undefined;
    if (args.play) {
      const changed = await game.change({ kind: "move", number: args.play.move, version: args.play.version });
      if (!changed.ok) return refusalReply(refusalOf(changed.error), lang);
      const { move = {}, events, ...after } = changed.value;
      snapshot = after;
      played = {
        notation: engineOf(after.game).notation.move(move),
        text: eventsText(after.game, events, lang),
      };
      lead = format(MCP_WORDS.played[lang], {
        move: moveLabel(played.notation, args.play.move),
        what: played.text,
      });
    } else {
      const read = await game.read();
      if (!read.ok) return refusalReply(refusalOf(read.error), lang);
      snapshot = read.value;
    }
    const engine = engineOf(snapshot.game);
    const notations = snapshot.legalMoves.map((move) => engine.notation.move(move));
    let hinted: { number?: number; text: string } | undefined;
    if (args.hint && snapshot.status === "playing") {
      const asked = await game.hint();
      if (!asked.ok) return refusalReply(refusalOf(asked.error), lang);
      const { move } = asked.value.hint;
      const index = move === null ? -1 : notations.indexOf(engine.notation.move(move));
      hinted = {
        ...(index < 0 ? {} : { number: index + 1 }),
        text: hintText(snapshot.game, asked.value.hint, asked.value.view, lang),
      };
    }
    const moves = snapshot.legalMoves.map((move, i) => {
      const slots = [...(snapshot.moveSlots[i] ?? [])];
      const [from, to] = slots;
      return {
        number: i + 1,
        notation: notations[i]!,
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
      ...(played ? { played } : {}),
      ...(hinted ? { hint: hinted } : {}),
    };
    const state = `${snapshot.game} v${snapshot.version} · ${snapshot.score}/${engine.maxScore} · ${snapshot.status}`;
    return {
      content: [{ type: "text", text: [lead, hinted?.text, state].filter(Boolean).join("\n") }],
      structuredContent: table,
    };
  },
});
