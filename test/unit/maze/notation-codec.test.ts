import { describe, expect, it } from "vitest";
import { mazeEngine as maze } from "../../../src/games/maze/index.ts";
import { WON, stateOf, swap } from "./helpers.ts";

describe("notation", () => {
  it("writes rows of 9 slots with `..` for gaps and the deal number", () => {
    const text = maze.notation.state(maze.deal(1));
    // Deal 1 as Aisleriot lays it (golden fixture): 7S 9C QH 8D 3C 6S AC 4D, gaps 8, 9, 17, …
    expect(text.startsWith("7S9CQH8D3C6SAC4D../..TD")).toBe(true);
    expect(text.endsWith(" 1")).toBe(true);
    expect(text.split(" ")[0]!.split("/")).toHaveLength(6);
    expect(maze.notation.state(stateOf(WON))).toBe(
      "AC2C3C4C5C6C7C8C9C/TCJCQCAD2D3D4D5D6D/7D8D9DTDJDQDAH2H3H/4H5H6H7H8H9HTHJHQH/AS2S3S4S5S6S7S8S9S/TSJSQS............ custom",
    );
  });
  it("round-trips dealt and custom states", () => {
    for (const s of [maze.deal(0), maze.deal(4294967295), stateOf(swap(WON, 3, 50))])
      expect(maze.notation.parseState(maze.notation.state(s))).toEqual({ ok: true, value: s });
  });
  it("refuses malformed text", () => {
    const good = maze.notation.state(stateOf(WON));
    for (const bad of [
      "",
      good.replace(" custom", ""),
      good.replace(" custom", " 4294967296"),
      good.replace(" custom", " -1"),
      good.replace("AC", "KC"),
      good.replace("AC", "2C"), // duplicate 2C, AC missing
      good.replace("/", ""),
      good.replace("AC", "ZZ"),
    ])
      expect(maze.notation.parseState(bad)).toMatchObject({ ok: false, error: { code: "invalid_notation" } });
  });
  it("moves are `from-to`", () => {
    expect(maze.notation.move({ type: "move", from: 12, to: 8 })).toBe("12-8");
    expect(maze.notation.parseMove(" 12 - 8 ")).toEqual({
      ok: true,
      value: { type: "move", from: 12, to: 8 },
    });
    // A dash or minus sign as editors and models write one.
    for (const dash of ["–", "—", "−", "‐"])
      expect(maze.notation.parseMove(`12${dash}8`)).toEqual(maze.notation.parseMove("12-8"));
    for (const bad of ["12-54", "12", "a-b", "1-2-3", "-1-2", "12~8"])
      expect(maze.notation.parseMove(bad)).toMatchObject({ ok: false, error: { code: "invalid_notation" } });
  });
});

describe("encode / decode", () => {
  it("is compact and round-trips", () => {
    const dealt = maze.deal(4294967295);
    expect(maze.encode(dealt).length).toBe(46);
    expect(maze.decode(maze.encode(dealt))).toEqual({ ok: true, value: dealt });
    const custom = stateOf(swap(WON, 0, 53));
    expect(maze.encode(custom).length).toBe(42);
    expect(maze.decode(maze.encode(custom))).toEqual({ ok: true, value: custom });
  });
  it("refuses every malformed token with invalid_state and never throws", () => {
    const bytes = maze.encode(maze.deal(7));
    const variants: Uint8Array[] = [new Uint8Array(0), bytes.slice(0, 45), new Uint8Array([...bytes, 0])];
    const version = bytes.slice();
    version[0] = 0x21;
    variants.push(version);
    const padding = bytes.slice();
    padding[45] = padding[45]! | 1;
    variants.push(padding);
    // A gap (63) in place of the card in the first occupied slot: 47 cards.
    const missing = bytes.slice();
    missing[5] = missing[5]! | 0xfc;
    variants.push(missing);
    // A header saying both "a deal number follows" and "random", or with a reserved bit set.
    for (const head of [0x13, 0x15]) {
      const header = bytes.slice();
      header[0] = head;
      expect(maze.decode(header)).toMatchObject({ ok: false, error: { params: { reason: "version" } } });
    }
    for (const v of variants)
      expect(maze.decode(v)).toMatchObject({ ok: false, error: { code: "invalid_state" } });
    // Every single-bit flip decodes to a valid state or is refused: never an exception.
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const flipped = bytes.slice();
      flipped[bit >> 3] = flipped[bit >> 3]! ^ (0x80 >> (bit & 7));
      const r = maze.decode(flipped);
      if (r.ok) expect(r.value.slots.filter((c) => c !== null)).toHaveLength(48);
    }
  });
});

describe("fromLayout", () => {
  it("accepts slots as codes, null or view arrays, marked custom", () => {
    const r = maze.fromLayout({ slots: WON });
    expect(r.ok && r.value.custom && r.value.dealNumber === null).toBe(true);
    const asView = maze.fromLayout(WON.map((c) => (c === null ? [] : [c])));
    expect(asView).toEqual(r);
    expect(maze.dealNumberOf(stateOf(WON))).toBeNull();
  });
  it("refuses anything but the 48 non-king cards once each in 54 slots", () => {
    const withKing = WON.slice();
    withKing[48] = "KC";
    withKing[0] = null;
    const dup = WON.slice();
    dup[48] = "AC";
    const bad = [
      null,
      "AC",
      { slots: WON.slice(0, 53) },
      { slots: [...WON, null] },
      withKing,
      dup,
      WON.map((c) => (c === "AC" ? null : c)),
      WON.map((c, i) => (i === 0 ? ["AC", "2C"] : c)),
      WON.map((c, i) => (i === 0 ? 0 : c)),
    ];
    for (const layout of bad)
      expect(maze.fromLayout(layout)).toMatchObject({ ok: false, error: { code: "invalid_state" } });
  });
});

describe("engine facts", () => {
  it("geometry is 6 rows of 9 cells", () => {
    expect(maze.geometry).toHaveLength(54);
    expect(maze.geometry[0]).toEqual({ x: 0, y: 0, kind: "cell" });
    expect(maze.geometry[17]).toEqual({ x: 8, y: 1, kind: "cell" });
    expect(maze.geometry[53]).toEqual({ x: 8, y: 5, kind: "cell" });
    expect([maze.slotCount, maze.maxScore, maze.hasHiddenCards, maze.id]).toEqual([54, 48, false, "maze"]);
  });
});
