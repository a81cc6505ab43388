import { parseCard, rankOf } from "../../cards/index.ts";
import type { Hint } from "../../engine/index.ts";
import { DEAL, type WallMove } from "./moves.ts";
import { nextAttack } from "./plan.ts";
import { simHealth, type Sim } from "./sim.ts";
import { LAST_TARGET, LOW_GUARDS, TARGET_COUNT, THRONE } from "./state.ts";
import type { WallView } from "./view.ts";

/*
 * The hint sees only the public view: it models the position by card values (a face-down
 * pile as its number of cards, costed at the mean value of the cards not yet seen, never
 * as its cards) and asks the policy of plan.ts for its next attack, or deals. Nothing
 * random, nothing timed: the same view always gets the same hint.
 */
/** Every reason a Wall hint gives; the façades have a sentence for each. */
export type WallHintReason = "no_move" | "deal" | "attack" | "attack_throne" | "flip_face_down";

const VALUE_OF = (code: string) => rankOf(parseCard(code) ?? 0);

/** The mean value of the cards not in sight: two packs hold 8 of each rank (kings of spades apart). */
function unseenMean(view: WallView): number {
  const pool = Array.from({ length: 14 }, (_, v) => (v === 0 ? 0 : 8));
  for (const pile of view.slots) for (const c of pile) if (c !== "??") pool[VALUE_OF(c)]!--;
  for (const c of view.removed) pool[VALUE_OF(c)]!--;
  let n = 0;
  let sum = 0;
  pool.forEach((k, v) => {
    n += k;
    sum += k * v;
  });
  return n > 0 ? sum / n : 7;
}

export function hint(view: WallView): Hint<WallMove, WallHintReason> {
  if (view.status !== "playing") return { move: null, reason: "no_move" };
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
  const mean = unseenMean(view);
  const downCost = new Float64Array(TARGET_COUNT);
  for (const t of LOW_GUARDS) downCost[t] = s.count[t]! * mean + 1;

  const attack = nextAttack(s, downCost);
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
