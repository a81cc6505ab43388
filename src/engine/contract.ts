import type { Card, DealNumber } from "../cards/index.ts";
import type { Result, RuleErrorCode } from "./result.ts";

export type GameStatus = "playing" | "won" | "lost";

/** How a game ended: the statuses from which no move is played. */
export type EndStatus = Exclude<GameStatus, "playing">;

/**
 * The last event of the move that ends a game, the same in every game, so a client reads
 * every game's end one way: `status` is the game's status from then on.
 */
export interface EndedEvent {
  readonly type: "ended";
  readonly status: EndStatus;
}

/**
 * Where a game came from: an Aisleriot deal number (public, reproducible), a random deal
 * (a shuffle from a cryptographic generator, recorded only as its layout), or a custom layout.
 */
export type Origin = "deal" | "random" | "custom";

/** The origin of a state that keeps its deal number (or null) and a custom flag. */
export const originOf = (state: { readonly dealNumber: number | null; readonly custom: boolean }): Origin =>
  state.dealNumber !== null ? "deal" : state.custom ? "custom" : "random";

/** Where a slot is drawn, in card units (Aisleriot's own layout), for renderers. */
export interface SlotGeometry {
  readonly x: number;
  readonly y: number;
  /** A short kind name for renderers and texts (`wall`, `low_guard`, `cell`, …). */
  readonly kind: SlotKind;
}

