import { clearKeys, newKeyTable, type KeyTable } from "../../engine/key-table.ts";
import { SLOT_COUNT } from "./state.ts";

// Storage for the searches of explore.ts: typed arrays, no per-node objects (position keys:
// src/engine/key-table.ts).

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

/*
 * One search's storage, kept for the next: a hint runs hundreds of small searches, and
 * allocating their arrays anew took a third of its time. Searches never nest. Storage past
 * these sizes (a solver's long search) is let go when the search ends.
 */
const KEPT_NODES = 1 << 16;
const KEPT_KEYS = 1 << 17;
let keptNodes = newNodes(64);
let keptKeys = newKeyTable(256);

/** Storage for a new search: the kept arrays (positions stored before are overwritten). */
export function searchStorage(): { nodes: Nodes; seen: KeyTable } {
  clearKeys(keptKeys);
  return { nodes: keptNodes, seen: keptKeys };
}

/** Keeps grown storage for the next search, up to a size. */
export function keepNodes(nodes: Nodes): Nodes {
  if (nodes.parent.length <= KEPT_NODES) keptNodes = nodes;
  return nodes;
}
export function keepKeys(seen: KeyTable): KeyTable {
  if (seen.used.length <= KEPT_KEYS) keptKeys = seen;
  return seen;
}
