// @ts-check
// Maze's player's rule in three lines, above the full rules (which number the slots for the
// API's moves), with a picture of one move; loaded when the rules are shown, not with the game.
import { ui } from "../state.js";

const LINES = {
  en: [
    "Put each suit in order from ace to queen along the rows, left to right and row after row (a row goes on at the start of the next).",
    "Move a card into a gap just after the card it follows (same suit, one higher; an ace may follow any queen) or just before the card that follows it.",
    "An ace may always go into the top-left corner, a queen into the bottom-right one. All 48 cards in order win; this game is never lost.",
  ],
  es: [
    "Ordena cada palo del as a la reina a lo largo de las filas, de izquierda a derecha y fila tras fila (cada fila sigue al principio de la siguiente).",
    "Mueve una carta a un hueco justo después de la carta a la que sigue (mismo palo, uno más; un as puede seguir a cualquier reina) o justo antes de la carta que la sigue.",
    "Un as siempre puede ir a la esquina de arriba a la izquierda, y una reina a la de abajo a la derecha. Las 48 cartas en orden ganan; este juego nunca se pierde.",
  ],
  ca: [
    "Ordeneu cada pal de l'as a la reina al llarg de les files, d'esquerra a dreta i fila rere fila (cada fila continua al començament de la següent).",
    "Moveu una carta a un forat just després de la carta a la qual segueix (el mateix pal, un més; un as pot seguir qualsevol reina) o just abans de la carta que la segueix.",
    "Un as sempre pot anar a la cantonada de dalt a l'esquerra, i una reina a la de baix a la dreta. Les 48 cartes en ordre guanyen; aquest joc no es perd mai.",
  ],
  cs: [
    "Seřaďte každou barvu od esa po dámu podél řad, zleva doprava a řadu za řadou (řada pokračuje na začátku další).",
    "Kartu přesuňte do mezery hned za kartu, kterou následuje (stejná barva, o jednu vyšší; eso smí následovat kteroukoli dámu), nebo hned před kartu, která následuje ji.",
    "Eso smí vždy do levého horního rohu, dáma do pravého dolního. Všech 48 karet v pořadí vyhrává; tuto hru nelze prohrát.",
  ],
  el: [
    "Βάλτε κάθε χρώμα στη σειρά από τον άσο ως τη ντάμα κατά μήκος των σειρών, από αριστερά προς τα δεξιά και σειρά με σειρά (κάθε σειρά συνεχίζει στην αρχή της επόμενης).",
    "Μετακινήστε ένα φύλλο σε ένα κενό ακριβώς μετά το φύλλο που ακολουθεί (ίδιο χρώμα, ένα μεγαλύτερο· ένας άσος μπορεί να ακολουθεί οποιαδήποτε ντάμα) ή ακριβώς πριν από το φύλλο που το ακολουθεί.",
    "Ένας άσος μπορεί πάντα να μπει στην πάνω αριστερή γωνία, μια ντάμα στην κάτω δεξιά. Και τα 48 φύλλα στη σειρά κερδίζουν· η παρτίδα δεν χάνεται ποτέ.",
  ],
};

/** The picture's words: 7♦ goes into the gap after 6♦. */
const PICTURE = {
  en: "7♦ goes into the gap after 6♦.",
  es: "El 7♦ va al hueco después del 6♦.",
  ca: "El 7♦ va al forat després del 6♦.",
  cs: "7♦ jde do mezery za 6♦.",
  el: "Το 7♦ μπαίνει στο κενό μετά το 6♦.",
};

const card = (/** @type {number} */ x, /** @type {string} */ text, red = true) =>
  `<rect x="${x}" y="8" width="36" height="50" rx="4" fill="#fffdf7" stroke="#555"/>` +
  `<text x="${x + 4}" y="24" fill="${red ? "#c0262d" : "#1b1b1b"}" font-size="13" font-weight="bold">${text}</text>`;

/** The player's rule in three lines, its picture beside. */
export function teach() {
  const figure = document.createElement("div");
  figure.className = "teach-picture";
  figure.setAttribute("role", "img");
  figure.setAttribute("aria-label", PICTURE[ui.lang]);
  figure.innerHTML =
    `<svg viewBox="0 0 180 84" width="180" height="84" aria-hidden="true" font-family="DejaVu Sans, Arial, sans-serif">` +
    `<rect width="180" height="84" rx="8" fill="#1e6b45"/>` +
    card(8, "6♦") +
    `<rect x="50" y="8" width="36" height="50" rx="4" fill="none" stroke="#9fc4a8" stroke-dasharray="4 3"/>` +
    card(92, "9♣", false) +
    card(134, "7♦") +
    `<path d="M152 62 Q120 86 70 62" fill="none" stroke="#ffd400" stroke-width="3"/>` +
    `<path d="M70 62 l9 1 l-5 6 z" fill="#ffd400"/>` +
    `</svg>`;
  const list = document.createElement("ol");
  list.className = "teach-lines";
  list.append(
    ...LINES[ui.lang].map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }),
  );
  return [figure, list];
}
