import { parseCard, rankOf, suitOf, isRed, SUIT_SYMBOLS, RANK_CHARS } from "../cards/index.ts";
import type { AnyGameEngine, PublicViewBase } from "../engine/index.ts";
import { boardTitle } from "../i18n/board-words.ts";
import type { Lang } from "../i18n/lang.ts";

const CARD_W = 64;
const CARD_H = 88;
const STEP_X = 72;
const STEP_Y = 96;
const MARGIN = 16;
const HEADER = 28;
/** The slot-number plate: digits of DejaVu Sans Bold at this size are about 6.3 px wide. */
const PLATE_FONT = 9;
const PLATE_H = 12;
const plateWidth = (label: string) => 5 + 6 * label.length;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );

function cardFace(code: string, x: number, y: number): string {
  const card = parseCard(code);
  if (card === undefined) {
    // Face down: a patterned back, nothing about the card.
    return (
      `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="#2c4f8c" stroke="#13294f"/>` +
      `<rect x="${x + 5}" y="${y + 5}" width="${CARD_W - 10}" height="${CARD_H - 10}" rx="3" fill="url(#back)"/>`
    );
  }
  const rank = rankOf(card) === 10 ? "10" : RANK_CHARS.charAt(rankOf(card) - 1);
  const suit = SUIT_SYMBOLS[suitOf(card)];
  const color = isRed(card) ? "#c0262d" : "#1b1b1b";
  return (
    `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="#fffdf7" stroke="#555"/>` +
    `<text x="${x + 5}" y="${y + 17}" fill="${color}" font-size="15" font-weight="bold">${rank}${suit}</text>` +
    `<text x="${x + CARD_W / 2}" y="${y + CARD_H / 2 + 12}" fill="${color}" font-size="30" text-anchor="middle">${suit}</text>`
  );
}

/**
 * A slot's number on a dark plate in the top-right corner, legible on a face, a back or the
 * felt alike. The top-right corner is clear of the rank and suit (top left), of the count
 * badge (bottom right), and of the cards of the row below where rows overlap (Wall).
 */
function slotPlate(slot: number, x: number, y: number): string {
  const label = String(slot);
  const w = plateWidth(label);
  const px = x + CARD_W - 2 - w;
  const py = y + 2;
  return (
    `<rect x="${px}" y="${py}" width="${w}" height="${PLATE_H}" rx="3" fill="#10261a" fill-opacity="0.85"/>` +
    `<text x="${px + w / 2}" y="${py + PLATE_H - 3}" fill="#fff" font-size="${PLATE_FONT}" font-weight="bold" text-anchor="middle">${label}</text>`
  );
}

/**
 * An SVG picture of the table from the game's geometry and the public view: each slot
 * shows its top card (face-down cards as backs), a count badge for piles, and its slot
 * number on a plate. Hidden cards are drawn as backs only: the view has no more to give.
 */
export function svgBoard(engine: AnyGameEngine, view: PublicViewBase, lang: Lang): string {
  const maxX = Math.max(...engine.geometry.map((g) => g.x));
  const maxY = Math.max(...engine.geometry.map((g) => g.y));
  const width = Math.round(MARGIN * 2 + maxX * STEP_X + CARD_W);
  const height = Math.round(MARGIN * 2 + HEADER + maxY * STEP_Y + CARD_H);
  const parts: string[] = [];
  engine.geometry.forEach((g, slot) => {
    const x = Math.round(MARGIN + g.x * STEP_X);
    const y = Math.round(MARGIN + HEADER + g.y * STEP_Y);
    const pile = view.slots[slot] ?? [];
    parts.push(`<g data-slot="${slot}">`);
    if (pile.length === 0) {
      parts.push(
        `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="none" stroke="#9fc4a8" stroke-dasharray="4 3"/>`,
      );
    } else {
      parts.push(cardFace(pile[pile.length - 1]!, x, y));
      if (pile.length > 1) {
        parts.push(
          `<circle cx="${x + CARD_W - 9}" cy="${y + CARD_H - 9}" r="9" fill="#1f5f3f"/>` +
            `<text x="${x + CARD_W - 9}" y="${y + CARD_H - 5}" fill="#fff" font-size="11" text-anchor="middle">${pile.length}</text>`,
        );
      }
    }
    parts.push(slotPlate(slot, x, y), `</g>`);
  });
  const title = escapeXml(boardTitle(engine.id, view, lang));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="DejaVu Sans, Arial, sans-serif" role="img" aria-label="${title}">` +
    `<defs><pattern id="back" width="8" height="8" patternUnits="userSpaceOnUse">` +
    `<path d="M0 8L8 0" stroke="#7ea2dc" stroke-width="2"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="#1e6b45"/>` +
    `<text x="${MARGIN}" y="${MARGIN + 14}" fill="#fff" font-size="16">${title}</text>` +
    parts.join("") +
    `</svg>`
  );
}
