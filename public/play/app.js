// @ts-check
// The reference client of the Patience API, served at /play as static files (no framework, no
// build step). It plays stored games (/v1/sessions) and the daily challenge through the public
// API only, exactly as any client would: it knows nothing of the games' rules (legal moves,
// refusals and hints come from the API) nor of their tables (GET /v1/games gives each slot's
// place), nor of how each is played beyond what its module in games/ says (a game without one is
// played the generic way, from the legal moves and the slots each involves). Types are the ones
// generated from the OpenAPI document (openapi/openapi-types.ts), checked through JSDoc by
// `tsc -p test/e2e`. The parts: state.js (what they share), api.js, messages.js (status line and
// alert), words.js (cards and places in words), table.js (drawing), render.js (the game drawn as
// it is), controls.js (the buttons), game.js (playing), games/ (each game's interaction),
// input.js (pointer and keyboard), end.js (a game's end, the analysis), daily.js (challenges,
// boards), archive.js (closed challenges, the feeds), moves.js (the moves list). A first visit
// opens on a table: a deal dealt by the stateless route, stored once it is played (`land`).
import { LANGS, LANG_NAMES, fill, loadTexts } from "./i18n.js";
import { ApiError, api } from "./api.js";
import { $, all, asGameId, input, params, store, stored, summaryOf, ui } from "./state.js";
import { buildTable, layoutOf } from "./table.js";
import { askHint, change, confirmAttack, watched, play, rebuild, update } from "./game.js";
import { alertText, refused, say, spokenLine } from "./messages.js";
import { render } from "./render.js";
import { dealMove } from "./controls.js";
import { gameModule, loadGameModule } from "./games/index.js";
import { daily, league, loadBoard, loadDaily, reasonText, renderDaily } from "./daily.js";
import { focusSlot, loadDrag, wireTable } from "./input.js";

/** archive.js (closed challenges, the feeds), loaded once its section is seen: not on every first visit. */
let archiveModule = /** @type {Promise<typeof import("./archive.js")> | null} */ (null);
const archive = () =>
  (archiveModule ??= import("./archive.js").then((m) => {
    m.onArchive({ play: playPast, replay: replayPast });
    return m;
  }));

/** moves.js (the moves list), loaded when the list is first opened. */
let movesModule = /** @type {Promise<typeof import("./moves.js")> | null} */ (null);
const movesList = () => (movesModule ??= import("./moves.js").then((m) => (m.wireMoves(), m)));

/** Runs `then` once `element` comes into the window (at once where there is no observer). */
function whenSeen(/** @type {HTMLElement} */ element, /** @type {() => void} */ then) {
  if (typeof globalThis.IntersectionObserver !== "function") return then();
  const observer = new globalThis.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  });
  observer.observe(element);
}

/** @typedef {import("./state.js").GameId} GameId */
/** @typedef {import("./state.js").Session} Session */
/** @typedef {import("./state.js").Label} Label */
/** @typedef {import("./state.js").Player} Player */

/** @type {WebSocket | null} */
let socket = null;
/** The live view's close code for "reconnect" (a socket's lifetime is over; the API's watchSession says so). */
const RECONNECT_CLOSE_CODE = 4000;

// ---- Texts of the page.
function applyTexts() {
  document.documentElement.lang = ui.lang;
  document.title = ui.T.docTitle;
  for (const el of all("[data-t]")) {
    const key = /** @type {keyof typeof ui.T} */ (el.dataset.t);
    if (key in ui.T) el.textContent = ui.T[key];
  }
  showSummary();
  renderDaily();
  if (archiveModule) void archiveModule.then((m) => m.renderArchive());
  if (ui.current) render();
}

const chosen = (/** @type {string} */ name) =>
  document.querySelector(`[name=${name}]:checked`)?.getAttribute("value");
/** The game chosen, else the first the page offers (or the catalogue lists). */
const chosenGame = () =>
  /** @type {GameId} */ (
    chosen("game") ??
      document.querySelector("[name=game]")?.getAttribute("value") ??
      ui.catalogue[0]?.id ??
      ""
  );
