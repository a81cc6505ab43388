import { LADDER_KIT } from "./ladder/kit.ts";

/**
 * The games the test build registers besides the production ones: one line each. Vitest's
 * projects of the test build and its `wrangler dev` put this module in place of
 * src/games/extra-games.ts (the `#extra-games` import); the production build never sees it.
 */
export const EXTRA_GAMES = {
  ladder: LADDER_KIT,
};
