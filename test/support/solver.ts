import type { GameStatus, Result } from "../../src/engine/index.ts";

/** What replaying a line needs of an engine. */
interface Plays<State, Move> {
  applyMove(state: State, move: Move): Result<{ state: State }>;
  status(state: State): GameStatus;
}

/** Whether `line` wins from `state` through the engine's own applyMove (a solver's claim checked). */
export function winsWith<State, Move>(
  engine: Plays<State, Move>,
  state: State,
  line: readonly Move[],
): boolean {
  let s = state;
  for (const move of line) {
    const r = engine.applyMove(s, move);
    if (!r.ok) return false;
    s = r.value.state;
  }
  return engine.status(s) === "won";
}

/** xorshift32: integers below `n` from a seed, for test positions that replay. */
export function seeded(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}
