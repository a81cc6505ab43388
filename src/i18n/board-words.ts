import type { SlotKind } from "../engine/index.ts";
import type { Lang } from "./lang.ts";

type Words = Readonly<Record<Lang, string>>;

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
  stock: { en: "Stock", es: "Montón", ca: "Pila", cs: "Volné", el: "Μάνα" },
  waste: { en: "Waste", es: "Basura", ca: "Descartades", cs: "Otočené", el: "Σωρός" },
  cell: { en: "Row", es: "Fila", ca: "Fila", cs: "Řada", el: "Σειρά" },
};

export const BOARD_WORDS = {
  score: { en: "score", es: "puntos", ca: "punts", cs: "skóre", el: "πόντοι" },
  playing: { en: "playing", es: "en juego", ca: "en joc", cs: "hraje se", el: "σε εξέλιξη" },
  won: { en: "won", es: "ganada", ca: "guanyada", cs: "vyhráno", el: "κερδήθηκε" },
  lost: { en: "lost", es: "perdida", ca: "perduda", cs: "prohráno", el: "χάθηκε" },
  health: { en: "health", es: "salud", ca: "salut", cs: "síla", el: "υγεία" },
  hidden: { en: "face down", es: "boca abajo", ca: "cara avall", cs: "lícem dolů", el: "κλειστό" },
  targets: {
    en: "Exposed targets",
    es: "Objetivos expuestos",
    ca: "Objectius exposats",
    cs: "Odkryté cíle",
    el: "Εκτεθειμένοι στόχοι",
  },
  gaps: {
    en: "Gaps accept",
    es: "Los huecos aceptan",
    ca: "Els buits accepten",
    cs: "Mezery přijmou",
    el: "Τα κενά δέχονται",
  },
} as const satisfies Record<string, Words>;
