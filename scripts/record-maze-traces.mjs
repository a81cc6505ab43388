// Records the Maze oracle fixtures from GNOME Aisleriot's own maze.go (the oracle in
// scripts/oracle/aisleriot/, see its README):
//   - test/fixtures/maze-traces.json.gz: DEALS deals × MOVES uniformly random legal moves;
//     after the deal and after every move, the oracle's slots (as a diff of the previous
//     ones), score, and its exact legal-move set;
//   - test/fixtures/maze-positions.json: constructed positions (wins with gaps before and
//     inside the sequence, near-wins, scoring corner cases) with the oracle's score, won
//     flag and legal-move set, and for near-wins the result of the winning drag.
// The legal set is asked from Aisleriot's own lambdas and the random move is played with the
// oracle's real `drag` (scripts/oracle/maze.mjs says how).
// Usage: node scripts/record-maze-traces.mjs [DEALS] [MOVES]   (ORACLE=path overrides)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { mulberry32 } from "./mulberry32.mjs";
import { cellsOf, drag, legalKeys, startMazeOracle } from "./oracle/maze.mjs";
import { cardObject, RANKS } from "./oracle/pipe.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEALS = Number(process.argv[2] ?? 200);
const MOVES = Number(process.argv[3] ?? 300);
const WORKERS = 2;

// Fixed deal numbers (edges, then a fixed LCG) and a fixed move generator: reruns record
// exactly the same fixtures.
function dealNumbers(n) {
  const list = [0, 1, 2, 3, 42, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1];
  let x = 20261130;
  while (list.length < n) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    if (!list.includes(x)) list.push(x);
  }
  return list.slice(0, n);
}

async function recordDeal(oracle, deal) {
  const first = await oracle.ask({ op: "new", game: "maze", seed: deal });
  let codes = cellsOf(first.slots);
  const record = {
    deal,
    slots: codes.join(""),
    score: first.score,
    legal: await legalKeys(oracle),
    steps: [],
  };
  const random = mulberry32(deal ^ 0x5eed);
  for (let i = 0; i < MOVES; i++) {
    const options = i === 0 ? record.legal : record.steps[i - 1][3];
    if (options.length === 0) break;
    const key = options[Math.floor(random() * options.length)];
    const reply = await drag(oracle, key);
    const next = cellsOf(reply.slots);
    const diff = next.flatMap((c, s) => (c === codes[s] ? [] : [`${s}:${c}`])).join(",");
    codes = next;
    record.steps.push([key, reply.score, diff, await legalKeys(oracle), reply.won ? 1 : 0]);
    if (reply.won) break;
  }
  return record;
}

// Constructed positions. A sequence of the 48 cards (suits in a given order, each A..Q)
// laid into the slots that are not gaps.
function layWith(suitOrder, gaps) {
  const cards = [...suitOrder].flatMap((s) => [...RANKS.slice(0, 12)].map((r) => r + s));
  const slots = [];
  for (let i = 0, next = 0; i < 54; i++) slots.push(gaps.includes(i) ? ".." : cards[next++]);
  return slots;
}
const swapSlots = (slots, a, b) => {
  const out = slots.slice();
  [out[a], out[b]] = [out[b], out[a]];
  return out;
};
function constructed() {
  const wins = [
    ["gaps at the end, suits C D H S", layWith("CDHS", [48, 49, 50, 51, 52, 53])],
    ["five gaps before, one inside (M6)", layWith("CDHS", [0, 1, 2, 3, 4, 30])],
    ["gaps before and inside, suits H S C D", layWith("HSCD", [0, 2, 13, 27, 40, 53])],
    ["gaps inside only, suits S H D C, queen in 52", layWith("SHDC", [5, 8, 17, 26, 35, 53])],
    ["gap block inside, suits D C S H", layWith("DCSH", [20, 21, 22, 23, 24, 25])],
    ["gap at 0 and gaps around the Q-A joints", layWith("CHDS", [0, 13, 14, 27, 28, 41])],
  ];
  const w = layWith("CDHS", [48, 49, 50, 51, 52, 53]);
  const moveCard = (slots, from, to) => swapSlots(slots, from, to); // `to` must be a gap
  const others = [
    // Near-wins: the winning drag is recorded too.
    ["won: QS moved on into 53, gap at 47", moveCard(w, 47, 53), null],
    ["near-win: JH in gap 49, 34 empty; 49->34 wins", moveCard(w, 34, 49), [49, 34]],
    ["near-win: 7D in gap 50, 18 empty; 50->18 wins", moveCard(w, 18, 50), [50, 18]],
    // Scoring corner cases (M5).
    ["2C before AC: no lead-ace point", swapSlots(w, 0, 1), null],
    ["AD first, AC after QC: cross-suit Q-A joints score", swapSlots(w, 0, 12), null],
    ["QC and QD swapped: Q-A joints across suits", swapSlots(w, 11, 23), null],
  ];
  return { wins, others };
}

async function recordPositions(oracle) {
  const { wins, others } = constructed();
  const out = [];
  const all = [
    ...wins.map(([name, slots]) => ({ name, slots, kind: "win" })),
    ...others.map(([name, slots, move]) => ({ name, slots, move, kind: "other" })),
  ];
  for (const p of all) {
    if (p.slots.filter((c) => c !== "..").length !== 48) throw new Error(`bad position ${p.name}`);
    const slots = p.slots.map((c) => (c === ".." ? [] : [cardObject(c)]));
    await oracle.ask({ op: "load", game: "maze", slots, score: 0, seed: 0 });
    // M8: a click (always refused in Maze) makes Aisleriot recompute the score.
    const clicked = await oracle.ask({ op: "click", slot: 0 });
    const entry = {
      name: p.name,
      kind: p.kind,
      slots: p.slots.join(""),
      score: clicked.score,
      won: clicked.won,
      state: clicked.state,
      legal: clicked.state === "won" ? [] : await legalKeys(oracle),
    };
    if (p.move) {
      await oracle.ask({ op: "load", game: "maze", slots, score: 0, seed: 0 });
      const drag = await oracle.ask({ op: "drag", from: p.move[0], count: 1, to: p.move[1] });
      entry.drag = {
        from: p.move[0],
        to: p.move[1],
        ok: drag.ok,
        score: drag.score,
        won: drag.won,
        state: drag.state,
      };
    }
    out.push(entry);
  }
  return out;
}

const started = performance.now();
const deals = dealNumbers(DEALS);
const oracles = await Promise.all(Array.from({ length: WORKERS }, startMazeOracle));
const traces = new Array(deals.length);
await Promise.all(
  oracles.map(async (oracle, w) => {
    for (let i = w; i < deals.length; i += WORKERS) traces[i] = await recordDeal(oracle, deals[i]);
  }),
);
const positions = await recordPositions(oracles[0]);
for (const o of oracles) o.close();

const format =
  "deal: oracle slots after the deal (2 chars a slot, '..' a gap), score, legal (from*64+to, sorted); " +
  "steps: [move from*64+to, score after, changed slots 'slot:code', legal after, won]";
writeFileSync(
  `${root}test/fixtures/maze-traces.json.gz`,
  gzipSync(JSON.stringify({ format, moves: MOVES, deals: traces }), { level: 9 }),
);
writeFileSync(`${root}test/fixtures/maze-positions.json`, JSON.stringify({ positions }, null, 1) + "\n");
const steps = traces.reduce((n, t) => n + t.steps.length, 0);
console.log(
  `recorded ${traces.length} deals, ${steps} moves, ${positions.length} positions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
