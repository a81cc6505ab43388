// The Workers runtime's pieces that the project's Durable Objects need, stood in for under Node,
// for the benches that run the objects' own code in this process (scripts/objects-in-process.mjs,
// scripts/bench/sessions.mjs): `cloudflare:workers` resolved to base classes, the WebSocket
// auto-response pair, and workerd's `crypto.subtle.timingSafeEqual`. Importing it installs them.
import { timingSafeEqual } from "node:crypto";
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === "cloudflare:workers") return { url: "data:text/javascript,export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } } export class RpcTarget {} export class WorkerEntrypoint {}", shortCircuit: true };
        return next(specifier, context);
      }`),
);
globalThis.WebSocketRequestResponsePair ??= class {
  constructor(request, response) {
    Object.assign(this, { request, response });
  }
};
// workerd's extension of WebCrypto, as node:crypto has it.
globalThis.crypto.subtle.timingSafeEqual ??= (a, b) => timingSafeEqual(a, b);

/** node:sqlite hands BLOBs back as Uint8Array; workerd as ArrayBuffer (what the stores read). */
export const asWorkerd = (row) => {
  for (const key in row) {
    const v = row[key];
    if (v instanceof Uint8Array) row[key] = v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength);
  }
  return row;
};
