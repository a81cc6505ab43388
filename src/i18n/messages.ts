import type { RuleErrorCode } from "../engine/index.ts";
import { PLAY_MESSAGES } from "./play-messages.ts";
import type { Texts } from "./lang.ts";

/**
 * The sentence of every problem code, per language: `{name}` placeholders are filled from
 * the problem's public params. The HTTP layer keeps only the code → status table; adding a
 * language touches this folder alone.
 */
const SERVICE_MESSAGES = {
  not_found: {
    en: "There is nothing at this address.",
    es: "No hay nada en esta dirección.",
    ca: "No hi ha res en aquesta adreça.",
    cs: "Na této adrese nic není.",
    el: "Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση.",
  },
  method_not_allowed: {
    en: "This address does not accept the method {method}.",
    es: "Esta dirección no acepta el método {method}.",
    ca: "Aquesta adreça no accepta el mètode {method}.",
    cs: "Tato adresa nepřijímá metodu {method}.",
    el: "Αυτή η διεύθυνση δεν δέχεται τη μέθοδο {method}.",
  },
  malformed_json: {
    en: "The request body is not valid JSON.",
    es: "El cuerpo de la petición no es JSON válido.",
    ca: "El cos de la petició no és JSON vàlid.",
    cs: "Tělo požadavku není platný JSON.",
    el: "Το σώμα του αιτήματος δεν είναι έγκυρο JSON.",
  },
  unsupported_media_type: {
    en: "Send the request body as application/json.",
    es: "Envíe el cuerpo de la petición como application/json.",
    ca: "Envieu el cos de la petició com a application/json.",
    cs: "Pošlete tělo požadavku jako application/json.",
    el: "Στείλτε το σώμα του αιτήματος ως application/json.",
  },
  validation_failed: {
    en: "The request does not have the expected shape: see errors.",
    es: "La petición no tiene la forma esperada: vea errors.",
    ca: "La petició no té la forma esperada: vegeu errors.",
    cs: "Požadavek nemá očekávaný tvar: viz errors.",
    el: "Το αίτημα δεν έχει την αναμενόμενη μορφή: δείτε το errors.",
  },
  payload_too_large: {
    en: "The request body is larger than {limit} bytes.",
    es: "El cuerpo de la petición supera los {limit} bytes.",
    ca: "El cos de la petició supera els {limit} bytes.",
    cs: "Tělo požadavku je větší než {limit} bajtů.",
    el: "Το σώμα του αιτήματος ξεπερνά τα {limit} bytes.",
  },
  unknown_game: {
    en: "There is no game called {game}.",
    es: "No hay ningún juego llamado {game}.",
    ca: "No hi ha cap joc anomenat {game}.",
    cs: "Žádná hra jménem {game} neexistuje.",
    el: "Δεν υπάρχει παιχνίδι με το όνομα {game}.",
  },
  invalid_deal_option: {
    en: "{game} has no deal option {option} with that value: GET /v1/games lists the options of each game.",
    es: "{game} no tiene la opción de reparto {option} con ese valor: GET /v1/games enumera las opciones de cada juego.",
    ca: "{game} no té l'opció de repartiment {option} amb aquest valor: GET /v1/games enumera les opcions de cada joc.",
    cs: "{game} nemá možnost rozdání {option} s touto hodnotou: GET /v1/games uvádí možnosti každé hry.",
    el: "Το {game} δεν έχει επιλογή μοιράσματος {option} με αυτή την τιμή: το GET /v1/games απαριθμεί τις επιλογές κάθε παιχνιδιού.",
  },
  rate_limited: {
    en: "Too many requests: try again in a moment.",
    es: "Demasiadas peticiones: inténtelo de nuevo en un momento.",
    ca: "Massa peticions: torneu-ho a provar d'aquí a un moment.",
    cs: "Příliš mnoho požadavků: zkuste to za chvíli znovu.",
    el: "Πάρα πολλά αιτήματα: δοκιμάστε ξανά σε λίγο.",
  },
  internal_error: {
    en: "Something went wrong on our side. The error has been logged.",
    es: "Algo ha fallado de nuestro lado. El error ha quedado registrado.",
    ca: "Alguna cosa ha fallat per part nostra. L'error ha quedat registrat.",
    cs: "Na naší straně se něco pokazilo. Chyba byla zaznamenána.",
    el: "Κάτι πήγε στραβά από την πλευρά μας. Το σφάλμα καταγράφηκε.",
  },
  server_not_configured: {
    en: "This server is missing its secret keys: its operator must configure them.",
    es: "A este servidor le faltan sus claves secretas: su operador debe configurarlas.",
    ca: "A aquest servidor li falten les claus secretes: el seu operador les ha de configurar.",
    cs: "Tomuto serveru chybějí tajné klíče: jeho provozovatel je musí nastavit.",
    el: "Σε αυτόν τον διακομιστή λείπουν τα μυστικά κλειδιά του: ο διαχειριστής του πρέπει να τα ρυθμίσει.",
  },

  // Sealed state tokens.
  state_malformed: {
    en: "The state token is not a token this API issued: it does not decode.",
    es: "El token de estado no es uno emitido por esta API: no se puede decodificar.",
    ca: "El testimoni d'estat no és un dels que emet aquesta API: no es pot descodificar.",
    cs: "Token stavu nevydalo toto API: nelze jej dekódovat.",
    el: "Το διακριτικό κατάστασης δεν εκδόθηκε από αυτό το API: δεν αποκωδικοποιείται.",
  },
  state_version_unsupported: {
    en: "The state token has a format this API no longer reads: start a new deal.",
    es: "El token de estado tiene un formato que esta API ya no lee: empiece una partida nueva.",
    ca: "El testimoni d'estat té un format que aquesta API ja no llegeix: comenceu una partida nova.",
    cs: "Token stavu má formát, který toto API už nečte: začněte novou hru.",
    el: "Το διακριτικό κατάστασης έχει μορφή που αυτό το API δεν διαβάζει πια: ξεκινήστε νέα παρτίδα.",
  },
  state_wrong_game: {
    en: "The state token belongs to another game than {game}.",
    es: "El token de estado pertenece a otro juego, no a {game}.",
    ca: "El testimoni d'estat pertany a un altre joc, no a {game}.",
    cs: "Token stavu patří k jiné hře než {game}.",
    el: "Το διακριτικό κατάστασης ανήκει σε άλλο παιχνίδι, όχι στο «{game}».",
  },
  state_unknown_key: {
    en: "The state token was sealed with a key this server does not have (another server, or a retired key).",
    es: "El token de estado se selló con una clave que este servidor no tiene (otro servidor o una clave retirada).",
    ca: "El testimoni d'estat es va segellar amb una clau que aquest servidor no té (un altre servidor o una clau retirada).",
    cs: "Token stavu byl zapečetěn klíčem, který tento server nemá (jiný server nebo vyřazený klíč).",
    el: "Το διακριτικό κατάστασης σφραγίστηκε με κλειδί που αυτός ο διακομιστής δεν έχει (άλλος διακομιστής ή αποσυρμένο κλειδί).",
  },
  state_tampered: {
    en: "The state token has been changed or damaged: send it back exactly as you received it.",
    es: "El token de estado ha sido modificado o dañado: devuélvalo exactamente como lo recibió.",
    ca: "El testimoni d'estat s'ha modificat o malmès: torneu-lo exactament tal com el vau rebre.",
    cs: "Token stavu byl změněn nebo poškozen: pošlete jej zpět přesně tak, jak jste jej dostali.",
    el: "Το διακριτικό κατάστασης άλλαξε ή καταστράφηκε: στείλτε το πίσω ακριβώς όπως το λάβατε.",
  },

  // Stored games.
  unknown_session: {
    en: "There is no stored game with this id (it never existed, or it expired after being idle).",
    es: "No hay ninguna partida guardada con este id (nunca existió o caducó por inactividad).",
    ca: "No hi ha cap partida desada amb aquest id (no ha existit mai o ha caducat per inactivitat).",
    cs: "Uložená hra s tímto id neexistuje (nikdy neexistovala, nebo vypršela kvůli nečinnosti).",
    el: "Δεν υπάρχει αποθηκευμένη παρτίδα με αυτό το id (δεν υπήρξε ποτέ ή έληξε λόγω αδράνειας).",
  },
  missing_owner_token: {
    en: "Only the owner may change this game: send Authorization: Bearer <ownerToken>.",
    es: "Solo el propietario puede cambiar esta partida: envíe Authorization: Bearer <ownerToken>.",
    ca: "Només el propietari pot canviar aquesta partida: envieu Authorization: Bearer <ownerToken>.",
    cs: "Tuto hru smí měnit jen její vlastník: pošlete Authorization: Bearer <ownerToken>.",
    el: "Μόνο ο κάτοχος μπορεί να αλλάξει αυτή την παρτίδα: στείλτε Authorization: Bearer <ownerToken>.",
  },
  not_owner: {
    en: "This owner token is not the one of this game.",
    es: "Este token de propietario no es el de esta partida.",
    ca: "Aquest testimoni de propietari no és el d'aquesta partida.",
    cs: "Tento token vlastníka nepatří k této hře.",
    el: "Αυτό το διακριτικό κατόχου δεν είναι αυτό της παρτίδας.",
  },
  version_conflict: {
    en: "Version {version} is not the game's current version {currentVersion}: read the game again and send its current version.",
    es: "La versión {version} no es la versión actual de la partida, {currentVersion}: vuelva a leerla y envíe su versión actual.",
    ca: "La versió {version} no és la versió actual de la partida, {currentVersion}: torneu-la a llegir i envieu-ne la versió actual.",
    cs: "Verze {version} není aktuální verze hry {currentVersion}: načtěte hru znovu a pošlete její aktuální verzi.",
    el: "Η έκδοση {version} δεν είναι η τρέχουσα έκδοση της παρτίδας, {currentVersion}: διαβάστε την ξανά και στείλτε την τρέχουσα έκδοσή της.",
  },

  nothing_to_undo: {
    en: "There is no move to undo: the game is at its deal.",
    es: "No hay ningún movimiento que deshacer: la partida está tal como se repartió.",
    ca: "No hi ha cap moviment per desfer: la partida és tal com es va repartir.",
    cs: "Není co vrátit: hra je ve stavu po rozdání.",
    el: "Δεν υπάρχει κίνηση για αναίρεση: η παρτίδα είναι ακόμη όπως μοιράστηκε.",
  },
  nothing_to_redo: {
    en: "There is no undone move to play again.",
    es: "No hay ningún movimiento deshecho que volver a hacer.",
    ca: "No hi ha cap moviment desfet per tornar a fer.",
    cs: "Není žádný vrácený tah, který by šlo zopakovat.",
    el: "Δεν υπάρχει αναιρεμένη κίνηση για επανάληψη.",
  },
  export_unavailable: {
    en: "A {game} game can be exported only once it is over: the export would show the hidden cards.",
    es: "Una partida de {game} solo se puede exportar cuando ha terminado: la exportación mostraría las cartas ocultas.",
    ca: "Una partida de {game} només es pot exportar quan s'ha acabat: l'exportació mostraria les cartes amagades.",
    cs: "Hru {game} lze exportovat až po jejím skončení: export by ukázal skryté karty.",
    el: "Μια παρτίδα «{game}» εξάγεται μόνο όταν τελειώσει: η εξαγωγή θα έδειχνε τα κρυμμένα φύλλα.",
  },
  no_such_move: {
    en: "There is no move {number}: the legal moves are numbered from 1 to {count}.",
    es: "No hay ningún movimiento {number}: los movimientos legales van numerados del 1 al {count}.",
    ca: "No hi ha cap moviment {number}: els moviments legals van numerats de l'1 al {count}.",
    cs: "Tah {number} neexistuje: povolené tahy jsou očíslovány od 1 do {count}.",
    el: "Δεν υπάρχει κίνηση {number}: οι επιτρεπτές κινήσεις είναι αριθμημένες από 1 έως {count}.",
  },
  owner_reveals: {
    en: "Only the owner may be the first to see this {game} game's whole deal (the export and the analysis show it, and undo ends then): send Authorization: Bearer <ownerToken>.",
    es: "Solo el propietario puede ser el primero en ver el reparto entero de esta partida de {game} (la exportación y el análisis lo muestran, y entonces ya no se puede deshacer): envíe Authorization: Bearer <ownerToken>.",
    ca: "Només el propietari pot ser el primer a veure el repartiment sencer d'aquesta partida de {game} (l'exportació i l'anàlisi el mostren, i llavors ja no es pot desfer): envieu Authorization: Bearer <ownerToken>.",
    cs: "Celé rozdání této hry {game} smí jako první vidět jen její vlastník (ukáže ho export i analýza a pak už nelze vracet tahy): pošlete Authorization: Bearer <ownerToken>.",
    el: "Μόνο ο κάτοχος μπορεί να δει πρώτος ολόκληρο το μοίρασμα αυτής της παρτίδας «{game}» (το δείχνουν η εξαγωγή και η ανάλυση, και τότε η αναίρεση δεν επιτρέπεται πια): στείλτε Authorization: Bearer <ownerToken>.",
  },
  move_limit: {
    en: "This stored game has reached its limit of {limit} moves: start a new one.",
    es: "Esta partida guardada ha llegado a su límite de {limit} movimientos: empiece una nueva.",
    ca: "Aquesta partida desada ha arribat al seu límit de {limit} moviments: comenceu-ne una de nova.",
    cs: "Tato uložená hra dosáhla svého limitu {limit} tahů: začněte novou.",
    el: "Αυτή η αποθηκευμένη παρτίδα έφτασε το όριο των {limit} κινήσεων: ξεκινήστε νέα.",
  },
  game_revealed: {
    en: "This game was exported or analysed, which showed its hidden cards: it can no longer be undone into play.",
    es: "Esta partida se exportó o se analizó, lo que mostró sus cartas ocultas: ya no se puede deshacer para seguir jugando.",
    ca: "Aquesta partida es va exportar o analitzar, cosa que en va mostrar les cartes amagades: ja no es pot desfer per continuar jugant.",
    cs: "Tato hra byla exportována nebo analyzována, čímž se ukázaly její skryté karty: už ji nelze vrátit zpět do hry.",
    el: "Αυτή η παρτίδα εξήχθη ή αναλύθηκε, κάτι που έδειξε τα κρυμμένα φύλλα της: δεν μπορεί πια να αναιρεθεί για να συνεχιστεί.",
  },
  spectators_full: {
    en: "This game has as many spectators as it can take: try again later.",
    es: "Esta partida tiene tantos espectadores como admite: inténtelo más tarde.",
    ca: "Aquesta partida té tants espectadors com admet: torneu-ho a provar més tard.",
    cs: "Tato hra má tolik diváků, kolik unese: zkuste to později.",
    el: "Αυτή η παρτίδα έχει όσους θεατές μπορεί να δεχτεί: δοκιμάστε αργότερα.",
  },
  too_many_sockets: {
    en: "This client already watches this game on {limit} sockets: close one first.",
    es: "Este cliente ya sigue esta partida en {limit} conexiones: cierre una antes.",
    ca: "Aquest client ja segueix aquesta partida en {limit} connexions: tanqueu-ne una abans.",
    cs: "Tento klient už sleduje tuto hru na {limit} spojeních: nejprve jedno zavřete.",
    el: "Αυτός ο πελάτης παρακολουθεί ήδη αυτή την παρτίδα σε {limit} συνδέσεις: κλείστε πρώτα μία.",
  },
  too_many_sockets_in_all: {
    en: "This client already holds {limit} live-view sockets across games: close one first.",
    es: "Este cliente ya tiene {limit} conexiones de seguimiento entre todas las partidas: cierre una antes.",
    ca: "Aquest client ja té {limit} connexions de seguiment entre totes les partides: tanqueu-ne una abans.",
    cs: "Tento klient už má {limit} spojení pro sledování napříč hrami: nejprve jedno zavřete.",
    el: "Αυτός ο πελάτης έχει ήδη {limit} συνδέσεις παρακολούθησης σε όλες τις παρτίδες: κλείστε πρώτα μία.",
  },
  idempotency_key_reused: {
    en: "This Idempotency-Key was already used for a different request.",
    es: "Esta Idempotency-Key ya se usó para otra petición.",
    ca: "Aquesta Idempotency-Key ja es va fer servir per a una altra petició.",
    cs: "Tento Idempotency-Key už byl použit pro jiný požadavek.",
    el: "Αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα.",
  },
  weak_idempotency_key: {
    en: "An Idempotency-Key stands for the token it returns: send at least {minLength} characters, {minCharacters} of them different, of a random secret such as a UUID v4.",
    es: "Una Idempotency-Key equivale al token que devuelve: envíe al menos {minLength} caracteres, {minCharacters} de ellos distintos, de un secreto aleatorio como un UUID v4.",
    ca: "Una Idempotency-Key equival al token que retorna: envieu almenys {minLength} caràcters, {minCharacters} d'ells diferents, d'un secret aleatori com un UUID v4.",
    cs: "Idempotency-Key zastupuje token, který vrací: pošlete aspoň {minLength} znaků, z toho {minCharacters} různých, z náhodného tajemství, například UUID v4.",
    el: "Ένα Idempotency-Key αντιστοιχεί στο token που επιστρέφει: στείλτε τουλάχιστον {minLength} χαρακτήρες, {minCharacters} από αυτούς διαφορετικούς, από ένα τυχαίο μυστικό όπως ένα UUID v4.",
  },
  websocket_required: {
    en: "This address is a WebSocket: connect with Upgrade: websocket.",
    es: "Esta dirección es un WebSocket: conéctese con Upgrade: websocket.",
    ca: "Aquesta adreça és un WebSocket: connecteu-vos amb Upgrade: websocket.",
    cs: "Tato adresa je WebSocket: připojte se s Upgrade: websocket.",
    el: "Αυτή η διεύθυνση είναι WebSocket: συνδεθείτε με Upgrade: websocket.",
  },
} as const satisfies Record<string, Texts>;

