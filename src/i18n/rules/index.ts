import { extraRows, type GameId } from "../../games/registry.ts";
import { MAZE_TEXTS } from "./maze.ts";
import type { GameTexts } from "./types.ts";
import { WALL_TEXTS } from "./wall.ts";

export type { GameText, GameTexts, RulesSection } from "./types.ts";

/** Each game's name, summary and full rules in every language, by game id. */
export const RULE_TEXTS: { readonly [G in GameId]: GameTexts } = {
  wall: WALL_TEXTS,
  maze: MAZE_TEXTS,
  ...extraRows("rules"),
};
