import type { AnyGameEngine } from "../engine/index.ts";
import { mazeEngine } from "./maze/index.ts";
import { wallEngine } from "./wall/index.ts";

/**
 * The games, by id. It lives above the games (dependencies point downward only); code
 * above it looks games up here and never branches on a game's name.
 */
export const GAMES: Readonly<Record<string, AnyGameEngine>> = {
  [wallEngine.id]: wallEngine,
  [mazeEngine.id]: mazeEngine,
};

export const GAME_IDS: readonly string[] = Object.keys(GAMES);

export const findGame = (id: string): AnyGameEngine | undefined =>
  Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
