import type { AnyGameEngine } from "./contract.ts";

/**
 * The games, by id. Filled by the game issues; code above this layer looks games up
 * here and never branches on a game's name.
 */
export const GAMES: Readonly<Record<string, AnyGameEngine>> = {};

export const GAME_IDS = Object.keys(GAMES);

export const findGame = (id: string): AnyGameEngine | undefined =>
  Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
