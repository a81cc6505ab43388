// Records Wall oracle traces: deals played to the end with random legal moves, where the
// legal moves, the state, the score and the status after every move all come from GNOME
// Aisleriot's own wall.scm run by the oracle (../shared/aisleriot-oracle/README.md).
//
// Usage: node scripts/record-wall-traces.mjs [DEALS=240]   (ORACLE=path overrides the oracle)
// Writes test/fixtures/wall-traces.json; test/unit/wall/oracle-traces.test.ts replays it.
//
// At each step the legal moves are asked from Aisleriot itself: an attack with a
// sub-multiset A of the waste cards on slot t (0..52) is legal iff wall.scm's
// `droppable?` (waste -> t, cards A) says #t; `deal` is legal iff `dealable?` says so.
// Equal waste cards are interchangeable: each multiset is asked once, taking its cards
// from the lowest waste slots, and is played the same way. A move is played in the
// oracle as a player would: an attack with all waste cards is a click (every other time)
// or a drag; a smaller set is first stacked onto its lowest waste slot by drags between
// waste piles (W9), then dragged onto the target (W10).
//
// Where rules/wall.md does not copy an interface quirk, the recording follows the rules:
// - the status is taken from `continuable`/`won` evaluated after the move (and after the
//   delayed removal of a face-down pile), not from the C state machine, which can say
//   "over" too early (W12); the next move is still played (the oracle accepts it);
// - once the throne is empty the game is won and no move is legal (Aisleriot stops the
//   game there), so no legal moves are asked in a won position;
// - the free flip with an empty waste (W5) and the keyboard redeal (W11) never arise:
//   the waste is never empty while the stock is not, and every drag passes `droppable?`.
//
// Fixture format, per deal: `start` (the dealt position in the engine's notation), then
// per move `m` (move notation), `d` (the slots that changed: {slot: notation of the
// slot}, or for the stock, when it only lost its top cards, its new card count), `s` score, `st` status, `l` the legal moves after it (sorted notations, space
// separated); `l0` the legal moves of the starting position. Policy "uniform" picks
// uniformly among the legal moves; "attack" picks uniformly among attacks and deals
// only when there is none (to reach deeper into the wall).
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const oraclePath = process.env.ORACLE ?? `${root}../shared/aisleriot-oracle/aisleriot-oracle`;
const DEALS = Number(process.argv[2] ?? 240);

const RANKS = "A23456789TJQK";
const SUITS = { clubs: "C", diamonds: "D", hearts: "H", spades: "S" };
const code = (c) => RANKS[c.rank - 1] + SUITS[c.suit];
const value = (codeStr) => RANKS.indexOf(codeStr[0]) + 1;
const cardObject = (codeStr) => ({
  rank: value(codeStr),
  suit: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" }[codeStr[1]],
  up: true,
});
const cardIndex = (codeStr) => "CDHS".indexOf(codeStr[1]) * 13 + value(codeStr) - 1;

function slotText(slot, s) {
  if (slot.length === 0) return ".";
  const codes = slot.map(code).join("");
  if (s >= 4 && s <= 7) {
    const down = slot.filter((c) => !c.up).length;
    if (down !== 0 && down !== slot.length) throw new Error(`pile ${s} partly face down`);
    return down ? "*" + codes : codes;
  }
  return codes;
}
const moveText = (target, cards) =>
  `${target}:${cards
    .slice()
    .sort((a, b) => cardIndex(a) - cardIndex(b))
    .join("+")}`;

// The oracle as a request/reply pipe.
const child = spawn(oraclePath, [], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: child.stdout });
const waiting = [];
lines.on("line", (line) => waiting.shift()(JSON.parse(line)));
const ask = (requests) =>
  new Promise((resolve) => {
    const replies = [];
    for (let i = 0; i < requests.length; i++)
      waiting.push((reply) => {
        replies.push(reply);
        if (replies.length === requests.length) resolve(replies);
      });
    child.stdin.write(requests.map((r) => JSON.stringify(r)).join("\n") + "\n");
  });

// Fixed LCG for the choices and the deal numbers, so a rerun records the same traces.
let seed = 20261201;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const statusOf = (reply) => (reply.won ? "won" : reply.continuable ? "playing" : "lost");

