import { describe, expect, it } from "vitest";
import { closesAt, opensAt } from "../../src/daily/calendar.ts";
import { act, auth, clockedApi, enter, newPlayer, okJson, type LeaderboardJson } from "./daily-helpers.ts";
import { change, changed, createSession, get, playFirstMoves, type HistoryJson } from "./session-helpers.ts";

// Conditional reads (RFC 9110): every GET of stored state carries an ETag, and If-None-Match
// naming it gets 304 with no body; a change gives a new one. Paged lists link their next page
// (RFC 8288) beside their `next` field.

const HOUR = 3_600_000;

/** A read's ETag, checked present. */
async function tagOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(path, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  const etag = res.headers.get("ETag");
  expect(etag).toBeTruthy();
  return etag!;
}

/** The read again with If-None-Match: 304, no body, the same ETag. */
async function expectNotModified(path: string, ifNoneMatch: string, etag: string, headers = {}) {
  const res = await get(path, { "If-None-Match": ifNoneMatch, ...headers });
  expect(res.status).toBe(304);
  expect(await res.text()).toBe("");
  expect(res.headers.get("ETag")).toBe(etag);
  return res;
}

describe("a stored game: GET /v1/sessions/{id}", () => {
  it("is 304 for its ETag, 200 with a new one after a move; the move's ETag is the read's", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const path = `/v1/sessions/${game.id}`;
    const first = await get(path);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[0-9a-z]+\.1"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const notModified = await expectNotModified(path, etag, etag);
    expect(notModified.headers.get("Cache-Control")).toBe("no-cache");

    const moved = await change(
      game.id,
      "moves",
      { move: game.legalMoves[0], version: game.version },
      game.ownerToken,
    );
    const after = await changed(moved);
    const newTag = moved.headers.get("ETag")!;
    expect(newTag).not.toBe(etag);
    // The old copy is stale: the whole game again, with the tag the move gave.
    const reread = await get(path, { "If-None-Match": etag });
    expect(reread.status).toBe(200);
    expect(reread.headers.get("ETag")).toBe(newTag);
    expect(((await reread.json()) as { version: number }).version).toBe(after.version);
    await expectNotModified(path, newTag, newTag);
  });

  it("compares weakly, reads lists and `*`, and ignores what is not an entity tag", async () => {
    const game = await createSession({ game: "maze", deal: 4 });
    const path = `/v1/sessions/${game.id}`;
    const etag = await tagOf(path);
    const opaque = etag.slice(2);
    await expectNotModified(path, opaque, etag);
    await expectNotModified(path, `"other", W/"a,b" , ${etag}`, etag);
    await expectNotModified(path, "*", etag);
    for (const miss of ['"other"', "garbage", opaque.slice(1, -1), ""]) {
      expect((await get(path, { "If-None-Match": miss })).status).toBe(200);
    }
    // An unknown game is 404 whatever the header says (`*` names no representation then).
    expect((await get(`/v1/sessions/${"0".repeat(64)}`, { "If-None-Match": "*" })).status).toBe(404);
  });

  it("tells nothing of the deal: two Wall deals at the same version differ only by their creation", async () => {
    const a = await createSession({ game: "wall", deal: 1 });
    const b = await createSession({ game: "wall", deal: 2 });
    const [ta, tb] = [await tagOf(`/v1/sessions/${a.id}`), await tagOf(`/v1/sessions/${b.id}`)];
    const version = (tag: string) => tag.replace(/^W\/"[0-9a-z]+\./, "");
    expect(version(ta)).toBe('1"');
    expect(version(tb)).toBe('1"');
  });

  it("undo and redo give new ETags too", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const path = `/v1/sessions/${game.id}`;
    const played = await playFirstMoves(game, 1);
    const beforeUndo = await tagOf(path);
    const undone = await change(game.id, "undo", { version: played.version }, game.ownerToken);
    expect(undone.status).toBe(200);
    expect(undone.headers.get("ETag")).not.toBe(beforeUndo);
    expect((await get(path, { "If-None-Match": beforeUndo })).status).toBe(200);
    await expectNotModified(path, undone.headers.get("ETag")!, undone.headers.get("ETag")!);
  });
});

describe("a stored game's history: GET /v1/sessions/{id}/history", () => {
  it("links each page to the next (Link rel=next, as `next`), none on the last; 304 while unchanged", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const played = await playFirstMoves(game, 3);
    expect(played.moveCount).toBe(3);
    let path: string | null = `/v1/sessions/${game.id}/history?limit=2`;
    const pages: HistoryJson[] = [];
    while (path !== null) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const page = (await res.json()) as HistoryJson & { next: string | null };
      pages.push(page);
      if (page.next === null) expect(res.headers.get("Link")).toBeNull();
      else expect(res.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
      const etag = res.headers.get("ETag")!;
      await expectNotModified(path, etag, etag);
      path = page.next;
    }
    expect(pages.map((p) => p.moves.length)).toEqual([2, 1]);

    // A move changes every page's tag.
    const first = `/v1/sessions/${game.id}/history?limit=2`;
    const before = await tagOf(first);
    await playFirstMoves({ ...played, ownerToken: game.ownerToken }, 1);
    expect((await get(first, { "If-None-Match": before })).status).toBe(200);
  });
});

