// Maze figures (run by `npm run bench`, or `node scripts/bench/maze.mjs` with Node 22):
//   maze.random_play.moves_per_s   uniformly random legal moves, 500 per deal, through the
//                                  engine's public API (legalMoves + applyMove each move);
//                                  Aisleriot's own engine does about 1,500/s here (oracle README);
//   maze.hint_policy.win_rate      deals won within 1,000 moves by always playing the hint;
//   maze.hint_policy.median_moves  median moves to a win over the deals won;
//   maze.hint.ms_p50 / p99 / max   time of one hint call along those games.
// MAZE_BENCH_DEALS overrides the number of hint-policy deals (default 200).
import { mazeEngine as maze } from "../../src/games/maze/index.ts";
import { mulberry32 } from "../mulberry32.mjs";

const print = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

function randomPlay(deals, movesPerDeal) {
  const random = mulberry32(1);
  let moves = 0;
  let scoreSum = 0;
  const started = performance.now();
  for (let d = 1; d <= deals; d++) {
    let state = maze.deal(d);
    for (let i = 0; i < movesPerDeal; i++) {
      const legal = maze.legalMoves(state);
      if (legal.length === 0) break;
      const r = maze.applyMove(state, legal[Math.floor(random() * legal.length)]);
      if (!r.ok) throw new Error(`refused a listed move: ${JSON.stringify(r.error)}`);
      state = r.value.state;
      moves++;
    }
    scoreSum += maze.score(state);
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: moves / seconds, meanScore: scoreSum / deals };
}

function hintPolicy(deals, cap) {
  const times = [];
  const wonMoves = [];
  for (let d = 1; d <= deals; d++) {
    let state = maze.deal(d);
    for (let i = 0; i < cap && maze.status(state) !== "won"; i++) {
      const t0 = performance.now();
      const hint = maze.hint(maze.view(state));
      times.push(performance.now() - t0);
      if (hint.move === null) break;
      const r = maze.applyMove(state, hint.move);
      if (!r.ok) throw new Error(`deal ${d}: the hint proposed a refused move ${JSON.stringify(r.error)}`);
      state = r.value.state;
      if (maze.status(state) === "won") wonMoves.push(i + 1);
    }
  }
  times.sort((a, b) => a - b);
  wonMoves.sort((a, b) => a - b);
  const at = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? null;
  return {
    winRate: wonMoves.length / deals,
    median: at(wonMoves, 0.5),
    p50: at(times, 0.5),
    p99: at(times, 0.99),
    max: times.at(-1),
  };
}

randomPlay(20, 500); // warm-up
const random = randomPlay(400, 500);
print("maze.random_play.moves_per_s", Math.round(random.perSecond), "moves/s");
print("maze.random_play.mean_score", Number(random.meanScore.toFixed(1)), "points");

const policy = hintPolicy(Number(process.env.MAZE_BENCH_DEALS ?? 200), 1000);
print("maze.hint_policy.win_rate", policy.winRate, "fraction");
print("maze.hint_policy.median_moves", policy.median, "moves");
print("maze.hint.ms_p50", Number(policy.p50.toFixed(3)), "ms");
print("maze.hint.ms_p99", Number(policy.p99.toFixed(3)), "ms");
print("maze.hint.ms_max", Number(policy.max.toFixed(3)), "ms");
