import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { closesAt, opensAt } from "../../src/daily/calendar.ts";
import { challengeName, dailySecret } from "../../src/daily/config.ts";
import { prepareChallenge } from "../../src/daily/derive.ts";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import { RETENTION_MS } from "../../src/durable/limits.ts";
import { createApp } from "../../src/http/app.ts";
import { CLOSED_EDGE_TTL, OPEN_EDGE_TTL } from "../../src/http/edge-cache.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { expectProblem, type GameJson } from "./helpers.ts";
import {
  act,
  auth,
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  playHints,
  type ChallengeJson,
  type EntryJson,
  type LeaderboardJson,
} from "./daily-helpers.ts";

const HOUR = 3_600_000;
/** Noon UTC of a date: every date from the day before to the day after is open then or near. */
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

const challengeStub = (game: string, date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName(game as "maze", date)));

describe("caching", () => {
  it("`today` is not kept past midnight UTC; an open date is kept ten seconds, a closed one a day", async () => {
    const api = clockedApi(Date.parse("2027-03-10T23:59:55Z"));
    const today = await api.get("/v1/daily/maze/today");
    expect(today.status).toBe(200);
    expect(today.headers.get("Cache-Control")).toBe("public, max-age=5");
    const named = await api.get("/v1/daily/maze/2027-03-10");
    expect(named.headers.get("Cache-Control")).toBe(`public, max-age=${OPEN_EDGE_TTL}`);
    const board = await api.get("/v1/daily/maze/2027-03-10/leaderboard");
    expect(board.headers.get("Cache-Control")).toBe(`public, max-age=${OPEN_EDGE_TTL}`);
    api.at(Date.parse("2027-03-11T00:00:00Z"));
    expect((await api.get("/v1/daily/maze/today")).headers.get("Cache-Control")).toBe(
      `public, max-age=${OPEN_EDGE_TTL}`,
    );
    api.at(closesAt("2027-03-10"));
    expect((await api.get("/v1/daily/maze/2027-03-10")).headers.get("Cache-Control")).toBe(
      `public, max-age=${CLOSED_EDGE_TTL}`,
    );
  });

  it("a second read within the TTL is the edge cache's: it does not reach the challenge; If-None-Match gets 304", async () => {
    const date = "2027-03-12";
    const app = createApp({ now: () => noon(date) });
    const cached = { ...bindings, DAILY_CACHE: undefined };
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(`http://api.test${path}`, { headers }, cached);
    const board = `/v1/daily/maze/${date}/leaderboard`;
    const first = await get(board);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const before = (await first.json()) as LeaderboardJson;
    const challenge = (await (await get(`/v1/daily/maze/${date}`)).json()) as ChallengeJson;
    // An entry finishes behind the cache's back, straight in the challenge's storage.
    await runInDurableObject(challengeStub("maze", date), (_, state) => {
      const store = new ChallengeStore(state.storage);
      store.addEntry("p-late", "Late", "s-late", noon(date));
      store.finish({
        ...{ playerId: "p-late", sessionId: "s-late", result: "lost", score: 3, moves: 4 },
        ...{ undos: 0, hints: 0, startedAt: noon(date), finishedAt: noon(date) + 1000 },
      });
    });
    // Within the TTL both reads are the cached ones: they did not reach the object.
    const again = await get(board);
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await again.json()) as LeaderboardJson).toEqual(before);
    const challengeAgain = (await (await get(`/v1/daily/maze/${date}`)).json()) as ChallengeJson;
    expect(challengeAgain.entries).toEqual(challenge.entries);
    // The client's own copy is still good: 304, no body.
    const revalidated = await get(board, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // Another page is another key: it reaches the object and sees the new entry.
    const other = (await (await get(`${board}?limit=5`)).json()) as LeaderboardJson;
    expect(other.entries.total).toBe(before.entries.total + 1);
    expect(other.rows.map((r) => r.name)).toContain("Late");
  });
});

