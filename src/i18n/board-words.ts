import type { GameStatus, SlotKind } from "../engine/index.ts";
import { isGameId } from "../games/registry.ts";
import type { Lang, Texts } from "./lang.ts";
import { RULE_TEXTS } from "./rules/index.ts";

type Words = Texts;

/** Names of slot kinds (the engines' geometry `kind`) and board words, per language. */
export const SLOT_KIND_NAMES: Readonly<Record<SlotKind, Words>> = {
  throne: { en: "Throne", es: "Trono", ca: "Tron", cs: "Trůn", el: "Θρόνος" },
  high_guard: {
    en: "High guard",
    es: "Última guardia",
    ca: "Guàrdia superior",
    cs: "Horní stráž",
    el: "Υψηλή άμυνα",
  },
  low_guard: {
    en: "Low guard",
    es: "Primera guardia",
    ca: "Guàrdia inferior",
    cs: "Dolní stráž",
    el: "Χαμηλή άμυνα",
  },
  wall: { en: "Wall", es: "Muro", ca: "Paret", cs: "Hradby", el: "Τοίχος" },
  stock: { en: "Stock", es: "Montón", ca: "Pila principal", cs: "Volné", el: "Μάνα" },
  waste: { en: "Waste", es: "Basura", ca: "Descartades", cs: "Otočené", el: "Σωρός" },
  cell: { en: "Row", es: "Fila", ca: "Fila", cs: "Řádek", el: "Σειρά" },
};

export const BOARD_WORDS = {
  score: { en: "score", es: "puntuación", ca: "punts", cs: "skóre", el: "πόντοι" },
  playing: { en: "playing", es: "en juego", ca: "en joc", cs: "hraje se", el: "σε εξέλιξη" },
  won: { en: "won", es: "ganada", ca: "guanyada", cs: "vyhráno", el: "κερδήθηκε" },
  lost: { en: "lost", es: "perdida", ca: "perduda", cs: "prohráno", el: "χάθηκε" },
  health: { en: "health", es: "salud", ca: "salut", cs: "síla", el: "υγεία" },
  hidden: { en: "face down", es: "boca abajo", ca: "cara avall", cs: "lícem dolů", el: "κλειστή" },
  targets: {
    en: "Exposed targets",
    es: "Objetivos descubiertos",
    ca: "Objectius descoberts",
    cs: "Odkryté cíle",
    el: "Εκτεθειμένοι στόχοι",
  },
  gaps: {
    en: "Gaps accept",
    es: "Los huecos aceptan",
    ca: "Els forats accepten",
    cs: "Mezery přijmou",
    el: "Τα κενά δέχονται",
  },
} as const satisfies Record<string, Words>;

/** A game's name as its rules give it in `lang`; an id the registry does not know stays as it is. */
export const gameName = (id: string, lang: Lang): string => (isGameId(id) ? RULE_TEXTS[id][lang].name : id);

/**
 * A problem's or refusal's params as its sentence shows them in `lang`: a `game` id becomes
 * the game's name there (`wall` → `Muro`); the params sent with the problem keep the id.
 */
export function sentenceParams<P extends Readonly<Record<string, string | number>>>(
  params: P,
  lang: Lang,
): P {
  const game = params["game"];
  return typeof game === "string" ? { ...params, game: gameName(game, lang) } : params;
}

/** The header line of a board: `Maze · score 2 · playing`, in `lang`. */
export const boardTitle = (id: string, view: { score: number; status: GameStatus }, lang: Lang): string =>
  `${gameName(id, lang)} · ${BOARD_WORDS.score[lang]} ${view.score} · ${BOARD_WORDS[view.status][lang]}`;
