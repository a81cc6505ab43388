import { cardText } from "../cards/index.ts";
import type { MazePlace } from "../games/maze/place.ts";
import { FIRST_LOW_GUARD, FIRST_WALL, isHighGuard, isLowGuard, isWall, THRONE } from "../games/wall/state.ts";
import { format, type Lang, type Texts } from "./lang.ts";

// Places and targets in a player's words, never by slot number: Maze's gaps by the neighbour
// that lets the card in (or the corner), Wall's targets by their cards, a face-down pile by its
// place, the throne by name. Read from public views and events only.

/** Cards as people read them, `9♣ 2♦`. */
export const cardsText = (codes: readonly string[]): string => codes.map(cardText).join(" ");
/** An attack's cards as a sum, `7♦ + 5♦`. */
export const attackCardsText = (codes: readonly string[]): string => codes.map(cardText).join(" + ");

/** A sentence's first letter in capitals (a target's name may open it). */
export const upperFirst = (text: string, lang: Lang): string =>
  text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

// ---- Maze ----

/** Where a card is (or goes) in Maze, after the verb: `after 3♣`, `into the top-left corner`. */
const MAZE_WHERE = {
  after: {
    en: "after {after}",
    es: "tras {after}",
    ca: "després de {after}",
    cs: "za {after}",
    el: "μετά το {after}",
  },
  before: {
    en: "before {before}",
    es: "antes de {before}",
    ca: "abans de {before}",
    cs: "před {before}",
    el: "πριν από το {before}",
  },
  between: {
    en: "between {after} and {before}",
    es: "entre {after} y {before}",
    ca: "entre {after} i {before}",
    cs: "mezi {after} a {before}",
    el: "ανάμεσα στο {after} και στο {before}",
  },
  top_left: {
    en: "into the top-left corner",
    es: "a la esquina superior izquierda",
    ca: "a la cantonada superior esquerra",
    cs: "do levého horního rohu",
    el: "στην πάνω αριστερή γωνία",
  },
  bottom_right: {
    en: "into the bottom-right corner",
    es: "a la esquina inferior derecha",
    ca: "a la cantonada inferior dreta",
    cs: "do pravého dolního rohu",
    el: "στην κάτω δεξιά γωνία",
  },
  /** A gap no rule names (never for a legal move). */
  gap: { en: "into a gap", es: "a un hueco", ca: "a un forat", cs: "do mezery", el: "σε ένα κενό" },
} as const satisfies Record<string, Texts>;

/** Before a neighbour's words, where a card goes: `onto the gap` (after 3♣). */
const ONTO_GAP: Texts = {
  en: "onto the gap",
  es: "al hueco",
  ca: "al forat",
  cs: "do mezery",
  el: "στο κενό",
};

/**
 * Where a card is, by the neighbour that lets it be there (both when both do) or its corner:
 * `after 3♣`, `between 3♣ and 5♣`, `into the top-left corner`.
 */
export function mazeWhere(place: MazePlace | null, lang: Lang): string {
  const names = {
    after: place?.after === undefined ? "" : cardText(place.after),
    before: place?.before === undefined ? "" : cardText(place.before),
  };
  if (place?.after !== undefined)
    return format((place.before !== undefined ? MAZE_WHERE.between : MAZE_WHERE.after)[lang], names);
  if (place?.corner === "top_left") return MAZE_WHERE.top_left[lang];
  if (place?.before !== undefined) return format(MAZE_WHERE.before[lang], names);
  if (place?.corner === "bottom_right") return MAZE_WHERE.bottom_right[lang];
  return MAZE_WHERE.gap[lang];
}

/** Where a card goes, for a move: `onto the gap after 3♣`, `into the top-left corner`. */
export function mazeOnto(place: MazePlace | null, lang: Lang): string {
  const where = mazeWhere(place, lang);
  const byNeighbour =
    place !== null &&
    (place.after !== undefined || (place.before !== undefined && place.corner !== "top_left"));
  return byNeighbour ? `${ONTO_GAP[lang]} ${where}` : where;
}

// ---- Wall ----

/** `object`: what an attack hits (Czech accusative; Greek with `σε` and the article); `subject`. */
export type Form = "object" | "subject";

const THRONE_NAME: Readonly<Record<Form, Texts>> = {
  object: { en: "the throne", es: "el trono", ca: "el tron", cs: "trůn", el: "στον θρόνο" },
  subject: { en: "the throne", es: "el trono", ca: "el tron", cs: "trůn", el: "ο θρόνος" },
};

const WALL_CARD: Readonly<Record<Form, Texts>> = {
  object: { en: "{card}", es: "{card}", ca: "{card}", cs: "{card}", el: "στο {card}" },
  subject: { en: "{card}", es: "{card}", ca: "{card}", cs: "{card}", el: "το {card}" },
};

/** A wall card whose twin (two packs) is also exposed: by its row too. */
const WALL_CARD_IN_ROW: Readonly<Record<Form, Texts>> = {
  object: {
    en: "{card} in row {row} of the wall",
    es: "{card} de la fila {row} del muro",
    ca: "{card} de la fila {row} de la paret",
    cs: "{card} v {row}. řadě hradeb",
    el: "στο {card} της σειράς {row} του τοίχου",
  },
  subject: {
    en: "{card} in row {row} of the wall",
    es: "{card} de la fila {row} del muro",
    ca: "{card} de la fila {row} de la paret",
    cs: "{card} v {row}. řadě hradeb",
    el: "το {card} της σειράς {row} του τοίχου",
  },
};

