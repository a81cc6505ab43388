import type { Lang } from "./lang.ts";

type Texts = Readonly<Record<Lang, string>>;

/**
 * The words of the MCP façade's replies (boards, hints and refusals have their own tables):
 * `{name}` placeholders are filled by the façade. Tool descriptions are not here: `tools/list`
 * is the same for every caller, so they are in English.
 */
export const MCP_WORDS = {
  game_line: {
    en: "Game {handle} · version {version} · moves played: {moves}",
    es: "Partida {handle} · versión {version} · jugadas hechas: {moves}",
    ca: "Partida {handle} · versió {version} · jugades fetes: {moves}",
    cs: "Hra {handle} · verze {version} · odehrané tahy: {moves}",
    el: "Παρτίδα {handle} · έκδοση {version} · κινήσεις: {moves}",
  },
  legal_moves: {
    en: "Legal moves (play one with play_move and its number):",
    es: "Jugadas legales (juegue una con play_move y su número):",
    ca: "Jugades legals (jugueu-ne una amb play_move i el seu número):",
    cs: "Povolené tahy (zahrajte jeden přes play_move a jeho číslo):",
    el: "Επιτρεπτές κινήσεις (παίξτε μία με το play_move και τον αριθμό της):",
  },
  no_legal_moves: {
    en: "No legal moves: the game is over.",
    es: "No hay jugadas legales: la partida ha terminado.",
    ca: "No hi ha jugades legals: la partida s'ha acabat.",
    cs: "Žádné povolené tahy: hra skončila.",
    el: "Δεν υπάρχουν επιτρεπτές κινήσεις: η παρτίδα τελείωσε.",
  },
  new_game: {
    en: "New game of {game}, {origin}. Its handle is {handle}: the handle is the key to play this game, so keep it for the next calls. Anyone can watch it at {watch}.",
    es: "Nueva partida de {game}, {origin}. Su identificador es {handle}: es la llave para jugar esta partida, guárdelo para las próximas llamadas. Cualquiera puede verla en {watch}.",
    ca: "Nova partida de {game}, {origin}. El seu identificador és {handle}: és la clau per jugar aquesta partida, guardeu-lo per a les properes crides. Qualsevol la pot veure a {watch}.",
    cs: "Nová hra {game}, {origin}. Její identifikátor je {handle}: je to klíč ke hraní této hry, uschovejte si jej pro další volání. Sledovat ji může kdokoli na {watch}.",
    el: "Νέα παρτίδα {game}, {origin}. Το αναγνωριστικό της είναι {handle}: είναι το κλειδί για να παίξετε αυτή την παρτίδα, κρατήστε το για τις επόμενες κλήσεις. Οποιοσδήποτε μπορεί να τη δει στο {watch}.",
  },
  deal_origin: {
    en: "deal {deal}",
    es: "reparto {deal}",
    ca: "repartiment {deal}",
    cs: "rozdání {deal}",
    el: "μοίρασμα {deal}",
  },
  random_origin: {
    en: "a random deal",
    es: "un reparto al azar",
    ca: "un repartiment a l'atzar",
    cs: "náhodné rozdání",
    el: "τυχαίο μοίρασμα",
  },
  played: {
    en: "Played {move}. {what}",
    es: "Jugada {move}. {what}",
    ca: "Jugada {move}. {what}",
    cs: "Zahrán tah {move}. {what}",
    el: "Παίχτηκε η {move}. {what}",
  },
  undone: {
    en: "Took back {notation}.",
    es: "Se deshace {notation}.",
    ca: "Es desfà {notation}.",
    cs: "Vrácen tah {notation}.",
    el: "Αναιρέθηκε η {notation}.",
  },
  hint: {
    en: "Hint: {move}. {text}",
    es: "Pista: {move}. {text}",
    ca: "Pista: {move}. {text}",
    cs: "Nápověda: {move}. {text}",
    el: "Υπόδειξη: {move}. {text}",
  },
  hint_no_move: {
    en: "Hint: {text}",
    es: "Pista: {text}",
    ca: "Pista: {text}",
    cs: "Nápověda: {text}",
    el: "Υπόδειξη: {text}",
  },
  refused: {
    en: "Refused ({code}): {message}",
    es: "Rechazado ({code}): {message}",
    ca: "Rebutjat ({code}): {message}",
    cs: "Odmítnuto ({code}): {message}",
    el: "Απορρίφθηκε ({code}): {message}",
  },
} as const satisfies Record<string, Texts>;

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
  no_such_move: {
    en: "There is no move {number}: the legal moves are numbered from 1 to {count}.",
    es: "No hay ninguna jugada {number}: las jugadas legales van numeradas del 1 al {count}.",
    ca: "No hi ha cap jugada {number}: les jugades legals van numerades de l'1 al {count}.",
    cs: "Tah {number} neexistuje: povolené tahy jsou očíslovány od 1 do {count}.",
    el: "Δεν υπάρχει κίνηση {number}: οι επιτρεπτές κινήσεις είναι αριθμημένες από 1 έως {count}.",
  },
  invalid_json_move: {
    en: "The move is neither a number from the list, nor the game's notation, nor a JSON move.",
    es: "La jugada no es ni un número de la lista, ni la notación del juego, ni una jugada en JSON.",
    ca: "La jugada no és ni un número de la llista, ni la notació del joc, ni una jugada en JSON.",
    cs: "Tah není ani číslo ze seznamu, ani notace hry, ani tah v JSON.",
    el: "Η κίνηση δεν είναι ούτε αριθμός από τη λίστα, ούτε η σημειογραφία του παιχνιδιού, ούτε κίνηση σε JSON.",
  },
} as const satisfies Record<string, Texts>;

export type McpRefusalCode = keyof typeof MCP_MESSAGES;
