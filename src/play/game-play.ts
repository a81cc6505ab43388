import type { AnyGameEngine, DealOptions, Origin, PublicViewBase, Result } from "../engine/index.ts";
import { secureShuffle, type RandomWords } from "./random-deal.ts";

/**
 * Where a game came from, as the façades say it: the engine's origin, or `daily` for a daily
 * challenge's deal (a keyed shuffle the engine knows only as a random deal).
 */
export type PlayOrigin = Origin | "daily";

/**
 * What every façade (stateless routes, stored games, MCP) says about a position: the
 * public view, score, status and the complete list of legal moves. Never the state.
 */
export interface GameSnapshot {
  readonly game: string;
  readonly view: PublicViewBase;
  readonly score: number;
  readonly status: PublicViewBase["status"];
  readonly legalMoves: unknown[];
  /** The slots each legal move involves, source first, in the order of `legalMoves`. */
  readonly moveSlots: number[][];
  readonly origin: Origin;
  readonly custom: boolean;
}

export function snapshot(engine: AnyGameEngine, state: unknown): GameSnapshot {
  const view = engine.view(state);
  const origin = engine.origin(state);
  const legalMoves = engine.legalMoves(state);
  return {
    game: engine.id,
    view,
    score: view.score,
    status: view.status,
    legalMoves,
    moveSlots: legalMoves.map((move) => [...engine.moveSlots(view, move)]),
    origin,
    custom: origin === "custom",
  };
}

/** The slots a move (a hint's, say) involves in the position `view` shows; none without a move. */
export const slotsOf = (engine: AnyGameEngine, view: PublicViewBase, move: unknown): number[] =>
  move === null || move === undefined ? [] : [...engine.moveSlots(view, move)];

/** A random deal: the engine deals a uniform shuffle of its pack, never a deal number. */
export function randomDeal(engine: AnyGameEngine, words?: RandomWords, options?: DealOptions): unknown {
  const dealt = engine.dealFrom(secureShuffle(engine.pack, words), options);
  // A shuffle of the engine's own pack is always a pack it deals.
  if (!dealt.ok) throw new Error(`${engine.id}: a shuffle of its pack was refused`);
  return dealt.value;
}

/** Parses a move from outside and applies it. */
export function play(
  engine: AnyGameEngine,
  state: unknown,
  rawMove: unknown,
): Result<{ state: unknown; move: unknown; events: unknown[] }> {
  const parsed = engine.parseMove(rawMove);
  if (!parsed.ok) return parsed;
  const applied = engine.applyMove(state, parsed.value);
  if (!applied.ok) return applied;
  return {
    ok: true,
    value: { state: applied.value.state, move: parsed.value, events: applied.value.events },
  };
}

/**
 * Replays a move list from a deal number (and its options, for a game that has some): the
 * way exports and leaderboards are checked.
 */
export function replay(
  engine: AnyGameEngine,
  dealNumber: number,
  moves: readonly unknown[],
  options?: DealOptions,
): Result<{ state: unknown; events: unknown[][] }> & { failedAt?: number } {
  let state = engine.deal(dealNumber, options);
  const events: unknown[][] = [];
  for (const [index, move] of moves.entries()) {
    const result = play(engine, state, move);
    if (!result.ok) return { ...result, failedAt: index };
    state = result.value.state;
    events.push(result.value.events);
  }
  return { ok: true, value: { state, events } };
}
