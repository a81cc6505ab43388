// @ts-check
// The page's languages: the API's five. Messages from the API (hints, refusals) come already
// translated (`?lang=`), and so do the names of slot kinds (GET /v1/games); the page's own words
// are in ./lang/<lang>.js, names of cards here.

/** @typedef {"en" | "es" | "ca" | "cs" | "el"} Lang */

/** @type {readonly Lang[]} */
export const LANGS = ["en", "es", "ca", "cs", "el"];

/** Each language in its own words, for the language menu. */
export const LANG_NAMES = { en: "English", es: "Español", ca: "Català", cs: "Čeština", el: "Ελληνικά" };

/** @typedef {import("./lang/en.js").Texts} Texts */

/**
 * The page's words in `lang`: one language file, loaded when it is needed (the others are not).
 * @param {Lang} lang
 * @returns {Promise<Texts>}
 */
export const loadTexts = async (lang) => (await import(`./lang/${lang}.js`)).default;

// Card names for screen readers: rank A23456789TJQK, suit CDHS (the API's card codes).
const FACES = {
  en: { A: "ace", J: "jack", Q: "queen", K: "king" },
  es: { A: "as", J: "jota", Q: "reina", K: "rey" },
  ca: { A: "as", J: "sota", Q: "reina", K: "rei" },
  el: { A: "άσος", J: "βαλές", Q: "ντάμα", K: "ρήγας" },
};
const SUITS = {
  en: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" },
  es: { C: "tréboles", D: "diamantes", H: "corazones", S: "picas" },
  ca: { C: "trèvols", D: "diamants", H: "cors", S: "espases" },
  el: { C: "σπαθί", D: "καρό", H: "κούπα", S: "μπαστούνι" },
};
// Czech names a card as suit adjective + rank noun, the adjective agreeing with the noun's
// gender: srdcová sedmička, pikový král, křížové eso.
const CS_RANKS = {
  A: ["eso", "é"],
  2: ["dvojka", "á"],
  3: ["trojka", "á"],
  4: ["čtyřka", "á"],
  5: ["pětka", "á"],
  6: ["šestka", "á"],
  7: ["sedmička", "á"],
  8: ["osmička", "á"],
  9: ["devítka", "á"],
  T: ["desítka", "á"],
  J: ["kluk", "ý"],
  Q: ["dáma", "á"],
  K: ["král", "ý"],
};
const CS_SUITS = { C: "křížov", D: "károv", H: "srdcov", S: "pikov" };

/**
 * A card code (`7H`, `TS`) as words in `lang`: "7 of hearts", "srdcová sedmička".
 * @param {Lang} lang
 * @param {string} code
 */
export function cardName(lang, code) {
  const rank = /** @type {keyof typeof CS_RANKS} */ (code.charAt(0));
  const suit = /** @type {"C" | "D" | "H" | "S"} */ (code.charAt(1));
  if (!(rank in CS_RANKS) || !(suit in CS_SUITS)) return code;
  if (lang === "cs") {
    const [noun, ending] = CS_RANKS[rank];
    return `${CS_SUITS[suit]}${ending} ${noun}`;
  }
  const faces = /** @type {Record<string, string>} */ (FACES[lang]);
  const word = faces[rank] ?? (rank === "T" ? "10" : rank);
  const suitWord = SUITS[lang][suit];
  if (lang === "en") return `${word} of ${suitWord}`;
  if (lang === "el") return `${word} ${suitWord}`;
  // Catalan elides "de" before a vowel: as d'espases.
  if (lang === "ca" && /^[aeiouàèéíòóú]/.test(suitWord)) return `${word} d'${suitWord}`;
  return `${word} de ${suitWord}`;
}

/**
 * `text` with each `{name}` replaced by its parameter.
 * @param {string} text
 * @param {Record<string, string | number>} [params]
 */
export function fill(text, params = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * The language to start in: `?lang=`, then the one chosen before, then the browser's, then English.
 * @param {string | null} query
 * @param {string | null} saved
 * @param {readonly string[]} preferred
 * @returns {Lang}
 */
export function startLang(query, saved, preferred) {
  const known = (/** @type {string | null | undefined} */ tag) => {
    const base = (tag ?? "").toLowerCase().split("-")[0];
    return LANGS.find((lang) => lang === base);
  };
  return known(query) ?? known(saved) ?? preferred.map(known).find(Boolean) ?? "en";
}
