import js from "@eslint/js";
import tseslint from "typescript-eslint";

const FRAMEWORKS = ["hono", "hono/*", "@hono/*", "zod", "zod/*", "cloudflare:*"];

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      ".wrangler",
      "openapi",
      "test/fixtures",
      "public/vendor",
      "clients/typescript/dist",
      "clients/typescript/src/openapi-types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.mjs", "scripts/**"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        performance: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
  {
    // The /play page's scripts run in the browser (static assets, public/play).
    files: ["public/**/*.js"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "document",
          "location",
          "navigator",
          "localStorage",
          "fetch",
          "WebSocket",
          "URL",
          "URLSearchParams",
          "HTMLElement",
          "HTMLInputElement",
          "confirm",
          "console",
          "crypto",
          "addEventListener",
          "scrollTo",
          "setInterval",
          "performance",
          "matchMedia",
          "innerWidth",
          "innerHeight",
          "ResizeObserver",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Engines are pure: no frameworks, no clock, no ambient randomness, no I/O.
    files: ["src/cards/**", "src/engine/**", "src/games/**", "test/games/*/engine.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: FRAMEWORKS }],
      "no-restricted-globals": ["error", "Date", "crypto", "console", "fetch", "setTimeout", "performance"],
      "no-restricted-properties": ["error", { object: "Math", property: "random" }],
    },
  },
  {
    // The stored games' objects answer with the one result shape, built by ok() and fail()
    // (src/engine/result.ts) only: an object literal with `ok` and nothing but `value` or
    // `error` beside it is a result built by hand.
    files: ["src/durable/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            'ObjectExpression:has(> Property[key.name="ok"]):not(:has(> Property:not([key.name=/^(ok|value|error)$/])))',
          message: "Build a result with ok() or fail() (src/engine/result.ts), not by hand.",
        },
      ],
    },
  },
);
