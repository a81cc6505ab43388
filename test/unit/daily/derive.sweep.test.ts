import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseCard } from "../../../src/cards/index.ts";
import { MAX_SOLVE_NODES } from "../../../src/engine/index.ts";
import {
  candidateDeal,
  challengeSalt,
  dailyKey,
  prepareChallenge,
  proveByHint,
} from "../../../src/daily/derive.ts";
import { engineOf, GAME_IDS, type GameId } from "../../../src/games/registry.ts";

// The long cases of the daily deals (the `sweeps` project: `npm test`, not `test:fast`): the
// keyed generator's fairness and every case that prepares a challenge (a hint policy's proof
// and a solve per candidate). derive.test.ts keeps the generator against its reference.

const SECRET = "test-daily-secret";

const packOf = (codes: readonly string[]) => codes.map((code) => parseCard(code)!);

// Wall's candidates take a second or so each to prove: each challenge is prepared once here.
const PREPARED = new Map<string, ReturnType<typeof prepareChallenge>>();
const prepared = (game: GameId, date: string) => {
  const key = `${game} ${date}`;
  if (!PREPARED.has(key)) PREPARED.set(key, prepareChallenge(SECRET, game, date));
  return PREPARED.get(key)!;
};

describe("daily deals: the keyed generator", () => {
  it("each card lands at each position about equally often (chi-square, 2,000 Maze candidates)", async () => {
    const key = await dailyKey(SECRET);
    const counts = Array.from({ length: 52 }, () => new Array<number>(52).fill(0));
    const deals = await Promise.all(
      Array.from({ length: 2000 }, (_, k) => candidateDeal(key, "maze", "2026-12-01", k)),
    );
    for (const { pack } of deals) pack.forEach((card, position) => counts[card]![position]!++);
    const chi = (row: readonly number[]) => {
      const expected = row.reduce((a, b) => a + b, 0) / row.length;
      return row.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    };
    // 51 degrees of freedom per card (mean 51, sd ~10): 100 is far in the tail of a fair
    // shuffle; over all 52 cards about 2,652 (sd ~73).
    expect(Math.max(...counts.map(chi))).toBeLessThan(100);
    expect(counts.map(chi).reduce((a, b) => a + b, 0)).toBeLessThan(2652 + 6 * 73);
  });
});

describe("daily challenges: proof, salt and commitment", () => {
  const cases: [GameId, string][] = [
    ["maze", "2026-12-01"],
    ["maze", "2027-01-01"],
    ["maze", "2028-02-29"],
    ["wall", "2026-12-01"],
    ["wall", "2026-12-03"],
    ["wall", "2027-01-01"],
  ];

  for (const [game, date] of cases)
    it(`${game} ${date}: the proof, as JSON, replays to a win in par moves from the revealed layout`, async () => {
      const engine = engineOf(game);
      const challenge = await prepared(game, date);
      expect(challenge.tried).toBe(challenge.candidate + 1);
      expect(challenge.par).toBe(challenge.proof.length);
      // The archive publishes JSON: replay what a client would read back.
      const revealed = JSON.parse(JSON.stringify({ layout: challenge.layout, proof: challenge.proof }));
      const start = engine.fromLayout(revealed.layout);
      if (!start.ok) throw new Error(start.error.code);
      let state = start.value;
      for (const raw of revealed.proof) {
        const move = engine.parseMove(raw);
        if (!move.ok) throw new Error(move.error.code);
        const applied = engine.applyMove(state, move.value);
        if (!applied.ok) throw new Error(applied.error.code);
        state = applied.value.state;
      }
      expect(engine.status(state)).toBe("won");
      // The pack, the layout and the encoded start are the same deal.
      const dealt = engine.dealFrom(packOf(challenge.pack));
      expect(dealt.ok && engine.toLayout(dealt.value)).toEqual(challenge.layout);
      const initial = engine.decode(challenge.initial);
      expect(initial.ok && engine.toLayout(initial.value)).toEqual(challenge.layout);
      expect(initial.ok && engine.origin(initial.value)).toBe("random");
    });

  it("the same secret, game and date give the same challenge", async () => {
    for (const game of GAME_IDS)
      expect(await prepareChallenge(SECRET, game, "2026-12-01")).toEqual(await prepared(game, "2026-12-01"));
  });

  it("salt and commitment recomputed with node:crypto from the documented formula", async () => {
    for (const game of GAME_IDS) {
      const date = "2026-12-01";
      const challenge = await prepared(game, date);
      const salt = createHmac("sha256", SECRET)
        .update(`patience-daily/v1/${game}/${date}/salt`)
        .digest("base64url");
      expect(challenge.salt).toBe(salt);
      const layout = challenge.layout as { slots: unknown; faceUp?: unknown; score?: unknown };
      // Keys in sorted order by hand: Wall's layout is {slots, faceUp, score}, Maze's {slots}.
      const canonical = JSON.stringify(
        game === "wall"
          ? { faceUp: layout.faceUp, score: layout.score, slots: layout.slots }
          : { slots: layout.slots },
      );
      const hash = createHash("sha256")
        .update(`patience-daily/v1|${game}|${date}|${salt}|${canonical}`, "utf8")
        .digest("hex");
      expect(challenge.commitment).toBe(hash);
      expect(await challengeSalt(await dailyKey(SECRET), game, "2026-12-02")).not.toBe(salt);
    }
  });

  it("takes the first candidate the hint policy wins: earlier ones are not proven", async () => {
    const key = await dailyKey(SECRET);
    const wall = engineOf("wall");
    const { candidate } = await prepared("wall", "2026-12-01");
    for (let k = 0; k < candidate; k++)
      expect(proveByHint(wall, (await candidateDeal(key, "wall", "2026-12-01", k)).state)).toBeNull();
    await expect(
      prepareChallenge(SECRET, "wall", "2026-12-01", { maxCandidates: candidate }),
    ).rejects.toThrow(/no candidate/);
  });

  it("maze: par is the shorter of the hints' line and the solver's, so neither beats it", async () => {
    const maze = engineOf("maze");
    const key = await dailyKey(SECRET);
    let shorterThanHints = 0;
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-07"] as const) {
      const challenge = await prepared("maze", date);
      const { state } = await candidateDeal(key, "maze", date, challenge.candidate);
      const hints = proveByHint(maze, state)!;
      // What the solve route answers at its default budget and at its largest.
      const route = maze.solve!(state, { nodes: 200_000 });
      const largest = maze.solve!(state, { nodes: MAX_SOLVE_NODES });
      expect(route.verdict).toBe("winnable");
      expect(challenge.par).toBeLessThanOrEqual(hints.length);
      expect(challenge.par).toBeLessThanOrEqual(route.line!.length);
      expect(challenge.par).toBe(Math.min(hints.length, largest.line!.length));
      if (challenge.par < hints.length) shorterThanHints++;
    }
    // On 2026-12-01 the solver's line is 68 moves, the hints' 84.
    expect(shorterThanHints).toBeGreaterThan(0);
  });

  it("a proof longer than maxMoves is no proof", async () => {
    const maze = engineOf("maze");
    const { state } = await candidateDeal(await dailyKey(SECRET), "maze", "2026-12-01", 0);
    const proof = proveByHint(maze, state);
    expect(proof).not.toBeNull();
    expect(proveByHint(maze, state, proof!.length)).toEqual(proof);
    expect(proveByHint(maze, state, proof!.length - 1)).toBeNull();
  });
});
