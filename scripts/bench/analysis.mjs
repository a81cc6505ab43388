// Post-game analysis of Wall games as players leave them (a mediocre player: the hint two moves
// in three, the last legal move the third), deals 1–BENCH_ANALYSIS_DEALS (default 150), with the
// bounds the API uses: one request spends at most a solve's worth (SOLVE_NODES), the analysis
// goes on over requests (src/durable/session/line-analysis.ts). Prints JSON lines {"name","value","unit"}:
//   analysis.wall.decided_share     share of analyses whose answers were all decided;
//   analysis.wall.turning_points    games whose losing move was found;
//   analysis.wall.requests_mean / _max   requests one analysis took;
//   analysis.maze.decided_within.<positions>   of Maze solves as an analysis asks them (a deal's
//     start and the position after ten hints, deals from 900000, BENCH_ANALYSIS_MAZE_DEALS,
//     default 100), how many reach a verdict within that many positions: what a smaller share
//     of a request would cost.
import { analyseLine } from "../../src/durable/session/line-analysis.ts";
import { ANALYSIS_NODES, SOLVE_NODES } from "../../src/durable/limits.ts";
import { wallEngine as engine } from "../../src/games/wall/index.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";

const DEALS = Number(process.env.BENCH_ANALYSIS_DEALS ?? 150);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));
const budget = { nodes: ANALYSIS_NODES.wall, nodesPerRequest: SOLVE_NODES.wall };
let decided = 0;
let turning = 0;
const requests = [];
for (let deal = 1; deal <= DEALS; deal++) {
  let state = engine.deal(deal);
  const states = [state];
  const moves = [null];
  for (let i = 0; engine.status(state) === "playing" && i < 400; i++) {
    const legal = engine.legalMoves(state);
    const move = i % 3 === 0 ? legal.at(-1) : (engine.hint(engine.view(state)).move ?? legal[0]);
    const applied = engine.applyMove(state, move);
    if (!applied.ok) throw new Error(`deal ${deal}: a legal move refused`);
    state = applied.value.state;
    states.push(state);
    moves.push(move);
  }
  const line = { length: states.length - 1, stateAt: (seq) => states[seq], moveAt: (seq) => moves[seq] };
  const known = new Map();
  let result;
  let asked = 0;
  do {
    result = analyseLine((s, b) => engine.solve(s, b), line, budget, known);
    asked++;
  } while (!result.complete && asked < 50);
  requests.push(asked);
  if (result.decided) decided++;
  if (result.turningPoint) turning++;
}
emit("analysis.wall.decided_share", Number((decided / DEALS).toFixed(3)), "ratio");
emit("analysis.wall.turning_points", turning, "games");
emit(
  "analysis.wall.requests_mean",
  Number((requests.reduce((a, b) => a + b, 0) / DEALS).toFixed(2)),
  "requests",
);
emit("analysis.wall.requests_max", Math.max(...requests), "requests");

const MAZE_DEALS = Number(process.env.BENCH_ANALYSIS_MAZE_DEALS ?? 100);
const shares = [6_250, 12_500, 25_000, 50_000];
const within = new Map(shares.map((share) => [share, 0]));
for (let deal = 900_000; deal < 900_000 + MAZE_DEALS; deal++) {
  let state = mazeEngine.deal(deal);
  for (let i = 0; i < 10 && mazeEngine.status(state) === "playing"; i++) {
    const move = mazeEngine.hint(mazeEngine.view(state)).move ?? mazeEngine.legalMoves(state)[0];
    const applied = mazeEngine.applyMove(state, move);
    if (!applied.ok) throw new Error(`maze deal ${deal}: a hinted move refused`);
    state = applied.value.state;
  }
  for (const position of [mazeEngine.deal(deal), state])
    for (const share of shares)
      if (mazeEngine.solve(position, { nodes: share }).verdict !== "unknown")
        within.set(share, within.get(share) + 1);
}
for (const [share, count] of within)
  emit(`analysis.maze.decided_within.${share}`, count, `of ${2 * MAZE_DEALS} solves`);
