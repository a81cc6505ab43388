import { mazeEngine, type MazeState } from "../../../src/games/maze/index.ts";

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
