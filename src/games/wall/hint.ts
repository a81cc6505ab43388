import { parseCard, rankOf } from "../../cards/index.ts";
import type { Hint } from "../../engine/index.ts";
import type { WallMove } from "./moves.ts";
import { rollout, simAttack } from "./plan.ts";
import { cloneSim, planCosts, REST, simDeal, simExposed, simHealth, type Sim } from "./sim.ts";
import { LAST_TARGET, LOW_GUARDS, TARGET_COUNT, THRONE } from "./state.ts";
import type { WallView } from "./view.ts";

/*
 * The hint sees only the public view. It fills the unknown cards (the 102-card pack's
 * values minus every card in sight or out of the game) into the face-down piles and the
 * stock by sampling, with a generator seeded from the view (same view, same hint), plays
 * every candidate move on each sample and finishes the game with a greedy plan that
 * knows that sample (attack what brings the throne closest, with the cheapest winning
 * cards; deal when nothing does), and proposes the move that won the most samples (then
 * the lowest remaining cost to the throne). Candidates: deal; for each exposed face-up
 * target its inclusion-minimal winning subsets; for a face-down pile every distinct
 * subset (a blind attack or a flip). A deal is replaced by a blind attack with the whole
 * waste on an exposed face-down pile when there is one (free: the waste is lost anyway).
 */
// Samples per candidate: the win rate grows with them (24: ~21%, 48-96: ~25% over 200
// deals), the time too; the budget caps a hint at ~1,000 rollouts.
const MIN_SAMPLES = 32;
const MAX_SAMPLES = 96;
const ROLLOUT_BUDGET = 1000;
/** Every reason a Wall hint gives; the façades have a sentence for each. */
export type WallHintReason = "no_move" | "deal" | "attack" | "attack_throne" | "flip_face_down";

const VALUE_OF = (code: string) => rankOf(parseCard(code) ?? 0);

interface Candidate {
  readonly move: WallMove;
  readonly target: number;
  readonly mask: number; // over the sorted waste; 0 for a deal
}

