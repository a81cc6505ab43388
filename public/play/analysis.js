// @ts-check
// The post-game analysis (GET /v1/sessions/{id}/analysis), loaded with a game's end. Games
// without hidden cards (the catalogue's `hiddenCards`) are analysed at once; for the others a
// button asks first, since the analysis shows every card and the API refuses undo afterwards.
// Its moves are said in card words, named in the position they were (or would have been)
// played in: the table now, with the later moves of the history taken back (past.js).
import { api, errorText } from "./api.js";
import { fill } from "./i18n.js";
import { render } from "./render.js";
import { gameModule } from "./games/index.js";
import { $, hidesCards, ui } from "./state.js";
import { takenBack } from "./past.js";
import { cardText } from "./words.js";

/** @typedef {import("./state.js").Session} Session */
/** @typedef {import("./state.js").Move} Move */
/** @typedef {import("./state.js").Schemas["HistoryEntry"]} HistoryEntry */
/** @typedef {{ verdict: "winnable" | "unwinnable" | "unknown", line: Move[] | null, nodes: number }} Verdict */
/**
 * The API's `Analysis`.
 * @typedef {{ start: Verdict, now: Verdict, decided: boolean, complete?: boolean,
 *   turningPoint: { seq: number, move: Move, alternative: Move[] } | null }} Analysis
 */
/** An analysis goes on over several requests (each searches a bounded amount): asked at most this often. */
const ANALYSIS_REQUESTS = 20;
/** The history's largest page (the API's bound), and how many are read to go back to a move. */
const HISTORY_PAGE = 500;
const HISTORY_PAGES = 4;

export async function offerAnalysis(/** @type {Session} */ session) {
  if (!ui.current?.owner || ui.current.session.id !== session.id) return;
  // A daily deal is analysed once its challenge has closed (when its date ends everywhere, UTC-12).
  const daily = session.daily;
  if (daily && Date.now() < Date.parse(`${daily.date}T12:00:00Z`) + 24 * 3600 * 1000) return;
  $("analysis").hidden = false;
  if (!hidesCards(ui.current.game)) return analyse(session.id);
  const note = document.createElement("p");
  note.className = "help";
  note.textContent = ui.T.analyseNote;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = ui.T.analyse;
  button.addEventListener("click", () => void analyse(session.id));
  $("analysis-body").replaceChildren(note, button);
}

async function analyse(/** @type {string} */ id) {
  const body = $("analysis-body");
  body.textContent = ui.T.analysisWait;
  try {
    // As the owner: the owner of a game that hides cards sees its whole deal first (its undo ends then).
    const token = ui.current?.session.id === id ? ui.current.owner : undefined;
    /** @type {Analysis} */
    let analysis;
    for (let asked = 1; ; asked++) {
      analysis = await api("GET", "/v1/sessions/{id}/analysis", { params: { id }, token });
      if (analysis.complete !== false || asked === ANALYSIS_REQUESTS) break;
    }
    if (ui.current && hidesCards(ui.current.game)) ui.revealed.add(id);
    // Undo is over for a game whose cards were shown: its buttons say so.
    render();
    const before = analysis.turningPoint ? await positionBefore(id, analysis.turningPoint.seq) : null;
    if (ui.current?.session.id === id) body.textContent = analysisWords(analysis, before);
  } catch (error) {
    body.textContent = errorText(error);
  }
}

/**
 * The piles of the table just before move `seq`: the table now, each later move's events taken
 * back (a card moved goes back, a target removed comes back). Enough to name the cards a move
 * used and the place or target it had; null when the history cannot be read.
 * @returns {Promise<string[][] | null>}
 */
async function positionBefore(/** @type {string} */ id, /** @type {number} */ seq) {
  const now = ui.current?.session.view.slots ?? [];
  /** @type {HistoryEntry[]} */
  const later = [];
  try {
    for (let page = 0, after = seq - 1; page < HISTORY_PAGES; page++) {
      const history = await api("GET", "/v1/sessions/{id}/history", {
        params: { id },
        query: { after, limit: HISTORY_PAGE },
      });
      later.push(...history.moves);
      if (!history.next || !history.moves.length) return takenBack(now, later);
      after = history.moves[history.moves.length - 1]?.seq ?? after;
    }
  } catch {
    /* said without the cards */
  }
  return null;
}

/**
 * A move in card words as it stood in `slots`: `9♣ → after 8♣`, `7♦ + 3♣ → Q♥`, or the deal;
 * without the position, nothing (the sentence then says the move's number alone).
 * @param {Move | undefined} move
 * @param {string[][] | null} slots
 */
function moveWords(move, slots) {
  if (!move || !slots) return "";
  const top = (/** @type {number} */ slot) => slots[slot]?.[slots[slot].length - 1] ?? "";
  if (move.type === "deal") return ui.T.deal.toLocaleLowerCase(ui.lang);
  if (move.type === "attack")
    return `${move.cards.map(cardText).join(" + ")} → ${cardText(top(move.target))}`;
  if (move.type === "move") {
    const card = top(move.from);
    return `${cardText(card)} → ${gameModule(ui.current?.game ?? "").placeName(move.to, card, slots)}`;
  }
  return "";
}

/** The analysis in sentences: from the start, where it turned, and now. */
function analysisWords(/** @type {Analysis} */ a, /** @type {string[][] | null} */ before) {
  const T = ui.T;
  const start = a.start.verdict;
  const sentences = [
    start === "winnable" ? T.aWinnable : start === "unwinnable" ? T.aUnwinnable : T.aUnknown,
  ];
  if (a.start.line) sentences.push(fill(T.aLine, { count: a.start.line.length }));
  const turn = a.turningPoint;
  if (turn) {
    const move = moveWords(turn.move, before);
    // Without the move's words, the sentence without its brackets.
    sentences.push(fill(T.aLostAt, { seq: turn.seq, move }).replace(" ()", ""));
    const other = moveWords(turn.alternative[0], before);
    if (other) sentences.push(fill(T.aAlternative, { move: other }));
  }
  if (ui.current?.session.status !== "won" && a.now.verdict !== "unknown")
    sentences.push(a.now.verdict === "winnable" ? T.aNowWinnable : T.aNowLost);
  if (!a.decided) sentences.push(T.aUndecided);
  return sentences.join(" ");
}
