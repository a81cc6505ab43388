import { fail, type Result } from "../../engine/result.ts";
import { makeState } from "./layout.ts";
import { SLOT_COUNT, type MazeState } from "./state.ts";

/*
 * Binary form for sealed tokens: byte 0 = format version (high nibble) and flags (bit 0:
 * a deal number follows; bit 1: a random deal, only without one); then the deal number, 4 bytes big-endian, when present; then
 * the 54 slots, 6 bits each (card 0–51, 63 = gap), packed most significant bit first.
 * 46 bytes for a dealt game, 42 for a custom one.
 */
const VERSION = 1;
const GAP = 63;
const SLOT_BYTES = Math.ceil((SLOT_COUNT * 6) / 8);

export function encode(state: MazeState): Uint8Array {
  const hasDeal = state.dealNumber !== null;
  const out = new Uint8Array(1 + (hasDeal ? 4 : 0) + SLOT_BYTES);
  const random = !hasDeal && !state.custom;
  out[0] = (VERSION << 4) | (hasDeal ? 1 : 0) | (random ? 2 : 0);
  let at = 1;
  if (hasDeal) {
    const n = state.dealNumber!;
    out[1] = n >>> 24;
    out[2] = (n >>> 16) & 255;
    out[3] = (n >>> 8) & 255;
    out[4] = n & 255;
    at = 5;
  }
  let bit = at * 8;
  for (const card of state.slots) {
    const value = card ?? GAP;
    for (let b = 5; b >= 0; b--, bit++) if ((value >> b) & 1) out[bit >> 3]! |= 0x80 >> (bit & 7);
  }
  return out;
}

export function decode(bytes: Uint8Array): Result<MazeState> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) return fail("invalid_state", { reason: "empty" });
  const head = bytes[0]!;
  if (head >> 4 !== VERSION || (head & 0x0c) !== 0 || (head & 3) === 3)
    return fail("invalid_state", { reason: "version" });
  const hasDeal = (head & 1) === 1;
  const random = (head & 2) === 2;
  const at = hasDeal ? 5 : 1;
  if (bytes.length !== at + SLOT_BYTES)
    return fail("invalid_state", { reason: "length", length: bytes.length });
  const dealNumber = hasDeal
    ? ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0
    : null;
  const slots: (number | null)[] = [];
  let bit = at * 8;
  for (let i = 0; i < SLOT_COUNT; i++) {
    let value = 0;
    for (let b = 0; b < 6; b++, bit++) value = (value << 1) | ((bytes[bit >> 3]! >> (7 - (bit & 7))) & 1);
    slots.push(value === GAP ? null : value);
  }
  // The 4 padding bits at the end must be zero, so each state has exactly one encoding.
  if ((bytes[bytes.length - 1]! & 0x0f) !== 0) return fail("invalid_state", { reason: "padding" });
  return makeState(slots, dealNumber, random);
}
