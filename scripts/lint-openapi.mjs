// Lints the committed OpenAPI document (openapi/openapi.json) as client generators and API
// linters see it: Redocly CLI's recommended ruleset (redocly.yaml: `recommended-strict`, every
// warning an error) and Spectral's `spectral:oas` (.spectral.yaml, every warning fails).
// Offline: both rulesets are built in, nothing is fetched, Redocly's telemetry and update
// check are off. `npm run lint:openapi`, part of `npm test`; exits non-zero on any finding.
// With `--cache` (scripts/check.mjs) a document, rulesets and linters unchanged since the last
// clean lint are not linted again (the two linters take ~4 s of CPU, the inner loop's largest
// static check); the hash of what was linted is kept under node_modules/.cache.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The file a package's `bin` entry runs. */
const bin = (pkg, name) => {
  const { bin } = JSON.parse(readFileSync(`${root}node_modules/${pkg}/package.json`, "utf8"));
  return `${root}node_modules/${pkg}/${typeof bin === "string" ? bin : bin[name]}`;
};

const env = {
  ...process.env,
  REDOCLY_TELEMETRY: "off",
  REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  NO_COLOR: process.env.NO_COLOR ?? (process.stdout.isTTY ? undefined : "1"),
};
for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];

const runs = [
  ["Redocly", bin("@redocly/cli", "redocly"), ["lint", "--format", "stylish", "--lint-config", "error"]],
  [
    "Spectral",
    bin("@stoplight/spectral-cli", "spectral"),
    ["lint", "openapi/openapi.json", "--ruleset", ".spectral.yaml", "--fail-severity", "warn"],
  ],
];

// Everything a finding depends on: the document, both rulesets, the linters' versions.
const INPUTS = [
  "openapi/openapi.json",
  "redocly.yaml",
  ".spectral.yaml",
  "node_modules/@redocly/cli/package.json",
  "node_modules/@stoplight/spectral-cli/package.json",
  "scripts/lint-openapi.mjs",
];
const cacheFile = `${root}node_modules/.cache/lint-openapi/passed`;
const useCache = process.argv.includes("--cache");
const hash = createHash("sha256");
for (const input of INPUTS) hash.update(`${input}\0`).update(readFileSync(`${root}${input}`));
const digest = hash.digest("hex");
const lastPassed = (() => {
  try {
    return readFileSync(cacheFile, "utf8");
  } catch {
    return null;
  }
})();
if (useCache && lastPassed === digest) {
  console.log("openapi/openapi.json: unchanged since its last clean lint");
  process.exit(0);
}

let failed = 0;
for (const [name, script, args] of runs) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: root, env, stdio: "inherit" });
  if (run.status !== 0) {
    failed++;
    console.error(`openapi/openapi.json: ${name} lint failed (exit ${run.status ?? run.signal})`);
  }
}
if (!failed && useCache) {
  mkdirSync(`${root}node_modules/.cache/lint-openapi`, { recursive: true });
  writeFileSync(cacheFile, digest);
}
process.exit(failed ? 1 : 0);
