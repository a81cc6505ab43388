import { describe, expect, it } from "vitest";
import { closesAt } from "../../src/daily/calendar.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import type { WallMove } from "../../src/games/wall/moves.ts";
import type { WallState } from "../../src/games/wall/state.ts";
import { MAX_SOLVE_NODES } from "../../src/engine/index.ts";
import { SOLVE_NODES } from "../../src/durable/limits.ts";
import { expectProblem, type GameJson } from "./helpers.ts";
import { act, clockedApi, enter, newPlayer, okJson, playHints } from "./daily-helpers.ts";
import type { SessionJson } from "./session-helpers.ts";

interface SolutionJson {
  verdict: "winnable" | "unwinnable" | "unknown";
  line: Record<string, unknown>[] | null;
  nodes: number;
  budget: number;
}
interface AnalysisJson {
  version: number;
  moveCount: number;
  start: SolutionJson;
  now: SolutionJson;
  turningPoint: { seq: number; move: Record<string, unknown>; alternative: Record<string, unknown>[] } | null;
  decided: boolean;
  nodes: number;
  complete: boolean;
}
type Owned = SessionJson & { ownerToken: string };

const BIG = { nodes: 5_000_000 };

/** Replays `line` from `state` through the engine: the status at the end. */
function replayStatus(state: WallState, line: readonly unknown[]): string {
  let s = state;
  for (const move of line) {
    const r = wallEngine.applyMove(s, move as WallMove);
    if (!r.ok) return `refused ${r.error.code}`;
    s = r.value.state;
  }
  return wallEngine.status(s);
}

describe("POST /v1/games/{game}/solve", () => {
  it("solves a Maze position; its line wins through the stateless routes", async () => {
    const api = clockedApi(Date.now());
    let g = await okJson<GameJson>(await api.post("/v1/games/maze/deals", { deal: 1 }), 201);
    const solved = await okJson<SolutionJson>(await api.post("/v1/games/maze/solve", { state: g.state }));
    expect(solved.verdict).toBe("winnable");
    expect(solved.nodes).toBeLessThanOrEqual(solved.budget);
    for (const move of solved.line!)
      g = await okJson<GameJson>(await api.post("/v1/games/maze/moves", { state: g.state, move }));
    expect(g.status).toBe("won");
    // Too small a budget is an honest "unknown".
    const fresh = await okJson<GameJson>(await api.post("/v1/games/maze/deals", { deal: 1 }), 201);
    const starved = await okJson<SolutionJson>(
      await api.post("/v1/games/maze/solve", { state: fresh.state, budget: 1 }),
    );
    expect(starved.verdict).toBe("unknown");
    expect(starved.line).toBeNull();
    // Budgets are capped (memory, not time, bounds a search).
    await expectProblem(
      await api.post("/v1/games/maze/solve", { state: fresh.state, budget: MAX_SOLVE_NODES + 1 }),
      400,
      "validation_failed",
    );
  });

  it("refuses a position with hidden cards, and solves a Wall layout with every card in sight", async () => {
    const api = clockedApi(Date.now());
    const g = await okJson<GameJson>(await api.post("/v1/games/wall/deals", { deal: 1 }), 201);
    const refused = await expectProblem(
      await api.post("/v1/games/wall/solve", { state: g.state }),
      422,
      "hidden_cards",
    );
    expect(refused.params).toEqual({ game: "wall", hidden: 36 + 12 });
    // Deal 1 with its stock taken away and the low guards turned face up: nothing hidden.
    const layout = wallEngine.toLayout(wallEngine.deal(1)) as { slots: string[][]; faceUp?: boolean[] };
    const open = {
      ...layout,
      slots: layout.slots.map((pile, s) => (s === 53 ? [] : pile)),
      faceUp: [true, true, true, true],
    };
    const solved = await okJson<SolutionJson>(await api.post("/v1/games/wall/solve", { layout: open }));
    expect(["winnable", "unwinnable"]).toContain(solved.verdict);
    const state = wallEngine.fromLayout(open);
    if (!state.ok) throw new Error("layout refused");
    const direct = wallEngine.solve!(state.value, { nodes: solved.budget });
    expect(solved.verdict).toBe(direct.verdict);
    if (solved.verdict === "winnable") expect(replayStatus(state.value, solved.line!)).toBe("won");
    await expectProblem(
      await api.post("/v1/games/wall/solve", { state: g.state, layout: open }),
      400,
      "validation_failed",
    );
  });

  it("refuses a daily challenge's casual token until the challenge closes", async () => {
    const date = "2027-07-01";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    const g = await okJson<GameJson>(await api.post(`/v1/daily/maze/${date}/deals`), 201);
    await expectProblem(await api.post("/v1/games/maze/solve", { state: g.state }), 409, "challenge_open");
    api.at(closesAt(date));
    expect(
      (await okJson<SolutionJson>(await api.post("/v1/games/maze/solve", { state: g.state }))).verdict,
    ).toBe("winnable");
  });
});

