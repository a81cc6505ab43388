// @ts-check
// The daily challenge: today's deals and their counts, when the next opens, the leaderboards,
// the player's streak, its freezes and a calendar of the last five weeks, and leagues.
import { api, errorText } from "./api.js";
import { fill } from "./i18n.js";
import { $, gameName, input, stored, store, ui } from "./state.js";
import { nextOpening as nextAfter } from "./days.js";
import { minutes } from "./words.js";

/** @typedef {import("./state.js").GameId} GameId */
/** @typedef {import("./state.js").Player} Player */
/** @typedef {import("./state.js").Schemas["DailyChallenges"]} DailyChallenges */
/** @typedef {import("./state.js").Schemas["Leaderboard"]} Leaderboard */
/** @typedef {import("./state.js").Schemas["PlayerProfile"]} PlayerProfile */
/** @typedef {import("./state.js").Schemas["EntryListing"]} EntryListing */
/** @typedef {import("./state.js").Schemas["BoardListing"]} BoardListing */
/** A player's record in one game. @typedef {PlayerProfile["games"][keyof PlayerProfile["games"]]} GameRecord */

/** @type {DailyChallenges | null} */
export let daily = null;
/** @type {{ board: Leaderboard | null, profile: PlayerProfile | null, league: Leaderboard | null, listing: EntryListing | null }} */
let cache = { board: null, profile: null, league: null, listing: null };
/** The game the boards are of (the page's chosen game: loadBoard sets it). @type {GameId} */
let boardGame = "";

/** Today's challenges (their entry counts) and `game`'s leaderboard, read again. */
export async function loadDaily(/** @type {GameId} */ game = boardGame) {
  // The game chosen while the challenges load wins (loadBoard sets it): not the one asked first.
  boardGame = game;
  try {
    daily = await api("GET", "/v1/daily");
  } catch (error) {
    daily = null;
    $("daily-body").textContent = errorText(error);
    return;
  }
  renderDaily();
  await loadBoard(boardGame);
}

/** When the next challenge opens (00:00 at UTC+14, one a day, the first still to come), and how long. */
export function nextOpening() {
  const opens = daily?.challenges[0]?.opensAt;
  const next = opens ? nextAfter(opens, Date.now()) : null;
  if (!next) return "";
  const time = new Date(next.at).toLocaleTimeString(ui.lang, {
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return fill(ui.T.nextOpens, { hours: next.hours, minutes: next.minutes, time });
}

export function renderDaily() {
  if (!daily) return;
  const T = ui.T;
  const intro = document.createElement("p");
  const first = daily.challenges[0];
  intro.textContent = fill(T.dailyIntro, { number: first?.number ?? 0, date: daily.date });
  const list = document.createElement("ul");
  for (const c of daily.challenges) {
    const li = document.createElement("li");
    li.textContent = fill(T.dailyGame, {
      game: gameName(/** @type {GameId} */ (c.game)),
      par: c.par,
      // Every ranked entry, and those on the global board (a game that hides cards lists fewer).
      total: c.entries.all.total,
      won: c.entries.all.won,
      listed: c.entries.total,
    });
    list.append(li);
  }
  const next = document.createElement("p");
  next.className = "help";
  next.id = "next-opens";
  next.textContent = nextOpening();
  $("daily-body").replaceChildren(intro, list, next);
  renderBoard();
}
setInterval(() => {
  const next = document.getElementById("next-opens");
  if (next) next.textContent = nextOpening();
}, 30_000);

export async function loadBoard(/** @type {GameId} */ game) {
  boardGame = game;
  if (!daily) return;
  /** @type {Player | null} */
  const player = stored("player");
  try {
    /** @type {{ id: string, name: string } | null} */
    const league = stored("league");
    const [board, profile, leagueBoard, listing] = await Promise.all([
      api("GET", "/v1/daily/{game}/{date}/leaderboard", {
        params: { game, date: daily.date },
        query: { limit: 100 },
      }),
      player ? api("GET", "/v1/players/{id}", { params: { id: player.id } }).catch(() => null) : null,
      league
        ? api("GET", "/v1/daily/{game}/{date}/leaderboard", {
            params: { game, date: daily.date },
            query: { league: league.id },
          }).catch(() => null)
        : null,
      // Before entering: whether the player's entry goes on the global board, and why not.
      player
        ? api("GET", "/v1/daily/{game}/{date}/listing", {
            params: { game, date: daily.date },
            token: player.token,
          }).catch(() => null)
        : null,
    ]);
    // Another game was chosen meanwhile: its own read shows it.
    if (game !== boardGame) return;
    cache = { board, profile, league: leagueBoard, listing };
  } catch (error) {
    cache = { board: null, profile: null, league: null, listing: null };
    $("board").textContent = errorText(error);
    return;
  }
  renderBoard();
}

/** Why an entry is not on the global board, in words (`board.reason`). */
export function reasonText(/** @type {BoardListing["reason"]} */ reason, finished = 0) {
  const T = ui.T;
  const rule = cache.listing?.established;
  const words = {
    player_too_new: T.reasonTooNew,
    too_few_dailies: T.reasonFewDailies,
    client_entered_before: T.reasonClientBefore,
    client_entered_meanwhile: T.reasonClientMeanwhile,
    player_newer_than_challenge: T.reasonNewer,
  };
  // The rule's numbers come from the API's listing (read with the board), never copied here.
  return fill(reason ? words[reason] : "", {
    days: rule?.days ?? "",
    dailies: rule?.dailies ?? "",
    finished: rule?.finished ?? finished,
  });
}

/** The player's listing for the board's game: before entering, what an entry would get. */
function renderListing() {
  const T = ui.T;
  const { listing } = cache;
  const box = $("listing");
  if (!listing) {
    // No player yet: entering makes one, and a new player is not established. The rule and
    // its numbers come with the challenge (`globalBoard`).
    const rule = stored("player") ? null : daily?.challenges.find((c) => c.game === boardGame)?.globalBoard;
    box.textContent = !rule
      ? ""
      : rule.established
        ? fill(T.listingNew, { days: rule.days, dailies: rule.dailies })
        : T.listingYes;
    return;
  }
  const { board, entered } = listing;
  if (board.listed) box.textContent = entered ? T.listingIn : T.listingYes;
  else box.textContent = fill(entered ? T.unlisted : T.listingNo, { reason: reasonText(board.reason) });
}

function renderBoard() {
  const T = ui.T;
  const { board, profile, league } = cache;
  renderListing();
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
  const record = /** @type {Record<GameId, GameRecord | undefined>} */ (profile?.games ?? {})[game];
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
  $("freezes").textContent = profile && record ? fill(T.freezes, { freezes: record.freezes }) : "";
  void renderCalendar(game, record ?? null);
}

/** A leaderboard's rows as a table in `into` (the player's own row marked). */
function boardTable(/** @type {HTMLElement} */ into, /** @type {Leaderboard} */ board) {
  const T = ui.T;
  /** @type {Player | null} */
  const player = stored("player");
  if (!board.rows.length) {
    into.textContent = T.noRows;
    return;
  }
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  /** Columns, with the class that lets a narrow box leave the last ones out. @type {[string, string][]} */
  const columns = [
    [T.rank, ""],
    [T.name, "name"],
    [T.result, ""],
    [T.moves, ""],
    [T.hints, ""],
    [T.time, ""],
    [T.score, "extra"],
    [T.undos, "extra"],
  ];
  for (const [title, kind] of columns) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = title;
    if (kind) th.className = kind;
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
      row.moves,
      row.hints ?? 0,
      minutes(row.timeMs),
      row.score,
      row.undos,
    ];
    cells.forEach((value, i) => {
      const td = tr.insertCell();
      td.textContent = String(value);
      const kind = columns[i]?.[1];
      if (kind) td.className = kind;
      if (kind === "name") td.title = String(value);
    });
  }
  into.replaceChildren(table);
}

