import { format, type Lang, type Texts } from "./lang.ts";

/*
 * The request schemas' own messages (validation_failed's errors[].message), per language.
 * A schema is built once, in English: schemaMessage gives it the English sentence and
 * remembers which one it is, so that a reply can say it in the caller's language.
 */
const MESSAGES = {
  deal_or_layout: {
    en: "Give either deal or layout, not both",
    es: "Indique deal o layout, no ambos",
    ca: "Indiqueu deal o layout, no tots dos",
    cs: "Zadejte buď deal, nebo layout, ne obojí",
    el: "Δώστε είτε deal είτε layout, όχι και τα δύο",
  },
  options_not_with_layout: {
    en: "Deal options go with a deal number or a random deal, not with a layout",
    es: "Las opciones de reparto van con un número de reparto o un reparto aleatorio, no con un layout",
    ca: "Les opcions de repartiment van amb un número de repartiment o un repartiment aleatori, no amb un layout",
    cs: "Možnosti rozdání patří k číslu rozdání nebo k náhodnému rozdání, ne k layoutu",
    el: "Οι επιλογές μοιράσματος συνοδεύουν αριθμό μοιράσματος ή τυχαίο μοίρασμα, όχι layout",
  },
  state_or_layout: {
    en: "Give either state or layout",
    es: "Indique state o layout, uno de los dos",
    ca: "Indiqueu state o layout, un dels dos",
    cs: "Zadejte buď state, nebo layout",
    el: "Δώστε είτε state είτε layout",
  },
  card_code: {
    en: "A card code: rank A, 2–9, T, J, Q or K, then suit C, D, H or S (the 10 of diamonds is TD)",
    es: "Un código de carta: valor A, 2–9, T, J, Q o K y luego palo C, D, H o S (el 10 de diamantes es TD)",
    ca: "Un codi de carta: valor A, 2–9, T, J, Q o K i després pal C, D, H o S (el 10 de diamants és TD)",
    cs: "Kód karty: hodnota A, 2–9, T, J, Q nebo K, pak barva C, D, H nebo S (kárová desítka je TD)",
    el: "Κωδικός φύλλου: αξία A, 2–9, T, J, Q ή K και μετά φυλή C, D, H ή S (το 10 καρό είναι TD)",
  },
  move_shape: {
    en: "Expected a move object: {shapes}",
    es: "Se esperaba un objeto de movimiento: {shapes}",
    ca: "S'esperava un objecte de moviment: {shapes}",
    cs: "Očekáván objekt tahu: {shapes}",
    el: "Αναμενόταν αντικείμενο κίνησης: {shapes}",
  },
} as const satisfies Record<string, Texts>;

type Params = Readonly<Record<string, string | number>>;
const known = new Map<string, { texts: Texts; params: Params }>();

/** The English message a schema carries; remembered for schemaMessageIn. */
export function schemaMessage(key: keyof typeof MESSAGES, params: Params = {}): string {
  const texts = MESSAGES[key];
  const en = format(texts.en, params);
  known.set(en, { texts, params });
  return en;
}

/** A schema's own message in `lang`; undefined for a message schemaMessage did not make. */
export function schemaMessageIn(message: string, lang: Lang): string | undefined {
  const entry = known.get(message);
  return entry && format(entry.texts[lang], entry.params);
}
