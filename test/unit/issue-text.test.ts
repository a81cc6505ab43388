import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { ca, cs, el, en, es } from "zod/v4/locales";
import { LANGS, type Lang } from "../../src/i18n/lang.ts";
import { issueText } from "../../src/http/issue-text.ts";
import { schemaMessageIn } from "../../src/i18n/schema-messages.ts";
import { LangQuerySchema } from "../../src/http/schemas/common.ts";
import { DealRequestSchema, MoveRequestSchema } from "../../src/http/schemas/game.ts";
import { HistoryQuerySchema, VersionRequestSchema } from "../../src/http/schemas/session.ts";
import { SolveRequestSchema } from "../../src/http/schemas/solver.ts";

const ours = (message: string) => schemaMessageIn(message, "en") !== undefined;
const LOCALES = { en, es, ca, cs, el } satisfies Record<Lang, unknown>;

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
  it("say what zod itself says in that language (its locales, told at parse time)", () => {
    for (const [schema, input] of CASES) {
      const issues = schema.safeParse(input).error!.issues;
      expect(issues.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const lang of LANGS) {
        // Zod wording the issues itself, in that language, while it still holds the input.
        // (The schemas' own rules keep their English there: the next test reads those.)
        const truth = schema.safeParse(input, { error: LOCALES[lang]().localeError }).error!.issues;
        const zods = (list: typeof issues) => list.filter((issue) => !ours(issue.message));
        expect(
          zods(issues).map((issue) => issueText(issue, lang)),
          `${lang} ${JSON.stringify(input)}`,
        ).toEqual(zods(truth).map((issue) => issue.message));
      }
    }
  });

  it("translate the schemas' own rules, and other languages do say something else", () => {
    const [custom] = SolveRequestSchema.safeParse({}).error!.issues;
    expect(issueText(custom!, "en")).toBe("Give either state or layout");
    expect(issueText(custom!, "cs")).toBe("Zadejte buď state, nebo layout");
    const [move] = MoveRequestSchema.safeParse({ state: "a", move: 7 }).error!.issues;
    expect(issueText(move!, "es")).toMatch(/^Se esperaba un objeto de jugada: wall \{"type":"deal"\}/);
    const attack = { state: "a", move: { type: "attack", target: 46, cards: ["10D"] } };
    const [card] = MoveRequestSchema.safeParse(attack).error!.issues;
    expect(card!.path).toEqual(["move", "cards", 0]);
    expect(issueText(card!, "en")).toContain("the 10 of diamonds is TD");
    expect(issueText(card!, "es")).toContain("el 10 de diamantes es TD");
    const [type] = DealRequestSchema.safeParse({ deal: "x" }).error!.issues;
    expect(issueText(type!, "es")).toBe("Entrada inválida: se esperaba número, recibido texto");
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
