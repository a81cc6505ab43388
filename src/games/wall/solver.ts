import { CARD_CODES, type Card } from "../../cards/index.ts";
import type { Solution, SolveBudget } from "../../engine/index.ts";
import { newKeyTable, rehashed, setValue, valueOf, type KeyTable } from "../../engine/key-table.ts";
import {
  ALWAYS,
  G_SUM,
  guardBound,
  HIGH_GUARDS_MASK,
  INF,
  NEED,
  PART_A,
  PART_B,
  X_HI,
  X_LO,
} from "./solver-bound.ts";
import { DEAL, type WallMove } from "./moves.ts";
import { statusOf } from "./rules.ts";
import { FIRST_WASTE, LAST_WASTE, STOCK, TARGET_COUNT, THRONE, VALUE } from "./state.ts";
import type { WallState } from "./state.ts";

/*
 * A full-information solver: it reads the stock and the face-down piles, so only for
 * positions with nothing left to hide (or for analysis). Depth-first search over (targets
 * removed, hand, cards left of the hand): the waste only ever holds cards of one hand,
 * the stock deals hands of 3 in a known order, and suits play no part, so that triple is
 * the whole position (exact keys, no collisions). Moves: an exposed target with an
 * inclusion-minimal winning subset of the hand (a bigger one removes the same target and
 * keeps fewer cards), equal values taken in one canonical way; or deal. A failed blind
 * attack on a face-down pile only throws cards away, which a deal does too: never needed.
 *
 * Removing a target never hurts (exposure only grows, health only falls), so a position
 * with more targets removed and more cards left is at least as good. Hence dealing is
 * dominated by any attack followed by dealing, and (for the length of a line) by an
 * attack that uses the whole hand and so deals by itself. Positions proven lost are
 * remembered. Cuts, each admissible (rules/wall.md): the throne (health 26) needs a whole
 * fresh hand of 27 or more after the last high guard pile fell, so the guards must fall to
 * the hands before one such hand; each guard pile standing needs its own attack, a subset
 * of one hand (guardHand: an exact packing of those few attacks into the hands); and the
 * guards cost at least a chain of removals from an exposed target up to one high guard
 * pile plus every high guard pile, each target at least its own value + 1 and the value of
 * the parent it exposes (that parent still stands when it falls, so it counts in its
 * health), none dearer than the best hand to come (guardBound: value, cards and attacks).
 * Against the research prototype (solvability.md) on deals 0-999: the same verdict on the
 * 988 it decides within 3 s, a sixth of its nodes, about 2.6 times its nodes per second.
 *
 * The first line found is then shortened by branch and bound on the number of actions
 * within a small extra budget.
 */

/** Positions proven lost, in the memo (otherwise: the fewest actions a search reached it with). */
const DEAD = -1;
/** The smallest winning sum against the throne's 26 (two cards make at most 26). */
const THRONE_SUM = 27;
/** Hands: 0 is the waste, then the stock three cards at a time, each sorted by value. */
interface Hands {
  readonly count: number;
  /** Per hand: 3 cards (unused entries -1). */
  readonly cards: Int32Array;
  readonly full: Int32Array;
  /** Per hand and subset mask (hand * 8 + mask): sum and smallest value. */
  readonly sum: Int32Array;
  readonly min: Int32Array;
  /** Per hand: bit i set when cards i and i + 1 have the same value. */
  readonly twins: Int32Array;
  /** Per hand: the first later hand that can take the throne (-1: none). */
  readonly nextThrone: Int32Array;
  /** Sum of the whole hands before hand j. */
  readonly before: Int32Array;
}

