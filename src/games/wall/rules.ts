import type { GameStatus } from "../../engine/index.ts";
import type { Card } from "../../cards/index.ts";
import {
  FIRST_WALL,
  isFaceDown,
  isWall,
  LAST_TARGET,
  STOCK,
  TARGET_COUNT,
  THRONE,
  VALUE,
  WASTE,
  type WallState,
} from "./state.ts";

type Slots = readonly (readonly Card[])[];

/** The first slot of the wall's bottom row (46–52): always exposed, nothing below it. */
export const BOTTOM_ROW = 46;

/** Wall slot offsets inside a 15-slot double row: 0 starts an 8-card row, 8 a 7-card row. */
const offset = (s: number) => (s - FIRST_WALL) % 15;
const leftChild = (s: number) => (s < BOTTOM_ROW && offset(s) !== 0 ? s + 7 : -1);
const rightChild = (s: number) => (s < BOTTOM_ROW && offset(s) !== 7 ? s + 8 : -1);
const leftParent = (s: number) => (s >= 16 && offset(s) !== 0 ? s - 8 : -1);
const rightParent = (s: number) => (s >= 16 && offset(s) !== 7 ? s - 7 : -1);
const leftSibling = (s: number) => (offset(s) === 0 || offset(s) === 8 ? -1 : s - 1);
const rightSibling = (s: number) => (offset(s) === 7 || offset(s) === 14 ? -1 : s + 1);

/**
 * EXPOSERS[t]: slots any of which being empty exposes target t (rules/wall.md
 * "Exposure"); null for the bottom wall row (always exposed) and the throne (special).
 */
export const EXPOSERS: readonly (readonly number[] | null)[] = Array.from(
  { length: TARGET_COUNT },
  (_, t) => {
    if (t === THRONE) return null;
    if (t <= 3) return t === 2 ? [5, 6, 1, 3] : [t + 3, t + 4, 2];
    if (t <= 7) {
      const list = [8 + 2 * (t - 4), 9 + 2 * (t - 4)];
      if (t > 4) list.push(t - 1);
      if (t < 7) list.push(t + 1);
      return list;
    }
    if (t >= BOTTOM_ROW) return null;
    return [leftChild(t), rightChild(t), leftSibling(t), rightSibling(t)].filter((s) => s >= 0);
  },
);

/**
 * HEALTH_PARTS[t]: the slots whose cards make up target t's health (W2): a wall card
 * with the cards touching its top corners; an edge of rows 3 and 5 with its one top
 * corner and the card two rows up; a pile alone.
 */
export const HEALTH_PARTS: readonly (readonly number[])[] = Array.from({ length: TARGET_COUNT }, (_, t) => {
  if (!isWall(t)) return [t];
  const lp = leftParent(t);
  const rp = rightParent(t);
  if (offset(t) === 0) return rp >= 0 ? [t, rp, rp - 8] : [t];
  if (offset(t) === 7) return lp >= 0 ? [t, lp, lp - 7] : [t];
  return [t, lp, rp].filter((s) => s >= 0);
});

export function isExposed(slots: Slots, target: number): boolean {
  if (target === THRONE) return slots[1]!.length === 0 && slots[2]!.length === 0 && slots[3]!.length === 0;
  const exposers = EXPOSERS[target];
  if (exposers === undefined) return false;
  if (exposers === null) return true;
  for (let i = 0; i < exposers.length; i++) if (slots[exposers[i]!]!.length === 0) return true;
  return false;
}

export const sumValues = (cards: readonly Card[]): number => {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) sum += VALUE[cards[i]!]!;
  return sum;
};

/** The health of a target (its cards and, for wall cards, the parents still present). */
export function healthOf(slots: Slots, target: number): number {
  const parts = HEALTH_PARTS[target]!;
  let sum = 0;
  for (let i = 0; i < parts.length; i++) sum += sumValues(slots[parts[i]!]!);
  return sum;
}

export function statusOf(state: WallState): GameStatus {
  const slots = state.slots;
  if (slots[THRONE]!.length === 0) return "won";
  if (slots[STOCK]!.length > 0) return "playing";
  const waste = sumValues(slots[WASTE[0]]!) + sumValues(slots[WASTE[1]]!) + sumValues(slots[WASTE[2]]!);
  if (waste === 0) return "lost";
  for (let t = THRONE; t <= LAST_TARGET; t++) {
    if (slots[t]!.length === 0 || !isExposed(slots, t)) continue;
    if (isFaceDown(state, t) || healthOf(slots, t) < waste) return "playing";
  }
  return "lost";
}
