// @ts-check
// The moves list: the legal moves now (the API's `legalMoves`, each with its slots) in card
// words, one button each, for who plays without seeing the table (a screen reader browses it,
// Enter or a click plays) or would rather choose from a list. Loaded when the list is first
// opened; drawn again with the game after every change, its count said when it changes.
import { fill } from "./i18n.js";
import { $, ui } from "./state.js";
import { legal } from "./games/generic.js";
import { play } from "./game.js";
import { canPlay, currentGame, drawnToo } from "./render.js";
import { SUIT_SYMBOL, cardText, faceUp, spoken, topOf } from "./words.js";

/** @typedef {import("./games/generic.js").Legal} Legal */

/**
 * A legal move in card words, its places named by the game's module: the card and where it
 * goes, the cards of an attack and what they hit, the deal (another shape: its fields).
 */
function moveName(/** @type {Legal} */ { move, slots }) {
  const T = ui.T;
  const game = currentGame();
  const to = slots[slots.length - 1] ?? -1;
  if (move.type === "attack")
    return fill(T.attackMove, { target: game.placeName(to), cards: move.cards.map(cardText).join(" + ") });
  const card = topOf(slots[0] ?? -1);
  if (move.type === "move" && faceUp(card))
    return `${cardText(/** @type {string} */ (card))} ${game.placeName(to, card)}`;
  return move.type === "deal" ? T.deal : fieldsOf(move);
}

/** A move of another shape (a game without its own module): its fields as they are. */
function fieldsOf(/** @type {Legal["move"]} */ move) {
  return Object.entries(move)
    .filter(([key]) => key !== "type")
    .map(([, value]) => (Array.isArray(value) ? value.join(" ") : String(value)))
    .join(" → ");
}

/** A card as the page writes it (`10♣`, `Q♥`), to be said by its name. */
const CARD_TEXT = /\b(10|[A2-9JQK])([♣♦♥♠])/g;
const SUIT_OF = Object.fromEntries(Object.entries(SUIT_SYMBOL).map(([code, symbol]) => [symbol, code]));

/** `text` with each card said by its name ("10 of clubs", not "10♣", which readers say variously). */
const saidAs = (/** @type {string} */ text) =>
  text.replace(CARD_TEXT, (_all, rank, suit) =>
    spoken(`${rank === "10" ? "T" : rank}${SUIT_OF[suit] ?? ""}`),
  );

/** What the list shows now (its items' names, joined): drawn again only when it changed. */
let shown = "";
/** The item to take the focus once the list is drawn again (one was played from it). */
let refocus = -1;

/** The list's one tab stop: the arrow keys move between its items (a screen reader's cursor reads them all). */
function onKey(/** @type {KeyboardEvent} */ event) {
  const items = Array.from($("moves-list").querySelectorAll("button"));
  const at = items.indexOf(/** @type {HTMLButtonElement} */ (event.target));
  if (at < 0) return;
  const next =
    event.key === "ArrowDown" || event.key === "ArrowRight"
      ? Math.min(at + 1, items.length - 1)
      : event.key === "ArrowUp" || event.key === "ArrowLeft"
        ? Math.max(at - 1, 0)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? items.length - 1
            : -1;
  if (next < 0) return;
  event.preventDefault();
  focusItem(items, next);
}

function focusItem(/** @type {HTMLButtonElement[]} */ items, /** @type {number} */ at) {
  items.forEach((item, i) => item.setAttribute("tabindex", i === at ? "0" : "-1"));
  items[at]?.focus();
}

/** Draws the list of the moves now (nothing while it is closed), and says its count when it changed. */
export function renderMoves() {
  const details = /** @type {HTMLDetailsElement} */ ($("moves"));
  if (!details.open || !ui.current) return;
  const moves = legal();
  const names = moves.map(moveName);
  const key = `${ui.current.session.id} ${ui.current.session.version} ${ui.lang} ${names.join("|")}`;
  if (key === shown) return;
  // Said when the list is drawn again (not when it opens: its summary said it), even if the
  // count is the same (a live region speaks when its text changes: a space that comes and goes).
  const count = `${ui.T.movesList}: ${moves.length}`;
  const live = $("moves-live");
  if (shown !== "") live.textContent = live.textContent === count ? `${count}\u00a0` : count;
  shown = key;
  const items = moves.map((m, i) => {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = names[i] ?? "";
    button.setAttribute("aria-label", saidAs(names[i] ?? ""));
    button.setAttribute("tabindex", i === 0 ? "0" : "-1");
    button.addEventListener("click", () => {
      if (!canPlay()) return;
      refocus = i;
      void play(m.move);
    });
    li.append(button);
    return li;
  });
  $("moves-list").replaceChildren(...items);
  // Played from the list: the focus stays in it, on the item in the played one's place.
  const buttons = /** @type {HTMLButtonElement[]} */ (items.map((li) => li.firstElementChild));
  if (refocus >= 0 && buttons.length) focusItem(buttons, Math.min(refocus, buttons.length - 1));
  refocus = -1;
}

/** Wires the list once (its module is loaded when it is first opened). */
export function wireMoves() {
  $("moves-list").addEventListener("keydown", onKey);
  $("moves").addEventListener("toggle", renderMoves);
  drawnToo.add(renderMoves);
  renderMoves();
}
