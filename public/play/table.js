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

/** Cards closer than this across (in column steps) share a column: one row's covers the other's. */
const COLUMN = CARD_W / STEP_X;

/**
 * The places of `game`'s slots as drawn now. On a landscape window a stock and its waste go
 * to a column right of the rest (beside the targets, and the table is wider than tall like
 * the window); on a portrait one they stay below it, as Aisleriot lays them. On a short one (a
 * phone held sideways) a top row of one card heads that column and the rows close up.
 * @param {GameId} game
 * @returns {SlotPlace[]}
 */
function placesOf(game) {
  const table = summaryOf(game)?.table ?? [];
  if (!wide()) return table;
  let side = table.filter((p) => p.kind === "stock" || p.kind === "waste");
  if (!side.length) return table;
  let rest = table.filter((p) => !side.includes(p));
  const top = rest.filter((p) => p.y === Math.min(...rest.map((q) => q.y)));
  if (short() && top.length === 1) {
    side = [...top, ...side];
    rest = rest.filter((p) => !top.includes(p));
  }
  const rowAt = short() ? closeUp(rest) : new Map(rest.map((p) => [p.y, p.y]));
  const right = Math.max(...rest.map((p) => p.x)) + 1.25;
  const bottom = Math.max(...rowAt.values());
  const step = short() ? Math.max(1, bottom / Math.max(1, side.length - 1)) : 1.25;
  const first = short() ? 0 : 1;
  return table.map((p) =>
    side.includes(p)
      ? { ...p, x: right, y: first + step * side.indexOf(p) }
      : { ...p, y: rowAt.get(p.y) ?? p.y },
  );
}

/**
 * Each row's height once closed up, by its old one: half a row below the row before, and below
 * each row it shares a column with by a row, or by less if they overlapped already.
 * @param {SlotPlace[]} places
 */
function closeUp(places) {
  const rows = [...new Set(places.map((p) => p.y))].sort((a, b) => a - b);
  const shareColumn = (/** @type {number} */ a, /** @type {number} */ b) =>
    places.some((p) => p.y === a && places.some((q) => q.y === b && Math.abs(p.x - q.x) < COLUMN));
  /** @type {Map<number, number>} */
  const at = new Map();
  rows.forEach((y, i) => {
    const before = rows[i - 1];
    let row = before === undefined ? 0 : (at.get(before) ?? 0) + Math.min(0.5, y - before);
    for (const above of rows.slice(0, i))
      if (shareColumn(above, y)) row = Math.max(row, (at.get(above) ?? 0) + Math.min(1, y - above));
    at.set(y, row);
  });
  return at;
}

/** Whether the window is wider than tall (the table is laid out for it). */
export const wide = () => innerWidth > innerHeight;
/** Whether the window is short (a phone held sideways): the table closes up (play.css: 519px). */
const short = () => innerHeight < 520;
/** What the table's layout depends on: a change of it builds the table again. */
export const layoutOf = () => `${wide()} ${short()}`;

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
  // Classes beside board.svg's paint: four-colour suits restyle them; small cards show the
  // larger index (its suit under its rank, clear of the slot's plate) in place of rank and pip.
  const paint = `fill="${color}" class="s${suit}`;
  const symbol = SUIT_SYMBOL[suit];
  return (
    `<rect x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5" fill="#fffdf7" stroke="#555"/>` +
    `<text ${paint} rank" x="${x + 5}" y="${y + 17}" font-size="15" font-weight="bold">${cardText(code)}</text>` +
    `<g class="index"><text ${paint}" x="${x + 3}" y="${y + 22}" font-size="23" font-weight="bold">` +
    `${cardText(code).slice(0, -symbol.length)}</text>` +
    `<text ${paint}" x="${x + 5}" y="${y + 42}" font-size="19">${symbol}</text></g>` +
    `<text ${paint} pip" x="${x + CARD_W / 2}" y="${y + CARD_H / 2 + 12}" font-size="30" text-anchor="middle">${symbol}</text>`
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

/** Cards drawn narrower than this many CSS pixels are small. */
const SMALL_CARD_PX = 56;
const sizes = new ResizeObserver(([entry]) => {
  const table = entry?.target;
  const units = Number(table?.getAttribute("viewBox")?.split(" ")[2]);
  if (table && units)
    table.classList.toggle("small", (entry.contentRect.width * CARD_W) / units < SMALL_CARD_PX);
});

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
  // Each slot's column, for a won game's wave (play.css: .celebrate).
  for (const [slot, at] of places.entries())
    /** @type {SVGGElement | null} */ (document.querySelector(`[data-slot="${slot}"]`))?.style.setProperty(
      "--column",
      String(at.x),
    );
  // Its width for height: play.css sizes it to the space the window leaves.
  $("table-wrap")
    .closest("main")
    ?.style.setProperty("--ratio", (width / height).toFixed(4));
  sizes.disconnect();
  sizes.observe($("table"));
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
        `<g class="pill"><rect x="${x + 12}" y="${y + 24}" width="40" height="20" rx="10" fill="#10261a" fill-opacity="0.9"/>` +
        `<text x="${x + 32}" y="${y + 39}" fill="#fff" font-size="14" font-weight="bold" text-anchor="middle">${text}</text></g>`
      );
    })
    .join("");
}

// ---- Motion: a card slides from where it was, a pile turns over.
const MOTION_MS = 200;

/** The drawing of a slot's cards. */
export const drawOf = (/** @type {number} */ slot) =>
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