describe("the window of a date", () => {
  it("opens at 00:00 UTC+14 and closes at 24:00 UTC-12: nothing before, the reveal only after", async () => {
    const date = "2027-03-10";
    const api = clockedApi(opensAt(date) - 1);
    expect(opensAt(date)).toBe(Date.parse("2027-03-09T10:00:00Z"));
    expect(closesAt(date)).toBe(Date.parse("2027-03-11T12:00:00Z"));

    const early = await expectProblem(await api.get(`/v1/daily/maze/${date}`), 404, "challenge_not_open");
    // Nothing about the deal: the problem's own members only.
    expect(Object.keys(early).sort()).toEqual(["code", "detail", "params", "status", "title", "type"]);
    expect(early.params).toEqual({ date, opensAt: "2027-03-09T10:00:00.000Z" });
    await expectProblem(await api.post(`/v1/daily/maze/${date}/deals`), 404, "challenge_not_open");
    await expectProblem(await api.get(`/v1/daily/maze/${date}/leaderboard`), 404, "challenge_not_open");

    api.at(opensAt(date));
    const open = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    expect(open).toMatchObject({ game: "maze", date, status: "open", scheme: "patience-daily/v1" });
    expect(open.opensAt).toBe("2027-03-09T10:00:00.000Z");
    expect(open.closesAt).toBe("2027-03-11T12:00:00.000Z");
    expect(open.number).toBe(99); // days since the first date, 2026-12-01
    expect(open.reveal).toBeUndefined();
    expect(open.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.par).toBeGreaterThan(0);

    api.at(closesAt(date) - 1);
    expect((await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`))).reveal).toBeUndefined();

    api.at(closesAt(date));
    const closed = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    expect(closed.status).toBe("closed");
    expect(closed.reveal?.salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The documented fields only (the stored layout text is not one of them).
    expect(Object.keys(closed.reveal!).sort()).toEqual([
      "candidate",
      "layout",
      "pack",
      "proof",
      "salt",
      "scheme",
    ]);
    // The same challenge: the reveal belongs to what was committed while open.
    expect({ ...closed, status: "open", reveal: undefined, entries: open.entries }).toEqual(open);
  });

  it("refuses malformed dates, dates before the first one and unknown games", async () => {
    const api = clockedApi(noon("2027-03-10"));
    for (const bad of ["2027-3-10", "2027-02-29", "yesterday", "2027-03-10T00:00"]) {
      await expectProblem(await api.get(`/v1/daily/maze/${bad}`), 400, "invalid_date");
    }
    const before = await expectProblem(await api.get("/v1/daily/maze/2026-11-30"), 404, "no_challenge");
    expect(before.params).toEqual({ firstDate: "2026-12-01" });
    await expectProblem(await api.get("/v1/daily/spider/today"), 404, "unknown_game");
  });

  it("today's challenges: one per game, for the date in UTC", async () => {
    const api = clockedApi(Date.parse("2027-03-12T23:59:00Z"));
    const today = await okJson<{ date: string; challenges: ChallengeJson[] }>(await api.get("/v1/daily"));
    expect(today.date).toBe("2027-03-12");
    expect(today.challenges.map((c) => c.game)).toEqual(["wall", "maze"]);
    const one = await okJson<ChallengeJson>(await api.get("/v1/daily/maze/today"));
    expect(one).toEqual(today.challenges[1]);
  });
});

describe("the deal of a date", () => {
  it("is the documented keyed shuffle of the secret and the date, the same on every request", async () => {
    const date = "2027-03-13";
    // Prepared while open (no request prepares a closed date), then read once closed.
    const api = clockedApi(noon(date));
    await okJson(await api.get(`/v1/daily/maze/${date}`));
    api.at(closesAt(date));
    const served = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    const again = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    expect(again).toEqual(served);
    // Derived again here, outside the Durable Object, from the secret this Worker runs with.
    const expected = await prepareChallenge(dailySecret(bindings)!, "maze", date);
    expect(served.reveal!.pack).toEqual(expected.pack);
    expect(served.commitment).toBe(expected.commitment);
    expect(served.par).toBe(expected.par);
    const other = await prepareChallenge("another secret", "maze", date);
    expect(other.pack).not.toEqual(expected.pack);
    const nextDay = await prepareChallenge(dailySecret(bindings)!, "maze", "2027-03-14");
    expect(nextDay.pack).not.toEqual(expected.pack);
  });

  it("once closed, the commitment checks out and the proof line wins through the stateless routes", async () => {
    for (const game of ["maze", "wall"]) {
      const date = "2027-03-15";
      const api = clockedApi(noon(date));
      await okJson(await api.get(`/v1/daily/${game}/${date}`));
      api.at(closesAt(date) + HOUR);
      const c = await okJson<ChallengeJson>(await api.get(`/v1/daily/${game}/${date}`));
      const reveal = c.reveal!;
      // The commitment, computed from the published recipe with an independent canonical JSON.
      const canonical = (v: unknown): string =>
        Array.isArray(v)
          ? `[${v.map(canonical).join(",")}]`
          : v !== null && typeof v === "object"
            ? `{${Object.keys(v)
                .sort()
                .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
                .join(",")}}`
            : JSON.stringify(v);
      const text = `patience-daily/v1|${game}|${date}|${reveal.salt}|${canonical(reveal.layout)}`;
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
      expect(hex).toBe(c.commitment);

      // The proof, replayed by a client through the public stateless routes.
      let g = await okJson<GameJson>(
        await api.post(`/v1/games/${game}/deals`, { layout: reveal.layout }),
        201,
      );
      expect(g.view.slots).toEqual(
        c.start.view.slots.map((s, i) => (s.includes("??") ? g.view.slots[i] : s)),
      );
      for (const move of reveal.proof) {
        g = await okJson<GameJson>(await api.post(`/v1/games/${game}/moves`, { state: g.state, move }));
      }
      expect(g.status).toBe("won");
      expect(reveal.proof).toHaveLength(c.par);
    }
  });
});

describe("casual play of a daily deal", () => {
  it("of an open Wall date is refused (ranked entries only), then dealt once it closes", async () => {
    const date = "2027-03-17";
    const api = clockedApi(noon(date));
    const open = await okJson<ChallengeJson>(await api.get(`/v1/daily/wall/${date}`));
    const refused = await expectProblem(
      await api.post(`/v1/daily/wall/${date}/deals`),
      409,
      "ranked_only_while_open",
    );
    expect(refused.params).toEqual({ game: "wall", date, closesAt: new Date(closesAt(date)).toISOString() });
    expect(refused.detail).toContain("played only as ranked entries");
    // A ranked entry still plays it.
    const player = await newPlayer(api, "Ranked");
    expect((await enter(api, "wall", date, player.token)).daily).toMatchObject({ ranked: true });
    // Closed: the date's deal as an archive, its start the challenge's.
    api.at(closesAt(date));
    const g = await okJson<GameJson & { daily?: unknown }>(
      await api.post(`/v1/daily/wall/${date}/deals`),
      201,
    );
    expect(g.daily).toEqual({ date, ranked: false });
    expect(g.view).toEqual(open.start.view);
  });

  it("is a stateless game whose token stays marked daily through every move, never ranked", async () => {
    const date = "2027-03-16";
    const api = clockedApi(noon(date));
    const c = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    const g = await okJson<GameJson & { daily?: unknown }>(
      await api.post(`/v1/daily/maze/${date}/deals`),
      201,
    );
    expect(g.origin).toBe("daily");
    expect(g.daily).toEqual({ date, ranked: false });
    expect(g.view).toEqual(c.start.view);
    expect(g.legalMoves).toEqual(c.start.legalMoves);
    const moved = await okJson<GameJson & { daily?: unknown }>(
      await api.post("/v1/games/maze/moves", { state: g.state, move: g.legalMoves[0] }),
    );
    expect(moved.origin).toBe("daily");
    expect(moved.daily).toEqual({ date, ranked: false });
    // The mark is bound to the token: another date of the same length is a forgery.
    const bytes = Uint8Array.from(atob(moved.state.replace(/-/g, "+").replace(/_/g, "/")), (ch) =>
      ch.charCodeAt(0),
    );
    const at = new TextDecoder("latin1").decode(bytes).indexOf(`daily:${date}`);
    expect(at).toBeGreaterThan(0);
    bytes.set(new TextEncoder().encode("daily:2027-03-17"), at);
    const forged = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    await expectProblem(
      await api.post("/v1/games/maze/moves", { state: forged, move: moved.legalMoves[0] }),
      422,
      "state_tampered",
    );
  });
});

describe("ranked entries", () => {
  it("one per player and date, even when asked twice at once; none after the challenge closes", async () => {
    const date = "2027-03-17";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Ada");
    const [a, b] = await Promise.all([
      api.post(`/v1/daily/maze/${date}/entries`, undefined, auth(p.token)),
      api.post(`/v1/daily/maze/${date}/entries`, undefined, auth(p.token)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = [a, b].find((r) => r.status === 409)!;
    await expectProblem(refused, 409, "already_entered");
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries`, undefined, auth(p.token)),
      409,
      "already_entered",
    );
    // Another game's challenge of the same date is another entry.
    await enter(api, "wall", date, p.token);

    api.at(closesAt(date));
    const late = await newPlayer(api, "Late");
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries`, undefined, auth(late.token)),
      409,
      "challenge_closed",
    );
    await expectProblem(await api.post(`/v1/daily/maze/${date}/entries`), 401, "missing_player_token");
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries`, undefined, auth("x.y")),
      401,
      "invalid_player_token",
    );
  });

  it("a Wall entry cannot be undone or exported while open; a Maze entry counts its undos", async () => {
    const date = "2027-03-18";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Grace");
    const wall = await enter(api, "wall", date, p.token);
    expect(wall).toMatchObject({ origin: "daily", daily: { date, ranked: true, playerId: p.id, undos: 0 } });
    const moved = await okJson<EntryJson>(await act(api, wall, "moves", wall.legalMoves[0]));
    await expectProblem(
      await act(api, { ...moved, ownerToken: wall.ownerToken }, "undo"),
      409,
      "undo_not_allowed",
    );
    await expectProblem(await api.get(`/v1/sessions/${wall.id}/export`), 409, "challenge_open");

    const maze = await enter(api, "maze", date, p.token);
    const one = {
      ...(await okJson<EntryJson>(await act(api, maze, "moves", maze.legalMoves[0]))),
      ownerToken: maze.ownerToken,
    };
    const undone = await okJson<EntryJson>(await act(api, one, "undo"));
    expect(undone.daily.undos).toBe(1);
    expect(undone.moveCount).toBe(0);

    // After the close, a ranked entry takes no more moves.
    api.at(closesAt(date));
    await expectProblem(
      await act(api, { ...undone, ownerToken: maze.ownerToken }, "redo"),
      409,
      "challenge_closed",
    );
  });
});

