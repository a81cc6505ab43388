import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        // Pure engines and cards: plain Node is their real runtime too (they import nothing).
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        // Everything that touches the Worker runs inside workerd.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            // The real rate limiter with a small limit, so a test can reach it quickly.
            miniflare: {
              // The development switch: built-in keys instead of failing closed without secrets.
              // The rate limit is off for the suite (every request comes without a client
              // address, so all would share one key); its own tests turn it on.
              bindings: { DEV_SECRETS: "on", RATE_LIMIT: "off" },
              ratelimits: {
                RATE_LIMITER: { namespace_id: "1001", simple: { limit: 25, period: 60 } },
                PLAYER_LIMITER: { namespace_id: "1002", simple: { limit: 10, period: 60 } },
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // FUZZ_RUNS / FUZZ_SEED widen the fuzz test beyond its fixed CI seed.
          provide: { fuzzRuns: process.env.FUZZ_RUNS, fuzzSeed: process.env.FUZZ_SEED },
        },
      },
      {
        // End to end against `wrangler dev` (local workerd) from Node: restarts, a browser.
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
