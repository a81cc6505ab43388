// Puts the docs page's viewer (Scalar API Reference, its standalone browser bundle) into
// public/vendor/scalar/, the Worker's static assets (wrangler.toml `[assets]`), so /docs works
// offline with no CDN. npm runs it after `npm ci` / `npm install` ("prepare"); the copy is not
// committed (.gitignore).
//
// The package is not a dependency: the page needs one prebuilt file of it, while installing it
// would bring its ~40 packages for building Vue apps (all of them asking for Node 22). Its
// tarball is taken with `npm pack` (npm's cache: offline after the first time), checked against
// the integrity pinned here, and only the bundle is kept. To move to another version: change
// VIEWER (`npm view @scalar/api-reference@<version> dist.integrity` gives the integrity).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const VIEWER = {
  name: "@scalar/api-reference",
  version: "1.76.0",
  integrity:
    "sha512-pjqwnzmA9YK3ZX+IZSICMsywm4qI6HLSngR2py9H6TvFApHHuJjkTAd+gFJfnqJDzJuro8k7ji6JCtJ2U+Byng==",
  license: "MIT",
  source: "https://github.com/scalar/scalar (packages/api-reference)",
};
const BUNDLE = "package/dist/browser/standalone.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = `${root}public/vendor/scalar`;
const target = `${dir}/api-reference.js`;
const stamp = `${dir}/VERSION`;
const spec = `${VIEWER.name}@${VIEWER.version}`;
const stampText = `${spec} ${VIEWER.integrity}\n`;

const fail = (why) => {
  throw new Error(why);
};

if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, "utf8") === stampText) {
  console.log(`public/vendor/scalar/api-reference.js: ${spec}, already in place`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), "docs-viewer-"));
try {
  // npm itself (the one running this script under `npm ci`, else the one on the PATH).
  const [npm, npmArgs] = process.env.npm_execpath?.endsWith(".js")
    ? [process.execPath, [process.env.npm_execpath]]
    : ["npm", []];
  let packed;
  try {
    const out = execFileSync(
      npm,
      [...npmArgs, "pack", spec, "--pack-destination", work, "--json", "--loglevel=error"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" },
    );
    packed = JSON.parse(out)[0];
  } catch (error) {
    fail(`npm pack ${spec} failed (the registry or npm's cache is needed once): ${error.stderr ?? error}`);
  }
  const tarball = join(work, packed.filename);
  const integrity = `sha512-${createHash("sha512").update(readFileSync(tarball)).digest("base64")}`;
  if (integrity !== VIEWER.integrity)
    fail(`${spec}: the tarball's integrity is ${integrity}, ${VIEWER.integrity} expected`);
  execFileSync("tar", ["-xzf", tarball, "-C", work, BUNDLE]);
  const source = readFileSync(join(work, BUNDLE), "utf8");
  mkdirSync(dir, { recursive: true });
  // The source map is not shipped: drop the comment that points to it (no 404 in devtools).
  writeFileSync(target, source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n"));
  writeFileSync(
    `${dir}/NOTICE`,
    `api-reference.js: ${BUNDLE.replace("package/", "")} of ${spec} (npm), ${VIEWER.license} licence, ${VIEWER.source}\n`,
  );
  writeFileSync(stamp, stampText);
  console.log(`public/vendor/scalar/api-reference.js: ${spec}, ${statSync(target).size} bytes`);
} catch (error) {
  console.error(`copy-docs-assets: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
