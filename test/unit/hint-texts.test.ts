import { EXTRA_GAMES } from "#extra-games";
import { describe, expect, it } from "vitest";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { hintText } from "../../src/i18n/hints.ts";
import { LANGS } from "../../src/i18n/lang.ts";
import { SLOT_NUMBER } from "../support/slot-words.ts";

// That every reason has a sentence in every language is checked by the compiler (HINT_TEXTS
// is keyed by each engine's literal reason type); this checks what the sentences say: the
// product's games name cards and places, never a slot by number (a test build's own games,
// test/games, keep their slot-numbered phrases).
describe("hint sentences", () => {
  it("the slot-number pattern finds a slot named by number in every language", () => {
    for (const text of [
      "Move 4♣ from slot 31 to slot 3",
      "Mueva 4♣ del espacio 31 al 3",
      "Moveu 4♣ de la posició 31 a la 3",
      "Přesuňte 4♣ z pozice 31 na 3",
      "από την υποδοχή 31",
    ])
      expect(text).toMatch(SLOT_NUMBER);
    expect("Move 4♣ onto the gap after 3♣ (health 12), row 3").not.toMatch(SLOT_NUMBER);
  });

  for (const game of GAME_IDS) {
    const engine = engineOf(game);
    const inCardWords = !Object.hasOwn(EXTRA_GAMES, game);
    // Wall's hints are Monte Carlo: ~3 s alone, several times that on a loaded machine.
    it(`${game}: hints on played positions read as full sentences, placeholders filled (card words: no slot number)`, () => {
      for (let deal = 0; deal < 6; deal++) {
        let state = engine.deal(deal * 7919);
        for (let step = 0; step < 12; step++) {
          const view = engine.view(state);
          const hint = engine.hint(view);
          for (const lang of LANGS) {
            const text = hintText(game, hint, view, lang);
            expect(text, `${hint.reason}/${lang}`).not.toMatch(/[{}]|undefined|\?\?/);
            if (inCardWords) expect(text, `${hint.reason}/${lang}`).not.toMatch(SLOT_NUMBER);
            expect(text).not.toBe(hint.reason);
          }
          const moves = engine.legalMoves(state);
          if (moves.length === 0) break;
          const next = engine.applyMove(state, hint.move ?? moves[0]);
          if (!next.ok) break;
          state = next.value.state;
        }
      }
    });
  }
});
