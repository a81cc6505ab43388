// @ts-check
// The player's calendar of daily challenges: which day was won, lost, kept by a freeze, missed,
// is open or to come, or had nothing to play, in weeks from Monday with the month(s), the
// weekdays and a legend (what each day is: calendar-days.js). Loaded by daily.js when a
// player's record is first shown.
import { fill } from "./i18n.js";
import { calendarWeeks, isoDate } from "./calendar-days.js";
import { DAY_MS } from "./days.js";

/** @typedef {import("./lang/en.js").Texts} Texts */
/** @typedef {import("./state.js").Schemas["PlayerProfile"]} PlayerProfile */
/** @typedef {PlayerProfile["games"][keyof PlayerProfile["games"]]} GameRecord */

/** What each kind of day is called in the legend, and its words on a day. */
const DAY_WORDS = /** @type {const} */ ({
  won: ["legendWon", "dayWon"],
  lost: ["legendLost", "dayLost"],
  frozen: ["legendFrozen", "dayFrozen"],
  missed: ["legendMissed", "dayNone"],
  open: ["legendOpen", "dayOpen"],
  future: ["legendFuture", "dayFuture"],
  before: ["legendBefore", "dayBefore"],
});

/**
 * The calendar of five weeks up to the week of `today` (challenge `number`, so the first
 * challenge is `number` days before) for a player made at `since`, and its legend.
 * @param {{ T: Texts, lang: string, today: string, number: number, since: number, record: GameRecord }} at
 */
export function drawCalendar({ T, lang, today, number, since, record }) {
  const first = isoDate(Date.parse(`${today}T00:00:00Z`) - number * DAY_MS);
  const weeks = calendarWeeks({
    today,
    first,
    now: Date.now(),
    since,
    results: record.recent,
    frozen: record.frozen,
  });
  const byDate = new Map(record.recent.map((r) => [r.date, r]));
  const utc = (/** @type {string} */ date) => new Date(`${date}T12:00:00Z`);
  const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(lang, { month: "short", timeZone: "UTC" });
  const table = document.createElement("table");
  table.className = "days";
  const [from, to] = [weeks[0]?.[0]?.date ?? today, weeks.at(-1)?.at(-1)?.date ?? today].map((date) =>
    month.format(utc(date)),
  );
  table.createCaption().textContent = from === to ? `${from}` : `${from} – ${to}`;
  const head = table.createTHead().insertRow();
  for (const day of weeks[0] ?? []) {
    const th = document.createElement("th");
    th.scope = "col";
    const d = utc(day.date);
    th.textContent = d.toLocaleDateString(lang, { weekday: "narrow", timeZone: "UTC" });
    th.title = d.toLocaleDateString(lang, { weekday: "long", timeZone: "UTC" });
    head.append(th);
  }
  const body = table.createTBody();
  for (const week of weeks) {
    const tr = body.insertRow();
    for (const { date, kind } of week) {
      const td = tr.insertCell();
      td.className = `day ${kind}`;
      if (date === today) td.classList.add("today");
      const dayOfMonth = Number(date.slice(8));
      // The first of a month names it: the grid crosses months.
      td.textContent = dayOfMonth === 1 ? `${dayOfMonth} ${short.format(utc(date))}` : String(dayOfMonth);
      const r = byDate.get(date);
      const words = fill(T[DAY_WORDS[kind][1]], { date, score: r?.score ?? "", moves: r?.moves ?? "" });
      td.title = words;
      td.setAttribute("aria-label", words);
    }
  }
  const legend = document.createElement("ul");
  legend.className = "legend";
  for (const [kind, [name]] of Object.entries(DAY_WORDS)) {
    const li = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = `day ${kind}`;
    swatch.setAttribute("aria-hidden", "true");
    li.append(swatch, T[name]);
    legend.append(li);
  }
  return [table, legend];
}
