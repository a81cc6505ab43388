import type { Lang } from "../lang.ts";

/** One titled part of a game's rules: plain text, paragraphs split by "\n", bullet lines start with "- ". */
export interface RulesSection {
  readonly title: string;
  readonly body: string;
}

/** A game's texts in one language. */
export interface GameText {
  readonly name: string;
  readonly summary: string;
  readonly rules: readonly RulesSection[];
}

/** A game's texts in every language; the sections come in the same order in each. */
export type GameTexts = Readonly<Record<Lang, GameText>>;

/** Joins paragraphs and bullet lines into one section body. */
export const lines = (...parts: readonly string[]): string => parts.join("\n");
