import type { Lang } from "./lang.ts";

/** Hint sentences by game and reason key (the engines' `hint().reason`). */
export const HINT_TEXTS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<Lang, string>>>>>> =
  {};
