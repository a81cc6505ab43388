// @ts-check
// The reference client of the Patience API, served at /play as static files (no framework, no
// build step). It plays stored games (/v1/sessions) and the daily challenge through the public
// API only, exactly as any client would: it knows the games' layouts and nothing of their rules
// (legal moves, refusals and hints all come from the API). Types are the ones generated from the
// OpenAPI document (test/e2e/openapi-types.ts), checked through JSDoc by `tsc -p test/e2e`.
import { KIND_NAMES, LANGS, LANG_NAMES, cardName, fill, loadTexts, startLang } from "./i18n.js";

/** @typedef {import("./i18n.js").Lang} Lang */
/** @typedef {import("../../test/e2e/openapi-types.ts").components["schemas"]} Schemas */
/** @typedef {Schemas["Session"]} Session */
/** @typedef {Schemas["SessionChange"]} SessionChange */
/** @typedef {Schemas["Move"]} Move */
/** @typedef {Schemas["WallView"]} WallView */
/** @typedef {Schemas["Hint"]} Hint */
/** @typedef {Schemas["GameEvent"]} GameEvent */
/** @typedef {Schemas["DailyChallenges"]} DailyChallenges */
/** @typedef {Schemas["Leaderboard"]} Leaderboard */
/** @typedef {Schemas["PlayerProfile"]} PlayerProfile */
/** @typedef {Schemas["GameSummary"]} GameSummary */
/** @typedef {"wall" | "maze"} GameId */
/** @typedef {keyof typeof KIND_NAMES} Kind */
/** @typedef {{ x: number, y: number, kind: Kind }} Place */
/** @typedef {{ kind: "deal", deal: number } | { kind: "random" | "custom" | "watch" } | { kind: "daily", date: string }} Label */
/** @typedef {{ game: GameId, session: Session, owner: string | null, label: Label }} Current */
/** @typedef {{ id: string, name: string, token: string }} Player */

// ---- The table's geometry: Aisleriot's layouts in card units, drawn with board.svg's measures
// (src/render/svg-board.ts), so the page and GET …/board.svg show the same table.
const CARD_W = 64;
const CARD_H = 88;
const STEP_X = 72;
const STEP_Y = 96;
const MARGIN = 16;
const HEADER = 28;
const STOCK = 53;
const WASTE = [54, 55, 56];

/** @param {number} s Wall's slot @returns {Place} */
function wallPlace(s) {
  if (s === 0) return { x: 3.5, y: 0, kind: "throne" };
  if (s <= 3) return { x: 1.5 + 2 * (s - 1), y: 1, kind: "high_guard" };
  if (s <= 7) return { x: 0.5 + 2 * (s - 4), y: 2, kind: "low_guard" };
  if (s <= 52) {
    // Rows of 8 and 7 cards laid like bricks, each row half a card below the one above.
    const offset = (s - 8) % 15;
    const row = 2 * Math.floor((s - 8) / 15) + (offset < 8 ? 0 : 1);
    return { x: offset < 8 ? offset : offset - 7.5, y: 3 + row / 2, kind: "wall" };
  }
  return s === STOCK ? { x: 2, y: 7, kind: "stock" } : { x: s - 51, y: 7, kind: "waste" };
}

/** @type {Record<GameId, Place[]>} */
const GEOMETRY = {
  wall: Array.from({ length: 57 }, (_, s) => wallPlace(s)),
  maze: Array.from({ length: 54 }, (_, s) => ({ x: s % 9, y: Math.floor(s / 9), kind: "cell" })),
};

/** Where a slot's card is drawn, in the table's units. @param {Place} at @returns {[number, number]} */
const origin = (at) => [Math.round(MARGIN + at.x * STEP_X), Math.round(MARGIN + HEADER + at.y * STEP_Y)];

const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
const CARD = /^([A2-9TJQK])([CDHS])$/;

/** @param {string} code */
const cardValue = (code) => "A23456789TJQK".indexOf(code.charAt(0)) + 1;
/** `7♦`, `10♠`: a card as board.svg writes it. @param {string} code */
const cardText = (code) => {
  const m = CARD.exec(code);
  return m ? (m[1] === "T" ? "10" : m[1]) + SUIT_SYMBOL[/** @type {"C"} */ (m[2])] : code;
};

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

/** One slot as board.svg draws it: its top card (or a dashed outline), a count badge, its number. */
function slotMarkup(/** @type {string[]} */ pile, /** @type {number} */ slot, /** @type {Place} */ at) {
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
  const w = 5 + 6 * label.length;
  const px = x + CARD_W - 2 - w;
  return (
    out +
    `<g class="plate"><rect x="${px}" y="${y + 2}" width="${w}" height="12" rx="3" fill="#10261a" fill-opacity="0.85"/>` +
    `<text x="${px + w / 2}" y="${y + 11}" fill="#fff" font-size="9" font-weight="bold" text-anchor="middle">${label}</text></g>`
  );
}

// ---- State of the page.
const params = new URLSearchParams(location.search);
/** @param {string} key */
const stored = (key) => {
  try {
    return JSON.parse(localStorage.getItem(`patience.${key}`) ?? "null");
  } catch {
    return null;
  }
};
/** @param {string} key @param {unknown} value */
const store = (key, value) => localStorage.setItem(`patience.${key}`, JSON.stringify(value));

let lang = startLang(params.get("lang"), stored("lang"), navigator.languages ?? []);
let T = await loadTexts(lang);
/** @type {Current | null} */
let current = null;
/** Selected slots: Maze's card to move, or Wall's waste cards to attack with. @type {number[]} */
let selected = [];
/** The slots of the last hint's move, source first. @type {number[]} */
let hinted = [];
/** The slot under the keyboard focus or the pointer (Wall: the attack is weighed against it). */
let pointed = -1;
let busy = false;
/** @type {WebSocket | null} */
let socket = null;
/** @type {DailyChallenges | null} */
let daily = null;
/** @type {GameSummary[]} */
let catalogue = [];
/** @type {{ board: Leaderboard | null, profile: PlayerProfile | null, league: Leaderboard | null }} */
let dailyCache = { board: null, profile: null, league: null };

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));
/** @type {(selector: string) => HTMLElement[]} */
const all = (selector) => Array.from(document.querySelectorAll(selector));

