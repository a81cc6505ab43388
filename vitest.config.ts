import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Timeouts are set per project, never per test, with room for a machine several times slower
// than a 2-core laptop that is busy with other work: no test may depend on how fast it runs.
// (Idle on 2 cores the slowest unit test takes ~2 s, the slowest sweep ~11 s, the slowest
// workerd test ~40 s and the slowest end-to-end test ~60 s.)
const SECOND = 1000;

// The test build: the games of test/games registered beside the production ones, in place of
// src/games/extra-games.ts (the `#extra-games` import). Only its own projects use it, so every
// other test, the OpenAPI document and the Worker stay the production build.
const TEST_BUILD = {
  alias: { "#extra-games": fileURLToPath(new URL("test/games/registry.ts", import.meta.url)) },
};

/** The Worker inside workerd, as wrangler.toml configures it, for the tests that touch it. */
const workerd = () =>
  cloudflareTest({
    wrangler: { configPath: "./wrangler.toml" },
    // The real rate limiter with a small limit, so a test can reach it quickly.
    miniflare: {
      // The development switch: built-in keys instead of failing closed without secrets.
      // The rate limit is off for the suite (every request comes without a client
      // address, so all would share one key); its own tests turn it on. So is the daily
      // reads' edge cache (tests move the app's clock, not the cache's): its test turns it on.
      // RATE_LIMIT_QUOTAS tells the RateLimit fields the test limiter's quota.
      bindings: {
        DEV_SECRETS: "on",
        RATE_LIMIT: "off",
        DAILY_CACHE: "off",
        RATE_LIMIT_QUOTAS: "requests=25",
      },
      ratelimits: {
        RATE_LIMITER: { namespace_id: "1001", simple: { limit: 25, period: 60 } },
        PLAYER_LIMITER: { namespace_id: "1002", simple: { limit: 10, period: 60 } },
      },
    },
  });

export default defineConfig({
  test: {
    // One test file per core: more only makes them fight for the CPU.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Pure engines and cards: plain Node is their real runtime too (they import nothing).
        // `npm run test:fast` runs this project alone.
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          exclude: ["test/unit/**/*.sweep.test.ts"],
          environment: "node",
          // Pure code with no module state to leak between files: one module graph per worker
          // halves the project's CPU time (each file's import of the engines is paid once).
          isolate: false,
          testTimeout: 60 * SECOND,
        },
      },
      {
        // The test build's games (test/games/<id>/): their own tests, and the unit tests that
        // check every registered game (laws, texts, boards, layouts) on them too.
        resolve: TEST_BUILD,
        test: {
          name: "games",
          include: [
            "test/games/**/*.test.ts",
            "test/unit/engine-properties.test.ts",
            "test/unit/hint-texts.test.ts",
            "test/unit/mcp-texts.test.ts",
            "test/unit/layouts.test.ts",
            "test/unit/boards.test.ts",
            "test/unit/move-slots.test.ts",
          ],
          exclude: ["test/games/**/*.worker.test.ts", "test/games/**/*.e2e.test.ts"],
          environment: "node",
          provide: { extraGamesOnly: true },
          testTimeout: 60 * SECOND,
        },
      },
      {
        // The long agreement sweeps of the engines (solvers against outside truth, the hint
        // over a thousand deals): part of `npm test`, kept out of the inner loop.
        test: {
          name: "sweeps",
          include: ["test/unit/**/*.sweep.test.ts"],
          environment: "node",
          isolate: false,
          testTimeout: 300 * SECOND,
        },
      },
      {
        // Everything that touches the Worker runs inside workerd.
        plugins: [workerd()],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          testTimeout: 300 * SECOND,
          hookTimeout: 300 * SECOND,
          // FUZZ_RUNS / FUZZ_SEED widen the fuzz test beyond its fixed CI seed.
          provide: { fuzzRuns: process.env.FUZZ_RUNS, fuzzSeed: process.env.FUZZ_SEED },
        },
      },
      {
        // The test build's games over the Worker (HTTP, stored games, MCP) inside workerd.
        plugins: [workerd()],
        resolve: TEST_BUILD,
        test: {
          name: "games-worker",
          include: ["test/games/**/*.worker.test.ts"],
          testTimeout: 300 * SECOND,
          hookTimeout: 300 * SECOND,
        },
      },
      {
        // End to end against `wrangler dev` (local workerd) from Node: restarts, a browser.
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts", "test/games/**/*.e2e.test.ts"],
          environment: "node",
          testTimeout: 600 * SECOND,
          hookTimeout: 600 * SECOND,
          fileParallelism: false,
        },
      },
    ],
  },
});
