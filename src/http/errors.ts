import type { Lang } from "../i18n/lang.ts";
import { RULE_ERRORS } from "./rule-errors.ts";

type Messages = Readonly<Record<Lang, string>>;
interface ErrorEntry {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500;
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
} as const satisfies Record<string, ErrorEntry>;

export const ERRORS = { ...SERVICE_ERRORS, ...RULE_ERRORS } as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
