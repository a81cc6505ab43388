// Fidelity sweep: plays deals with random legal moves in GNOME Aisleriot's own rules code
// (the oracle: the project's driver, scripts/oracle/aisleriot/, after
// `apt-get install aisleriot guile-3.0`) and in the engines side by side, and compares
// after the deal and after every move: every slot, the score, the status and the legal-move
// set; every move the oracle refuses (Wall: all of them; Maze: 40 random pairs a position)
// must be refused by applyMove too. The engine's notation and codec must round-trip each
// position. The fixtures check the same on fixed traces; this reaches any deal range. The
// legal moves are asked and the moves played with the recording scripts' own harness
// (scripts/oracle/), so a difference here is one the fixtures would have recorded.
//
// Usage: node scripts/fidelity-sweep.mjs wall|maze DEALS [options]   (ORACLE=path overrides)
//   DEALS        comma-separated items, each N, A-B or A-B/STEP (7000000-7000399,4294967295)
//   --policy P   Wall: alt (default; uniform and attack in turn), alt2 (the other way round),
//                uniform, attack (deals only when no attack is left), solve (the engine's
//                solver line where it finds one, --nodes N, default 500,000);
//                Maze: uniform (default), greedy (mostly a move that raises the engine's
//                score, to reach wins), solve
//   --moves N    Maze: moves a deal at most (default 300); Wall deals are played to the end
//   --budget S   starts no new deal after S seconds
//   --layout-only  compares the dealt layout and score only (fast: wide deal ranges)
//   --view       compares what the player sees too (Wall: exposed targets and their health
//                against wall.scm's exposed?/get-hp, deals left against the status bar, stock
//                count, waste, hidden cards; Maze: each gap's accepted cards against the
//                oracle's legal moves into it)
// Prints one JSON line a difference ({"kind":"diff",...}, with the move prefix that
// reproduces it; an oracle failing on a deal is one too) and a final summary line
// ({"kind":"summary",...,"diffs":N}); progress on stderr. Nothing is written. Exits 1 when
// there is a difference, 2 on arguments it does not take.
import { cardCode } from "../src/cards/index.ts";
import { mazeEngine } from "../src/games/maze/index.ts";
import { wallEngine } from "../src/games/wall/index.ts";
import { mulberry32 } from "./mulberry32.mjs";
import { cellsOf, drag, keyText, legalKeys, startMazeOracle } from "./oracle/maze.mjs";
import { codeOf, startOracle, statusOf } from "./oracle/pipe.mjs";
import { moveText, positionText, wallOracle } from "./oracle/wall.mjs";

const args = process.argv.slice(2);
const [game, spec] = args;
const usage = (why) => {
  console.error(`${why}\nusage: fidelity-sweep.mjs wall|maze DEALS [options] (see the top of the script)`);
  process.exit(2);
};
if (game !== "wall" && game !== "maze") usage(`no such game: ${game}`);
// Options: those that take a value, and switches. Anything else is refused, not ignored.
const VALUED = ["--policy", "--moves", "--budget", "--nodes"];
const SWITCHES = ["--layout-only", "--view"];
for (let i = 2; i < args.length; i++) {
  if (VALUED.includes(args[i]) && i + 1 < args.length) i++;
  else if (!SWITCHES.includes(args[i])) usage(`unknown or incomplete option: ${args[i]}`);
}
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
/** A number above 0 (a whole one unless `whole` is false; Infinity where there is no limit). */
const positive = (name, fallback, whole = true) => {
  const value = Number(opt(name, fallback));
  if (!(value > 0) || (whole && Number.isFinite(value) && !Number.isInteger(value)))
    usage(`--${name} takes a ${whole ? "whole " : ""}number above 0`);
  return value;
};
const POLICIES = {
  wall: ["alt", "alt2", "uniform", "attack", "solve"],
  maze: ["uniform", "greedy", "solve"],
};
const policyArg = opt("policy", POLICIES[game][0]);
if (!POLICIES[game].includes(policyArg)) usage(`--policy for ${game}: ${POLICIES[game].join(", ")}`);
// alt and alt2 take turns, so that one sweep covers both kinds of game.
const ALTERNATING = { alt: ["uniform", "attack"], alt2: ["attack", "uniform"] };
const MOVES = positive("moves", 300);
const BUDGET = positive("budget", Infinity, false);
const SOLVE_NODES = positive("nodes", 500_000);
const layoutOnly = args.includes("--layout-only");
const checkView = args.includes("--view");

