// MCP's CPU beside REST's, in-process: the Worker's own app under Node 22 with every Durable
// Object of the project in this process too (scripts/objects-in-process.mjs: node:sqlite, RPC
// arguments and answers copied by structured clone), so all of a request's work runs on this
// thread, timed by its CPU clock (/proc/thread-self/schedstat, read after a 10 µs sleep so the
// scheduler books the time so far: microseconds, not the 4 ms ticks of getrusage). The reading's
// own cost (its p50, `mcp.cpu.clock_floor`) is taken off every figure.
//
// Interleaved in one run, request by request: a REST stored move (POST /v1/sessions/{id}/moves,
// the owner's token) and MCP play_move by number of the same Maze deals, as the 2026-07-28 era
// sends it (its envelope) and as the 2025 era does (2025-11-25); each makes one object call.
// Then every tool alone, in the 2026 era. A fresh isolate's first MCP call is BENCH=start's
// (`start.first_mcp_of_isolate`, `_2025`, against `start.first_request`, a REST one). Prints JSON lines
// {"name","value","unit"}: mcp.play_move_vs_rest.cpu_ratio (play_move's p50 over the REST
// move's; goal <= 1.25), mcp.play_move_2025_vs_rest.cpu_ratio, the same at p99 (`_p99`),
// mcp.cpu.interleaved.{rest_move,play_move,play_move_2025}.* and mcp.cpu.<tool>.p50 / p99 /
// p999 / max in ms (goal: p999 <= 10 ms), with .p999_no_major_gc (the calls no major collection
// of this process's heap fell into) and .major_gc_calls (how many it fell into).
// BENCH_MCP_CPU_N sets the requests of each (default 2000).
import { readFileSync } from "node:fs";
import { constants, performance, PerformanceObserver } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { bindingsInProcess } from "../objects-in-process.mjs";

const N = Number(process.env.BENCH_MCP_CPU_N ?? 2000);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** This thread's CPU time so far, in ms: a short sleep first, so that the kernel books it. */
const cpu = () => {
  Atomics.wait(sleeper, 0, 0, 0.01);
  return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
};

const env = await bindingsInProcess();
const { createApp } = await import("../../src/http/app.ts");
const app = createApp();

let sent = 0;
const request = async (method, path, body, headers = {}) => {
  // Each request from its own address: a client's quotas (entries of a challenge) never bind.
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent++ & 255}`;
  const res = await app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", "cf-connecting-ip": address, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    env,
  );
  return { status: res.status, text: await res.text() };
};

/** The per-request envelope of the 2026-07-28 era, as the official client sends it. */
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "patience-bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
const ACCEPT = "application/json, text/event-stream";
/** A tools/call as a client of `era` sends it: [method, path, body, headers]. */
const toolCall = (name, args, era = "2026") =>
  era === "2026"
    ? [
        "POST",
        "/mcp",
        { jsonrpc: "2.0", id: 0, method: "tools/call", params: { name, arguments: args, _meta: ENVELOPE } },
        {
          accept: ACCEPT,
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "tools/call",
          "mcp-name": name,
        },
      ]
    : [
        "POST",
        "/mcp",
        { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } },
        { accept: ACCEPT, "mcp-protocol-version": "2025-11-25" },
      ];
/** A tool's result, from a JSON body or an SSE event; throws on a tool error. */
function resultOf(answer, name) {
  const data = answer.text.startsWith("{") ? answer.text : /^data: (.*)$/m.exec(answer.text)?.[1];
  const result = JSON.parse(data ?? "null")?.result;
  if (answer.status !== 200 || !result || result.isError)
    throw new Error(`${name}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return result.structuredContent;
}
const callTool = async (name, args, era) => resultOf(await request(...toolCall(name, args, era)), name);

