// Module hooks that let Node load the deployed bundle as workerd would: `cloudflare:workers` as
// a stand-in with the base classes the bundle extends, and the bundle's text modules (wrangler
// `[[rules]]` type Text) as strings. They run on Node's hooks thread, not the timed one.
import { readFile } from "node:fs/promises";

const CLOUDFLARE_WORKERS =
  "data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } } export class WorkerEntrypoint {} export class RpcTarget {} export const env = {};";

export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return { url: CLOUDFLARE_WORKERS, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith("file:") && url.endsWith(".json")) {
    const text = await readFile(new URL(url), "utf8");
    return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return next(url, context);
}
