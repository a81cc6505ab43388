// How strong the Wall hint is against what more knowledge or more search would win, on the
// same deals (not part of `npm run bench`: minutes, not seconds). With Node 22:
//   node scripts/bench/wall-hint-bounds.mjs [FROM] [COUNT] [MODES]
// FROM (default 620,000) and COUNT (default 2,000) are Aisleriot deal numbers; MODES is a
// comma list of (default hint,known,solver):
//   hint    always play the hint (the product: it sees the public view only);
//   known   the same policy shown every face-down pile's cards (a view no player gets: it
//           bounds what knowing the piles would be worth to this policy);
//   pimc    determinized search: at each decision, every distinct sensible move (minimal
//           winning subsets, any subset on a face-down pile, deal) is scored in PIMC_WORLDS
//           deals (default 16) made by reshuffling the unseen cards, each scored by the
//           full-information solver at PIMC_NODES nodes (default 3,000; unknown counts half);
//           ties keep the hint's move. Fair (it reshuffles what the player cannot see), slow;
//   solver  the share of deals the full-information solver wins (300,000 nodes): the ceiling;
//   fatal   where the hint loses the deals the solver wins: in each, the first hint move after
//           which the solver (300,000 nodes) proves the deal lost, and how a player could have
//           told: every sensible move there rated by FATAL_WORLDS (default 64) reshuffles of
//           the unseen cards, each solved at PIMC_NODES nodes (how many of them it keeps
//           winnable). Where another move is rated above the hint's, the two are rated again on
//           FATAL_WORLDS fresh reshuffles, each world for both: the mean difference and its
//           standard error. Counts the fatal moves where the hint's move is rated best, where
//           the best is within two standard errors of it, and where it is clearly above (and
//           of those, how many the best-rated move truly keeps winnable); how many fell in the
//           first three hands (stock 30 or more) and were blind attacks; and gap_sum, the mean
//           differences summed (how many more deals the best-rated moves would keep winnable).
// Prints one JSON line per mode: wins, rate, one standard error, hint time per decision.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { CARD_CODES, parseCard } from "../../src/cards/index.ts";
import { wallEngine as engine } from "../../src/games/wall/index.ts";
import { healthOf } from "../../src/games/wall/rules.ts";
import { isFaceDown, LOW_GUARDS, STOCK, VALUE } from "../../src/games/wall/state.ts";
import { mulberry32 } from "../mulberry32.mjs";

const WORLDS = Number(process.env.PIMC_WORLDS ?? 16);
const NODES = Number(process.env.PIMC_NODES ?? 3_000);
const SOLVER_NODES = 300_000;
const FATAL_WORLDS = Number(process.env.FATAL_WORLDS ?? 64);

/** A pile with hidden cards (an empty low guard pile hides nothing). */
const faceDown = (state, t) => state.slots[t].length > 0 && isFaceDown(state, t);

/** The view with every face-down pile's cards shown (the "known" bound). */
function shownView(state) {
  const view = engine.view(state);
  const slots = view.slots.map((pile, t) =>
    faceDown(state, t) ? state.slots[t].map((c) => CARD_CODES[c]) : pile,
  );
  return { ...view, slots };
}

/** A deal the player cannot tell from this one: the unseen cards reshuffled into their places. */
function reshuffled(state, random) {
  const slots = state.slots.map((pile) => pile.slice());
  const hidden = LOW_GUARDS.filter((t) => faceDown(state, t));
  const unseen = [...slots[STOCK], ...hidden.flatMap((t) => slots[t])];
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j], unseen[i]];
  }
  let k = 0;
  for (const t of hidden) slots[t] = slots[t].map(() => unseen[k++]);
  slots[STOCK] = slots[STOCK].map(() => unseen[k++]);
  return { ...state, slots };
}

const valuesOf = (move) => move.cards.map((c) => VALUE[parseCard(c)]).sort((a, b) => a - b);
/** A move as the rules see it: suits play no part, so equal values make one move. */
const moveKey = (move) => (move.type === "attack" ? `${move.target}:${valuesOf(move)}` : move.type);

/** Legal moves worth scoring: one per multiset of values, minimal subsets on face-up targets. */
function sensibleMoves(state) {
  const seen = new Set();
  return engine.legalMoves(state).filter((move) => {
    if (move.type !== "attack") return true;
    const values = valuesOf(move);
    const key = moveKey(move);
    if (seen.has(key)) return false;
    seen.add(key);
    if (faceDown(state, move.target)) return true;
    const sum = values.reduce((a, b) => a + b, 0);
    const health = healthOf(state.slots, move.target);
    return values.every((v) => sum - v <= health);
  });
}

const same = (a, b) => engine.notation.move(a) === engine.notation.move(b);

/** How many of `worlds` the full-information solver still wins after `move` (unknown: half). */
function worldScore(worlds, move) {
  let score = 0;
  for (const world of worlds) {
    const r = engine.applyMove(world, move);
    if (!r.ok) throw new Error(`refused in a reshuffled deal: ${engine.notation.move(move)}`);
    const { verdict } = engine.solve(r.value.state, { nodes: NODES });
    score += verdict === "winnable" ? 1 : verdict === "unknown" ? 0.5 : 0;
  }
  return score;
}

