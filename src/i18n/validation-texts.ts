import { format, type Lang } from "./lang.ts";

/*
 * validation_failed's errors[].message in es, ca, cs and el, for the issue kinds the request
 * schemas raise (English is zod's own wording, kept as it says it). Type names are translated
 * too; a kind without a sentence here stays in English.
 */

/** The languages these sentences are for: every one but English. */
type Translated = Exclude<Lang, "en">;
type Texts = Readonly<Record<Translated, string>>;

/** What a request field can be, by zod's name for it. */
const TYPE_NAMES: Readonly<Record<string, Texts>> = {
  string: { es: "texto", ca: "text", cs: "text", el: "κείμενο" },
  number: { es: "número", ca: "nombre", cs: "číslo", el: "αριθμός" },
  int: { es: "número entero", ca: "nombre enter", cs: "celé číslo", el: "ακέραιος" },
  boolean: { es: "booleano", ca: "booleà", cs: "pravdivostní hodnota", el: "λογική τιμή" },
  object: { es: "objeto", ca: "objecte", cs: "objekt", el: "αντικείμενο" },
  array: { es: "lista", ca: "llista", cs: "pole", el: "πίνακας" },
};

const TEXTS = {
  missing: {
    es: "Falta: se esperaba {expected}",
    ca: "Falta: s'esperava {expected}",
    cs: "Chybí: očekáváno {expected}",
    el: "Λείπει: αναμενόταν {expected}",
  },
  wrong_type: {
    es: "Tipo no válido: se esperaba {expected}, se recibió {received}",
    ca: "Tipus no vàlid: s'esperava {expected}, s'ha rebut {received}",
    cs: "Neplatný typ: očekáváno {expected}, obdrženo {received}",
    el: "Μη έγκυρος τύπος: αναμενόταν {expected}, λήφθηκε {received}",
  },
  not_integer: {
    es: "Se esperaba un número entero",
    ca: "S'esperava un nombre enter",
    cs: "Očekáváno celé číslo",
    el: "Αναμενόταν ακέραιος αριθμός",
  },
  small_number: {
    es: "Demasiado pequeño: debe ser {rel} {n}",
    ca: "Massa petit: ha de ser {rel} {n}",
    cs: "Příliš malé: musí být {rel} {n}",
    el: "Πολύ μικρό: πρέπει να είναι {rel} {n}",
  },
  big_number: {
    es: "Demasiado grande: debe ser {rel} {n}",
    ca: "Massa gran: ha de ser {rel} {n}",
    cs: "Příliš velké: musí být {rel} {n}",
    el: "Πολύ μεγάλο: πρέπει να είναι {rel} {n}",
  },
  short_string: {
    es: "Demasiado corto: el número de caracteres debe ser {rel} {n}",
    ca: "Massa curt: el nombre de caràcters ha de ser {rel} {n}",
    cs: "Příliš krátké: počet znaků musí být {rel} {n}",
    el: "Πολύ σύντομο: ο αριθμός χαρακτήρων πρέπει να είναι {rel} {n}",
  },
  long_string: {
    es: "Demasiado largo: el número de caracteres debe ser {rel} {n}",
    ca: "Massa llarg: el nombre de caràcters ha de ser {rel} {n}",
    cs: "Příliš dlouhé: počet znaků musí být {rel} {n}",
    el: "Πολύ μακρύ: ο αριθμός χαρακτήρων πρέπει να είναι {rel} {n}",
  },
  few_items: {
    es: "Muy pocos elementos: debe tener {rel} {n}",
    ca: "Massa pocs elements: n'ha de tenir {rel} {n}",
    cs: "Příliš málo prvků: počet musí být {rel} {n}",
    el: "Πολύ λίγα στοιχεία: πρέπει να έχει {rel} {n}",
  },
  many_items: {
    es: "Demasiados elementos: debe tener {rel} {n}",
    ca: "Massa elements: n'ha de tenir {rel} {n}",
    cs: "Příliš mnoho prvků: počet musí být {rel} {n}",
    el: "Πάρα πολλά στοιχεία: πρέπει να έχει {rel} {n}",
  },
  one_value: {
    es: "Valor no válido: se esperaba {value}",
    ca: "Valor no vàlid: s'esperava {value}",
    cs: "Neplatná hodnota: očekáváno {value}",
    el: "Μη έγκυρη τιμή: αναμενόταν {value}",
  },
  one_of: {
    es: "Opción no válida: se esperaba una de {values}",
    ca: "Opció no vàlida: s'esperava una de {values}",
    cs: "Neplatná volba: očekávána jedna z {values}",
    el: "Μη έγκυρη επιλογή: αναμενόταν μία από {values}",
  },
  unknown_key: {
    es: "Campo desconocido: {keys}",
    ca: "Camp desconegut: {keys}",
    cs: "Neznámé pole: {keys}",
    el: "Άγνωστο πεδίο: {keys}",
  },
  unknown_keys: {
    es: "Campos desconocidos: {keys}",
    ca: "Camps desconeguts: {keys}",
    cs: "Neznámá pole: {keys}",
    el: "Άγνωστα πεδία: {keys}",
  },
  pattern: {
    es: "Formato no válido: debe seguir el patrón {pattern}",
    ca: "Format no vàlid: ha de seguir el patró {pattern}",
    cs: "Neplatný formát: musí odpovídat vzoru {pattern}",
    el: "Μη έγκυρη μορφή: πρέπει να ταιριάζει με το μοτίβο {pattern}",
  },
  invalid: {
    es: "Valor no válido",
    ca: "Valor no vàlid",
    cs: "Neplatná hodnota",
    el: "Μη έγκυρη τιμή",
  },
} as const satisfies Record<string, Texts>;