const chosenMode = () => chosen("mode") ?? "number";

function showSummary() {
  $("summary").textContent = summaryOf(chosenGame())?.summary ?? "";
  $("player-row").hidden = chosenMode() !== "daily";
}

/** @type {Promise<void>} */
let catalogueLoaded = Promise.resolve();
/** The games, their summaries and tables (GET /v1/games), in the page's language. */
function loadCatalogue() {
  catalogueLoaded = api("GET", "/v1/games")
    .then((answer) => void (ui.catalogue = answer.games))
    .catch(() => void (ui.catalogue.length || (ui.catalogue = [])))
    .then(() => (offerGames(), showSummary()));
  return catalogueLoaded;
}

/**
 * A game the catalogue lists and the page's form does not offer yet gets its choice, named as the
 * catalogue names it (chosen at once when `?game=` asks for it): a new game needs no page change.
 */
function offerGames() {
  for (const game of ui.catalogue) {
    const offered = all("[name=game]").find((r) => r.getAttribute("value") === game.id);
    if (offered) {
      const name = offered.parentElement?.querySelector("[data-game-name]");
      if (name) name.textContent = game.name;
      continue;
    }
    const label = document.createElement("label");
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = "game";
    radio.value = game.id;
    const name = document.createElement("span");
    name.dataset.gameName = "";
    name.textContent = game.name;
    label.append(radio, " ", name);
    $("summary").before(label);
    // Chosen as a click chooses it: its summary, rules and boards follow (the form's change).
    if (params.get("game") === game.id) radio.click();
  }
}

// ---- The rules, as the API gives them, in the page's language.
/** Whose rules are shown, in which language (asked once: the opening and its first game ask alike). */
let rulesShown = "";
async function loadRules(/** @type {GameId} */ game) {
  if (rulesShown === `${game} ${ui.lang}`) return;
  rulesShown = `${game} ${ui.lang}`;
  try {
    const detail = await api("GET", "/v1/games/{game}", { params: { game } });
    $("rules-title").textContent = fill(ui.T.rulesOf, { game: detail.name });
    $("rules-body").replaceChildren(
      ...detail.rules.flatMap((s) => {
        const h = document.createElement("h3");
        h.textContent = s.title;
        const p = document.createElement("p");
        p.textContent = s.body;
        return [h, p];
      }),
    );
    teachWhenSeen(game);
  } catch (error) {
    rulesShown = "";
    $("rules-body").textContent = error instanceof Error ? error.message : String(error);
  }
}

/**
 * A player's rule above the full rules, from the game's module, which then folds them: put in
 * when the rules are first seen (the game's module loaded first, as the rules may come before
 * it; its teaching is loaded then, not on a first visit), for the rules shown by then.
 */
function teachWhenSeen(/** @type {GameId} */ game) {
  const shown = rulesShown;
  $("rules-teach").replaceChildren();
  /** @type {HTMLDetailsElement} */ ($("rules-full")).open = true;
  whenSeen($("rules"), async () => {
    if (rulesShown !== shown) return;
    await loadGameModule(game);
    const teach = (await gameModule(game).teach?.()) ?? [];
    if (rulesShown !== shown) return;
    $("rules-teach").replaceChildren(...teach);
    /** @type {HTMLDetailsElement} */ ($("rules-full")).open = !teach.length;
  });
}

// ---- Starting, resuming and watching games.
/** Games begun: the last one begun is the one drawn (one begun sooner may arrive later). */
let begun = 0;

/**
 * Puts a game on the table. `chosen`: begun by the player's own act (a button, a form), when
 * the focus goes to the table (its first slot), not at the page's opening.
 * @param {GameId} game
 * @param {Session} session
 * @param {string | null} owner
 * @param {Label} label
 * @param {{ chosen?: boolean, keep?: () => Promise<void> }} [how]
 * @returns {Promise<boolean>} whether it is on the table (false: another game begun since)
 */
