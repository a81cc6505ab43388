/**
 * Games a build registers besides the production ones: none in production. A test build
 * replaces this module (the `#extra-games` import, package.json "imports") by one that
 * registers its own games, each with its whole kit (`GameKit`, src/game-kit.ts): engine,
 * texts, schemas and bounds, so such a game lives in one folder and one registry line
 * (test/games/registry.ts). The OpenAPI document and the Worker are built from this one.
 */
export const EXTRA_GAMES = {};
