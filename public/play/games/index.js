// @ts-check
// The games /play plays otherwise than the generic way, by id: the one place a game's module is
// registered (the twin of the server's game registry). A module is loaded when a game of it
// begins, as a language file is (a first visit loads none); a game without one is played the
// generic way, from the API's legal moves and the slots each involves.
import { generic } from "./generic.js";

/** @typedef {import("./generic.js").GameModule} GameModule */

/** @type {Readonly<Record<string, () => Promise<{ default: GameModule }>>>} */
const MODULES = {
  wall: () => import("./wall.js"),
  maze: () => import("./maze.js"),
};

/** @type {Map<string, GameModule>} */
const loaded = new Map();

/** Loads `game`'s module, if it has one (before a game of it begins). */
export async function loadGameModule(/** @type {string} */ game) {
  if (Object.hasOwn(MODULES, game) && !loaded.has(game))
    loaded.set(game, (await /** @type {NonNullable<(typeof MODULES)[string]>} */ (MODULES[game])()).default);
}

/** The module that plays `game` on the table: its own once loaded, else the generic one. */
export const gameModule = (/** @type {string} */ game) => loaded.get(game) ?? generic;
