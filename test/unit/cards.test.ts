import fc from "fast-check";
import { describe, expect, it } from "vitest";
import golden from "../fixtures/golden-cards.json" with { type: "json" };
import {
  CARD_CODES,
  cardCode,
  parseCard,
  rankOf,
  shuffledPack,
  standardPack,
  suitOf,
  type Card,
} from "../../src/cards/index.ts";
import { mtIntRange, mtNext, mtSeed, shuffle, type MtState } from "../support/reference-shuffle.ts";

// Ground truth: GLib's own GRand and Aisleriot's own deals, recorded by
// scripts/record-golden.mjs. These numbers must never change except in a new major version.

function draws(next: (s: MtState) => { value: number; state: MtState }, seed: number, n: number) {
  let state = mtSeed(seed);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = next(state);
    out.push(d.value);
    state = d.state;
  }
  return out;
}

describe("GLib GRand", () => {
  for (const g of golden.generator) {
    it(`seed ${g.seed}: raw outputs equal g_rand_int`, () => {
      expect(draws(mtNext, g.seed, g.raw.length)).toEqual(g.raw);
    });
    it(`seed ${g.seed}: ranged outputs equal g_rand_int_range`, () => {
      for (const [k, expected] of Object.entries(g.ranges)) {
        expect(
          draws((s) => mtIntRange(s, Number(k)), g.seed, expected.length),
          `range ${k}`,
        ).toEqual(expected);
      }
    });
  }

  it("state is immutable: drawing twice from one state gives the same value", () => {
    const s = mtSeed(7);
    let t = s;
    for (let i = 0; i < 700; i++) t = mtNext(t).state; // crosses a twist
    expect(mtNext(t).value).toBe(mtNext(t).value);
    expect(draws(mtNext, 7, 1)[0]).toBe(mtNext(s).value);
  });
});

describe("cards", () => {
  it("codes round-trip for all 52 cards", () => {
    for (const card of standardPack()) expect(parseCard(cardCode(card))).toBe(card);
    expect(CARD_CODES).toEqual(standardPack().map(cardCode));
    expect(parseCard(" th ")).toBe(parseCard("TH"));
    expect(parseCard("10h")).toBe(parseCard("TH"));
    // As boards print cards: a suit's symbol for its letter, after the rank only.
    expect(parseCard("10♦")).toBe(parseCard("TD"));
    expect(parseCard("a♠")).toBe(parseCard("AS"));
    expect(parseCard("♦10")).toBeUndefined();
    expect(parseCard("1S")).toBeUndefined();
    expect(parseCard("")).toBeUndefined();
  });
  it("the unshuffled pack is clubs, diamonds, hearts, spades, ace to king", () => {
    const pack = standardPack();
    expect(pack.slice(0, 3).map(cardCode)).toEqual(["AC", "2C", "3C"]);
    expect(pack.slice(-2).map(cardCode)).toEqual(["QS", "KS"]);
    expect(pack.map((c) => suitOf(c) * 13 + rankOf(c) - 1)).toEqual(pack);
  });
});

const isKing = (code: string) => code.startsWith("K");

describe("shuffled packs equal Aisleriot's deals", () => {
  // Maze deals the shuffled pack to slots 1-7, 9-16, 18-53 and the last card stays in
  // slot 0; then the kings are removed (their slots stay empty).
  const MAZE_ORDER = [...Array.from({ length: 53 }, (_, i) => i + 1).filter((s) => s !== 8 && s !== 17), 0];
  for (const deal of golden.deals.maze) {
    it(`maze deal ${deal.deal}`, () => {
      const pack = shuffledPack(standardPack(), deal.deal).map(cardCode);
      const expected = Array.from({ length: 54 }, () => [] as string[]);
      MAZE_ORDER.forEach((slot, i) => {
        if (!isKing(pack[i]!)) expected[slot] = [pack[i]!];
      });
      expect(expected).toEqual(deal.slots);
    });
  }

  // Wall: two packs without the kings of spades; high guard round-robin 1,2,3; low guard
  // face down round-robin 4..7; wall 8..52; waste 54..56; the rest is the stock, whose
  // top (last in the slot) is the next card to deal.
  const KS = 51;
  const wallPack: Card[] = [...standardPack(), ...standardPack()].filter((c) => c !== KS);
  for (const deal of golden.deals.wall) {
    it(`wall deal ${deal.deal}`, () => {
      const pack = shuffledPack(wallPack, deal.deal).map(cardCode);
      const slots = Array.from({ length: 57 }, () => [] as string[]);
      let next = 0;
      for (let i = 0; i < 6; i++) slots[1 + (i % 3)]!.push(pack[next++]!);
      for (let i = 0; i < 12; i++) slots[4 + (i % 4)]!.push("-" + pack[next++]!);
      for (let s = 8; s <= 52; s++) slots[s]!.push(pack[next++]!);
      for (let s = 54; s <= 56; s++) slots[s]!.push(pack[next++]!);
      slots[53] = pack
        .slice(next)
        .map((c) => "-" + c)
        .reverse();
      slots[0] = ["KS", "KS"];
      expect(slots).toEqual(deal.slots);
    });
  }
});

// shuffledPack is the fast one-shot form of `shuffle` from a freshly seeded generator.
describe("shuffledPack equals shuffle over the immutable generator", () => {
  const KS = 51;
  const wallPack: Card[] = [...standardPack(), ...standardPack()].filter((c) => c !== KS);
  it("for edge and random deal numbers, both pack sizes", () => {
    for (const pack of [standardPack(), wallPack]) {
      for (const n of [0, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1])
        expect(shuffledPack(pack, n)).toEqual(shuffle(pack, mtSeed(n)).pack);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
          expect(shuffledPack(pack, n)).toEqual(shuffle(pack, mtSeed(n)).pack);
        }),
        { numRuns: 300 },
      );
    }
  });

  it("for a pack longer than a block of the generator (every word twisted, then a second block)", () => {
    const long: Card[] = Array.from({ length: 700 }, (_, i) => i % 52);
    for (const n of [0, 1, 12345, 2 ** 32 - 1])
      expect(shuffledPack(long, n)).toEqual(shuffle(long, mtSeed(n)).pack);
  });
});
