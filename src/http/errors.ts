import type { Lang } from "../i18n/lang.ts";
import { RULE_ERRORS } from "./rule-errors.ts";

type Messages = Readonly<Record<Lang, string>>;
interface ErrorEntry {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 426 | 429 | 500;
  readonly message: Messages;
}

/**
 * The one table of error codes: HTTP status and a sentence per language. `{name}`
 * placeholders are filled from the error's public params. Codes are stable API.
 */
const SERVICE_ERRORS = {
  not_found: {
    status: 404,
    message: {
      en: "There is nothing at this address.",
      es: "No hay nada en esta dirección.",
      ca: "No hi ha res en aquesta adreça.",
      cs: "Na této adrese nic není.",
      el: "Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση.",
    },
  },
  method_not_allowed: {
    status: 405,
    message: {
      en: "This address does not accept the method {method}.",
      es: "Esta dirección no acepta el método {method}.",
      ca: "Aquesta adreça no accepta el mètode {method}.",
      cs: "Tato adresa nepřijímá metodu {method}.",
      el: "Αυτή η διεύθυνση δεν δέχεται τη μέθοδο {method}.",
    },
  },
  malformed_json: {
    status: 400,
    message: {
      en: "The request body is not valid JSON.",
      es: "El cuerpo de la petición no es JSON válido.",
      ca: "El cos de la petició no és JSON vàlid.",
      cs: "Tělo požadavku není platný JSON.",
      el: "Το σώμα του αιτήματος δεν είναι έγκυρο JSON.",
    },
  },
  unsupported_media_type: {
    status: 415,
    message: {
      en: "Send the request body as application/json.",
      es: "Envíe el cuerpo de la petición como application/json.",
      ca: "Envieu el cos de la petició com a application/json.",
      cs: "Pošlete tělo požadavku jako application/json.",
      el: "Στείλτε το σώμα του αιτήματος ως application/json.",
    },
  },
  validation_failed: {
    status: 400,
    message: {
      en: "The request does not have the expected shape: see errors.",
      es: "La petición no tiene la forma esperada: vea errors.",
      ca: "La petició no té la forma esperada: vegeu errors.",
      cs: "Požadavek nemá očekávaný tvar: viz errors.",
      el: "Το αίτημα δεν έχει την αναμενόμενη μορφή: δείτε το errors.",
    },
  },
  payload_too_large: {
    status: 413,
    message: {
      en: "The request body is larger than {limit} bytes.",
      es: "El cuerpo de la petición supera los {limit} bytes.",
      ca: "El cos de la petició supera els {limit} bytes.",
      cs: "Tělo požadavku je větší než {limit} bajtů.",
      el: "Το σώμα του αιτήματος ξεπερνά τα {limit} bytes.",
    },
  },
  unknown_game: {
    status: 404,
    message: {
      en: "There is no game called {game}.",
      es: "No hay ningún juego llamado {game}.",
      ca: "No hi ha cap joc anomenat {game}.",
      cs: "Žádná hra jménem {game} neexistuje.",
      el: "Δεν υπάρχει παιχνίδι με το όνομα {game}.",
    },
  },
  rate_limited: {
    status: 429,
    message: {
      en: "Too many requests: try again in a moment.",
      es: "Demasiadas peticiones: inténtelo de nuevo en un momento.",
      ca: "Massa peticions: torneu-ho a provar d'aquí a un moment.",
      cs: "Příliš mnoho požadavků: zkuste to za chvíli znovu.",
      el: "Πάρα πολλά αιτήματα: δοκιμάστε ξανά σε λίγο.",
    },
  },
  internal_error: {
    status: 500,
    message: {
      en: "Something went wrong on our side. The error has been logged.",
      es: "Algo ha fallado de nuestro lado. El error ha quedado registrado.",
      ca: "Alguna cosa ha fallat per part nostra. L'error ha quedat registrat.",
      cs: "Na naší straně se něco pokazilo. Chyba byla zaznamenána.",
      el: "Κάτι πήγε στραβά από την πλευρά μας. Το σφάλμα καταγράφηκε.",
    },
  },

  // Sealed state tokens.
  state_malformed: {
    status: 400,
    message: {
      en: "The state token is not a token this API issued: it does not decode.",
      es: "El token de estado no es uno emitido por esta API: no se puede decodificar.",
      ca: "El testimoni d'estat no és un dels que emet aquesta API: no es pot descodificar.",
      cs: "Token stavu nevydalo toto API: nelze jej dekódovat.",
      el: "Το διακριτικό κατάστασης δεν εκδόθηκε από αυτό το API: δεν αποκωδικοποιείται.",
    },
  },
  state_version_unsupported: {
    status: 400,
    message: {
      en: "The state token has a format this API no longer reads: start a new deal.",
      es: "El token de estado tiene un formato que esta API ya no lee: empiece una partida nueva.",
      ca: "El testimoni d'estat té un format que aquesta API ja no llegeix: comenceu una partida nova.",
      cs: "Token stavu má formát, který toto API už nečte: začněte novou hru.",
      el: "Το διακριτικό κατάστασης έχει μορφή που αυτό το API δεν διαβάζει πια: ξεκινήστε νέα παρτίδα.",
    },
  },
  state_wrong_game: {
    status: 422,
    message: {
      en: "The state token belongs to another game than {game}.",
      es: "El token de estado pertenece a otro juego, no a {game}.",
      ca: "El testimoni d'estat pertany a un altre joc, no a {game}.",
      cs: "Token stavu patří k jiné hře než {game}.",
      el: "Το διακριτικό κατάστασης ανήκει σε άλλο παιχνίδι, όχι στο {game}.",
    },
  },
  state_unknown_key: {
    status: 422,
    message: {
      en: "The state token was sealed with a key this server does not have (another server, or a retired key).",
      es: "El token de estado se selló con una clave que este servidor no tiene (otro servidor o una clave retirada).",
      ca: "El testimoni d'estat es va segellar amb una clau que aquest servidor no té (un altre servidor o una clau retirada).",
      cs: "Token stavu byl zapečetěn klíčem, který tento server nemá (jiný server nebo vyřazený klíč).",
      el: "Το διακριτικό κατάστασης σφραγίστηκε με κλειδί που αυτός ο διακομιστής δεν έχει (άλλος διακομιστής ή αποσυρμένο κλειδί).",
    },
  },
  state_tampered: {
    status: 422,
    message: {
      en: "The state token has been changed or damaged: send it back exactly as you received it.",
      es: "El token de estado ha sido modificado o dañado: devuélvalo exactamente como lo recibió.",
      ca: "El testimoni d'estat s'ha modificat o malmès: torneu-lo exactament tal com el vau rebre.",
      cs: "Token stavu byl změněn nebo poškozen: pošlete jej zpět přesně tak, jak jste jej dostali.",
      el: "Το διακριτικό κατάστασης άλλαξε ή καταστράφηκε: στείλτε το πίσω ακριβώς όπως το λάβατε.",
    },
  },

  // Stored games.
  unknown_session: {
    status: 404,
    message: {
      en: "There is no stored game with this id (it never existed, or it expired after being idle).",
      es: "No hay ninguna partida guardada con este id (nunca existió o caducó por inactividad).",
      ca: "No hi ha cap partida desada amb aquest id (no ha existit mai o ha caducat per inactivitat).",
      cs: "Uložená hra s tímto id neexistuje (nikdy neexistovala, nebo vypršela kvůli nečinnosti).",
      el: "Δεν υπάρχει αποθηκευμένη παρτίδα με αυτό το id (δεν υπήρξε ποτέ ή έληξε λόγω αδράνειας).",
    },
  },
  missing_owner_token: {
    status: 401,
    message: {
      en: "Only the owner may change this game: send Authorization: Bearer <ownerToken>.",
      es: "Solo el propietario puede cambiar esta partida: envíe Authorization: Bearer <ownerToken>.",
      ca: "Només el propietari pot canviar aquesta partida: envieu Authorization: Bearer <ownerToken>.",
      cs: "Tuto hru smí měnit jen její vlastník: pošlete Authorization: Bearer <ownerToken>.",
      el: "Μόνο ο κάτοχος μπορεί να αλλάξει αυτή την παρτίδα: στείλτε Authorization: Bearer <ownerToken>.",
    },
  },
  not_owner: {
    status: 403,
    message: {
      en: "This owner token is not the one of this game.",
      es: "Este token de propietario no es el de esta partida.",
      ca: "Aquest testimoni de propietari no és el d'aquesta partida.",
      cs: "Tento token vlastníka nepatří k této hře.",
      el: "Αυτό το διακριτικό κατόχου δεν είναι αυτό της παρτίδας.",
    },
  },
  version_conflict: {
    status: 409,
    message: {
      en: "The game has changed since version {version}: read it again and send currentVersion.",
      es: "La partida ha cambiado desde la versión {version}: vuelva a leerla y envíe currentVersion.",
      ca: "La partida ha canviat des de la versió {version}: torneu-la a llegir i envieu currentVersion.",
      cs: "Hra se od verze {version} změnila: načtěte ji znovu a pošlete currentVersion.",
      el: "Η παρτίδα άλλαξε από την έκδοση {version}: διαβάστε την ξανά και στείλτε το currentVersion.",
    },
  },
  nothing_to_undo: {
    status: 409,
    message: {
      en: "There is no move to undo: the game is at its deal.",
      es: "No hay ninguna jugada que deshacer: la partida está en su reparto.",
      ca: "No hi ha cap jugada per desfer: la partida és al seu repartiment.",
      cs: "Není co vrátit: hra je ve stavu po rozdání.",
      el: "Δεν υπάρχει κίνηση για αναίρεση: η παρτίδα είναι στο μοίρασμά της.",
    },
  },
  nothing_to_redo: {
    status: 409,
    message: {
      en: "There is no undone move to play again.",
      es: "No hay ninguna jugada deshecha que volver a hacer.",
      ca: "No hi ha cap jugada desfeta per tornar a fer.",
      cs: "Není žádný vrácený tah, který by šlo zopakovat.",
      el: "Δεν υπάρχει αναιρεμένη κίνηση για επανάληψη.",
    },
  },
  export_unavailable: {
    status: 409,
    message: {
      en: "A {game} game can be exported only once it is over: its deal number would reveal the hidden cards.",
      es: "Una partida de {game} solo se puede exportar cuando ha terminado: su número de reparto revelaría las cartas ocultas.",
      ca: "Una partida de {game} només es pot exportar quan s'ha acabat: el seu número de repartiment revelaria les cartes amagades.",
      cs: "Hru {game} lze exportovat až po jejím skončení: číslo rozdání by prozradilo skryté karty.",
      el: "Μια παρτίδα {game} εξάγεται μόνο όταν τελειώσει: ο αριθμός μοιράσματος θα αποκάλυπτε τα κρυμμένα φύλλα.",
    },
  },
  idempotency_key_reused: {
    status: 422,
    message: {
      en: "This Idempotency-Key was already used for a different request.",
      es: "Esta Idempotency-Key ya se usó para otra petición.",
      ca: "Aquesta Idempotency-Key ja es va fer servir per a una altra petició.",
      cs: "Tento Idempotency-Key už byl použit pro jiný požadavek.",
      el: "Αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα.",
    },
  },
  websocket_required: {
    status: 426,
    message: {
      en: "This address is a WebSocket: connect with Upgrade: websocket.",
      es: "Esta dirección es un WebSocket: conéctese con Upgrade: websocket.",
      ca: "Aquesta adreça és un WebSocket: connecteu-vos amb Upgrade: websocket.",
      cs: "Tato adresa je WebSocket: připojte se s Upgrade: websocket.",
      el: "Αυτή η διεύθυνση είναι WebSocket: συνδεθείτε με Upgrade: websocket.",
    },
  },
} as const satisfies Record<string, ErrorEntry>;

export const ERRORS = { ...SERVICE_ERRORS, ...RULE_ERRORS } as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
