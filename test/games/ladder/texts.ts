import type { Texts } from "../../../src/i18n/lang.ts";
import type { GameTexts } from "../../../src/i18n/rules/types.ts";
import { lines } from "../../../src/i18n/rules/types.ts";

// Ladder's texts: its rules, hint sentences and move phrases in the product's five languages.

const cards = (lang: "en" | "es" | "ca" | "cs" | "el") =>
  ({
    en: "The spades ace to eight: two face up on each of piles 1–4; pile 5 starts empty.",
    es: "Las picas del as al ocho: dos boca arriba en cada pila 1–4; la pila 5 empieza vacía.",
    ca: "Les piques de l'as al vuit: dues cara amunt a cada pila 1–4; la pila 5 comença buida.",
    cs: "Piky od esa po osmičku: dvě lícem nahoru na každé hromádce 1–4; hromádka 5 je prázdná.",
    el: "Τα μπαστούνια από τον άσο ως το οκτώ: δύο ανοιχτά σε κάθε στοίβα 1–4· η στοίβα 5 είναι άδεια.",
  })[lang];

export const RULES = {
  en: {
    name: "Ladder",
    summary:
      "Climb the ladder: play the spades ace to eight onto slot 0 in order, freeing buried cards into the empty pile.",
    rules: [
      { title: "Cards", body: cards("en") },
      {
        title: "Moves",
        body: lines(
          "- A pile's top card goes onto the ladder (slot 0) when it is the next rank up, ace first.",
          "- A pile's top card goes onto an empty pile when a card stays behind it.",
        ),
      },
      { title: "End", body: "Won with the eight cards on the ladder; lost when no move is left." },
    ],
  },
  es: {
    name: "Escalera",
    summary: "Sube la escalera: juega las picas del as al ocho en orden en el espacio 0.",
    rules: [
      { title: "Cartas", body: cards("es") },
      {
        title: "Movimientos",
        body: lines(
          "- La carta de arriba de una pila sube a la escalera (espacio 0) si es el rango siguiente, primero el as.",
          "- La carta de arriba de una pila pasa a una pila vacía si deja otra carta debajo.",
        ),
      },
      { title: "Final", body: "Se gana con las ocho cartas en la escalera; se pierde sin movimientos." },
    ],
  },
  ca: {
    name: "Escala",
    summary: "Puja l'escala: juga les piques de l'as al vuit en ordre a la posició 0.",
    rules: [
      { title: "Cartes", body: cards("ca") },
      {
        title: "Moviments",
        body: lines(
          "- La carta de dalt d'una pila puja a l'escala (posició 0) si és el rang següent, primer l'as.",
          "- La carta de dalt d'una pila passa a una pila buida si en deixa una altra a sota.",
        ),
      },
      { title: "Final", body: "Es guanya amb les vuit cartes a l'escala; es perd sense moviments." },
    ],
  },
  cs: {
    name: "Žebřík",
    summary: "Vyšplhejte po žebříku: zahrajte piky od esa po osmičku popořadě na pozici 0.",
    rules: [
      { title: "Karty", body: cards("cs") },
      {
        title: "Tahy",
        body: lines(
          "- Horní karta hromádky jde na žebřík (pozice 0), je-li další v pořadí, nejprve eso.",
          "- Horní karta hromádky jde na prázdnou hromádku, zůstane-li pod ní jiná karta.",
        ),
      },
      { title: "Konec", body: "Vyhráno s osmi kartami na žebříku; prohráno, když nezbývá tah." },
    ],
  },
  el: {
    name: "Σκάλα",
    summary: "Ανεβείτε τη σκάλα: παίξτε τα μπαστούνια από τον άσο ως το οκτώ με τη σειρά στην υποδοχή 0.",
    rules: [
      { title: "Φύλλα", body: cards("el") },
      {
        title: "Κινήσεις",
        body: lines(
          "- Το πάνω φύλλο μιας στοίβας ανεβαίνει στη σκάλα (υποδοχή 0) αν είναι το επόμενο, πρώτα ο άσος.",
          "- Το πάνω φύλλο μιας στοίβας πηγαίνει σε άδεια στοίβα αν αφήνει φύλλο από κάτω.",
        ),
      },
      { title: "Τέλος", body: "Κερδίζεται με τα οκτώ φύλλα στη σκάλα· χάνεται όταν δεν μένει κίνηση." },
    ],
  },
} as const satisfies GameTexts;

const MOVE: Texts = {
  en: "move {card} from slot {from} to slot {to}",
  es: "mover {card} del espacio {from} al {to}",
  ca: "moure {card} de la posició {from} a la {to}",
  cs: "přesunout {card} z pozice {from} na {to}",
  el: "μετακίνηση του {card} από την υποδοχή {from} στην υποδοχή {to}",
};

export const HINTS = {
  winning_line: {
    en: "Move {card} from slot {from} to slot {to}: {moves} moves win from here.",
    es: "Mueva {card} del espacio {from} al {to}: se gana en {moves} movimientos.",
    ca: "Moveu {card} de la posició {from} a la {to}: es guanya en {moves} moviments.",
    cs: "Přesuňte {card} z pozice {from} na {to}: vyhrajete za {moves} tahů.",
    el: "Μετακινήστε το {card} από την υποδοχή {from} στην υποδοχή {to}: κερδίζετε σε {moves} κινήσεις.",
  },
  any_move: {
    en: "Move {card} from slot {from} to slot {to}: no line wins any more.",
    es: "Mueva {card} del espacio {from} al {to}: ya no se puede ganar.",
    ca: "Moveu {card} de la posició {from} a la {to}: ja no es pot guanyar.",
    cs: "Přesuňte {card} z pozice {from} na {to}: vyhrát už nelze.",
    el: "Μετακινήστε το {card} από την υποδοχή {from} στην υποδοχή {to}: δεν κερδίζεται πια.",
  },
  won: {
    en: "The game is won.",
    es: "La partida está ganada.",
    ca: "La partida està guanyada.",
    cs: "Hra je vyhraná.",
    el: "Η παρτίδα κερδήθηκε.",
  },
  lost: {
    en: "The game is lost: no move is left.",
    es: "La partida está perdida: no queda ningún movimiento.",
    ca: "La partida està perduda: no queda cap moviment.",
    cs: "Hra je prohraná: nezbývá žádný tah.",
    el: "Η παρτίδα χάθηκε: δεν απομένει καμία κίνηση.",
  },
} as const satisfies Record<string, Texts>;

export const PHRASES = {
  move: MOVE,
  moved: {
    en: "{card} moved from slot {from} to slot {to}.",
    es: "{card} pasa del espacio {from} al {to}.",
    ca: "{card} passa de la posició {from} a la {to}.",
    cs: "{card} přesunuta z pozice {from} na {to}.",
    el: "Το {card} μετακινήθηκε από την υποδοχή {from} στην υποδοχή {to}.",
  },
  won: {
    en: "The ladder is complete: the game is won!",
    es: "La escalera está completa: ¡partida ganada!",
    ca: "L'escala és completa: partida guanyada!",
    cs: "Žebřík je hotový: hra je vyhraná!",
    el: "Η σκάλα ολοκληρώθηκε: η παρτίδα κερδήθηκε!",
  },
  lost: HINTS.lost,
} as const satisfies Record<string, Texts>;