// ---- The API: plain fetch, every text in the page's language, refusals as the API words them.
class ApiError extends Error {
  /**
   * @param {number} status
   * @param {{ code?: string, detail?: string, errors?: { path: string, message: string }[] } | null} problem
   */
  constructor(status, problem) {
    const fields = (problem?.errors ?? []).map((e) => `${e.path}: ${e.message}`).join("; ");
    super(`${problem?.detail ?? fill(T.serverError, { status })}${fields ? ` (${fields})` : ""}`);
    this.status = status;
    this.code = problem?.code;
  }
}

/**
 * @param {"GET" | "POST"} method
 * @param {string} path
 * @param {{ body?: unknown, token?: string | null }} [options]
 * @returns {Promise<any>}
 */
async function api(method, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let res;
  try {
    res = await fetch(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch (error) {
    // The browser's own words (TypeError: Failed to fetch) are English whatever the page's language.
    console.warn("fetch failed", error);
    throw new ApiError(0, { detail: T.networkError });
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

// ---- Messages.
/**
 * What the status line says, as words of the page's language: a language switch says it again
 * in the new one (a hint, worded by the API, is asked again).
 * @type {(() => string) & { hint?: boolean }}
 */
let spoken = () => "";
const say = (/** @type {string | (() => string)} */ text) => {
  spoken = typeof text === "function" ? text : () => text;
  $("message").textContent = spoken();
};
const alertText = (/** @type {string} */ text) => ($("alert").textContent = text);
/** @param {unknown} error */
const refused = (error) => alertText(error instanceof Error ? error.message : String(error));

// ---- Texts of the page.
function applyTexts() {
  document.documentElement.lang = lang;
  document.title = T.docTitle;
  for (const el of all("[data-t]")) {
    const key = /** @type {keyof typeof T} */ (el.dataset.t);
    if (key in T) el.textContent = T[key];
  }
  showSummary();
  renderDaily();
  if (current) render();
}

const gameName = (/** @type {GameId} */ game) => catalogue.find((g) => g.id === game)?.name ?? T[game];
const chosen = (/** @type {string} */ name) =>
  document.querySelector(`[name=${name}]:checked`)?.getAttribute("value");
const chosenGame = () => /** @type {GameId} */ (chosen("game") ?? "maze");
const chosenMode = () => chosen("mode") ?? "number";

function showSummary() {
  $("summary").textContent = catalogue.find((g) => g.id === chosenGame())?.summary ?? "";
  $("player-row").hidden = chosenMode() !== "daily";
}

async function loadCatalogue() {
  try {
    catalogue = /** @type {{ games: GameSummary[] }} */ (await api("GET", "/v1/games")).games;
  } catch {
    catalogue = [];
  }
  showSummary();
}

// ---- The table.
/** The slots' buttons, by slot number. @returns {SVGRectElement[]} */
const slotElements = () => /** @type {any} */ (all("#table .slot"));
/** The slot of an event's element, or -1. @param {Event} event */
const slotOf = (event) =>
  Number(/** @type {Element} */ (event.target).closest?.(".slot")?.getAttribute("data-hit") ?? -1);

/**
 * Builds the table of `game`. Each slot is its drawing (hidden from assistive technologies) under
 * a transparent button of the card's size that carries its name, so a click lands on the slot it
 * shows (Wall's rows overlap) and the button's name is all a screen reader or speech input gets.
 * The rings of selection, targets, hints and focus are drawn above every card.
 */
function buildTable(/** @type {GameId} */ game) {
  const places = GEOMETRY[game];
  const width = MARGIN * 2 + Math.max(...places.map((p) => p.x)) * STEP_X + CARD_W;
  const height = MARGIN * 2 + HEADER + Math.max(...places.map((p) => p.y)) * STEP_Y + CARD_H;
  const rings = places
    .map((at, slot) => {
      const [x, y] = origin(at);
      return (
        `<rect class="ring" data-ring="${slot}" x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="6"/>` +
        `<rect class="fring" data-fring="${slot}" x="${x - 5}" y="${y - 5}" width="${CARD_W + 10}" height="${CARD_H + 10}" rx="9"/>`
      );
    })
    .join("");
  $("table-wrap").innerHTML =
    `<svg id="table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="group" ` +
    `aria-describedby="table-help" font-family="DejaVu Sans, Arial, sans-serif">` +
    `<defs><pattern id="back" width="8" height="8" patternUnits="userSpaceOnUse">` +
    `<path d="M0 8L8 0" stroke="#7ea2dc" stroke-width="2"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="#1e6b45"/>` +
    `<text id="table-title" aria-hidden="true" x="${MARGIN}" y="${MARGIN + 14}" fill="#fff" font-size="16"></text>` +
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
    `<g aria-hidden="true">${rings}<g id="pills"></g></g></svg>`;
  const svg = /** @type {HTMLElement} */ ($("table"));
  // Its width for height: play.css caps its height to what the window leaves below the page's head.
  svg.style.setProperty("--ratio", (width / height).toFixed(4));
  pointed = -1;
  slotElements()[0]?.setAttribute("tabindex", "0");
}

/** The cards a Wall attack would use now: the selected waste cards, else the whole waste. */
function attackCards() {
  if (!current) return [];
  const view = /** @type {WallView} */ (current.session.view);
  return selected.length ? selected.flatMap((s) => view.slots[s] ?? []) : [...view.waste];
}

const sameCards = (/** @type {string[]} */ a, /** @type {string[]} */ b) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The slots the current selection may be played to, from the API's legal moves. */
function legalTargets() {
  if (!current || current.session.status !== "playing") return new Set();
  const moves = current.session.legalMoves;
  if (current.game === "maze") {
    return new Set(moves.flatMap((m) => (m.type === "move" && m.from === selected[0] ? [m.to] : [])));
  }
  const cards = attackCards();
  return new Set(
    moves.flatMap((m) =>
      m.type === "attack" && cards.length && sameCards(m.cards, cards) ? [m.target] : [],
    ),
  );
}

/** Which slots a hint's move names, source first (Wall: a waste slot per attack card). */
function slotsOf(/** @type {Move | null} */ move) {
  if (!move || !current) return [];
  if (move.type === "move") return [move.from, move.to];
  if (move.type === "deal") return [STOCK];
  if (move.type !== "attack") return [];
  const view = current.session.view;
  const free = [...WASTE];
  /** @type {number[]} */
  const out = [];
  for (const card of move.cards) {
    const i = free.findIndex((s) => (view.slots[s] ?? []).includes(card));
    if (i >= 0) out.push(...free.splice(i, 1));
  }
  return [...out, move.target];
}

const isSelectable = (/** @type {number} */ slot) =>
  !!current &&
  (current.game === "maze" ? (current.session.view.slots[slot] ?? []).length > 0 : WASTE.includes(slot));

/** @returns {Map<number, WallView["targets"][number]>} */
function exposedTargets() {
  if (!current || current.game !== "wall") return new Map();
  const view = /** @type {WallView} */ (current.session.view);
  return new Map(view.targets.map((t) => [t.slot, t]));
}

/** A slot as a screen reader says it: number, kind, cards, health, and its part in the move. */
function slotLabel(
  /** @type {number} */ slot,
  /** @type {Set<number>} */ targets,
  /** @type {Map<number, WallView["targets"][number]>} */ exposed,
) {
  if (!current) return "";
  const pile = current.session.view.slots[slot] ?? [];
  const kind = KIND_NAMES[GEOMETRY[current.game][slot]?.kind ?? "cell"][lang];
  const top = pile[pile.length - 1];
  let what = T.empty;
  if (top === "??") what = `${T.faceDown} (${pile.length})`;
  else if (top !== undefined)
    what =
      pile.length > 1
        ? fill(T.pileOf, { count: pile.length, card: cardName(lang, top) })
        : cardName(lang, top);
  const parts = [`${fill(T.slot, { slot })}${kind ? `, ${kind}` : ""}: ${what}`];
  const target = exposed.get(slot);
  if (target)
    parts.push(target.health === null ? T.healthUnknown : fill(T.health, { health: target.health }));
  if (selected.includes(slot)) parts.push(T.selected);
  if (targets.has(slot)) parts.push(T.legalTarget);
  if (hinted.includes(slot)) parts.push(T.hinted);
  return parts.join(", ");
}

/** Draws the game as it is now: cards, rings, health, facts, buttons and the end. */
function render() {
  if (!current) return;
  const { game, session } = current;
  const places = GEOMETRY[game];
  const targets = legalTargets();
  const exposed = exposedTargets();
  const over = session.status !== "playing";
  slotElements().forEach((button, slot) => {
    const pile = session.view.slots[slot] ?? [];
    const key = pile.join();
    const at = places[slot];
    const draw = button.previousElementSibling;
    if (!at || !draw) return;
    if (draw.getAttribute("data-key") !== key) {
      draw.innerHTML = slotMarkup(pile, slot, at);
      draw.setAttribute("data-key", key);
    }
    button.setAttribute("aria-label", slotLabel(slot, targets, exposed));
    if (isSelectable(slot) && current?.owner && !over)
      button.setAttribute("aria-pressed", String(selected.includes(slot)));
    else button.removeAttribute("aria-pressed");
    const ring = document.querySelector(`[data-ring="${slot}"]`);
    ring?.setAttribute(
      "class",
      `ring${selected.includes(slot) ? " sel" : hinted.includes(slot) ? " hint" : targets.has(slot) ? " target" : ""}`,
    );
  });
  $("pills").innerHTML = [...exposed.values()]
    .map((t) => {
      const [x, y] = origin(/** @type {Place} */ (places[t.slot]));
      const text = t.health === null ? "?" : String(t.health);
      return (
        `<rect x="${x + 14}" y="${y + 21}" width="36" height="17" rx="8" fill="#10261a" fill-opacity="0.9"/>` +
        `<text x="${x + 32}" y="${y + 34}" fill="#fff" font-size="12" font-weight="bold" text-anchor="middle">${text}</text>`
      );
    })
    .join("");
  const status = session.resigned ? T.resigned : T[session.status];
  $("table-title").textContent =
    `${gameName(game)} · ${T.score.toLocaleLowerCase(lang)} ${session.score} · ${status}`;
  $("table").setAttribute("aria-label", fill(T.tableLabel, { game: gameName(game) }));
  renderFacts(status);
  renderControls();
  renderAttack();
  renderEnd();
}

function renderFacts(/** @type {string} */ status) {
  if (!current) return;
  const { session } = current;
  const facts = [
    [T.score, session.score],
    [T.status, status],
    [T.moves, session.moveCount],
  ];
  if (current.game === "wall") {
    const view = /** @type {WallView} */ (session.view);
    facts.push([T.stock, fill(T.stockValue, { count: view.stockCount, deals: view.dealsLeft })]);
  }
  $("facts").replaceChildren(
    ...facts.map(([name, value]) => {
      const li = document.createElement("li");
      const b = document.createElement("b");
      b.textContent = `${name}: `;
      li.append(b, String(value));
      return li;
    }),
  );
  const label = current.label;
  const game = gameName(current.game);
  $("game-title").textContent =
    label.kind === "deal"
      ? fill(T.labelDeal, { game, deal: label.deal })
      : label.kind === "daily"
        ? fill(T.labelDaily, { game, date: label.date })
        : label.kind === "watch"
          ? fill(T.labelWatch, { game, id: session.id.slice(0, 8) + "…" })
          : fill(session.origin === "custom" ? T.labelCustom : T.labelRandom, { game });
}

function renderControls() {
  if (!current) return;
  const { session, owner } = current;
  const playing = session.status === "playing";
  $("controls").hidden = !owner;
  /** @type {Record<string, boolean>} */
  const enabled = {
    hint: playing,
    undo:
      session.moveCount > 0 &&
      !session.resigned &&
      !session.revealed &&
      !revealed.has(session.id) &&
      !(session.daily?.ranked && (hidesCards(current.game) || !playing)),
    redo: session.redoCount > 0 && !session.resigned,
    deal: playing && session.legalMoves.some((m) => m.type === "deal"),
    resign: playing,
  };
  // aria-disabled, not disabled: a button that turns off under the keyboard keeps the focus.
  for (const [id, on] of Object.entries(enabled)) $(id).setAttribute("aria-disabled", String(!on));
  $("deal").hidden = current.game !== "wall";
}

/** Wall: what the attack adds up to, and against the pointed target's health. */
function renderAttack() {
  const line = $("attack");
  if (!current || current.game !== "wall" || !current.owner || current.session.status !== "playing") {
    line.textContent = "";
    return;
  }
  const cards = attackCards();
  if (!cards.length) {
    line.textContent = T.wasteEmpty;
    return;
  }
  const sum = cards.reduce((total, code) => total + cardValue(code), 0);
  let text = fill(selected.length ? T.attackWith : T.attackAll, {
    cards: cards.map(cardText).join(" + "),
    sum,
  });
  const target = exposedTargets().get(pointed);
  if (target) {
    const verdict = target.health === null ? T.flips : sum > target.health ? T.beats : T.tooWeak;
    text += ` ${fill(T.against, { slot: target.slot, health: target.health ?? "?", verdict })}`;
  }
  line.textContent = text;
}

let endedId = "";
/** Games whose hidden cards the analysis has shown: the API refuses their undo. */
const revealed = new Set();
const hidesCards = (/** @type {GameId} */ game) => catalogue.find((g) => g.id === game)?.hiddenCards ?? true;
function renderEnd() {
  if (!current) return;
  const { session } = current;
  const end = $("end");
  if (session.status === "playing") {
    end.textContent = "";
    endedId = "";
    $("analysis").hidden = true;
    return;
  }
  const facts = { score: session.score, moves: session.moveCount };
  end.textContent = fill(
    session.resigned ? T.endResigned : session.status === "won" ? T.endWon : T.endLost,
    facts,
  );
  if (endedId !== session.id) {
    endedId = session.id;
    void offerAnalysis(session);
    // The challenge's counts and the leaderboard, now with this entry's end.
    if (session.daily) void loadDaily(current.game);
  }
}

// ---- Playing.
/** The session now is `session`: keep it, draw it. */
function update(/** @type {Session} */ session) {
  if (!current) return;
  current.session = session;
  render();
}

/** Sends one change of the stored game (a move, undo, redo, resign) as its owner. */
async function change(
  /** @type {string} */ what,
  /** @type {object} */ body,
  /** @type {(s: SessionChange) => string} */ words,
) {
  if (!current?.owner || busy) return;
  const { session, owner } = current;
  busy = true;
  $("table-wrap").setAttribute("aria-busy", "true");
  renderControls();
  try {
    const changed = /** @type {SessionChange} */ (
      await api("POST", `/v1/sessions/${session.id}/${what}`, {
        body: { ...body, version: session.version },
        token: owner,
      })
    );
    selected = [];
    hinted = [];
    alertText("");
    update(changed);
    say(() => words(changed));
  } catch (error) {
    // Changed elsewhere (another tab): take the game as it is now, and say so in a player's
    // words (the API's sentence speaks of versions to send).
    if (error instanceof ApiError && error.code === "version_conflict") {
      alertText(T.changedElsewhere);
      await api("GET", `/v1/sessions/${session.id}`).then(update, refused);
    } else refused(error);
  } finally {
    busy = false;
    $("table-wrap").removeAttribute("aria-busy");
    renderControls();
  }
}

/** What the API says happened, in words. */
function eventWords(/** @type {GameEvent[]} */ events) {
  return events
    .map((e) => {
      if (e.type === "moved") return fill(T.moved, { card: cardName(lang, e.card), to: e.to });
      if (e.type === "removed") return fill(T.fell, { target: e.target, points: e.points });
      if (e.type === "flipped") return fill(T.flipped, { target: e.target });
      if (e.type === "attacked" && !e.success) return T.failed;
      if (e.type === "dealt")
        return fill(T.dealt, { cards: e.cards.map((c) => cardName(lang, c)).join(", ") });
      return "";
    })
    .filter(Boolean)
    .join(" ");
}

const play = (/** @type {Move} */ move) => change("moves", { move }, (s) => eventWords(s.events));

/** A click, a tap, Enter or Space on a slot. */
async function activate(/** @type {number} */ slot) {
  if (!current?.owner || busy || current.session.status !== "playing") return;
  const pile = current.session.view.slots[slot] ?? [];
  alertText("");
  if (current.game === "maze") {
    if (pile.length) {
      selected = selected[0] === slot ? [] : [slot];
      hinted = hinted[0] === slot ? hinted : [];
      render();
      const top = /** @type {string} */ (pile[0]);
      const to = [...legalTargets()];
      if (selected.length)
        say(() =>
          fill(to.length ? T.canGo : T.cannotGo, { card: cardName(lang, top), slots: to.join(", ") }),
        );
      return;
    }
    if (selected[0] === undefined) return say(() => T.chooseCard);
    return play({ type: "move", from: selected[0], to: slot });
  }
  if (WASTE.includes(slot)) {
    if (!pile.length) return say(() => T.wasteEmpty);
    selected = selected.includes(slot) ? selected.filter((s) => s !== slot) : [...selected, slot];
    render();
    const to = [...legalTargets()];
    return say(() => (to.length ? fill(T.targets, { slots: to.join(", ") }) : T.noTargets));
  }
  if (slot === STOCK) return play({ type: "deal" });
  const cards = attackCards();
  if (!cards.length) return say(() => T.wasteEmpty);
  // Sent even when it is not a legal move: the API says why it is refused.
  return play({ type: "attack", target: slot, cards });
}

/** Ranked entries whose player was told that hints count (the first press says so, the next asks). */
const toldHintsCount = new Set();

async function askHint() {
  if (!current || busy) return;
  const { session, owner } = current;
  if (session.daily?.ranked && session.status === "playing" && !toldHintsCount.has(session.id)) {
    toldHintsCount.add(session.id);
    alertText("");
    return say(() => T.hintCounts);
  }
  const asked = lang;
  try {
    // A ranked entry gives hints to its owner only.
    const hint = /** @type {Hint} */ (
      await api("POST", `/v1/sessions/${session.id}/hint`, { token: owner ?? undefined })
    );
    // The language changed while the hint was on its way: ask again, in the new one.
    if (lang !== asked) return void askHint();
    hinted = slotsOf(hint.move);
    selected = [];
    alertText("");
    render();
    say(Object.assign(() => hint.text, { hint: true }));
  } catch (error) {
    refused(error);
  }
}

// ---- Keyboard: one tab stop for the table, arrows between slots, digits jump to a slot.
function focusSlot(/** @type {number} */ slot) {
  const slots = slotElements();
  const button = slots[slot];
  if (!button) return;
  for (const other of slots) other.setAttribute("tabindex", other === button ? "0" : "-1");
  button.focus();
}

/** The slot an arrow key leads to: along the reading order, or to the nearest slot above or below. */
function neighbour(/** @type {number} */ slot, /** @type {string} */ key) {
  if (!current) return slot;
  const places = GEOMETRY[current.game];
  const rows = [...new Set(places.map((p) => p.y))].sort((a, b) => a - b);
  const order = rows.flatMap((y) =>
    places
      .flatMap((p, s) => (p.y === y ? [s] : []))
      .sort((a, b) => (places[a]?.x ?? 0) - (places[b]?.x ?? 0)),
  );
  const i = order.indexOf(slot);
  const here = /** @type {Place} */ (places[slot]);
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

function onTableKey(/** @type {KeyboardEvent} */ event) {
  const slot = slotOf(event);
  if (slot < 0 || !current || event.altKey || event.ctrlKey || event.metaKey) return;
  const key = event.key;
  if (/^[0-9]$/.test(key)) {
    // Typing a slot's number (as its plate shows it) goes to that slot.
    const count = GEOMETRY[current.game].length;
    typed = Date.now() - typedAt < 1000 && Number(typed + key) < count ? typed + key : key;
    typedAt = Date.now();
    event.preventDefault();
    return focusSlot(Number(typed));
  }
  typed = "";
  if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(key)) {
    event.preventDefault();
    return focusSlot(neighbour(slot, key));
  }
  if (key === "Enter" || key === " ") {
    event.preventDefault();
    return void activate(slot);
  }
  if (key === "Escape") {
    selected = [];
    hinted = [];
    say(""); // the status line spoke of the selection
    return render();
  }
  const button = SHORTCUTS[key.toLowerCase()];
  if (button) {
    const b = /** @type {HTMLButtonElement} */ ($(button));
    if (!b.hidden && !$("controls").hidden) {
      event.preventDefault();
      b.click();
    }
  }
}

/** The focus ring (keyboard only) and the target the attack is weighed against. */
function onPoint(/** @type {Event} */ event) {
  const slot = slotOf(event);
  const button = slotElements()[slot];
  if (!button) return;
  if (event.type === "focusin") {
    for (const ring of all(".fring.on")) ring.classList.remove("on");
    for (const other of slotElements()) other.setAttribute("tabindex", other === button ? "0" : "-1");
    if (button.matches(":focus-visible"))
      document.querySelector(`[data-fring="${slot}"]`)?.classList.add("on");
  }
  pointed = slot;
  renderAttack();
}

// ---- Starting, resuming and watching games.
function begin(
  /** @type {GameId} */ game,
  /** @type {Session} */ session,
  /** @type {string | null} */ owner,
  /** @type {Label} */ label,
) {
  stopWatching();
  current = { game, session, owner, label };
  selected = [];
  hinted = [];
  endedId = "";
  if (owner) store("current", { game, id: session.id, owner, label });
  buildTable(game);
  document.querySelector("main")?.classList.add("has-game");
  // The skip link leads to the table: offered once there is one.
  $("skip").hidden = false;
  $("game").hidden = false;
  $("analysis").hidden = true;
  say("");
  render();
  renderLinks();
  $("game-title").focus();
}

function renderLinks() {
  const links = $("links");
  links.replaceChildren();
  if (!current) return;
  const id = encodeURIComponent(current.session.id);
  /** @type {[string, string][]} */
  const list = [
    [T.watchLink, `/play?watch=${id}`],
    [T.svgBoard, `/v1/sessions/${id}/board.svg?lang=${lang}`],
    [T.textBoard, `/v1/sessions/${id}/board.txt?lang=${lang}`],
  ];
  for (const [text, href] of list) {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    links.append(a, " ");
  }
  if (current.label.kind === "watch" && !socket) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = T.reconnect;
    button.addEventListener("click", () => current && connect(current.session.id));
    links.append(button);
  }
}

let starting = false;
async function startGame(/** @type {SubmitEvent} */ event) {
  event.preventDefault();
  if (starting) return;
  starting = true;
  const game = chosenGame();
  const mode = chosenMode();
  alertText("");
  try {
    if (mode === "daily") return await enterDaily(game);
    const deal = input("deal-number").valueAsNumber;
    if (mode === "number" && !(Number.isInteger(deal) && deal >= 0 && deal <= 4294967295)) {
      alertText(T.dealRequired);
      input("deal-number").focus();
      return;
    }
    const body = mode === "number" ? { game, deal } : { game };
    const created = await api("POST", "/v1/sessions", { body });
    begin(game, created, created.ownerToken, mode === "number" ? { kind: "deal", deal } : { kind: "random" });
  } catch (error) {
    refused(error);
  } finally {
    starting = false;
  }
}

/** Today's challenge as a ranked entry: a player (made once, kept here), then the entry. */
async function enterDaily(/** @type {GameId} */ game, retried = false) {
  /** @type {Player | null} */
  let player = stored("player");
  const name = input("player-name").value.trim();
  // Another name is another player (names are not unique, and this browser keeps one): ask.
  /** The sentence that a player was made, if one was. @type {(() => string) | null} */
  let made = null;
  if (player && name && name !== player.name && !confirm(fill(T.switchPlayer, { name, old: player.name }))) {
    input("player-name").value = player.name;
  } else if (!player || (name && name !== player.name)) {
    player = /** @type {Player} */ (await api("POST", "/v1/players", { body: { name } }));
    store("player", { id: player.id, name: player.name, token: player.token });
    const who = player.name;
    made = () => fill(T.newPlayer, { name: who });
  }
  const date = daily?.date ?? "today";
  const key = `${player.id}/${game}/${date}`;
  /** @type {Record<string, { id: string, owner: string }>} */
  const entries = stored("entries") ?? {};
  try {
    const entry = await api("POST", `/v1/daily/${game}/${date}/entries`, { token: player.token });
    store("entries", { ...entries, [key]: { id: entry.id, owner: entry.ownerToken } });
    begin(game, entry, entry.ownerToken, { kind: "daily", date: entry.daily?.date ?? date });
    // Said once the table is up (beginning a game clears the status line). A Wall entry of a
    // player made after its date opened is ranked play, not on the global board: said too.
    const unlisted = entry.board?.listed === false ? T.unlisted : "";
    if (made || unlisted) say([made ? made() : "", unlisted].filter(Boolean).join(" "));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const saved = entries[key];
    if (code === "already_entered" && saved) {
      return begin(game, await api("GET", `/v1/sessions/${saved.id}`), saved.owner, { kind: "daily", date });
    }
    // Entered from elsewhere, or the reply was lost: the same entry with a new owner token.
    if (code === "already_entered") {
      const mine = await api("POST", `/v1/daily/${game}/${date}/entries/mine`, { token: player.token });
      store("entries", { ...entries, [key]: { id: mine.id, owner: mine.ownerToken } });
      return begin(game, mine, mine.ownerToken, { kind: "daily", date: mine.daily?.date ?? date });
    }
    // A player this server does not know (its storage was reset): make a new one, once.
    if (code === "invalid_player_token" && !retried) {
      store("player", null);
      if (!name) input("player-name").value = player.name;
      return enterDaily(game, true);
    }
    throw error;
  } finally {
    void loadDaily(game);
  }
}

function stopWatching() {
  const ws = socket;
  socket = null;
  ws?.close();
}

function connect(/** @type {string} */ id) {
  stopWatching();
  const ws = new WebSocket(
    `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/v1/sessions/${encodeURIComponent(id)}/live`,
  );
  socket = ws;
  ws.addEventListener("open", () => {
    say(() => T.watching);
    renderLinks();
  });
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.type === "state" && message.id === current?.session.id) update(message);
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    socket = null;
    say(() => T.closed);
    renderLinks();
  });
}