function hashView(view: WallView): number {
  const text = view.slots.map((p) => p.join("")).join("/") + "|" + view.removed.join("") + "|" + view.score;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

function xorshift(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

export function hint(view: WallView): Hint<WallMove, WallHintReason> {
  if (view.status !== "playing") return { move: null, reason: "no_move" };
  // Sorted waste codes: subsets of it are canonical moves.
  const wasteCodes = view.waste.slice().sort((a, b) => (parseCard(a) ?? 0) - (parseCard(b) ?? 0));
  const waste = wasteCodes.map(VALUE_OF);
  const codesOf = (mask: number) => wasteCodes.filter((_, i) => mask & (1 << i));

  // The unknown values: the two packs hold 8 cards of each rank (the two kings of spades
  // are the throne's, always in sight or removed), minus every card seen.
  const pool = Array.from({ length: 14 }, (_, v) => (v === 0 ? 0 : 8));
  const seen = [...view.slots.flat(), ...view.removed].filter((c) => c !== "??");
  for (const c of seen) pool[VALUE_OF(c)]!--;
  const unknown: number[] = [];
  pool.forEach((n, v) => {
    for (let i = 0; i < n; i++) unknown.push(v);
  });
  const mean = unknown.length ? unknown.reduce((a, b) => a + b, 0) / unknown.length : 7;

  const base: Sim = {
    sum: new Int32Array(TARGET_COUNT),
    count: new Int32Array(TARGET_COUNT),
    down: new Uint8Array(TARGET_COUNT),
    stock: new Int32Array(0),
    stockLength: view.stockCount,
    waste,
  };
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    const pile = view.slots[t]!;
    base.count[t] = pile.length;
    if (pile.length > 0 && pile[0] === "??") base.down[t] = 1;
    else base.sum[t] = pile.reduce((a, c) => a + VALUE_OF(c), 0);
  }

  const downCost = new Float64Array(TARGET_COUNT);
  for (const t of LOW_GUARDS) downCost[t] = base.count[t]! * mean + 1;

  const candidates: Candidate[] = [];
  if (view.stockCount > 0) candidates.push({ move: { type: "deal" }, target: -1, mask: 0 });
  const all = (1 << waste.length) - 1;
  for (const target of view.targets) {
    const t = target.slot;
    const masks = new Set<number>();
    // A face-down pile: every subset (the outcome depends on the unknown health). A
    // face-up target: the winning subsets with no winning proper subset (a bigger set
    // removes the same target and only leaves fewer cards).
    const sumOf = (m: number) => waste.reduce((a, v, i) => (m & (1 << i) ? a + v : a), 0);
    for (let m = 1; m <= all; m++) {
      if (target.faceDown) masks.add(m);
      else if (sumOf(m) > (target.health ?? 0)) {
        let minimal = true;
        for (let sub = (m - 1) & m; sub > 0; sub = (sub - 1) & m)
          if (sumOf(sub) > (target.health ?? 0)) minimal = false;
        if (minimal) masks.add(m);
      }
    }
    for (const m of masks) {
      const cards = codesOf(m);
      if (
        candidates.some(
          (c) => c.target === t && c.move.type === "attack" && c.move.cards.join() === cards.join(),
        )
      )
        continue;
      candidates.push({ move: { type: "attack", target: t, cards }, target: t, mask: m });
    }
  }
  if (candidates.length === 0) return { move: null, reason: "no_move" };

  const reasonOf = (c: Candidate, chance: number | null): Hint<WallMove, WallHintReason> => {
    const params: Record<string, number> = chance === null ? {} : { win_chance: chance };
    if (c.move.type === "deal") return { move: c.move, reason: "deal", params };
    const down = base.down[c.target] === 1;
    const health = down ? null : simHealth(base, c.target);
    return {
      move: c.move,
      reason: down ? "flip_face_down" : c.target === THRONE ? "attack_throne" : "attack",
      params: health === null ? { ...params, target: c.target } : { ...params, target: c.target, health },
    };
  };
  if (candidates.length === 1) return reasonOf(candidates[0]!, null);

  // Evaluate every candidate on the same samples (common random numbers), ranked by wins,
  // then by the lowest cost left to the throne.
  const random = xorshift(hashView(view));
  const wins = new Array<number>(candidates.length).fill(0);
  const costs = new Array<number>(candidates.length).fill(0);
  const tried = new Array<number>(candidates.length).fill(0);
  const downs = LOW_GUARDS.filter((t) => base.down[t]);
  const samples: Sim[] = [];
  const sampleAt = (k: number): Sim => {
    while (samples.length <= k) {
      const cards = unknown.slice();
      for (let i = cards.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      const sample = cloneSim(base);
      let next = 0;
      for (const t of downs) for (let i = 0; i < base.count[t]!; i++) sample.sum[t]! += cards[next++]!;
      const stock = Int32Array.from(cards.slice(next, next + view.stockCount));
      samples.push({ ...sample, stock, stockLength: stock.length });
    }
    return samples[k]!;
  };
  const evaluate = (i: number, upTo: number) => {
    const c = candidates[i]!;
    for (let k = tried[i]!; k < upTo; k++) {
      const trial = cloneSim(sampleAt(k));
      if (c.move.type === "deal") simDeal(trial);
      else simAttack(trial, c.target, c.mask);
      const result = rollout(trial);
      if (result.won) wins[i]!++;
      costs[i]! += result.cost;
    }
    tried[i] = upTo;
  };
  const rank = (indices: number[]) =>
    indices
      .slice()
      .sort(
        (a, b) =>
          wins[b]! / tried[b]! - wins[a]! / tried[a]! || costs[a]! / tried[a]! - costs[b]! / tried[b]!,
      );
  // Flat Monte Carlo within a budget of rollouts (at least MIN_SAMPLES per candidate).
  const perCandidate = Math.max(
    MIN_SAMPLES,
    Math.min(MAX_SAMPLES, Math.floor(ROLLOUT_BUDGET / candidates.length)),
  );
  const best = rank(candidates.map((_, i) => (evaluate(i, perCandidate), i)))[0]!;
  let choice = candidates[best]!;
  // Dealing throws the waste away; attacking an exposed face-down pile with all of it
  // first costs nothing (the waste then runs empty and the same deal follows) and either
  // removes the pile or shows its cards. Prefer the pile closest to the throne.
  if (choice.move.type === "deal" && waste.length > 0) {
    planCosts(base, false, downCost);
    let pile = -1;
    for (const t of LOW_GUARDS)
      if (base.down[t] && simExposed(base, t) && (pile < 0 || REST[t]! < REST[pile]!)) pile = t;
    if (pile >= 0)
      choice = { move: { type: "attack", target: pile, cards: wasteCodes }, target: pile, mask: all };
  }
  return reasonOf(choice, Math.round((100 * wins[best]!) / tried[best]!));
}
