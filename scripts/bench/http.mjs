// HTTP figures on the local workerd (wrangler dev): requests per second and latency of
// POST /v1/games/maze/moves against GET /v1/health in one run, their ratio, and token sizes;
// stored Maze moves (POST /v1/sessions/{id}/moves, one game per loop, each move the one its
// last reply listed first: no other request per move) against the stateless ones, 10 concurrent
// fetch loops of each, the two kinds taking turns (http.sessions_moves_vs_maze_moves.ratio),
// with the share of a core workerd's threads used meanwhile (http.loop.*.workerd_cpu_share:
// below 1, something other than workerd's CPU set the pace). For that ratio the stored games'
// storage is in memory (a tmpfs, /dev/shm); for ...disk_ratio on the disk, as `wrangler dev`
// keeps it: every stored move's reply waits for its commit (the output gate), and a local disk
// busy with other work made those waits one at a time across all objects (the same rate from 1
// loop as from 10). The deployed runtime commits to its own replicated storage. Prints JSON
// lines {"name","value","unit"}. BENCH_SECONDS sets each load's duration.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { startLocalWorker } from "../local-worker.mjs";
import { cpuNs, workerdPids } from "../workerd-cpu.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Turns each kind of request gets in `alternated`: their phases alternate, so both meet the machine alike. */
const TURNS = 6;

/**
 * Requests a second of each of `requests` (true when answered as expected), each from 10
 * concurrent loops with a state object of their own: the kinds in turn, TURNS turns each over
 * `seconds` in all per kind, so that a machine shared with other work slows both alike.
 * `pids`: the workerd processes, whose share of a core each kind's turns used is returned too.
 */
async function alternated(requests, pids) {
  const kinds = Object.entries(requests).map(([name, request]) => ({
    name,
    request,
    states: Array.from({ length: 10 }, () => ({})),
    done: 0,
    ms: 0,
    cpuMs: 0,
  }));
  for (let turn = 0; turn < TURNS; turn++) {
    for (const kind of kinds) {
      const started = Date.now();
      const cpu = cpuNs(pids);
      const until = started + (seconds * 1000) / TURNS;
      await Promise.all(
        kind.states.map(async (mine) => {
          while (Date.now() < until) {
            if (!(await kind.request(mine)))
              throw new Error(`${kind.name}: an answer was not the expected one`);
            kind.done++;
          }
        }),
      );
      kind.ms += Date.now() - started;
      kind.cpuMs += (cpuNs(pids) - cpu) / 1e6;
    }
  }
  return Object.fromEntries(
    kinds.map((k) => [k.name, { rate: k.done / (k.ms / 1000), share: k.cpuMs / k.ms }]),
  );
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
  // On this worker (storage on the disk), then on one whose storage is in memory.
  const loopRates = async (on, pids) => {
    const at = (path, init) => fetch(on + path, init);
    const pool = [];
    for (let i = 0; i < 100; i++)
      pool.push(
        await (
          await at("/v1/sessions", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ game: "maze", deal: 5000 + i }),
          })
        ).json(),
      );
    return alternated(
      {
        stateless: async () => {
          const res = await at("/v1/games/maze/moves", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          });
          await res.arrayBuffer();
          return res.status === 200;
        },
        stored: async (mine) => {
          if (mine.game === undefined || mine.game.legalMoves.length === 0) {
            mine.game = pool.shift();
            if (mine.game === undefined) throw new Error("the pool of stored games ran out");
            mine.token = mine.game.ownerToken;
          }
          const res = await at(`/v1/sessions/${mine.game.id}/moves`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${mine.token}` },
            body: JSON.stringify({ move: mine.game.legalMoves[0], version: mine.game.version }),
          });
          const answer = await res.json();
          if (res.status !== 200) return false;
          mine.game = answer;
          return true;
        },
      },
      pids,
    );
  };
  const onDisk = await loopRates(worker.base, workerdPids(worker.pid));
  const memory = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/patience-bench-") : null;
  let inMemory = null;
  if (memory !== null) {
    const memoryWorker = await startLocalWorker({ vars: { RATE_LIMIT: "off" }, persistTo: memory });
    try {
      inMemory = await loopRates(memoryWorker.base, workerdPids(memoryWorker.pid));
    } finally {
      await memoryWorker.stop();
      rmSync(memory, { recursive: true, force: true });
    }
  }
  if (moves.non2xx > 0 || health.non2xx > 0)
    throw new Error(`non-2xx answers: ${moves.non2xx + health.non2xx}`);
  emit("http.health.requests_per_s", Math.round(health.requests.average), "req/s");
  emit("http.health.latency_p50", health.latency.p50, "ms");
  emit("http.health.latency_p99", health.latency.p99, "ms");
  emit("http.maze_moves.requests_per_s", Math.round(moves.requests.average), "req/s");
  emit("http.maze_moves.latency_p50", moves.latency.p50, "ms");
  emit("http.maze_moves.latency_p99", moves.latency.p99, "ms");
  const loopFigures = (suffix, { stateless, stored }) => {
    emit(`http.loop.maze_moves${suffix}.requests_per_s`, Math.round(stateless.rate), "req/s");
    emit(`http.loop.sessions_moves${suffix}.requests_per_s`, Math.round(stored.rate), "req/s");
    emit(`http.loop.maze_moves${suffix}.workerd_cpu_share`, Number(stateless.share.toFixed(2)), "ratio");
    emit(`http.loop.sessions_moves${suffix}.workerd_cpu_share`, Number(stored.share.toFixed(2)), "ratio");
  };
  if (inMemory !== null) {
    loopFigures("", inMemory);
    emit(
      "http.sessions_moves_vs_maze_moves.ratio",
      Number((inMemory.stored.rate / inMemory.stateless.rate).toFixed(3)),
      "ratio",
    );
  }
  loopFigures("_disk", onDisk);
  emit(
    "http.sessions_moves_vs_maze_moves.disk_ratio",
    Number((onDisk.stored.rate / onDisk.stateless.rate).toFixed(3)),
    "ratio",
  );
  emit(
    "http.maze_moves_vs_health.ratio",
    Number((moves.requests.average / health.requests.average).toFixed(3)),
    "ratio",
  );
} finally {
  await worker.stop();
}