function handsOf(state: WallState): Hands {
  const stock = state.slots[STOCK]!;
  const waste: Card[] = [];
  for (let w = FIRST_WASTE; w <= LAST_WASTE; w++) waste.push(...state.slots[w]!);
  const lists: Card[][] = [waste];
  for (let top = stock.length; top >= 3; top -= 3)
    lists.push([stock[top - 1]!, stock[top - 2]!, stock[top - 3]!]);
  const count = lists.length;
  const cards = new Int32Array(count * 3).fill(-1);
  const full = new Int32Array(count);
  const sum = new Int32Array(count * 8);
  const min = new Int32Array(count * 8);
  const twins = new Int32Array(count);
  lists.forEach((list, j) => {
    const sorted = list.slice().sort((a, b) => VALUE[a]! - VALUE[b]! || a - b);
    sorted.forEach((c, i) => (cards[j * 3 + i] = c));
    full[j] = (1 << sorted.length) - 1;
    for (let i = 0; i + 1 < sorted.length; i++)
      if (VALUE[sorted[i]!] === VALUE[sorted[i + 1]!]) twins[j]! |= 1 << i;
    for (let mask = 1; mask <= full[j]!; mask++) {
      let s = 0;
      let m = INF;
      for (let i = 0; i < sorted.length; i++)
        if (mask & (1 << i)) {
          s += VALUE[sorted[i]!]!;
          m = Math.min(m, VALUE[sorted[i]!]!);
        }
      sum[j * 8 + mask] = s;
      min[j * 8 + mask] = m;
    }
  });
  const nextThrone = new Int32Array(count).fill(-1);
  for (let j = count - 2; j >= 0; j--)
    nextThrone[j] = full[j + 1] === 7 && sum[(j + 1) * 8 + 7]! >= THRONE_SUM ? j + 1 : nextThrone[j + 1]!;
  const before = new Int32Array(count + 1);
  for (let j = 0; j < count; j++) before[j + 1] = before[j]! + sum[j * 8 + full[j]!]!;
  return { count, cards, full, sum, min, twins, nextThrone, before };
}

// Actions on the search's path: a deal, or hand << 9 | target << 3 | mask.
const DEAL_ACTION = -1;
const attackAction = (hand: number, target: number, mask: number) => (hand << 9) | (target << 3) | mask;
/**
 * Move order: the cheapest chain up to a high guard pile first (G_SUM), a little ahead of it
 * an attack with the whole hand (it deals by itself: one action fewer), then the least value
 * wasted. Shorter first lines, about as fast (deals 0-499).
 */
const PART_HAND = 4;
/** Most candidate attacks at one node: 52 targets, at most 3 minimal subsets of 3 cards each. */
const MAX_CANDIDATES = 160;
/** Most actions in a line: every target and a deal per hand (a custom stock may hold 34 hands). */
const MAX_DEPTH = 96;
/** The extra budget spent shortening a line found: as much again as finding it, within these. */
const POLISH_MIN = 10_000;
const POLISH_MAX = 50_000;

function toMoves(hands: Hands, actions: readonly number[]): WallMove[] {
  return actions.map((a): WallMove => {
    if (a === DEAL_ACTION) return DEAL;
    const hand = a >> 9;
    const cards: Card[] = [];
    for (let i = 0; i < 3; i++) if (a & (1 << i)) cards.push(hands.cards[hand * 3 + i]!);
    cards.sort((x, y) => x - y);
    return { type: "attack", target: (a >> 3) & 63, cards: cards.map((c) => CARD_CODES[c]!) };
  });
}

/**
 * Solves a Wall position whose every card is known (it reads the stock and the face-down
 * piles). Winnable: `line` wins from `state` through `applyMove`. Deterministic: the same
 * state and budget give the same answer.
 */
