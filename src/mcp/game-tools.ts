import { storedGames } from "../durable/clients.ts";
import type { Change, JsonValue, SessionHint } from "../durable/session/session-types.ts";
import { engineOf } from "../games/registry.ts";
import { hintText } from "../i18n/hints.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { eventsText, moveText } from "../i18n/move-texts.ts";
import { dealOptionsFor, shownOptions } from "../play/deal-options.ts";
import { gameName } from "../i18n/board-words.ts";
import { newHandle, objectName, ownerTokenOf, parseHandle } from "./handle.ts";
import { CHANGED, FULL, moveLabel, positionOf, SHORT, type Detail } from "./position.ts";
import { gameReply, refusalReply } from "./replies.ts";
import {
  gameReplyWith,
  HandleInput,
  NewGameInput,
  PlayMoveInput,
  UndoInput,
  type JsonObject,
  type Position,
} from "./schemas.ts";
import { SHOWN_ON_TABLE } from "./app/table.ts";
import { CHANGES, defineTool, READ_ONLY, type ToolContext } from "./tool.ts";
import { admitGame, admitHeavy } from "../kit/admission.ts";
import { dailyDeal } from "../kit/daily.ts";
import { sessionShare, shareView } from "../kit/share.ts";
import { gameIdsListed, gameNamesListed, hidesCards } from "../kit/games.ts";
import { langOf } from "../kit/lang.ts";
import { chosenMove, numberOf } from "../kit/moves.ts";
import type { Refusal } from "../kit/refusal.ts";

// The tools that start, show and play stored games. Each is a thin façade over the stored
// game's Durable Object (the same one as /v1/sessions/{id}): no rule is decided here.

/** The stored game a handle names; the owner token is derived from the handle, never shown. */
export function storedGame(context: ToolContext, handle: string) {
  const game = storedGames(context.env).byName(objectName(handle));
  return {
    read: () => game.read(context.now()),
    hint: async () => game.hint(context.now(), await ownerTokenOf(handle)),
    // As the owner: the owner of a game that hides cards is the first to see its whole deal.
    analysis: async () => game.analysis(context.now(), await ownerTokenOf(handle)),
    change: async (change: Change & { readonly version: number }) =>
      game.change({ ...change, ownerToken: await ownerTokenOf(handle) }),
  };
}

/** A stored game's refusal as the model reads it (an unknown game is an unknown handle here). */
export const refusalOf = (error: Refusal): Refusal =>
  error.code === "unknown_session" ? { code: "unknown_handle" } : error;

/** The game a handle names, as it is now, or the tool error that says why there is none. */
async function current(handleText: string, context: ToolContext, lang: Lang) {
  const found = await storedGameOf(handleText, context, lang);
  if (found.error) return { error: found.error } as const;
  const { handle, snapshot } = found;
  const at = (detail: Detail) => positionOf(handle, snapshot, { ...context, lang }, detail);
  const game = storedGame(context, handle);
  return { handle, game, id: snapshot.game, position: at(SHORT), at, legalMoves: snapshot.legalMoves };
}

/** The stored game a handle names, as it is now (its public snapshot), or the tool error that says why not. */
export async function storedGameOf(handleText: string, context: ToolContext, lang: Lang) {
  const handle = parseHandle(handleText);
  if (handle === undefined) return { error: refusalReply({ code: "malformed_handle" }, lang) } as const;
  const read = await storedGame(context, handle).read();
  if (!read.ok) return { error: refusalReply(refusalOf(read.error), lang) } as const;
  return { handle, snapshot: read.value } as const;
}

/** A reply's detail when the caller may ask for the whole table (`board: true`). */
const detailOf = (board: boolean | undefined): Detail =>
  board ? { board: true, moves: true, named: true } : CHANGED;

/** The game a handle names as a short reply shows it, if there is one (beside a refusal). */
async function positionNow(handle: string, context: ToolContext, lang: Lang): Promise<Position | undefined> {
  const read = await storedGame(context, handle).read();
  return read.ok ? positionOf(handle, read.value, { ...context, lang }) : undefined;
}

