// One fresh isolate's start: evaluates the bundle at argv[2] (index.js), then sends it a first
// REST request and a first MCP request, and prints their CPU times as one JSON line. Timed by
// this thread's CPU clock in nanoseconds (/proc/thread-self/schedstat), so the hooks thread
// and a busy machine's preemptions are not counted.
/* global Request */
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { pathToFileURL } from "node:url";

register(new URL("./hooks.mjs", import.meta.url));
const cpu = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;

const env = { DEV_SECRETS: "on", RATE_LIMIT: "off" };
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
const started = cpu();
const worker = (await import(pathToFileURL(process.argv[2]).href)).default;
const moduleEval = cpu() - started;

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
console.log(JSON.stringify({ moduleEval, firstRequest, firstMcp, secondMcp }));
