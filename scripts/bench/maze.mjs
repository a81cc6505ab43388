// Maze figures (run by `npm run bench`, or `node scripts/bench/maze.mjs` with Node 22):
//   maze.random_play.moves_per_s   uniformly random legal moves, 500 per deal, through the
//                                  engine's public API (legalMoves + applyMove each move);
//                                  Aisleriot's own engine does about 1,500/s here (oracle README);
//   maze.hint_policy.win_rate      deals won within 1,000 moves by always playing the hint;
//   maze.hint_policy.median_moves  median moves to a win over the deals won;
//   maze.hint.ms_p50 / p99 / max   time of one hint call along those games;
//   maze.hint_policy.stored_won    deals of the same range won by following the hints of
//                                  stored games (each keeps its hint's winning line between
//                                  requests: src/durable/session/kept-line.ts, as GameSession
//                                  runs it), out of maze.hint_policy.deals;
//   maze.hint.adversarial.cpu_ms_p50 / p99 / p999 / max   CPU of one hint on the layouts of
//                                  test/fixtures/maze-hint-adversarial.json (found by
//                                  scripts/maze-hint-climb.mjs): this thread's CPU clock over a
//                                  batch of hints of one layout (>= 12 ms: the clock moves in
//                                  scheduler ticks) divided by their number, 20 batches a layout;
//   maze.hint.adversarial.work_max the most work units (HINT_WORK) one of those hints spent.
// MAZE_BENCH_DEALS overrides the number of hint-policy deals (default 200).
import { readFileSync } from "node:fs";
import { hintAlongLine } from "../../src/durable/session/kept-line.ts";
import { hintOf, HINT_WORK } from "../../src/games/maze/hint.ts";
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

/** Deals 1..deals followed by a stored game's hints (its kept line): how many are won. */
function storedPolicy(deals, cap) {
  let won = 0;
  for (let d = 1; d <= deals; d++) {
    let state = maze.deal(d);
    let kept = null;
    for (let i = 0; i < cap && maze.status(state) !== "won"; i++) {
      const r = hintAlongLine(maze, state, kept);
      kept = r.kept;
      if (r.hint.move === null) break;
      const applied = maze.applyMove(state, r.hint.move);
      if (!applied.ok) throw new Error(`deal ${d}: a stored game's hint was refused`);
      state = applied.value.state;
    }
    if (maze.status(state) === "won") won++;
  }
  return won;
}

const threadCpuMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;

function adversarial() {
  const fixture = JSON.parse(
    readFileSync(new URL("../../test/fixtures/maze-hint-adversarial.json", import.meta.url)),
  );
  const samples = [];
  let workMax = 0;
  for (const { slots } of fixture.layouts) {
    const view = maze.view(maze.fromLayout({ slots }).value);
    const limit = { nodes: Infinity, work: HINT_WORK };
    hintOf(view, limit);
    workMax = Math.max(workMax, HINT_WORK - limit.work);
    for (let batch = 0; batch < 20; batch++) {
      const start = threadCpuMs();
      let n = 0;
      while (n < 1 || threadCpuMs() - start < 12) {
        maze.hint(view);
        n++;
      }
      samples.push((threadCpuMs() - start) / n);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return {
    layouts: fixture.layouts.length,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: samples.at(-1),
    workMax,
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
const deals = Number(process.env.MAZE_BENCH_DEALS ?? 200);
print("maze.hint_policy.deals", deals, "deals");
print("maze.hint_policy.stored_won", storedPolicy(deals, 1000), "deals");
const worst = adversarial();
for (const q of ["p50", "p99", "p999", "max"])
  print(`maze.hint.adversarial.cpu_ms_${q}`, Number(worst[q].toFixed(2)), "ms");
print("maze.hint.adversarial.work_max", worst.workMax, "units");
