import { runInDurableObject } from "cloudflare:test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/http/app.ts";
import { closesAt, opensAt } from "../../src/daily/calendar.ts";
import { ArchiveStore } from "../../src/durable/archive/archive-store.ts";
import { ARCHIVE_STEPS } from "../../src/durable/archive/archive-steps.ts";
import { appliedStep } from "../../src/durable/migrations.ts";
import { prepareAhead } from "../../src/durable/daily-challenge/prepare-ahead.ts";
import { expectProblem } from "./helpers.ts";
import {
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  playHints,
  type ChallengeJson,
  type EntryCountsJson,
} from "./daily-helpers.ts";

// The archive of closed challenges and the feeds, with the app's and the scheduled handler's
// clocks moved. Storage is this file's own: no date here was prepared or archived before.

interface ArchiveJson {
  game: string;
  days: {
    date: string;
    number: number;
    par: number;
    entries: EntryCountsJson;
    winner: { name: string; playerId: string; moves: number; sessionId: string; replay: string } | null;
    links: { challenge: string; leaderboard: string; play: string };
  }[];
  next: string | null;
}

const FIRST = "2027-05-06";
const CLOSED = ["2027-05-08", "2027-05-07", "2027-05-06"];
/** 11:00 UTC on 05-10: 05-06 to 05-08 have closed, 05-09 closes at 12:00. */
const NOW = Date.parse("2027-05-10T11:00:00Z");
const env = { ...bindings, DAILY_FIRST_DATE: FIRST };
const api = clockedApi(Date.parse(`${FIRST}T12:00:00Z`));
let player: { id: string; token: string; name: string };

const mazeRecord = async () => {
  const profile = await okJson<{ games: Record<string, unknown> }>(await api.get(`/v1/players/${player.id}`));
  return profile.games.maze;
};

beforeAll(async () => {
  // A ranked win on the first date (its board's winner), then the hourly run after three closed.
  player = await newPlayer(api, "Ariadne");
  const won = await playHints(api, await enter(api, "maze", FIRST, player.token));
  expect(won.status).toBe("won");
  api.at(NOW);
  const done = await prepareAhead(env, NOW, { dates: 24, prepares: 24 });
  expect(done.every((p) => p.ok)).toBe(true);
});

