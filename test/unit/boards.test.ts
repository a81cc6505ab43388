import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { differentTwin, hiddenSlots, reshuffleHidden } from "../support/wall-twin.ts";
import { describe, expect, it } from "vitest";
import { cardCode, parseCard } from "../../src/cards/index.ts";
import { mazeEngine, type MazeState } from "../../src/games/maze/index.ts";
import { wallEngine, type WallMove, type WallState } from "../../src/games/wall/index.ts";
import { validateState } from "../../src/games/wall/validate.ts";
import { svgBoard } from "../../src/render/svg-board.ts";
import { textBoard } from "../../src/render/text-board.ts";
import { canonical } from "./wall/helpers.ts";

/*
 * Golden files for the text and SVG boards: a safety net so that a refactor of the
 * renderers, the views or the board words cannot change a picture unnoticed. The boards
 * are compared as exact strings with test/fixtures/boards/<name>.{txt,svg}.
 *
 * To re-record after an intended change: RECORD=1 npx vitest run --project unit test/unit/boards.test.ts
 * (then review the diff of test/fixtures/boards/ like any other change).
 *
 * The engines are imported directly, not through the registry, so that a change to the
 * registry's shape does not break this net.
 */

const RECORD = process.env.RECORD === "1";
const FIXTURES = new URL("../fixtures/boards/", import.meta.url);

type Lang = Parameters<typeof textBoard>[2];
type Rendered = { text: string; svg: string };

const renderWall = (state: WallState, lang: Lang): Rendered => {
  const view = wallEngine.view(state);
  return { text: textBoard(wallEngine, view, lang), svg: svgBoard(wallEngine, view, lang) };
};
const renderMaze = (state: MazeState, lang: Lang): Rendered => {
  const view = mazeEngine.view(state);
  return { text: textBoard(mazeEngine, view, lang), svg: svgBoard(mazeEngine, view, lang) };
};

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * Plays Wall with `choose` until the game ends or `maxMoves` moves are made. Choices look
 * only at the legal set in canonical order (not at legalMoves' own order), so the positions
 * stay the same if a refactor reorders the list.
 */
function playWall(deal: number, choose: (legal: WallMove[]) => WallMove, maxMoves = Infinity): WallState {
  let state = wallEngine.deal(deal);
  for (let n = 0; n < maxMoves && wallEngine.status(state) === "playing"; n++) {
    const legal = [...wallEngine.legalMoves(state)].sort((a, b) => (canonical(a) < canonical(b) ? -1 : 1));
    state = must(wallEngine.applyMove(state, choose(legal))).state;
  }
  return state;
}
const dealFirst = (legal: WallMove[]) => legal.find((m) => m.type === "deal") ?? legal[0]!;
const attackFirst = (legal: WallMove[]) => legal.find((m) => m.type !== "deal") ?? legal[0]!;

/** Maze won: the 48 cards in suit order (clubs, diamonds, hearts, spades), six gaps inside hearts. */
function mazeWon(): MazeState {
  const cards = Array.from({ length: 52 }, (_, c) => c).filter((c) => c % 13 !== 12);
  const slots: (string | null)[] = cards.map(cardCode);
  slots.splice(29, 0, null, null, null, null, null, null);
  return must(mazeEngine.fromLayout({ slots }));
}

/**
 * Wall won: the throne fallen (the game's only win), a few wall cards and a waste left. A
 * layout cannot start won, so the state is built as tokens and notation are (custom, no deal).
 */
function wallWon(): WallState {
  const slots: string[][] = Array.from({ length: 57 }, () => []);
  slots[40] = ["9H"];
  slots[47] = ["QD"];
  slots[52] = ["2C"];
  slots[54] = ["5D"];
  slots[55] = ["7S"];
  const cards = slots.map((pile) => pile.map((code) => parseCard(code)!));
  return must(
    validateState({ slots: cards, faceUp: [false, false, false, false], score: 312, dealNumber: null }),
  );
}

// Built lazily: a broken engine should fail its own test, not the module import.
const WALL_POSITIONS: Record<string, () => WallState> = {
  // Dealt: face-down low guards and a stock of 36, all "??".
  "wall-deal1": () => wallEngine.deal(1),
  // Mid-game: one low guard turned face up, one exposed while face down, a stock of 3.
  "wall-deal3-move17": () => playWall(3, attackFirst, 17),
  // Lost by dealing until the stock ran out with no attack strong enough.
  "wall-lost": () => playWall(1, dealFirst),
  "wall-won": wallWon,
};
const MAZE_POSITIONS: Record<string, () => MazeState> = {
  "maze-deal1": () => mazeEngine.deal(1),
  "maze-won": mazeWon,
};

const CASES: { file: string; render: () => Rendered }[] = [
  ...Object.entries(WALL_POSITIONS).map(([file, make]) => ({ file, render: () => renderWall(make(), "en") })),
  ...Object.entries(MAZE_POSITIONS).map(([file, make]) => ({ file, render: () => renderMaze(make(), "en") })),
  // Boards in another language too: board words and slot kind names are translated.
  { file: "wall-deal1.es", render: () => renderWall(wallEngine.deal(1), "es") },
  { file: "maze-deal1.es", render: () => renderMaze(mazeEngine.deal(1), "es") },
];

function golden(name: string, actual: string) {
  const url = new URL(name, FIXTURES);
  if (RECORD) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(url, actual);
    return;
  }
  if (!existsSync(url)) throw new Error(`no golden file ${name}: record it with RECORD=1`);
  expect(actual, `${name} differs from its golden file`).toBe(readFileSync(url, "utf8"));
}