function pimcMove(state, hinted, random) {
  const moves = sensibleMoves(state);
  if (moves.length < 2) return hinted;
  const worlds = Array.from({ length: WORLDS }, () => reshuffled(state, random));
  let best = hinted;
  let bestScore = -1;
  for (const move of moves) {
    const score = worldScore(worlds, move);
    if (score > bestScore || (score === bestScore && same(move, hinted))) {
      best = move;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The first hint move that loses a deal the solver wins, rated against every sensible move
 * by reshuffles of what the player cannot see; null if the hint keeps the deal winnable.
 */
function fatalMove(deal) {
  let state = engine.deal(deal);
  const random = mulberry32(deal);
  while (engine.status(state) === "playing") {
    const move = engine.hint(engine.view(state)).move;
    if (move === null) return null;
    const next = engine.applyMove(state, move).value.state;
    if (engine.solve(next, { nodes: SOLVER_NODES }).verdict === "unwinnable") {
      const worlds = Array.from({ length: FATAL_WORLDS }, () => reshuffled(state, random));
      const rated = sensibleMoves(state).map((m) => ({ move: m, share: worldScore(worlds, m) }));
      const hinted = rated.find((r) => moveKey(r.move) === moveKey(move));
      if (!hinted) throw new Error(`deal ${deal}: the hint's ${engine.notation.move(move)} is not rated`);
      const top = rated.reduce((a, b) => (b.share > a.share ? b : a));
      const facts = {
        early: state.slots[STOCK].length >= 30,
        blind: move.type === "attack" && faceDown(state, move.target),
      };
      if (hinted.share >= top.share) return { ...facts, rating: "best", gap: 0, bestKeeps: false };
      // The best of many noisy ratings is rated high by luck: the two moves are rated again on
      // fresh reshuffles, each world once for both (a paired difference, and its standard error).
      const fresh = Array.from({ length: FATAL_WORLDS }, () => reshuffled(state, random));
      const diffs = fresh.map((w) => worldScore([w], top.move) - worldScore([w], move));
      const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
      const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (diffs.length - 1);
      const se = Math.sqrt(variance / diffs.length);
      const after = engine.applyMove(state, top.move).value.state;
      return {
        ...facts,
        rating: mean <= 2 * se ? "near" : "below",
        gap: mean,
        bestKeeps: engine.solve(after, { nodes: SOLVER_NODES }).verdict === "winnable",
      };
    }
    state = next;
  }
  return null;
}

function play(mode, from, to) {
  if (mode === "fatal") {
    const fatal = [];
    for (let deal = from; deal < to; deal++)
      if (engine.solve(engine.deal(deal), { nodes: SOLVER_NODES }).verdict === "winnable")
        fatal.push(fatalMove(deal));
    // A deal the hint loses ends proven lost, so a deal with no fatal move is a deal it wins.
    return {
      won: fatal.filter((f) => f === null).length,
      winnable: fatal.length,
      fatal: fatal.filter(Boolean),
      times: [],
    };
  }
  let won = 0;
  const times = [];
  for (let deal = from; deal < to; deal++) {
    let state = engine.deal(deal);
    if (mode === "solver") {
      if (engine.solve(state, { nodes: SOLVER_NODES }).verdict === "winnable") won++;
      continue;
    }
    const random = mulberry32(deal);
    while (engine.status(state) === "playing") {
      const t0 = performance.now();
      let move = engine.hint(mode === "known" ? shownView(state) : engine.view(state)).move;
      if (mode === "pimc") move = pimcMove(state, move, random);
      times.push(performance.now() - t0);
      // Shown the piles, the policy sees nothing left to beat where the rules still let it throw
      // the waste at a face-down pile: nothing it can win with, so the game is lost.
      if (move === null) break;
      const r = engine.applyMove(state, move);
      if (!r.ok) throw new Error(`refused: ${engine.notation.move(move)} (deal ${deal})`);
      state = r.value.state;
    }
    if (engine.status(state) === "won") won++;
  }
  return { won, times };
}

if (!isMainThread) {
  parentPort.postMessage(play(workerData.mode, workerData.from, workerData.to));
} else {
  const from = Number(process.argv[2] ?? 620_000);
  const count = Number(process.argv[3] ?? 2_000);
  const modes = (process.argv[4] ?? "hint,known,solver").split(",");
  const half = from + Math.floor(count / 2);
  for (const mode of modes) {
    const parts = await Promise.all(
      [
        [from, half],
        [half, from + count],
      ].map(
        ([a, b]) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { mode, from: a, to: b } });
            worker.once("message", resolve);
            worker.once("error", reject);
          }),
      ),
    );
    const won = parts[0].won + parts[1].won;
    if (mode === "fatal") {
      const fatal = [...parts[0].fatal, ...parts[1].fatal];
      const tally = (f) => fatal.filter(f).length;
      console.log(
        JSON.stringify({
          mode,
          deals: `${from}-${from + count - 1}`,
          winnable: parts[0].winnable + parts[1].winnable,
          hint_won: won,
          fatal: fatal.length,
          rated_best: tally((f) => f.rating === "best"),
          rated_near_best: tally((f) => f.rating === "near"),
          rated_below: tally((f) => f.rating === "below"),
          below_and_best_keeps: tally((f) => f.rating === "below" && f.bestKeeps),
          in_first_three_hands: tally((f) => f.early),
          blind: tally((f) => f.blind),
          gap_sum: Number(fatal.reduce((sum, f) => sum + f.gap, 0).toFixed(2)),
          worlds: FATAL_WORLDS,
          nodes: NODES,
        }),
      );
      continue;
    }
    const times = [...parts[0].times, ...parts[1].times].sort((a, b) => a - b);
    const rate = won / count;
    const at = (q) => (times.length ? Number(times[Math.floor(q * (times.length - 1))].toFixed(2)) : null);
    console.log(
      JSON.stringify({
        mode,
        deals: `${from}-${from + count - 1}`,
        won,
        rate: Number(rate.toFixed(4)),
        se: Number(Math.sqrt((rate * (1 - rate)) / count).toFixed(4)),
        ms_p50: at(0.5),
        ms_p99: at(0.99),
        ...(mode === "pimc" ? { worlds: WORLDS, nodes: NODES } : {}),
      }),
    );
  }
}
