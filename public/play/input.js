// @ts-check
// The table under the hand: drag and drop by pointer events (mouse, touch, pen), taps and
// double-taps, and the keyboard (one tab stop, arrows, a slot's number, H U R D by the key's
// place on any layout).
import { $, all, ui } from "./state.js";
import { slotAt, slotElements, slotOf } from "./table.js";
import { activate, clearSelection, drop, playBest } from "./game.js";
import { canPlay, currentGame, isSelectable, render, renderLine } from "./render.js";

/** A press becomes a drag past this many CSS pixels. */
const DRAG_PX = 8;
/** Two taps on one slot within this long are a double-tap (or double-click). */
const DOUBLE_MS = 400;

/** @type {{ slot: number, x: number, y: number, id: number, type: string, dragging: boolean } | null} */
let press = null;
/** The drag's ghost, loaded when a game begins. @type {typeof import("./ghost.js") | null} */
let drag = null;
export const loadDrag = async () => void (drag ??= await import("./ghost.js"));
/** The last tap: a second one on the same slot soon after, the game unchanged, is a double. */
let lastTap = { slot: -1, at: 0, version: -1 };

function onDown(/** @type {PointerEvent} */ event) {
  const slot = slotOf(event);
  // One hand at a time: a second finger neither starts a drag nor ends the first one's.
  if (slot < 0 || event.button !== 0 || !event.isPrimary || (press && press.id !== event.pointerId)) return;
  press = {
    slot,
    x: event.clientX,
    y: event.clientY,
    id: event.pointerId,
    type: event.pointerType,
    dragging: false,
  };
  // A card that can be played is held by this pointer (no text selection, no scrolling under it).
  if (canPlay() && isSelectable(slot)) {
    void loadDrag();
    event.preventDefault();
    // The focus follows the hand as a click would give it (the press's default is prevented).
    slotElements()[slot]?.focus({ preventScroll: true });
    /** @type {Element} */ (event.target).setPointerCapture?.(event.pointerId);
  }
}

function onMove(/** @type {PointerEvent} */ event) {
  if (!press || event.pointerId !== press.id) return;
  if (!press.dragging) {
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_PX) return;
    if (!canPlay() || !isSelectable(press.slot) || !drag) return;
    press.dragging = true;
    // What is dragged is selected (as the game's module says): the legal targets show while it moves.
    currentGame().lift(press.slot);
    ui.armed = -1;
    ui.hinted = [];
    render();
    drag.ghost.start(press.slot, ui.selected, press.x, press.y, currentGame().carried(), press.type);
  }
  drag?.ghost.move(event.clientX, event.clientY);
}

function onUp(/** @type {PointerEvent} */ event) {
  if (!press || event.pointerId !== press.id) return;
  const { slot, dragging, type } = press;
  press = null;
  if (dragging && drag) {
    const to = drag.ghost.landing(event.clientX, event.clientY);
    drag.ghost.stop();
    if (to < 0 || to === slot) return render();
    return drop(slot, to, type);
  }
  // A press released elsewhere is no tap: sliding off a slot cancels it.
  if (slotAt(event.clientX, event.clientY) !== slot) return;
  const now = performance.now();
  const version = ui.current?.session.version ?? -1;
  const double = lastTap.slot === slot && lastTap.version === version && now - lastTap.at < DOUBLE_MS;
  lastTap = double ? { slot: -1, at: 0, version: -1 } : { slot, at: now, version };
  if (double && isSelectable(slot) && (ui.current?.session.view.slots[slot] ?? []).length)
    return void playBest(slot, type);
  void activate(slot, type);
}

function onCancel(/** @type {PointerEvent} */ event) {
  if (!press || event.pointerId !== press.id) return;
  press = null;
  drag?.ghost.stop();
  render();
}

/** Clicks without a pointer (assistive technologies): the pointer's own go through onUp. */
function onClick(/** @type {MouseEvent} */ event) {
  const slot = slotOf(event);
  if (slot >= 0 && event.detail === 0) void activate(slot, "key");
}

// ---- Keyboard: one tab stop for the table, arrows between slots, digits jump to a slot.
/** Moves the focus to `slot` (the table's one tab stop follows it: see onPoint). */
export const focusSlot = (/** @type {number} */ slot) => slotElements()[slot]?.focus();

/** The slot an arrow key leads to: along the reading order, or to the nearest slot above or below. */
function neighbour(/** @type {number} */ slot, /** @type {string} */ key) {
  if (!ui.current) return slot;
  const places = ui.places;
  const rows = [...new Set(places.map((p) => p.y))].sort((a, b) => a - b);
  const order = rows.flatMap((y) =>
    places
      .flatMap((p, s) => (p.y === y ? [s] : []))
      .sort((a, b) => (places[a]?.x ?? 0) - (places[b]?.x ?? 0)),
  );
  const i = order.indexOf(slot);
  const here = places[slot];
  if (!here) return slot;
  if (key === "Home") return order[0] ?? slot;
  if (key === "End") return order[order.length - 1] ?? slot;
  if (key === "ArrowRight") return order[i + 1] ?? slot;
  if (key === "ArrowLeft") return order[i - 1] ?? slot;
  const y = rows[rows.indexOf(here.y) + (key === "ArrowDown" ? 1 : -1)];
  if (y === undefined) return slot;
  const row = order.filter((s) => places[s]?.y === y);
  return row.reduce((best, s) =>
    Math.abs((places[s]?.x ?? 0) - here.x) < Math.abs((places[best]?.x ?? 0) - here.x) ? s : best,
  );
}

