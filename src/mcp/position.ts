import type { SessionSnapshot } from "../durable/session-types.ts";
import { engineOf } from "../games/registry.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { moveText } from "../i18n/move-texts.ts";
import { textBoard } from "../render/text-board.ts";
import type { JsonObject, Position } from "./schemas.ts";

/** What a reply needs besides the game: the caller's language and where this server lives. */
export interface ReplyContext {
  readonly lang: Lang;
  /** The server's origin (`https://…`), for the watch link. */
  readonly origin: string;
}

/** The resource that draws a stored game's board as SVG (by its public id: boards are public). */
export const boardUri = (watchId: string): string => `patience://boards/${watchId}`;

/**
 * A stored game as the model sees it: the public snapshot (the same view as HTTP: hidden
 * cards as `??`), the text board, and every legal move numbered in the engine's stable order
 * with its notation and a phrase. Never anything the snapshot does not hold.
 */
export function positionOf(handle: string, game: SessionSnapshot, context: ReplyContext): Position {
  const engine = engineOf(game.game);
  return {
    handle,
    game: game.game,
    watchId: game.id,
    watchUrl: `${context.origin}/v1/sessions/${game.id}`,
    boardUri: boardUri(game.id),
    version: game.version,
    status: game.status,
    score: game.score,
    maxScore: engine.maxScore,
    moveCount: game.moveCount,
    board: textBoard(engine, game.view, context.lang),
    legalMoves: game.legalMoves.map((move, i) => ({
      number: i + 1,
      notation: engine.notation.move(move),
      move: move as JsonObject,
      text: moveText(game.game, game.view, move, context.lang),
    })),
  };
}

/** The position in words: the board, the game line and the numbered legal moves. */
export function positionText(position: Position, lang: Lang): string {
  const { handle, version, moveCount: moves, legalMoves } = position;
  const lines = [position.board.trimEnd(), format(MCP_WORDS.game_line[lang], { handle, version, moves })];
  if (legalMoves.length === 0) lines.push(MCP_WORDS.no_legal_moves[lang]);
  else {
    lines.push(MCP_WORDS.legal_moves[lang]);
    for (const move of legalMoves) lines.push(`${move.number}. ${move.notation}: ${move.text}`);
  }
  return lines.join("\n");
}

/** A move as the replies name it: `3. 32-8`, or the notation alone when it had no number. */
export const moveLabel = (notation: string, number?: number): string =>
  number === undefined ? notation : `${number}. ${notation}`;
