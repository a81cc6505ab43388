import { describe, expect, it } from "vitest";
import { mazeEngine } from "../../../src/games/maze/index.ts";
import { placeOf } from "../../../src/games/maze/place.ts";
import { hintText } from "../../../src/i18n/hints.ts";
import { LANGS } from "../../../src/i18n/lang.ts";
import { eventsText, moveText } from "../../../src/i18n/move-texts.ts";
import { mazeOnto } from "../../../src/i18n/table-words.ts";
import { stateOf, WON } from "./helpers.ts";

// Where a Maze card goes, in words: by the neighbour that makes the move legal (rules/maze.md,
// "Moves"), never merely the one on its left. Positions made by hand from the won layout
// (slot 0 A♣ … 11 Q♣, 12 A♦ … 23 Q♦, 24 A♥ … 35 Q♥, 36 A♠ … 47 Q♠, gaps 48–53), so each
// expected neighbour can be read off the board.

/** The won layout with slots swapped, pair by pair in order (a card and a gap: the card moves). */
function layout(...swaps: [number, number][]): (string | null)[] {
  const slots = WON.slice();
  for (const [a, b] of swaps) [slots[a], slots[b]] = [slots[b]!, slots[a]!];
  return slots;
}

const viewOf = (slots: (string | null)[]) => mazeEngine.view(stateOf(slots));
const isLegal = (slots: (string | null)[], from: number, to: number) =>
  mazeEngine.legalMoves(stateOf(slots)).some((m) => m.from === from && m.to === to);

