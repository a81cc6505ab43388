// Wall benchmarks (run by `npm run bench`, or `node scripts/bench/wall.mjs [--quick]`):
//   wall.random_play.moves_per_s  uniformly random legal moves until each game ends, over
//                                 many deals (dealing, legal-move lists and moves included);
//   wall.hint_policy.win_rate     fraction of deals won by always playing the hint;
//   wall.hint.ms_p50 / ms_p99     time of one hint (view included) over those games.
// Aisleriot's own engine plays about 10,000 random actions/s on these machines (oracle README).
import { wallEngine as engine } from "../../src/games/wall/index.ts";

const quick = process.argv.includes("--quick");
const print = (name, value, unit, extra = {}) => console.log(JSON.stringify({ name, value, unit, ...extra }));

let seed = 12345;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

function randomPlay(deals, firstDeal) {
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
}

randomPlay(200, 1_000_000); // warm-up
{
  const deals = quick ? 2000 : 20000;
  const start = performance.now();
  const moves = randomPlay(deals, 0);
  const seconds = (performance.now() - start) / 1000;
  print("wall.random_play.moves_per_s", Math.round(moves / seconds), "moves/s", { deals, moves });
}

{
  const deals = Number(process.env.WALL_HINT_DEALS ?? (quick ? 200 : 2000));
  const times = [];
  let won = 0;
  let moves = 0;
  const start = performance.now();
  for (let d = 0; d < deals; d++) {
    let state = engine.deal(500_000 + d);
    while (engine.status(state) === "playing") {
      const t0 = performance.now();
      const hint = engine.hint(engine.view(state));
      times.push(performance.now() - t0);
      if (hint.move === null) throw new Error(`no hint in a game still playing (deal ${500_000 + d})`);
      const r = engine.applyMove(state, hint.move);
      if (!r.ok) throw new Error(`hint refused: ${engine.notation.move(hint.move)} ${r.error.code}`);
      state = r.value.state;
      moves++;
    }
    if (engine.status(state) === "won") won++;
  }
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  print("wall.hint_policy.win_rate", won / deals, "fraction", {
    deals,
    won,
    moves,
    seconds: Math.round(seconds),
  });
  print("wall.hint.ms_p50", Number(pct(50).toFixed(3)), "ms", { hints: times.length });
  print("wall.hint.ms_p99", Number(pct(99).toFixed(3)), "ms", { max: Number(times.at(-1).toFixed(3)) });
}
