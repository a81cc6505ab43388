import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "../../src/daily/calendar.ts";
import { challengeName } from "../../src/daily/config.ts";
import { prepareAhead } from "../../src/durable/daily-challenge/prepare-ahead.ts";
import { NOT_READY_RETRY_SECONDS } from "../../src/durable/limits.ts";
import { GAME_IDS } from "../../src/games/registry.ts";
import { expectProblem } from "./helpers.ts";
import { bindings, clockedApi, type ChallengeJson } from "./daily-helpers.ts";

// A closed date whose challenge was never prepared: no request runs the generator for it (up to
// seconds of CPU); the scheduled handler backfills it, a bounded number a run. The app's and the
// handler's clocks are moved; storage is this file's own, so no date here was prepared before.

const challengeStub = (game: string, date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName(game as "maze", date)));

/** Whether the challenge object holds any table (a deal is stored with its tables). */
const hasTables = (game: string, date: string) =>
  runInDurableObject(
    challengeStub(game, date),
    (_, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().length > 0,
  );

describe("a closed date that was never prepared", () => {
  it("is 503 challenge_not_ready with Retry-After on every read, and no request runs the generator", async () => {
    const date = "2027-02-10";
    const api = clockedApi(Date.parse("2027-02-20T12:00:00Z"));
    for (const path of [
      `/v1/daily/maze/${date}`,
      `/v1/daily/maze/${date}/leaderboard`,
      `/v1/daily/wall/${date}`,
    ]) {
      const res = await api.get(path);
      expect(res.headers.get("Retry-After")).toBe(String(NOT_READY_RETRY_SECONDS));
      const body = await expectProblem(res, 503, "challenge_not_ready");
      expect(body.params).toEqual({ date, retryAfter: NOT_READY_RETRY_SECONDS });
    }
    await expectProblem(await api.post(`/v1/daily/maze/${date}/deals`), 503, "challenge_not_ready");
    expect(await hasTables("maze", date)).toBe(false);
    expect(await hasTables("wall", date)).toBe(false);
  });

  it("an open date not prepared yet is prepared by its first request (once, and stored)", async () => {
    const date = "2027-02-15";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    const first = await api.get(`/v1/daily/maze/${date}`);
    expect(first.status).toBe(200);
    expect(await hasTables("maze", date)).toBe(true);
    // Closed now: the stored challenge is served, with its reveal.
    api.at(Date.parse(`${addDays(date, 3)}T12:00:00Z`));
    const closed = (await (await api.get(`/v1/daily/maze/${date}`)).json()) as ChallengeJson;
    expect(closed.status).toBe("closed");
  });

  it("the scheduled handler backfills missed closed dates, a bounded number a run, until each is served", async () => {
    // First date 2027-01-05; from 01:00 to 04:00 UTC on 2027-01-09 the closed dates are 01-05,
    // 01-06 and 01-07 (01-08 is open until 12:00): six challenges to backfill, two a run.
    const env = { ...bindings, DAILY_FIRST_DATE: "2027-01-05" };
    const now = Date.parse("2027-01-09T01:00:00Z");
    const missed = ["2027-01-05", "2027-01-06", "2027-01-07"];
    const api = clockedApi(now);
    await expectProblem(await api.get("/v1/daily/maze/2027-01-06"), 503, "challenge_not_ready");
    const runs: number[] = [];
    for (let run = 0; run < 4; run++) {
      const done = await prepareAhead(env, now + run * 3_600_000, { dates: 24, prepares: 2 });
      expect(done.every((p) => p.ok)).toBe(true);
      // The dates ahead (open ones and the next days) are never part of the backfill.
      expect(done.filter((p) => p.backfill).every((p) => missed.includes(p.date))).toBe(true);
      runs.push(done.filter((p) => p.backfill && p.fresh).length);
    }
    expect(runs).toEqual([2, 2, 2, 0]);
    for (const date of missed)
      for (const game of GAME_IDS) {
        const res = await api.get(`/v1/daily/${game}/${date}`);
        expect(res.status, `${game} ${date}`).toBe(200);
        expect(((await res.json()) as ChallengeJson).status).toBe("closed");
      }
    // Nothing before the first date was touched.
    expect(await hasTables("maze", "2027-01-04")).toBe(false);
  });
});
