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