// The process's major collections (mark-compact), made whole pauses rather than spread in
// steps over many calls, so that each falls into one call and is seen there (a
// PerformanceObserver's entry, its start and length on the wall clock).
setFlagsFromString("--no-incremental-marking");
const majors = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MINOR)
      majors.push([entry.startTime, entry.startTime + entry.duration]);
}).observe({ entryTypes: ["gc"] });
/** Whether a major collection ran within [from, to] (wall clock, ms). */
const majorWithin = (from, to) => majors.some(([start, end]) => end >= from && start <= to);
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Runs `run()` once: its CPU time, and its span on the wall clock. */
async function timed(run) {
  const [from, before] = [performance.now(), cpu()];
  await run();
  return { ms: cpu() - before, from, to: performance.now() };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const sortedOf = (samples) => [...samples].sort((a, b) => a - b);

// The clock's own cost: two readings back to back.
const floors = [];
for (let i = 0; i < 500; i++) floors.push(-cpu() + cpu());
const floor = quantile(sortedOf(floors), 0.5);
emit("mcp.cpu.clock_floor", Number(floor.toFixed(3)), "ms");
const net = (samples) => sortedOf(samples.map((ms) => Math.max(0, ms - floor)));

/**
 * A series' figures; also its p99.9 without the calls a major collection fell into, and how many
 * those were: this process holds every object of thousands of games and players, so such a
 * collection (10-30 ms) is the whole bench's garbage, not the call's work.
 */
async function report(name, samples) {
  await settled();
  const sorted = net(samples.map((sample) => sample.ms));
  for (const [label, q] of [
    ["p50", 0.5],
    ["p99", 0.99],
    ["p999", 0.999],
  ])
    emit(`mcp.cpu.${name}.${label}`, Number(quantile(sorted, q).toFixed(3)), "ms");
  emit(`mcp.cpu.${name}.max`, Number(sorted.at(-1).toFixed(3)), "ms");
  const clean = samples.filter((sample) => !majorWithin(sample.from, sample.to));
  emit(
    `mcp.cpu.${name}.p999_no_major_gc`,
    Number(quantile(net(clean.map((s) => s.ms)), 0.999).toFixed(3)),
    "ms",
  );
  emit(`mcp.cpu.${name}.major_gc_calls`, samples.length - clean.length, "calls");
  return sorted;
}

// Stored Maze games (a game takes 1,000 moves; a game without moves is replaced).
let deal = 5000;
const restGame = async () => {
  const answer = await request("POST", "/v1/sessions", { game: "maze", deal: deal++ });
  const game = JSON.parse(answer.text);
  return { id: game.id, token: game.ownerToken, version: game.version, legalMoves: game.legalMoves };
};
const mcpGame = async () => {
  const { position } = await callTool("new_game", { game: "maze", deal: deal++ });
  return { handle: position.handle, version: position.version, moves: position.legalMoves.length };
};
const GAMES = 40;
const rest = [];
const mcp = [];
const mcp2025 = [];
for (let i = 0; i < GAMES; i++) rest.push(await restGame());
for (let i = 0; i < GAMES; i++) mcp.push(await mcpGame());
for (let i = 0; i < GAMES; i++) mcp2025.push(await mcpGame());

const restMove = async (i) => {
  const game = rest[i % GAMES];
  const answer = await request(
    "POST",
    `/v1/sessions/${game.id}/moves`,
    { move: game.legalMoves[0], version: game.version },
    { authorization: `Bearer ${game.token}` },
  );
  if (answer.status !== 200) throw new Error(`REST move: ${answer.status} ${answer.text.slice(0, 300)}`);
  const changed = JSON.parse(answer.text);
  Object.assign(game, { version: changed.version, legalMoves: changed.legalMoves });
};
const playMove = (games, era) => async (i) => {
  const game = games[i % GAMES];
  const { position } = await callTool(
    "play_move",
    { handle: game.handle, move: 1, version: game.version },
    era,
  );
  Object.assign(game, { version: position.version, moves: position.legalMoves.length });
};
const replaceFinished = async () => {
  for (let k = 0; k < GAMES; k++) {
    if (rest[k].legalMoves.length === 0 || rest[k].version > 900) rest[k] = await restGame();
    if (mcp[k].moves === 0 || mcp[k].version > 900) mcp[k] = await mcpGame();
    if (mcp2025[k].moves === 0 || mcp2025[k].version > 900) mcp2025[k] = await mcpGame();
  }
};

// Warm-up (each path's code compiled), then the three interleaved.
for (let i = 0; i < 200; i++) {
  await restMove(i);
  await playMove(mcp, "2026")(i);
  await playMove(mcp2025, "2025")(i);
  if (i % GAMES === GAMES - 1) await replaceFinished();
}
const samples = { rest: [], mcp: [], mcp2025: [] };
for (let i = 0; i < N; i++) {
  samples.rest.push(await timed(() => restMove(i)));
  samples.mcp.push(await timed(() => playMove(mcp, "2026")(i)));
  samples.mcp2025.push(await timed(() => playMove(mcp2025, "2025")(i)));
  if (i % GAMES === GAMES - 1) await replaceFinished();
}
const restSorted = await report("interleaved.rest_move", samples.rest);
const ratios = (name, sorted) => {
  emit(name, Number((quantile(sorted, 0.5) / quantile(restSorted, 0.5)).toFixed(3)), "ratio");
  emit(`${name}_p99`, Number((quantile(sorted, 0.99) / quantile(restSorted, 0.99)).toFixed(3)), "ratio");
};
ratios("mcp.play_move_vs_rest.cpu_ratio", await report("interleaved.play_move", samples.mcp));
ratios("mcp.play_move_2025_vs_rest.cpu_ratio", await report("interleaved.play_move_2025", samples.mcp2025));

// A full collection of this process's heap before each tool's calls (untimed): it holds every
// object of thousands of games and players, which no isolate does, and a major collection of it
// (10-30 ms) falling into one call would be the earlier tools' garbage, not that tool's work.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc");

/** Times N calls of one tool after 20 untimed ones: `prepare(i)` (untimed) gives its arguments. */
async function tool(name, prepare) {
  for (let i = 0; i < 20; i++) await callTool(name, await prepare(N + i));
  collect();
  const times = [];
  for (let i = 0; i < N; i++) {
    const args = await prepare(i);
    times.push(await timed(() => callTool(name, args)));
  }
  await report(name, times);
}

const games = ["wall", "maze"];
const handles = [];
for (let i = 0; i < GAMES; i++)
  handles.push((await callTool("new_game", { game: games[i % 2], deal: 7000 + i })).position.handle);
const handleOf = (i) => handles[i % handles.length];

await tool("list_games", () => ({}));
await tool("get_rules", (i) => ({ game: games[i % 2] }));
await tool("daily_challenge", (i) => ({ game: games[i % 2] }));
await tool("daily_leaderboard", (i) => ({ game: games[i % 2] }));
await tool("new_game", (i) => ({ game: games[i % 2], deal: 10_000 + i }));
await tool("show_game", (i) => ({ handle: handleOf(i) }));
await tool("table_view", (i) => ({ handle: handleOf(i) }));
await tool("hint", (i) => ({ handle: handleOf(i) }));
await tool("play_move", async (i) => {
  const handle = handleOf(i);
  const { position } = await callTool("show_game", { handle });
  if (position.legalMoves.length === 0 || position.version > 900)
    handles[i % handles.length] = (await callTool("new_game", { game: games[i % 2] })).position.handle;
  const now = (await callTool("show_game", { handle: handleOf(i) })).position;
  return { handle: handleOf(i), move: 1, version: now.version };
});
await tool("undo", async (i) => {
  const handle = handleOf(i);
  let { position } = await callTool("show_game", { handle });
  if (position.legalMoves.length > 0)
    position = (await callTool("play_move", { handle, move: 1, version: position.version })).position;
  return { handle, version: position.version };
});
// Maze games: an analysis shows every card (a Wall game's only once it is over).
const mazeHandles = handles.filter((_, i) => i % 2 === 1);
await tool("analyse_game", async (i) => {
  const handle = mazeHandles[i % mazeHandles.length];
  // A new version each time: an analysis is kept per version.
  const { position } = await callTool("show_game", { handle });
  if (position.legalMoves.length > 0)
    await callTool("play_move", { handle, move: 1, version: position.version });
  return { handle };
});
const players = [];
await tool("become_player", async (i) => ({ name: `Bench ${i}` }));
for (let i = 0; i < 50; i++) players.push((await callTool("become_player", { name: `P ${i}` })).player);
await tool("show_player", (i) => ({ player: players[i % players.length].id }));
await tool("enter_daily", async (i) => ({
  game: "maze",
  playerToken: (await callTool("become_player", { name: `E ${i}` })).player.token,
}));
