// @ts-check
// The table: drawn like board.svg (the same cards, backs and badges) from the geometry the API
// gives (GET /v1/games: each slot's place in card units), sized to the window, with the rings of
// selection, targets, hints, the last move and the keyboard focus, and the moves animated.
import { CARD, SUIT_SYMBOL, cardText } from "./words.js";
import { $, all, calm, summaryOf, ui } from "./state.js";

/** @typedef {import("./state.js").GameId} GameId */
/** @typedef {import("./state.js").GameEvent} GameEvent */
/** @typedef {import("./state.js").SlotPlace} SlotPlace */

export const CARD_W = 64;
export const CARD_H = 88;
const STEP_X = 72;
/** Rows a little closer than board.svg's (96): a table of seven rows fits a laptop's height. */
const STEP_Y = 92;
const MARGIN = 8;

/**
 * The places of `game`'s slots as drawn now. On a landscape window a stock and its waste go
 * to a column right of the rest (beside the targets, and the table is wider than tall like
 * the window); on a portrait one they stay below it, as Aisleriot lays them.
 * @param {GameId} game
 * @returns {SlotPlace[]}
 */
function placesOf(game) {
  const table = summaryOf(game)?.table ?? [];
  if (!wide()) return table;
  const side = table.filter((p) => p.kind === "stock" || p.kind === "waste");
  if (!side.length) return table;
  const right = Math.max(...table.filter((p) => !side.includes(p)).map((p) => p.x)) + 1.25;
  return table.map((p) => (side.includes(p) ? { ...p, x: right, y: 1 + 1.25 * side.indexOf(p) } : p));
}

/** Whether the window is wider than tall (the table is laid out for it). */
export const wide = () => innerWidth > innerHeight;

/** Where a slot's card is drawn, in the table's units. @param {SlotPlace} at @returns {[number, number]} */
export const origin = (at) => [Math.round(MARGIN + at.x * STEP_X), Math.round(MARGIN + at.y * STEP_Y)];

/** A card as board.svg draws it: a face, or a back that says nothing about the card. */
function face(/** @type {string} */ code, /** @type {number} */ x, /** @type {number} */ y) {
  const m = CARD.exec(code);
  if (!m) {
    return (
      `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="#2c4f8c" stroke="#13294f"/>` +
      `<rect x="${x + 5}" y="${y + 5}" width="${CARD_W - 10}" height="${CARD_H - 10}" rx="3" fill="url(#back)"/>`
    );
  }
  const suit = /** @type {"C" | "D" | "H" | "S"} */ (m[2]);
  const color = suit === "D" || suit === "H" ? "#c0262d" : "#1b1b1b";
  // Classes beside board.svg's paint: four-colour suits and the phone-sized rank restyle them.
  const paint = `fill="${color}" class="s${suit}`;
  return (
    `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="#fffdf7" stroke="#555"/>` +
    `<text ${paint} rank" x="${x + 5}" y="${y + 17}" font-size="15" font-weight="bold">${cardText(code)}</text>` +
    `<text ${paint}" x="${x + CARD_W / 2}" y="${y + CARD_H / 2 + 12}" font-size="30" text-anchor="middle">${SUIT_SYMBOL[suit]}</text>`
  );
}

/** One slot: its top card (or a dashed outline), a count badge, its number (shown to the keyboard). */
function slotMarkup(/** @type {string[]} */ pile, /** @type {number} */ slot, /** @type {SlotPlace} */ at) {
  const [x, y] = origin(at);
  const top = pile[pile.length - 1];
  let out =
    top === undefined
      ? `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="none" stroke="#9fc4a8" stroke-dasharray="4 3"/>`
      : face(top, x, y);
  if (pile.length > 1) {
    out +=
      `<circle cx="${x + CARD_W - 9}" cy="${y + CARD_H - 9}" r="9" fill="#1f5f3f"/>` +
      `<text x="${x + CARD_W - 9}" y="${y + CARD_H - 5}" fill="#fff" font-size="11" text-anchor="middle">${pile.length}</text>`;
  }
  const label = String(slot);
  const w = 7 + 7 * label.length;
  const px = x + CARD_W - 2 - w;
  return (
    out +
    `<g class="plate"><rect x="${px}" y="${y + 2}" width="${w}" height="14" rx="3" fill="#10261a"/>` +
    `<text x="${px + w / 2}" y="${y + 13}" fill="#fff" font-size="11" font-weight="bold" text-anchor="middle">${label}</text></g>`
  );
}