export const newGame = defineTool({
  name: "new_game",
  title: "Start a new game",
  description:
    `Starts a game of ${gameIdsListed("or")} (a random deal, a deal number or a daily challenge's): its handle, the board and the numbered legal moves.` +
    " Pass the handle to show_game, play_move, hint and undo. Anyone can watch the game at its watch link.",
  input: NewGameInput,
  output: gameReplyWith("deal", "options", "daily"),
  meta: SHOWN_ON_TABLE,
  annotations: CHANGES,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    if (args.deal !== undefined && args.daily !== undefined)
      return refusalReply({ code: "deal_and_daily" }, lang);
    if (args.daily !== undefined && Object.keys(args.options ?? {}).length > 0)
      return refusalReply({ code: "options_and_daily" }, lang);
    // Checked before anything is charged, as POST /v1/sessions does.
    const dealt = dealOptionsFor(engineOf(args.game), args.options);
    if (!dealt.ok) return refusalReply(dealt.error, lang);
    const options = args.daily === undefined ? shownOptions(dealt.value) : {};
    const daily =
      args.daily === undefined
        ? undefined
        : await dailyDeal(context.env, args.game, args.daily, context.now());
    if (daily && !daily.ok) return refusalReply(daily.error, lang);
    const admitted = await admitGame(context.env, context.client, context.now());
    if (!admitted.ok) return refusalReply(admitted.error, lang);
    const handle = newHandle();
    const created = await storedGames(context.env)
      .byName(objectName(handle))
      .create({
        game: args.game,
        ...(args.deal !== undefined ? { deal: args.deal } : {}),
        ...options,
        ...(daily ? { daily: daily.value, now: context.now() } : {}),
        ownerToken: await ownerTokenOf(handle),
      });
    if (!created.ok) return refusalReply(refusalOf(created.error), lang);
    const { ownerToken: _secret, ...snapshot } = created.value;
    const position = positionOf(handle, snapshot, { ...context, lang }, FULL);
    const origin = daily
      ? format(MCP_WORDS.daily_origin[lang], { date: daily.value.date })
      : args.deal !== undefined
        ? format(MCP_WORDS.deal_origin[lang], { deal: args.deal })
        : MCP_WORDS.random_origin[lang];
    const lead = format(MCP_WORDS.new_game[lang], {
      game: gameName(args.game, lang),
      origin,
      handle,
      watch: position.links!.watchUrl,
    });
    const from = daily
      ? { daily: { date: daily.value.date, ranked: false as const } }
      : args.deal !== undefined
        ? { deal: args.deal }
        : {};
    return gameReply({ position, ...from, ...options }, lead, lang);
  },
});

export const showGame = defineTool({
  name: "show_game",
  title: "Show a game",
  description:
    "The game now: the board as text (hidden cards as ??), score, status, version and every legal move, numbered. Use it to see the position again.",
  input: HandleInput,
  output: gameReplyWith(),
  meta: SHOWN_ON_TABLE,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const now = await current(args.handle, context, lang);
    return now.error ?? gameReply({ position: now.at(FULL) }, null, lang);
  },
});