/** Watch mode: anyone with a game's id sees it live, without its owner token. */
async function watch(/** @type {string} */ text) {
  let id = text.trim();
  try {
    id = new URL(id, location.href).searchParams.get("watch") ?? id;
  } catch {
    /* a bare id */
  }
  alertText("");
  try {
    const session = /** @type {Session} */ (await api("GET", `/v1/sessions/${encodeURIComponent(id)}`));
    begin(/** @type {GameId} */ (session.game), session, null, { kind: "watch" });
    connect(session.id);
  } catch (error) {
    refused(error);
  }
}

// ---- Post-game analysis: GET /v1/sessions/{id}/analysis (issue 14, built alongside this page).
// The page asks /openapi.json whether the route exists (once, at a game's end) and offers the
// analysis only if it does. Games without hidden cards (the catalogue's `hiddenCards`) are
// analysed at once; for the others a button asks first, since the analysis shows every card and
// the API refuses undo afterwards.
/** @typedef {{ verdict: "winnable" | "unwinnable" | "unknown", line: Move[] | null, nodes: number }} Verdict */
/**
 * The API's `Analysis` (typed here until the generated types have it).
 * @typedef {{ start: Verdict, now: Verdict, decided: boolean, complete?: boolean,
 *   turningPoint: { seq: number, move: Move, alternative: Move[] } | null }} Analysis
 */
