import { describe, expect, it } from "vitest";
import { GAMES, isGameId } from "../../../src/games/registry.ts";
import { ladderEngine as ladder } from "./engine.ts";

// Hand-checked rule scenarios of the test build's game (notation: slots bottom first, `/` between).

const at = (text: string) => {
  const parsed = ladder.notation.parseState(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
};
const play = (state: ReturnType<typeof at>, move: string) => {
  const parsed = ladder.notation.parseMove(move);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return ladder.applyMove(state, parsed.value);
};

describe("ladder", () => {
  it("is registered by the test build alone, in one line", () => {
    expect(isGameId("ladder")).toBe(true);
    expect(GAMES.ladder).toBe(ladder);
  });

  it("deals the eight spades two by two onto piles 1–4, pile 5 empty, from the seeded generator", () => {
    const state = ladder.deal(1);
    expect(state.slots.map((pile) => pile.length)).toEqual([0, 2, 2, 2, 2, 0]);
    expect(state.slots.flat().sort()).toEqual(["2S", "3S", "4S", "5S", "6S", "7S", "8S", "AS"]);
    expect(ladder.deal(1)).toEqual(state);
    expect(ladder.notation.state(ladder.deal(2))).not.toBe(ladder.notation.state(state));
  });

  it("plays to a win: ace first up the ladder, a buried card freed onto the empty pile", () => {
    let state = at("/2S AS/4S 3S/6S 5S/8S 7S/");
    expect(ladder.legalMoves(state).map(ladder.notation.move)).toEqual(["1>0", "1>5", "2>5", "3>5", "4>5"]);
    for (const move of ["1>0", "1>0", "2>0", "2>0", "3>0", "3>0", "4>0"]) {
      const applied = play(state, move);
      if (!applied.ok) throw new Error(`${move}: ${applied.error.code}`);
      state = applied.value.state;
      expect(ladder.status(state)).toBe("playing");
    }
    const last = play(state, "4>0");
    expect(last.ok && last.value.events).toEqual([
      { type: "moved", card: "8S", from: 4, to: 0 },
      { type: "ended", status: "won" },
    ]);
    expect(last.ok && ladder.view(last.value.state)).toMatchObject({ score: 8, status: "won", next: 9 });
  });

  it("is lost when no move is left, and refuses a move with a code", () => {
    const stuck = at("/AS 2S/3S 4S/5S 6S/7S/8S");
    expect(ladder.legalMoves(stuck)).toEqual([]);
    expect(ladder.status(stuck)).toBe("lost");
    expect(ladder.hint(ladder.view(stuck))).toEqual({ move: null, reason: "lost" });
    const open = at("/AS 2S/3S 4S/5S 6S 7S/8S/");
    expect(play(open, "1>0")).toEqual({
      ok: false,
      error: { code: "no_link", params: { card: "2S", slot: 0 } },
    });
    expect(play(open, "4>5")).toEqual({
      ok: false,
      error: { code: "no_link", params: { card: "8S", slot: 5 } },
    });
    expect(play(open, "1>2")).toEqual({ ok: false, error: { code: "occupied_slot", params: { slot: 2 } } });
    expect(play(stuck, "1>0")).toEqual({ ok: false, error: { code: "game_over" } });
    expect(ladder.parseMove({ type: "move", from: 0, to: 1 })).toEqual({
      ok: false,
      error: { code: "invalid_move" },
    });
  });

  it("hints the first move of a winning line from the view alone", () => {
    const state = at("/3S AS/2S/5S 4S/7S 6S/8S");
    expect(ladder.hint(ladder.view(state))).toEqual({
      move: { type: "move", from: 1, to: 0 },
      reason: "winning_line",
      params: { card: "AS", from: 1, to: 0, moves: 8 },
    });
    expect(ladder.solve(state, { nodes: 1000 }).verdict).toBe("winnable");
  });
});
