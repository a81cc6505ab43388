// @ts-check
// Playing a stored game: the moves sent to the API (which alone knows the rules: legal moves,
// refusals and hints all come from it), the marks of the last move and of a hint, and what a
// spectator's new state changed. What a click or a drag means in a game is its module's (games/).
import { ApiError, api } from "./api.js";
import { $, ui } from "./state.js";
import { animate, buildTable } from "./table.js";
import { renderControls } from "./controls.js";
import { alertText, refused, say } from "./messages.js";
import { canPlay, currentGame, render } from "./render.js";
import { withSlots } from "./games/generic.js";
import { eventWords } from "./words.js";

/** @typedef {import("./state.js").Session} Session */
/** @typedef {import("./state.js").SessionChange} SessionChange */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./games/generic.js").Kit} Kit */

/** The game now is `session`: keep it, draw it (and animate what happened). */
export function update(/** @type {Session} */ session, /** @type {SessionChange["events"]} */ events = []) {
  if (!ui.current) return;
  ui.current.session = session;
  render();
  animate(events);
}

/**
 * What a spectator's new state changed, read from the two views (the live message carries the
 * position, not the move): the slots to mark, and the motion to show.
 * @param {Session} after
 * @returns {SessionChange["events"]}
 */
export const watched = (after) => currentGame().watched(after);

/** Marks the last move's slots (from the position it was played in). */
export function markLast(/** @type {Move | undefined} */ move) {
  ui.last = move ? currentGame().lastMarks(withSlots(move)) : [];
}

/** Sends one change of the stored game (a move, undo, redo, resign) as its owner. */
export async function change(
  /** @type {"moves" | "undo" | "redo" | "resign"} */ what,
  /** @type {object} */ body,
  /** @type {(s: SessionChange) => string} */ words,
) {
  const current = ui.current;
  if (!current || current.owner === null || ui.busy) return;
  ui.busy = true;
  $("table-wrap").setAttribute("aria-busy", "true");
  renderControls();
  try {
    // A deal not stored yet is stored first (its session and owner token replace the deal's).
    await current.keep?.();
    if (ui.current !== current) return;
    const { session, owner } = current;
    const changed = await api("POST", `/v1/sessions/{id}/${what}`, {
      params: { id: session.id },
      body: { ...body, version: session.version },
      token: owner,
    });
    ui.selected = [];
    ui.hinted = [];
    ui.armed = -1;
    markLast(what === "undo" ? undefined : changed.move);
    alertText("");
    update(changed, what === "undo" ? [] : changed.events);
    say(() => words(changed));
  } catch (error) {
    // Changed elsewhere (another tab): take the game as it is now, and say so in a player's
    // words (the API's sentence speaks of versions to send).
    if (error instanceof ApiError && error.code === "version_conflict") {
      alertText(ui.T.changedElsewhere);
      await api("GET", "/v1/sessions/{id}", { params: { id: current.session.id } }).then(update, refused);
    } else refused(error);
  } finally {
    ui.busy = false;
    $("table-wrap").removeAttribute("aria-busy");
    renderControls();
  }
}

export const play = (/** @type {Move} */ move) =>
  change("moves", { move }, (s) => eventWords(s.events, currentGame().placeName));

/** What a game's module acts through. @type {Kit} */
const kit = { play, render, say, hintMove: () => askHintMove() };

/**
 * A click, a tap, Enter or Space on a slot. `pointer`: how (`mouse`, `touch`, `pen`, `key`).
 * @param {number} slot
 * @param {string} [pointer]
 */
export async function activate(slot, pointer = "mouse") {
  if (!canPlay() || !ui.current) return;
  alertText("");
  return void (await currentGame().activate(slot, pointer, kit));
}

/** Plays the armed move (the Attack button). */
export const confirmAttack = () => ui.armed >= 0 && activate(ui.armed, "key-confirmed");

/** A drag of `from` let go on `to`. */
export const drop = (/** @type {number} */ from, /** @type {number} */ to, /** @type {string} */ pointer) =>
  void currentGame().drop(from, to, pointer, kit);

/** Clears the selection, the armed attack and the hint's marks. */
export function clearSelection() {
  ui.selected = [];
  ui.hinted = [];
  ui.armed = -1;
  say(""); // the status line spoke of the selection
  render();
}

/**
 * A double-click or double-tap on a card: its only move, or the best (the hint's, when the hint
 * moves this card; else the first the API lists), as the game's module chooses.
 * @param {number} slot
 * @param {string} pointer
 */
export async function playBest(slot, pointer) {
  if (!canPlay() || !ui.current) return;
  return void (await currentGame().playBest(slot, pointer, kit));
}

/** The stored game's hint (a ranked entry gives hints to its owner only); a deal is stored first. */
async function hintFor(/** @type {import("./state.js").Current} */ current) {
  await current.keep?.();
  const { session, owner } = current;
  return api("POST", "/v1/sessions/{id}/hint", { params: { id: session.id }, token: owner ?? undefined });
}

/** The hint's move and its slots, asked quietly (a double-click's choice between several moves). */
async function askHintMove() {
  try {
    const hint = await hintFor(/** @type {import("./state.js").Current} */ (ui.current));
    return hint.move ? { move: hint.move, slots: hint.slots } : null;
  } catch {
    return null;
  }
}

/** Ranked entries whose player was told that hints count (the first press says so, the next asks). */
const toldHintsCount = new Set();

export async function askHint() {
  if (!ui.current || ui.busy) return;
  try {
    await ui.current.keep?.();
  } catch (error) {
    return refused(error);
  }
  if (!ui.current) return;
  const { session } = ui.current;
  if (session.daily?.ranked && session.status === "playing" && !toldHintsCount.has(session.id)) {
    toldHintsCount.add(session.id);
    alertText("");
    return say(() => ui.T.hintCounts);
  }
  const asked = ui.lang;
  try {
    const hint = await hintFor(ui.current);
    // A ranked entry's hint counts: the count shown is the server's, read again.
    if (session.daily?.ranked) {
      const fresh = await api("GET", "/v1/sessions/{id}", { params: { id: session.id } }).catch(() => null);
      const current = ui.current;
      if (fresh && current?.session.id === fresh.id && current.session.version === fresh.version)
        current.session = fresh;
    }
    const now = ui.current?.session;
    // The game moved on while the hint was on its way: it speaks of a position that is gone.
    if (now?.id !== session.id || now.version !== session.version) return render();
    // The language changed meanwhile: ask again in the new one (a ranked hint counts: not again).
    if (ui.lang !== asked && !session.daily?.ranked) return void askHint();
    ui.hinted = hint.move ? currentGame().hintMarks({ move: hint.move, slots: hint.slots }) : [];
    ui.selected = [];
    ui.armed = -1;
    alertText("");
    render();
    say(Object.assign(() => hint.text, { hint: true }));
  } catch (error) {
    refused(error);
  }
}

/** Builds the table again (the window turned between portrait and landscape). */
export function rebuild() {
  if (!ui.current) return;
  buildTable(ui.current.game);
  render();
}
