// Records Wall oracle traces: deals played to the end with random legal moves, where the
// legal moves, the state, the score and the status after every move all come from GNOME
// Aisleriot's own wall.scm run by the oracle (scripts/oracle/aisleriot/README.md).
//
// Usage: node scripts/record-wall-traces.mjs [DEALS=240]   (ORACLE=path overrides the oracle)
// Writes test/fixtures/wall-traces.json; test/unit/wall/oracle-traces.test.ts replays it.
//
// The legal moves after every move are asked from Aisleriot itself and each move is played
// in the oracle as a player would (scripts/oracle/wall.mjs says how). Where Aisleriot's
// interface has a quirk, the recording follows the rules: the status comes from
// `continuable`/`won` evaluated after the move (and after the delayed removal of a face-down
// pile), not from the C state machine, which can say "over" too early (W12); the next move
// is still played (the oracle accepts it).
//
// Fixture format, per deal: `start` (the dealt position in the engine's notation), then
// per move `m` (move notation), `d` (the slots that changed: {slot: notation of the
// slot}, or for the stock, when it only lost its top cards, its new card count), `s` score, `st` status, `l` the legal moves after it (sorted notations, space
// separated); `l0` the legal moves of the starting position. Policy "uniform" picks
// uniformly among the legal moves; "attack" picks uniformly among attacks and deals
// only when there is none (to reach deeper into the wall).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startOracle, statusOf } from "./oracle/pipe.mjs";
import { positionText, slotText, wallOracle } from "./oracle/wall.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEALS = Number(process.argv[2] ?? 240);
const oracle = startOracle();
const wall = wallOracle(oracle);

// Fixed LCG for the choices and the deal numbers, so a rerun records the same traces.
let seed = 20261201;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const traces = [];
for (let g = 0; g < DEALS; g++) {
  const deal = g < 4 ? g : Math.floor(random() * 2 ** 32);
  const policy = g % 2 === 0 ? "uniform" : "attack";
  let reply = await oracle.ask({ op: "new", game: "wall", seed: deal });
  let texts = reply.slots.map(slotText);
  let options = await wall.legal(reply);
  const trace = { deal, policy, start: positionText(deal, reply), l0: options.texts.join(" "), steps: [] };
  while (statusOf(reply) === "playing") {
    if (options.moves.length === 0) throw new Error(`deal ${deal}: playing without legal moves`);
    let pool = options.moves;
    if (policy === "attack" && pool.some((m) => !m.deal)) pool = pool.filter((m) => !m.deal);
    const move = pool[Math.floor(random() * pool.length)];
    reply = await wall.play(move, reply);
    const next = reply.slots.map(slotText);
    const d = {};
    next.forEach((t, s) => {
      if (t === texts[s]) return;
      // The stock only loses its top cards: store its new card count when it is a prefix.
      d[s] = s === 53 && t !== "." && texts[s].startsWith(t) ? t.length / 2 : t;
    });
    texts = next;
    options = await wall.legal(reply);
    trace.steps.push({ m: move.text, d, s: reply.score, st: statusOf(reply), l: options.texts.join(" ") });
  }
  traces.push(trace);
  if (g % 20 === 0) process.stderr.write(`deal ${g}: ${trace.steps.length} moves, ${statusOf(reply)}\n`);
}
oracle.close();

const out = `${root}test/fixtures/wall-traces.json`;
writeFileSync(out, "[\n" + traces.map((t) => JSON.stringify(t)).join(",\n") + "\n]\n");
const moves = traces.reduce((n, t) => n + t.steps.length, 0);
console.log(`recorded ${traces.length} deals, ${moves} moves -> ${out}`);
