// @ts-check
// The buttons under the table: which the game's owner may press now. The Deal button is there for
// a table with a stock, and plays the legal move that starts at it.
import { legal } from "./games/generic.js";
import { $, hidesCards, ui } from "./state.js";

/** The legal move that deals from the stock (a slot of kind `stock`), if there is one now. */
export const dealMove = () => legal().find((m) => ui.places[m.slots[0] ?? -1]?.kind === "stock");

export function renderControls() {
  if (!ui.current) return;
  const { session, owner } = ui.current;
  const on = session.status === "playing";
  $("controls").hidden = owner === null;
  // The moves list is its owner's too, its count always there (its items once it is opened).
  $("moves").hidden = owner === null;
  $("moves-count").textContent = String(on ? session.legalMoves.length : 0);
  /** @type {Record<string, boolean>} */
  const enabled = {
    hint: on,
    undo:
      session.moveCount > 0 &&
      !session.resigned &&
      !session.revealed &&
      !ui.revealed.has(session.id) &&
      !(session.daily?.ranked && (hidesCards(ui.current.game) || !on)),
    redo: session.redoCount > 0 && !session.resigned,
    deal: on && dealMove() !== undefined,
    resign: on,
  };
  // aria-disabled, not disabled: a button that turns off under the keyboard keeps the focus.
  for (const [id, yes] of Object.entries(enabled)) $(id).setAttribute("aria-disabled", String(!yes));
  $("deal").hidden = !ui.places.some((p) => p.kind === "stock");
}