describe("the archive of closed challenges", () => {
  it("pages through the closed dates, newest first, by date, with a Link to the next page", async () => {
    const first = await api.get("/v1/daily/maze/archive?limit=2");
    const page = await okJson<ArchiveJson>(first);
    expect(page.days.map((d) => d.date)).toEqual(CLOSED.slice(0, 2));
    expect(page.next).toBe(`/v1/daily/maze/archive?before=${CLOSED[1]}&limit=2`);
    expect(first.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    const second = await api.get(page.next!);
    const last = await okJson<ArchiveJson>(second);
    expect(last.days.map((d) => d.date)).toEqual(CLOSED.slice(2));
    expect(last.next).toBeNull();
    expect(second.headers.get("Link")).toBeNull();

    // The first date: its winner, counts and par as its challenge says, and where its things are.
    const day = last.days[0]!;
    const challenge = await okJson<ChallengeJson>(await api.get(day.links.challenge));
    expect(challenge.reveal).toBeDefined();
    expect(day.par).toBe(challenge.par);
    expect(day.entries).toEqual(challenge.entries);
    expect(day.winner).toMatchObject({ name: "Ariadne", playerId: player.id });
    const history = await api.get(day.winner!.replay);
    expect(history.status).toBe(200);
    // A date nobody played has no winner.
    expect(page.days[0]!.winner).toBeNull();
    expect(page.days[0]!.entries.all.total).toBe(0);
  });

  it("reads a page and one more row from the archive, however many days it keeps", async () => {
    const stub = bindings.DAILY_ARCHIVES.get(bindings.DAILY_ARCHIVES.idFromName("maze"));
    const rows = await runInDurableObject(stub, (_, state) => {
      // Its schema made by the numbered steps, at the last one.
      expect(appliedStep(state.storage.sql)).toBe(ARCHIVE_STEPS.length);
      const store = new ArchiveStore(state.storage);
      expect(store.page("2000-01-01", "2999-12-31", 1).days).toHaveLength(1);
      return store.rowsRead;
    });
    expect(rows).toBeLessThanOrEqual(2);
  });

  it("is kept at the edge: a second read is the cache's (its Link kept), another page reaches the archive", async () => {
    const app = createApp({ now: () => NOW });
    const cached = { ...bindings, DAILY_CACHE: undefined };
    const get = (path: string) => app.request(`http://api.test${path}`, {}, cached);
    const first = await get("/v1/daily/maze/archive?limit=2");
    const page = await okJson<ArchiveJson>(first);
    // The newest day changes behind the cache's back, straight in the archive's storage.
    const stub = bindings.DAILY_ARCHIVES.get(bindings.DAILY_ARCHIVES.idFromName("maze"));
    await runInDurableObject(stub, (_, state) => {
      new ArchiveStore(state.storage).record({ ...page.days[0]!, par: 999, winner: null }, NOW);
    });
    const again = await get("/v1/daily/maze/archive?limit=2");
    expect(await okJson<ArchiveJson>(again)).toEqual(page);
    expect(again.headers.get("Link")).toBe(first.headers.get("Link"));
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const other = await okJson<ArchiveJson>(await get("/v1/daily/maze/archive?limit=3"));
    expect(other.days[0]!.par).toBe(999);
    // Put back as the hourly run wrote it.
    await runInDurableObject(stub, (_, state) => {
      const { number: _n, links: _l, ...day } = page.days[0]!;
      new ArchiveStore(state.storage).record({ ...day, winner: null }, NOW);
    });
  });

  it("refuses a `before` that is no date, and lists nothing before the first closed date", async () => {
    await expectProblem(await api.get("/v1/daily/maze/archive?before=yesterday"), 400, "invalid_date");
    await expectProblem(await api.get("/v1/daily/chess/archive"), 404, "unknown_game");
    const none = await okJson<ArchiveJson>(await api.get(`/v1/daily/maze/archive?before=${FIRST}`));
    expect(none).toMatchObject({ days: [], next: null });
    // A start past the newest closed date is the first page (one address for it at the edge).
    const late = await okJson<ArchiveJson>(await api.get("/v1/daily/maze/archive?before=2999-01-01&limit=2"));
    expect(late.days.map((d) => d.date)).toEqual(CLOSED.slice(0, 2));
  });

  it("a closed date played unranked (its stateless deal, won by its proof line) leaves the streak unchanged", async () => {
    const before = await mazeRecord();
    const date = CLOSED[1]!;
    const reveal = (await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`))).reveal!;
    let game = await okJson<{ state: string; status: string; daily?: { ranked: boolean } }>(
      await api.post(`/v1/daily/maze/${date}/deals`),
      201,
    );
    for (const move of reveal.proof)
      game = await okJson(await api.post("/v1/games/maze/moves", { state: game.state, move }));
    expect(game.status).toBe("won");
    expect(await mazeRecord()).toEqual(before);
  });
});

describe("the feeds", () => {
  it("an Atom feed lists an opening and a closing (with its reveal), parsed by an XML library", async () => {
    const res = await api.get("/v1/daily/maze/feed.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    // 11:00 UTC: the next closing is at 12:00.
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(
      await res.text(),
    );
    const feed = parsed.feed as {
      xmlns: string;
      id: string;
      updated: string;
      entry: {
        id: string;
        updated: string;
        link: { rel: string; href: string }[];
        category: { term: string };
      }[];
    };
    expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
    const opened = feed.entry.find((e) => e.id === "urn:patience-api:daily:maze:2027-05-11:opened");
    expect(opened?.updated).toBe(new Date(opensAt("2027-05-11")).toISOString());
    const closed = feed.entry.find((e) => e.id === `urn:patience-api:daily:maze:${CLOSED[0]}:closed`);
    expect(closed?.category.term).toBe("closed");
    expect(closed?.updated).toBe(new Date(closesAt(CLOSED[0]!)).toISOString());
    expect(closed?.link.find((l) => l.rel === "alternate")?.href).toBe(
      `http://api.test/v1/daily/maze/${CLOSED[0]}`,
    );
    // Nothing that has not happened: 05-09 is still open, 05-12 not yet.
    const ids = feed.entry.map((e) => e.id);
    expect(ids).not.toContain("urn:patience-api:daily:maze:2027-05-09:closed");
    expect(ids).not.toContain("urn:patience-api:daily:maze:2027-05-12:opened");
    expect(feed.updated).toBe(new Date(opensAt("2027-05-11")).toISOString());
  });

  it("an iCalendar lists each date from its opening to its closing, parsed by a calendar library", async () => {
    const res = await api.get("/v1/daily/maze/calendar.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    // CRLF line ends, and no line longer than 75 octets.
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const byUid = (uid: string) => events.find((e) => e.uid === uid);
    // A closed date (its opening and closing, its reveal in the description) and one coming.
    const closed = byUid(`maze-${CLOSED[0]}@daily.patience-api`)!;
    expect(closed.startDate.toJSDate().getTime()).toBe(opensAt(CLOSED[0]!));
    expect(closed.endDate.toJSDate().getTime()).toBe(closesAt(CLOSED[0]!));
    expect(closed.description).toContain(`http://api.test/v1/daily/maze/${CLOSED[0]}`);
    const coming = byUid("maze-2027-05-14@daily.patience-api")!;
    expect(coming.startDate.toJSDate().getTime()).toBe(opensAt("2027-05-14"));
    expect(closed.component.getFirstPropertyValue("dtstamp")).not.toBeNull();
    // Nothing before the first date (the app's first date here is the deployment's).
    expect(events.length).toBeGreaterThan(7);
  });

  it("answers 304 to the ETag it gave", async () => {
    const first = await api.get("/v1/daily/maze/calendar.ics");
    const etag = first.headers.get("ETag")!;
    const again = await api.get("/v1/daily/maze/calendar.ics", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });
});
