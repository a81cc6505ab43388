import { describe, expect, it } from "vitest";
import { cardCode } from "../../src/cards/index.ts";
import { mazeEngine as maze } from "../../src/games/maze/index.ts";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { wallEngine as wall } from "../../src/games/wall/index.ts";
import { validateState } from "../../src/games/wall/validate.ts";
import { LayoutSchema } from "../../src/http/schemas/game.ts";
import { GAME_SCHEMAS } from "../../src/http/schemas/games.ts";
import { WON } from "./maze/helpers.ts";

// Custom layouts from outside: what each game's layout schema and engine take, and how they
// refuse the rest (a stable reason, card codes as the API writes them).

const reasonOf = (r: { ok: boolean; error?: { params?: Record<string, unknown> } }) =>
  r.ok ? "ok" : r.error?.params?.reason;

/** Wall deal 42 as a layout, changed by `change`. */
const wallLayout = (change: (slots: string[][]) => void = () => {}, extra: object = {}) => {
  const slots = wall.deal(42).slots.map((p) => p.map(cardCode));
  change(slots);
  return { slots, ...extra };
};

describe("Wall layouts (engine)", () => {
  it("names a card given too often by its code, as Maze does", () => {
    const three = wall.fromLayout(wallLayout((s) => s[1]!.push(s[2]![0]!, s[2]![1]!, s[3]![0]!)));
    expect(three.ok).toBe(false);
    if (three.ok) return;
    expect(three.error.params?.reason).toBe("too_many_copies");
    expect(three.error.params?.card).toMatch(/^[A2-9TJQK][CDHS]$/);
    // Three tens of clubs: the code, never the internal card number (9).
    const tens = wall.fromLayout(wallLayout((s) => (s[53] = [...s[53]!.slice(3), "TC", "TC", "TC"])));
    expect(tens).toMatchObject({ ok: false, error: { params: { reason: "too_many_copies", card: "TC" } } });
  });

  it("a bad card names the slot and the code given, as Maze does", () => {
    expect(wall.fromLayout(wallLayout((s) => (s[9] = ["XX"])))).toMatchObject({
      ok: false,
      error: { code: "invalid_state", params: { reason: "bad_card", slot: 9, code: "XX" } },
    });
  });

  it("takes a score from 0 to the engine's maxScore, nothing above", () => {
    expect(wall.maxScore).toBe(1423);
    expect(reasonOf(wall.fromLayout(wallLayout(() => {}, { score: wall.maxScore })))).toBe("ok");
    expect(reasonOf(wall.fromLayout(wallLayout(() => {}, { score: wall.maxScore + 1 })))).toBe("score");
    expect(reasonOf(wall.fromLayout(wallLayout(() => {}, { score: 0xffff })))).toBe("score");
  });

  it("refuses a layout already won (empty throne): a game over before its first move", () => {
    const won = wall.fromLayout(wallLayout((s) => (s[0] = []), { score: 312 }));
    expect(won).toEqual({
      ok: false,
      error: { code: "invalid_state", params: { reason: "already_won", slot: 0 } },
    });
    // A won position is still a state of the game: tokens and notation carry one.
    const state = validateState({
      slots: wallLayout((s) => (s[0] = [])).slots.map((p) =>
        p.map((c) => wall.pack.find((k) => cardCode(k) === c)!),
      ),
      faceUp: [false, false, false, false],
      score: 312,
      dealNumber: null,
    });
    expect(state.ok).toBe(true);
    if (!state.ok) return;
    expect(wall.status(state.value)).toBe("won");
    expect(wall.notation.parseState(wall.notation.state(state.value))).toEqual(state);
    expect(wall.decode(wall.encode(state.value))).toEqual(state);
  });

  it("refuses fields it does not know, naming the first", () => {
    expect(wall.fromLayout(wallLayout(() => {}, { foo: 1 }))).toMatchObject({
      ok: false,
      error: { code: "invalid_state", params: { reason: "unknown_field", field: "foo" } },
    });
  });
});

describe("Maze layouts (engine)", () => {
  it("a gap is null (or an empty view pile), never an empty string or notation's `..`", () => {
    const at = (value: unknown) => WON.map((c, i) => (i === 48 ? value : c));
    expect(reasonOf(maze.fromLayout({ slots: at(null) }))).toBe("ok");
    expect(reasonOf(maze.fromLayout({ slots: at([]) }))).toBe("ok");
    for (const notGap of ["", "--", "..", " "])
      expect(maze.fromLayout({ slots: at(notGap) })).toMatchObject({
        ok: false,
        error: { code: "invalid_state", params: { reason: "bad_card", slot: 48 } },
      });
    // The notation's gap is still `..`.
    expect(maze.notation.parseState(maze.notation.state(maze.deal(1)))).toEqual({
      ok: true,
      value: maze.deal(1),
    });
  });

  it("has no score or faceUp: Wall's fields (or any other) are refused", () => {
    for (const extra of [{ score: 99 }, { faceUp: [true, true, true, true] }, { foo: 1 }])
      expect(maze.fromLayout({ slots: WON, ...extra })).toMatchObject({
        ok: false,
        error: { code: "invalid_state", params: { reason: "unknown_field", field: Object.keys(extra)[0] } },
      });
  });
});

describe("layout schemas (what the API validates and documents)", () => {
  const wallGood = wallLayout(() => {}, { faceUp: [false, false, false, false], score: 0 });
  const fails = (layout: unknown) => LayoutSchema.safeParse(layout).success === false;

  it("take every game's own exported layout (random deals' exports, daily reveals)", () => {
    for (const id of GAME_IDS) {
      const engine = engineOf(id);
      const layout = engine.toLayout(engine.deal(7));
      expect(GAME_SCHEMAS[id].layout.safeParse(layout).success, id).toBe(true);
      expect(LayoutSchema.safeParse(layout).success, id).toBe(true);
    }
  });

  it("are strict: unknown fields are refused, and a Maze layout has no score or faceUp", () => {
    expect(fails({ ...wallGood, foo: 1 })).toBe(true);
    expect(fails({ slots: WON, foo: 1 })).toBe(true);
    expect(fails({ slots: WON, score: 99 })).toBe(true);
    expect(fails({ slots: WON, faceUp: [true, true, true, true] })).toBe(true);
    expect(fails({ slots: WON })).toBe(false);
    expect(fails(wallGood)).toBe(false);
  });

  it("take card codes exactly as the API writes them (the moves' pattern), in both games", () => {
    for (const code of ["ac", "10C", "10c", " AC", "A♣", "", "??"]) {
      expect(fails({ slots: WON.map((c, i) => (i === 0 ? code : c)) }), code).toBe(true);
      expect(fails(wallLayout((s) => (s[8] = [code]))), code).toBe(true);
    }
  });

  it("a Maze gap is null, never an empty string; a Wall score is at most maxScore", () => {
    expect(fails({ slots: WON.map((c) => c ?? "") })).toBe(true);
    expect(fails({ slots: WON.map((c) => c ?? "..") })).toBe(true);
    expect(fails({ ...wallGood, score: wall.maxScore })).toBe(false);
    expect(fails({ ...wallGood, score: wall.maxScore + 1 })).toBe(true);
    expect(fails({ ...wallGood, score: -1 })).toBe(true);
    expect(fails({ ...wallGood, faceUp: [true] })).toBe(true);
  });
});