describe("my entry", () => {
  it("a player who lost the entry's reply gets a new owner token; the old one stops working", async () => {
    const date = "2027-04-19";
    const api = clockedApi(noon(date));
    const p = await newPlayer(api, "Hopper");
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(p.token)),
      404,
      "no_entry",
    );
    const lost = await enter(api, "maze", date, p.token);
    const res = await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(p.token));
    const again = await okJson<EntryJson>(res, 200);
    expect(res.headers.get("Location")).toBe(`/v1/sessions/${lost.id}`);
    expect(again).toMatchObject({ id: lost.id, version: lost.version, player: { id: p.id, name: "Hopper" } });
    expect(again.ownerToken).not.toBe(lost.ownerToken);
    await expectProblem(await act(api, lost, "moves", lost.legalMoves[0]), 403, "not_owner");
    const moved = await okJson<EntryJson>(await act(api, again, "moves", again.legalMoves[0]));
    expect(moved.moveCount).toBe(1);
    // Another player cannot take it: they have no entry of their own.
    const q = await newPlayer(api, "Eve");
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(q.token)),
      404,
      "no_entry",
    );
    api.at(closesAt(date));
    await expectProblem(
      await api.post(`/v1/daily/maze/${date}/entries/mine`, undefined, auth(p.token)),
      409,
      "challenge_closed",
    );
  });
});