let typed = "";
let typedAt = 0;
const SHORTCUTS = /** @type {Record<string, string>} */ ({ h: "hint", u: "undo", r: "redo", d: "deal" });

/**
 * The digit or letter a key stands for: its character where that is a Latin letter or a digit,
 * else the key's place (`Digit2` under `ě` on a Czech layout, `KeyH` under `η` on a Greek one).
 */
function keyOf(/** @type {KeyboardEvent} */ event) {
  const key = event.key.toLowerCase();
  // A Latin letter or a digit is what it says (Dvorak's and Colemak's letters are theirs), and a
  // named key is that key (a keypad without NumLock gives arrows, not digits).
  if (key.length !== 1 || /^[a-z0-9]$/.test(key)) return key;
  const code = /^(?:Digit|Numpad)([0-9])$|^Key([A-Z])$/.exec(event.code);
  return code ? (code[1] ?? code[2]?.toLowerCase() ?? key) : key;
}

function onKey(/** @type {KeyboardEvent} */ event) {
  const slot = slotOf(event);
  if (slot < 0 || !ui.current || event.altKey || event.ctrlKey || event.metaKey) return;
  // A key on the table: the keyboard plays, and its slot numbers and focus ring show.
  if (!$("table-wrap").classList.contains("keys") && event.key !== "Shift") {
    $("table-wrap").classList.add("keys");
    document.querySelector(`[data-fring="${slot}"]`)?.classList.add("on");
  }
  const key = keyOf(event);
  if (/^[0-9]$/.test(key)) {
    // Typing a slot's number (as its plate shows it) goes to that slot.
    const count = ui.places.length;
    typed = Date.now() - typedAt < 1000 && Number(typed + key) < count ? typed + key : key;
    typedAt = Date.now();
    event.preventDefault();
    return focusSlot(Number(typed));
  }
  typed = "";
  if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(event.key)) {
    event.preventDefault();
    return focusSlot(neighbour(slot, event.key));
  }
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    return void activate(slot, "key");
  }
  if (event.key === "Escape") return clearSelection();
  const button = SHORTCUTS[key];
  if (button) {
    const b = $(button);
    if (!b.hidden && !$("controls").hidden) {
      event.preventDefault();
      b.click();
    }
  }
}

/** Whether the last input was a key: Tab's focus shows slot numbers and the ring, a tap's does not. */
let byKeys = false;

/** The focus ring (keyboard only) and the target a move shown is weighed against. */
function onPoint(/** @type {Event} */ event) {
  const slot = slotOf(event);
  const button = slotElements()[slot];
  if (!button) return;
  if (event.type === "focusin") {
    for (const ring of all(".fring.on")) ring.classList.remove("on");
    for (const other of slotElements()) other.setAttribute("tabindex", other === button ? "0" : "-1");
    $("table-wrap").classList.toggle("keys", byKeys);
    if (byKeys) document.querySelector(`[data-fring="${slot}"]`)?.classList.add("on");
  }
  if (ui.pointed === slot) return;
  ui.pointed = slot;
  renderLine();
}

/** Wires the table's container (the table inside it is built again for each game). */
export function wireTable() {
  const wrap = $("table-wrap");
  // Slot numbers and the focus ring are the keyboard's: any pointer put down hides them.
  addEventListener(
    "pointerdown",
    (e) => {
      byKeys = false;
      wrap.classList.remove("keys");
      // The last pointer's words: "click" for a mouse, "tap" for a finger or a pen.
      document.body.dataset.pointer = e.pointerType;
      const help = $("table-help");
      const touch = e.pointerType !== "mouse";
      help.dataset.t = touch ? "tableHelpTouch" : "tableHelp";
      help.textContent = touch ? ui.T.tableHelpTouch : ui.T.tableHelp;
      for (const ring of all(".fring.on")) ring.classList.remove("on");
    },
    { capture: true },
  );
  addEventListener("keydown", () => void (byKeys = true), { capture: true });
  // The drag's ghost comes with the first hand over the table, if the game's beginning did not bring it.
  wrap.addEventListener("pointerover", () => void loadDrag(), { once: true });
  wrap.addEventListener("pointerdown", onDown);
  wrap.addEventListener("pointermove", onMove);
  wrap.addEventListener("pointerup", onUp);
  wrap.addEventListener("pointercancel", onCancel);
  // A finger on a card that can be dragged holds it: no scrolling starts under it (which would
  // cancel the drag). SVG shapes take no touch-action of their own, so the touch is held here;
  // elsewhere on the table a finger still scrolls the page.
  wrap.addEventListener(
    "touchstart",
    (e) => {
      const slot = slotOf(e);
      if (slot >= 0 && canPlay() && isSelectable(slot)) e.preventDefault();
    },
    { passive: false },
  );
  wrap.addEventListener("click", onClick);
  // A drag selects nothing, and the page's own double-tap is the one that counts.
  wrap.addEventListener("selectstart", (e) => e.preventDefault());
  wrap.addEventListener("dblclick", (e) => e.preventDefault());
  wrap.addEventListener("keydown", onKey);
  wrap.addEventListener("focusin", onPoint);
  wrap.addEventListener("focusout", () => all(".fring.on").forEach((r) => r.classList.remove("on")));
  wrap.addEventListener("pointerover", (e) => e.pointerType === "mouse" && onPoint(e));
}
