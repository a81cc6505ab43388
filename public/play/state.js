// @ts-check
// What every part of the page shares: its state (one object), the page's elements and this
// browser's storage. No part keeps a copy of the game: `ui.current` is the one place it lives.
import { loadTexts, startLang } from "./i18n.js";

/** @typedef {import("./i18n.js").Lang} Lang */
/** @typedef {import("../../openapi/openapi-types.ts").components["schemas"]} Schemas */
/** @typedef {Schemas["Session"]} Session */
/** @typedef {Schemas["SessionChange"]} SessionChange */
/** @typedef {Schemas["Move"]} Move */
/** @typedef {Schemas["GameEvent"]} GameEvent */
/** @typedef {Schemas["GameSummary"]} GameSummary */
/** @typedef {Schemas["SlotPlace"]} SlotPlace */
/**
 * A game's id, as the catalogue (GET /v1/games) lists it: any string to the page, which plays a
 * game it does not know; the document's enum where a request names one (`asGameId`).
 * @typedef {string} GameId
 */
/**
 * How a game was started: a numbered deal (a random one is a number the page drew), today's
 * challenge, a custom layout, or a game watched.
 * @typedef {{ kind: "deal" | "random", deal: number } | { kind: "custom" | "watch" } | { kind: "daily", date: string }} Label
 */
/**
 * The game on the table. `owner`: its owner token, null for a game watched, and "" for a deal
 * not stored yet (a first visit's), which `keep` makes a stored game of the same deal before
 * anything is asked of the server about it.
 * @typedef {{ game: GameId, session: Session, owner: string | null, label: Label, keep?: () => Promise<void> }} Current
 */
/** @typedef {{ id: string, name: string, token: string }} Player */

export const params = new URLSearchParams(location.search);

/** @param {string} key @returns {any} */
export const stored = (key) => {
  try {
    return JSON.parse(localStorage.getItem(`patience.${key}`) ?? "null");
  } catch {
    return null;
  }
};
/** @param {string} key @param {unknown} value */
export const store = (key, value) => localStorage.setItem(`patience.${key}`, JSON.stringify(value));

const lang = startLang(params.get("lang"), stored("lang"), navigator.languages ?? []);

export const ui = {
  lang,
  T: await loadTexts(lang),
  /** @type {Current | null} */
  current: null,
  /** Selected slots: the card to move, or the cards to play together. @type {number[]} */
  selected: [],
  /** The slots of the last hint's move, source first. @type {number[]} */
  hinted: [],
  /** The slots of the last move played (source first), marked on the table. @type {number[]} */
  last: [],
  /** The target of a move shown but not yet played (a second tap or Attack plays it). */
  armed: -1,
  /** The slot under the keyboard focus or the mouse (a move shown is weighed against it). */
  pointed: -1,
  busy: false,
  /** @type {GameSummary[]} */
  catalogue: [],
  /** Where each slot of the table is drawn, in card units: set when the table is built. @type {SlotPlace[]} */
  places: [],
  /** Games whose hidden cards the analysis has shown: the API refuses their undo. */
  revealed: new Set(),
};

/** The page's words now, in its language. */
export const T = () => ui.T;

export const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
export const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));
/** @type {(selector: string) => HTMLElement[]} */
export const all = (selector) => Array.from(document.querySelectorAll(selector));

/**
 * `game` as a request's body names it: the document lists the games the API serves; the page
 * sends the catalogue's ids, which the API checks (an unknown one is 404 unknown_game).
 */
export const asGameId = (/** @type {GameId} */ game) =>
  /** @type {Schemas["CreateSessionRequest"]["game"]} */ (game);

/** `game`'s entry in the catalogue (GET /v1/games), once loaded. */
export const summaryOf = (/** @type {GameId} */ game) => ui.catalogue.find((g) => g.id === game);
export const gameName = (/** @type {GameId} */ game) =>
  summaryOf(game)?.name ?? /** @type {Record<string, string | undefined>} */ (ui.T)[game] ?? game;
/** Whether a game hides cards: what the catalogue says, hidden until it is known. */
export const hidesCards = (/** @type {GameId} */ game) => summaryOf(game)?.hiddenCards ?? true;

/** No motion for who asked for none. */
export const calm = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
