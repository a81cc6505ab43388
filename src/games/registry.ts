import type { AnyGameEngine } from "../engine/index.ts";
import { mazeEngine } from "./maze/index.ts";
import { wallEngine } from "./wall/index.ts";

/**
 * The games, by id: the one place a game is registered. Every per-game table above this
 * layer (rule texts, hint texts, schemas) is keyed by `GameId`, so the compiler lists what
 * a new game must supply. Code above it never branches on a game's name.
 */
export const GAMES = { wall: wallEngine, maze: mazeEngine } as const;

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
