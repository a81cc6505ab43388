// The Worker as it would be deployed: `wrangler deploy --dry-run --outdir` builds the bundle
// (nothing is uploaded), and this fails when its gzipped size passes the project's budget,
// well under the Free plan's 3 MB limit (Workers count the compressed upload). Part of
// `npm test`; `npm run bundle` alone.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** The budget for the gzipped bundle, in bytes (about 420 KB when it was set). */
export const BUNDLE_BUDGET = 1024 * 1024;

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), "patience-bundle-"));
try {
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/wrangler/bin/wrangler.js"), "deploy", "--dry-run", "--outdir", outdir],
    { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (build.status !== 0) {
    console.error(`wrangler deploy --dry-run failed:\n${build.stdout}${build.stderr}`);
    process.exit(1);
  }
  const files = readdirSync(outdir).filter((f) => f.endsWith(".js") || f.endsWith(".mjs"));
  const raw = files.reduce((n, f) => n + readFileSync(join(outdir, f)).length, 0);
  const gzipped = files.reduce((n, f) => n + gzipSync(readFileSync(join(outdir, f)), { level: 9 }).length, 0);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  const line = `bundle: ${kib(raw)}, gzipped ${kib(gzipped)} (budget ${kib(BUNDLE_BUDGET)})`;
  if (gzipped > BUNDLE_BUDGET) {
    console.error(`${line}: over budget`);
    process.exit(1);
  }
  console.log(line);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
