import { describe, expect, it } from "vitest";
import { engineOf, GAME_IDS } from "../../src/games/registry.ts";
import { LANGS, type Lang } from "../../src/i18n/lang.ts";
import { RULE_TEXTS, type GameText } from "../../src/i18n/rules/index.ts";

const OTHER_LANGS = LANGS.filter((lang) => lang !== "en");

const fullText = (text: GameText): string =>
  [text.name, text.summary, ...text.rules.flatMap((s) => [s.title, s.body])].join("\n");
const rulesText = (text: GameText): string => text.rules.map((s) => `${s.title}\n${s.body}`).join("\n");

/** `n` as a whole number: "26" does not count inside "126" or "2.6". */
const hasNumber = (text: string, n: string): boolean =>
  new RegExp(`(?<![\\d.])${n}(?!\\d)(?!\\.\\d)`).test(text);

/** Facts every language's full rules must state, as numbers, slot numbers or codes. */
const KEY_FACTS: Readonly<Record<string, { numbers: readonly string[]; strings: readonly string[] }>> = {
  wall: {
    // 102 cards, 45 in the wall, 39 + 36 in the stock, throne 26, expected pile health 21,
    // slots 0, 1–3, 4–7, 8–52, 53, 54–56.
    numbers: ["102", "45", "39", "36", "26", "21", "0", "3", "7", "8", "52", "53", "54", "56"],
    strings: [
      '{"type":"deal"}',
      '"type":"attack"',
      '"cards":',
      "s-8",
      "s-7",
      "s-15",
      "s+7",
      "s+8",
      "7H",
      "TS",
    ],
  },
  maze: {
    // 48 cards and maximum score, 54 slots in rows of 9, slot 0 (aces), slot 53 (queens),
    // empty slots 8 and 17 at the deal.
    numbers: ["48", "54", "9", "0", "53", "8", "17", "6"],
    strings: ['"type":"move"', '"from":', '"to":', "t-1", "t+1", "QS"],
  },
};

/** Aisleriot's own names, and a few words of the game vocabulary of its translated help pages. */
const VOCABULARY: Readonly<
  Record<string, Partial<Record<Lang, { name: string; words: readonly string[] }>>>
> = {
  wall: {
    en: { name: "Wall", words: ["throne", "high guard", "low guard", "waste", "stock", "health"] },
    es: { name: "Muro", words: ["trono", "guardia", "basura", "montón", "salud", "cartas de ataque"] },
    ca: { name: "Paret", words: ["tron", "guàrdia", "pila de descartades", "pila principal", "salut"] },
    cs: { name: "Hradby", words: ["trůn", "dolní stráže", "horní stráže", "otočen", "volné", "síla"] },
    el: { name: "Τοίχος", words: ["θρόνο", "χαμηλής άμυνας", "υψηλής άμυνας", "σωρό", "μάνα", "υγεία"] },
  },
  maze: {
    en: { name: "Maze", words: ["queen", "ace", "gap"] },
    es: { name: "Malla", words: ["reina", "as", "hueco"] },
    ca: { name: "Catacumbes", words: ["reina", "as", "forat"] },
    cs: { name: "Bludiště", words: ["dáma", "eso", "mezer"] },
    el: { name: "Δαίδαλος", words: ["ντάμα", "άσο", "κενά"] },
  },
};