export const playMove = defineTool({
  name: "play_move",
  title: "Play a move",
  description:
    "Plays one move, best by its number in the legal moves, with the version you last saw (required: a retried call never plays twice). Returns what happened, the new version, score, status and numbered legal moves (board: true adds the table). withHint adds the next hint. An illegal or stale move is refused with the reason and the legal moves.",
  input: PlayMoveInput,
  output: gameReplyWith("played", "hint", "share"),
  meta: SHOWN_ON_TABLE,
  annotations: CHANGES,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const handle = parseHandle(args.handle);
    if (handle === undefined) return refusalReply({ code: "malformed_handle" }, lang);
    const stored = storedGame(context, handle);
    const number = numberOf(args.move);
    // The version is required (the schema says so): a retried call (a lost answer) never plays
    // again, a deal twice or whatever a number now lists. It also pins the list a number is
    // from, so a number goes to the stored game as it is: one call, as over HTTP.
    let changed: Awaited<ReturnType<typeof stored.change>>;
    let shown: Position | undefined;
    if (typeof number === "number")
      changed = await stored.change({ kind: "move", number, version: args.version });
    else {
      // Notation and JSON are read by the game's rules: the game is read first.
      const now = await current(handle, context, lang);
      if (now.error) return now.error;
      if (number === null) return refusalReply({ code: "not_a_move_number" }, lang, now.position);
      const chosen = chosenMove(args.move as string | JsonObject, now.id);
      if ("code" in chosen) return refusalReply(chosen, lang, now.position);
      shown = now.position;
      changed = await stored.change({ kind: "move", move: chosen.move as JsonValue, version: args.version });
    }
    if (!changed.ok) {
      const position = shown ?? (await positionNow(handle, context, lang));
      return refusalReply(refusalOf(changed.error), lang, position);
    }
    const listed = typeof number === "number" ? number : undefined;
    const { move = {}, events, ...after } = changed.value;
    const game = after.game;
    const notation = engineOf(game).notation.move(move);
    const what = eventsText(game, events, lang, after.view);
    // What happened is said in the text; as data, with the whole table.
    const played = {
      ...(listed !== undefined ? { number: listed } : {}),
      notation,
      ...(args.board ? { text: what, events: events as JsonObject[] } : {}),
    };
    const position = positionOf(handle, after, { ...context, lang }, detailOf(args.board));
    const lead = format(MCP_WORDS.played[lang], { move: moveLabel(notation, listed), what });
    // The next hint in the same call, for a model that follows hints (one call a move, not two).
    if (args.withHint && position.status === "playing") {
      const asked = await stored.hint();
      if (asked.ok) {
        const next = hintReply(asked.value, position, lang, { view: after.view });
        return gameReply({ position, played, hint: next.hinted }, `${lead}\n${next.lead}`, lang);
      }
    }
    // The move that ends a daily game: its share (nothing of the deal), as /play offers it.
    if (position.status !== "playing" && after.daily) {
      const facts = await sessionShare(context.env, after, context.now());
      if (facts.ok) {
        const { text, url, image } = shareView(facts.value, context.origin);
        const said = `${lead}\n${format(MCP_WORDS.share[lang], { text })}`;
        return gameReply({ position, played, share: { text, url, image } }, said, lang);
      }
    }
    return gameReply({ position, played }, lead, lang);
  },
});

/**
 * A stored game's hint as a tool says it: its sentence, and the move's number in `position`'s
 * list. Brief (beside a move played, with the view it was played to): the move and what it
 * does, its reasons left to the hint tool.
 */
function hintReply(asked: SessionHint, position: Position, lang: Lang, playedTo?: { view: unknown }) {
  const { game, hint: proposed, view } = asked;
  const text = hintText(game, proposed, view, lang);
  const notation = proposed.move === null ? undefined : engineOf(game).notation.move(proposed.move);
  const index = notation === undefined ? -1 : (position.legalMoves?.indexOf(notation) ?? -1);
  const number = index < 0 ? undefined : index + 1;
  const move = notation === undefined ? "" : moveLabel(notation, number);
  const lead =
    notation === undefined
      ? format(MCP_WORDS.hint_no_move[lang], { text })
      : playedTo
        ? format(MCP_WORDS.hint_brief[lang], {
            move,
            text: moveText(game, playedTo.view, proposed.move, lang),
          })
        : format(MCP_WORDS.hint[lang], { move, text });
  // As data: the number (its notation is legalMoves[number - 1]), else the notation.
  const hinted = {
    ...(number !== undefined ? { number } : notation !== undefined ? { notation } : {}),
    ...(playedTo ? {} : { ...(notation !== undefined ? { notation } : {}), reason: proposed.reason, text }),
  };
  return { lead, hinted };
}

