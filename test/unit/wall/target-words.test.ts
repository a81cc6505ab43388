import { describe, expect, it } from "vitest";
import { hintText } from "../../../src/i18n/hints.ts";
import { eventsText, moveText } from "../../../src/i18n/move-texts.ts";
import { wallRow, wallTarget } from "../../../src/i18n/table-words.ts";

// Wall's targets in words, on a table set by hand (57 slots: throne 0, high guard 1–3, low
// guard 4–7 face down, wall 8–52, stock 53, waste 54–56): a card by itself, a guard pile by
// its cards, a face-down pile by its place among the four, the throne by name.

function table(cards: Record<number, string[]>) {
  const slots = Array.from(
    { length: 57 },
    (_, s) => cards[s] ?? (s >= 4 && s <= 7 ? ["??", "??", "??"] : []),
  );
  return { slots };
}

describe("Wall targets in words", () => {
  const seen = {
    ...table({
      0: ["KS", "KS"],
      2: ["3D", "7C"],
      20: ["9S"],
      48: ["2H"],
      52: ["2H"],
      54: ["7D"],
      55: ["5D"],
    }),
    targets: [
      { slot: 5, faceDown: true },
      { slot: 48, faceDown: false },
      { slot: 52, faceDown: false },
    ],
  };

  it("rows of the wall count from the top, 8 and 7 cards in turn", () => {
    expect([8, 15, 16, 22, 23, 30, 31, 38, 45, 46, 52].map(wallRow)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6,
    ]);
  });

  it("the throne by name, a guard pile by its cards, a face-down pile by its place, in each case", () => {
    expect(wallTarget(seen, 0, "object", "en")).toBe("the throne");
    expect(wallTarget(seen, 0, "object", "el")).toBe("στον θρόνο");
    expect(wallTarget(seen, 0, "subject", "el")).toBe("ο θρόνος");
    expect(wallTarget(seen, 2, "object", "en")).toBe("the high guard pile 3♦ 7♣");
    expect(wallTarget(seen, 2, "object", "cs")).toBe("hromádku 3♦ 7♣ v horní stráži");
    expect(wallTarget(seen, 5, "object", "en")).toBe("the face-down low guard pile (second from the left)");
    expect(wallTarget(seen, 5, "object", "cs")).toBe("hromádku lícem dolů v dolní stráži (druhou zleva)");
    expect(wallTarget(seen, 5, "subject", "cs")).toBe("hromádka lícem dolů v dolní stráži (druhá zleva)");
    expect(wallTarget(seen, 7, "object", "es")).toBe(
      "la pila boca abajo de la primera guardia (la cuarta por la izquierda)",
    );
  });

  it("a wall card by itself; by its row too when its twin (the second pack's) is exposed as well", () => {
    expect(wallTarget(seen, 20, "object", "en")).toBe("9♠");
    expect(wallTarget(seen, 52, "object", "en")).toBe("2♥ in row 6 of the wall");
    expect(
      wallTarget({ slots: seen.slots, targets: [{ slot: 52, faceDown: false }] }, 52, "object", "en"),
    ).toBe("2♥");
  });

  it("a hint and a move: the cards the attack uses and the card or pile it hits", () => {
    const view = {
      ...seen,
      targets: [
        { slot: 52, faceDown: false, health: 12 },
        { slot: 5, faceDown: true, health: null },
      ],
    };
    const attack = { type: "attack", target: 52, cards: ["7D", "5D"] };
    const hint = { move: attack, reason: "attack", params: { target: 52, health: 12 } };
    expect(hintText("wall", hint, view, "en")).toBe("Attack 2♥ (health 12) with 7♦ + 5♦.");
    expect(hintText("wall", hint, view, "el")).toBe("Επιτεθείτε στο 2♥ (υγεία 12) με 7♦ + 5♦.");
    const flip = { move: { ...attack, target: 5 }, reason: "flip_face_down", params: { target: 5 } };
    expect(hintText("wall", flip, view, "en")).toBe(
      "Attack the face-down low guard pile (second from the left) with 7♦ + 5♦: it turns face up whatever happens.",
    );
    expect(moveText("wall", view, { ...attack, target: 5 }, "ca")).toBe(
      "atacar la pila cara avall de la guàrdia inferior (la segona per l'esquerra) amb 7♦ + 5♦",
    );
    const throne = {
      move: { ...attack, target: 0 },
      reason: "attack_throne",
      params: { target: 0, health: 26 },
    };
    expect(hintText("wall", throne, view, "en")).toBe(
      "Attack the throne (health 26) with 7♦ + 5♦: it can fall now.",
    );
  });

  it("what an attack on a face-down pile did: attacked by its place, then named by the cards it showed", () => {
    const events = [
      { type: "attacked", target: 5, cards: ["7D", "5D"], sum: 12, health: 9, success: true },
      { type: "flipped", target: 5, cards: ["2C", "3D", "4H"] },
      { type: "removed", target: 5, cards: ["2C", "3D", "4H"], points: 9 },
    ];
    const after = table({ 5: [] });
    expect(eventsText("wall", events, "en", after)).toBe(
      "Attack on the face-down low guard pile (second from the left) (health 9) with 7♦ + 5♦, sum 12: it falls. " +
        "The face-down low guard pile (second from the left) turns face up: 2♣ 3♦ 4♥. " +
        "The low guard pile 2♣ 3♦ 4♥ falls: 9 points.",
    );
    expect(eventsText("wall", events, "cs", after)).toContain(
      "Padá hromádka 2♣ 3♦ 4♥ v dolní stráži; skóre +9.",
    );
  });
});
