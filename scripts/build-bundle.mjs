// Builds the Worker as it would be deployed, `wrangler deploy --dry-run --outdir` (nothing is
// uploaded), into a new temporary directory: used by `npm run bundle` and the start bench.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** The directory the bundle was written to; throws with wrangler's output when it fails. */
export function buildBundle() {
  const outdir = mkdtempSync(join(tmpdir(), "patience-bundle-"));
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules/wrangler/bin/wrangler.js"), "deploy", "--dry-run", "--outdir", outdir],
    { cwd: root, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  if (build.status !== 0)
    throw new Error(`wrangler deploy --dry-run failed:\n${build.stdout}${build.stderr}`);
  return outdir;
}
