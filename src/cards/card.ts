/**
 * A card is a small integer: `suit * 13 + rank - 1`, suits in Aisleriot's order
 * (clubs 0, diamonds 1, hearts 2, spades 3), ace low. Two packs share codes, so
 * Wall's duplicate cards are equal values and interchangeable.
 */
export type Card = number;
export type Suit = 0 | 1 | 2 | 3;

export const RANK_CHARS = "A23456789TJQK";
export const SUIT_CHARS = "CDHS";
export const SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"] as const;
type SuitSymbol = (typeof SUIT_SYMBOLS)[number];
export const CARD_COUNT = 52;

/** 1 (ace) .. 13 (king); also the card's value in both games. */
export const rankOf = (card: Card): number => (card % 13) + 1;
export const suitOf = (card: Card): Suit => Math.floor(card / 13) as Suit;
export const isRed = (card: Card): boolean => suitOf(card) === 1 || suitOf(card) === 2;

/** Two-character code: rank `A23456789TJQK`, suit `CDHS`, e.g. `AS`, `TD`, `7H`. */
export const cardCode = (card: Card): string =>
  RANK_CHARS.charAt(rankOf(card) - 1) + SUIT_CHARS.charAt(suitOf(card));

/** Every card's code, indexed by card: the hot paths' table instead of building strings. */
export const CARD_CODES: readonly string[] = Array.from({ length: CARD_COUNT }, (_, card) => cardCode(card));

const CODE_TO_CARD: ReadonlyMap<string, Card> = new Map(CARD_CODES.map((code, card) => [code, card]));

/** By character code below 128: a rank character's rank - 1 and a suit character's suit * 13, else -1. */
const RANK_PART = new Int8Array(128).fill(-1);
const SUIT_PART = new Int8Array(128).fill(-1);
for (let i = 0; i < RANK_CHARS.length; i++) RANK_PART[RANK_CHARS.charCodeAt(i)] = i;
for (let i = 0; i < SUIT_CHARS.length; i++) SUIT_PART[SUIT_CHARS.charCodeAt(i)] = i * 13;

/** The card a code names (case-insensitive, `10` accepted for `T`, a suit's symbol for its letter: `10♦`), or undefined. */
export function parseCard(code: string): Card | undefined {
  // Codes the engines wrote themselves are canonical: read from their two characters (every
  // move of random play comes through here; a map lookup hashes the string), not normalised.
  if (code.length === 2) {
    const r = code.charCodeAt(0);
    const s = code.charCodeAt(1);
    if (r < 128 && s < 128 && RANK_PART[r]! >= 0 && SUIT_PART[s]! >= 0) return SUIT_PART[s]! + RANK_PART[r]!;
  }
  const normal = code
    .trim()
    .toUpperCase()
    .replace(/^10/, "T")
    .replace(/[♣♦♥♠]$/u, (symbol) => SUIT_CHARS.charAt(SUIT_SYMBOLS.indexOf(symbol as SuitSymbol)));
  return CODE_TO_CARD.get(normal);
}

/** Unicode form for boards: `A♠`, `10♦`. */
export const cardLabel = (card: Card): string => {
  const rank = rankOf(card);
  return (rank === 10 ? "10" : RANK_CHARS.charAt(rank - 1)) + SUIT_SYMBOLS[suitOf(card)];
};

/** Aisleriot's unshuffled pack: clubs, diamonds, hearts, spades, each ace to king. */
export const standardPack = (): Card[] => Array.from({ length: CARD_COUNT }, (_, card) => card);

/** A card code as people read it (`10♦`); anything that is not a code (a hidden `??`) as it is. */
export const cardText = (code: string): string => {
  const card = parseCard(code);
  return card === undefined ? code : cardLabel(card);
};
