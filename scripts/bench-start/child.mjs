// One fresh isolate's start: compiles and evaluates the bundle at argv[2] (index.js) as workerd
// does, from its source text (node:vm's SourceTextModule: no loader, file reads or decoding in
// the figures), then sends it a first REST request and a first and second MCP request, and
// prints their CPU times as one JSON line. Timed by this thread's CPU clock in nanoseconds
// (/proc/thread-self/schedstat), so a busy machine's preemptions are not counted. Run with
// --experimental-vm-modules.
/* global Request */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import vm from "node:vm";

const cpu = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const file = process.argv[2];
const source = readFileSync(file, "utf8");
// The bundle's text modules (wrangler `[[rules]]` type Text: the OpenAPI document), as strings.
const texts = new Map(
  readdirSync(dirname(file))
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, readFileSync(join(dirname(file), name), "utf8")]),
);
const context = vm.createContext(globalThis);
const synthetic = (exports) =>
  new vm.SyntheticModule(
    Object.keys(exports),
    function () {
      for (const [name, value] of Object.entries(exports)) this.setExport(name, value);
    },
    { context },
  );
/** `cloudflare:workers` as a stand-in with the base classes the bundle extends; node: built-ins. */
async function linked(specifier) {
  if (specifier === "cloudflare:workers") {
    class DurableObject {
      constructor(ctx, env) {
        this.ctx = ctx;
        this.env = env;
      }
    }
    return synthetic({ DurableObject, WorkerEntrypoint: class {}, RpcTarget: class {}, env: {} });
  }
  const text = texts.get(specifier.replace(/^\.\//, ""));
  if (text !== undefined) return synthetic({ default: text });
  if (specifier.startsWith("node:")) return synthetic({ ...(await import(specifier)) });
  throw new Error(`the bundle imports ${specifier}`);
}

const started = cpu();
const bundle = new vm.SourceTextModule(source, { identifier: file, context });
const compiled = cpu();
await bundle.link(linked);
const linkedAt = cpu();
await bundle.evaluate();
const evaluated = cpu();
const worker = bundle.namespace.default;

const env = { DEV_SECRETS: "on", RATE_LIMIT: "off" };
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
const timed = async (request) => {
  const before = cpu();
  const res = await worker.fetch(request, env, ctx);
  await res.text();
  if (res.status !== 200) throw new Error(`${request.url}: ${res.status}`);
  return cpu() - before;
};
const firstRequest = await timed(new Request("http://api.test/v1/games/maze"));
const mcpCall = (id) =>
  new Request("http://api.test/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": "2025-06-18",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "list_games", arguments: {} },
    }),
  });
const firstMcp = await timed(mcpCall(1));
const secondMcp = await timed(mcpCall(2));
console.log(
  JSON.stringify({
    moduleEval: evaluated - started,
    compile: compiled - started,
    evaluate: evaluated - linkedAt,
    firstRequest,
    firstMcp,
    secondMcp,
  }),
);
