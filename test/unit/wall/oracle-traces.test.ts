import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { engine, legalSet, play } from "./helpers.ts";

// Ground truth: GNOME Aisleriot's wall.scm, recorded by scripts/record-wall-traces.mjs.
// After every move the engine's state, score, status and legal moves must equal the
// oracle's (the legal moves being the attacks `droppable?` accepts, plus `deal`).

interface Step {
  m: string;
  d: Record<string, string | number>;
  s: number;
  st: string;
  l: string;
}
interface Trace {
  deal: number;
  policy: string;
  start: string;
  l0: string;
  steps: Step[];
}

// Read as data, not imported: the compiler need not type an 800 KB literal.
const all = JSON.parse(
  readFileSync(new URL("../../fixtures/wall-traces.json", import.meta.url), "utf8"),
) as Trace[];

describe("oracle traces", () => {
  it("cover at least 200 deals played to the end", () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
    for (const t of all) expect(t.steps.at(-1)?.st ?? "playing").not.toBe("playing");
  });

  it.each(all.map((t) => [t.deal, t] as const))("deal %i", (_deal, trace) => {
    let state = engine.deal(trace.deal);
    expect(engine.notation.state(state)).toBe(trace.start);
    expect(legalSet(state)).toBe(trace.l0);
    let slots = trace.start.split(" ")[3]!.split("/");
    trace.steps.forEach((step, i) => {
      state = play(state, step.m);
      for (const [slot, text] of Object.entries(step.d)) {
        const s = Number(slot);
        slots[s] = typeof text === "number" ? (text === 0 ? "." : slots[s]!.slice(0, 2 * text)) : text;
      }
      slots = slots.slice();
      const expected = `wall ${trace.deal} ${step.s} ${slots.join("/")}`;
      expect(engine.notation.state(state), `after move ${i} ${step.m}`).toBe(expected);
      expect(engine.score(state)).toBe(step.s);
      expect(engine.status(state), `status after move ${i}`).toBe(step.st);
      expect(legalSet(state), `legal moves after move ${i} ${step.m}`).toBe(step.l);
    });
  });
});
