import type { AnyGameEngine } from "../engine/index.ts";
import { engineOf, GAME_IDS, type GameId } from "../games/registry.ts";
import { gameName } from "../i18n/board-words.ts";
import type { Lang } from "../i18n/lang.ts";

// The games as texts list them (tool descriptions, instructions, examples), built from the
// registry: a game registered there is named here without an edit. Capabilities, not names,
// say which games a rule concerns (`hidesCards`).

/** `a`, `a or b`, `a, b or c`. */
export function spokenList(words: readonly string[], conjunction: string): string {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

/** The registered games whose engines `which` holds for, in the registry's order. */
export const gamesWhere = (which: (engine: AnyGameEngine) => boolean = () => true): GameId[] =>
  GAME_IDS.filter((id) => which(engineOf(id)));

/** Games whose deals hide cards until the end: the rules that keep them unseen apply to these. */
export const hidesCards = (engine: AnyGameEngine): boolean => engine.hasHiddenCards;
export const showsAll = (engine: AnyGameEngine): boolean => !engine.hasHiddenCards;

/** The ids of the games `which` holds for, in a sentence: `<id> or <id>`. */
export const gameIdsListed = (conjunction: string, which?: (engine: AnyGameEngine) => boolean): string =>
  spokenList(gamesWhere(which), conjunction);

/** Their names in `lang` (English by default), in a sentence: `<Name> and <Name>`. */
export const gameNamesListed = (
  conjunction: string,
  which?: (engine: AnyGameEngine) => boolean,
  lang: Lang = "en",
): string =>
  spokenList(
    gamesWhere(which).map((id) => gameName(id, lang)),
    conjunction,
  );

/**
 * The game the documents' examples play: the first registered that shows every card (any
 * position of it may be shown, and its solver may be asked at any time).
 */
export const EXAMPLE_GAME: GameId = gamesWhere(showsAll)[0] ?? GAME_IDS[0];
/** The game of the examples about hidden cards (a reveal refused, undo barred): the first that hides some. */
export const HIDDEN_EXAMPLE_GAME: GameId = gamesWhere(hidesCards)[0] ?? GAME_IDS[0];

/** A figure of each game by its name, in the registry's order: `<Name> 1000, <Name> 2000`. */
export const figuresListed = (
  figures: Readonly<Record<GameId, number | string>>,
  lang: Lang = "en",
): string => GAME_IDS.map((id) => `${gameName(id, lang)} ${figures[id]}`).join(", ");

/** One kind of move of a game, by an example: its `type`, as JSON and in the game's notation. */
export interface MoveKind {
  readonly type: string;
  readonly json: string;
  readonly notation: string;
}

/** Positions of a deal whose legal moves are read for examples. */
const EXAMPLE_STEPS = 5;

function kindsOf(engine: AnyGameEngine): MoveKind[] {
  const kinds = new Map<string, MoveKind>();
  let state = engine.deal(1);
  for (let step = 0; step < EXAMPLE_STEPS && engine.status(state) === "playing"; step++) {
    const moves = engine.legalMoves(state);
    for (const move of moves) {
      const { type } = move as { type?: unknown };
      const kind = typeof type === "string" ? type : "move";
      if (!kinds.has(kind))
        kinds.set(kind, { type: kind, json: JSON.stringify(move), notation: engine.notation.move(move) });
    }
    const next = moves[0] === undefined ? undefined : engine.applyMove(state, moves[0]);
    if (!next?.ok) break;
    state = next.value.state;
  }
  return [...kinds.values()];
}

let kinds: ReadonlyMap<GameId, readonly MoveKind[]> | undefined;

/**
 * Each game's kinds of move, one example of each, read from the legal moves of deal 1's first
 * positions: worked out on first use (never at an isolate's start) and kept.
 */
export const moveKinds = (): ReadonlyMap<GameId, readonly MoveKind[]> =>
  (kinds ??= new Map(GAME_IDS.map((id) => [id, kindsOf(engineOf(id))])));
