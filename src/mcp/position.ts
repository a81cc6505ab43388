import type { SessionSnapshot } from "../durable/session/session-types.ts";
import { engineOf } from "../games/registry.ts";
import { BOARD_WORDS } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { moveText } from "../i18n/move-texts.ts";
import { textBoard } from "../render/text-board.ts";
import type { Position } from "./schemas.ts";

/** What a reply needs besides the game: the caller's language and where this server lives. */
export interface ReplyContext {
  readonly lang: Lang;
  /** The server's origin (`https://…`), for the watch link. */
  readonly origin: string;
}

/** The resource that draws a stored game's board as SVG (by its public id: boards are public). */
export const boardUri = (watchId: string): string => `patience://boards/${watchId}`;

/**
 * How much of a game a reply shows. A model pays for every character it reads: the whole
 * table only where it asked to see the game, the links where the game is introduced.
 */
export interface Detail {
  /** The text table and each legal move's phrase (show_game, new_game, `board: true`). */
  readonly board?: boolean;
  /** Where to watch the game (new_game, show_game). */
  readonly links?: boolean;
  /** The numbered legal moves (every reply after which a move may follow: not a hint's). */
  readonly moves?: boolean;
  /** The handle and the game (all but a move's or an undo's reply: their caller just sent it). */
  readonly named?: boolean;
}

export const FULL: Detail = { board: true, links: true, moves: true, named: true };
/** A refusal's position: which game, its state and its moves, so the model can correct itself. */
export const SHORT: Detail = { moves: true, named: true };
/** A move's or an undo's: what changed, the state and the moves. */
export const CHANGED: Detail = { moves: true };

/**
 * A ranked entry of a deal that hides cards, in play: no watch link is offered for it (a watcher
 * would see the stock as it is dealt, while others still play the same deal); its id is its
 * owner's to share.
 */
const unwatched = (engine: { readonly hasHiddenCards: boolean }, game: SessionSnapshot): boolean =>
  engine.hasHiddenCards && game.daily?.ranked === true && game.status === "playing";

/**
 * A stored game as the model sees it: the public snapshot (the same view as HTTP: hidden
 * cards as `??`), as much of it as `detail` asks, every legal move numbered in the engine's
 * stable order with its notation. Never anything the snapshot does not hold.
 */
export function positionOf(
  handle: string,
  game: SessionSnapshot,
  context: ReplyContext,
  detail: Detail = SHORT,
): Position {
  const engine = engineOf(game.game);
  const whole = detail.board
    ? {
        maxScore: engine.maxScore,
        moveCount: game.moveCount,
        board: textBoard(engine, game.view, context.lang),
        moveTexts: game.legalMoves.map((move) => moveText(game.game, game.view, move, context.lang)),
        moveSlots: game.moveSlots.map((slots) => [...slots]),
      }
    : {};
  const links = {
    watchId: game.id,
    watchUrl: `${context.origin}/play?watch=${game.id}`,
    sessionUrl: `${context.origin}/v1/sessions/${game.id}`,
    boardUri: boardUri(game.id),
  };
  return {
    ...(detail.named ? { handle, game: game.game } : {}),
    version: game.version,
    status: game.status,
    score: game.score,
    ...(detail.moves ? { legalMoves: game.legalMoves.map((move) => engine.notation.move(move)) } : {}),
    ...whole,
    ...(detail.links && !unwatched(engine, game) ? { links } : {}),
  };
}

/**
 * The position in words. With the table: the table, the game line and the numbered legal
 * moves with what each does. Without: one line of state, then the legal moves on one line.
 */
export function positionText(position: Position, lang: Lang): string {
  const { handle = "", version, legalMoves, board, moveTexts } = position;
  if (board !== undefined) {
    const moves = position.moveCount ?? 0;
    const lines = [board.trimEnd(), format(MCP_WORDS.game_line[lang], { handle, version, moves })];
    if (legalMoves?.length === 0) lines.push(MCP_WORDS.no_legal_moves[lang]);
    else if (legalMoves) {
      lines.push(MCP_WORDS.legal_moves[lang]);
      legalMoves.forEach((notation, i) => lines.push(`${i + 1}. ${notation}: ${moveTexts?.[i] ?? ""}`));
    }
    return lines.join("\n");
  }
  const state = format(MCP_WORDS.state_line[lang], {
    version,
    score: position.score,
    status: BOARD_WORDS[position.status][lang],
  });
  if (legalMoves === undefined) return state;
  if (legalMoves.length === 0) return `${state}\n${MCP_WORDS.no_legal_moves[lang]}`;
  const listed = legalMoves.map((notation, i) => `${i + 1}. ${notation}`).join(", ");
  return `${state}\n${MCP_WORDS.legal_moves_short[lang]} ${listed}`;
}

/** A move as the replies name it: `3. 32-8`, or the notation alone when it had no number. */
export const moveLabel = (notation: string, number?: number): string =>
  number === undefined ? notation : `${number}. ${notation}`;
