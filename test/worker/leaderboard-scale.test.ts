import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challengeName } from "../../src/daily/config.ts";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import { bindings, clockedApi, okJson, type LeaderboardJson } from "./daily-helpers.ts";

// A challenge of 100,000 finished entries, filled through the store's own writes: every public
// read (the first page, a deep page, the counts) reads its page's rows and a constant more,
// measured by the SQL cursors' `rowsRead`; and pages follow one another by their cursors in the
// documented order (checked against the entries as generated here).

const DATE = "2027-08-03";
const ENTRIES = 100_000;
const PAGE = 100;
const DISTINCT = 50_000;
const stub = (date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName("maze", date)));

interface Made {
  id: string;
  won: boolean;
  hints: number;
  moves: number;
  undos: number;
  score: number;
  timeMs: number;
  finishedAt: number;
}

/** The entries, from a seeded generator: many ties, so the tie-breaks are exercised. */
function entries(): Made[] {
  let seed = 12345;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  return Array.from({ length: ENTRIES }, (_, i) => {
    const won = next(3) > 0;
    return {
      id: `p${String(i).padStart(6, "0")}`,
      won,
      hints: won ? next(4) : 0,
      moves: 80 + next(40),
      undos: next(3),
      score: won ? 52 : next(50),
      timeMs: 1000 * (60 + next(600)),
      finishedAt: 1_800_000_000_000 + next(80_000_000),
    };
  });
}

/** The documented order, written out independently of the store's sort key. */
function order(a: Made, b: Made): number {
  const key = (e: Made) =>
    e.won
      ? [0, e.hints, e.moves, e.undos, e.timeMs, e.finishedAt]
      : [1, -e.score, e.moves, 0, 0, e.finishedAt];
  const [ka, kb] = [key(a), key(b)];
  const d = ka.map((x, i) => x - kb[i]!).find((x) => x !== 0);
  return d ?? (a.id < b.id ? -1 : 1);
}

/** Enters and finishes every entry through the store's own writes, in one transaction. */
async function fill(date: string, made: readonly Made[]): Promise<void> {
  await runInDurableObject(stub(date), (_, state) =>
    state.storage.transactionSync(() => {
      const store = new ChallengeStore(state.storage);
      for (const e of made) {
        store.addEntry(e.id, e.id, `s-${e.id}`, e.finishedAt - e.timeMs);
        store.finish({
          playerId: e.id,
          sessionId: `s-${e.id}`,
          result: e.won ? "won" : "lost",
          score: e.score,
          moves: e.moves,
          undos: e.undos,
          hints: e.hints,
          startedAt: e.finishedAt - e.timeMs,
          finishedAt: e.finishedAt,
        });
      }
    }),
  );
}

/** Rows read by one read on a store as a request finds it (a new instance over the same storage). */
const reading = (state: DurableObjectState) => (what: (store: ChallengeStore) => unknown) => {
  const store = new ChallengeStore(state.storage);
  const before = store.rowsRead;
  what(store);
  return store.rowsRead - before;
};

/** A standing reads at most this many rows of the counts by bucket: 2 × 25 Fenwick nodes and the total. */
const STANDING_ROWS = 51;

