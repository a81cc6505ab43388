// @ts-check
// Wall taught on the table, loaded with its module (a first visit needs none of it): a player's
// rule in three lines and a picture of one attack, above the full rules (which number the
// slots for the API's moves); the badges explained; the line that says click to a mouse and
// tap to a finger (the last pointer put down: input.js).
import { ui } from "../state.js";

/**
 * The page's words for Wall in its five languages: `choose` and `chooseTouch` are the first
 * line for a mouse (or the keyboard) and for a finger.
 */
const WORDS = {
  en: {
    choose:
      "Click one or more cards of the waste, then an exposed card: if their sum is more than its health, it falls.",
    chooseTouch:
      "Tap one or more cards of the waste, then an exposed card: if their sum is more than its health, it falls.",
    health:
      "A card's health (the dark badge) is its value plus the cards touching its top corners; a pile's is all its cards.",
    goal: "Climb through the wall and the guards to the throne and take its two kings. A deal brings 3 new cards and discards the waste.",
    picture: "7♦ and 5♣ from the waste, sum 12, attack 9♠ of health 11: it falls.",
    badges: "Badges",
    badgesValue: "dark, a target's health (an attack falls when its sum is more); green, the cards in a pile",
  },
  es: {
    choose:
      "Haz clic en una o varias cartas del descarte y luego en una carta expuesta: si su suma supera su vida, cae.",
    chooseTouch:
      "Toca una o varias cartas del descarte y luego una carta expuesta: si su suma supera su vida, cae.",
    health:
      "La vida de una carta (la insignia oscura) es su valor más las cartas que tocan sus esquinas de arriba; la de un montón, todas sus cartas.",
    goal: "Sube por la muralla y las guardias hasta el trono y toma sus dos reyes. Repartir trae 3 cartas nuevas y descarta las del descarte.",
    picture: "7♦ y 5♣ del descarte, suma 12, atacan al 9♠ de vida 11: cae.",
    badges: "Insignias",
    badgesValue:
      "oscura, la vida de un objetivo (un ataque lo derriba si su suma es mayor); verde, las cartas de un montón",
  },
  ca: {
    choose:
      "Feu clic a una o més cartes del descart i després a una carta exposada: si la seva suma supera la seva vida, cau.",
    chooseTouch:
      "Toqueu una o més cartes del descart i després una carta exposada: si la seva suma supera la seva vida, cau.",
    health:
      "La vida d'una carta (la insígnia fosca) és el seu valor més les cartes que toquen les seves cantonades de dalt; la d'una pila, totes les seves cartes.",
    goal: "Pugeu pel mur i les guàrdies fins al tron i preneu-ne els dos reis. Repartir porta 3 cartes noves i llença les del descart.",
    picture: "7♦ i 5♣ del descart, suma 12, ataquen el 9♠ de vida 11: cau.",
    badges: "Insígnies",
    badgesValue:
      "fosca, la vida d'un objectiu (un atac el fa caure si la seva suma és més gran); verda, les cartes d'una pila",
  },
  cs: {
    choose:
      "Klikněte na jednu či více karet odkladu, pak na odkrytou kartu: je-li jejich součet větší než její zdraví, padne.",
    chooseTouch:
      "Ťukněte na jednu či více karet odkladu, pak na odkrytou kartu: je-li jejich součet větší než její zdraví, padne.",
    health:
      "Zdraví karty (tmavý odznak) je její hodnota plus karty, které se dotýkají jejích horních rohů; zdraví hromádky jsou všechny její karty.",
    goal: "Probojujte se zdí a strážemi až k trůnu a vezměte jeho dva krále. Rozdání přinese 3 nové karty a odhodí odklad.",
    picture: "7♦ a 5♣ z odkladu, součet 12, útočí na 9♠ se zdravím 11: padne.",
    badges: "Odznaky",
    badgesValue:
      "tmavý, zdraví cíle (útok ho srazí, je-li jeho součet větší); zelený, počet karet v hromádce",
  },
  el: {
    choose:
      "Κάντε κλικ σε ένα ή περισσότερα φύλλα των απορριμμάτων και μετά σε ένα εκτεθειμένο φύλλο: αν το άθροισμά τους ξεπερνά τη ζωή του, πέφτει.",
    chooseTouch:
      "Αγγίξτε ένα ή περισσότερα φύλλα των απορριμμάτων και μετά ένα εκτεθειμένο φύλλο: αν το άθροισμά τους ξεπερνά τη ζωή του, πέφτει.",
    health:
      "Η ζωή ενός φύλλου (το σκούρο σήμα) είναι η αξία του συν τα φύλλα που αγγίζουν τις πάνω γωνίες του· μιας στοίβας, όλα της τα φύλλα.",
    goal: "Ανεβείτε μέσα από τον τοίχο και τους φρουρούς ως τον θρόνο και πάρτε τους δύο ρηγάδες του. Το μοίρασμα φέρνει 3 νέα φύλλα και πετά τα απορρίμματα.",
    picture: "7♦ και 5♣ από τα απορρίμματα, άθροισμα 12, επιτίθενται στο 9♠ με ζωή 11: πέφτει.",
    badges: "Σήματα",
    badgesValue:
      "σκούρο, η ζωή ενός στόχου (μια επίθεση τον ρίχνει αν το άθροισμά της είναι μεγαλύτερο)· πράσινο, τα φύλλα μιας στοίβας",
  },
};

