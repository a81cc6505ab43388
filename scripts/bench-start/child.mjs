// One fresh isolate's start: compiles and evaluates the bundle at argv[2] (index.js) as workerd
// does, from its source text (node:vm's SourceTextModule: no loader, file reads or decoding in
// the figures), then sends it its first requests (argv[3]: `rest`, a REST request and then two
// MCP calls; `mcp-2026` or `mcp-2025`, two MCP calls of that era, the first the isolate's first
// request; `list-2026`, a tools/list; `discover-2026`, a server/discover; `init-2025`, an
// initialize) and prints their CPU times as one JSON line. Timed by this thread's CPU clock
// (/proc/thread-self/schedstat), so a busy machine's preemptions are not counted; a request's
// after a 10 µs sleep, so that the kernel has booked it. Run with --experimental-vm-modules.
/* global Request */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import vm from "node:vm";

const cpu = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** The CPU clock after a 10 µs sleep, so that the kernel books the time so far (as BENCH=mcp-cpu). */
const preciseCpu = () => {
  Atomics.wait(sleeper, 0, 0, 0.01);
  return cpu();
};
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
  const before = preciseCpu();
  const res = await worker.fetch(request, env, ctx);
  await res.text();
  if (res.status !== 200) throw new Error(`${request.url}: ${res.status}`);
  return preciseCpu() - before;
};
const rest = () => new Request("http://api.test/v1/games/maze");
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "patience-bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
/** An MCP request as the official client of `era` sends it (a tools/call's `params.name`). */
const mcpRequest = (id, era, method, params = {}) =>
  new Request("http://api.test/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...(era === "2026"
        ? {
            "MCP-Protocol-Version": "2026-07-28",
            "Mcp-Method": method,
            ...(params.name && { "Mcp-Name": params.name }),
          }
        : method === "initialize"
          ? {}
          : { "MCP-Protocol-Version": "2025-06-18" }),
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id,
      method,
      params: era === "2026" ? { ...params, _meta: ENVELOPE } : params,
    }),
  });
const mcpCall = (id, era = "2025") =>
  mcpRequest(id, era, "tools/call", { name: "list_games", arguments: {} });
const INITIALIZE = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "patience-bench", version: "1.0.0" },
};
// `rest`: a REST request first, then MCP calls; `mcp-2026` / `mcp-2025`: an MCP tool call is the
// isolate's first request; `list-2026`: tools/list is; `discover-2026`: server/discover is;
// `init-2025`: initialize is.
const mode = process.argv[3] ?? "rest";
const figures = {};
if (mode === "rest") {
  figures.firstRequest = await timed(rest());
  figures.firstMcp = await timed(mcpCall(1));
  figures.secondMcp = await timed(mcpCall(2));
} else if (mode === "list-2026") {
  figures.firstMcpOfIsolate = await timed(mcpRequest(1, "2026", "tools/list"));
} else if (mode === "discover-2026") {
  figures.firstMcpOfIsolate = await timed(mcpRequest(1, "2026", "server/discover"));
} else if (mode === "init-2025") {
  figures.firstMcpOfIsolate = await timed(mcpRequest(1, "2025", "initialize", INITIALIZE));
} else {
  figures.firstMcpOfIsolate = await timed(mcpCall(1, mode.slice(4)));
  figures.secondMcpOfIsolate = await timed(mcpCall(2, mode.slice(4)));
}
console.log(
  JSON.stringify({
    moduleEval: evaluated - started,
    compile: compiled - started,
    evaluate: evaluated - linkedAt,
    ...figures,
  }),
);