/** What zod says an issue is about, as much of it as a sentence here needs. */
export interface IssueFacts {
  readonly code: string;
  readonly expected?: string;
  /** The type of the value received (zod's name; `infinity` for ±Infinity). */
  readonly received?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly format?: string;
  readonly pattern?: string;
}

const typeName = (name: string, lang: Translated): string =>
  name === "infinity" ? "Infinity" : name === "nan" ? "NaN" : (TYPE_NAMES[name]?.[lang] ?? name);
const literal = (value: unknown): string =>
  typeof value === "string" ? JSON.stringify(value) : String(value);

/** The issue in `lang`; undefined for a kind without a sentence here. */
export function validationText(issue: IssueFacts, lang: Translated): string | undefined {
  const say = (key: keyof typeof TEXTS, params: Readonly<Record<string, string | number>> = {}) =>
    format(TEXTS[key][lang], params);
  const bound = (key: keyof typeof TEXTS, n: number | bigint | undefined, rel: string) =>
    n === undefined ? undefined : say(key, { rel, n: String(n) });
  switch (issue.code) {
    case "invalid_type": {
      const expected = typeName(issue.expected ?? "", lang);
      if (issue.received === undefined) return undefined;
      if (issue.received === "undefined") return say("missing", { expected });
      if (issue.expected === "int" && issue.received === "number") return say("not_integer");
      return say("wrong_type", { expected, received: typeName(issue.received, lang) });
    }
    case "too_small": {
      const rel = issue.inclusive === false ? ">" : "≥";
      const key = { string: "short_string", array: "few_items", number: "small_number" } as const;
      const which = key[issue.origin as keyof typeof key];
      return which && bound(which, issue.minimum, rel);
    }
    case "too_big": {
      const rel = issue.inclusive === false ? "<" : "≤";
      const key = { string: "long_string", array: "many_items", number: "big_number" } as const;
      const which = key[issue.origin as keyof typeof key];
      return which && bound(which, issue.maximum, rel);
    }
    case "invalid_value": {
      const values = issue.values ?? [];
      return values.length === 1
        ? say("one_value", { value: literal(values[0]) })
        : say("one_of", { values: values.map(literal).join("|") });
    }
    case "unrecognized_keys": {
      const keys = issue.keys ?? [];
      return say(keys.length === 1 ? "unknown_key" : "unknown_keys", { keys: keys.map(literal).join(", ") });
    }
    case "invalid_format":
      return issue.format === "regex" && issue.pattern !== undefined
        ? say("pattern", { pattern: issue.pattern })
        : say("invalid");
    case "invalid_union":
      return say("invalid");
    default:
      return undefined;
  }
}
