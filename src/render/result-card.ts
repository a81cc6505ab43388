import type { IndexedImage } from "./png.ts";

// The preview picture of a daily challenge or of an entry's result (Open Graph's 1200 × 630):
// lines of text on a green baize, drawn from a 5 × 7 pixel font into palette pixels. It is
// given words only (the façade chooses them), never a layout: a picture of an open date must
// show nothing of its deal, and this one cannot.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type Tone = "ink" | "accent" | "muted" | "won" | "lost";

/** One line of the card: its text (drawn in capitals), its size, its colour. */
export interface CardLine {
  readonly text: string;
  readonly size: "large" | "small";
  readonly tone: Tone;
}

const PALETTE: IndexedImage["palette"] = [
  [0x0b, 0x4d, 0x2c], // baize
  [0xf5, 0xf1, 0xe6], // ink: card white
  [0xf2, 0xc1, 0x4e], // accent: gold
  [0x9c, 0xc4, 0xa8], // muted
  [0x7d, 0xe0, 0x9b], // won
  [0xf2, 0x8b, 0x82], // lost
  [0x08, 0x3a, 0x21], // frame
];
const TONES: Record<Tone, number> = { ink: 1, accent: 2, muted: 3, won: 4, lost: 5 };
const FRAME = 6;

/** A 5 × 7 font: each glyph seven rows of five bits, the top row first. */
const GLYPHS: Readonly<Record<string, string>> = {
  "0": "01110 10001 10011 10101 11001 10001 01110",
  "1": "00100 01100 00100 00100 00100 00100 01110",
  "2": "01110 10001 00001 00010 00100 01000 11111",
  "3": "11111 00010 00100 00010 00001 10001 01110",
  "4": "00010 00110 01010 10010 11111 00010 00010",
  "5": "11111 10000 11110 00001 00001 10001 01110",
  "6": "00110 01000 10000 11110 10001 10001 01110",
  "7": "11111 00001 00010 00100 01000 01000 01000",
  "8": "01110 10001 10001 01110 10001 10001 01110",
  "9": "01110 10001 10001 01111 00001 00010 01100",
  A: "01110 10001 10001 11111 10001 10001 10001",
  B: "11110 10001 10001 11110 10001 10001 11110",
  C: "01110 10001 10000 10000 10000 10001 01110",
  D: "11100 10010 10001 10001 10001 10010 11100",
  E: "11111 10000 10000 11110 10000 10000 11111",
  F: "11111 10000 10000 11110 10000 10000 10000",
  G: "01110 10001 10000 10111 10001 10001 01111",
  H: "10001 10001 10001 11111 10001 10001 10001",
  I: "01110 00100 00100 00100 00100 00100 01110",
  J: "00111 00010 00010 00010 00010 10010 01100",
  K: "10001 10010 10100 11000 10100 10010 10001",
  L: "10000 10000 10000 10000 10000 10000 11111",
  M: "10001 11011 10101 10101 10001 10001 10001",
  N: "10001 10001 11001 10101 10011 10001 10001",
  O: "01110 10001 10001 10001 10001 10001 01110",
  P: "11110 10001 10001 11110 10000 10000 10000",
  Q: "01110 10001 10001 10001 10101 10010 01101",
  R: "11110 10001 10001 11110 10100 10010 10001",
  S: "01111 10000 10000 01110 00001 00001 11110",
  T: "11111 00100 00100 00100 00100 00100 00100",
  U: "10001 10001 10001 10001 10001 10001 01110",
  V: "10001 10001 10001 10001 10001 01010 00100",
  W: "10001 10001 10001 10101 10101 10101 01010",
  X: "10001 10001 01010 00100 01010 10001 10001",
  Y: "10001 10001 10001 01010 00100 00100 00100",
  Z: "11111 00001 00010 00100 01000 10000 11111",
  " ": "00000 00000 00000 00000 00000 00000 00000",
  "-": "00000 00000 00000 11111 00000 00000 00000",
  "+": "00000 00100 00100 11111 00100 00100 00000",
  "#": "01010 01010 11111 01010 11111 01010 01010",
  ":": "00000 01100 01100 00000 01100 01100 00000",
  ".": "00000 00000 00000 00000 00000 01100 01100",
  "·": "00000 00000 00000 01100 01100 00000 00000",
  "/": "00001 00010 00010 00100 01000 01000 10000",
  "(": "00010 00100 01000 01000 01000 00100 00010",
  ")": "01000 00100 00010 00010 00010 00100 01000",
  ",": "00000 00000 00000 00000 01100 00100 01000",
  "%": "11000 11001 00010 00100 01000 10011 00011",
  "?": "01110 10001 00001 00010 00100 00000 00100",
};

/** Pixels per font pixel, and the glyph's advance (five columns and one of space). */
const SCALE = { large: 10, small: 6 } as const;
const ADVANCE = 6;
const MARGIN = 60;

function fillRect(image: Uint8Array, x: number, y: number, w: number, h: number, colour: number) {
  for (let row = Math.max(0, y); row < Math.min(CARD_HEIGHT, y + h); row++) {
    const from = row * CARD_WIDTH + Math.max(0, x);
    image.fill(colour, from, row * CARD_WIDTH + Math.min(CARD_WIDTH, x + w));
  }
}

/** Draws `text` from (x, y), cut to the card's width less its margin; a glyph the font lacks is `?`. */
function drawText(image: Uint8Array, text: string, x: number, y: number, scale: number, colour: number) {
  const fits = Math.floor((CARD_WIDTH - MARGIN - x) / (ADVANCE * scale));
  const chars = [...text.toUpperCase()].slice(0, fits);
  chars.forEach((char, i) => {
    const rows = (GLYPHS[char] ?? GLYPHS["?"]!).split(" ");
    rows.forEach((bits, r) => {
      for (let col = 0; col < 5; col++)
        if (bits[col] === "1")
          fillRect(image, x + (i * ADVANCE + col) * scale, y + r * scale, scale, scale, colour);
    });
  });
}

/** The card with `lines` from the top, a gold rule under the first. */
export function resultCard(lines: readonly CardLine[]): IndexedImage {
  const pixels = new Uint8Array(CARD_WIDTH * CARD_HEIGHT);
  fillRect(pixels, 0, 0, CARD_WIDTH, CARD_HEIGHT, FRAME);
  fillRect(pixels, 24, 24, CARD_WIDTH - 48, CARD_HEIGHT - 48, 0);
  let y = MARGIN + 10;
  lines.forEach((line, i) => {
    const scale = SCALE[line.size];
    drawText(pixels, line.text, MARGIN + 20, y, scale, TONES[line.tone]);
    y += 7 * scale + (line.size === "large" ? 34 : 26);
    if (i === 0) {
      fillRect(pixels, MARGIN + 20, y - 16, CARD_WIDTH - 2 * MARGIN - 40, 6, TONES.accent);
      y += 18;
    }
  });
  return { width: CARD_WIDTH, height: CARD_HEIGHT, pixels, palette: PALETTE };
}