/** The engines' refusals: the exact facts are in the problem's `params`. */
const RULE_MESSAGES = {
  invalid_move: {
    en: "This is not a move of this game: see the move format in the docs.",
    es: "Esto no es un movimiento de este juego: vea el formato de los movimientos en la documentación.",
    ca: "Això no és un moviment d'aquest joc: vegeu el format dels moviments a la documentació.",
    cs: "Toto není tah této hry: formát tahů najdete v dokumentaci.",
    el: "Αυτή δεν είναι κίνηση αυτού του παιχνιδιού: δείτε τη μορφή των κινήσεων στην τεκμηρίωση.",
  },
  invalid_state: {
    en: "This layout is not a position of this game.",
    es: "Esta disposición no es una posición de este juego.",
    ca: "Aquesta disposició no és una situació d'aquest joc.",
    cs: "Toto rozložení není platným stavem této hry.",
    el: "Αυτή η διάταξη δεν είναι κατάσταση αυτού του παιχνιδιού.",
  },
  invalid_notation: {
    en: "This text is not in the game's notation.",
    es: "Este texto no está en la notación del juego.",
    ca: "Aquest text no és en la notació del joc.",
    cs: "Tento text není v notaci hry.",
    el: "Αυτό το κείμενο δεν είναι στη σημειογραφία του παιχνιδιού.",
  },
  game_over: {
    en: "The game is over: no move can be played.",
    es: "La partida ha terminado: no se puede hacer ningún movimiento.",
    ca: "La partida s'ha acabat: no es pot fer cap moviment.",
    cs: "Hra skončila: už nelze táhnout.",
    el: "Η παρτίδα τελείωσε: δεν μπορεί να παιχτεί καμία κίνηση.",
  },
  empty_slot: {
    en: "That slot is empty.",
    es: "Ese espacio está vacío.",
    ca: "Aquesta posició és buida.",
    cs: "Tato pozice je prázdná.",
    el: "Αυτή η υποδοχή είναι άδεια.",
  },
  occupied_slot: {
    en: "A card can only move into an empty slot.",
    es: "Una carta solo puede moverse a un espacio vacío.",
    ca: "Una carta només es pot moure a una posició buida.",
    cs: "Kartu lze přesunout jen na prázdnou pozici.",
    el: "Ένα φύλλο μπορεί να μετακινηθεί μόνο σε άδεια υποδοχή.",
  },
  not_exposed: {
    en: "That target cannot be attacked yet: first remove a card next to it or covering it.",
    es: "Ese objetivo aún no se puede atacar: antes retire una carta a su lado o que lo cubra.",
    ca: "Aquest objectiu encara no es pot atacar: primer traieu una carta del costat o que el cobreixi.",
    cs: "Tento cíl zatím nelze napadnout: nejdřív odstraňte kartu vedle něj nebo kartu, která jej kryje.",
    el: "Αυτός ο στόχος δεν μπορεί ακόμα να δεχτεί επίθεση: αφαιρέστε πρώτα ένα φύλλο δίπλα του ή που τον καλύπτει.",
  },
  too_weak: {
    en: "The attack is too weak: its cards must add up to more than the target's health.",
    es: "El ataque es demasiado débil: sus cartas deben sumar más que la salud del objetivo.",
    ca: "L'atac és massa feble: les seves cartes han de sumar més que la salut de l'objectiu.",
    cs: "Útok je příliš slabý: součet jeho karet musí být větší než síla cíle.",
    el: "Η επίθεση είναι πολύ αδύναμη: το άθροισμα των φύλλων της πρέπει να ξεπερνά την υγεία του στόχου.",
  },
  not_in_waste: {
    en: "Attack only with cards that are in the waste.",
    es: "Ataque solo con cartas que estén en la basura.",
    ca: "Ataqueu només amb cartes que siguin a la pila de descartades.",
    cs: "Útočte jen kartami, které jsou v otočených.",
    el: "Επιτεθείτε μόνο με φύλλα που βρίσκονται στον σωρό.",
  },
  no_cards: {
    en: "An attack needs at least one card from the waste.",
    es: "Un ataque necesita al menos una carta de la basura.",
    ca: "Un atac necessita almenys una carta de la pila de descartades.",
    cs: "Útok potřebuje aspoň jednu kartu z otočených.",
    el: "Μια επίθεση χρειάζεται τουλάχιστον ένα φύλλο από τον σωρό.",
  },
  stock_empty: {
    en: "The stock is empty: there is nothing left to deal.",
    es: "El montón está vacío: no queda nada que repartir.",
    ca: "La pila principal és buida: no queda res per repartir.",
    cs: "Volné karty došly: není co líznout.",
    el: "Η μάνα είναι άδεια: δεν έμεινε τίποτα για μοίρασμα.",
  },
  no_link: {
    en: "That card cannot go there: it must follow the card on its left or come just before the card on its right.",
    es: "Esa carta no puede ir ahí: debe seguir a la carta de su izquierda o ir justo antes de la de su derecha.",
    ca: "Aquesta carta no hi pot anar: ha de seguir la carta de l'esquerra o anar just abans de la de la dreta.",
    cs: "Tato karta tam nemůže: musí navazovat na kartu vlevo nebo předcházet kartě vpravo.",
    el: "Αυτό το φύλλο δεν μπορεί να πάει εκεί: πρέπει να ακολουθεί το φύλλο στα αριστερά του ή να προηγείται του φύλλου στα δεξιά του.",
  },
  not_a_target: {
    en: "That slot cannot be played to.",
    es: "No se puede jugar a ese espacio.",
    ca: "No es pot jugar a aquesta posició.",
    cs: "Na tuto pozici nelze hrát.",
    el: "Δεν μπορεί να παιχτεί κίνηση σε αυτή την υποδοχή.",
  },
} as const satisfies Record<RuleErrorCode, Texts>;

export const PROBLEM_MESSAGES = { ...SERVICE_MESSAGES, ...PLAY_MESSAGES, ...RULE_MESSAGES } as const;

/** Every stable problem code of the API. */
export type ProblemCode = keyof typeof PROBLEM_MESSAGES;