/** Distinct sub-multisets of the waste: [{cards, slots}], cards taken from the lowest slots. */
function wasteSubsets(slots) {
  const waste = [];
  for (const w of [54, 55, 56]) {
    if (slots[w].length > 1) throw new Error("a waste pile holds a stack between moves");
    if (slots[w].length === 1) waste.push({ slot: w, code: code(slots[w][0]) });
  }
  const byKey = new Map();
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    const chosen = waste.filter((_, i) => mask & (1 << i));
    const key = moveText(
      0,
      chosen.map((c) => c.code),
    );
    if (!byKey.has(key)) byKey.set(key, chosen);
  }
  return [...byKey.values()];
}

async function legal(reply) {
  if (statusOf(reply) === "won") return { moves: [], text: "" };
  const subsets = wasteSubsets(reply.slots);
  const requests = [];
  const candidates = [];
  for (let t = 0; t <= 52; t++)
    for (const chosen of subsets) {
      candidates.push({ target: t, chosen });
      requests.push({
        op: "call",
        name: "droppable?",
        args: [chosen[0].slot, chosen.map((c) => cardObject(c.code)), t],
      });
    }
  const answers = requests.length ? await ask(requests) : [];
  const moves = candidates.filter((_, i) => answers[i].ok && answers[i].result === true);
  if (answers.some((a) => !a.ok)) throw new Error("droppable? failed");
  const texts = moves.map((m) =>
    moveText(
      m.target,
      m.chosen.map((c) => c.code),
    ),
  );
  if (reply.dealable) {
    moves.push({ deal: true });
    texts.push("deal");
  }
  return { moves, text: texts.sort().join(" ") };
}

async function play(move, useClick) {
  if (move.deal) return (await ask([{ op: "deal" }]))[0];
  const { target, chosen } = move;
  const wasteSize = move.wasteSize;
  if (chosen.length === wasteSize && useClick) return (await ask([{ op: "click", slot: target }]))[0];
  const base = chosen[0].slot;
  const requests = chosen.slice(1).map((c) => ({ op: "drag", from: c.slot, count: 1, to: base }));
  requests.push({ op: "drag", from: base, count: chosen.length, to: target });
  const replies = await ask(requests);
  if (replies.some((r) => !r.ok))
    throw new Error(`move refused: ${JSON.stringify(replies.map((r) => r.ok))}`);
  return replies.at(-1);
}

const traces = [];
let clicks = 0;
for (let g = 0; g < DEALS; g++) {
  const deal = g < 4 ? g : Math.floor(random() * 2 ** 32);
  const policy = g % 2 === 0 ? "uniform" : "attack";
  let reply = (await ask([{ op: "new", game: "wall", seed: deal }]))[0];
  let texts = reply.slots.map(slotText);
  const start = `wall ${deal} ${reply.score} ${texts.join("/")}`;
  let options = await legal(reply);
  const trace = { deal, policy, start, l0: options.text, steps: [] };
  while (statusOf(reply) === "playing") {
    if (options.moves.length === 0) throw new Error(`deal ${deal}: playing without legal moves`);
    let pool = options.moves;
    if (policy === "attack" && pool.some((m) => !m.deal)) pool = pool.filter((m) => !m.deal);
    const move = pool[Math.floor(random() * pool.length)];
    move.wasteSize = [54, 55, 56].filter((w) => reply.slots[w].length > 0).length;
    const useClick = !move.deal && move.chosen.length === move.wasteSize && (clicks++ & 1) === 0;
    reply = await play(move, useClick);
    if (!reply.ok || reply.scheme_errors)
      throw new Error(`deal ${deal}: oracle refused ${JSON.stringify(move)}`);
    const next = reply.slots.map(slotText);
    const d = {};
    next.forEach((t, s) => {
      if (t === texts[s]) return;
      // The stock only loses its top cards: store its new card count when it is a prefix.
      d[s] = s === 53 && t !== "." && texts[s].startsWith(t) ? t.length / 2 : t;
    });
    texts = next;
    options = await legal(reply);
    trace.steps.push({
      m: move.deal
        ? "deal"
        : moveText(
            move.target,
            move.chosen.map((c) => c.code),
          ),
      d,
      s: reply.score,
      st: statusOf(reply),
      l: options.text,
    });
  }
  traces.push(trace);
  if (g % 20 === 0) process.stderr.write(`deal ${g}: ${trace.steps.length} moves, ${statusOf(reply)}\n`);
}
child.stdin.end();

const out = `${root}test/fixtures/wall-traces.json`;
writeFileSync(out, "[\n" + traces.map((t) => JSON.stringify(t)).join(",\n") + "\n]\n");
const moves = traces.reduce((n, t) => n + t.steps.length, 0);
console.log(`recorded ${traces.length} deals, ${moves} moves -> ${out}`);
