// `npm run bench`: runs every benchmark in scripts/bench/ one after another; each prints
// JSON lines {"name":…, "value":…, "unit":…}, one per figure. Figures on shared machines
// are noisy: compare ratios within one run. BENCH=wall,maze runs only those files.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("./bench/", import.meta.url));
const only = process.env.BENCH?.split(",");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".mjs"))
  .filter((f) => !only || only.includes(f.replace(/\.mjs$/, "")))
  .sort();
let failed = false;
for (const file of files) {
  const run = spawnSync(process.execPath, [dir + file], { stdio: "inherit" });
  if (run.status !== 0) {
    console.error(`bench ${file} failed with status ${run.status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