/** When the profile's player was made (epoch ms; 0 when unknown). */
const profileSince = () => Date.parse(cache.profile?.createdAt ?? "") || 0;

/**
 * The player's last five weeks of `game` (calendar.js, loaded when a player's record is first
 * shown: a first visit without a player does not need it).
 */
async function renderCalendar(/** @type {GameId} */ game, /** @type {GameRecord | null} */ record) {
  const box = $("calendar");
  const challenge = daily?.challenges.find((c) => c.game === game) ?? daily?.challenges[0];
  if (!record || !daily || !challenge) {
    box.replaceChildren();
    $("calendar-title").hidden = true;
    return;
  }
  const { drawCalendar } = await import("./calendar.js");
  const today = daily.date;
  $("calendar-title").hidden = false;
  $("calendar-title").textContent = fill(ui.T.calendar, { game: gameName(game) });
  box.replaceChildren(
    ...drawCalendar({
      T: ui.T,
      lang: ui.lang,
      today,
      number: challenge.number,
      since: profileSince(),
      record,
    }),
  );
}

// ---- Leagues: make one (its invitation, id/code, shown once), or join one with an invitation.
export async function league(/** @type {boolean} */ make) {
  const T = ui.T;
  /** @type {Player | null} */
  const player = stored("player");
  const note = $("league-note");
  if (!player) return void (note.textContent = T.leagueNeedsPlayer);
  const [id = "", code = ""] = input("league-invite").value.trim().split("/");
  try {
    const made = make
      ? await api("POST", "/v1/leagues", { token: player.token, body: { name: input("league-name").value } })
      : await api("POST", "/v1/leagues/{id}/members", {
          params: { id },
          token: player.token,
          body: { code },
        });
    store("league", { id: made.id, name: made.name });
    note.textContent =
      "joinCode" in made
        ? fill(T.leagueMade, { invite: `${made.id}/${made.joinCode}` })
        : fill(T.leagueJoined, { league: made.name });
    await loadBoard(boardGame);
  } catch (error) {
    note.textContent = errorText(error);
  }
}