async function begin(game, session, owner, label, { chosen = true, keep } = {}) {
  const mine = ++begun;
  stopWatching();
  await catalogueLoaded;
  if (!summaryOf(game)) await loadCatalogue();
  // Without the game's table (GET /v1/games failed twice) there is nothing to draw: said, not blank.
  if (!summaryOf(game)) throw new Error(ui.T.networkError);
  await loadGameModule(game);
  if (mine !== begun) return false;
  // The drag's ghost: at once for a game the player chose, else with the first hand on the table.
  if (chosen) void loadDrag();
  ui.current = { game, session, owner, label, ...(keep ? { keep } : {}) };
  ui.selected = [];
  ui.hinted = [];
  ui.last = [];
  ui.armed = -1;
  if (owner) store("current", { game, id: session.id, owner, label });
  document.querySelector("main")?.classList.add("has-game");
  // The skip link leads to the table: offered once there is one.
  $("skip").hidden = false;
  $("stage").hidden = false;
  $("game").hidden = false;
  $("analysis").hidden = true;
  $("end-panel").hidden = true;
  alertText("");
  buildTable(game);
  say("");
  render();
  renderLinks();
  void loadRules(game);
  // The side, kept unseen while the first table was on its way, shows with it (play.css).
  document.querySelector("main")?.classList.remove("dealing");
  if (chosen) focusSlot(0);
  // The page from its top: the whole table in view, and its lines with it (beside it on a wide
  // window, below it on a narrow one).
  scrollTo({ top: 0 });
  return true;
}

/**
 * A first visit's table: a deal of the game the form offers first (or `?game=`), `?deal=` or a
 * number drawn here, from the stateless route (POST /v1/games/{game}/deals), which stores
 * nothing. It becomes a stored game of the same deal (POST /v1/sessions) when it is first played
 * or asked a hint: a visitor who only looks costs the server one deal and no stored game, and a
 * player gets all a stored game has (undo, a watch link, the game kept across visits).
 */
async function land() {
  const game = chosenGame();
  const asked = params.has("deal") ? input("deal-number").valueAsNumber : NaN;
  const numbered = Number.isInteger(asked) && asked >= 0 && asked <= 4294967295;
  const deal = numbered ? asked : randomDeal();
  /** @type {Label} */
  const label = { kind: numbered ? "deal" : "random", deal };
  const dealt = await api("POST", "/v1/games/{game}/deals", {
    params: { game: asGameId(game) },
    body: { deal },
  });
  if (ui.current) return;
  const { state: _state, deal: _deal, ...shown } = dealt;
  const now = new Date().toISOString();
  /** @type {Session} */
  const session = {
    ...shown,
    id: "",
    version: 0,
    moveCount: 0,
    redoCount: 0,
    resigned: false,
    revealed: false,
    createdAt: now,
    updatedAt: now,
  };
  /** @type {Promise<void> | null} */
  let storing = null;
  const keep = () =>
    (storing ??= api("POST", "/v1/sessions", { body: { game: asGameId(game), deal } }).then(
      (created) => {
        const current = onTable(session);
        if (!current) return;
        current.session = created;
        current.owner = created.ownerToken;
        delete current.keep;
        store("current", { game, id: created.id, owner: created.ownerToken, label });
        renderLinks();
      },
      (error) => {
        storing = null;
        throw error;
      },
    ));
  await begin(game, session, "", label, { chosen: false, keep });
  if (onTable(session)) say(() => ui.T.landing);
}

/** The game on the table if it is still `session`'s (another may have begun since). */
const onTable = (/** @type {Session} */ session) => (ui.current?.session === session ? ui.current : null);

