import type { DealNumber } from "../cards/index.ts";
import type { Result } from "./result.ts";

export type GameStatus = "playing" | "won" | "lost";

/** Where a slot is drawn, in card units (Aisleriot's own layout), for renderers. */
export interface SlotGeometry {
  readonly x: number;
  readonly y: number;
  /** A short kind name for renderers and texts (`wall`, `low_guard`, `cell`, …). */
  readonly kind: string;
  /** How a pile shows: only its top card, or spread to the right. */
  readonly fan: "none" | "right";
}

/**
 * What a hint proposes, as data: `reason` is a snake_case key with public params that
 * the façades turn into a sentence in the caller's language.
 */
export interface Hint<Move> {
  readonly move: Move | null;
  readonly reason: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The one contract every game implements. Everything is a pure function over plain,
 * JSON-able data. `State` may hold hidden information (Wall's stock and face-down
 * piles): only `view` is for players, and `hint` sees nothing but the view, so a hint
 * cannot leak what the view hides.
 */
export interface GameEngine<State, Move, View extends PublicViewBase, Event> {
  readonly id: string;
  readonly slotCount: number;
  readonly maxScore: number;
  readonly geometry: readonly SlotGeometry[];
  /** True when the state holds cards a player may not see before the game ends. */
  readonly hasHiddenCards: boolean;

  deal(dealNumber: DealNumber): State;
  /** A custom layout (puzzles, tests): validated, the state marked custom. */
  fromLayout(layout: unknown): Result<State>;

  /** Checks the shape of a move from outside (JSON) without looking at a state. */
  parseMove(input: unknown): Result<Move>;
  /** Every legal move, in a stable order; every other move is refused by `applyMove`. */
  legalMoves(state: State): Move[];
  applyMove(state: State, move: Move): Result<{ state: State; events: Event[] }>;

  score(state: State): number;
  status(state: State): GameStatus;
  /** The public view: what a player may see, and nothing more. */
  view(state: State): View;
  hint(view: View): Hint<Move>;

  /** One-line text notation for positions and moves (fixtures, errors, chat). */
  readonly notation: {
    state(state: State): string;
    parseState(text: string): Result<State>;
    move(move: Move): string;
    parseMove(text: string): Result<Move>;
  };

  /** Compact binary form of a full state for sealed tokens; `decode` validates. */
  encode(state: State): Uint8Array;
  decode(bytes: Uint8Array): Result<State>;

  /** The deal number a state came from, or null for custom layouts. */
  dealNumberOf(state: State): DealNumber | null;
}

/** Fields every public view has, so façades can read them without knowing the game. */
export interface PublicViewBase {
  /** Indexed by the game's slot number; each slot bottom to top; hidden cards as `"??"`. */
  readonly slots: readonly (readonly string[])[];
  readonly score: number;
  readonly status: GameStatus;
}

/** The erased form the registry and the façades use: they never look inside a state. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameEngine = GameEngine<any, any, PublicViewBase, any>;
