// HTTP figures on the local workerd (wrangler dev): requests per second and latency of
// POST /v1/games/maze/moves against GET /v1/health in one run, their ratio, and token sizes;
// stored Maze moves (POST /v1/sessions/{id}/moves, one game per loop) against the stateless
// ones in one harness of 10 concurrent fetch loops (http.sessions_moves_vs_maze_moves.ratio).
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

/**
 * Requests a second of `request` (true when answered as expected) from 10 concurrent loops over
 * `seconds`, each with its own state object.
 */
async function loops(request) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const loop = async () => {
    const mine = {};
    while (Date.now() < until) {
      if (!(await request(mine))) throw new Error("an answer was not the expected one");
      done++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 10 }, loop));
  return done / ((Date.now() - started) / 1000);
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
  // Stored moves against stateless ones, through one harness (autocannon's per-connection
  // context is reset on every request): 10 concurrent loops for the same time, each playing
  // its own stored Maze game (the move listed first, at the version it was told; a fresh game
  // from the pool when its game has no move left), or the same stateless move again and again.
  const pool = [];
  for (let i = 0; i < 100; i++) pool.push(await post("/v1/sessions", { game: "maze", deal: 5000 + i }));
  const statelessRate = await loops(async () => {
    const res = await fetch(`${worker.base}/v1/games/maze/moves`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    await res.arrayBuffer();
    return res.status === 200;
  });
  const storedRate = await loops(async (mine) => {
    if (mine.game === undefined || mine.game.legalMoves.length === 0) {
      mine.game = pool.shift();
      if (mine.game === undefined) throw new Error("the pool of stored games ran out");
      mine.token = mine.game.ownerToken;
    }
    const res = await fetch(`${worker.base}/v1/sessions/${mine.game.id}/moves`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${mine.token}` },
      body: JSON.stringify({ move: mine.game.legalMoves[0], version: mine.game.version }),
    });
    const answer = await res.json();
    if (res.status !== 200) return false;
    mine.game = answer;
    return true;
  });
  if (moves.non2xx > 0 || health.non2xx > 0)
    throw new Error(`non-2xx answers: ${moves.non2xx + health.non2xx}`);
  emit("http.health.requests_per_s", Math.round(health.requests.average), "req/s");
  emit("http.health.latency_p50", health.latency.p50, "ms");
  emit("http.health.latency_p99", health.latency.p99, "ms");
  emit("http.maze_moves.requests_per_s", Math.round(moves.requests.average), "req/s");
  emit("http.maze_moves.latency_p50", moves.latency.p50, "ms");
  emit("http.maze_moves.latency_p99", moves.latency.p99, "ms");
  emit("http.loop.maze_moves.requests_per_s", Math.round(statelessRate), "req/s");
  emit("http.loop.sessions_moves.requests_per_s", Math.round(storedRate), "req/s");
  emit("http.sessions_moves_vs_maze_moves.ratio", Number((storedRate / statelessRate).toFixed(3)), "ratio");
  emit(
    "http.maze_moves_vs_health.ratio",
    Number((moves.requests.average / health.requests.average).toFixed(3)),
    "ratio",
  );
} finally {
  await worker.stop();
}