export const hint = defineTool({
  name: "hint",
  title: "Ask for a hint",
  description:
    "A hint for the position, from what a player can see (never hidden cards): the proposed move's number in the legal moves, and why.",
  input: HandleInput,
  output: gameReplyWith("hint"),
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const handle = parseHandle(args.handle);
    if (handle === undefined) return refusalReply({ code: "malformed_handle" }, lang);
    // Both asked at once; should a move land in between, the hint's move is not in the list
    // read, and it comes without a number.
    const [now, proposal] = await Promise.all([
      current(handle, context, lang),
      storedGame(context, handle).hint(),
    ]);
    if (now.error) return now.error;
    if (!proposal.ok) return refusalReply(refusalOf(proposal.error), lang, now.position);
    const { lead, hinted } = hintReply(proposal.value, now.position, lang);
    // The hint, its move's number and the version it goes with: not the moves again.
    const { legalMoves: _listed, ...position } = now.position;
    return gameReply({ position, hint: hinted }, lead, lang);
  },
});

export const analyseGame = defineTool({
  name: "analyse_game",
  title: "Analyse a game",
  description: `The solver on the game: was its deal winnable (a winning line), the move after which it could no longer be won (a winning line from before it), can the position now be won. ${gameNamesListed("and", hidesCards)} only once over, and then no undo (it shows every card); a daily deal once closed.`,
  input: HandleInput,
  output: gameReplyWith("analysis"),
  annotations: { ...CHANGES, idempotentHint: true },
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const now = await current(args.handle, context, lang);
    if (now.error) return now.error;
    const admitted = await admitHeavy(context.env, context.client);
    if (!admitted.ok) return refusalReply(admitted.error, lang, now.position);
    const asked = await now.game.analysis();
    if (!asked.ok) return refusalReply(refusalOf(asked.error), lang, now.position);
    const { start, now: atNow, turningPoint, decided, complete } = asked.value;
    const notation = engineOf(now.id).notation.move;
    const line = (moves: readonly JsonValue[] | null) => moves?.map((m) => notation(m as never)) ?? null;
    const analysis = {
      start: { verdict: start.verdict, line: line(start.line) },
      now: { verdict: atNow.verdict, line: line(atNow.line) },
      turningPoint: turningPoint && {
        seq: turningPoint.seq,
        notation: notation(turningPoint.move as never),
        alternative: line(turningPoint.alternative)!,
      },
      decided,
      complete,
    };
    const lead = [
      format(MCP_WORDS[`analysis_start_${start.verdict}`][lang], { moves: start.line?.length ?? 0 }),
      analysis.turningPoint &&
        format(MCP_WORDS.analysis_turn[lang], {
          seq: analysis.turningPoint.seq,
          move: analysis.turningPoint.notation,
          alternative: analysis.turningPoint.alternative[0] ?? "",
        }),
      atNow.verdict !== "unknown" &&
        now.position.status !== "won" &&
        MCP_WORDS[`analysis_now_${atNow.verdict}`][lang],
      complete ? !decided && MCP_WORDS.analysis_undecided[lang] : MCP_WORDS.analysis_goes_on[lang],
    ]
      .filter(Boolean)
      .join(" ");
    return gameReply({ position: now.position, analysis }, lead, lang);
  },
});

export const undo = defineTool({
  name: "undo",
  title: "Take back the last move",
  description: `Takes back the last move (not once a ${gameNamesListed("or", hidesCards)} game has been exported or analysed, which showed its hidden cards), with the version you last saw (required: a retried call never takes back two).`,
  input: UndoInput,
  output: gameReplyWith("undone"),
  annotations: CHANGES,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const now = await current(args.handle, context, lang);
    if (now.error) return now.error;
    // The version is required: a retried undo never takes back a second move.
    const changed = await now.game.change({ kind: "undo", version: args.version });
    if (!changed.ok) return refusalReply(refusalOf(changed.error), lang, now.position);
    const { move = {}, events: _none, ...after } = changed.value;
    const notation = engineOf(after.game).notation.move(move);
    const position = positionOf(now.handle, after, { ...context, lang }, detailOf(args.board));
    // The move taken back is legal again in the position it returns to: phrased from there.
    const text = moveText(after.game, after.view, move, lang);
    const undone = { notation, ...(args.board ? { text, events: [] } : {}) };
    return gameReply({ position, undone }, format(MCP_WORDS.undone[lang], { notation }), lang);
  },
});