describe(`a leaderboard of ${ENTRIES.toLocaleString("en")} entries`, () => {
  it("reads a page's rows and a constant more, first page or deep, and pages in order", async () => {
    const api = clockedApi(Date.parse(`${DATE}T12:00:00Z`));
    await okJson(await api.get(`/v1/daily/maze/${DATE}`)); // prepares the challenge
    const made = entries();
    await fill(DATE, made);
    const ranked = [...made].sort(order);

    // What each read costs, on a store as a request finds it.
    const cost = await runInDurableObject(stub(DATE), (_, state) => {
      const read = reading(state);
      const deep = state.storage.sql
        .exec<{ sort_key: string }>("SELECT sort_key FROM entries ORDER BY sort_key LIMIT 1 OFFSET ?", 90_000)
        .one().sort_key;
      return {
        counts: read((s) => s.counts()),
        challenge: read((s) => {
          s.challenge();
          s.counts();
        }),
        first: read((s) => s.ranking(null, PAGE + 1)),
        deep: read((s) => s.ranking(deep, PAGE + 1)),
        entry: read((s) => s.entry(made[77]!.id)),
        // A player's rank: its row, then the counts by bucket (a Fenwick tree's nodes).
        standing: read((s) => s.standing(s.entry(made[77]!.id)!)),
      };
    });
    expect(cost.counts).toBe(1);
    expect(cost.challenge).toBeLessThanOrEqual(2);
    // Measured (the page's rows are counted: a read the store did not count would show 0).
    expect(cost.first).toBeGreaterThan(PAGE);
    expect(cost.first).toBeLessThanOrEqual(PAGE + 2);
    expect(cost.deep).toBeLessThanOrEqual(PAGE + 2);
    expect(cost.entry).toBe(1);
    expect(cost.standing).toBeLessThanOrEqual(1 + STANDING_ROWS);

    // The route: a player's rank range holds its exact rank, and its percentile.
    for (const i of [0, 77, 4242]) {
      const e = made[i]!;
      const exact = ranked.findIndex((r) => r.id === e.id) + 1;
      const res = await okJson<{ standing: { from: number; to: number; of: number; percentile: number } }>(
        await api.get(`/v1/daily/maze/${DATE}/entries/${e.id}`),
      );
      expect(res.standing.of).toBe(ENTRIES);
      expect(res.standing.from).toBeLessThanOrEqual(exact);
      expect(res.standing.to).toBeGreaterThanOrEqual(exact);
      expect(res.standing.to - res.standing.from).toBeLessThan(ENTRIES / 50);
    }

    // The route: counts, the first page in the documented order, and the next pages by cursor.
    const first = await okJson<LeaderboardJson>(
      await api.get(`/v1/daily/maze/${DATE}/leaderboard?limit=${PAGE}`),
    );
    // Maze lists every entry: the board's counts and all are the same.
    const counts = { total: ENTRIES, finished: ENTRIES, won: made.filter((e) => e.won).length };
    expect(first.entries).toEqual({ ...counts, all: counts });
    expect(first.rows.map((r) => r.playerId)).toEqual(ranked.slice(0, PAGE).map((e) => e.id));
    expect(first.rows.map((r) => r.rank)).toEqual(ranked.slice(0, PAGE).map((_, i) => i + 1));
    expect(first.next).toMatch(/[?&]cursor=[A-Za-z0-9_-]+/);
    const second = await okJson<LeaderboardJson>(await api.get(first.next!));
    expect(second.rows.map((r) => r.playerId)).toEqual(ranked.slice(PAGE, 2 * PAGE).map((e) => e.id));
    expect(second.rows[0]!.rank).toBe(PAGE + 1);
    expect(second.rows[0]).toMatchObject({ hints: ranked[PAGE]!.hints, undos: ranked[PAGE]!.undos });
  });

  it("a cursor the API did not give is a 400 invalid_cursor: forged from public fields, altered, another date's", async () => {
    const api = clockedApi(Date.parse(`${DATE}T12:00:00Z`));
    const board = `/v1/daily/maze/${DATE}/leaderboard`;
    const refused = async (cursor: string) => {
      const res = await api.get(`${board}?cursor=${cursor}&limit=10`);
      expect(res.status, cursor).toBe(400);
      expect(((await res.json()) as { code: string }).code, cursor).toBe("invalid_cursor");
    };
    await refused("bm90LWEtY3Vyc29y");
    const first = await okJson<LeaderboardJson>(await api.get(`${board}?limit=10`));
    const cursor = new URL(first.next!, "http://x").searchParams.get("cursor")!;
    // The attack of the issue: the 4th row shown as rank 1, from the fields every page shows
    // (rank, then the sort key written from the row's public figures), as the unsigned codec wrote it.
    const fourth = first.rows[3]!;
    const key = `0${[fourth.hints, fourth.moves, fourth.undos].map((n) => String(n).padStart(6, "0")).join("")}${String(fourth.timeMs).padStart(12, "0")}${String(Date.parse((fourth as unknown as { finishedAt: string }).finishedAt)).padStart(15, "0")}${fourth.playerId}`;
    await refused(btoa(`1.${key}`).replace(/=+$/, ""));
    const [body, tag] = cursor.split(".") as [string, string];
    await refused(`${btoa(`1.${key}`).replace(/=+$/, "")}.${tag}`);
    await refused(`${body}.${tag.slice(0, -2)}${tag.at(-2) === "A" ? "B" : "A"}${tag.at(-1)}`);
    await refused(`${body}.${tag}=`);
    // Another date's board does not take it either.
    const other = clockedApi(Date.parse("2027-08-04T12:00:00Z"));
    const res = await other.get(`/v1/daily/maze/2027-08-04/leaderboard?cursor=${cursor}&limit=10`);
    expect(((await res.json()) as { code: string }).code).toBe("invalid_cursor");
    // The signed one reads the next page.
    expect((await okJson<LeaderboardJson>(await api.get(first.next!))).rows[0]!.rank).toBe(11);
  });

  it(`a standing and a page read a constant more than the page with ${DISTINCT.toLocaleString("en")} distinct results`, async () => {
    // Crafted results: each (hints, moves) of a win played by two entries, so a board of
    // 100,000 entries has 50,000 distinct results (the histogram read one row per result).
    const date = "2027-08-05";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    await okJson(await api.get(`/v1/daily/maze/${date}`));
    const made: Made[] = Array.from({ length: ENTRIES }, (_, i) => {
      const result = i >> 1;
      return {
        id: `c${String(i).padStart(6, "0")}`,
        won: true,
        hints: result % 250,
        moves: Math.floor(result / 250),
        undos: 0,
        score: 52,
        timeMs: 60_000,
        finishedAt: 1_800_000_000_000 + i,
      };
    });
    expect(new Set(made.map((e) => `${e.hints}/${e.moves}`)).size).toBe(DISTINCT);
    await fill(date, made);
    const ranked = [...made].sort(order);
    const probes = [0, 1, 4243, 50_000, 99_999].map((i) => made[i]!);
    const cost = await runInDurableObject(stub(date), (_, state) => {
      const read = reading(state);
      const deep = state.storage.sql
        .exec<{ sort_key: string }>("SELECT sort_key FROM entries ORDER BY sort_key LIMIT 1 OFFSET ?", 77_777)
        .one().sort_key;
      return {
        standings: probes.map((e) => read((s) => s.standing(s.entry(e.id)!)) - 1),
        first: read((s) => s.ranking(null, PAGE + 1)),
        deep: read((s) => s.ranking(deep, PAGE + 1)),
      };
    });
    for (const rows of cost.standings) expect(rows).toBeLessThanOrEqual(STANDING_ROWS);
    // Measured (the page's rows are counted: a read the store did not count would show 0).
    expect(cost.first).toBeGreaterThan(PAGE);
    expect(cost.first).toBeLessThanOrEqual(PAGE + 2);
    expect(cost.deep).toBeLessThanOrEqual(PAGE + 2);

    // Each standing is exact to its result: the two entries that share it.
    for (const e of probes) {
      const exact = ranked.findIndex((r) => r.id === e.id) + 1;
      const res = await okJson<{ standing: { from: number; to: number; of: number } }>(
        await api.get(`/v1/daily/maze/${date}/entries/${e.id}`),
      );
      expect(res.standing).toEqual({
        from: exact - ((exact - 1) % 2),
        to: exact - ((exact - 1) % 2) + 1,
        of: ENTRIES,
        percentile: expect.any(Number),
      });
    }
  });
});
