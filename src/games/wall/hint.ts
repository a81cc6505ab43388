import { parseCard, rankOf } from "../../cards/index.ts";
import { endedHint, type EndStatus, type Hint } from "../../engine/index.ts";
import { DEAL, type WallMove } from "./moves.ts";
import { nextAttack, type Beliefs } from "./plan.ts";
import { simHealth, type Sim } from "./sim.ts";
import { LAST_TARGET, LOW_GUARDS, TARGET_COUNT, THRONE } from "./state.ts";
import type { WallView } from "./view.ts";

/*
 * The hint sees only the public view: it models the position by card values (a face-down
 * pile as its number of cards and what the unseen cards make likely, never as its cards)
 * and asks the policy of plan.ts for its next attack, or deals. Nothing
 * random, nothing timed: the same view always gets the same hint.
 */
/** Every reason a Wall hint gives; the façades have a sentence for each. */
export type WallHintReason = EndStatus | "no_move" | "deal" | "attack" | "attack_throne" | "flip_face_down";

const VALUE_OF = (code: string) => rankOf(parseCard(code) ?? 0);

/**
 * What the view says about the face-down piles: the unseen cards are the two packs' 8 cards
 * of each rank (kings of spades apart) minus every card in sight or out of the game; a pile
 * of n cards is costed at n times their mean + 1, and its sum is taken as n draws from them
 * (with replacement: close enough for a plan, and simple).
 */
function beliefsOf(view: WallView, count: Int32Array): Beliefs {
  const pool = Array.from({ length: 14 }, (_, v) => (v === 0 ? 0 : 8));
  for (const pile of view.slots) for (const c of pile) if (c !== "??") pool[VALUE_OF(c)]!--;
  for (const c of view.removed) pool[VALUE_OF(c)]!--;
  let n = 0;
  let total = 0;
  pool.forEach((k, v) => {
    n += k;
    total += k * v;
  });
  const mean = n > 0 ? total / n : 7;
  const downCost = new Float64Array(TARGET_COUNT);
  for (const t of LOW_GUARDS) downCost[t] = count[t]! * mean + 1;
  const sums: number[][] = [[1]];
  const sumOf = (cards: number): readonly number[] => {
    while (sums.length <= cards) {
      const last = sums.at(-1)!;
      const next = new Array<number>(last.length + 13).fill(0);
      last.forEach((p, x) => {
        for (let v = 1; v <= 13 && n > 0; v++) next[x + v]! += (p * pool[v]!) / n;
      });
      sums.push(next);
    }
    return sums[cards]!;
  };
  return { downCost, sumOf };
}

export function hint(view: WallView): Hint<WallMove, WallHintReason> {
  if (view.status !== "playing") return endedHint(view.status);
  // The waste sorted by value (equal values side by side: plan.ts skips their repeats).
  const cardOf = (code: string) => parseCard(code) ?? 0;
  const wasteCodes = view.waste.slice().sort((a, b) => VALUE_OF(a) - VALUE_OF(b) || cardOf(a) - cardOf(b));
  const s: Sim = {
    sum: new Int32Array(TARGET_COUNT),
    count: new Int32Array(TARGET_COUNT),
    down: new Uint8Array(TARGET_COUNT),
    waste: wasteCodes.map(VALUE_OF),
  };
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    const pile = view.slots[t]!;
    s.count[t] = pile.length;
    if (pile.length > 0 && pile[0] === "??") s.down[t] = 1;
    else for (const c of pile) s.sum[t]! += VALUE_OF(c);
  }
  const attack = nextAttack(s, beliefsOf(view, s.count));
  if (attack === null) {
    if (view.stockCount > 0) return { move: DEAL, reason: "deal" };
    // The policy deals only when no attack is allowed, which with an empty stock ends the game.
    return { move: null, reason: "no_move" };
  }
  // Listed canonically, by card.
  const cards = wasteCodes.filter((_, i) => attack.mask & (1 << i)).sort((a, b) => cardOf(a) - cardOf(b));
  const move: WallMove = { type: "attack", target: attack.target, cards };
  const t = attack.target;
  if (s.down[t]) return { move, reason: "flip_face_down", params: { target: t } };
  return {
    move,
    reason: t === THRONE ? "attack_throne" : "attack",
    params: { target: t, health: simHealth(s, t) },
  };
}
