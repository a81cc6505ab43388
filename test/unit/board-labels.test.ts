import { describe, expect, it } from "vitest";
import type { AnyGameEngine } from "../../src/engine/index.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import { LANGS } from "../../src/i18n/lang.ts";
import { svgBoard } from "../../src/render/svg-board.ts";
import { textBoard } from "../../src/render/text-board.ts";

// What the boards say around the cards: the header, the row labels, the slot numbers.
// Expected words are written out here, not read from the tables under test.

const maze: AnyGameEngine = mazeEngine;
const wall: AnyGameEngine = wallEngine;
const mazeView = mazeEngine.view(mazeEngine.deal(1));
const wallView = wallEngine.view(wallEngine.deal(1));

const NAMES = {
  maze: { en: "Maze", es: "Malla", ca: "Catacumbes", cs: "Bludiště", el: "Δαίδαλος" },
  wall: { en: "Wall", es: "Muro", ca: "Paret", cs: "Hradby", el: "Τοίχος" },
};
const ROW = { en: "Row", es: "Fila", ca: "Fila", cs: "Řádek", el: "Σειρά" };

const lines = (text: string) => text.split("\n");

describe("board headers", () => {
  it.each(LANGS)("%s: the game's translated name heads the text and SVG boards", (lang) => {
    for (const [engine, view, name] of [
      [maze, mazeView, NAMES.maze[lang]],
      [wall, wallView, NAMES.wall[lang]],
    ] as const) {
      expect(lines(textBoard(engine, view, lang))[0]).toMatch(new RegExp(`^${name} · `));
      const svg = svgBoard(engine, view, lang);
      expect(svg).toContain(`aria-label="${name} · `);
      expect(svg).toContain(`font-size="16">${name} · `);
      if (lang !== "en") expect(svg).not.toMatch(/>(maze|wall) · /);
    }
  });

  it("an engine the registry does not know keeps its id: the renderers do not look at names", () => {
    const other: AnyGameEngine = { ...maze, id: "maze-copy" };
    expect(lines(textBoard(other, mazeView, "es"))[0]).toBe("maze-copy · puntuación 2 · en juego");
    // Everything else is drawn from the geometry alone, so it is the same board.
    expect(lines(textBoard(other, mazeView, "es")).slice(1)).toEqual(
      lines(textBoard(maze, mazeView, "es")).slice(1),
    );
  });
});

describe("row labels", () => {
  it.each(LANGS)("%s: Maze's six rows are numbered from the top", (lang) => {
    const rows = lines(textBoard(maze, mazeView, lang)).slice(1, 7);
    rows.forEach((row, i) => expect(row).toMatch(new RegExp(`^${ROW[lang]} ${i + 1} +${i * 9}:`)));
  });

  it("a kind on one row keeps its bare name; a kind on several rows is numbered; a row of two kinds names both", () => {
    const rows = lines(textBoard(wall, wallView, "en")).map((line) => line.split(/ {2,}/)[0]);
    expect(rows.slice(1, 11)).toEqual([
      "Throne",
      "High guard",
      "Low guard",
      "Wall 1",
      "Wall 2",
      "Wall 3",
      "Wall 4",
      "Wall 5",
      "Wall 6",
      "Stock / Waste",
    ]);
  });

  it("labels keep the cells in one column whatever their length", () => {
    for (const lang of LANGS) {
      const text = textBoard(maze, mazeView, lang);
      const starts = lines(text)
        .slice(1, 7)
        .map((row) => row.search(/\d+:/));
      expect(new Set(starts).size, text).toBe(1);
    }
  });
});

describe("SVG slot numbers", () => {
  it("every slot, face up, face down or empty, has its number on a plate", () => {
    for (const [engine, view] of [
      [maze, mazeView],
      [wall, wallView],
    ] as const) {
      const svg = svgBoard(engine, view, "en");
      engine.geometry.forEach((_, slot) => {
        const group = svg.match(new RegExp(`<g data-slot="${slot}">.*?</g>`))?.[0] ?? "";
        expect(group, `slot ${slot}`).toMatch(
          new RegExp(`<rect [^>]*fill="#10261a"[^>]*/><text [^>]*fill="#fff"[^>]*>${slot}</text>`),
        );
      });
    }
  });
});
