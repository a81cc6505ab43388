// An isolate's start with the Worker as deployed: builds the bundle (`wrangler deploy --dry-run`)
// and loads it in fresh Node 22 processes (scripts/bench-start/child.mjs), each timing by its
// thread's CPU clock the bundle's module evaluation (compile, then top-level code, from its
// source text as workerd takes it), the first REST request (GET /v1/games/maze) and the first
// and second MCP tools/call after it (`first_mcp_request`), and in as many other processes an
// MCP call as the isolate's first request (`first_mcp_of_isolate`: 2026-07-28 era; `_2025`:
// 2025 era; `first_discover_of_isolate`, `first_initialize_of_isolate_2025`,
// `first_tools_list_of_isolate`: what a session opens with). Node's V8 is workerd's engine, not workerd itself: read these as
// the bundle's own cost. Then `wrangler check startup`, Cloudflare's own local measure of a
// start in workerd (its `Active` CPU, profiler on; the deploy-time limit is 1 s of CPU, apart
// from each request's CPU limit). Prints JSON lines {"name","value","unit"}:
// start.<figure>.p50 / max over BENCH_START_N processes (default 7), start.wrangler_check.active.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBundle, root } from "../build-bundle.mjs";

const N = Number(process.env.BENCH_START_N ?? 7);
const child = fileURLToPath(new URL("../bench-start/child.mjs", import.meta.url));
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

const outdir = buildBundle();
try {
  const runs = {
    rest: [],
    "mcp-2026": [],
    "mcp-2025": [],
    "list-2026": [],
    "discover-2026": [],
    "init-2025": [],
  };
  // The kinds of start taken in turn, so that a busy machine weighs on each alike.
  for (let i = 0; i < N; i++) {
    for (const [mode, done] of Object.entries(runs)) {
      const run = spawnSync(
        process.execPath,
        ["--experimental-vm-modules", "--no-warnings", child, join(outdir, "index.js"), mode],
        { encoding: "utf8" },
      );
      if (run.status !== 0) throw new Error(`start bench: ${run.stderr}`);
      done.push(JSON.parse(run.stdout.trim().split("\n").at(-1)));
    }
  }
  const names = [
    ["rest", "moduleEval", "module_eval"],
    ["rest", "compile", "module_compile"],
    ["rest", "evaluate", "module_top_level"],
    ["rest", "firstRequest", "first_request"],
    ["rest", "firstMcp", "first_mcp_request"],
    ["rest", "secondMcp", "second_mcp_request"],
    ["mcp-2026", "firstMcpOfIsolate", "first_mcp_of_isolate"],
    ["mcp-2026", "secondMcpOfIsolate", "second_mcp_of_isolate"],
    ["mcp-2025", "firstMcpOfIsolate", "first_mcp_of_isolate_2025"],
    ["list-2026", "firstMcpOfIsolate", "first_tools_list_of_isolate"],
    ["discover-2026", "firstMcpOfIsolate", "first_discover_of_isolate"],
    ["init-2025", "firstMcpOfIsolate", "first_initialize_of_isolate_2025"],
  ];
  for (const [mode, key, name] of names) {
    const sorted = runs[mode].map((r) => r[key]).sort((a, b) => a - b);
    emit(`start.${name}.p50`, Number(sorted[Math.floor(N / 2)].toFixed(1)), "ms");
    emit(`start.${name}.max`, Number(sorted.at(-1).toFixed(1)), "ms");
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

// Cloudflare's own local measure: `wrangler check startup` (it builds the bundle again).
const profile = join(mkdtempSync(join(tmpdir(), "patience-startup-")), "startup.cpuprofile");
const check = spawnSync(
  process.execPath,
  [join(root, "node_modules/wrangler/bin/wrangler.js"), "check", "startup", "--outfile", profile],
  { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
rmSync(dirname(profile), { recursive: true, force: true });
const active = /Active: ([\d.]+) ms/.exec(check.stdout + check.stderr);
if (check.status !== 0 || !active) throw new Error(`wrangler check startup: ${check.stdout}${check.stderr}`);
emit("start.wrangler_check.active", Number(active[1]), "ms");
