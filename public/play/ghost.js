// @ts-check
// The ghost that follows a drag: loaded when a card is first pressed (a first visit needs none).
import { $, ui } from "./state.js";
import { CARD_W, drawOf, origin, setRing, slotAt } from "./table.js";
import { legalTargets } from "./render.js";

/** @typedef {import("./state.js").SlotPlace} SlotPlace */

/** How far a finger's drag lifts the ghost above the finger, in CSS pixels: the cards stay in sight,
 * and land where they are seen. */
const LIFT_PX = 48;
/** How far each carried card is fanned from the one before it, in the table's units. */
const FAN = 24;

/** The ghost that follows a drag: the carried slots' drawings fanned from the dragged one, moved by the pointer. */
export const ghost = {
  /** @type {{ slots: number[], x: number, y: number, lift: number } | null} */
  from: null,
  /** The legal target the drag would land on now (ringed), or -1. */
  over: -1,
  /**
   * Starts following a drag of `slot` by a `pointer` (a finger's lifted above it), carrying
   * `carried` too, from the window point (x, y); `label` (the cards' sum) is shown above them.
   */
  start(
    /** @type {number} */ slot,
    /** @type {number[]} */ carried,
    /** @type {number} */ x,
    /** @type {number} */ y,
    /** @type {string} */ label,
    /** @type {string} */ pointer,
  ) {
    const at = ui.places[slot];
    if (!at || !drawOf(slot)) return;
    const [ox, oy] = origin(at);
    const slots = [slot, ...carried.filter((s) => s !== slot && drawOf(s))];
    let markup = slots
      .map((s, i) => {
        const [sx, sy] = origin(/** @type {SlotPlace} */ (ui.places[s]));
        return `<g transform="translate(${ox + i * FAN - sx} ${oy - sy})">${drawOf(s)?.innerHTML ?? ""}</g>`;
      })
      .join("");
    if (label) {
      const w = 16 + 9 * label.length;
      const cx = ox + (CARD_W + (slots.length - 1) * FAN) / 2;
      markup +=
        `<rect x="${cx - w / 2}" y="${oy - 26}" width="${w}" height="22" rx="11" fill="#10261a"/>` +
        `<text x="${cx}" y="${oy - 10}" fill="#fff" font-size="14" font-weight="bold" text-anchor="middle">${label}</text>`;
    }
    const layer = $("ghost");
    layer.innerHTML = markup;
    layer.querySelectorAll(".plate").forEach((plate) => plate.remove());
    for (const s of slots) drawOf(s)?.classList.add("lifted");
    $("table-wrap").classList.add("dragging");
    this.from = { slots, x, y, lift: pointer === "touch" ? LIFT_PX : 0 };
    this.move(x, y);
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
      `translate(${(x - this.from.x) / scale} ${(y - this.from.y - this.from.lift) / scale})`,
    );
    const at = this.landing(x, y);
    const to = legalTargets().has(at) ? at : -1;
    if (to === this.over) return;
    if (this.over >= 0) setRing(this.over, "target");
    if (to >= 0) setRing(to, "over");
    this.over = to;
  },
  /** Where the drag lands for the pointer at (x, y): the point of the ghost the pointer holds. */
  landing(/** @type {number} */ x, /** @type {number} */ y) {
    return slotAt(x, y - (this.from?.lift ?? 0));
  },
  stop() {
    this.over = -1;
    for (const s of this.from?.slots ?? []) drawOf(s)?.classList.remove("lifted");
    document.getElementById("table-wrap")?.classList.remove("dragging");
    this.from = null;
    const layer = document.getElementById("ghost");
    layer?.replaceChildren();
    layer?.removeAttribute("transform");
  },
};
