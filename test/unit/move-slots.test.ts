import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/registry.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import { snapshot } from "../../src/play/game-play.ts";

// Which slots a move involves, source first, as the engines say it (what /play and the MCP App
// mark and target with): checked against moves picked by hand on known deals.

describe("the slots a move involves", () => {
  it("Maze: a move's from, then its to", () => {
    const state = mazeEngine.deal(1);
    const view = mazeEngine.view(state);
    // Deal 1: 9♣ in slot 1 goes to the gap at 37 (its first legal move).
    expect(mazeEngine.legalMoves(state)[0]).toEqual({ type: "move", from: 1, to: 37 });
    expect(mazeEngine.moveSlots(view, { type: "move", from: 1, to: 37 })).toEqual([1, 37]);
    expect(mazeEngine.moveSlots(view, { type: "move", from: 7, to: 17 })).toEqual([7, 17]);
  });

  it("Wall: an attack's waste slots, in the order of its cards, then its target; a deal, the stock then the waste", () => {
    const state = wallEngine.deal(1);
    const view = wallEngine.view(state);
    // Deal 1's waste: 7♦ in 54, 10♦ in 55, 9♥ in 56.
    expect([54, 55, 56].map((slot) => view.slots[slot])).toEqual([["7D"], ["TD"], ["9H"]]);
    expect(wallEngine.moveSlots(view, { type: "attack", target: 48, cards: ["7D", "TD"] })).toEqual([
      54, 55, 48,
    ]);
    expect(wallEngine.moveSlots(view, { type: "attack", target: 49, cards: ["9H", "7D"] })).toEqual([
      56, 54, 49,
    ]);
    expect(wallEngine.moveSlots(view, { type: "attack", target: 48, cards: ["7D", "TD", "9H"] })).toEqual([
      54, 55, 56, 48,
    ]);
    // A card the waste does not hold (a refused attack) names no slot: the target alone.
    expect(wallEngine.moveSlots(view, { type: "attack", target: 48, cards: ["KS"] })).toEqual([48]);
    expect(wallEngine.moveSlots(view, { type: "deal" })).toEqual([53, 54, 55, 56]);
  });

  it("Wall: the slots come from the view alone (a hidden card never decides them)", () => {
    const state = wallEngine.deal(7);
    const view = wallEngine.view(state);
    const hidden = {
      ...view,
      slots: view.slots.map((pile, slot) => (slot < 54 ? pile.map(() => "??") : pile)),
    };
    for (const move of wallEngine.legalMoves(state))
      expect(wallEngine.moveSlots(hidden, move)).toEqual(wallEngine.moveSlots(view, move));
  });

  it("every game: each legal move has its own slots, distinct, on the table, aligned with legalMoves", () => {
    for (const engine of Object.values(GAMES)) {
      for (const deal of [1, 2, 3]) {
        const shown = snapshot(engine, engine.deal(deal));
        expect(shown.moveSlots, engine.id).toHaveLength(shown.legalMoves.length);
        for (const slots of shown.moveSlots) {
          expect(slots.length, engine.id).toBeGreaterThan(0);
          expect(new Set(slots).size, engine.id).toBe(slots.length);
          for (const slot of slots) expect(slot >= 0 && slot < engine.slotCount, engine.id).toBe(true);
        }
        // No two legal moves involve the same slots in the same order: a client tells them apart.
        const keys = shown.moveSlots.map((slots) => slots.join());
        expect(new Set(keys).size, engine.id).toBe(keys.length);
      }
    }
  });
});