describe("a stored game's other reads", () => {
  it("its boards and its export: 304 while unchanged, 200 after a move", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const paths = ["board.svg", "board.txt", "export"].map((end) => `/v1/sessions/${game.id}/${end}`);
    const tags = await Promise.all(paths.map((path) => tagOf(path)));
    for (const [i, path] of paths.entries()) await expectNotModified(path, tags[i]!, tags[i]!);
    // The board's words are the caller's: another language, another tag.
    const spanish = await tagOf(paths[0]!, { "Accept-Language": "es" });
    expect(spanish).not.toBe(tags[0]);
    expect((await get(paths[0]!, { "If-None-Match": tags[0]!, "Accept-Language": "es" })).status).toBe(200);
    await playFirstMoves(game, 1);
    for (const [i, path] of paths.entries()) {
      expect((await get(path, { "If-None-Match": tags[i]! })).status, path).toBe(200);
    }
  });
});

describe("the games: GET /v1/games and /v1/games/{game}", () => {
  it("one ETag per language, kept an hour; a 304 says it varies on Accept-Language and labels no content", async () => {
    for (const path of ["/v1/games", "/v1/games/wall"]) {
      const res = await get(path);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
      const english = res.headers.get("ETag")!;
      const greek = await tagOf(`${path}?lang=el`);
      expect(greek).not.toBe(english);
      // Accept-Language reaches the same reply as ?lang=.
      const notModified = await expectNotModified(path, greek, greek, { "Accept-Language": "el" });
      expect(notModified.headers.get("Vary")).toContain("Accept-Language");
      expect(notModified.headers.get("Content-Language")).toBeNull();
      expect((await get(path, { "If-None-Match": english, "Accept-Language": "el" })).status).toBe(200);
      await expectNotModified(path, english, english);
    }
  });
});

describe("the daily challenge, players and leagues", () => {
  const date = "2027-05-11";

  it("today's challenges, a standing, a profile and a league: 304 while unchanged, 200 once an entry ends", async () => {
    const api = clockedApi(opensAt(date) - HOUR);
    const ada = await newPlayer(api, "Ada");
    const bo = await newPlayer(api, "Bo");
    api.at(Date.parse(`${date}T12:00:00Z`));
    const league = await okJson<{ id: string; joinCode: string }>(
      await api.post("/v1/leagues", { name: "Club" }, auth(ada.token)),
      201,
    );
    const entry = await enter(api, "maze", date, ada.token);
    const paths = [
      "/v1/daily",
      `/v1/daily/maze/${date}/entries/${ada.id}`,
      `/v1/players/${ada.id}`,
      `/v1/leagues/${league.id}`,
      `/v1/leagues/${league.id}/streaks`,
    ];
    const tagsNow = async () =>
      Promise.all(
        paths.map(async (path) => {
          const res = await api.get(path);
          expect(res.status, path).toBe(200);
          return res.headers.get("ETag")!;
        }),
      );
    const before = await tagsNow();
    for (const [i, path] of paths.entries()) {
      const res = await api.get(path, { "If-None-Match": before[i]! });
      expect(res.status, path).toBe(304);
      expect(await res.text()).toBe("");
    }
    // Ada's entry ends: the counts, her standing, profile and streaks change; Bo joins the league.
    expect((await act(api, entry, "resign")).status).toBe(200);
    await okJson(
      await api.post(`/v1/leagues/${league.id}/members`, { code: league.joinCode }, auth(bo.token)),
    );
    const after = await tagsNow();
    for (const [i, path] of paths.entries()) {
      expect(after[i], path).not.toBe(before[i]);
      expect((await api.get(path, { "If-None-Match": before[i]! })).status, path).toBe(200);
    }
  });

  it("a ranked entry's ETag changes with a hint given and when its challenge closes, with no new version", async () => {
    const api = clockedApi(opensAt(date) - HOUR);
    const player = await newPlayer(api, "Cy");
    api.at(Date.parse(`${date}T13:00:00Z`));
    const entry = await enter(api, "maze", date, player.token);
    const path = `/v1/sessions/${entry.id}`;
    const tagAt = async () => (await api.get(path)).headers.get("ETag")!;
    const fresh = await tagAt();
    await okJson(await api.post(`${path}/hint`, undefined, auth(entry.ownerToken)));
    const hinted = await tagAt();
    expect(hinted).not.toBe(fresh);
    expect(hinted).toMatch(/\.h1"$/);
    api.at(closesAt(date));
    const closed = await api.get(path, { "If-None-Match": hinted });
    expect(closed.status).toBe(200);
    const body = (await closed.json()) as { version: number; legalMoves: unknown[] };
    expect(body.version).toBe(entry.version);
    expect(body.legalMoves).toEqual([]);
    expect(closed.headers.get("ETag")).toMatch(/\.h1\.c"$/);
  });

  it("the leaderboard links each page to the next (Link rel=next, as `next`); the last page has none", async () => {
    const day = "2027-05-12";
    const api = clockedApi(opensAt(day) - HOUR);
    const players = await Promise.all(["A", "B", "C"].map((name) => newPlayer(api, name)));
    api.at(Date.parse(`${day}T12:00:00Z`));
    const entries = await Promise.all(players.map((p) => enter(api, "maze", day, p.token)));
    for (const e of entries) expect((await act(api, e, "resign")).status).toBe(200);
    let path: string | null = `/v1/daily/maze/${day}/leaderboard?limit=2`;
    const sizes: number[] = [];
    while (path !== null) {
      const res: Response = await api.get(path);
      const page = await okJson<LeaderboardJson>(res.clone());
      sizes.push(page.rows.length);
      if (page.next === null) expect(res.headers.get("Link")).toBeNull();
      else expect(res.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
      const etag = res.headers.get("ETag")!;
      expect((await api.get(path, { "If-None-Match": etag })).status).toBe(304);
      path = page.next;
    }
    expect(sizes).toEqual([2, 1]);
  });
});
