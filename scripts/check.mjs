// The project's checks, as `npm test` runs them: formatting, lint, the OpenAPI document's lint,
// types, then every test project (unit, sweeps, workerd, end to end).
//
//   node scripts/check.mjs          everything (`npm test`, `npm run check`), and the deployable
//                                   bundle's size against its budget (scripts/bundle.mjs)
//   node scripts/check.mjs --fast   the inner loop (`npm run test:fast`): the static checks and the
//                                   unit tests side by side; no sweeps, no workerd, no browser
//
// The static checks run side by side, one per core, each printed whole when it ends with its
// time; the first failure is reported after the others end, and the exit code is non-zero.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));
const fast = process.argv.includes("--fast");
const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}` };

// Each check keeps its cache under node_modules/.cache: a second run checks only what changed.
const CACHE = join(root, "node_modules", ".cache");
const types = (name, project) => [
  `types (${name})`,
  "tsc",
  [
    "--noEmit",
    "-p",
    project,
    "--incremental",
    "--tsBuildInfoFile",
    join(CACHE, "tsc", `${name}.tsbuildinfo`),
  ],
];
const STATIC = [
  ["format", "prettier", ["--check", ".", "--cache", "--cache-location", join(CACHE, "prettier", "cache")]],
  ["lint", "eslint", [".", "--cache", "--cache-location", join(CACHE, "eslint", "")]],
  ["lint:openapi", "node", ["scripts/lint-openapi.mjs", "--cache"]],
  // worker-configuration.d.ts is what `wrangler types` writes from wrangler.toml (`npm run types`).
  ["binding types", "wrangler", ["types", "--include-runtime", "false", "--strict-vars", "false", "--check"]],
  types("src", "."),
  types("unit tests", "test/unit"),
  types("end-to-end tests", "test/e2e"),
  // The test build: src/ with the games of test/games registered.
  types("test build", "test/games"),
];

/** Runs one command; its output is kept and printed whole when it ends (unless `live`). */
function run(name, command, args, live = false) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: live ? "inherit" : "pipe" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", (error) => (output += String(error)));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? "✓" : "✗"} ${name} (${seconds} s)\n`);
      if (!ok && output) process.stdout.write(`${output.trimEnd()}\n`);
      // A test run that passed says how many.
      const counts = stripVTControlCharacters(output)
        .split("\n")
        .filter((line) => /^\s*(Test Files|Tests)\s/.test(line));
      if (ok && counts.length > 0) process.stdout.write(`${counts.join("\n")}\n`);
      resolve(ok);
    });
  });
}

/** Runs the jobs side by side, at most `slots` at once; true when all passed. */
async function pool(jobs, slots) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      results.push(await job());
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, jobs.length) }, worker));
  return results.every(Boolean);
}

const started = performance.now();
const staticJobs = STATIC.map(
  ([name, command, args]) =>
    () =>
      run(name, command, args),
);
let ok;
if (fast) {
  // The unit tests run beside the static checks (vitest prints its summary when it ends).
  const unit = () => run("unit tests", "vitest", ["run", "--project", "unit"]);
  ok = await pool([unit, ...staticJobs], availableParallelism());
} else {
  const bundle = () => run("bundle", "node", ["scripts/bundle.mjs"]);
  ok = await pool([...staticJobs, bundle], availableParallelism());
  // The tests print as they go: a long run should show where it is.
  if (ok) ok = await run("tests", "vitest", ["run"], true);
}
const minutes = (performance.now() - started) / 60_000;
process.stdout.write(`${ok ? "passed" : "FAILED"} in ${minutes.toFixed(1)} min\n`);
process.exit(ok ? 0 : 1);
