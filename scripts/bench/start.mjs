// An isolate's start with the Worker as deployed: builds the bundle (`wrangler deploy --dry-run`)
// and loads it in fresh Node 22 processes (scripts/bench-start/child.mjs), each timing by its
// thread's CPU clock the bundle's module evaluation (parse, compile, top-level code), the first
// REST request (GET /v1/games/maze) and the first and second MCP tools/call. Node's V8 is workerd's engine, not
// workerd itself: read the figures as the bundle's own cost. Prints JSON lines
// {"name","value","unit"}: start.<figure>.p50 / max over BENCH_START_N processes (default 7).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBundle } from "../build-bundle.mjs";

const N = Number(process.env.BENCH_START_N ?? 7);
const child = fileURLToPath(new URL("../bench-start/child.mjs", import.meta.url));
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

const outdir = buildBundle();
try {
  const runs = [];
  for (let i = 0; i < N; i++) {
    const run = spawnSync(process.execPath, [child, join(outdir, "index.js")], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`start bench: ${run.stderr}`);
    runs.push(JSON.parse(run.stdout.trim().split("\n").at(-1)));
  }
  const names = {
    moduleEval: "module_eval",
    firstRequest: "first_request",
    firstMcp: "first_mcp_request",
    secondMcp: "second_mcp_request",
  };
  for (const [key, name] of Object.entries(names)) {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    emit(`start.${name}.p50`, Number(sorted[Math.floor(N / 2)].toFixed(1)), "ms");
    emit(`start.${name}.max`, Number(sorted.at(-1).toFixed(1)), "ms");
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
