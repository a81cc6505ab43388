// Solver figures (run by `npm run bench`, or `node scripts/bench/solver.mjs [--quick]` with Node 22):
//   wall.solver.decided_share        deals the Wall solver decides (winnable or proven
//                                    unwinnable) within WALL_BUDGET nodes (~1 s of one core);
//   wall.solver.decided_share_small  the same within WALL_BUDGET / 10 nodes (~0.1 s);
//   wall.solver.winnable_share       deals proven winnable (every card known) within WALL_BUDGET;
//   wall.solver.ms_p50 / ms_p99      CPU time of one solve at WALL_BUDGET (line shortening included);
//   wall.solver.nodes_per_s          nodes searched per CPU second;
//   wall.solver.line_actions_p50     actions (attacks and deals) of the winning lines;
//   maze.solver.solved_share         Maze deals solved within MAZE_BUDGET nodes;
//   maze.solver.ms_p50 / ms_p99      CPU time of one solve; maze.solver.line_moves_p50.
// Deals are Aisleriot deal numbers from 1,000,000 (the solvers were tuned on deals below
// 1,000): 1,000 Wall deals and 200 Maze deals, 200 and 50 with --quick. Times are process
// CPU time, as in the research prototype's figures (../shared/reference/solvability.md:
// 89% of Wall deals decided within 0.1 s, 97.5% within 1 s, 31.5% ± 1.9 winnable, 283 k
// nodes/s; Maze p50 7.5 ms, p99 158 ms).
import { mazeEngine as maze } from "../../src/games/maze/index.ts";
import { wallEngine as wall } from "../../src/games/wall/index.ts";

const quick = process.argv.includes("--quick");
const FIRST_DEAL = 1_000_000;
const WALL_BUDGET = 750_000;
const MAZE_BUDGET = 1_000_000;
const print = (name, value, unit, extra = {}) => console.log(JSON.stringify({ name, value, unit, ...extra }));
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
const round = (x) => Number(x.toFixed(3));

/** Solves each deal, timing it in CPU milliseconds. */
function solveAll(engine, deals, nodes) {
  return deals.map((deal) => {
    const state = engine.deal(deal);
    const before = process.cpuUsage();
    const r = engine.solve(state, { nodes });
    const cpu = process.cpuUsage(before);
    return { deal, ...r, ms: (cpu.user + cpu.system) / 1000 };
  });
}

const range = (count) => Array.from({ length: count }, (_, i) => FIRST_DEAL + i);

solveAll(
  wall,
  range(20).map((d) => d + 5_000_000),
  WALL_BUDGET,
); // warm-up
{
  const deals = range(quick ? 200 : 1000);
  const runs = solveAll(wall, deals, WALL_BUDGET);
  const small = solveAll(wall, deals, WALL_BUDGET / 10);
  const share = (list, verdicts) => list.filter((r) => verdicts.includes(r.verdict)).length / list.length;
  const extra = { deals: deals.length, budget: WALL_BUDGET, first: FIRST_DEAL };
  // As the prototype counts them: decided within 0.1 s and 1 s of CPU (line shortening included).
  const decided = runs.filter((r) => r.verdict !== "unknown");
  print("wall.solver.decided_share", round(share(runs, ["winnable", "unwinnable"])), "fraction", {
    ...extra,
    within_100ms: round(decided.filter((r) => r.ms <= 100).length / runs.length),
    within_1s: round(decided.filter((r) => r.ms <= 1000).length / runs.length),
  });
  print("wall.solver.decided_share_small", round(share(small, ["winnable", "unwinnable"])), "fraction", {
    ...extra,
    budget: WALL_BUDGET / 10,
  });
  print("wall.solver.winnable_share", round(share(runs, ["winnable"])), "fraction", extra);
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  print("wall.solver.ms_p50", round(at(times, 0.5)), "ms", { clock: "cpu" });
  print("wall.solver.ms_p99", round(at(times, 0.99)), "ms", { clock: "cpu", max: round(times.at(-1)) });
  const nodes = runs.reduce((n, r) => n + r.nodes, 0);
  const seconds = times.reduce((s, t) => s + t, 0) / 1000;
  print("wall.solver.nodes_per_s", Math.round(nodes / seconds), "nodes/s", { nodes, clock: "cpu" });
  const actions = runs.flatMap((r) => (r.line ? [r.line.length] : [])).sort((a, b) => a - b);
  print("wall.solver.line_actions_p50", at(actions, 0.5), "actions", { max: actions.at(-1) });
}
{
  const deals = range(quick ? 50 : 200);
  const runs = solveAll(maze, deals, MAZE_BUDGET);
  print(
    "maze.solver.solved_share",
    round(runs.filter((r) => r.verdict === "winnable").length / runs.length),
    "fraction",
    {
      deals: deals.length,
      budget: MAZE_BUDGET,
      first: FIRST_DEAL,
      unwinnable: runs.filter((r) => r.verdict === "unwinnable").length,
    },
  );
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  print("maze.solver.ms_p50", round(at(times, 0.5)), "ms", { clock: "cpu" });
  print("maze.solver.ms_p99", round(at(times, 0.99)), "ms", { clock: "cpu", max: round(times.at(-1)) });
  const moves = runs.flatMap((r) => (r.line ? [r.line.length] : [])).sort((a, b) => a - b);
  print("maze.solver.line_moves_p50", at(moves, 0.5), "moves", { max: moves.at(-1) });
}
