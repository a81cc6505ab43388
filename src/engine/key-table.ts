/**
 * Exact position keys for the engines' searches (Maze's planner, the solvers): 64-bit keys
 * as two 32-bit halves, each with a 32-bit value, open addressing in typed arrays — far
 * cheaper than a Set or Map of strings or bigints in a search's inner loop. The caller
 * grows the table (`rehashed`) once it is half full. An entry is in use when its stamp is the
 * table's generation, so emptying a table for another search (`clearKeys`) costs nothing.
 */
export interface KeyTable {
  hi: Int32Array;
  lo: Int32Array;
  value: Int32Array;
  used: Int32Array;
  generation: number;
  size: number;
}

/** `capacity`: a power of two. */
export const newKeyTable = (capacity: number): KeyTable => ({
  hi: new Int32Array(capacity),
  lo: new Int32Array(capacity),
  value: new Int32Array(capacity),
  used: new Int32Array(capacity),
  generation: 1,
  size: 0,
});

/** Empties the table (its arrays are kept for the next search). */
export function clearKeys(table: KeyTable): void {
  table.size = 0;
  table.generation++;
  if (table.generation === 0x7fffffff) {
    table.used.fill(0);
    table.generation = 1;
  }
}

/** Where key (a, b) is, or the free entry where it would go. Both halves are mixed: a
 * caller's keys may differ only in a few high bits. */
function indexOf(table: KeyTable, a: number, b: number): number {
  const mask = table.used.length - 1;
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  let i = (h ^ (h >>> 13)) & mask;
  while (table.used[i] === table.generation && (table.hi[i] !== a || table.lo[i] !== b)) i = (i + 1) & mask;
  return i;
}

/** Adds the key with `value`; false (and the old value kept) if it was there already. */
export function addKey(table: KeyTable, a: number, b: number, value = 0): boolean {
  const i = indexOf(table, a, b);
  if (table.used[i] === table.generation) return false;
  put(table, i, a, b, value);
  return true;
}

/** The key's value, or `missing` without the key. */
export function valueOf(table: KeyTable, a: number, b: number, missing: number): number {
  const i = indexOf(table, a, b);
  return table.used[i] === table.generation ? table.value[i]! : missing;
}

/** Adds the key or overwrites its value. */
export function setValue(table: KeyTable, a: number, b: number, value: number): void {
  const i = indexOf(table, a, b);
  if (table.used[i] === table.generation) table.value[i] = value;
  else put(table, i, a, b, value);
}

function put(table: KeyTable, i: number, a: number, b: number, value: number): void {
  table.used[i] = table.generation;
  table.hi[i] = a;
  table.lo[i] = b;
  table.value[i] = value;
  table.size++;
}

/** The same keys in a table twice the size. */
export function rehashed(table: KeyTable): KeyTable {
  const next = newKeyTable(table.used.length * 2);
  for (let i = 0; i < table.used.length; i++)
    if (table.used[i] === table.generation) addKey(next, table.hi[i]!, table.lo[i]!, table.value[i]!);
  return next;
}