/** Deal numbers from N, A-B and A-B/STEP items (A <= B, STEP >= 1, all below 2^32). */
function parseDeals(text) {
  const out = [];
  for (const item of text.split(",")) {
    const m = /^(\d+)(?:-(\d+)(?:\/(\d+))?)?$/.exec(item);
    const a = Number(m?.[1]);
    const b = m?.[2] === undefined ? a : Number(m[2]);
    const step = Number(m?.[3] ?? 1);
    if (!m || a > b || b > 2 ** 32 - 1 || step < 1) usage(`bad deals: ${item} (N, A-B or A-B/STEP)`);
    for (let n = a; n <= b; n += step) out.push(n);
  }
  return out;
}
const deals = parseDeals(spec ?? "");

const tally = { moves: 0, positions: 0, legal: 0, refused: 0, views: 0, diffs: 0 };
const solveVerdicts = {};
const report = (diff) => {
  tally.diffs++;
  console.log(JSON.stringify({ kind: "diff", game, ...diff }));
};
function setDiff(oracle, engine) {
  const inEngine = new Set(engine);
  const inOracle = new Set(oracle);
  return {
    oracleOnly: oracle.filter((x) => !inEngine.has(x)),
    engineOnly: engine.filter((x) => !inOracle.has(x)),
  };
}

/**
 * The engine's score and status against the oracle's reply, and its own consistency at every
 * position: notation and codec round trips, view().
 */
function checkEngine(E, state, r, where) {
  if (E.score(state) !== r.score)
    report({ ...where, what: "score", oracle: r.score, engine: E.score(state) });
  if (E.status(state) !== statusOf(r))
    report({ ...where, what: "status", oracle: statusOf(r), oracleState: r.state, engine: E.status(state) });
  const text = E.notation.state(state);
  const roundTrips = { notation: E.notation.parseState(text), codec: E.decode(E.encode(state)) };
  for (const [name, back] of Object.entries(roundTrips))
    if (!back.ok || E.notation.state(back.value) !== text) {
      const after = back.ok ? E.notation.state(back.value) : back.error;
      report({ ...where, what: `${name} round trip`, engine: text, after });
    }
  E.view(state);
}

/** One deal dealt in both: the oracle's reply, the engine's state, the moves played in both. */
async function dealBoth(oracle, E, deal, policy) {
  const run = { reply: await oracle.ask({ op: "new", game, seed: deal }), state: E.deal(deal), prefix: [] };
  // Where a difference is: the moves that lead to it from the deal.
  run.where = () => ({ deal, policy, step: run.prefix.length, prefix: run.prefix.join(" ") });
  return run;
}

/** Plays in the engine a move the oracle has just played (by its notation); false if refused. */
function followInEngine(E, run, text) {
  run.prefix.push(text);
  tally.moves++;
  const parsed = E.notation.parseMove(text);
  const r = parsed.ok ? E.applyMove(run.state, parsed.value) : parsed;
  if (!r.ok) {
    report({ ...run.where(), what: "engine refused the oracle's move", move: text, error: r.error });
    return false;
  }
  run.state = r.value.state;
  return true;
}

/** A solver line to follow under --policy solve (null where the solver finds none). */
function solverLine(E, state) {
  const { verdict, line } = E.solve(state, { nodes: SOLVE_NODES });
  solveVerdicts[verdict] = (solveVerdicts[verdict] ?? 0) + 1;
  return verdict === "winnable" ? line : null;
}

/** A Maze state's slots as the oracle's cells are compared: card codes, ".." for a gap. */
const engineCells = (state) => state.slots.map((c) => (c == null ? ".." : cardCode(c)));

// ---- Wall

// The oracle's notation sorts an attack's cards in card order; the engine lists them as given.
const canonicalWall = (move) => (move.type === "deal" ? "deal" : moveText(move.target, move.cards));

