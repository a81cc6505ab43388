// CPU per request of the routes that need no Durable Object, run in-process: the Worker's own
// Hono app under Node 22 (the same code workerd runs), each request timed by this thread's CPU
// clock (/proc/thread-self/schedstat: the scheduler's nanoseconds; getrusage moves in ticks on
// these kernels; a busy machine that preempts the thread does not count). Nothing of a local runtime's own work is in these figures, unlike cpu.mjs's.
// Prints JSON lines {"name","value","unit"}: cpu.node.<route>.p50 / p99 / p999 / max in ms, and
// cpu.node.module_eval (importing the app) and cpu.node.first_request. The thread's CPU clock
// moves in scheduler ticks (4 ms here), too coarse for one request: a route's `mean` is its
// CPU over all its requests; each request's own figure is the least of REPEATS runs of it on
// the monotonic clock (a stateless request does the same work each run, and being preempted
// only adds time), and `cpu_share` (CPU over that time) says how far to trust it. Crafted
// inputs (`*.crafted`) are the worst layouts found for the searches. BENCH_CPU_N: requests a
// route (default 500).
import { craftedRoutes, positionsFromPlay, statelessRoutes } from "../cpu-bench-kit.mjs";

const N = Number(process.env.BENCH_CPU_N ?? 500);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));
/** This thread's CPU time so far, in ms (in ticks). */
const cpu = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};

const loading = cpu();
const { createApp } = await import("../../src/http/app.ts");
const app = createApp();
emit("cpu.node.module_eval", Number(cpu() - loading.toFixed(2)), "ms");

const env = { DEV_SECRETS: "on", RATE_LIMIT: "off" };
const request = async (method, path, body, headers = {}) => {
  const res = await app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    env,
  );
  return { status: res.status, text: await res.text() };
};

const first = cpu();
await request("GET", "/v1/games/maze");
emit("cpu.node.first_request", Number(cpu() - first.toFixed(2)), "ms");

const REPEATS = 3;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Times N requests of one route, `prepare(i)` (untimed) giving the i-th. */
async function route(name, prepare) {
  const samples = [];
  let cpuTotal = 0;
  for (let i = 0; i < N; i++) {
    const args = await prepare(i);
    const before = cpu();
    let least = Infinity;
    let answer;
    for (let r = 0; r < REPEATS; r++) {
      const start = performance.now();
      answer = await request(...args);
      least = Math.min(least, performance.now() - start);
    }
    samples.push(least);
    cpuTotal += (cpu() - before) / REPEATS;
    if (answer.status >= 300) throw new Error(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
  const timeTotal = samples.reduce((a, b) => a + b, 0);
  emit(`cpu.node.${name}.mean`, Number((cpuTotal / N).toFixed(3)), "ms");
  emit(`cpu.node.${name}.cpu_share`, Number((cpuTotal / timeTotal).toFixed(2)), "ratio");
  samples.sort((a, b) => a - b);
  emit(`cpu.node.${name}.p50`, Number(quantile(samples, 0.5).toFixed(3)), "ms");
  emit(`cpu.node.${name}.p99`, Number(quantile(samples, 0.99).toFixed(3)), "ms");
  emit(`cpu.node.${name}.p999`, Number(quantile(samples, 0.999).toFixed(3)), "ms");
  emit(`cpu.node.${name}.max`, Number(samples.at(-1).toFixed(3)), "ms");
}

// Positions from real play (deals followed by their hints).
const at = await positionsFromPlay(
  async (path, body) => JSON.parse((await request("POST", path, body)).text),
  200,
);
const mcp = (name, args) => [
  "POST",
  "/mcp",
  { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } },
  { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
];

await route("health", () => ["GET", "/v1/health"]);
await route("openapi", () => ["GET", "/openapi.json"]);
await route("rules", (i) => ["GET", `/v1/games/${i % 2 ? "wall" : "maze"}`]);
await statelessRoutes(route, at);
await craftedRoutes(route, async (path, body) => JSON.parse((await request("POST", path, body)).text));
await route("mcp.list_games", () => mcp("list_games", {}));
await route("mcp.get_rules", (i) => mcp("get_rules", { game: i % 2 ? "wall" : "maze" }));
await route("mcp.tools_list", () => [
  "POST",
  "/mcp",
  { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
  { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
]);
