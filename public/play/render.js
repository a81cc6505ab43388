// @ts-check
// Drawing the game as it is now: the cards, each slot's rings and accessible name, the facts, the
// buttons, the line about the selection and the end. What a game adds (its health pills, facts,
// targets) comes from its module (games/).
import { fill } from "./i18n.js";
import { $, gameName, ui } from "./state.js";
import { drawCards, drawPills, setRing, slotElements } from "./table.js";
import { renderControls } from "./controls.js";
import { gameModule } from "./games/index.js";
import { kindName, minutes, spoken } from "./words.js";

/** The module that plays the game on the table now. */
export const currentGame = () => gameModule(ui.current?.game ?? "");

const playing = () => ui.current?.session.status === "playing";

/** Where the selection may be played now. */
export const legalTargets = () => (ui.current && playing() ? currentGame().targets() : new Set());

/** Whether `slot` holds a card the player may pick up. */
export const isSelectable = (/** @type {number} */ slot) => !!ui.current && currentGame().selectable(slot);

/** Whether the page may play here: its owner, a game in play, nothing on its way. */
export const canPlay = () => !!ui.current && ui.current.owner !== null && playing() && !ui.busy;

/** A slot as a screen reader says it: number, kind, cards, health, and its part in the move. */
function slotLabel(
  /** @type {number} */ slot,
  /** @type {Set<number>} */ targets,
  /** @type {Map<number, { health: number | null }>} */ exposed,
) {
  if (!ui.current) return "";
  const T = ui.T;
  const pile = ui.current.session.view.slots[slot] ?? [];
  const kind = kindName(slot);
  const top = pile[pile.length - 1];
  let what = T.empty;
  if (top === "??") what = `${T.faceDown} (${pile.length})`;
  else if (top !== undefined)
    what = pile.length > 1 ? fill(T.pileOf, { count: pile.length, card: spoken(top) }) : spoken(top);
  const parts = [`${fill(T.slot, { slot })}${kind ? `, ${kind}` : ""}: ${what}`];
  const target = exposed.get(slot);
  if (target)
    parts.push(target.health === null ? T.healthUnknown : fill(T.health, { health: target.health }));
  if (ui.selected.includes(slot)) parts.push(T.selected);
  if (targets.has(slot)) parts.push(T.legalTarget);
  if (ui.hinted.includes(slot)) parts.push(T.hinted);
  if (ui.last.includes(slot)) parts.push(T.lastMove);
  return parts.join(", ");
}

/** end.js, once a game on the table has ended. @type {Promise<typeof import("./end.js")> | null} */
let endModule = null;

/** Draws the game as it is now: cards, rings, health, facts, buttons and the end. */
export function render() {
  if (!ui.current) return;
  const { game } = ui.current;
  const targets = legalTargets();
  const exposed = currentGame().exposed();
  drawCards();
  slotElements().forEach((button, slot) => {
    button.setAttribute("aria-label", slotLabel(slot, targets, exposed));
    const pickable = isSelectable(slot) && ui.current?.owner !== null && playing();
    if (pickable) button.setAttribute("aria-pressed", String(ui.selected.includes(slot)));
    else button.removeAttribute("aria-pressed");
    // A card that can be picked up shows a hand that can grab it.
    button.classList.toggle("grab", pickable);
    const look = ui.selected.includes(slot)
      ? "sel"
      : ui.armed === slot
        ? "armed"
        : ui.hinted.includes(slot)
          ? "hint"
          : targets.has(slot)
            ? "target"
            : ui.last.includes(slot)
              ? "last"
              : "";
    setRing(slot, look);
  });
  drawPills([...exposed.values()]);
  $("table").setAttribute("aria-label", fill(ui.T.tableLabel, { game: gameName(game) }));
  renderFacts();
  renderControls();
  renderLine();
  // A game's end (end.js: its panel, the analysis) comes with the first game that ends.
  if (endModule || ui.current.session.status !== "playing")
    void (endModule ??= import("./end.js"))
      .then((m) => m.renderEnd())
      // Not loaded (the network): asked again with the next drawing.
      .catch(() => (endModule = null));
  for (const draw of drawnToo) draw();
}

/** What is drawn with the game once its module is loaded (the moves list). @type {Set<() => void>} */
export const drawnToo = new Set();

/** The game's clock, casual or ranked: from its start (a ranked entry's: entering), by this browser's clock. */
function clockText() {
  const session = ui.current?.session;
  if (!session) return "";
  // A deal not yet stored (a first visit's): its game starts with its first move.
  if (!session.id) return minutes(0);
  const end = session.status === "playing" ? Date.now() : Date.parse(session.updatedAt);
  return minutes(Math.max(0, end - Date.parse(session.createdAt)));
}
setInterval(() => {
  const clock = document.querySelector("[data-fact=clock] span");
  if (clock && ui.current?.session.status === "playing") clock.textContent = clockText();
}, 1000);

function renderFacts() {
  if (!ui.current) return;
  const T = ui.T;
  const { session } = ui.current;
  const status = session.resigned ? T.resigned : T[session.status];
  /** @type {import("./games/generic.js").Fact[]} */
  const facts = [
    ["score", T.score, session.score],
    ["status", T.status, status],
    ["moves", T.moves, session.moveCount],
    ...currentGame().facts(),
  ];
  if (session.daily?.ranked) facts.push(["hints", T.hints, session.daily.hints ?? 0]);
  facts.push(["clock", T.time, clockText()]);
  $("facts").replaceChildren(
    ...facts.map(([key, name, value]) => {
      const li = document.createElement("li");
      li.dataset.fact = key;
      const b = document.createElement("b");
      b.textContent = `${name}: `;
      const span = document.createElement("span");
      span.textContent = String(value);
      li.append(b, span);
      return li;
    }),
  );
  const label = ui.current.label;
  const game = gameName(ui.current.game);
  $("game-title").textContent =
    label.kind === "deal"
      ? fill(T.labelDeal, { game, deal: label.deal })
      : label.kind === "daily"
        ? fill(T.labelDaily, { game, date: label.date })
        : label.kind === "watch"
          ? fill(T.labelWatch, { game, id: session.id.slice(0, 8) + "…" })
          : label.kind === "random"
            ? fill(T.labelRandomDeal, { game, deal: label.deal })
            : fill(session.origin === "custom" ? T.labelCustom : T.labelRandom, { game });
}

/** The line about the selection (what an attack adds up to, in a game that has one). */
export function renderLine() {
  $("attack-confirm").hidden = true;
  if (!ui.current) return void ($("attack").textContent = "");
  currentGame().renderLine();
}