async function wallViewCheck(oracle, E, state, r, where) {
  tally.views++;
  const v = E.view(state);
  const nonEmpty = [];
  for (let t = 0; t <= 52; t++) if (r.slots[t].length) nonEmpty.push(t);
  const ex = await oracle.askMany(nonEmpty.map((t) => ({ op: "call", name: "exposed?", args: [t] })));
  const exposed = nonEmpty.filter((_, i) => ex[i].result === true);
  const hp = await oracle.askMany(exposed.map((t) => ({ op: "call", name: "get-hp", args: [t] })));
  const oracleTargets = exposed.map(
    (t, i) => `${t}:${r.slots[t].some((c) => !c.up) ? "down" : hp[i].result}`,
  );
  const mine = v.targets.map((t) => `${t.slot}:${t.faceDown ? "down" : t.health}`);
  if (oracleTargets.join() !== mine.join())
    report({ ...where, what: "view targets", ...setDiff(oracleTargets, mine) });
  const m = /Deals left: (\d+)/.exec(r.message ?? "");
  if (!m || Number(m[1]) !== v.dealsLeft)
    report({ ...where, what: "view dealsLeft", oracle: r.message, engine: v.dealsLeft });
  if (v.stockCount !== r.slots[53].length)
    report({ ...where, what: "view stockCount", oracle: r.slots[53].length, engine: v.stockCount });
  const waste = [54, 55, 56].flatMap((w) => r.slots[w].map(codeOf));
  if (waste.join() !== v.waste.join())
    report({ ...where, what: "view waste", oracle: waste, engine: v.waste });
  if (v.score !== r.score || v.status !== statusOf(r))
    report({
      ...where,
      what: "view score/status",
      oracle: [r.score, statusOf(r)],
      engine: [v.score, v.status],
    });
  // Hidden cards must be hidden: the stock and face-down piles as "??".
  for (let s = 0; s < 57; s++)
    r.slots[s].forEach((c, i) => {
      const hidden = s === 53 || !c.up;
      if (hidden !== (v.slots[s][i] === "??") || (!hidden && v.slots[s][i] !== codeOf(c)))
        report({
          ...where,
          what: "view slot",
          slot: s,
          index: i,
          oracle: codeOf(c) + (c.up ? "" : " face down"),
          engine: v.slots[s][i],
        });
    });
}

async function wallDeal(oracle, wall, deal, policy) {
  const E = wallEngine;
  const random = mulberry32(deal ^ 0x77a11);
  const run = await dealBoth(oracle, E, deal, policy);
  const compare = async (r) => {
    tally.positions++;
    let ok = true;
    const ot = positionText(deal, r);
    const et = E.notation.state(run.state);
    if (ot !== et) {
      const o = ot.split(" ")[3].split("/");
      const e = et.split(" ")[3].split("/");
      const slots = o.flatMap((x, s) => (x === e[s] ? [] : [{ slot: s, oracle: x, engine: e[s] }]));
      const what = run.prefix.length ? "position" : "deal layout";
      report({ ...run.where(), what, oracleScore: r.score, engineScore: E.score(run.state), slots });
      ok = false;
    }
    checkEngine(E, run.state, r, run.where());
    const legal = await wall.legal(r);
    const mine = E.legalMoves(run.state).map(canonicalWall).sort();
    tally.legal += legal.texts.length;
    for (const m of legal.refused) {
      const p = E.notation.parseMove(m.text);
      tally.refused++;
      if ((p.ok ? E.applyMove(run.state, p.value) : p).ok)
        report({ ...run.where(), what: "engine accepts a move the oracle refuses", move: m.text });
    }
    if (legal.texts.join(" ") !== mine.join(" ")) {
      report({ ...run.where(), what: "legal moves", ...setDiff(legal.texts, mine) });
      ok = false;
    }
    if (checkView && statusOf(r) === "playing") await wallViewCheck(oracle, E, run.state, r, run.where());
    return { legal, ok };
  };
  let reply = run.reply;
  let { legal, ok } = await compare(reply);
  // Policy "solve" follows the engine's full-information solver line to reach the throne
  // and wins, which random play rarely does; the oracle still checks every step.
  const line = policy === "solve" ? solverLine(E, run.state)?.map(canonicalWall) : null;
  while (ok && statusOf(reply) === "playing") {
    if (legal.moves.length === 0) {
      report({ ...run.where(), what: "oracle playing without legal moves" });
      break;
    }
    let move;
    if (line) {
      const want = line[run.prefix.length];
      move = legal.moves.find((m) => m.text === want);
      if (!move) {
        report({ ...run.where(), what: "solver line move not legal in the oracle", move: want });
        break;
      }
    } else {
      let pool = legal.moves;
      // "solve" without a line plays like "attack".
      if ((policy === "attack" || policy === "solve") && pool.some((m) => !m.deal))
        pool = pool.filter((m) => !m.deal);
      move = pool[Math.floor(random() * pool.length)];
    }
    reply = await wall.play(move, reply);
    if (!followInEngine(E, run, move.text)) break;
    ({ legal, ok } = await compare(reply));
  }
  return { status: statusOf(reply), score: reply.score };
}

