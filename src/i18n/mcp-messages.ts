import type { Texts } from "./lang.ts";

/** Refusals only the MCP façade makes (the others are the API's, in `messages.ts`). */
export const MCP_MESSAGES = {
  malformed_handle: {
    en: "This is not a game handle: a handle is the 26 letters and digits that new_game returned.",
    es: "Esto no es un identificador de partida: un identificador son las 26 letras y cifras que devolvió new_game.",
    ca: "Això no és un identificador de partida: un identificador són les 26 lletres i xifres que va retornar new_game.",
    cs: "Toto není identifikátor hry: identifikátor je 26 písmen a číslic, které vrátilo new_game.",
    el: "Αυτό δεν είναι αναγνωριστικό παρτίδας: αναγνωριστικό είναι τα 26 γράμματα και ψηφία που επέστρεψε το new_game.",
  },
  unknown_handle: {
    en: "There is no game with this handle (it never existed, or it expired after being idle): start one with new_game.",
    es: "No hay ninguna partida con este identificador (nunca existió o caducó por inactividad): empiece una con new_game.",
    ca: "No hi ha cap partida amb aquest identificador (no ha existit mai o ha caducat per inactivitat): comenceu-ne una amb new_game.",
    cs: "Hra s tímto identifikátorem neexistuje (nikdy neexistovala, nebo vypršela kvůli nečinnosti): začněte novou přes new_game.",
    el: "Δεν υπάρχει παρτίδα με αυτό το αναγνωριστικό (δεν υπήρξε ποτέ ή έληξε λόγω αδράνειας): ξεκινήστε μία με το new_game.",
  },
  // The API's sentence sends readers to the docs, which a model does not have: the shapes here,
  // each game's moves as JSON (src/mcp/game-texts.ts fills {move_examples} from the games).
  invalid_move: {
    en: "This is not a move of this game: play a move by its number in the list (with version), its notation as listed, or JSON: {move_examples}.",
    es: "Esto no es un movimiento de este juego: juegue un movimiento por su número en la lista (con version), su notación tal como aparece o JSON: {move_examples}.",
    ca: "Això no és un moviment d'aquest joc: jugueu un moviment pel seu número a la llista (amb version), la seva notació tal com apareix o JSON: {move_examples}.",
    cs: "Toto není tah této hry: zahrajte tah podle jeho čísla v seznamu (s version), jeho zápisu, jak je uveden, nebo jako JSON: {move_examples}.",
    el: "Αυτή δεν είναι κίνηση αυτού του παιχνιδιού: παίξτε μια κίνηση με τον αριθμό της στη λίστα (με version), τον συμβολισμό της όπως αναγράφεται ή σε JSON: {move_examples}.",
  },
  not_a_move_number: {
    en: "A move's number is a whole number from the list of legal moves.",
    es: "El número de un movimiento es un número entero de la lista de movimientos legales.",
    ca: "El número d'un moviment és un nombre enter de la llista de moviments legals.",
    cs: "Číslo tahu je celé číslo ze seznamu povolených tahů.",
    el: "Ο αριθμός μιας κίνησης είναι ακέραιος αριθμός από τη λίστα των επιτρεπτών κινήσεων.",
  },
  invalid_json_move: {
    en: "The move is neither a number from the list, nor the game's notation, nor a JSON move.",
    es: "El movimiento no es ni un número de la lista, ni la notación del juego, ni un movimiento en JSON.",
    ca: "El moviment no és ni un número de la llista, ni la notació del joc, ni un moviment en JSON.",
    cs: "Tah není ani číslo ze seznamu, ani notace hry, ani tah v JSON.",
    el: "Η κίνηση δεν είναι ούτε αριθμός από τη λίστα, ούτε η σημειογραφία του παιχνιδιού, ούτε κίνηση σε JSON.",
  },
  deal_and_daily: {
    en: "Give a deal number or a daily date, not both: a daily challenge has its own deal.",
    es: "Indique un número de reparto o una fecha de desafío diario, no ambos: un desafío diario tiene su propio reparto.",
    ca: "Indiqueu un número de repartiment o una data de repte diari, no tots dos: un repte diari té el seu propi repartiment.",
    cs: "Zadejte číslo rozdání, nebo datum denní výzvy, ne obojí: denní výzva má vlastní rozdání.",
    el: "Δώστε αριθμό μοιράσματος ή ημερομηνία ημερήσιας πρόκλησης, όχι και τα δύο: μια ημερήσια πρόκληση έχει το δικό της μοίρασμα.",
  },
  options_and_daily: {
    en: "Give deal options or a daily date, not both: a daily challenge has its own deal.",
    es: "Indique opciones de reparto o una fecha de desafío diario, no ambas: un desafío diario tiene su propio reparto.",
    ca: "Indiqueu opcions de repartiment o una data de repte diari, no totes dues: un repte diari té el seu propi repartiment.",
    cs: "Zadejte možnosti rozdání, nebo datum denní výzvy, ne obojí: denní výzva má vlastní rozdání.",
    el: "Δώστε επιλογές μοιράσματος ή ημερομηνία ημερήσιας πρόκλησης, όχι και τα δύο: μια ημερήσια πρόκληση έχει το δικό της μοίρασμα.",
  },
} as const satisfies Record<string, Texts>;

export type McpRefusalCode = keyof typeof MCP_MESSAGES;