/** A guard pile face up, by its cards. */
const GUARD_PILE: Readonly<Record<"high" | "low", Readonly<Record<Form, Texts>>>> = {
  high: {
    object: {
      en: "the high guard pile {cards}",
      es: "la pila {cards} de la última guardia",
      ca: "la pila {cards} de la guàrdia superior",
      cs: "hromádku {cards} v horní stráži",
      el: "στη στοίβα {cards} της υψηλής άμυνας",
    },
    subject: {
      en: "the high guard pile {cards}",
      es: "la pila {cards} de la última guardia",
      ca: "la pila {cards} de la guàrdia superior",
      cs: "hromádka {cards} v horní stráži",
      el: "η στοίβα {cards} της υψηλής άμυνας",
    },
  },
  low: {
    object: {
      en: "the low guard pile {cards}",
      es: "la pila {cards} de la primera guardia",
      ca: "la pila {cards} de la guàrdia inferior",
      cs: "hromádku {cards} v dolní stráži",
      el: "στη στοίβα {cards} της χαμηλής άμυνας",
    },
    subject: {
      en: "the low guard pile {cards}",
      es: "la pila {cards} de la primera guardia",
      ca: "la pila {cards} de la guàrdia inferior",
      cs: "hromádka {cards} v dolní stráži",
      el: "η στοίβα {cards} της χαμηλής άμυνας",
    },
  },
};

/** A face-down low guard pile, by its place among the four (its cards are hidden). */
const FACE_DOWN_PILE: Readonly<Record<Form, Texts>> = {
  object: {
    en: "the face-down low guard pile ({nth} from the left)",
    es: "la pila boca abajo de la primera guardia ({nth} por la izquierda)",
    ca: "la pila cara avall de la guàrdia inferior ({nth} per l'esquerra)",
    cs: "hromádku lícem dolů v dolní stráži ({nth} zleva)",
    el: "στην κλειστή στοίβα της χαμηλής άμυνας ({nth} από αριστερά)",
  },
  subject: {
    en: "the face-down low guard pile ({nth} from the left)",
    es: "la pila boca abajo de la primera guardia ({nth} por la izquierda)",
    ca: "la pila cara avall de la guàrdia inferior ({nth} per l'esquerra)",
    cs: "hromádka lícem dolů v dolní stráži ({nth} zleva)",
    el: "η κλειστή στοίβα της χαμηλής άμυνας ({nth} από αριστερά)",
  },
};

/** First to fourth (of piles: the feminine where a language has one; Czech by case). */
const ORDINALS: Readonly<Record<Form, Readonly<Record<Lang, readonly string[]>>>> = {
  object: {
    en: ["first", "second", "third", "fourth"],
    es: ["la primera", "la segunda", "la tercera", "la cuarta"],
    ca: ["la primera", "la segona", "la tercera", "la quarta"],
    cs: ["první", "druhou", "třetí", "čtvrtou"],
    el: ["πρώτη", "δεύτερη", "τρίτη", "τέταρτη"],
  },
  subject: {
    en: ["first", "second", "third", "fourth"],
    es: ["la primera", "la segunda", "la tercera", "la cuarta"],
    ca: ["la primera", "la segona", "la tercera", "la quarta"],
    cs: ["první", "druhá", "třetí", "čtvrtá"],
    el: ["πρώτη", "δεύτερη", "τρίτη", "τέταρτη"],
  },
};

/** A wall slot's row, 1 (top) to 6, rows of 8 and 7 cards in turn (rules/wall.md, "Layout"). */
export const wallRow = (slot: number): number => {
  const offset = (slot - FIRST_WALL) % 15;
  return 2 * Math.floor((slot - FIRST_WALL) / 15) + (offset < 8 ? 1 : 2);
};

/** What a Wall name reads from a public view: the slots and the exposed targets. */
export interface WallSeen {
  readonly slots: readonly (readonly string[])[];
  readonly targets?: readonly { readonly slot: number; readonly faceDown: boolean }[];
}

/**
 * A Wall target in words: the throne by name; a face-down pile by its place; a wall card by
 * itself (and its row, when its twin is exposed too); a guard pile by its cards. `cards` are
 * the target's cards when known from elsewhere (an event), else the view's.
 */
export function wallTarget(
  seen: WallSeen,
  slot: number,
  form: Form,
  lang: Lang,
  cards: readonly string[] = seen.slots[slot] ?? [],
): string {
  if (slot === THRONE) return THRONE_NAME[form][lang];
  const shown = cards.filter((code) => code !== "??");
  if (shown.length === 0 && isLowGuard(slot))
    return format(FACE_DOWN_PILE[form][lang], { nth: ORDINALS[form][lang][slot - FIRST_LOW_GUARD] ?? "" });
  if (isWall(slot)) {
    const code = shown.at(-1) ?? "";
    const twin = (seen.targets ?? []).some(
      (t) => t.slot !== slot && !t.faceDown && isWall(t.slot) && seen.slots[t.slot]?.at(-1) === code,
    );
    const card = cardText(code);
    return twin
      ? format(WALL_CARD_IN_ROW[form][lang], { card, row: wallRow(slot) })
      : format(WALL_CARD[form][lang], { card });
  }
  const pile = GUARD_PILE[isHighGuard(slot) ? "high" : "low"][form][lang];
  return format(pile, { cards: cardsText(shown) });
}