function renderLinks() {
  const links = $("links");
  links.replaceChildren();
  // A deal not stored yet has no id to watch or draw: its links come when it is stored.
  if (!ui.current?.session.id) return;
  const id = encodeURIComponent(ui.current.session.id);
  /** @type {[string, string][]} */
  const list = [
    [ui.T.watchLink, `/play?watch=${id}`],
    [ui.T.svgBoard, `/v1/sessions/${id}/board.svg?lang=${ui.lang}`],
    [ui.T.textBoard, `/v1/sessions/${id}/board.txt?lang=${ui.lang}`],
  ];
  for (const [text, href] of list) {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    links.append(a, " ");
  }
  if (ui.current.label.kind === "watch" && !socket) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = ui.T.reconnect;
    button.addEventListener("click", () => ui.current && connect(ui.current.session.id));
    links.append(button);
  }
}

/** A deal number drawn here, so that a random deal can be played again and followed by the next. */
const randomDeal = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;

/** A new stored game of `game`'s deal `deal` (`kind`: as the player chose it). */
async function startDeal(
  /** @type {GameId} */ game,
  /** @type {number} */ deal,
  /** @type {"deal" | "random"} */ kind,
) {
  const created = await api("POST", "/v1/sessions", { body: { game: asGameId(game), deal } });
  await begin(game, created, created.ownerToken, { kind, deal });
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
      alertText(ui.T.dealRequired);
      input("deal-number").focus();
      return;
    }
    await (mode === "number" ? startDeal(game, deal, "deal") : startDeal(game, randomDeal(), "random"));
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
  if (
    player &&
    name &&
    name !== player.name &&
    !confirm(fill(ui.T.switchPlayer, { name, old: player.name }))
  ) {
    input("player-name").value = player.name;
  } else if (!player || (name && name !== player.name)) {
    player = await api("POST", "/v1/players", { body: { name } });
    store("player", { id: player.id, name: player.name, token: player.token });
    const who = player.name;
    made = () => fill(ui.T.newPlayer, { name: who });
  }
  const date = daily?.date ?? "today";
  const key = `${player.id}/${game}/${date}`;
  /** @type {Record<string, { id: string, owner: string }>} */
  const entries = stored("entries") ?? {};
  try {
    const entry = await api("POST", "/v1/daily/{game}/{date}/entries", {
      params: { game, date },
      token: player.token,
    });
    store("entries", { ...entries, [key]: { id: entry.id, owner: entry.ownerToken } });
    if (!(await begin(game, entry, entry.ownerToken, { kind: "daily", date: entry.daily?.date ?? date })))
      return;
    // Said once the table is up (beginning a game clears the status line). An entry that is not
    // on the global board (a game that hides cards lists established players only, one entry per
    // client) is ranked play all the same: said too, with why.
    // The rule's numbers come with the player's listing, read with the board.
    if (entry.board?.listed === false) await loadBoard(game);
    const unlisted =
      entry.board?.listed === false ? fill(ui.T.unlisted, { reason: reasonText(entry.board.reason) }) : "";
    if (made || unlisted) say([made ? made() : "", unlisted].filter(Boolean).join(" "));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const saved = entries[key];
    if (code === "already_entered" && saved) {
      const session = await api("GET", "/v1/sessions/{id}", { params: { id: saved.id } });
      await begin(game, session, saved.owner, { kind: "daily", date });
      return;
    }
    // Entered from elsewhere, or the reply was lost: the same entry with a new owner token.
    if (code === "already_entered") {
      const mine = await api("POST", "/v1/daily/{game}/{date}/entries/mine", {
        params: { game, date },
        token: player.token,
      });
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

/**
 * A closed date's challenge played unranked: a stored game of its revealed layout (a custom
 * layout: it counts for no streak and no leaderboard). Nothing for a date not closed (no reveal).
 */
async function playPast(
  /** @type {GameId} */ game,
  /** @type {string} */ date,
  /** @type {{ chosen?: boolean }} */ how = {},
) {
  alertText("");
  try {
    const challenge = await api("GET", "/v1/daily/{game}/{date}", { params: { game, date } });
    if (!challenge.reveal) return false;
    const created = await api("POST", "/v1/sessions", {
      body: { game: asGameId(game), layout: challenge.reveal.layout },
    });
    if (await begin(game, created, created.ownerToken, { kind: "custom" }, how))
      say(() => fill(ui.T.archivePlaying, { date }));
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}

/** The pause between two moves of a replay (ms). */
const REPLAY_MS = 700;

/**
 * A closed date's winning entry replayed: its line of play (the stored game's history, public
 * once the date has closed) played move by move on a new unranked game of the date's deal. It
 * stops when another game begins.
 */
async function replayPast(
  /** @type {GameId} */ game,
  /** @type {string} */ date,
  /** @type {{ sessionId: string, name: string }} */ winner,
) {
  try {
    const history = await api("GET", "/v1/sessions/{id}/history", {
      params: { id: winner.sessionId },
      query: { limit: 500 },
    });
    if (!(await playPast(game, date))) return;
    const id = ui.current?.session.id;
    say(() => fill(ui.T.archiveReplaying, { date, name: winner.name }));
    for (const entry of history.moves) {
      await new Promise((done) => globalThis.setTimeout(done, REPLAY_MS));
      if (!id || ui.current?.session.id !== id) return;
      await play(entry.move);
    }
  } catch (error) {
    refused(error);
  }
}

/** The end panel's buttons: another game of the same kind, the same deal, the next one. */
async function again(/** @type {"new" | "same" | "next"} */ what) {
  const current = ui.current;
  if (!current) return;
  const { game, label } = current;
  alertText("");
  try {
    if (what === "new") {
      $("end-panel").hidden = true;
      $("setup").scrollIntoView({ block: "start" });
      return /** @type {HTMLInputElement | null} */ (document.querySelector("[name=game]:checked"))?.focus();
    }
    if (label.kind === "deal" || label.kind === "random") {
      return await startDeal(game, what === "same" ? label.deal : (label.deal + 1) % 4294967296, label.kind);
    }
    // Today's deal of a game that hides nothing again, unranked: its layout, as its module reads
    // it from the public start.
    const layoutOf = gameModule(game).layoutOf;
    if (label.kind === "daily" && what === "same" && layoutOf) {
      const challenge = await api("GET", "/v1/daily/{game}/{date}", { params: { game, date: label.date } });
      const created = await api("POST", "/v1/sessions", {
        body: { game: asGameId(game), layout: layoutOf(challenge.start.view) },
      });
      await begin(game, created, created.ownerToken, { kind: "custom" });
    }
  } catch (error) {
    refused(error);
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
    say(() => ui.T.watching);
    renderLinks();
  });
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.type !== "state" || message.id !== ui.current?.session.id) return;
    // The last move marked, and animated, as its player saw it.
    update(message, watched(message));
  });
  ws.addEventListener("close", (event) => {
    if (socket !== ws) return;
    // The socket's lifetime is over: the server asks for a new one, and the page goes on watching.
    if (event.code === RECONNECT_CLOSE_CODE) return connect(id);
    socket = null;
    say(() => ui.T.closed);
    renderLinks();
  });
}

