import type { RuleErrorCode } from "../engine/index.ts";
import type { Lang } from "../i18n/lang.ts";

/**
 * Sentences for the engines' refusal codes. Illegal moves are 422: the request was well
 * formed, the game's rules refuse it. The exact facts are in the problem's `params`.
 */
export const RULE_ERRORS = {
  invalid_move: {
    status: 422,
    message: {
      en: "This is not a move of this game: see the move format in the docs.",
      es: "Esto no es una jugada de este juego: vea el formato de las jugadas en la documentación.",
      ca: "Això no és una jugada d'aquest joc: vegeu el format de les jugades a la documentació.",
      cs: "Toto není tah této hry: formát tahů najdete v dokumentaci.",
      el: "Αυτή δεν είναι κίνηση αυτού του παιχνιδιού: δείτε τη μορφή των κινήσεων στην τεκμηρίωση.",
    },
  },
  invalid_state: {
    status: 422,
    message: {
      en: "This layout is not a position of this game.",
      es: "Esta disposición no es una posición de este juego.",
      ca: "Aquesta disposició no és una posició d'aquest joc.",
      cs: "Toto rozložení není pozicí této hry.",
      el: "Αυτή η διάταξη δεν είναι θέση αυτού του παιχνιδιού.",
    },
  },
  invalid_notation: {
    status: 422,
    message: {
      en: "This text is not in the game's notation.",
      es: "Este texto no está en la notación del juego.",
      ca: "Aquest text no és en la notació del joc.",
      cs: "Tento text není v notaci hry.",
      el: "Αυτό το κείμενο δεν είναι στη σημειογραφία του παιχνιδιού.",
    },
  },
  game_over: {
    status: 422,
    message: {
      en: "The game is over: no move can be played.",
      es: "La partida ha terminado: no se puede jugar ninguna jugada.",
      ca: "La partida s'ha acabat: no es pot fer cap jugada.",
      cs: "Hra skončila: už nelze táhnout.",
      el: "Η παρτίδα τελείωσε: δεν μπορεί να παιχτεί καμία κίνηση.",
    },
  },
  empty_slot: {
    status: 422,
    message: {
      en: "That slot is empty.",
      es: "Esa posición está vacía.",
      ca: "Aquesta posició és buida.",
      cs: "Tato pozice je prázdná.",
      el: "Αυτή η θέση είναι άδεια.",
    },
  },
  occupied_slot: {
    status: 422,
    message: {
      en: "A card can only move into an empty slot.",
      es: "Una carta solo puede moverse a una posición vacía.",
      ca: "Una carta només es pot moure a una posició buida.",
      cs: "Kartu lze přesunout jen na prázdnou pozici.",
      el: "Ένα φύλλο μπορεί να μετακινηθεί μόνο σε άδεια θέση.",
    },
  },
  not_exposed: {
    status: 422,
    message: {
      en: "That target cannot be attacked yet: first remove a card next to it or covering it.",
      es: "Ese objetivo aún no se puede atacar: antes retire una carta a su lado o que lo cubra.",
      ca: "Aquest objectiu encara no es pot atacar: primer traieu una carta del costat o que el cobreixi.",
      cs: "Tento cíl zatím nelze napadnout: nejdřív odstraňte kartu vedle něj nebo kartu, která jej kryje.",
      el: "Αυτός ο στόχος δεν μπορεί ακόμα να δεχτεί επίθεση: αφαιρέστε πρώτα ένα φύλλο δίπλα του ή που τον καλύπτει.",
    },
  },
  too_weak: {
    status: 422,
    message: {
      en: "The attack is too weak: its cards must add up to more than the target's health.",
      es: "El ataque es demasiado débil: sus cartas deben sumar más que la salud del objetivo.",
      ca: "L'atac és massa feble: les seves cartes han de sumar més que la salut de l'objectiu.",
      cs: "Útok je příliš slabý: součet jeho karet musí být větší než síla cíle.",
      el: "Η επίθεση είναι πολύ αδύναμη: τα φύλλα της πρέπει να αθροίζουν περισσότερο από την υγεία του στόχου.",
    },
  },
  not_in_waste: {
    status: 422,
    message: {
      en: "Attack only with cards that are in the waste.",
      es: "Ataque solo con cartas que estén en la basura.",
      ca: "Ataqueu només amb cartes que siguin a la pila de descartades.",
      cs: "Útočte jen kartami, které jsou v otočených.",
      el: "Επιτεθείτε μόνο με φύλλα που βρίσκονται στο σωρό.",
    },
  },
  no_cards: {
    status: 422,
    message: {
      en: "An attack needs at least one card from the waste.",
      es: "Un ataque necesita al menos una carta de la basura.",
      ca: "Un atac necessita almenys una carta de la pila de descartades.",
      cs: "Útok potřebuje aspoň jednu kartu z otočených.",
      el: "Μια επίθεση χρειάζεται τουλάχιστον ένα φύλλο από το σωρό.",
    },
  },
  stock_empty: {
    status: 422,
    message: {
      en: "The stock is empty: there is nothing left to deal.",
      es: "El montón está vacío: no queda nada que repartir.",
      ca: "La pila principal és buida: no queda res per repartir.",
      cs: "Volné karty došly: není co rozdat.",
      el: "Η μάνα είναι άδεια: δεν έμεινε τίποτα για μοίρασμα.",
    },
  },
  no_link: {
    status: 422,
    message: {
      en: "That card cannot go there: it must follow the card on its left or come just before the card on its right.",
      es: "Esa carta no puede ir ahí: debe seguir a la carta de su izquierda o ir justo antes de la de su derecha.",
      ca: "Aquesta carta no hi pot anar: ha de seguir la carta de l'esquerra o anar just abans de la de la dreta.",
      cs: "Tato karta tam nemůže: musí navazovat na kartu vlevo nebo předcházet kartě vpravo.",
      el: "Αυτό το φύλλο δεν μπορεί να πάει εκεί: πρέπει να ακολουθεί το φύλλο στα αριστερά του ή να προηγείται αυτού στα δεξιά του.",
    },
  },
  not_a_target: {
    status: 422,
    message: {
      en: "That slot cannot be played to.",
      es: "No se puede jugar a esa posición.",
      ca: "No es pot jugar a aquesta posició.",
      cs: "Na tuto pozici nelze hrát.",
      el: "Δεν μπορεί να παιχτεί κίνηση σε αυτή τη θέση.",
    },
  },
} as const satisfies Record<RuleErrorCode, { status: 422; message: Readonly<Record<Lang, string>> }>;