const ANALYSIS_PATH = "/v1/sessions/{id}/analysis";
/** An analysis goes on over several requests (each searches a bounded amount): asked at most this often. */
const ANALYSIS_REQUESTS = 20;
/** @type {Promise<boolean> | null} */
let hasAnalysis = null;

async function offerAnalysis(/** @type {Session} */ session) {
  hasAnalysis ??= fetch("/openapi.json")
    .then((res) => res.json())
    .then((doc) => Boolean(doc.paths?.[ANALYSIS_PATH]?.get))
    .catch(() => false);
  if (!(await hasAnalysis) || !current?.owner || current.session.id !== session.id) return;
  // A daily deal is analysed once its challenge has closed (when its date ends everywhere, UTC-12).
  const daily = session.daily;
  if (daily && Date.now() < Date.parse(`${daily.date}T12:00:00Z`) + 24 * 3600 * 1000) return;
  $("analysis").hidden = false;
  const hides = catalogue.find((g) => g.id === current?.game)?.hiddenCards ?? true;
  if (!hides) return analyse(session.id);
  const note = document.createElement("p");
  note.className = "help";
  note.textContent = T.analyseNote;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = T.analyse;
  button.addEventListener("click", () => void analyse(session.id));
  $("analysis-body").replaceChildren(note, button);
}