describe("golden boards", () => {
  it.each(CASES)("$file: text and SVG boards are unchanged", ({ file, render }) => {
    const { text, svg } = render();
    golden(`${file}.txt`, text);
    golden(`${file}.svg`, svg);
  });

  // Guards the fixtures themselves: a wrong position would pin the wrong thing.
  it("the positions are what their names say", () => {
    const statusOf = (name: string) =>
      name.startsWith("wall")
        ? wallEngine.status(WALL_POSITIONS[name]!())
        : mazeEngine.status(MAZE_POSITIONS[name]!());
    expect(
      Object.fromEntries(
        [...Object.keys(WALL_POSITIONS), ...Object.keys(MAZE_POSITIONS)].map((n) => [n, statusOf(n)]),
      ),
    ).toEqual({
      "wall-deal1": "playing",
      "wall-deal3-move17": "playing",
      "wall-lost": "lost",
      "wall-won": "won",
      "maze-deal1": "playing",
      "maze-won": "won",
    });
    const mid = WALL_POSITIONS["wall-deal3-move17"]!();
    const view = wallEngine.view(mid);
    expect(mid.faceUp.some(Boolean) && mid.faceUp.some((up) => !up)).toBe(true);
    expect(view.targets.some((t) => t.faceDown)).toBe(true);
    expect(view.stockCount).toBeGreaterThan(0);
  });
});

/** Slots whose cards the view hides: the stock and face-down low guard piles (rules/wall.md). */
const SUITS = /[♣♦♥♠]/;

describe("boards show nothing of the hidden cards", () => {
  // Every pinned Wall position with hidden cards (the lost one still has face-down piles).
  const hiding = ["wall-deal1", "wall-deal3-move17", "wall-lost"];

  it.each(hiding)("%s: a twin with the hidden cards permuted draws byte-identical boards", (name) => {
    const state = WALL_POSITIONS[name]!();
    const twin = differentTwin(state, wallEngine.notation.state);
    for (const lang of ["en", "es"] as const) expect(renderWall(twin, lang)).toEqual(renderWall(state, lang));
  });

  it.each(hiding)("%s: hidden slots are drawn as ?? and card backs only", (name) => {
    const state = WALL_POSITIONS[name]!();
    const { text, svg } = renderWall(state, "en");
    const slots = hiddenSlots(state);
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      const n = state.slots[s]!.length;
      const cell = n > 1 ? `${s}:??×${n}` : `${s}:??`;
      expect(text).toMatch(new RegExp(`(^|\\s)${cell.replace(/[?]/g, "\\?")}(\\s|$)`, "m"));
      const group = svg.match(new RegExp(`<g data-slot="${s}">.*?</g>`))?.[0] ?? "";
      expect(group).toContain('fill="url(#back)"');
      expect(group).not.toMatch(SUITS);
    }
  });

  it("on random games too: any twin draws the same boards", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.nat(),
        (deal, choices, seed) => {
          let state = wallEngine.deal(deal);
          for (const choice of choices) {
            const legal = wallEngine.legalMoves(state);
            if (legal.length === 0) break;
            state = must(wallEngine.applyMove(state, legal[choice % legal.length]!)).state;
          }
          const twin = reshuffleHidden(state, seed);
          expect(renderWall(twin, "en")).toEqual(renderWall(state, "en"));
        },
      ),
      { numRuns: 40 },
    );
  });
});
