// @ts-check
// The end of a game: a panel over the table (it moves nothing) that says how it ended, with a
// ranked entry's standing and what to play next (Undo first after a loss the game lets be
// undone, as Aisleriot's game-over dialog offers it), a short dance of the cards after a win
// (none under reduced motion: play.css); the post-game analysis comes with it (analysis.js).
import { api, errorText } from "./api.js";
import { fill } from "./i18n.js";
import { gameModule } from "./games/index.js";
import { $, hidesCards, ui } from "./state.js";
import { loadDaily, nextOpening } from "./daily.js";
import { minutes } from "./words.js";

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
    $("stage").classList.remove("celebrate");
    endedId = "";
    $("analysis").hidden = true;
    return;
  }
  const facts = { score: session.score, moves: session.moveCount };
  const won = session.status === "won";
  $("end-title").textContent = session.resigned ? T.endResignedTitle : won ? T.endWonTitle : T.endLostTitle;
  $("end").textContent = fill(session.resigned ? T.endResigned : won ? T.endWon : T.endLost, facts);
  $("end-panel").classList.toggle("won", won);
  // The Undo button under the table says whether the game lets its last move be taken back.
  $("end-undo").hidden = won || !ui.current.owner || $("undo").getAttribute("aria-disabled") !== "false";
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
  $("stage").classList.toggle("celebrate", won);
  // Said once by the live region that is always on the page (one that appears with its text is
  // often not read), and the focus on the panel, over the table that the game left.
  $("end-live").textContent = $("end").textContent;
  $("end-title").focus({ preventScroll: true });
  $("end-ranked").replaceChildren();
  // The analysis, loaded with a game's end (a first visit needs none of it).
  void import("./analysis.js").then((m) => m.offerAnalysis(session));
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
