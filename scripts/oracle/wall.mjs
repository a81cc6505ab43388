// Wall in the oracle: positions in the engine's notation, the legal-move set asked from
// wall.scm itself, and moves played as a player would.
//
// An attack with a sub-multiset A of the waste cards on slot t (0..52) is legal iff
// wall.scm's `droppable?` (waste -> t, cards A) says #t; `deal` is legal iff `dealable?` says
// so. Equal waste cards are interchangeable: each multiset is asked once, taking its cards
// from the lowest waste slots, and is played the same way. Once the throne is empty the game
// is won and no move is legal (Aisleriot stops the game there), so none are asked.
import { cardIndex, cardObject, codeOf, statusOf } from "./pipe.mjs";

const WASTE = [54, 55, 56];

/** A slot in the engine's notation: codes bottom first, "*" before a face-down low guard pile. */
export function slotText(slot, s) {
  if (slot.length === 0) return ".";
  const codes = slot.map(codeOf).join("");
  if (s >= 4 && s <= 7) {
    const down = slot.filter((c) => !c.up).length;
    if (down !== 0 && down !== slot.length) throw new Error(`pile ${s} partly face down`);
    return down ? "*" + codes : codes;
  }
  return codes;
}

export const positionText = (deal, reply) =>
  `wall ${deal} ${reply.score} ${reply.slots.map(slotText).join("/")}`;

/** An attack in the engine's notation, its cards in card order (the engine's canonical form). */
export const moveText = (target, codes) =>
  `${target}:${codes
    .slice()
    .sort((a, b) => cardIndex(a) - cardIndex(b))
    .join("+")}`;

/** Distinct sub-multisets of the waste: [{slot, code}], cards taken from the lowest slots. */
function wasteSubsets(slots) {
  const waste = [];
  for (const w of WASTE) {
    if (slots[w].length > 1) throw new Error("a waste pile holds a stack between moves");
    if (slots[w].length === 1) waste.push({ slot: w, code: codeOf(slots[w][0]) });
  }
  const byKey = new Map();
  for (let mask = 1; mask < 1 << waste.length; mask++) {
    const chosen = waste.filter((_, i) => mask & (1 << i));
    const key = moveText(
      0,
      chosen.map((c) => c.code),
    );
    if (!byKey.has(key)) byKey.set(key, chosen);
  }
  return [...byKey.values()];
}

/**
 * Wall played in one oracle process. `legal(reply)` gives the moves the oracle allows after
 * `reply` ({target, chosen, text} or {deal, text}, targets ascending, `deal` last), the
 * attacks and deal it refuses, and the allowed notations sorted. `play(move, reply)` plays
 * one of them and returns the oracle's reply.
 *
 * An attack with all waste cards is a click every other time and a drag otherwise, so both
 * paths are exercised; a smaller set is first stacked onto its lowest waste slot by drags
 * between waste piles (W9), then dragged onto the target (W10). The free flip with an empty
 * waste (W5) and the keyboard redeal (W11) never arise: the waste is never empty while the
 * stock is not, and every drag passes `droppable?`.
 */
export function wallOracle(oracle) {
  let clicks = 0;
  async function legal(reply) {
    if (statusOf(reply) === "won") return { moves: [], refused: [], texts: [] };
    const subsets = wasteSubsets(reply.slots);
    const candidates = [];
    const requests = [];
    for (let t = 0; t <= 52; t++)
      for (const chosen of subsets) {
        const text = moveText(
          t,
          chosen.map((c) => c.code),
        );
        candidates.push({ target: t, chosen, text });
        requests.push({
          op: "call",
          name: "droppable?",
          args: [chosen[0].slot, chosen.map((c) => cardObject(c.code)), t],
        });
      }
    const answers = await oracle.askMany(requests);
    if (answers.some((a) => !a.ok)) throw new Error("droppable? failed");
    const moves = candidates.filter((_, i) => answers[i].result === true);
    const refused = candidates.filter((_, i) => answers[i].result !== true);
    (reply.dealable ? moves : refused).push({ deal: true, text: "deal" });
    return { moves, refused, texts: moves.map((m) => m.text).sort() };
  }
  async function play(move, reply) {
    let played;
    if (move.deal) played = await oracle.ask({ op: "deal" });
    else {
      const { target, chosen } = move;
      const wasteSize = WASTE.filter((w) => reply.slots[w].length > 0).length;
      if (chosen.length === wasteSize && (clicks++ & 1) === 0)
        played = await oracle.ask({ op: "click", slot: target });
      else {
        const base = chosen[0].slot;
        const requests = chosen.slice(1).map((c) => ({ op: "drag", from: c.slot, count: 1, to: base }));
        requests.push({ op: "drag", from: base, count: chosen.length, to: target });
        const replies = await oracle.askMany(requests);
        if (replies.some((r) => !r.ok)) throw new Error(`the oracle refused its own legal move ${move.text}`);
        played = replies.at(-1);
      }
    }
    if (!played.ok || played.scheme_errors)
      throw new Error(`the oracle refused its own legal move ${move.text}`);
    return played;
  }
  return { legal, play };
}
