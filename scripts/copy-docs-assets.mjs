// Copies the docs page's viewer (Scalar API Reference, its standalone browser bundle) from
// node_modules into public/, the Worker's static assets (wrangler.toml `[assets]`), so /docs
// works offline with no CDN. npm runs it after `npm ci` / `npm install` ("prepare"); the copy
// is not committed (.gitignore). Run it by hand after changing the package's version.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const from = `${root}node_modules/@scalar/api-reference/dist/browser/standalone.js`;
const dir = `${root}public/vendor/scalar`;

let source;
try {
  source = readFileSync(from, "utf8");
} catch {
  console.error(`copy-docs-assets: ${from} is missing: run npm ci first`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
// The source map is not shipped: drop the comment that points to it (no 404 in devtools).
writeFileSync(`${dir}/api-reference.js`, source.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n"));
const { version } = JSON.parse(
  readFileSync(`${root}node_modules/@scalar/api-reference/package.json`, "utf8"),
);
console.log(
  `public/vendor/scalar/api-reference.js: @scalar/api-reference ${version}, ${statSync(`${dir}/api-reference.js`).size} bytes`,
);
