import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { LANGS, type Lang } from "../../src/i18n/lang.ts";
import { issueText } from "../../src/http/issue-text.ts";
import { LangQuerySchema } from "../../src/http/schemas/common.ts";
import { DealRequestSchema, MoveRequestSchema } from "../../src/http/schemas/game.ts";
import { HistoryQuerySchema, VersionRequestSchema } from "../../src/http/schemas/session.ts";
import { SolveRequestSchema } from "../../src/http/schemas/solver.ts";

// Bad requests of every issue kind the routes meet: wrong type, too small/big, unknown key,
// enum, pattern, union, the schemas' own rules.
const CASES: [z.ZodType, unknown][] = [
  [DealRequestSchema, { deal: "x" }],
  [DealRequestSchema, { deal: -1, foo: 1 }],
  [DealRequestSchema, { deal: 2 ** 32 }],
  [DealRequestSchema, { deal: 1.5 }],
  [DealRequestSchema, { deal: 1, layout: { game: "maze" } }],
  [DealRequestSchema, null],
  [MoveRequestSchema, { state: 3, move: { type: "attack", target: 99, cards: ["zz"] } }],
  [MoveRequestSchema, { state: "", move: { type: "jump" } }],
  [SolveRequestSchema, {}],
  [SolveRequestSchema, { state: "abc", budget: 0 }],
  [LangQuerySchema, { lang: "fr" }],
  [VersionRequestSchema, { version: "1" }],
  [HistoryQuerySchema, { after: "x", limit: "0" }],
];

describe("validation messages in the caller's language", () => {
  it("English is zod's own; every other language has a sentence for each issue, with no English left", () => {
    const english =
      /\b(expected|received|Invalid|Too|string|number|int|array|object|boolean|undefined|key)\b/;
    for (const [schema, input] of CASES) {
      const issues = schema.safeParse(input).error!.issues;
      expect(issues.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(issueText(issue, "en")).toBe(issue.message);
        for (const lang of LANGS.filter((l) => l !== "en")) {
          const text = issueText(issue, lang);
          const where = `${lang} ${JSON.stringify(input)} ${issue.code}: ${text}`;
          expect(text, where).not.toBe(issue.message);
          expect(text, where).not.toMatch(english);
          expect(text, where).not.toMatch(/\{[a-z]+\}/); // a placeholder left unfilled
        }
      }
    }
  });

  it("say what a reader of the language expects (checked by hand)", () => {
    const first = (schema: z.ZodType, input: unknown, lang: Lang) =>
      issueText(schema.safeParse(input).error!.issues[0]!, lang);
    expect(first(DealRequestSchema, { deal: "x" }, "es")).toBe(
      "Tipo no válido: se esperaba número, se recibió texto",
    );
    expect(first(DealRequestSchema, { deal: -1 }, "es")).toBe("Demasiado pequeño: debe ser ≥ 0");
    expect(first(DealRequestSchema, { deal: 2 ** 32 }, "ca")).toBe("Massa gran: ha de ser ≤ 4294967295");
    expect(first(DealRequestSchema, { deal: 1.5 }, "cs")).toBe("Očekáváno celé číslo");
    expect(first(DealRequestSchema, { deal: JSON.parse("1e999") }, "es")).toBe(
      "Tipo no válido: se esperaba número, se recibió Infinity",
    );
    expect(first(DealRequestSchema, { foo: 1 }, "el")).toBe('Άγνωστο πεδίο: "foo"');
    expect(first(MoveRequestSchema, { move: { type: "deal" } }, "cs")).toBe("Chybí: očekáváno text");
    expect(first(MoveRequestSchema, { state: "", move: { type: "deal" } }, "es")).toBe(
      "Demasiado corto: el número de caracteres debe ser ≥ 1",
    );
    expect(first(LangQuerySchema, { lang: "fr" }, "ca")).toBe(
      'Opció no vàlida: s\'esperava una de "en"|"es"|"ca"|"cs"|"el"',
    );
    // A query's "x" read as a number is NaN: the value zod checked, not the text sent.
    expect(first(HistoryQuerySchema, { after: "x" }, "es")).toBe(
      "Tipo no válido: se esperaba número, se recibió NaN",
    );
  });

  it("translate the schemas' own rules, and other languages do say something else", () => {
    const [custom] = SolveRequestSchema.safeParse({}).error!.issues;
    expect(issueText(custom!, "en")).toBe("Give either state or layout");
    expect(issueText(custom!, "cs")).toBe("Zadejte buď state, nebo layout");
    const [move] = MoveRequestSchema.safeParse({ state: "a", move: 7 }).error!.issues;
    expect(issueText(move!, "es")).toMatch(/^Se esperaba un objeto de movimiento: wall \{"type":"deal"\}/);
    const attack = { state: "a", move: { type: "attack", target: 46, cards: ["10D"] } };
    const [card] = MoveRequestSchema.safeParse(attack).error!.issues;
    expect(card!.path).toEqual(["move", "cards", 0]);
    expect(issueText(card!, "en")).toContain("the 10 of diamonds is TD");
    expect(issueText(card!, "es")).toContain("el 10 de diamantes es TD");
    const [type] = DealRequestSchema.safeParse({ deal: "x" }).error!.issues;
    expect(issueText(type!, "es")).toBe("Tipo no válido: se esperaba número, se recibió texto");
    for (const lang of LANGS.filter((l) => l !== "en"))
      expect(issueText(type!, lang)).not.toBe(type!.message);
  });

  it("the move schema refuses what the move routes no longer document: no cards, a target past 52", () => {
    const attack = (target: number, cards: string[]) => ({
      state: "a",
      move: { type: "attack", target, cards },
    });
    expect(MoveRequestSchema.safeParse(attack(46, ["9C"])).success).toBe(true);
    expect(MoveRequestSchema.safeParse(attack(46, [])).success).toBe(false); // the engine's no_cards
    expect(MoveRequestSchema.safeParse(attack(53, ["9C"])).success).toBe(false); // its not_a_target
    expect(MoveRequestSchema.safeParse(attack(-1, ["9C"])).success).toBe(false);
  });
});
