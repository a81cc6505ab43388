// @ts-check
// The end of a game: a panel over the table (it moves nothing) that says how it ended, with a
// ranked entry's standing and what to play next; and the post-game analysis.
import { api, errorText } from "./api.js";
import { fill } from "./i18n.js";
import { gameModule } from "./games/index.js";
import { $, hidesCards, ui } from "./state.js";
import { loadDaily, nextOpening } from "./daily.js";
import { renderControls } from "./controls.js";
import { minutes, moveWords } from "./words.js";

/** @typedef {import("./state.js").Session} Session */
/** @typedef {import("./state.js").Move} Move */

/** The game whose end is shown (a new end, a new panel). */
let endedId = "";

export function renderEnd() {
  if (!ui.current) return;
  const { session } = ui.current;
  const T = ui.T;
  if (session.status === "playing") {
    $("end").textContent = "";
    $("end-live").textContent = "";
    $("end-panel").hidden = true;
    endedId = "";
    $("analysis").hidden = true;
    return;
  }
  const facts = { score: session.score, moves: session.moveCount };
  const won = session.status === "won";
  $("end-title").textContent = session.resigned ? T.endResignedTitle : won ? T.endWonTitle : T.endLostTitle;
  $("end").textContent = fill(session.resigned ? T.endResigned : won ? T.endWon : T.endLost, facts);
  $("end-panel").classList.toggle("won", won);
  const label = ui.current.label;
  const numbered = label.kind === "deal" || label.kind === "random";
  const again =
    label.kind === "daily" && !hidesCards(ui.current.game) && !!gameModule(ui.current.game).layoutOf;
  $("end-same").hidden = !(numbered || again);
  $("end-next").hidden = !numbered;
  // A daily deal's game, ranked or not, has a share (GET /v1/sessions/{id}/share).
  $("end-share").hidden = !session.daily;
  if (endedId === session.id) return;
  endedId = session.id;
  $("end-share-status").textContent = "";
  $("end-share-text").hidden = true;
  $("end-panel").hidden = false;
  // Said once by the live region that is always on the page (one that appears with its text is
  // often not read), and the focus on the panel, over the table that the game left.
  $("end-live").textContent = $("end").textContent;
  $("end-title").focus({ preventScroll: true });
  $("end-ranked").replaceChildren();
  void offerAnalysis(session);
  // A ranked entry: its standing, the day's par, and the next challenge; the day's counts and
  // leaderboard again, now with this entry's end.
  if (session.daily) {
    void showStanding(session);
    void loadDaily(ui.current.game);
  }
}

/** A ranked entry's rank, par, moves, hints and time, and when the next challenge opens. */
async function showStanding(/** @type {Session} */ session) {
  const T = ui.T;
  const daily = session.daily;
  if (!daily || !ui.current) return;
  const game = ui.current.game;
  /** @type {[string, string][]} */
  const rows = [];
  try {
    const challenge = await api("GET", "/v1/daily/{game}/{date}", { params: { game, date: daily.date } });
    rows.push([T.par, fill(T.parValue, { par: challenge.par })]);
    if (daily.playerId) {
      const mine = await api("GET", "/v1/daily/{game}/{date}/entries/{playerId}", {
        params: { game, date: daily.date, playerId: daily.playerId },
      });
      const s = mine.standing;
      if (s)
        rows.unshift([
          T.rank,
          s.from === s.to
            ? fill(T.rankOf, { rank: s.from, of: s.of })
            : fill(T.rankRange, { from: s.from, to: s.to, of: s.of }),
        ]);
      else if (!mine.board.listed) rows.unshift([T.rank, T.unlistedShort]);
      rows.push(
        [T.moves, String(mine.moves)],
        [T.hints, String(mine.hints)],
        [T.undos, String(mine.undos)],
        [T.time, minutes(mine.timeMs)],
      );
    }
  } catch (error) {
    rows.push(["", errorText(error)]);
  }
  if (ui.current?.session.id !== session.id) return;
  const list = document.createElement("dl");
  for (const [name, value] of rows) {
    const dt = document.createElement("dt");
    dt.textContent = name;
    const dd = document.createElement("dd");
    dd.textContent = value;
    list.append(dt, dd);
  }
  const next = document.createElement("p");
  next.className = "next-opens";
  next.textContent = nextOpening();
  $("end-ranked").replaceChildren(list, next);
}

// ---- Post-game analysis: GET /v1/sessions/{id}/analysis. Games without hidden cards (the
// catalogue's `hiddenCards`) are analysed at once; for the others a button asks first, since the
// analysis shows every card and the API refuses undo afterwards.
/** @typedef {{ verdict: "winnable" | "unwinnable" | "unknown", line: Move[] | null, nodes: number }} Verdict */
/**
 * The API's `Analysis`.
 * @typedef {{ start: Verdict, now: Verdict, decided: boolean, complete?: boolean,
 *   turningPoint: { seq: number, move: Move, alternative: Move[] } | null }} Analysis
 */
/** An analysis goes on over several requests (each searches a bounded amount): asked at most this often. */
const ANALYSIS_REQUESTS = 20;

async function offerAnalysis(/** @type {Session} */ session) {
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
    renderControls();
    if (ui.current?.session.id === id) body.textContent = analysisWords(analysis);
  } catch (error) {
    body.textContent = errorText(error);
  }
}

/** The analysis in sentences: from the start, where it turned, and now. */
function analysisWords(/** @type {Analysis} */ a) {
  const T = ui.T;
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
  if (ui.current?.session.status !== "won" && a.now.verdict !== "unknown")
    sentences.push(a.now.verdict === "winnable" ? T.aNowWinnable : T.aNowLost);
  if (!a.decided) sentences.push(T.aUndecided);
  return sentences.join(" ");
}