async function analyse(/** @type {string} */ id) {
  const body = $("analysis-body");
  body.textContent = T.analysisWait;
  try {
    // As the owner: a Wall game's owner sees its whole deal first (its undo ends then).
    const token = current?.session.id === id ? current.owner : undefined;
    /** @type {Analysis} */
    let analysis;
    for (let asked = 1; ; asked++) {
      analysis = await api("GET", ANALYSIS_PATH.replace("{id}", encodeURIComponent(id)), { token });
      if (analysis.complete !== false || asked === ANALYSIS_REQUESTS) break;
    }
    revealed.add(id);
    renderControls();
    if (current?.session.id === id) body.textContent = analysisWords(analysis);
  } catch (error) {
    body.textContent = error instanceof Error ? error.message : String(error);
  }
}

/** A move in short notation: `32 → 8`, `7♦ 10♦ → 52`, or the deal. */
function moveWords(/** @type {Move | undefined} */ move) {
  if (move?.type === "move") return `${move.from} → ${move.to}`;
  if (move?.type === "attack") return `${move.cards.map(cardText).join(" ")} → ${move.target}`;
  return T.deal;
}

/** The analysis in sentences: from the start, where it turned, and now. */
function analysisWords(/** @type {Analysis} */ a) {
  const start = a.start.verdict;
  const sentences = [
    start === "winnable" ? T.aWinnable : start === "unwinnable" ? T.aUnwinnable : T.aUnknown,
  ];
  if (a.start.line) sentences.push(fill(T.aLine, { count: a.start.line.length }));
  const turn = a.turningPoint;
  if (turn) {
    sentences.push(fill(T.aLostAt, { seq: turn.seq, move: moveWords(turn.move) }));
    if (turn.alternative[0]) sentences.push(fill(T.aAlternative, { move: moveWords(turn.alternative[0]) }));
  }
  if (current?.session.status !== "won" && a.now.verdict !== "unknown")
    sentences.push(a.now.verdict === "winnable" ? T.aNowWinnable : T.aNowLost);
  if (!a.decided) sentences.push(T.aUndecided);
  return sentences.join(" ");
}

