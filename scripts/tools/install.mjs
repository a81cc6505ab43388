// Tools that only some tests or a developer need, installed on first use rather than by
// `npm ci`: each has its folder here with a package.json and the lockfile that pins it, and is
// installed into that folder's node_modules (not committed) by `npm ci`, then reused. The first
// use needs the registry or npm's cache.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The path of a file inside an installed tool (`scripts/tools/<tool>/node_modules/<path>`),
 * installing the tool first when it is missing or its lockfile changed since.
 */
export function toolPath(tool, path) {
  const dir = fileURLToPath(new URL(`./${tool}/`, import.meta.url));
  if (!existsSync(`${dir}package-lock.json`)) throw new Error(`no such tool: ${tool}`);
  const installed = `${dir}node_modules/.package-lock.json`;
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(`${dir}package-lock.json`).mtimeMs) {
    // npm itself, run by the Node that runs this (npm scripts put the project's Node 22 first).
    const [npm, args] = process.env.npm_execpath?.endsWith(".js")
      ? [process.execPath, [process.env.npm_execpath]]
      : ["npm", []];
    execFileSync(
      npm,
      [...args, "ci", "--prefix", dir, "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
      { stdio: ["ignore", "ignore", "inherit"], shell: process.platform === "win32" },
    );
  }
  return `${dir}node_modules/${path}`;
}
