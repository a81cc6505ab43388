import { bindingsInProcess } from "./objects-in-process.mjs";
const env = await bindingsInProcess();
const { createApp } = await import("../src/http/app.ts");
const app = createApp();
const call = async (method, path, body, headers = {}) => {
  const res = await app.request(path, { method, headers: { "content-type": "application/json", ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, env);
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
};
const N = Number(process.env.N ?? 3000);
const games = [];
for (let i = 0; i < 50; i++) games.push((await call("POST", "/v1/sessions", { game: "maze", deal: 100 + i })).json());
const deal = (await call("POST", "/v1/games/maze/deals", { deal: 1 })).json();
const sbody = { state: deal.state, move: deal.legalMoves[0] };
const t = { health: 0, stateless: 0, refused: 0, stored: 0 };
const state = new Map(games.map((g) => [g.id, g]));
let pool = 1000;
for (let i = 0; i < N; i++) {
  let g = games[i % games.length];
  let now = state.get(g.id);
  if (now.legalMoves.length === 0) { g = games[i % games.length] = (await call("POST", "/v1/sessions", { game: "maze", deal: pool++ })).json(); state.set(g.id, g); now = g; }
  const own = { authorization: `Bearer ${g.ownerToken}` };
  for (const [k, req] of [
    ["health", ["GET", "/v1/health"]],
    ["stateless", ["POST", "/v1/games/maze/moves", sbody]],
    ["refused", ["POST", `/v1/sessions/${g.id}/moves`, { move: now.legalMoves[0], version: now.version + 1 }, own]],
    ["stored", ["POST", `/v1/sessions/${g.id}/moves`, { move: now.legalMoves[0], version: now.version }, own]],
  ]) {
    const b = process.hrtime.bigint();
    const r = await call(...req);
    t[k] += Number(process.hrtime.bigint() - b) / 1e6;
    if (k === "stored") { if (r.status !== 200) throw new Error(r.text); state.set(g.id, { ...r.json(), ownerToken: g.ownerToken }); }
  }
}
for (const k in t) console.log(k, (t[k] / N).toFixed(3), "ms");