describe("rule texts", () => {
  it("cover exactly the registered games", () => {
    expect(Object.keys(RULE_TEXTS).sort()).toEqual([...GAME_IDS].sort());
  });

  for (const game of GAME_IDS) {
    const texts = RULE_TEXTS[game];
    describe(game, () => {
      it("has every language and no other", () => {
        expect(Object.keys(texts).sort()).toEqual([...LANGS].sort());
      });

      it("has the same number of sections in every language", () => {
        const count = texts.en.rules.length;
        expect(count).toBeGreaterThanOrEqual(6);
        for (const lang of LANGS) expect(texts[lang].rules.length, lang).toBe(count);
      });

      it("has no empty or untrimmed strings", () => {
        for (const lang of LANGS) {
          const t = texts[lang];
          for (const s of [t.name, t.summary, ...t.rules.flatMap((r) => [r.title, r.body])]) {
            expect(s.trim().length, `${lang}: ${JSON.stringify(s.slice(0, 40))}`).toBeGreaterThan(0);
            expect(s, lang).toBe(s.trim());
            for (const line of s.split("\n"))
              expect(line.trim().length, `${lang}: blank line`).toBeGreaterThan(0);
          }
        }
      });

      it("keeps the summary short: one or two sentences", () => {
        for (const lang of LANGS) {
          const sentences = texts[lang].summary.split(/[.!?;](?:\s|$)/).filter((p) => p.trim() !== "");
          expect(sentences.length, lang).toBeLessThanOrEqual(2);
          expect(texts[lang].summary, lang).not.toContain("\n");
        }
      });

      it("translates every section title and the game's name", () => {
        for (const lang of OTHER_LANGS) {
          texts.en.rules.forEach((section, i) => {
            expect(texts[lang].rules[i]!.title, `${lang} section ${i}`).not.toBe(section.title);
          });
          expect(texts[lang].summary, lang).not.toBe(texts.en.summary);
          expect(texts[lang].name, lang).not.toBe(texts.en.name);
        }
      });

      it("has distinct section titles within each language", () => {
        for (const lang of LANGS) {
          const titles = texts[lang].rules.map((s) => s.title);
          expect(new Set(titles).size, lang).toBe(titles.length);
        }
      });

      it("is plain text: no HTML, no Markdown headings or emphasis, bullets written '- '", () => {
        for (const lang of LANGS) {
          const text = fullText(texts[lang]);
          expect(text, lang).not.toMatch(/<\/?[a-z][^>]*>/i);
          expect(text, lang).not.toMatch(/^\s*#/m);
          expect(text, lang).not.toMatch(/\*\*|__|`/);
          for (const line of text.split("\n"))
            if (/^\s*[-*•]/.test(line)) expect(line, lang).toMatch(/^- \S/);
        }
      });

      it("states the key facts in every language", () => {
        const facts = KEY_FACTS[game];
        expect(facts, "key facts listed for this game").toBeDefined();
        for (const lang of LANGS) {
          const text = rulesText(texts[lang]);
          for (const n of facts!.numbers) expect(hasNumber(text, n), `${lang} states ${n}`).toBe(true);
          for (const s of facts!.strings) expect(text, lang).toContain(s);
        }
      });

      it("shows only move examples the engine accepts", () => {
        const engine = engineOf(game);
        for (const lang of LANGS) {
          const examples = rulesText(texts[lang]).match(/\{"type":[^{}]*(?:\[[^\]]*\])?[^{}]*\}/g) ?? [];
          expect(examples.length, lang).toBeGreaterThan(0);
          for (const example of examples) {
            const parsed = engine.parseMove(JSON.parse(example));
            expect(parsed.ok, `${lang}: ${example}`).toBe(true);
          }
        }
      });

      it("uses Aisleriot's names and game vocabulary", () => {
        for (const lang of LANGS) {
          const expected = VOCABULARY[game]?.[lang];
          expect(expected, `vocabulary for ${lang}`).toBeDefined();
          expect(texts[lang].name).toBe(expected!.name);
          const text = fullText(texts[lang]).toLowerCase();
          for (const word of expected!.words) expect(text, `${lang}: ${word}`).toContain(word.toLowerCase());
        }
      });

      it("writes Greek in Greek script (API aside), without ';' (a Greek question mark)", () => {
        const el = texts.el;
        for (const s of [el.name, ...el.rules.map((r) => r.title)])
          expect(s.replace(/\bAPI\b/g, "")).toMatch(/^[\p{Script=Greek}\s]+$/u);
        const prose = fullText(el).replace(/\{[^{}]*\}/g, "");
        expect(prose).not.toContain(";");
        // Accented Greek: monotonic tonos marks appear throughout.
        expect(prose).toMatch(/[άέήίόύώ]/);
      });

      it("writes Czech with its diacritics", () => {
        const cs = fullText(texts.cs);
        for (const letter of ["ě", "š", "č", "ř", "ž", "ý", "á", "í", "é", "ů"])
          expect(cs, letter).toContain(letter);
      });

      it("writes Spanish and Catalan with their accents", () => {
        expect(fullText(texts.es)).toMatch(/[áéíóúñ]/);
        expect(fullText(texts.ca)).toMatch(/[àèéíòóú·]/);
      });
    });
  }
});

describe("rule texts: game-specific facts", () => {
  it("wall: the health section states the throne's 26 and the edge cards' s-15 in every language", () => {
    for (const lang of LANGS) {
      const health = RULE_TEXTS.wall![lang].rules[5]!;
      expect(hasNumber(health.body, "26"), lang).toBe(true);
      expect(health.body, lang).toContain("s-15");
    }
  });

  it("wall and maze: the API section is the last one in every language", () => {
    for (const game of GAME_IDS) {
      for (const lang of LANGS) {
        const last = RULE_TEXTS[game][lang].rules.at(-1)!;
        expect(last.title, `${game}/${lang}`).toContain("API");
        expect(last.body, `${game}/${lang}`).toContain('"type":');
      }
    }
  });

  it("maze: every language says slot 0 takes aces and slot 53 takes queens", () => {
    const words: Record<Lang, [string, string]> = {
      en: ["ace", "queen"],
      es: ["as", "reina"],
      ca: ["as", "reina"],
      cs: ["eso", "dáma"],
      el: ["άσος", "ντάμα"],
    };
    for (const lang of LANGS) {
      const moves = RULE_TEXTS.maze![lang].rules[3]!.body;
      const [ace, queen] = words[lang];
      expect(moves, lang).toMatch(new RegExp(`\\b0\\b[^\\n]*${ace}`, "u"));
      expect(moves, lang).toMatch(new RegExp(`\\b53\\b[^\\n]*${queen}`, "u"));
    }
  });
});
