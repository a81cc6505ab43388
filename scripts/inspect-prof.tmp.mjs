import { spawn } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { freePort } from "./local-worker.mjs";
const port = await freePort(), iport = await freePort();
const persist = mkdtempSync("/dev/shm/patience-");
const child = spawn(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(iport), "--persist-to", persist, "--log-level", "warn", "--var", "DEV_SECRETS:on", "--var", "RATE_LIMIT:off"], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/v1/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const call = async (method, path, body, headers = {}) => { const res = await fetch(base + path, { method, headers: { "content-type": "application/json", ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }); const text = await res.text(); return { status: res.status, text, json: () => JSON.parse(text) }; };
const { execSync } = await import("node:child_process");
const ps = execSync("ps -eo pid,cmd").toString().split("\n").filter((l) => l.includes(persist) || l.includes("inspector-addr"));
const wd = execSync("ps -eo ppid,pid,cmd").toString().split("\n").map((l) => l.trim().split(/\s+/)).filter((p) => p[2]?.endsWith("workerd"));
let addr;
for (const line of execSync("ps -eo ppid,pid,args").toString().split("\n")) { const m = /inspector-addr=([\d.:]+)/.exec(line); const [ppid] = line.trim().split(/\s+/); if (m && /workerd/.test(line)) { const gp = execSync(`ps -o ppid= -p ${ppid}`).toString().trim(); if (gp === String(child.pid)) addr = m[1]; } }
console.log("addr", addr);
const targets = await (await fetch(`http://${addr}/json`)).json();
console.log(targets.map((t) => t.title + " " + t.webSocketDebuggerUrl));
const t = targets.find((t) => /patience/.test(t.title)) ?? targets[0];
const ws = new WebSocket(t.webSocketDebuggerUrl);
ws.addEventListener("error", (e) => console.log("ws error", e.message)); ws.addEventListener("close", (e) => console.log("ws close", e.code)); await new Promise((r) => ws.addEventListener("open", r)); console.log("open");
let id = 0; const pending = new Map();
ws.addEventListener("message", (e) => { const m = JSON.parse(e.data); if (m.id && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); } });
const cdp = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
const games = []; for (let i = 0; i < 50; i++) games.push((await call("POST", "/v1/sessions", { game: "maze", deal: 100 + i })).json());
const st = new Map(games.map((g) => [g.id, g])); let pool = 1000;
const kind = process.env.KIND ?? "stored";
const deal = (await call("POST", "/v1/games/maze/deals", { deal: 1 })).json();
const run = async (n) => { for (let i = 0; i < n; i++) {
  if (kind === "stateless") { await call("POST", "/v1/games/maze/moves", { state: deal.state, move: deal.legalMoves[0] }); continue; }
  let g = games[i % games.length]; let now = st.get(g.id);
  if (now.legalMoves.length === 0) { g = games[i % games.length] = (await call("POST", "/v1/sessions", { game: "maze", deal: pool++ })).json(); st.set(g.id, g); now = g; }
  const r = await call("POST", `/v1/sessions/${g.id}/moves`, { move: now.legalMoves[0], version: now.version + (kind === "refused" ? 1 : 0) }, { authorization: `Bearer ${g.ownerToken}` });
  if (kind === "stored") st.set(g.id, { ...r.json(), ownerToken: g.ownerToken });
} };
await run(300);
console.log(await cdp("Profiler.enable"));
await cdp("Profiler.setSamplingInterval", { interval: 50 });
await cdp("Profiler.start");
await run(Number(process.env.N ?? 2000));
const prof = await cdp("Profiler.stop");
writeFileSync(`/tmp/store-prof/workerd-${kind}.cpuprofile`, JSON.stringify(prof.result.profile));
ws.close(); child.kill("SIGTERM");
