// HTTP figures on the local workerd (wrangler dev): requests per second and latency of
// POST /v1/games/maze/moves against GET /v1/health in one run, their ratio, and token sizes.
// Prints JSON lines {"name","value","unit"}. BENCH_SECONDS sets each load's duration.
import autocannon from "autocannon";
import { startLocalWorker } from "../local-worker.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// The rate limit is off here: this measures throughput, not the limiter.
const worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
try {
  const post = async (path, body) =>
    (
      await fetch(worker.base + path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json();

  const sizes = { wall: 0, maze: 0 };
  for (const game of ["wall", "maze"]) {
    for (let i = 0; i < 50; i++) {
      let g = await post(`/v1/games/${game}/deals`, {});
      sizes[game] = Math.max(sizes[game], g.state.length);
      for (let m = 0; m < 20 && g.legalMoves?.length; m++) {
        g = await post(`/v1/games/${game}/moves`, {
          state: g.state,
          move: g.legalMoves[(i + m) % g.legalMoves.length],
        });
        if (!g.state) break;
        sizes[game] = Math.max(sizes[game], g.state.length);
      }
    }
  }
  emit("http.token_bytes.wall_max", sizes.wall, "bytes");
  emit("http.token_bytes.maze_max", sizes.maze, "bytes");

  const maze = await post("/v1/games/maze/deals", { deal: 1 });
  const body = JSON.stringify({ state: maze.state, move: maze.legalMoves[0] });
  await load({ url: `${worker.base}/v1/health`, duration: 2 }); // warm-up
  const health = await load({ url: `${worker.base}/v1/health` });
  const moves = await load({
    url: `${worker.base}/v1/games/maze/moves`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  if (moves.non2xx > 0 || health.non2xx > 0)
    throw new Error(`non-2xx answers: ${moves.non2xx + health.non2xx}`);
  emit("http.health.requests_per_s", Math.round(health.requests.average), "req/s");
  emit("http.health.latency_p50", health.latency.p50, "ms");
  emit("http.health.latency_p99", health.latency.p99, "ms");
  emit("http.maze_moves.requests_per_s", Math.round(moves.requests.average), "req/s");
  emit("http.maze_moves.latency_p50", moves.latency.p50, "ms");
  emit("http.maze_moves.latency_p99", moves.latency.p99, "ms");
  emit(
    "http.maze_moves_vs_health.ratio",
    Number((moves.requests.average / health.requests.average).toFixed(3)),
    "ratio",
  );
} finally {
  await worker.stop();
}