describe("GET /v1/sessions/{id}/analysis", () => {
  it("a lost Wall game: the move after which it could not be won, and a winning alternative before it", async () => {
    const api = clockedApi(Date.now());
    // A deal the solver can win from the start, played badly (always the last legal move) until
    // lost, whose analysis is decided within its bounds (no solve of it gets more than a
    // request's share; on some lines a bisection step runs out and the answer stays unknown).
    let found: { deal: number; game: Owned; asked: AnalysisJson[] } | null = null;
    for (let deal = 1; deal < 60 && !found; deal++) {
      const start = wallEngine.solve!(wallEngine.deal(deal), { nodes: SOLVE_NODES.wall });
      if (start.verdict !== "winnable") continue;
      const created = await okJson<Owned>(await api.post("/v1/sessions", { game: "wall", deal }), 201);
      let now: Owned = created;
      await expectProblem(await api.get(`/v1/sessions/${now.id}/analysis`), 409, "analysis_unavailable");
      while (now.status === "playing") {
        now = {
          ...(await okJson<Owned>(await act(api, now, "moves", now.legalMoves.at(-1)))),
          ownerToken: created.ownerToken,
        };
      }
      if (now.status !== "lost") continue;
      // One request searches at most a solve's worth: the analysis goes on over several, each
      // from where the last stopped, saying so until it is complete.
      const owner = { Authorization: `Bearer ${now.ownerToken}` };
      const asked: AnalysisJson[] = [];
      do asked.push(await okJson<AnalysisJson>(await api.get(`/v1/sessions/${now.id}/analysis`, owner)));
      while (!asked.at(-1)!.complete && asked.length < 20);
      expect(asked.at(-1)!.complete).toBe(true);
      for (const partial of asked.slice(0, -1)) {
        expect(partial).toMatchObject({ complete: false, decided: false, turningPoint: null });
      }
      // Each request adds to what the ones before it searched.
      const spent = asked.map((a) => a.nodes);
      expect(spent).toEqual([...spent].sort((a, b) => a - b));
      if (asked.at(-1)!.decided) found = { deal, game: now, asked };
    }
    expect(found, "a winnable deal lost by bad play, its analysis decided").not.toBeNull();
    const { deal, game, asked } = found!;
    const analysis = asked.at(-1)!;
    expect(asked.length).toBeGreaterThan(1);
    expect(analysis.start.verdict).toBe("winnable");
    expect(analysis.now.verdict).toBe("unwinnable");
    expect(analysis.decided).toBe(true);
    expect(replayStatus(wallEngine.deal(deal), analysis.start.line!)).toBe("won");
    const tp = analysis.turningPoint!;
    // The player's own line, to the turning point.
    const history = await okJson<{ moves: { move: unknown }[] }>(
      await api.get(`/v1/sessions/${game.id}/history?limit=500`),
    );
    const line = history.moves.map((m) => m.move);
    expect(tp.move).toEqual(line[tp.seq - 1]);
    let before = wallEngine.deal(deal);
    for (const move of line.slice(0, tp.seq - 1))
      before = (wallEngine.applyMove(before, move as WallMove) as { value: { state: WallState } }).value
        .state;
    const after = (wallEngine.applyMove(before, tp.move as WallMove) as { value: { state: WallState } }).value
      .state;
    // After it the engine's solver finds no win, even with a large budget; before it, the alternative wins.
    expect(wallEngine.solve!(after, BIG).verdict).toBe("unwinnable");
    expect(replayStatus(before, tp.alternative)).toBe("won");
    expect(tp.alternative[0]).not.toEqual(tp.move);
    // Kept: asked again (by anyone, now that the owner has seen it), the same analysis; and the
    // game, now shown, cannot be undone.
    expect(await okJson<AnalysisJson>(await api.get(`/v1/sessions/${game.id}/analysis`))).toEqual(analysis);
    await expectProblem(await act(api, game, "undo"), 409, "game_revealed");
  });

  it("a Maze game at any time; a ranked entry only once its challenge has closed", async () => {
    const date = "2027-07-02";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    const free = await okJson<Owned>(await api.post("/v1/sessions", { game: "maze", deal: 1 }), 201);
    const mid = await playHints(api, free, 5);
    const a = await okJson<AnalysisJson>(await api.get(`/v1/sessions/${mid.id}/analysis`));
    expect(a).toMatchObject({ moveCount: 5, turningPoint: null, decided: true });
    expect(a.start.verdict).toBe("winnable");
    expect(a.now.verdict).toBe("winnable");
    // Another move: another version, a new analysis.
    const later = await playHints(api, mid, 1);
    expect((await okJson<AnalysisJson>(await api.get(`/v1/sessions/${later.id}/analysis`))).moveCount).toBe(
      6,
    );

    const p = await newPlayer(api, "Analyst");
    const entry = await enter(api, "maze", date, p.token);
    await expectProblem(await api.get(`/v1/sessions/${entry.id}/analysis`), 409, "challenge_open");
    api.at(closesAt(date));
    expect(
      (await okJson<AnalysisJson>(await api.get(`/v1/sessions/${entry.id}/analysis`))).start.verdict,
    ).toBe("winnable");
  });
});
