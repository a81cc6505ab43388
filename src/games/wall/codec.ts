import type { Card } from "../../cards/index.ts";
import { fail, type Result } from "../../engine/index.ts";
import { isWall, KING_OF_SPADES, SLOT_COUNT, THRONE, WALL_PACK, type WallState } from "./state.ts";
import { validateState } from "./validate.ts";

/*
 * Bit-packed state for sealed tokens (a dealt game takes 98 bytes):
 *   version 4 | origin 2 (0 deal, 1 custom, 2 random) | deal number 32 (if a deal) | score 16 | faceUp 4
 *   (version 1, still read for games stored before it: custom 1 in place of origin 2)
 *   throne: 1 bit (two kings of spades or empty)
 *   wall slots 8..52: 1 bit present, then the card (6 bits)
 *   other slots: 7-bit count, then 6 bits per card.
 * `decode` re-validates everything through validateState.
 */
const VERSION = 2;
const ORIGIN_DEAL = 0;
const ORIGIN_CUSTOM = 1;
const ORIGIN_RANDOM = 2;

function bitWriter() {
  const bytes: number[] = [];
  let bit = 0;
  return {
    write(value: number, width: number): void {
      for (let i = width - 1; i >= 0; i--) {
        if (bit % 8 === 0) bytes.push(0);
        if (Math.floor(value / 2 ** i) % 2 === 1) bytes[bytes.length - 1]! |= 0x80 >> (bit % 8);
        bit++;
      }
    },
    done: (): Uint8Array => Uint8Array.from(bytes),
  };
}

export function encode(state: WallState): Uint8Array {
  const w = bitWriter();
  w.write(VERSION, 4);
  w.write(state.dealNumber !== null ? ORIGIN_DEAL : state.custom ? ORIGIN_CUSTOM : ORIGIN_RANDOM, 2);
  if (state.dealNumber !== null) w.write(state.dealNumber, 32);
  w.write(state.score, 16);
  for (let i = 0; i < 4; i++) w.write(state.faceUp[i] ? 1 : 0, 1);
  w.write(state.slots[THRONE]!.length > 0 ? 1 : 0, 1);
  for (let s = THRONE + 1; s < SLOT_COUNT; s++) {
    const pile = state.slots[s]!;
    if (isWall(s)) {
      w.write(pile.length, 1);
    } else w.write(pile.length, 7);
    for (const c of pile) w.write(c, 6);
  }
  return w.done();
}

export function decode(bytes: Uint8Array): Result<WallState> {
  if (!(bytes instanceof Uint8Array)) return fail("invalid_state", { reason: "not_bytes" });
  let bit = 0;
  let overrun = false;
  const read = (width: number): number => {
    let value = 0;
    for (let i = 0; i < width; i++, bit++) {
      const byte = bytes[bit >> 3];
      if (byte === undefined) overrun = true;
      value = value * 2 + (((byte ?? 0) >> (7 - (bit & 7))) & 1);
    }
    return value;
  };
  const version = read(4);
  if (version !== VERSION && version !== 1) return fail("invalid_state", { reason: "version" });
  const origin = version === 1 ? read(1) : read(2);
  if (origin > ORIGIN_RANDOM) return fail("invalid_state", { reason: "origin" });
  const dealNumber = origin === ORIGIN_DEAL ? read(32) : null;
  const score = read(16);
  const faceUp = [0, 1, 2, 3].map(() => read(1) === 1);
  const slots: Card[][] = [read(1) === 1 ? [KING_OF_SPADES, KING_OF_SPADES] : []];
  let total = 0;
  for (let s = THRONE + 1; s < SLOT_COUNT && !overrun; s++) {
    const count = read(isWall(s) ? 1 : 7);
    total += count;
    if (total > WALL_PACK.length) return fail("invalid_state", { reason: "card_count" });
    const pile: Card[] = [];
    for (let i = 0; i < count; i++) pile.push(read(6));
    slots.push(pile);
  }
  if (overrun) return fail("invalid_state", { reason: "truncated" });
  if (bytes.length !== Math.ceil(bit / 8)) return fail("invalid_state", { reason: "trailing_bytes" });
  if (bit % 8 !== 0 && read(8 - (bit % 8)) !== 0) return fail("invalid_state", { reason: "padding" });
  return validateState({ slots, faceUp, score, dealNumber, random: origin === ORIGIN_RANDOM });
}
