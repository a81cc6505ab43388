import { readdirSync, readFileSync } from "node:fs";
import { startLocalWorker } from "./local-worker.mjs";
const seconds = Number(process.env.S ?? 5);
function workerdPids(pid) {
  const children = new Map();
  for (const e of readdirSync("/proc")) { if (!/^\d+$/.test(e)) continue; try { const st = readFileSync(`/proc/${e}/stat`, "utf8"); const ppid = Number(st.slice(st.lastIndexOf(")") + 2).split(" ")[1]); const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")")); children.set(Number(e), { ppid, comm }); } catch {} }
  const found = []; const walk = (p) => { for (const [c, { ppid, comm }] of children) { if (ppid !== p) continue; if (comm === "workerd") found.push(c); walk(c); } }; walk(pid); return found;
}
function cpuNs(pids) { let t = 0; for (const pid of pids) for (const tid of readdirSync(`/proc/${pid}/task`)) { try { t += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]); } catch {} } return t; }
async function loops(request, n = 10) {
  const until = Date.now() + seconds * 1000; let done = 0;
  const loop = async () => { const mine = {}; while (Date.now() < until) { if (!(await request(mine))) throw new Error("bad"); done++; } };
  const started = Date.now(); await Promise.all(Array.from({ length: n }, loop)); return done / ((Date.now() - started) / 1000);
}
const worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" }, ...(process.env.SHM ? { persistTo: (await import("node:fs")).mkdtempSync("/dev/shm/patience-") } : {}) });
const pids = workerdPids(worker.pid);
try {
  const post = async (path, body) => (await fetch(worker.base + path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json();
  const maze = await post("/v1/games/maze/deals", { deal: 1 });
  const body = JSON.stringify({ state: maze.state, move: maze.legalMoves[0] });
  const pool = []; for (let i = 0; i < 300; i++) pool.push(await post("/v1/sessions", { game: "maze", deal: 5000 + i }));
  const measure = async (name, fn) => {
    const w0 = cpuNs(pids), c0 = process.cpuUsage(), t0 = Date.now();
    const rate = await fn();
    const wall = (Date.now() - t0) / 1000, c = process.cpuUsage(c0);
    console.log(name, "req/s", rate.toFixed(0), "workerd util", ((cpuNs(pids) - w0) / 1e9 / wall).toFixed(2), "client util", ((c.user + c.system) / 1e6 / wall).toFixed(2), "workerd ms/req", ((cpuNs(pids) - w0) / 1e6 / (rate * wall)).toFixed(2));
  };
  const stateless = (n) => loops(async () => { const res = await fetch(`${worker.base}/v1/games/maze/moves`, { method: "POST", headers: { "content-type": "application/json" }, body }); await res.arrayBuffer(); return res.status === 200; }, n);
  const stored = (n) => loops(async (mine) => {
    if (mine.game === undefined || mine.game.legalMoves.length === 0) { mine.game = pool.shift(); mine.token = mine.game.ownerToken; }
    const res = await fetch(`${worker.base}/v1/sessions/${mine.game.id}/moves`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${mine.token}` }, body: JSON.stringify({ move: mine.game.legalMoves[0], version: mine.game.version }) });
    const answer = await res.json(); if (res.status !== 200) return false; mine.game = answer; return true;
  }, n);
  for (const n of [10, 1]) {
    await measure(`stateless x${n}`, () => stateless(n));
    await measure(`stored x${n}`, () => stored(n));
  }
} finally { await worker.stop(); }
