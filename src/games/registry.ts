import { EXTRA_GAMES } from "#extra-games";
import type { AnyGameEngine } from "../engine/index.ts";
import { mazeEngine } from "./maze/index.ts";
import { wallEngine } from "./wall/index.ts";

type ExtraKits = typeof EXTRA_GAMES;
/** The games a build registers besides these (none in production: src/games/extra-games.ts). */
export type ExtraGameId = keyof ExtraKits & string;

/**
 * One part of every extra game's kit, by game id: how a table keyed by `GameId` takes the
 * rows of games registered outside `src/` (`{ wall: …, maze: …, ...extraRows("hints") }`).
 * Each kit is a `GameKit` (src/game-kit.ts), so the compiler lists what such a game lacks.
 */
export function extraRows<P extends string>(
  part: P,
): { readonly [G in ExtraGameId]: ExtraKits[G][P & keyof ExtraKits[G]] } {
  return Object.fromEntries(
    Object.entries(EXTRA_GAMES).map(([id, kit]) => [id, (kit as Record<string, unknown>)[part]]),
  ) as { readonly [G in ExtraGameId]: ExtraKits[G][P & keyof ExtraKits[G]] };
}

/**
 * The games, by id: the one place a game is registered. Every per-game table above this
 * layer (rule texts, hint texts, schemas) is keyed by `GameId`, so the compiler lists what
 * a new game must supply. Code above it never branches on a game's name.
 */
export const GAMES = { wall: wallEngine, maze: mazeEngine, ...extraRows("engine") } as const;

export type GameId = keyof typeof GAMES;
/** The reasons a game's hint can give: its hint texts must cover each one. */
export type HintReasonOf<G extends GameId> = ReturnType<(typeof GAMES)[G]["hint"]>["reason"];
/** A game's public view, as its engine types it. */
export type ViewOf<G extends GameId> = ReturnType<(typeof GAMES)[G]["view"]>;

export const GAME_IDS = Object.keys(GAMES) as [GameId, ...GameId[]];

export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);

/** The erased engine of a game, for façades that never look inside its states. */
export const engineOf = (id: GameId): AnyGameEngine => GAMES[id];

export const findGame = (id: string): AnyGameEngine | undefined => (isGameId(id) ? GAMES[id] : undefined);
