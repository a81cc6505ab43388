import { describe, expect, it } from "vitest";
import { takenBack } from "../../public/play/past.js";
import { GAMES } from "../../src/games/registry.ts";
import type { AnyGameEngine } from "../../src/engine/index.ts";

// /play's analysis names a past move in the position it was played in: the table now with the
// later moves' events taken back (public/play/past.js). Checked against the engines' own
// positions over played games: before every move, the piles that name a move's cards and its
// place or target are the engine's.

interface Played {
  slots: string[][];
  events: { type: string }[];
}

/** `moves` moves of `engine`'s deal, each chosen by `choose` from the legal ones: the views before each, and its events. */
function play(engine: AnyGameEngine, deal: number, moves: number, choose: (legal: unknown[]) => unknown) {
  let state = engine.deal(deal);
  const played: Played[] = [];
  for (let i = 0; i < moves && engine.legalMoves(state).length; i++) {
    const before = (engine.view(state) as unknown as { slots: string[][] }).slots.map((pile) => [...pile]);
    const applied = engine.applyMove(state, choose(engine.legalMoves(state)));
    if (!applied.ok) throw new Error(applied.error.code);
    played.push({ slots: before, events: applied.value.events as { type: string }[] });
    state = applied.value.state;
  }
  return { played, now: (engine.view(state) as unknown as { slots: string[][] }).slots };
}

describe("a position of the past, taken back from the table now", () => {
  it("gives every Maze slot as it was before each move", () => {
    // The legal moves in turn, so that the game goes somewhere (the first alone may shuttle).
    let turn = 0;
    const { played, now } = play(GAMES.maze, 1, 40, (legal) => legal[turn++ % legal.length]);
    expect(played.length).toBe(40);
    played.forEach((move, i) => {
      expect(takenBack(now, played.slice(i) as never), `before move ${i + 1}`).toEqual(move.slots);
    });
  });

  it("gives Wall's targets as they were before each move: the wall's cards, the piles face up", () => {
    // Attacks first (the last listed: several cards), a deal when none is left.
    const { played, now } = play(GAMES.wall, 1, 60, (legal) => {
      const attacks = legal.filter((m) => (m as { type: string }).type === "attack");
      return attacks[attacks.length - 1] ?? legal[0];
    });
    expect(played.filter((m) => m.events.some((e) => e.type === "removed")).length).toBeGreaterThan(5);
    played.forEach((move, i) => {
      const back = takenBack(now, played.slice(i) as never);
      for (let slot = 0; slot <= 52; slot++) {
        const was = move.slots[slot]!;
        // A face-down pile's cards were hidden then: its top is named once it was face up.
        if (was.at(-1) === "??") continue;
        expect(back[slot]?.at(-1), `slot ${slot} before move ${i + 1}`).toBe(was.at(-1));
      }
    });
  });

  it("leaves the slots it is given as they are", () => {
    const now = [["7H"], []];
    const back = takenBack(now, [{ events: [{ type: "moved", card: "7H", from: 1, to: 0 }] }] as never);
    expect(back).toEqual([[], ["7H"]]);
    expect(now).toEqual([["7H"], []]);
  });
});
