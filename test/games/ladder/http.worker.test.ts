import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, deal, expectProblem, post, type GameJson } from "../../worker/helpers.ts";
import {
  change,
  changed,
  createSession,
  readHistory,
  readSession,
  type SessionJson,
} from "../../worker/session-helpers.ts";

// Ladder, the test build's own game, over the Worker's routes: nothing in src/ names it, yet the
// catalogue lists it, the stateless routes and the stored games play it to its end.

interface HintJson {
  move: Record<string, unknown> | null;
  reason: string;
  text: string;
}

const hintOf = async (state: string, lang = "en"): Promise<HintJson> => {
  const res = await post(`/v1/games/ladder/hint?lang=${lang}`, { state });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as HintJson;
};

describe("ladder over HTTP", () => {
  it("is in the catalogue, with its name, geometry and rules in each language", async () => {
    const res = await SELF.fetch(`${BASE}/v1/games?lang=cs`);
    expect(res.status).toBe(200);
    const { games } = (await res.json()) as { games: { id: string }[] };
    expect(games.map((game) => game.id)).toEqual(["wall", "maze", "ladder"]);
    expect(games[2]).toMatchObject({
      id: "ladder",
      name: "Žebřík",
      slots: 6,
      maxScore: 8,
      hiddenCards: false,
    });
    expect(games[2]).toHaveProperty("table.0", { x: 0, y: 0, kind: "waste" });
    const rules = await SELF.fetch(`${BASE}/v1/games/ladder?lang=el`);
    expect(rules.status).toBe(200);
    expect(await rules.json()).toMatchObject({ name: "Σκάλα", rules: [{ title: "Φύλλα" }, {}, {}] });
  });

  it("plays deal 1 to a win over the stateless routes, following the hints", async () => {
    let game = await deal("ladder", { deal: 1 });
    expect(game.view).toMatchObject({
      slots: [[], ["AS", "7S"], ["2S", "3S"], ["4S", "5S"], ["8S", "6S"], []],
    });
    expect(game.legalMoves).toContainEqual({ type: "move", from: 1, to: 5 });
    for (let turn = 0; game.status === "playing"; turn++) {
      expect(turn).toBeLessThan(20);
      const hint = await hintOf(game.state);
      expect(hint.reason).toBe("winning_line");
      expect(hint.text).toMatch(/^Move \S+ from slot \d to slot \d: \d+ moves win from here\.$/);
      const res = await post("/v1/games/ladder/moves", { state: game.state, move: hint.move });
      expect(res.status, await res.clone().text()).toBe(200);
      game = (await res.json()) as GameJson;
    }
    expect(game).toMatchObject({ status: "won", score: 8, legalMoves: [] });
    expect(game.view.slots[0]).toEqual(["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]);
    expect(game.events!.at(-1)).toEqual({ type: "ended", status: "won" });
    expect(await hintOf(game.state, "es")).toMatchObject({
      move: null,
      reason: "won",
      text: "La partida está ganada.",
    });
  });

  it("refuses an illegal move with its code as a problem, and solves a position", async () => {
    const game = await deal("ladder", { deal: 1 });
    const refused = await expectProblem(
      await post("/v1/games/ladder/moves", { state: game.state, move: { type: "move", from: 2, to: 0 } }),
      422,
      "no_link",
    );
    expect(refused.detail).toBeTypeOf("string");
    await expectProblem(
      await post("/v1/games/ladder/moves", { state: game.state, move: { type: "attack", target: 1 } }),
      400,
      "validation_failed",
    );
    const solved = await post("/v1/games/ladder/solve", { state: game.state });
    expect(solved.status, await solved.clone().text()).toBe(200);
    expect(await solved.json()).toMatchObject({ verdict: "winnable" });
  });

  it("a lost game: a stuck custom layout ends with no move and its status", async () => {
    const game = await deal("ladder", {
      layout: { slots: [[], ["AS", "2S"], ["3S", "4S"], ["5S", "6S", "7S"], ["8S"], []] },
    });
    // 7♠ onto the empty pile 5 leaves every pile full and the ace buried: lost.
    const res = await post("/v1/games/ladder/moves", {
      state: game.state,
      move: { type: "move", from: 3, to: 5 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const lost = (await res.json()) as GameJson;
    expect(lost).toMatchObject({ status: "lost", legalMoves: [] });
    expect(lost.events!.at(-1)).toEqual({ type: "ended", status: "lost" });
  });

  it("has a daily challenge like every game: proven by the hints, with a par", async () => {
    const res = await SELF.fetch(`${BASE}/v1/daily/ladder/today`);
    expect(res.status, await res.clone().text()).toBe(200);
    const challenge = (await res.json()) as { game: string; status: string; par: number };
    expect(challenge).toMatchObject({ game: "ladder", status: "open" });
    expect(challenge.par).toBeGreaterThanOrEqual(8);
  });

  it("plays a stored game to a win: versions, history and the stored status", async () => {
    const created = await createSession({ game: "ladder", deal: 2 });
    expect(created).toMatchObject({ game: "ladder", version: 1, status: "playing" });
    let session: SessionJson = created;
    while (session.status === "playing") {
      const hinted = await post(`/v1/sessions/${created.id}/hint`, {});
      expect(hinted.status, await hinted.clone().text()).toBe(200);
      const { move } = (await hinted.json()) as HintJson;
      session = await changed(
        await change(created.id, "moves", { move, version: session.version }, created.ownerToken),
      );
    }
    expect(session).toMatchObject({ status: "won", score: 8 });
    const read = await readSession(created.id);
    expect(read).toMatchObject({ status: "won", version: session.version, moveCount: session.version - 1 });
    const history = await readHistory(created.id);
    expect(history.moves).toHaveLength(session.version - 1);
    expect(history.moves.at(-1)!.events.at(-1)).toEqual({ type: "ended", status: "won" });
    await expectProblem(
      await change(
        created.id,
        "moves",
        { move: { type: "move", from: 1, to: 0 }, version: session.version },
        created.ownerToken,
      ),
      422,
      "game_over",
    );
  });
});