// ---- The daily challenge: today's deals, the leaderboard, the player's streak.
/** Today's challenges (their entry counts) and `game`'s leaderboard, read again. */
async function loadDaily(/** @type {GameId} */ game = chosenGame()) {
  try {
    daily = await api("GET", "/v1/daily");
  } catch (error) {
    daily = null;
    $("daily-body").textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  renderDaily();
  await loadBoard(game);
}

function renderDaily() {
  if (!daily) return;
  const intro = document.createElement("p");
  const first = daily.challenges[0];
  intro.textContent = fill(T.dailyIntro, { number: first?.number ?? 0, date: daily.date });
  const list = document.createElement("ul");
  for (const c of daily.challenges) {
    const li = document.createElement("li");
    li.textContent = fill(T.dailyGame, {
      game: gameName(/** @type {GameId} */ (c.game)),
      par: c.par,
      total: c.entries.total,
      won: c.entries.won,
    });
    list.append(li);
  }
  $("daily-body").replaceChildren(intro, list);
  renderBoard();
}

async function loadBoard(/** @type {GameId} */ game) {
  if (!daily) return;
  /** @type {Player | null} */
  const player = stored("player");
  try {
    /** @type {{ id: string, name: string } | null} */
    const league = stored("league");
    const [board, profile, leagueBoard] = await Promise.all([
      api("GET", `/v1/daily/${game}/${daily.date}/leaderboard?limit=100`),
      player ? api("GET", `/v1/players/${encodeURIComponent(player.id)}`).catch(() => null) : null,
      league
        ? api(
            "GET",
            `/v1/daily/${game}/${daily.date}/leaderboard?league=${encodeURIComponent(league.id)}`,
          ).catch(() => null)
        : null,
    ]);
    dailyCache = { board, profile, league: leagueBoard };
  } catch (error) {
    dailyCache = { board: null, profile: null, league: null };
    $("board").textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  renderBoard();
}

const minutes = (/** @type {number} */ ms) =>
  `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

function renderBoard() {
  const { board, profile, league } = dailyCache;
  if (!board) return;
  const game = /** @type {GameId} */ (board.game);
  $("board-title").textContent = fill(T.leaderboard, { game: gameName(game) });
  boardTable($("board"), board);
  // The league's board: its members only, ranked among them.
  $("league-board-title").hidden = $("league-board").hidden = !league;
  if (league) {
    $("league-board-title").textContent = fill(T.leagueBoard, {
      league: league.league?.name ?? "",
      game: gameName(game),
    });
    boardTable($("league-board"), league);
  }
  const record = profile?.games[game];
  $("streak").textContent =
    profile && record
      ? fill(T.streak, {
          game: gameName(game),
          name: profile.name,
          current: record.currentStreak,
          best: record.bestStreak,
          won: record.won,
          played: record.played,
        })
      : "";
}

/** A leaderboard's rows as a table in `into` (the player's own row marked). */
function boardTable(/** @type {HTMLElement} */ into, /** @type {Leaderboard} */ board) {
  /** @type {Player | null} */
  const player = stored("player");
  if (!board.rows.length) {
    into.textContent = T.noRows;
  } else {
    const table = document.createElement("table");
    const head = table.createTHead().insertRow();
    for (const title of [T.rank, T.name, T.result, T.score, T.moves, T.hints, T.undos, T.time]) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = title;
      head.append(th);
    }
    const body = table.createTBody();
    for (const row of board.rows) {
      const tr = body.insertRow();
      const mine = row.playerId === player?.id;
      if (mine) tr.className = "me";
      const cells = [
        row.rank,
        mine ? `${row.name} ${T.you}` : row.name,
        T[row.result],
        row.score,
        row.moves,
        row.hints ?? 0,
        row.undos,
        minutes(row.timeMs),
      ];
      for (const value of cells) tr.insertCell().textContent = String(value);
    }
    into.replaceChildren(table);
  }
}

// ---- Leagues: make one (its invitation, id/code, shown once), or join one with an invitation.
async function league(/** @type {boolean} */ make) {
  /** @type {Player | null} */
  const player = stored("player");
  const note = $("league-note");
  if (!player) return void (note.textContent = T.leagueNeedsPlayer);
  const [id = "", code = ""] = input("league-invite").value.trim().split("/");
  try {
    const made = make
      ? await api("POST", "/v1/leagues", { token: player.token, body: { name: input("league-name").value } })
      : await api("POST", `/v1/leagues/${encodeURIComponent(id)}/members`, {
          token: player.token,
          body: { code },
        });
    store("league", { id: made.id, name: made.name });
    note.textContent = make
      ? fill(T.leagueMade, { invite: `${made.id}/${made.joinCode}` })
      : fill(T.leagueJoined, { league: made.name });
    await loadBoard(chosenGame());
  } catch (error) {
    note.textContent = error instanceof Error ? error.message : String(error);
  }
}

// ---- Wiring.
function init() {
  const langMenu = /** @type {HTMLSelectElement} */ ($("lang"));
  langMenu.replaceChildren(
    ...LANGS.map((l) => {
      const option = document.createElement("option");
      option.value = l;
      option.lang = l;
      option.textContent = LANG_NAMES[l];
      return option;
    }),
  );
  langMenu.value = lang;
  langMenu.addEventListener("change", async () => {
    lang = /** @type {Lang} */ (langMenu.value);
    T = await loadTexts(lang);
    store("lang", lang);
    applyTexts();
    renderLinks();
    if (spoken.hint) void askHint();
    else say(spoken);
    void loadCatalogue().then(() => (renderDaily(), current && render()));
  });

  /** @type {Player | null} */
  const player = stored("player");
  if (player) input("player-name").value = player.name;
  const game = params.get("game");
  if (game === "wall" || game === "maze") {
    const radio = document.querySelector(`[name=game][value=${game}]`);
    if (radio instanceof HTMLInputElement) radio.checked = true;
  }
  if (params.has("deal")) input("deal-number").value = params.get("deal") ?? "";
  const four = input("four");
  four.checked = stored("four") === true;
  document.body.classList.toggle("four", four.checked);
  four.addEventListener("change", () => {
    document.body.classList.toggle("four", four.checked);
    store("four", four.checked);
  });

  const form = /** @type {HTMLFormElement} */ ($("start-form"));
  form.addEventListener("submit", (e) => void startGame(/** @type {SubmitEvent} */ (e)));
  form.addEventListener("change", (e) => {
    showSummary();
    if (/** @type {HTMLInputElement} */ (e.target).name === "game") void loadBoard(chosenGame());
  });
  input("deal-number").addEventListener("focus", () => {
    const radio = document.querySelector("[name=mode][value=number]");
    if (radio instanceof HTMLInputElement) radio.checked = true;
    showSummary();
  });
  $("watch-form").addEventListener("submit", (e) => {
    e.preventDefault();
    void watch(input("watch-id").value);
  });
  $("league-form").addEventListener("submit", (e) => e.preventDefault());
  $("league-make").addEventListener("click", () => void league(true));
  $("league-join").addEventListener("click", () => void league(false));

  const wrap = $("table-wrap");
  wrap.addEventListener("click", (e) => {
    const slot = slotOf(e);
    if (slot >= 0) void activate(slot);
  });
  wrap.addEventListener("keydown", onTableKey);
  wrap.addEventListener("focusin", onPoint);
  wrap.addEventListener("focusout", () => all(".fring.on").forEach((r) => r.classList.remove("on")));
  wrap.addEventListener("pointerover", (e) => e.pointerType === "mouse" && onPoint(e));
  /** @type {Record<string, () => unknown>} */
  const actions = {
    hint: askHint,
    undo: () => change("undo", {}, () => T.undone),
    redo: () => change("redo", {}, () => T.redone),
    deal: () => play({ type: "deal" }),
    resign: () => confirm(T.resignConfirm) && change("resign", {}, () => ""),
  };
  for (const [id, action] of Object.entries(actions)) {
    $(id).addEventListener("click", () => {
      if ($(id).getAttribute("aria-disabled") !== "true" && !busy) void action();
    });
  }

  applyTexts();
  void loadCatalogue();
  void loadDaily();
  void resume();
}

/** A watch link, or the game this browser was playing. */
async function resume() {
  const watched = params.get("watch");
  if (watched) return watch(watched);
  /** @type {{ game: GameId, id: string, owner: string, label: Label } | null} */
  const saved = stored("current");
  if (!saved) return;
  try {
    begin(
      saved.game,
      await api("GET", `/v1/sessions/${encodeURIComponent(saved.id)}`),
      saved.owner,
      saved.label,
    );
    say(() => T.resumed);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) store("current", null);
    else refused(error);
  }
}

init();