describe("the leaderboard", () => {
  it("counts a ranked entry's hints: given to its owner only while in play, and a win by hints ranks below one without", async () => {
    const date = "2027-03-21";
    const api = clockedApi(noon(date));
    const [hinter, solo] = await Promise.all(["Hinter", "Solo"].map((n) => newPlayer(api, n)));
    const h = await enter(api, "maze", date, hinter!.token);
    const o = await enter(api, "maze", date, solo!.token);
    // While in play only the owner may ask (a spectator could otherwise spend its hints).
    await expectProblem(await api.post(`/v1/sessions/${h.id}/hint`), 401, "missing_owner_token");
    await expectProblem(
      await api.post(`/v1/sessions/${h.id}/hint`, undefined, auth(o.ownerToken)),
      403,
      "not_owner",
    );
    // Hinter: the stored game's hints, quickly. Solo: the same moves found by itself (the
    // engine's own hint, here in the test), later and slower.
    api.at(noon(date) + 60_000);
    const hinted = await playHints(api, h);
    expect(hinted.status).toBe("won");
    expect(hinted.daily).toMatchObject({ ranked: true, hints: hinted.moveCount, undos: 0 });
    api.at(noon(date) + 600_000);
    let now: EntryJson = o;
    const stored = await runInDurableObject(challengeStub("maze", date), (_, st) =>
      new ChallengeStore(st.storage).challenge()!,
    );
    const decoded = mazeEngine.decode(stored.initial);
    if (!decoded.ok) throw new Error("stored challenge does not decode");
    let state = decoded.value;
    while (now.status === "playing") {
      const move = mazeEngine.hint(mazeEngine.view(state)).move;
      state = (mazeEngine.applyMove(state, move!) as { value: { state: typeof state } }).value.state;
      now = { ...(await okJson<EntryJson>(await act(api, now, "moves", move))), ownerToken: o.ownerToken };
    }
    expect(now.status).toBe("won");
    expect(now.moveCount).toBe(hinted.moveCount);
    expect(now.daily).toMatchObject({ ranked: true, hints: 0 });
    // Over: anyone may ask (no hint to give, and nothing counts any more).
    expect(await okJson(await api.post(`/v1/sessions/${h.id}/hint`))).toMatchObject({ move: null });
    const board = await okJson<LeaderboardJson>(await api.get(`/v1/daily/maze/${date}/leaderboard`));
    expect(board.rows.map((r) => [r.name, r.hints, r.timeMs])).toEqual([
      ["Solo", 0, 600_000],
      ["Hinter", hinted.moveCount, 60_000],
    ]);
  });

  it("ranks wins by moves, then undos, then time, then the rest by score; the server records every end itself", async () => {
    const date = "2027-03-19";
    const api = clockedApi(noon(date));
    const players = await Promise.all(
      ["Fast", "Undoer", "Slow", "Quitter", "Sitter"].map((n) => newPlayer(api, n)),
    );
    const fast = players[0]!;
    const entries = new Map<string, EntryJson>();
    for (const p of players) entries.set(p.name, await enter(api, "maze", date, p.token));

    // Fast: the hints from the deal, quickly. Slow: the same line, later. Undoer: one undo first.
    api.at(noon(date) + 60_000);
    const fastEnd = await playHints(api, entries.get("Fast")!);
    expect(fastEnd.status).toBe("won");
    api.at(noon(date) + 120_000);
    const slowEnd = await playHints(api, entries.get("Slow")!);
    expect(slowEnd.moveCount).toBe(fastEnd.moveCount);
    const u = entries.get("Undoer")!;
    const first = await okJson<EntryJson>(await act(api, u, "moves", u.legalMoves[0]));
    const back = await okJson<EntryJson>(await act(api, { ...first, ownerToken: u.ownerToken }, "undo"));
    api.at(noon(date) + 30_000);
    const undoEnd = await playHints(api, { ...back, ownerToken: u.ownerToken });
    expect(undoEnd.status).toBe("won");
    // Quitter: a few moves, then resigns (a higher score than resigning at once).
    const q = await playHints(api, entries.get("Quitter")!, 8);
    const resigned = await okJson<EntryJson>(await act(api, q, "resign"));
    expect(resigned).toMatchObject({ status: "lost", resigned: true, legalMoves: [], redoCount: 0 });
    const after = await okJson<{ move: unknown; reason: string }>(
      await api.post(`/v1/sessions/${q.id}/hint`),
    );
    expect(after).toMatchObject({ move: null, reason: "lost" });
    await expectProblem(
      await act(api, { ...resigned, ownerToken: q.ownerToken }, "moves", q.legalMoves[0]),
      422,
      "game_over",
    );
    const s = entries.get("Sitter")!;
    await okJson(await act(api, s, "resign"));

    const board = await okJson<LeaderboardJson>(await api.get(`/v1/daily/maze/${date}/leaderboard`));
    // Maze shows every card: its board lists every entry (listed and all the same).
    expect(board.entries).toEqual({ total: 5, finished: 5, won: 3, all: { total: 5, finished: 5, won: 3 } });
    // Undoer went back to the deal, so its line is Fast's: same moves, one undo, ranked after
    // both undo-free wins whatever the time.
    expect(undoEnd.moveCount).toBe(fastEnd.moveCount);
    expect(board.rows.map((r) => r.name)).toEqual(["Fast", "Slow", "Undoer", "Quitter", "Sitter"]);
    const byName = Object.fromEntries(board.rows.map((r) => [r.name, r]));
    expect(byName.Fast).toMatchObject({
      result: "won",
      moves: fastEnd.moveCount,
      undos: 0,
      rank: 1,
      timeMs: 60_000,
    });
    expect(byName.Slow).toMatchObject({ result: "won", undos: 0, timeMs: 120_000 });
    expect(byName.Undoer).toMatchObject({ result: "won", undos: 1 });
    expect(byName.Quitter).toMatchObject({ result: "resigned", moves: 8 });
    expect(byName.Quitter!.score).toBeGreaterThan(byName.Sitter!.score);
    // Whatever the Undoer's line, the order is the documented one.
    const key = (r: LeaderboardJson["rows"][number]) =>
      r.result === "won" ? [0, r.moves, r.undos, r.timeMs] : [1, -r.score, r.moves, 0];
    const sorted = [...board.rows].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka.map((x, i) => x - kb[i]!).find((d) => d !== 0) ?? 0;
    });
    expect(board.rows.map((r) => r.name)).toEqual(sorted.map((r) => r.name));
    expect(board.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    // While open, no entry links its stored game (its history would show the deal).
    expect(board.rows.every((r) => r.sessionId === undefined)).toBe(true);

    // The players' own records: a win, and a resignation.
    const profile = await okJson<{
      games: Record<string, { played: number; won: number; currentStreak: number }>;
    }>(await api.get(`/v1/players/${fast.id}`));
    expect(profile.games.maze).toMatchObject({ played: 1, won: 1, currentStreak: 1 });

    api.at(closesAt(date));
    const closed = await okJson<LeaderboardJson>(await api.get(`/v1/daily/maze/${date}/leaderboard`));
    expect(closed.rows.find((r) => r.name === "Fast")!.sessionId).toBe(fastEnd.id);
    // The idle TTL's alarm keeps a game the board links to, until RETENTION_MS after the close
    // (retention.test.ts deletes one then).
    const game = bindings.GAME_SESSIONS.get(bindings.GAME_SESSIONS.idFromString(fastEnd.id));
    expect(await runDurableObjectAlarm(game)).toBe(true);
    expect((await api.get(`/v1/sessions/${fastEnd.id}`)).status).toBe(200);
    expect(await runInDurableObject(game, (_, state) => state.storage.getAlarm())).toBe(
      closesAt(date) + RETENTION_MS,
    );
  });

  it("twenty entries ending at the same moment appear exactly once, page after page", async () => {
    const date = "2027-03-20";
    // Maze: its board lists every entry (a Wall board lists established players only, one per
    // client: daily-board.test.ts). This is about paging.
    const api = clockedApi(opensAt(date) - HOUR);
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => newPlayer(api, `P${i}`)));
    api.at(noon(date));
    const entries = await Promise.all(players.map((p) => enter(api, "maze", date, p.token)));
    const ends = await Promise.all(entries.map((e) => act(api, e, "resign")));
    expect(ends.map((r) => r.status)).toEqual(Array(20).fill(200));
    const seen: string[] = [];
    let next: string | null = `/v1/daily/maze/${date}/leaderboard?limit=7`;
    while (next) {
      const page: LeaderboardJson = await okJson<LeaderboardJson>(await api.get(next));
      seen.push(...page.rows.map((r) => r.playerId));
      next = page.next;
    }
    expect(seen).toHaveLength(20);
    expect(new Set(seen)).toEqual(new Set(players.map((p) => p.id)));
    // A report repeated by a stored game (a retry) changes nothing.
    const again = await challengeStub("maze", date).record({
      playerId: players[0]!.id,
      sessionId: entries[0]!.id,
      result: "won",
      score: 99,
      moves: 1,
      undos: 0,
      hints: 0,
      startedAt: 0,
      finishedAt: 1,
    });
    expect(again).toEqual({ ok: true, value: { recorded: false } });
    const board = await okJson<LeaderboardJson>(
      await api.get(`/v1/daily/maze/${date}/leaderboard?limit=100`),
    );
    expect(board.entries).toEqual({
      total: 20,
      finished: 20,
      won: 0,
      all: { total: 20, finished: 20, won: 0 },
    });
  });
});