export function solveWall(state: WallState, budget: SolveBudget): Solution<WallMove> {
  const status = statusOf(state);
  if (status === "won") return { verdict: "winnable", line: [], nodes: 0 };
  if (status === "lost") return { verdict: "unwinnable", line: null, nodes: 0 };
  const hands = handsOf(state);
  const last = hands.count - 1;
  const { sum: SUM, min: MIN, full: FULL, twins: TWINS, nextThrone: NEXT_THRONE, before: BEFORE } = hands;
  let lastThrone = -1;
  for (let j = 0; j <= last; j++) if (FULL[j] === 7 && SUM[j * 8 + 7]! >= THRONE_SUM) lastThrone = j;
  // The best whole hand from hand j to the last one before the throne's: no attack beats more.
  const bestFrom = new Int32Array(hands.count + 1);
  for (let j = lastThrone - 1; j >= 0; j--) bestFrom[j] = Math.max(bestFrom[j + 1]!, SUM[j * 8 + FULL[j]!]!);

  const live = new Int32Array(TARGET_COUNT + 1);
  let lo = 0;
  let hi = 0;
  for (let t = THRONE; t < TARGET_COUNT; t++) {
    const pile = state.slots[t]!;
    for (const c of pile) live[t]! += VALUE[c]!;
    if (pile.length === 0) {
      if (t < 32) lo |= 1 << t;
      else hi |= 1 << (t - 32);
    }
  }

  // guardHand(k, rem): the first hand after hand k that can take the throne once every guard
  // pile standing has fallen, each to its own attack, every attack a subset of one hand before
  // it (disjoint within a hand); with no guard fallen yet, one low guard pile falls first (only
  // that exposes a high guard pile). Guard piles never change: the answer depends on (hand,
  // cards left, guards standing) only, and is cached by them.
  const guardCache = new Int32Array(hands.count * 8 * 128).fill(-1);
  const avail = new Int32Array(hands.count);
  let items: number[] = [];
  const place = (i: number): boolean => {
    if (i === items.length) return true;
    const cost = items[i]!;
    for (let j = avail.length - 1; j >= 0; j--) {
      const free = avail[j]!;
      for (let S = free; S > 0; S = (S - 1) & free) {
        const sum = SUM[j * 8 + S]!;
        if (sum < cost || sum - MIN[j * 8 + S]! >= cost || (S & TWINS[j]! & ((free & ~S) >> 1)) !== 0)
          continue;
        avail[j] = free & ~S;
        const done = place(i + 1);
        avail[j] = free;
        if (done) return true;
      }
    }
    return false;
  };
  const firstFit = (k: number, rem: number): number => {
    const highs = [1, 2, 3].filter((h) => live[h]! > 0).map((h) => live[h]! + 1);
    const choices = (lo & 0xfe) === 0 ? [4, 5, 6, 7].map((l) => [...highs, live[l]! + 1]) : [highs];
    for (let j = NEXT_THRONE[k]!; j >= 0; j = NEXT_THRONE[j]!)
      for (const choice of choices) {
        items = choice.sort((x, y) => y - x);
        avail.fill(0);
        avail[k] = rem;
        for (let i = k + 1; i < j; i++) avail[i] = FULL[i]!;
        if (place(0)) return j;
      }
    return INF;
  };
  const guardHand = (k: number, rem: number): number => {
    const at = (k * 8 + rem) * 128 + ((lo & 0xfe) >> 1);
    if (guardCache[at]! < 0) guardCache[at] = firstFit(k, rem);
    return guardCache[at]!;
  };

  let memo: KeyTable = newKeyTable(1 << 12);
  const candidates = new Int32Array(MAX_CANDIDATES * MAX_DEPTH);
  const path: number[] = [];
  const found: { line: number[] | null } = { line: null };
  let bound = INF; // lines must have fewer actions than this
  let firstOnly = true;
  let nodes = 0;
  let limit = budget.nodes;
  let aborted = false;

  const remember = (b: number, value: number) => {
    setValue(memo, lo, b, value);
    if (memo.size * 2 > memo.used.length) memo = rehashed(memo);
  };
  const record = (tail: readonly number[]) => {
    found.line = [...path, ...tail];
    bound = found.line.length;
    return firstOnly;
  };

  /** True when the search is to stop (a first line found); `g`: actions so far. */
  function search(k: number, rem: number, g: number): boolean {
    if (nodes >= limit) {
      aborted = true;
      return false;
    }
    nodes++;
    const b = hi | (k << 21) | (rem << 28);
    if (valueOf(memo, lo, b, INF) <= g) return false;
    const k8 = k * 8;
    if ((lo & HIGH_GUARDS_MASK) === HIGH_GUARDS_MASK) {
      // The throne is exposed: it falls to the first whole hand of 27 or more.
      if (FULL[k] === 7 && rem === 7 && SUM[k8 + 7]! >= THRONE_SUM)
        return g + 1 < bound && record([attackAction(k, THRONE, 7)]);
      const j = NEXT_THRONE[k]!;
      if (j < 0) remember(b, DEAD);
      else if (g + j - k + 1 < bound)
        return record([...Array<number>(j - k).fill(DEAL_ACTION), attackAction(j, THRONE, 7)]);
      return false;
    }
    // Feasibility: the guards fall to hands before the throne's (guardHand), and the attack
    // value and cards they need at least (guardBound) come from hands before it too.
    let throne = guardHand(k, rem);
    if (throne <= last) {
      guardBound(live, lo, hi, Math.max(SUM[k8 + rem]!, bestFrom[k + 1]!));
      const cards = (rem & 1) + ((rem >> 1) & 1) + ((rem >> 2) & 1) - 3 * (k + 1);
      while (
        throne >= 0 &&
        (NEED[0]! > SUM[k8 + rem]! + BEFORE[throne]! - BEFORE[k + 1]! || NEED[1]! > cards + 3 * throne)
      )
        throne = NEXT_THRONE[throne]!;
    }
    if (throne < 0 || throne > last) {
      remember(b, DEAD);
      return false;
    }
    // Actions: the attacks still needed, or one per hand until the throne's; then the throne.
    if (g + Math.max(NEED[2]!, throne - k) + 1 >= bound) {
      remember(b, g);
      return false;
    }

    const base = g * MAX_CANDIDATES;
    let n = 0;
    let wholeHand = false;
    const twins = TWINS[k]!;
    for (let t = THRONE + 1; t < TARGET_COUNT; t++) {
      if (live[t] === 0) continue;
      if (!ALWAYS[t] && ((lo & X_LO[t]!) | (hi & X_HI[t]!)) === 0) continue;
      const health = live[t]! + live[PART_A[t]!]! + live[PART_B[t]!]!;
      for (let S = rem; S > 0; S = (S - 1) & rem) {
        const sum = SUM[k8 + S]!;
        // Winning, minimal (without its smallest card it loses), equal values taken top first.
        if (sum <= health || sum - MIN[k8 + S]! > health || (S & twins & ((rem & ~S) >> 1)) !== 0) continue;
        if (k === last && S === rem) continue; // the last cards gone, the throne still standing
        let at = base + n++;
        const c =
          ((Math.min(G_SUM[t]! + (S === rem ? 0 : PART_HAND), 255) * 64 + sum - health - 1) << 12) |
          (t << 3) |
          S;
        for (; at > base && candidates[at - 1]! > c; at--) candidates[at] = candidates[at - 1]!;
        candidates[at] = c;
        if (S === rem) wholeHand = true;
      }
    }
    for (let i = 0; i < n; i++) {
      const c = candidates[base + i]!;
      const t = (c >> 3) & 63;
      const S = c & 7;
      const left = rem & ~S;
      const pile = live[t]!;
      live[t] = 0;
      if (t < 32) lo |= 1 << t;
      else hi |= 1 << (t - 32);
      path.push(attackAction(k, t, S));
      const stop = left === 0 ? search(k + 1, FULL[k + 1]!, g + 1) : search(k, left, g + 1);
      path.pop();
      live[t] = pile;
      if (t < 32) lo &= ~(1 << t);
      else hi &= ~(1 << (t - 32));
      if (stop) return true;
      if (aborted) return false;
    }
    if (k < last && !(firstOnly ? n > 0 : wholeHand)) {
      path.push(DEAL_ACTION);
      const stop = search(k + 1, FULL[k + 1]!, g + 1);
      path.pop();
      if (stop) return true;
    }
    if (!aborted) remember(b, firstOnly ? DEAD : g);
    return false;
  }

  search(0, FULL[0]!, 0);
  if (found.line === null) return { verdict: aborted ? "unknown" : "unwinnable", line: null, nodes };
  // Shorten: branch and bound on the number of actions, within a small extra budget.
  firstOnly = false;
  aborted = false;
  limit = Math.min(budget.nodes, nodes + Math.min(POLISH_MAX, Math.max(POLISH_MIN, nodes)));
  search(0, FULL[0]!, 0);
  return { verdict: "winnable", line: toMoves(hands, found.line), nodes };
}
