import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../src/games/registry.ts";
import { hintText } from "../../src/http/hint-text.ts";
import { HINT_TEXTS } from "../../src/i18n/hints.ts";
import { LANGS } from "../../src/i18n/lang.ts";

describe("hint sentences", () => {
  for (const engine of Object.values(GAMES)) {
    it(`${engine.id}: every reason the hint code can give has a sentence in every language`, () => {
      // The hint's reasons are the `reason: "…"` literals of the game's hint.ts.
      const source = readFileSync(new URL(`../../src/games/${engine.id}/hint.ts`, import.meta.url), "utf8");
      const reasons = new Set([...source.matchAll(/reason: "([a-z_]+)"/g)].map((m) => m[1]!));
      expect(reasons.size).toBeGreaterThan(0);
      for (const reason of reasons) {
        for (const lang of LANGS)
          expect(HINT_TEXTS[engine.id]?.[reason]?.[lang], `${reason}/${lang}`).toBeTruthy();
      }
    });

    it(`${engine.id}: hints on played positions read as full sentences, placeholders filled`, () => {
      for (let deal = 0; deal < 6; deal++) {
        let state = engine.deal(deal * 7919);
        for (let step = 0; step < 12; step++) {
          const hint = engine.hint(engine.view(state));
          for (const lang of LANGS) {
            const text = hintText(engine.id, hint, lang);
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
