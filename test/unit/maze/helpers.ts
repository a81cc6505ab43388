import { mazeEngine, type MazeMove, type MazeState } from "../../../src/games/maze/index.ts";

export const RANKS = "A23456789TJQ";

/** The 48 cards A..Q of each suit in the given order, laid into the slots that are not gaps. */
export function lay(suitOrder: string, gaps: readonly number[]): (string | null)[] {
  const cards = [...suitOrder].flatMap((s) => [...RANKS].map((r) => r + s));
  const slots: (string | null)[] = [];
  for (let i = 0, next = 0; i < 54; i++) slots.push(gaps.includes(i) ? null : cards[next++]!);
  return slots;
}

/** Swaps two slots (a card and a gap, or two cards). */
export function swap(slots: readonly (string | null)[], a: number, b: number): (string | null)[] {
  const out = slots.slice();
  [out[a], out[b]] = [out[b]!, out[a]!];
  return out;
}

export function stateOf(slots: readonly (string | null)[]): MazeState {
  const made = mazeEngine.fromLayout({ slots });
  if (!made.ok) throw new Error(`bad test layout: ${JSON.stringify(made.error)}`);
  return made.value;
}

export const moveKeys = (state: MazeState): string[] =>
  mazeEngine.legalMoves(state).map((m) => `${m.from}-${m.to}`);

/** The "gaps at the end" win: C, D, H, S in slots 0-47, gaps 48-53. */
export const WON = lay("CDHS", [48, 49, 50, 51, 52, 53]);

/**
 * An independent brute force: breadth-first over the engine's legal moves (those `keep`
 * allows), positions told apart by their slots. `won`: true once a won position is seen,
 * false when every reachable position was seen without one, null past `cap` positions.
 */
export function bruteForce(start: MazeState, cap: number, keep = (_: MazeMove) => true) {
  const seen = new Set([start.slots.join()]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    if (mazeEngine.status(queue[i]!) === "won") return { won: true, seen: seen.size };
    for (const move of mazeEngine.legalMoves(queue[i]!).filter(keep)) {
      const r = mazeEngine.applyMove(queue[i]!, move);
      if (!r.ok) throw new Error("a listed move was refused");
      const key = r.value.state.slots.join();
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > cap) return { won: null, seen: seen.size };
      queue.push(r.value.state);
    }
  }
  return { won: false, seen: seen.size };
}
