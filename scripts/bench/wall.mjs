// Wall benchmarks (run by `npm run bench`, or `node scripts/bench/wall.mjs [--quick]`):
//   wall.random_play.moves_per_s  uniformly random legal moves until each game ends, over
//                                 many deals (dealing, legal-move lists and moves included);
//   wall.hint_policy.win_rate     fraction of deals won by always playing the hint
//                                 (WALL_HINT_DEALS deals from 500,000, default 10,000, on 2
//                                 worker threads; at 2,000 deals one standard error is ~0.9%);
//   wall.hint.ms_p50 / ms_p99     time of one hint (view included) over those games.
// Aisleriot's own engine plays 8,000-12,500 random actions/s on these machines (its oracle's
// `bench wall 2000 1`: 12,500/s on a quiet machine on 2026-12-01): compare within one session.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { wallEngine as engine } from "../../src/games/wall/index.ts";

const FIRST_HINT_DEAL = 500_000;

/** Plays deals [from, to) by always following the hint. */
function hintGames(from, to) {
  const times = [];
  let won = 0;
  let moves = 0;
  for (let deal = from; deal < to; deal++) {
    let state = engine.deal(deal);
    while (engine.status(state) === "playing") {
      const t0 = performance.now();
      const hint = engine.hint(engine.view(state));
      times.push(performance.now() - t0);
      if (hint.move === null) throw new Error(`no hint in a game still playing (deal ${deal})`);
      const r = engine.applyMove(state, hint.move);
      if (!r.ok) throw new Error(`hint refused: ${engine.notation.move(hint.move)} ${r.error.code}`);
      state = r.value.state;
      moves++;
    }
    if (engine.status(state) === "won") won++;
  }
  return { times, won, moves };
}

if (!isMainThread) {
  parentPort.postMessage(hintGames(workerData.from, workerData.to));
} else {
  const quick = process.argv.includes("--quick");
  const print = (name, value, unit, extra = {}) =>
    console.log(JSON.stringify({ name, value, unit, ...extra }));

  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const randomPlay = (deals, firstDeal) => {
    let moves = 0;
    for (let d = 0; d < deals; d++) {
      let state = engine.deal(firstDeal + d);
      for (;;) {
        const legal = engine.legalMoves(state);
        if (legal.length === 0) break;
        const r = engine.applyMove(state, legal[Math.floor(random() * legal.length)]);
        if (!r.ok) throw new Error("listed move refused");
        state = r.value.state;
        moves++;
      }
    }
    return moves;
  };

  randomPlay(500, 1_000_000); // warm-up
  {
    const deals = quick ? 2000 : 20000;
    const start = performance.now();
    const moves = randomPlay(deals, 0);
    const seconds = (performance.now() - start) / 1000;
    print("wall.random_play.moves_per_s", Math.round(moves / seconds), "moves/s", { deals, moves });
  }

  const deals = Number(process.env.WALL_HINT_DEALS ?? (quick ? 200 : 10000));
  if (deals > 0) {
    const start = performance.now();
    const half = Math.ceil(deals / 2);
    const parts = [
      [FIRST_HINT_DEAL, FIRST_HINT_DEAL + half],
      [FIRST_HINT_DEAL + half, FIRST_HINT_DEAL + deals],
    ];
    const results = await Promise.all(
      parts.map(
        ([from, to]) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { from, to } });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
    const won = results.reduce((n, r) => n + r.won, 0);
    const moves = results.reduce((n, r) => n + r.moves, 0);
    const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
    print("wall.hint_policy.win_rate", won / deals, "fraction", {
      deals,
      won,
      moves,
      seconds: Math.round(seconds),
      threads: 2,
    });
    print("wall.hint.ms_p50", Number(pct(50).toFixed(3)), "ms", { hints: times.length });
    print("wall.hint.ms_p99", Number(pct(99).toFixed(3)), "ms", { max: Number(times.at(-1).toFixed(3)) });
  }
}