describe("streaks", () => {
  it("count consecutive dates won, survive while today is still open, and break on a loss", async () => {
    const api = clockedApi(noon("2027-04-01"));
    const p = await newPlayer(api, "Streaky");
    for (const date of ["2027-04-01", "2027-04-02"]) {
      api.at(noon(date));
      expect((await playHints(api, await enter(api, "maze", date, p.token))).status).toBe("won");
    }
    type Profile = {
      games: Record<string, { currentStreak: number; bestStreak: number; played: number; won: number }>;
    };
    // The next day has begun (and 04-02 is still open somewhere): the streak holds.
    api.at(noon("2027-04-03"));
    expect((await okJson<Profile>(await api.get(`/v1/players/${p.id}`))).games.maze).toMatchObject({
      currentStreak: 2,
      bestStreak: 2,
      played: 2,
      won: 2,
    });
    await okJson(await act(api, await enter(api, "maze", "2027-04-03", p.token), "resign"));
    expect((await okJson<Profile>(await api.get(`/v1/players/${p.id}`))).games.maze).toMatchObject({
      currentStreak: 0,
      bestStreak: 2,
      played: 3,
      won: 2,
    });
  });
});

describe("prepared ahead", () => {
  it("the cron handler stores the challenges of the open dates and the next days", async () => {
    const { default: worker } = await import("../../src/index.ts");
    const { createExecutionContext, createScheduledController, waitOnExecutionContext } =
      await import("cloudflare:test");
    const at = Date.parse("2027-05-01T11:00:00Z");
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: "7 * * * *" }), bindings, ctx);
    await waitOnExecutionContext(ctx);
    // Open at 11:00 UTC: 04-30 (until 12:00), 05-01, 05-02 (from 10:00); then 05-03 ahead.
    for (const date of ["2027-04-30", "2027-05-01", "2027-05-02", "2027-05-03"]) {
      for (const game of ["wall", "maze"]) {
        const stored = await runInDurableObject(challengeStub(game, date), (_, state) =>
          state.storage.sql.exec("SELECT date, par FROM challenge").toArray(),
        );
        expect(stored, `${game} ${date}`).toHaveLength(1);
        expect(stored[0]!.date).toBe(date);
      }
    }
    // Not prepared, and not even set up: a challenge's tables come with its deal.
    const notAhead = await runInDurableObject(challengeStub("maze", "2027-05-04"), (_, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray(),
    );
    expect(notAhead).toEqual([]);
  });
});