/** The teaching's words in the page's language. */
export const words = () => WORDS[ui.lang];

/** Whether the last pointer put down was a finger or a pen (a mouse, or none yet: the keyboard's words). */
const byTouch = () => ["touch", "pen"].includes(document.body.dataset.pointer ?? "");

/** The first line for the last pointer: "click" or "tap". */
export const chooseLine = () => (byTouch() ? words().chooseTouch : words().choose);

/** A small card of the picture: its face, its index, and a health badge under it. */
function card(/** @type {number} */ x, /** @type {string} */ text, /** @type {boolean} */ red, health = "") {
  const fill = red ? "#c0262d" : "#1b1b1b";
  return (
    `<rect x="${x}" y="22" width="36" height="50" rx="4" fill="#fffdf7" stroke="#555"/>` +
    `<text x="${x + 4}" y="38" fill="${fill}" font-size="13" font-weight="bold">${text}</text>` +
    (health
      ? `<rect x="${x + 4}" y="46" width="28" height="16" rx="8" fill="#10261a"/>` +
        `<text x="${x + 18}" y="58" fill="#fff" font-size="11" font-weight="bold" text-anchor="middle">${health}</text>`
      : "")
  );
}

/** The picture: two waste cards, their sum, the card they beat and its health. */
function picture() {
  const figure = document.createElement("div");
  figure.className = "teach-picture";
  figure.setAttribute("role", "img");
  figure.setAttribute("aria-label", words().picture);
  // The verdict over the target, as the table shows it while an attack is chosen.
  figure.innerHTML =
    `<svg viewBox="0 0 204 78" width="204" height="78" aria-hidden="true" font-family="DejaVu Sans, Arial, sans-serif">` +
    `<rect width="204" height="78" rx="8" fill="#1e6b45"/>` +
    card(8, "7♦", true) +
    card(50, "5♣", false) +
    `<text x="92" y="50" fill="#fff" font-size="15" font-weight="bold">= 12</text>` +
    `<text x="136" y="50" fill="#ffd400" font-size="18" font-weight="bold">→</text>` +
    card(158, "9♠", false, "11") +
    `<text x="176" y="15" fill="#b9f6ca" font-size="12" font-weight="bold" text-anchor="middle">12 &gt; 11</text>` +
    `</svg>`;
  return figure;
}

/** The player's rule in three lines, its picture beside. */
export function teach() {
  const W = words();
  const list = document.createElement("ol");
  list.className = "teach-lines";
  for (const [i, text] of [chooseLine(), W.health, W.goal].entries()) {
    const li = document.createElement("li");
    if (i === 0) li.id = "teach-choose";
    li.textContent = text;
    list.append(li);
  }
  return [picture(), list];
}
