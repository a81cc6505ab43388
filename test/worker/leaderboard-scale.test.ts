import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challengeName } from "../../src/daily/config.ts";
import { ChallengeStore, sortKey } from "../../src/durable/daily-challenge/challenge-store.ts";
import { bindings, clockedApi, okJson, type LeaderboardJson } from "./daily-helpers.ts";

// A challenge of 100,000 finished entries, filled through the store's own writes: every public
// read (the first page, a deep page, the counts) reads its page's rows and a constant more,
// measured by the SQL cursors' `rowsRead`; and pages follow one another by their cursors in the
// documented order (checked against the entries as generated here).

const DATE = "2027-08-03";
const ENTRIES = 100_000;
const PAGE = 100;
const stub = () =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName("maze", DATE)));

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

describe(`a leaderboard of ${ENTRIES.toLocaleString("en")} entries`, () => {
  it("reads a page's rows and a constant more, first page or deep, and pages in order", async () => {
    const api = clockedApi(Date.parse(`${DATE}T12:00:00Z`));
    await okJson(await api.get(`/v1/daily/maze/${DATE}`)); // prepares the challenge
    const made = entries();
    await runInDurableObject(stub(), (_, state) =>
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
    const ranked = [...made].sort(order);

    // What each read costs, on a store as a request finds it.
    const cost = await runInDurableObject(stub(), (_, state) => {
      const read = (what: (store: ChallengeStore) => unknown) => {
        const store = new ChallengeStore(state.storage);
        const before = store.rowsRead;
        what(store);
        return store.rowsRead - before;
      };
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
        // A player's rank: its row, then the board's histogram (one row per prefix).
        standing: read((s) => s.standing(sortKey(s.entry(made[77]!.id)!))),
        prefixes: state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM histogram").one().n,
      };
    });
    expect(cost.counts).toBe(1);
    expect(cost.challenge).toBeLessThanOrEqual(2);
    expect(cost.first).toBeLessThanOrEqual(PAGE + 2);
    expect(cost.deep).toBeLessThanOrEqual(PAGE + 2);
    expect(cost.entry).toBe(1);
    // The prefixes are how games end (hints and moves of a win, a score), not how many players:
    // here 4 × 40 + 50 at most, however many entries.
    expect(cost.prefixes).toBeLessThanOrEqual(4 * 40 + 50);
    expect(cost.standing).toBeLessThanOrEqual(1 + cost.prefixes);

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

  it("a cursor the API did not give is a 400", async () => {
    const api = clockedApi(Date.parse(`${DATE}T12:00:00Z`));
    const res = await api.get(`/v1/daily/maze/${DATE}/leaderboard?cursor=bm90LWEtY3Vyc29y`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
  });
});