/** Watch mode: anyone with a game's id sees it live, without its owner token. */
async function watch(/** @type {string} */ text, /** @type {{ chosen?: boolean }} */ how = {}) {
  let id = text.trim();
  try {
    id = new URL(id, location.href).searchParams.get("watch") ?? id;
  } catch {
    /* a bare id */
  }
  alertText("");
  try {
    const session = await api("GET", "/v1/sessions/{id}", { params: { id } });
    // Its live view only for the game on the table (another begun meanwhile is the one drawn).
    if (await begin(/** @type {GameId} */ (session.game), session, null, { kind: "watch" }, how))
      connect(session.id);
  } catch (error) {
    refused(error);
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
  langMenu.value = ui.lang;
  langMenu.addEventListener("change", async () => {
    ui.lang = /** @type {import("./state.js").Lang} */ (langMenu.value);
    ui.T = await loadTexts(ui.lang);
    store("lang", ui.lang);
    applyTexts();
    renderLinks();
    // A hint is asked again in the new language, but not in ranked play, where each one counts.
    if (spokenLine.hint && !ui.current?.session.daily?.ranked) void askHint();
    else say(spokenLine);
    void loadCatalogue().then(() => (renderDaily(), ui.current && render()));
    void loadRules(ui.current?.game ?? chosenGame());
  });

  /** @type {Player | null} */
  const player = stored("player");
  if (player) input("player-name").value = player.name;
  const game = params.get("game");
  // A game the page offers is chosen by ?game=.
  const radio = game && [...all("[name=game]")].find((r) => r.getAttribute("value") === game);
  if (radio instanceof HTMLInputElement) radio.checked = true;
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
    if (/** @type {HTMLInputElement} */ (e.target).name === "game") {
      void loadBoard(chosenGame());
      if (archiveModule) void archiveModule.then((m) => m.loadArchive(chosenGame()));
      if (!ui.current) void loadRules(chosenGame());
    }
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

  wireTable();
  /** @type {Record<string, () => unknown>} */
  const actions = {
    hint: askHint,
    undo: () => change("undo", {}, () => ui.T.undone),
    redo: () => change("redo", {}, () => ui.T.redone),
    deal: () => {
      const deal = dealMove();
      return deal && play(deal.move);
    },
    resign: () => confirm(ui.T.resignConfirm) && change("resign", {}, () => ""),
    "attack-confirm": () => {
      // The button goes once the attack is played: the focus goes back to the table, on the target.
      if (ui.armed >= 0) focusSlot(ui.armed);
      return confirmAttack();
    },
    "end-new": () => again("new"),
    "end-same": () => again("same"),
    "end-next": () => again("next"),
    "end-share": async () => (await import("./share.js")).shareEnd(),
    // Undo on the loss panel: the table again, as it was before the last move.
    "end-undo": () => change("undo", {}, () => ui.T.undone).then(() => focusSlot(Math.max(0, ...ui.last))),
    "end-close": () => {
      $("end-panel").hidden = true;
      focusSlot(Math.max(0, ...ui.last));
    },
  };
  for (const [id, action] of Object.entries(actions)) {
    $(id).addEventListener("click", () => {
      if ($(id).getAttribute("aria-disabled") !== "true" && !ui.busy) void action();
    });
  }
  // Turned between portrait and landscape (or made short): the table is laid out again.
  let layout = layoutOf();
  addEventListener("resize", () => {
    if (layoutOf() === layout) return;
    layout = layoutOf();
    rebuild();
  });

  applyTexts();
  void loadCatalogue();
  void loadDaily(chosenGame());
  whenSeen($("past"), () => void archive().then((m) => m.loadArchive(chosenGame())));
  $("moves").addEventListener("toggle", () => void movesList(), { once: true });
  void loadRules(chosenGame());
  void resume();
}

/**
 * What the page opens on: a watch link, an archive's closed date, the game this browser was
 * playing, else a new deal (`land`). The page's side shows once it is on the table, or is not.
 */
async function resume() {
  const opening = { chosen: false };
  try {
    const watchId = params.get("watch");
    if (watchId) return await watch(watchId, opening);
    // An archive's link to a closed date (`?game=…&date=…`): its deal, unranked.
    const date = params.get("date");
    if (date && (await playPast(chosenGame(), date, opening))) return;
    /** @type {{ game: GameId, id: string, owner: string, label: Label } | null} */
    const saved = stored("current");
    if (saved) {
      try {
        await begin(
          saved.game,
          await api("GET", "/v1/sessions/{id}", { params: { id: saved.id } }),
          saved.owner,
          saved.label,
          opening,
        );
        return say(() => ui.T.resumed);
      } catch (error) {
        if (!(error instanceof ApiError && (error.status === 404 || error.status === 410))) throw error;
        store("current", null);
      }
    }
    await land();
  } catch (error) {
    refused(error);
  } finally {
    // Nothing to open on (a watch link gone, the API unreachable): no empty table and no buttons
    // that do nothing; the form and the message say what to do.
    if (!ui.current) {
      $("stage").hidden = true;
      $("game").hidden = true;
    }
    document.querySelector("main")?.classList.remove("dealing");
  }
}

init();