describe("a Maze card's place: the neighbour that lets it in", () => {
  it("9♣ into the gap between 6♦ and 10♣ goes before 10♣, not after 6♦ (the left neighbour)", () => {
    // 9♣ to slot 48, 6♦ (17) swapped into slot 7: slot 8 is a gap between 6♦ and 10♣.
    const slots = layout([8, 48], [7, 17]);
    expect([slots[7], slots[8], slots[9], slots[48]]).toEqual(["6D", null, "TC", "9C"]);
    expect(isLegal(slots, 48, 8)).toBe(true);
    const view = viewOf(slots);
    expect(placeOf(view.slots, "9C", 8)).toEqual({ before: "TC" });
    const move = { type: "move" as const, from: 48, to: 8 };
    expect(moveText("maze", view, move, "en")).toBe("move 9♣ onto the gap before 10♣");
    expect(moveText("maze", view, move, "es")).toBe("mover 9♣ al hueco antes de 10♣");
    expect(moveText("maze", view, move, "ca")).toBe("moure 9♣ al forat abans de 10♣");
    expect(moveText("maze", view, move, "cs")).toBe("přesunout 9♣ do mezery před 10♣");
    expect(moveText("maze", view, move, "el")).toBe("μετακίνηση του 9♣ στο κενό πριν από το 10♣");
    // Once played, the sentence reads the position after it: the same neighbour.
    const played = mazeEngine.applyMove(stateOf(slots), move);
    if (!played.ok) throw new Error("a legal move was refused");
    const after = mazeEngine.view(played.value.state);
    expect(eventsText("maze", played.value.events, "en", after)).toMatch(/^9♣ went before 10♣\. /);
  });

  it("4♣ into a gap after 3♣ whose right neighbour does not follow it goes after 3♣", () => {
    // 4♣ to 48, then 9♦ (20) into slot 4: slot 3 is a gap between 3♣ and 9♦.
    const slots = layout([3, 48], [4, 20]);
    expect([slots[2], slots[3], slots[4]]).toEqual(["3C", null, "9D"]);
    expect(isLegal(slots, 48, 3)).toBe(true);
    const view = viewOf(slots);
    expect(placeOf(view.slots, "4C", 3)).toEqual({ after: "3C" });
    expect(mazeOnto(placeOf(view.slots, "4C", 3), "en")).toBe("onto the gap after 3♣");
  });

  it("both neighbours: between them", () => {
    const slots = layout([3, 48]);
    expect(placeOf(viewOf(slots).slots, "4C", 3)).toEqual({ after: "3C", before: "5C" });
    expect(mazeOnto({ after: "3C", before: "5C" }, "en")).toBe("onto the gap between 3♣ and 5♣");
  });

  it("an ace in the top-left corner, an ace after any queen, a queen before any ace, a queen in the bottom-right corner", () => {
    // A♣ to 48: slot 0 takes any ace (and 2♣ beside it also follows A♣): named by the corner.
    const corner = viewOf(layout([0, 48]));
    expect(placeOf(corner.slots, "AC", 0)).toEqual({ before: "2C", corner: "top_left" });
    expect(mazeOnto(placeOf(corner.slots, "AC", 0), "en")).toBe("into the top-left corner");
    // A♥ to 48, 7♥ (30) into slot 25: slot 24 is after Q♦ (a queen takes any ace), before 7♥.
    const afterQueen = layout([24, 48], [25, 30]);
    expect(isLegal(afterQueen, 48, 24)).toBe(true);
    expect(placeOf(viewOf(afterQueen).slots, "AH", 24)).toEqual({ after: "QD" });
    // Q♣ to 48, 7♥ (30) into slot 10: slot 11 is before A♦ (any queen goes before an ace).
    const beforeAce = layout([11, 48], [10, 30]);
    expect(isLegal(beforeAce, 48, 11)).toBe(true);
    expect(placeOf(viewOf(beforeAce).slots, "QC", 11)).toEqual({ before: "AD" });
    expect(mazeOnto({ before: "AD" }, "en")).toBe("onto the gap before A♦");
    // Q♠ (47) into slot 53, a gap after a gap: only the corner lets it in.
    expect(WON[47]).toBe("QS");
    const last = layout([47, 53]);
    expect(placeOf(viewOf(last).slots, "QS", 53)).toEqual({ corner: "bottom_right" });
    expect(mazeOnto({ corner: "bottom_right" }, "en")).toBe("into the bottom-right corner");
  });

  it("a card's own slot is no neighbour: 2♣ beside the gap it would leave goes nowhere", () => {
    // A♣ to 48: slot 0 is a gap; 2♣ (slot 1) is no ace, and its right neighbour is itself.
    const slots = layout([0, 48]);
    expect(isLegal(slots, 1, 0)).toBe(false);
    expect(placeOf(viewOf(slots).slots, "2C", 0)).toBeNull();
  });

  it("names a place exactly for the engine's legal moves, over played deals", () => {
    for (const deal of [1, 2, 3, 77, 1000]) {
      let state = mazeEngine.deal(deal);
      for (let step = 0; step < 30; step++) {
        const view = mazeEngine.view(state);
        const legal = new Set(mazeEngine.legalMoves(state).map((m) => `${m.from}-${m.to}`));
        for (const gap of view.gaps)
          view.slots.forEach((pile, from) => {
            const card = pile[0];
            if (card === undefined) return;
            const place = placeOf(view.slots, card, gap.slot);
            expect(place !== null, `${card} ${from}-${gap.slot}`).toBe(legal.has(`${from}-${gap.slot}`));
          });
        const moves = mazeEngine.legalMoves(state);
        if (moves.length === 0) break;
        const next = mazeEngine.applyMove(state, moves[(deal + step) % moves.length]!);
        if (!next.ok) throw new Error("a legal move was refused");
        state = next.value.state;
      }
    }
  });

  it("a hint names its card's place and the run it makes room for by card, in every language", () => {
    const view = viewOf(layout([8, 48], [7, 17]));
    const hint = {
      move: { type: "move", from: 48, to: 8 },
      reason: "free_slot",
      params: { card: "9C", from: 48, to: 8, slot: 12, after: "QC", steps: 2 },
    };
    expect(hintText("maze", hint, view, "en")).toBe(
      "Move 9♣ onto the gap before 10♣: the first of 2 moves that bring the next card of a run after Q♣.",
    );
    for (const lang of LANGS) expect(hintText("maze", hint, view, lang)).not.toMatch(/\{|\b(8|12|48)\b/);
  });
});
