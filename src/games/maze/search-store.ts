import { SLOT_COUNT } from "./state.ts";

// Storage for the hint's breadth-first search (solver.ts): typed arrays, no per-node objects.

/**
 * A set of 53-bit position keys (two 32-bit Zobrist halves), open addressing in typed
 * arrays: far cheaper than a `Set<number>` in the search's inner loop.
 */
export interface KeySet {
  hi: Int32Array;
  lo: Int32Array;
  used: Uint8Array;
  size: number;
}

export const newKeySet = (capacity: number): KeySet => ({
  hi: new Int32Array(capacity),
  lo: new Int32Array(capacity),
  used: new Uint8Array(capacity),
  size: 0,
});

/** Adds the key; false if it was there already. */
export function addKey(set: KeySet, a: number, b: number): boolean {
  const mask = set.used.length - 1;
  let i = (a ^ Math.imul(b, 0x9e3779b1)) & mask;
  while (set.used[i] === 1) {
    if (set.hi[i] === a && set.lo[i] === b) return false;
    i = (i + 1) & mask;
  }
  set.used[i] = 1;
  set.hi[i] = a;
  set.lo[i] = b;
  set.size++;
  return true;
}

export function rehashed(set: KeySet): KeySet {
  const next = newKeySet(set.used.length * 2);
  for (let i = 0; i < set.used.length; i++) if (set.used[i] === 1) addKey(next, set.hi[i]!, set.lo[i]!);
  return next;
}

/** Node storage for the search, grown by doubling (a search mostly needs few nodes). */
export interface Nodes {
  slots: Uint8Array;
  parent: Int32Array;
  via: Int32Array;
  h1: Int32Array;
  h2: Int32Array;
}

export const newNodes = (n: number): Nodes => ({
  slots: new Uint8Array(n * SLOT_COUNT),
  parent: new Int32Array(n),
  via: new Int32Array(n),
  h1: new Int32Array(n),
  h2: new Int32Array(n),
});

export function grown(old: Nodes): Nodes {
  const next = newNodes(old.parent.length * 2);
  next.slots.set(old.slots);
  next.parent.set(old.parent);
  next.via.set(old.via);
  next.h1.set(old.h1);
  next.h2.set(old.h2);
  return next;
}