// ---- Maze

async function mazeDeal(oracle, deal, policy) {
  const E = mazeEngine;
  const random = mulberry32(deal ^ 0x5eed);
  const sample = mulberry32(deal ^ 0x1d1e);
  const run = await dealBoth(oracle, E, deal, policy);
  const compare = async (r) => {
    tally.positions++;
    let ok = true;
    const o = cellsOf(r.slots);
    const e = engineCells(run.state);
    const v = E.view(run.state);
    const seen = v.slots.map((s) => (s.length === 0 ? ".." : s[0]));
    const slots = o.flatMap((x, s) =>
      x === e[s] && x === seen[s] ? [] : [{ slot: s, oracle: x, engine: e[s], view: seen[s] }],
    );
    if (slots.length) {
      report({ ...run.where(), what: run.prefix.length ? "position" : "deal layout", slots });
      ok = false;
    }
    checkEngine(E, run.state, r, run.where());
    // Once won, Aisleriot stops the game: no legal moves are asked there.
    const legal = r.won ? [] : await legalKeys(oracle);
    const mine = E.legalMoves(run.state).map((m) => m.from * 64 + m.to);
    tally.legal += legal.length;
    if (!r.won) {
      const allowed = new Set(legal);
      for (let k = 0; k < 40; k++) {
        const key = Math.floor(sample() * 54) * 64 + Math.floor(sample() * 54);
        if (allowed.has(key)) continue;
        tally.refused++;
        if (E.applyMove(run.state, { type: "move", from: key >> 6, to: key & 63 }).ok)
          report({ ...run.where(), what: "engine accepts a move the oracle refuses", move: keyText(key) });
      }
    }
    const byKey = (x, y) => x - y;
    if (legal.slice().sort(byKey).join() !== mine.slice().sort(byKey).join()) {
      const d = setDiff(legal, mine);
      report({
        ...run.where(),
        what: "legal moves",
        oracleOnly: d.oracleOnly.map(keyText),
        engineOnly: d.engineOnly.map(keyText),
      });
      ok = false;
    }
    if (checkView) {
      tally.views++;
      if (v.score !== r.score || v.status !== statusOf(r))
        report({
          ...run.where(),
          what: "view score/status",
          oracle: [r.score, statusOf(r)],
          engine: [v.score, v.status],
        });
      const gapsO = [];
      o.forEach((x, slot) => {
        if (x !== ".." || r.won) return;
        const accepts = legal.filter((k) => (k & 63) === slot).map((k) => o[k >> 6]);
        gapsO.push(`${slot}:${accepts.sort().join("+")}`);
      });
      const gapsE = v.gaps.map((g) => `${g.slot}:${g.accepts.slice().sort().join("+")}`);
      if (gapsO.join() !== gapsE.join())
        report({ ...run.where(), what: "view gaps", ...setDiff(gapsO, gapsE) });
    }
    return { legal, ok, won: r.won };
  };
  let reply = run.reply;
  let { legal, ok, won } = await compare(reply);
  const line = policy === "solve" ? solverLine(E, run.state)?.map((m) => m.from * 64 + m.to) : null;
  for (let i = 0; ok && !won && i < (line ? line.length : MOVES) && legal.length > 0; i++) {
    let key;
    if (line) {
      key = line[i];
      if (!legal.includes(key)) {
        report({ ...run.where(), what: "solver line move not legal in the oracle", move: keyText(key) });
        break;
      }
    } else if (policy === "greedy" && random() < 0.85) {
      // A policy only (the comparison is against the oracle): a move that raises the
      // engine's score the most, to reach high scores and wins.
      let best = -1;
      let bests = [];
      for (const k of legal) {
        const r = E.applyMove(run.state, { type: "move", from: k >> 6, to: k & 63 });
        const s = r.ok ? E.score(r.value.state) : -1;
        if (s > best) [best, bests] = [s, [k]];
        else if (s === best) bests.push(k);
      }
      key = bests[Math.floor(random() * bests.length)];
    } else key = legal[Math.floor(random() * legal.length)];
    reply = await drag(oracle, key);
    if (!followInEngine(E, run, keyText(key))) break;
    ({ legal, ok, won } = await compare(reply));
  }
  if (line && !won)
    report({ ...run.where(), what: "solver line ended without the oracle's win", oracleScore: reply.score });
  return { status: won ? "won" : "playing", score: reply.score };
}

