// Daily challenge preparation (run by `npm run bench`, or `node scripts/bench/daily.mjs [--quick]`
// with Node 22), per game over 60 consecutive dates (10 with --quick) from a fixed start and a
// fixed secret, so every run prepares the same challenges:
//   daily.<game>.prepare_ms_p50 / _p99   time to prepare one date's challenge (keyed shuffles,
//                                        hint-policy proofs of each candidate, salt, commitment);
//   daily.<game>.candidates_mean / _max  candidates tried per date until one was proven winnable.
// This is what the scheduled handler (or an on-demand request) spends per game and date.
import { addDays } from "../../src/daily/calendar.ts";
import { prepareChallenge } from "../../src/daily/derive.ts";
import { GAME_IDS } from "../../src/games/registry.ts";

const SECRET = "patience-bench-secret";
const FIRST_DATE = "2027-01-01";

const quick = process.argv.includes("--quick");
const dates = quick ? 10 : 60;
const print = (name, value, unit, extra = {}) => console.log(JSON.stringify({ name, value, unit, ...extra }));

for (const game of GAME_IDS) {
  await prepareChallenge(SECRET, game, "2026-01-01"); // warm-up, outside the measured dates
  const times = [];
  const tried = [];
  for (let d = 0; d < dates; d++) {
    const t0 = performance.now();
    const challenge = await prepareChallenge(SECRET, game, addDays(FIRST_DATE, d));
    times.push(performance.now() - t0);
    tried.push(challenge.tried);
  }
  times.sort((a, b) => a - b);
  const pct = (p) =>
    Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1));
  print(`daily.${game}.prepare_ms_p50`, pct(50), "ms", { dates, from: FIRST_DATE });
  print(`daily.${game}.prepare_ms_p99`, pct(99), "ms", { max: Number(times.at(-1).toFixed(1)) });
  const mean = tried.reduce((a, b) => a + b, 0) / dates;
  print(`daily.${game}.candidates_mean`, Number(mean.toFixed(2)), "candidates", { dates });
  print(`daily.${game}.candidates_max`, Math.max(...tried), "candidates", { dates });
}
