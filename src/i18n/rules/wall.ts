import type { GameTexts } from "./types.ts";
import { WALL_EN } from "./wall/en.ts";
import { WALL_ES } from "./wall/es.ts";
import { WALL_CA } from "./wall/ca.ts";
import { WALL_CS } from "./wall/cs.ts";
import { WALL_EL } from "./wall/el.ts";

// Wall, as the product plays it (shared/rules/wall.md). Game vocabulary follows Aisleriot's
// translated help pages; the sentences are our own. One file per language.

export const WALL_TEXTS = {
  en: WALL_EN,
  es: WALL_ES,
  ca: WALL_CA,
  cs: WALL_CS,
  el: WALL_EL,
} as const satisfies GameTexts;