/** Every slot kind a game's geometry uses; board words are translated per kind. */
export const SLOT_KINDS = ["throne", "high_guard", "low_guard", "wall", "stock", "waste", "cell"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/**
 * A public fact about one slot that renderers list under the board: an exposed target and
 * its health (null while face down), or a gap and the cards it accepts now.
 */
export type SlotNote =
  | { readonly kind: "target"; readonly slot: number; readonly health: number | null }
  | { readonly kind: "gap"; readonly slot: number; readonly accepts: readonly string[] };

/**
 * What a hint proposes, as data: `reason` is a snake_case key with public params that
 * the façades turn into a sentence in the caller's language.
 */
export interface Hint<Move, Reason extends string = string> {
  readonly move: Move | null;
  readonly reason: Reason;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The hint of a game that is over, the same in every game: no move, the game's status as reason. */
export const endedHint = <S extends EndStatus>(status: S): Hint<never, S> => ({ move: null, reason: status });

/**
 * A variant a game deals (draw one or three, …), declared as plain data so that the layers
 * above the engine validate, carry and list it without knowing the game: the values it
 * takes and the one a deal gets when none is asked for.
 */
export interface DealOption {
  readonly values: readonly string[];
  readonly default: string;
}

/** The deal options of one deal: every option the game declares, by name, with its value. */
export type DealOptions = Readonly<Record<string, string>>;

/** How much a solver may search: positions visited (not time, so answers are reproducible). */
export interface SolveBudget {
  readonly nodes: number;
}

/**
 * The largest budget anything asks of a solver. Memory bounds it, not time: a Maze search
 * keeps each position it stores (54 bytes, its key, parent and move) in arrays that grow by
 * doubling, about 200 bytes a position at the peak of a growth, and its last run may store
 * half the budget: ~50 MB here, within a Worker's 128 MB; 2,000,000 could pass it.
 */
export const MAX_SOLVE_NODES = 500_000;

/**
 * A solver's answer: `winnable` with a winning `line` from the position (moves as
 * `applyMove` takes them; short, not always the shortest), `unwinnable` only when the
 * search proved it, `unknown` when the budget ran out first; `nodes` is the budget spent.
 */
export interface Solution<Move> {
  readonly verdict: "winnable" | "unwinnable" | "unknown";
  readonly line: readonly Move[] | null;
  readonly nodes: number;
}

/**
 * The one contract every game implements. Everything is a pure function over plain,
 * JSON-able data. `State` may hold hidden information (Wall's stock and face-down
 * piles): only `view` is for players, and `hint` sees nothing but the view, so a hint
 * cannot leak what the view hides.
 */
export interface GameEngine<State, Move, View extends PublicViewBase, Event, HintReason extends string> {
  readonly id: string;
  readonly slotCount: number;
  readonly maxScore: number;
  readonly geometry: readonly SlotGeometry[];
  /** True when the state holds cards a player may not see before the game ends. */
  readonly hasHiddenCards: boolean;

  /**
   * The variants the game deals, by option name; a game without variants declares none
   * (Wall, Maze). The engine keeps a deal's options in its state (`optionsOf`), so a token,
   * a stored game and a replay carry them with the position.
   */
  readonly dealOptions?: Readonly<Record<string, DealOption>>;
  /** The options a state was dealt with, for a game that declares some (exports, replays). */
  optionsOf?(state: State): DealOptions;

  /** Aisleriot's deal `dealNumber`; `options` (validated, complete) for a game that has some. */
  deal(dealNumber: DealNumber, options?: DealOptions): State;
  /** The game's cards in Aisleriot's unshuffled order; a random deal is a shuffle of them. */
  readonly pack: readonly Card[];
  /**
   * A deal of `pack` in dealing order (top card first), as `deal(n)` deals Aisleriot's
   * shuffle of seed n, marked random; refused unless it holds exactly the game's cards.
   */
  dealFrom(pack: readonly Card[], options?: DealOptions): Result<State>;
  /** The position as a layout that `fromLayout` accepts (how random deals are exported). */
  toLayout(state: State): unknown;
  origin(state: State): Origin;
  /** A custom layout (puzzles, tests): validated, the state marked custom. */
  fromLayout(layout: unknown): Result<State>;

  /** Checks the shape of a move from outside (JSON) without looking at a state. */
  parseMove(input: unknown): Result<Move>;
  /** Every legal move, in a stable order; every other move is refused by `applyMove`. */
  legalMoves(state: State): Move[];
  applyMove(state: State, move: Move): Result<{ state: State; events: Event[] }>;
  /** Every code `parseMove` and `applyMove` can refuse with: the façades document these. */
  readonly moveRefusals: readonly RuleErrorCode[];

  score(state: State): number;
  status(state: State): GameStatus;
  /** The public view: what a player may see, and nothing more. */
  view(state: State): View;
  /** `HintReason` is a literal union, so the façades' hint texts are complete per game. */
  hint(view: View): Hint<Move, HintReason>;
  /**
   * For a game whose hint plays whole lines out (and hides nothing): the hint with the winning
   * line its search found from the position (its first move the hint's), or null. A stored
   * game keeps the line between requests and hints along it (`lineHint`) while play follows it.
   * Without a line, `next` says where the search stopped: the next search, given it as `from`,
   * goes on from there (a search spread over requests; 0 starts it over).
   */
  hintLine?(
    view: View,
    from?: number,
  ): { hint: Hint<Move, HintReason>; line: readonly Move[] | null; next: number };
  /** The hint for the first move of `line`, a winning line from the position `view` shows. */
  lineHint?(view: View, line: readonly Move[]): Hint<Move, HintReason>;
  /** The view's per-slot facts for renderers (targets, gaps), from the view alone. */
  notes(view: View): readonly SlotNote[];
  /**
   * The slots `move` involves in the position `view` shows, source first, then where it goes
   * (Maze: from, to; Wall: the waste slots of an attack's cards, then its target; a deal: the
   * stock, then the waste it fills): what a client marks and targets without knowing the game.
   * From the view alone, so it says nothing a player may not see.
   */
  moveSlots(view: View, move: Move): readonly number[];

  /**
   * A full-information solver: the solve and analysis routes and the daily challenge's proof
   * (for a game that shows every card) need it, so every game has one. It reads the whole state,
   * hidden cards included: a façade must not call it on a position whose hidden cards a
   * player may not see yet (`hasHiddenCards` and a game still in play).
   */
  solve(state: State, budget: SolveBudget): Solution<Move>;

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

/**
 * The erased form the façades use: they never look inside a state, a move or an event.
 * (Method parameters are bivariant, so every game's engine is one of these.)
 */
export type AnyGameEngine = GameEngine<unknown, unknown, PublicViewBase, unknown, string>;
