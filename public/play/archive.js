// @ts-check
// Earlier challenges: the chosen game's closed dates from its archive (GET
// /v1/daily/{game}/archive), a page at a time, newest first. A date is played unranked (a
// stored game of its revealed layout: it counts for no streak and no board), its winner's line
// replayed move by move on such a game, or its winner's game watched as it ended; the game's
// Atom feed and iCalendar are linked.
import { api, errorText } from "./api.js";
import { fill } from "./i18n.js";
import { $, gameName, ui } from "./state.js";

/** @typedef {import("./state.js").GameId} GameId */
/** @typedef {import("./state.js").Schemas["ChallengeArchive"]} ChallengeArchive */

/** The game shown, its days read so far and where the next page starts. */
let shown = /** @type {{ game: GameId, days: ChallengeArchive["days"], next: string | null }} */ ({
  game: "",
  days: [],
  next: null,
});
/**
 * What the buttons do (app.js begins the games): play a date's deal, replay its winner's line.
 * @typedef {{ play: (game: GameId, date: string) => unknown,
 *   replay: (game: GameId, date: string, winner: { sessionId: string, name: string }) => unknown }} Actions
 */
/** @type {Actions} */
let actions = { play: () => undefined, replay: () => undefined };

/** @param {Actions} given */
export const onArchive = (given) => void (actions = given);

/** `game`'s archive from its newest closed date, or (`more`) its next page after those shown. */
export async function loadArchive(/** @type {GameId} */ game, more = false) {
  const before = more ? new URLSearchParams(shown.next?.split("?")[1] ?? "").get("before") : null;
  try {
    const page = await api("GET", "/v1/daily/{game}/archive", {
      params: { game },
      query: before ? { before, limit: 7 } : { limit: 7 },
    });
    shown = { game, days: more ? [...shown.days, ...page.days] : page.days, next: page.next };
  } catch (error) {
    shown = { game, days: [], next: null };
    $("archive").textContent = errorText(error);
    return;
  }
  renderArchive();
}

export function renderArchive() {
  const T = ui.T;
  const { game } = shown;
  if (!game) return;
  $("archive-title").textContent = fill(T.archiveHeading, { game: gameName(game) });
  const feeds = document.createElement("p");
  feeds.className = "links";
  /** @type {[string, string][]} */
  const links = [
    [T.feedAtom, `/v1/daily/${encodeURIComponent(game)}/feed.atom`],
    [T.feedCalendar, `/v1/daily/${encodeURIComponent(game)}/calendar.ics`],
  ];
  for (const [text, href] of links) {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    feeds.append(a, " ");
  }
  if (!shown.days.length) {
    const none = document.createElement("p");
    none.className = "help";
    none.textContent = T.archiveEmpty;
    return void $("archive").replaceChildren(none, feeds);
  }
  const list = document.createElement("ul");
  list.className = "archive";
  for (const day of shown.days) {
    const li = document.createElement("li");
    li.dataset.date = day.date;
    const facts = document.createElement("span");
    const winner = day.winner
      ? fill(T.archiveWinner, { name: day.winner.name, moves: day.winner.moves })
      : T.archiveNoWinner;
    facts.textContent = `${fill(T.archiveRow, {
      date: day.date,
      number: day.number,
      par: day.par,
      won: day.entries.all.won,
      total: day.entries.all.total,
    })}; ${winner}. `;
    const play = document.createElement("button");
    play.type = "button";
    play.textContent = fill(T.archivePlay, { date: day.date });
    play.addEventListener("click", () => actions.play(game, day.date));
    li.append(facts, play);
    const { winner: won } = day;
    if (won) {
      const replay = document.createElement("button");
      replay.type = "button";
      replay.textContent = T.archiveReplay;
      replay.addEventListener("click", () => actions.replay(game, day.date, won));
      const watch = document.createElement("a");
      watch.href = won.watch;
      watch.textContent = T.archiveWatch;
      li.append(" ", replay, " ", watch);
    }
    list.append(li);
  }
  /** @type {HTMLElement[]} */
  const parts = [list];
  if (shown.next) {
    const more = document.createElement("button");
    more.type = "button";
    more.textContent = T.archiveMore;
    more.addEventListener("click", () => void loadArchive(game, true));
    parts.push(more);
  }
  $("archive").replaceChildren(...parts, feeds);
}
