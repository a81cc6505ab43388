import { ok, type AnyGameEngine, type Result } from "../../engine/index.ts";
import { randomDeal } from "../../play/game-play.ts";
import type { SessionMeta } from "./session-store.ts";
import type { CreateInput } from "./session-types.ts";

/** A new stored game's first position, and the layout it keeps (null for a deal number). */
export interface Start {
  readonly state: unknown;
  readonly layout: unknown;
}

/**
 * The starting position asked for: a custom layout (validated), a daily challenge's deal, a
 * deal number, or else a random deal. Random and daily deals keep (and export) their layout.
 */
export function startOf(engine: AnyGameEngine, input: CreateInput): Result<Start> {
  if (input.layoutJson !== undefined) {
    const layout: unknown = JSON.parse(input.layoutJson);
    const state = engine.fromLayout(layout);
    return state.ok ? ok({ state: state.value, layout }) : state;
  }
  if (input.daily !== undefined) {
    const state = engine.decode(input.daily.initial);
    return state.ok ? ok({ state: state.value, layout: engine.toLayout(state.value) }) : state;
  }
  if (input.deal !== undefined) return ok({ state: engine.deal(input.deal, input.options), layout: null });
  const state = randomDeal(engine, undefined, input.options);
  return ok({ state, layout: engine.toLayout(state) });
}

/** The stored game's record at creation (version 1, no move yet). */
export function newMeta(
  engine: AnyGameEngine,
  input: CreateInput,
  start: Start,
  ownerHash: Uint8Array,
  now: number,
): SessionMeta {
  const daily = input.daily ?? null;
  return {
    game: input.game,
    deal: input.deal ?? null,
    layout: start.layout !== null ? JSON.stringify(start.layout) : null,
    initial: engine.encode(start.state),
    ownerHash,
    version: 1,
    cursor: 0,
    createdAt: now,
    updatedAt: now,
    revealed: false,
    // What ties the game to its challenge (the starting bytes are kept once, as `initial`).
    daily: daily && {
      date: daily.date,
      playerId: daily.playerId,
      challenge: daily.challenge,
      closesAt: daily.closesAt,
    },
    undos: 0,
    hints: 0,
    resigned: false,
    reported: false,
  };
}