/** The slots' buttons, by slot number. @returns {SVGRectElement[]} */
export const slotElements = () => /** @type {any} */ (all("#table .slot"));
/** The slot of an event's element, or -1. @param {Event} event */
export const slotOf = (event) =>
  Number(/** @type {Element} */ (event.target).closest?.(".slot")?.getAttribute("data-hit") ?? -1);
/** The slot under a point of the window, or -1. */
export const slotAt = (/** @type {number} */ x, /** @type {number} */ y) =>
  Number(document.elementFromPoint(x, y)?.closest(".slot")?.getAttribute("data-hit") ?? -1);

/**
 * Builds the table of `game`. Each slot is its drawing (hidden from assistive technologies) under
 * a transparent button of the card's size that carries its name, so a click lands on the slot it
 * shows (rows may overlap) and the button's name is all a screen reader or speech input gets.
 * The rings (each a dark edge under a bright line: seen on the cloth and on a card alike) are
 * drawn above every card.
 */
export function buildTable(/** @type {GameId} */ game) {
  const places = placesOf(game);
  ui.places = places;
  const width = MARGIN * 2 + Math.max(...places.map((p) => p.x)) * STEP_X + CARD_W;
  const height = MARGIN * 2 + Math.max(...places.map((p) => p.y)) * STEP_Y + CARD_H;
  const ring = (/** @type {string} */ name, /** @type {number} */ slot, /** @type {number} */ grow) => {
    const [x, y] = origin(/** @type {SlotPlace} */ (places[slot]));
    const box = `x="${x - grow}" y="${y - grow}" width="${CARD_W + 2 * grow}" height="${CARD_H + 2 * grow}" rx="${6 + grow}"`;
    return `<g class="${name}" data-${name}="${slot}"><rect class="edge" ${box}/><rect class="line" ${box}/></g>`;
  };
  $("table-wrap").innerHTML =
    `<svg id="table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="group" ` +
    `aria-describedby="table-help" font-family="DejaVu Sans, Arial, sans-serif" data-game="${game}">` +
    `<defs><pattern id="back" width="8" height="8" patternUnits="userSpaceOnUse">` +
    `<path d="M0 8L8 0" stroke="#7ea2dc" stroke-width="2"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="#1e6b45"/>` +
    places
      .map((at, slot) => {
        const [x, y] = origin(at);
        return (
          `<g data-slot="${slot}"><g class="draw" aria-hidden="true"></g>` +
          `<rect class="slot" data-hit="${slot}" role="button" tabindex="-1" x="${x}" y="${y}" ` +
          `width="${CARD_W}" height="${CARD_H}" rx="5" fill="transparent"/></g>`
        );
      })
      .join("") +
    `<g aria-hidden="true" class="marks">${places.map((_, s) => ring("ring", s, 0) + ring("fring", s, 5)).join("")}` +
    `<g id="pills"></g><g id="ghost"></g></g></svg>`;
  // Its width for height: play.css sizes it to the space the window leaves.
  $("table").style.setProperty("--ratio", (width / height).toFixed(4));
  ui.pointed = -1;
  slotElements()[0]?.setAttribute("tabindex", "0");
}

/** Draws every slot whose cards changed; the rest stay as they are (and keep their animation). */
export function drawCards() {
  const places = ui.places;
  const view = ui.current?.session.view;
  if (!view) return;
  slotElements().forEach((button, slot) => {
    const pile = view.slots[slot] ?? [];
    const key = pile.join();
    const at = places[slot];
    const draw = button.previousElementSibling;
    if (!at || !draw || draw.getAttribute("data-key") === key) return;
    draw.innerHTML = slotMarkup(pile, slot, at);
    draw.setAttribute("data-key", key);
  });
}