// ---- The dealt layout alone

async function layoutOnlyDeal(oracle, deal) {
  const r = await oracle.ask({ op: "new", game, seed: deal });
  const E = game === "wall" ? wallEngine : mazeEngine;
  const s = E.deal(deal);
  tally.positions++;
  const o = game === "wall" ? positionText(deal, r) : cellsOf(r.slots).join("");
  const e = game === "wall" ? E.notation.state(s) : engineCells(s).join("");
  if (o !== e) report({ deal, what: "deal layout", oracle: o, engine: e });
  if (E.score(s) !== r.score) report({ deal, what: "deal score", oracle: r.score, engine: E.score(s) });
}

const started = Date.now();
const seconds = () => (Date.now() - started) / 1000;
// An async function, so that a driver that cannot start (missing Debian packages) is a sentence too.
const oracle = await (async () => (game === "maze" ? startMazeOracle() : startOracle()))().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const wall = wallOracle(oracle);
let done = 0;
const outcomes = {};
const finalScores = [];
for (const [i, deal] of deals.entries()) {
  if (seconds() > BUDGET) break;
  done++;
  try {
    if (layoutOnly) {
      await layoutOnlyDeal(oracle, deal);
      continue;
    }
    const policy = ALTERNATING[policyArg]?.[i % 2] ?? policyArg;
    const res =
      game === "wall" ? await wallDeal(oracle, wall, deal, policy) : await mazeDeal(oracle, deal, policy);
    outcomes[res.status] = (outcomes[res.status] ?? 0) + 1;
    finalScores.push(res.score);
  } catch (error) {
    // The oracle refusing what it listed as legal is a difference too (the deal says where);
    // an oracle that has stopped answering ends the sweep.
    report({ deal, what: "oracle error", message: String(error?.message ?? error) });
    if (oracle.failed()) break;
  }
  if (done % 25 === 0)
    process.stderr.write(
      `${game}: ${done} deals, ${tally.moves} moves, ${tally.diffs} diffs, ${seconds().toFixed(0)} s\n`,
    );
}
oracle.close();
console.log(
  JSON.stringify({
    kind: "summary",
    game,
    spec,
    policy: layoutOnly ? "layout-only" : policyArg,
    deals: done,
    of: deals.length,
    movesCompared: tally.moves,
    positionsCompared: tally.positions,
    legalMovesCompared: tally.legal,
    refusedMovesChecked: tally.refused,
    viewChecked: tally.views,
    outcomes,
    diffs: tally.diffs,
    solveVerdicts,
    finalScore: finalScores.length
      ? {
          mean: +(finalScores.reduce((a, b) => a + b, 0) / finalScores.length).toFixed(1),
          max: Math.max(...finalScores),
        }
      : null,
    seconds: seconds(),
  }),
);
// A sweep with differences fails, so that a script or CI can tell.
if (tally.diffs > 0) process.exitCode = 1;
