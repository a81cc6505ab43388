import { describe, expect, it } from "vitest";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { hintText } from "../../src/i18n/hints.ts";
import { LANGS } from "../../src/i18n/lang.ts";

// That every reason has a sentence in every language is checked by the compiler (HINT_TEXTS
// is keyed by each engine's literal reason type); this checks what the sentences say.
describe("hint sentences", () => {
  for (const game of GAME_IDS) {
    const engine = engineOf(game);
    // Wall's hints are Monte Carlo: ~3 s alone, several times that on a loaded machine.
    it(`${game}: hints on played positions read as full sentences, placeholders filled`, () => {
      for (let deal = 0; deal < 6; deal++) {
        let state = engine.deal(deal * 7919);
        for (let step = 0; step < 12; step++) {
          const hint = engine.hint(engine.view(state));
          for (const lang of LANGS) {
            const text = hintText(game, hint, lang);
            expect(text, `${hint.reason}/${lang}`).not.toMatch(/[{}]/);
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