/** Sets a ring's look: `sel`, `hint`, `armed`, `target`, `last` or none. */
export function setRing(/** @type {number} */ slot, /** @type {string} */ look) {
  document.querySelector(`[data-ring="${slot}"]`)?.setAttribute("class", `ring${look ? ` ${look}` : ""}`);
}

/** Health pills on exposed targets (the game's module says which). */
export function drawPills(/** @type {{ slot: number, health: number | null }[]} */ targets) {
  $("pills").innerHTML = targets
    .map((t) => {
      const [x, y] = origin(/** @type {SlotPlace} */ (ui.places[t.slot]));
      const text = t.health === null ? "?" : String(t.health);
      return (
        `<rect x="${x + 12}" y="${y + 24}" width="40" height="20" rx="10" fill="#10261a" fill-opacity="0.9"/>` +
        `<text x="${x + 32}" y="${y + 39}" fill="#fff" font-size="14" font-weight="bold" text-anchor="middle">${text}</text>`
      );
    })
    .join("");
}

// ---- Motion: a card slides from where it was, a pile turns over.
const MOTION_MS = 200;

/** The drawing of a slot's cards. */
const drawOf = (/** @type {number} */ slot) =>
  /** @type {SVGGElement | null} */ (document.querySelector(`[data-slot="${slot}"] > .draw`));

/** Slides the cards now drawn in `to` from where `from` is drawn. */
function slide(/** @type {number} */ to, /** @type {number} */ from) {
  const a = ui.places[from];
  const b = ui.places[to];
  const draw = drawOf(to);
  if (!a || !b || !draw) return;
  const [ax, ay] = origin(a);
  const [bx, by] = origin(b);
  draw.animate([{ transform: `translate(${ax - bx}px, ${ay - by}px)` }, { transform: "translate(0, 0)" }], {
    duration: MOTION_MS,
    easing: "ease-out",
  });
}

/** A pile turning over (a flip, a fall). */
function turn(/** @type {number} */ slot) {
  drawOf(slot)?.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
    duration: MOTION_MS,
    easing: "ease-out",
  });
}

/** Animates what the API says happened (nothing when motion is reduced). @param {GameEvent[]} events */
export function animate(events) {
  if (calm()) return;
  for (const e of events) {
    if (e.type === "moved") slide(e.to, e.from);
    else if (e.type === "flipped" || e.type === "removed") turn(e.target);
    else if (e.type === "dealt") {
      // Dealt from the stock onto the waste (the slots of those kinds).
      const kinds = ui.places.map((p) => p.kind);
      const stock = kinds.indexOf("stock");
      kinds.forEach((kind, slot) => kind === "waste" && slide(slot, stock));
    }
  }
}

/** The ghost card that follows a drag: the dragged slot's drawing, moved by the pointer. */
export const ghost = {
  /** @type {{ slot: number, x: number, y: number } | null} */
  from: null,
  /** Starts following a drag of `slot`'s card from the window point (x, y). */
  start(/** @type {number} */ slot, /** @type {number} */ x, /** @type {number} */ y) {
    const draw = drawOf(slot);
    const layer = $("ghost");
    if (!draw) return;
    layer.innerHTML = draw.innerHTML;
    layer.querySelector(".plate")?.remove();
    draw.classList.add("lifted");
    $("table-wrap").classList.add("dragging");
    this.from = { slot, x, y };
  },
  move(/** @type {number} */ x, /** @type {number} */ y) {
    const svg = /** @type {SVGSVGElement | null} */ (
      /** @type {unknown} */ (document.getElementById("table"))
    );
    const matrix = svg?.getScreenCTM();
    if (!this.from || !matrix) return;
    const scale = matrix.a || 1;
    $("ghost").setAttribute(
      "transform",
      `translate(${(x - this.from.x) / scale} ${(y - this.from.y) / scale})`,
    );
  },
  stop() {
    if (this.from) drawOf(this.from.slot)?.classList.remove("lifted");
    document.getElementById("table-wrap")?.classList.remove("dragging");
    this.from = null;
    const layer = document.getElementById("ghost");
    layer?.replaceChildren();
    layer?.removeAttribute("transform");
  },
};
