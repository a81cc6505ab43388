import { describe, expect, it } from "vitest";
import { engine, position } from "./helpers.ts";

// The hint sees only the public view; these positions have one clearly right move.
const hintOf = (state: ReturnType<typeof position>) => engine.hint(engine.view(state));

describe("hint", () => {
  it("takes the throne when it is exposed and the waste beats it", () => {
    const h = hintOf(position({ 54: "KH", 55: "KD", 56: "2C", 53: "3C4C5C" }));
    expect(h.move).toEqual({ type: "attack", target: 0, cards: ["2C", "KD", "KH"] });
    expect(h.reason).toBe("attack_throne");
  });
  it("deals when no attack brings the throne closer", () => {
    const s = position({ 1: "KC", 2: "KD", 3: "KH", 46: "QC", 54: "AH", 55: "2H", 56: "3H", 53: "QHKDKC" });
    expect(hintOf(s)).toMatchObject({ move: { type: "deal" }, reason: "deal" });
  });
  it("attacks the way to the throne with the cheapest winning cards", () => {
    // High guard 1 and 3 gone: pile 2 (health 10) is exposed; the waste has 9, 2, A.
    const s = position({ 2: "5C5D", 54: "9H", 55: "2H", 56: "AH", 53: "KHKDQD" });
    const h = hintOf(s);
    expect(h.move).toEqual({ type: "attack", target: 2, cards: ["2H", "9H"] });
    expect(h.reason).toBe("attack");
    expect(h.params).toMatchObject({ target: 2, health: 10 });
  });
  it("spends a waste that leads nowhere on a face-down pile while the low guard stands", () => {
    // The high guard waits behind the low guard, and the ace in the wall leads nowhere: the
    // waste (2+3+4) goes to a face-down pile, which falls or shows its cards (then the plan
    // knows its health), rather than to the ace.
    const s = position({
      46: "AC",
      1: "KC",
      2: "KD",
      3: "KH",
      4: "*9C9D9H",
      5: "*2C2D2H",
      6: "*QCQD",
      7: "*JCJD",
      54: "2H",
      55: "3H",
      56: "4H",
      53: "5C6C7C",
    });
    const h = hintOf(s);
    expect(h.reason).toBe("flip_face_down");
    expect(h.move).toMatchObject({ type: "attack" });
    expect([4, 5, 6, 7]).toContain(h.params?.target);
  });
  it("proposes nothing once the game is over, and says how it ended", () => {
    expect(hintOf(position({ 46: "9C", 54: "4H", 55: "5H" }))).toEqual({ move: null, reason: "lost" });
    expect(hintOf(position({ 0: ".", 54: "4H" }))).toEqual({ move: null, reason: "won" });
  });
  it("is the same for the same view", () => {
    const s = engine.deal(77);
    expect(hintOf(s)).toEqual(hintOf(s));
    const after = engine.applyMove(s, { type: "deal" });
    if (after.ok) expect(engine.hint(engine.view(after.value.state))).toEqual(hintOf(after.value.state));
  });
  it("never names a hidden card and proposes a legal move on dealt games", () => {
    for (let deal = 0; deal < 5; deal++) {
      let s = engine.deal(deal);
      while (engine.status(s) === "playing") {
        const h = hintOf(s);
        expect(h.move).not.toBeNull();
        expect(JSON.stringify(h)).not.toContain("??");
        const r = engine.applyMove(s, h.move!);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        s = r.value.state;
      }
    }
  });
});
