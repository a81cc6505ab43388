import { cardCode, parseCard } from "../../../src/cards/index.ts";
import { wallEngine, type WallMove, type WallState } from "../../../src/games/wall/index.ts";

export const engine = wallEngine;

/** A move's canonical text: attack cards sorted by card number (a multiset). */
export const canonical = (move: WallMove): string =>
  move.type === "deal"
    ? "deal"
    : `${move.target}:${move.cards
        .map((c) => parseCard(c)!)
        .sort((a, b) => a - b)
        .map(cardCode)
        .join("+")}`;

export const legalSet = (state: WallState): string =>
  engine.legalMoves(state).map(canonical).sort().join(" ");

export function parse(text: string): WallState {
  const result = engine.notation.parseState(text);
  if (!result.ok) throw new Error(`bad position ${text}: ${JSON.stringify(result.error)}`);
  return result.value;
}

export function apply(state: WallState, move: WallMove | string) {
  const m = typeof move === "string" ? engine.notation.parseMove(move) : { ok: true as const, value: move };
  if (!m.ok) throw new Error(`bad move ${String(move)}`);
  return engine.applyMove(state, m.value);
}

export function play(state: WallState, move: WallMove | string): WallState {
  const r = apply(state, move);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${JSON.stringify(r.error)}`);
  return r.value.state;
}

/**
 * A custom position from a map of slot -> cards (notation of the slot: codes run
 * together, `*` prefix for a face-down pile); every other slot empty, throne KSKS unless
 * given, score 0.
 */
export function position(slots: Record<number, string>, score = 0): WallState {
  const fields = Array.from({ length: 57 }, (_, s) => slots[s] ?? (s === 0 ? "KSKS" : "."));
  return parse(`wall custom ${score} ${fields.join("/")}`);
}
