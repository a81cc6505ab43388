import { planCosts, REST, simExposed, simHealth, simRemove, type Sim } from "./sim.ts";
import { LAST_TARGET, LOW_GUARDS, THRONE } from "./state.ts";

/*
 * The hint's policy. It reads what a player sees: face-up cards and the waste. A face-down
 * pile is its number of cards and what the unseen cards make likely (`Beliefs`), never its
 * cards.
 *
 * 1. The hand: of every sequence of attacks the waste can make, the one that leaves the
 *    least attack value (expected) between the game and the throne (planCosts; ties: the
 *    fewest values spent); its first attack is played. A face-up target is attacked with an
 *    inclusion-minimal winning subset (a bigger one removes the same target and keeps fewer
 *    cards). An exposed face-down pile may be attacked with any subset: it falls with the
 *    chance that its sum is below the attack's, and otherwise turns face up, each way
 *    followed by the rest of the search; a turned pile is searched at a few likely sums
 *    (BUCKETS), so knowing it is worth what the plan then does differently.
 * 2. Otherwise, while no low guard pile has fallen (the high guard is still out of reach),
 *    an exposed face-down pile gets the whole waste: it falls or shows its cards.
 * 3. Otherwise the waste removes what it can, the target nearest the throne first (removing
 *    a target never hurts: exposure only grows, health only falls); or, failing that, it
 *    is thrown at a face-down pile (a deal would throw it away anyway).
 * 4. Otherwise: deal (null).
 *
 * Measured by playing deals with it (docs/figures-limits-costs.md, "Known limits"): deals 620,000-624,999, 24.6%
 * won (24.1% without the chances of step 1); 500,000-509,999, 23.7%. Monte Carlo over
 * sampled deals (the hint before it) won 22.2%; on top of this policy it added nothing.
 */

interface Attack {
  readonly target: number;
  /** Bit mask over the waste (`Sim.waste`), which is sorted by value. */
  readonly mask: number;
}

/** What the public view says about face-down piles. */
export interface Beliefs {
  /** Per target: the cost planCosts gives a face-down pile (its expected health + 1). */
  readonly downCost: Float64Array;
  /** `sumOf(n)[x]`: the chance that n unseen cards add up to x. */
  readonly sumOf: (n: number) => readonly number[];
}

/** A turned pile's unknown sum is searched at this many sums of equal chance. */
const BUCKETS = 4;

/**
 * Positions one hand's search may expand; past them the attacks not yet tried are left out
 * and a position is valued as it stands (planCosts), as at the hand's end. Few hands need
 * more (the most seen in play, ~7,600, took ~20 ms of CPU): the bound keeps every hint
 * within a request's CPU limit whatever a custom layout asks, and counts positions, not
 * time, so a hint stays reproducible.
 */
export const HAND_BUDGET = 1_000;

function maskSum(waste: readonly number[], mask: number): number {
  let sum = 0;
  for (let i = 0; i < waste.length; i++) if (mask & (1 << i)) sum += waste[i]!;
  return sum;
}

/** The cheapest subset (bit mask over `waste`) whose sum beats `health`, fewest cards on ties; 0 if none. */
function cheapestWinning(waste: readonly number[], health: number): number {
  let best = 0;
  let bestSum = Infinity;
  let bestCount = 0;
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    const sum = maskSum(waste, mask);
    let n = 0;
    for (let m = mask; m; m &= m - 1) n++;
    if (sum > health && (sum < bestSum || (sum === bestSum && n < bestCount))) {
      best = mask;
      bestSum = sum;
      bestCount = n;
    }
  }
  return best;
}

/** Whether `mask` beats `health` and no proper subset of it does. */
function minimalWinning(waste: readonly number[], mask: number, health: number): boolean {
  if (maskSum(waste, mask) <= health) return false;
  for (let sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask)
    if (maskSum(waste, sub) > health) return false;
  return true;
}

/** Whether `mask` takes a card and leaves an equal one before it: the same values as another mask. */
function repeats(waste: readonly number[], mask: number): boolean {
  for (let i = 1; i < waste.length; i++)
    if (mask & (1 << i) && !(mask & (1 << (i - 1))) && waste[i] === waste[i - 1]) return true;
  return false;
}

/**
 * `then()` asked of s after an attack with `mask` of its waste on target t, which fell
 * (`sum` < 0) or turned face up showing `sum`; s is put back as it was before this returns
 * (the search changes one position in place rather than copy it: copies took half its time).
 */
function afterAttack(s: Sim, mask: number, t: number, sum: number, then: () => number): number {
  const waste = s.waste;
  const count = s.count[t]!;
  const total = s.sum[t]!;
  const down = s.down[t]!;
  s.waste = waste.filter((_, i) => !(mask & (1 << i)));
  if (sum < 0) simRemove(s, t);
  else {
    s.down[t] = 0;
    s.sum[t] = sum;
  }
  const value = then();
  s.waste = waste;
  s.count[t] = count;
  s.sum[t] = total;
  s.down[t] = down;
  return value;
}

