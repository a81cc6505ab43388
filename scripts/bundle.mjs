// The Worker as it would be deployed: `wrangler deploy --dry-run --outdir` builds the bundle
// (nothing is uploaded), and this fails when its gzipped size passes the project's budget,
// well under the Free plan's 3 MB limit (Workers count the compressed upload). Part of
// `npm test`; `npm run bundle` alone.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildBundle } from "./build-bundle.mjs";

/** The budget for the gzipped bundle, in bytes (about 420 KB when it was set). */
export const BUNDLE_BUDGET = 1024 * 1024;

let outdir;
try {
  outdir = buildBundle();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
try {
  // The modules uploaded: the script and its text modules (the OpenAPI document).
  const files = readdirSync(outdir).filter((f) => /\.(m?js|json)$/.test(f));
  const raw = files.reduce((n, f) => n + readFileSync(join(outdir, f)).length, 0);
  const gzipped = files.reduce((n, f) => n + gzipSync(readFileSync(join(outdir, f)), { level: 9 }).length, 0);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  const line = `bundle: ${kib(raw)}, gzipped ${kib(gzipped)} (budget ${kib(BUNDLE_BUDGET)})`;
  // wrangler.toml's [alias] keeps zod's forty locales out (scripts/bundle-aliases/zod-locales.mjs):
  // a zod that imports them another way would bring them back unseen.
  const script = readFileSync(join(outdir, "index.js"), "utf8");
  const locales = [...script.matchAll(/^\/\/ node_modules\/zod\/v4\/locales\/(\w+)\.js$/gm)].map((m) => m[1]);
  if (locales.some((locale) => locale !== "en")) {
    console.error(`${line}: zod locales other than English are bundled (${locales.join(", ")})`);
    process.exit(1);
  }
  // It also swaps the MCP SDK's workerd shims, which build every protocol's schemas at each
  // isolate's start (scripts/bundle-aliases/mcp-shims.mjs): an SDK that reaches them by another
  // name would bring that back unseen.
  if (/^\/\/ node_modules\/@modelcontextprotocol\/\w+\/dist\/shimsWorkerd\.mjs$/m.test(script)) {
    console.error(`${line}: the MCP SDK's workerd shims (an eager schema build at start) are bundled`);
    process.exit(1);
  }
  if (gzipped > BUNDLE_BUDGET) {
    console.error(`${line}: over budget`);
    process.exit(1);
  }
  console.log(line);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
