import { EXTRA_GAMES } from "#extra-games";
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import type { AnyGameEngine } from "../../src/engine/index.ts";
import { GAMES } from "../../src/games/registry.ts";

// The shared property suite: the same laws, checked against every registered engine. The test
// build's project ("games", vitest.config.ts) registers the games of test/games as well and
// runs this file on those alone (the unit project checks the production ones).

declare module "vitest" {
  export interface ProvidedContext {
    extraGamesOnly?: boolean;
  }
}
const ENGINES = Object.values<AnyGameEngine>(GAMES).filter(
  (engine) => !inject("extraGamesOnly") || Object.hasOwn(EXTRA_GAMES, engine.id),
);

type Walk = { states: unknown[]; moves: unknown[] };

/** Plays `choices` from deal `deal`: each choice picks one listed move (mod the count). */
function walk(engine: AnyGameEngine, deal: number, choices: number[]): Walk {
  let state = engine.deal(deal);
  const states = [state];
  const moves: unknown[] = [];
  for (const choice of choices) {
    const legal = engine.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    const result = engine.applyMove(state, move);
    if (!result.ok)
      throw new Error(`listed move refused: ${engine.notation.move(move)} (${result.error.code})`);
    state = result.value.state;
    states.push(state);
    moves.push(move);
  }
  return { states, moves };
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** Variations of a move's JSON: numbers nudged, strings swapped with other strings seen. */
function mutations(move: unknown, pool: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const json = JSON.stringify(move);
  for (const match of json.matchAll(/-?\d+/g)) {
    for (const delta of [-1, 1, 9]) {
      const n = Number(match[0]) + delta;
      out.push(JSON.parse(json.slice(0, match.index) + n + json.slice(match.index + match[0].length)));
    }
  }
  for (const other of pool) out.push(other);
  return out;
}

const arbitraryGame = (engine: AnyGameEngine) =>
  fc.record({
    deal: fc.integer({ min: 0, max: 0xffffffff }),
    choices: fc.array(fc.nat(), { maxLength: engine.id === "maze" ? 60 : 40 }),
  });

for (const engine of ENGINES) {
  describe(`engine laws: ${engine.id}`, () => {
    const runs = { numRuns: 40 };

    it("every listed move applies, and a move applies only if it is listed", () => {
      fc.assert(
        fc.property(
          arbitraryGame(engine),
          fc.integer({ min: 0, max: 0xffffffff }),
          ({ deal, choices }, other) => {
            const { states } = walk(engine, deal, choices);
            // Moves seen in another game are a pool of plausible but mostly illegal moves.
            const pool = walk(engine, other, choices).moves;
            for (const state of states.slice(-5)) {
              const legal = engine.legalMoves(state);
              const listed = new Set(legal.map((m) => engine.notation.move(m)));
              expect(listed.size).toBe(legal.length); // no duplicates
              for (const move of legal.slice(0, 8)) {
                for (const candidate of mutations(move, pool)) {
                  const parsed = engine.parseMove(candidate);
                  if (!parsed.ok) continue;
                  const applied = engine.applyMove(state, parsed.value);
                  expect(applied.ok, engine.notation.move(parsed.value)).toBe(
                    listed.has(engine.notation.move(parsed.value)),
                  );
                  if (!applied.ok) expect(applied.error.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
                }
              }
            }
          },
        ),
        runs,
      );
    });

    it("never mutates its inputs", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const { states } = walk(engine, deal, choices);
          const state = deepFreeze(structuredClone(states.at(-1)));
          const before = JSON.stringify(state);
          for (const move of engine.legalMoves(state).slice(0, 10)) {
            engine.applyMove(state, deepFreeze(structuredClone(move)));
          }
          engine.hint(deepFreeze(engine.view(state)));
          engine.score(state);
          engine.status(state);
          engine.encode(state);
          expect(JSON.stringify(state)).toBe(before);
        }),
        runs,
      );
    });

    it("JSON, notation and binary forms round-trip", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const { states, moves } = walk(engine, deal, choices);
          for (const state of states.slice(-3)) {
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
            const fromText = engine.notation.parseState(engine.notation.state(state));
            expect(fromText.ok && fromText.value).toEqual(state);
            const fromBytes = engine.decode(engine.encode(state));
            expect(fromBytes.ok && fromBytes.value).toEqual(state);
          }
          for (const move of moves.slice(-5)) {
            const fromText = engine.notation.parseMove(engine.notation.move(move));
            expect(fromText.ok && engine.notation.move(fromText.value)).toBe(engine.notation.move(move));
            const fromJson = engine.parseMove(JSON.parse(JSON.stringify(move)));
            expect(fromJson.ok && engine.notation.move(fromJson.value)).toBe(engine.notation.move(move));
          }
        }),
        runs,
      );
    });

    it("status agrees with the legal moves, and the score with the view", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const { states } = walk(engine, deal, choices);
          for (const state of states) {
            const status = engine.status(state);
            const legal = engine.legalMoves(state);
            if (status !== "playing") expect(legal).toEqual([]);
            if (legal.length > 0) expect(status).toBe("playing");
            const view = engine.view(state);
            expect(view.status).toBe(status);
            expect(view.score).toBe(engine.score(state));
            expect(view.slots).toHaveLength(engine.slotCount);
            expect(engine.score(state)).toBeLessThanOrEqual(engine.maxScore);
          }
        }),
        runs,
      );
    });

    it("replaying a deal number and a move list gives the same game", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const first = walk(engine, deal, choices);
          let state = engine.deal(deal);
          for (const move of first.moves) {
            const result = engine.applyMove(state, move);
            expect(result.ok).toBe(true);
            if (result.ok) state = result.value.state;
          }
          expect(state).toEqual(first.states.at(-1));
          expect(engine.dealNumberOf(state)).toBe(deal);
        }),
        runs,
      );
    });

    it("a hint proposes a legal move (or none once the game is over)", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const state = walk(engine, deal, choices).states.at(-1);
          const hint = engine.hint(engine.view(state));
          expect(hint.reason).toMatch(/^[a-z]+(_[a-z]+)*$/);
          if (hint.move !== null) expect(engine.applyMove(state, hint.move).ok).toBe(true);
          else expect(engine.status(state) !== "playing" || engine.legalMoves(state).length === 0).toBe(true);
          // A game that is over says so the same way in every game: its status as the reason.
          const status = engine.status(state);
          if (status !== "playing") expect(hint).toEqual({ move: null, reason: status });
        }),
        { numRuns: 15 },
      );
    });

    it("the move that ends a game, and only it, reports {type: ended, status} last", () => {
      fc.assert(
        fc.property(arbitraryGame(engine), ({ deal, choices }) => {
          const { states, moves } = walk(engine, deal, choices);
          moves.forEach((move, i) => {
            const result = engine.applyMove(states[i], move);
            if (!result.ok) throw new Error(result.error.code);
            const events = result.value.events as { type: string }[];
            const status = engine.status(result.value.state);
            const ends = events.filter((e) => e.type === "ended");
            if (status === "playing") expect(ends).toEqual([]);
            else {
              expect(ends).toEqual([{ type: "ended", status }]);
              expect(events.at(-1)).toEqual({ type: "ended", status });
            }
          });
        }),
        runs,
      );
    });

    it("refuses malformed moves and states as values, never by throwing", () => {
      const state = engine.deal(1);
      const junk: unknown[] = [
        null,
        7,
        "x",
        [],
        {},
        { type: 5 },
        { type: "deal", extra: 1 },
        { type: "move", from: -1, to: 99 },
      ];
      for (const input of junk) {
        const parsed = engine.parseMove(input);
        if (parsed.ok)
          expect(engine.applyMove(state, parsed.value).ok).toBe(
            engine
              .legalMoves(state)
              .some((m) => engine.notation.move(m) === engine.notation.move(parsed.value)),
          );
      }
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          const decoded = engine.decode(bytes);
          if (decoded.ok) expect(engine.decode(engine.encode(decoded.value)).ok).toBe(true);
        }),
      );
      fc.assert(fc.property(fc.string(), (text) => void engine.notation.parseState(text)));
      fc.assert(fc.property(fc.anything(), (input) => void engine.fromLayout(input)));
    });
  });
}
