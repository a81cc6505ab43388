// Puts the docs page's viewer (Scalar API Reference, its browser build as ES modules) into
// public/vendor/scalar/, the Worker's static assets (wrangler.toml `[assets]`), so /docs works
// offline with no CDN. npm runs it after `npm ci` / `npm install` ("prepare"); the copy is not
// committed (.gitignore).
//
// The package is not a dependency: the page needs one prebuilt file of it, while installing it
// would bring its ~40 packages for building Vue apps (all of them asking for Node 22). Its
// tarball is taken with `npm pack` (npm's cache: offline after the first time), checked against
// the integrity pinned here, and only the bundle is kept. To move to another version: change
// VIEWER (`npm view @scalar/api-reference@<version> dist.integrity` gives the integrity).
//
// The ES module build (an entry and ~120 chunks with hashed names) rather than the one-file
// standalone.js: the page loads only the chunks it uses, 3.2 MB of JavaScript instead of 4.9 MB
// (0.9 MB gzipped instead of 1.4), and the request client's window fetches its own later.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
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
const BROWSER = "package/dist/browser";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = `${root}public/vendor/scalar`;
const target = `${dir}/standalone.esm.js`;
const stamp = `${dir}/VERSION`;
const spec = `${VIEWER.name}@${VIEWER.version}`;
const stampText = `${spec} ${VIEWER.integrity}\n`;

const fail = (why) => {
  throw new Error(why);
};

if (existsSync(target) && existsSync(stamp) && readFileSync(stamp, "utf8") === stampText) {
  console.log(`public/vendor/scalar/: ${spec}, already in place`);
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
  execFileSync("tar", ["-xzf", tarball, "-C", work, BROWSER]);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(`${dir}/chunks`, { recursive: true });
  // The entry and its chunks; the source maps are not shipped: drop the comments that point to
  // them (no 404 in devtools).
  const files = [
    "standalone.esm.js",
    ...readdirSync(join(work, BROWSER, "chunks")).map((f) => `chunks/${f}`),
  ];
  let bytes = 0;
  for (const file of files.filter((f) => f.endsWith(".js"))) {
    const source = readFileSync(join(work, BROWSER, file), "utf8");
    const kept = source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
    writeFileSync(`${dir}/${file}`, kept);
    bytes += statSync(`${dir}/${file}`).size;
  }
  writeFileSync(
    `${dir}/NOTICE`,
    `standalone.esm.js, chunks/: dist/browser of ${spec} (npm), ${VIEWER.license} licence, ${VIEWER.source}\n`,
  );
  console.log(`public/vendor/scalar/: ${spec}, ${bytes} bytes of JavaScript`);
  writeFileSync(stamp, stampText);
} catch (error) {
  console.error(`copy-docs-assets: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
