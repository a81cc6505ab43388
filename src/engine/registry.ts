import type { AnyGameEngine } from "./contract.ts";
import { mazeEngine } from "../games/maze/index.ts";
import { wallEngine } from "../games/wall/index.ts";

/** The games, by id. Code above this layer looks games up here and never branches on a name. */
export const GAMES: Readonly<Record<string, AnyGameEngine>> = {
  [wallEngine.id]: wallEngine,
  [mazeEngine.id]: mazeEngine,
};

export const GAME_IDS: readonly string[] = Object.keys(GAMES);

export const findGame = (id: string): AnyGameEngine | undefined =>
  Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