/**
 * Expectimax over the attack sequences of one hand (at most 3 cards). Positions are
 * remembered by what the sequence did (targets removed, piles turned and at which sum,
 * cards left), so two orders of the same attacks are searched once.
 */
class HandSearch {
  private readonly beliefs: Beliefs;
  private readonly memo = new Map<string, number>();
  private expanded = 0;

  constructor(beliefs: Beliefs) {
    this.beliefs = beliefs;
  }

  /** The least expected cost the rest of the hand can reach from s; `root` gets the first attack. */
  cost(s: Sim, done: readonly string[], root: { attack: Attack | null } | null): number {
    if (s.count[THRONE] === 0) return -Infinity;
    const key = root ? "" : `${[...done].sort().join()}|${s.waste.join()}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let best = planCosts(s, this.beliefs.downCost);
    if (!root && this.expanded >= HAND_BUDGET) return best;
    this.expanded++;
    let bestSpent = Infinity;
    const consider = (value: number, attack: Attack, spent: number) => {
      // A tolerance: expectations of equal plans may differ in the last bits.
      if (value < best - 1e-9 || (value <= best + 1e-9 && spent < bestSpent && root?.attack)) {
        best = value;
        bestSpent = spent;
        if (root) root.attack = attack;
      }
    };
    for (let t = THRONE; t <= LAST_TARGET && s.waste.length > 0; t++) {
      if (s.count[t] === 0 || !simExposed(s, t)) continue;
      const health = s.down[t] ? -1 : simHealth(s, t);
      for (let mask = 1; mask < 1 << s.waste.length && this.expanded < HAND_BUDGET; mask++) {
        if (repeats(s.waste, mask)) continue;
        const spent = maskSum(s.waste, mask);
        if (health >= 0) {
          if (!minimalWinning(s.waste, mask, health)) continue;
          const value = afterAttack(s, mask, t, -1, () => this.cost(s, [...done, `r${t}`], null));
          consider(value, { target: t, mask }, spent);
        } else consider(this.blind(s, t, mask, spent, done), { target: t, mask }, spent);
      }
    }
    if (!root) this.memo.set(key, best);
    return best;
  }

  /** The expected cost after attacking face-down pile t with `mask` (sum `spent`). */
  private blind(s: Sim, t: number, mask: number, spent: number, done: readonly string[]): number {
    const chances = this.beliefs.sumOf(s.count[t]!);
    let falls = 0;
    let stays = 0;
    for (let x = 0; x < chances.length; x++) {
      if (x < spent) falls += chances[x]!;
      else stays += chances[x]!;
    }
    let value = 0;
    if (falls > 0) {
      value += falls * afterAttack(s, mask, t, -1, () => this.cost(s, [...done, `r${t}`], null));
    }
    // Turned face up: the sums it can have (spent and above), in BUCKETS groups of equal
    // chance, each at its mean.
    let group = 0;
    let weighted = 0;
    let seen = 0;
    let edge = 1;
    for (let x = spent; x < chances.length && stays > 0; x++) {
      const p = chances[x]!;
      group += p;
      weighted += p * x;
      seen += p;
      if (seen >= (stays * edge) / BUCKETS - 1e-12 || x === chances.length - 1) {
        if (group > 0) {
          const sum = Math.round(weighted / group);
          value += group * afterAttack(s, mask, t, sum, () => this.cost(s, [...done, `f${t}=${sum}`], null));
        }
        group = 0;
        weighted = 0;
        edge++;
      }
    }
    return value;
  }
}

/** An exposed face-down pile, the one nearest the throne (REST as planCosts left it); -1 if none. */
function exposedFaceDown(s: Sim): number {
  let pile = -1;
  for (const t of LOW_GUARDS)
    if (s.down[t] && s.count[t]! > 0 && simExposed(s, t) && (pile < 0 || REST[t]! < REST[pile]!)) pile = t;
  return pile;
}

/** The waste's use nearest the throne among face-up targets it can beat, or null. */
function freeAttack(s: Sim): Attack | null {
  let best: Attack | null = null;
  let bestRest = Infinity;
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    if (s.count[t] === 0 || s.down[t] || !simExposed(s, t) || REST[t]! >= bestRest) continue;
    const mask = cheapestWinning(s.waste, simHealth(s, t));
    if (mask === 0) continue;
    best = { target: t, mask };
    bestRest = REST[t]!;
  }
  return best;
}

/** The policy's next attack for the position (steps 1-3 above), or null to deal. */
export function nextAttack(s: Sim, beliefs: Beliefs): Attack | null {
  if (s.waste.length === 0 || s.count[THRONE] === 0) return null;
  const root = { attack: null as Attack | null };
  new HandSearch(beliefs).cost(s, [], root);
  if (root.attack) return root.attack;
  planCosts(s, beliefs.downCost); // REST for the choices below
  const all = (1 << s.waste.length) - 1;
  const pile = exposedFaceDown(s);
  const guardsStand = LOW_GUARDS.every((t) => s.count[t]! > 0);
  if (pile >= 0 && guardsStand) return { target: pile, mask: all };
  return freeAttack(s) ?? (pile >= 0 ? { target: pile, mask: all } : null);
}
