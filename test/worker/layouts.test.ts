import { describe, expect, it } from "vitest";
import { cardCode } from "../../src/cards/index.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import { LANGS } from "../../src/i18n/lang.ts";
import { PROBLEM_MESSAGES } from "../../src/i18n/messages.ts";
import { deal, expectProblem, post } from "./helpers.ts";
import { change, changed, createSession, get, readSession } from "./session-helpers.ts";

// Custom layouts through both ways in (stateless deals, stored games): each game's layout
// schema is strict, card codes are the API's own, and positions no game can start from are
// refused as problems with stable codes.

const wallLayout = (change: (slots: string[][]) => void = () => {}, extra: object = {}) => {
  const slots = wallEngine.deal(42).slots.map((p) => p.map(cardCode));
  change(slots);
  return { slots, ...extra };
};
const mazeLayout = (change: (slots: (string | null)[]) => void = () => {}, extra: object = {}) => {
  const slots = mazeEngine.toLayout(mazeEngine.deal(3)).slots;
  change(slots);
  return { slots, ...extra };
};

/** The same layout sent to the stateless deal route and to a new stored game. */
const bothWays = (game: "wall" | "maze", layout: unknown) => [
  () => post(`/v1/games/${game}/deals`, { layout }),
  () => post("/v1/sessions", { game, layout }),
];

describe("layouts are strict, per game", () => {
  it("refuses an unknown field in a Wall layout (400 validation_failed, as in any body)", async () => {
    for (const send of bothWays(
      "wall",
      wallLayout(() => {}, { foo: 1 }),
    )) {
      const body = await expectProblem(await send(), 400, "validation_failed");
      expect(body.errors).toEqual([{ path: "layout", message: 'Unrecognized key: "foo"' }]);
    }
  });

  it("refuses Wall's score and faceUp in a Maze layout", async () => {
    const layout = mazeLayout(() => {}, { score: 99, faceUp: [true, true, true, true] });
    for (const send of bothWays("maze", layout)) {
      const body = await expectProblem(await send(), 400, "validation_failed");
      expect(JSON.stringify(body.errors)).toContain("score");
    }
  });

  it("a stored custom game exports exactly the layout it was given", async () => {
    const layout = mazeLayout();
    const created = await createSession({ game: "maze", layout });
    const exported = (await (await get(`/v1/sessions/${created.id}/export`)).json()) as {
      layout: unknown;
      score: number;
    };
    expect(exported.layout).toEqual(layout);
    expect(exported.score).toBe(created.score);
  });
});

describe("card codes in layouts", () => {
  it("a card given too often is named by its code in Wall, as in Maze", async () => {
    const wall = wallLayout((s) => (s[53] = [...s[53]!.slice(3), "TC", "TC", "TC"]));
    for (const send of bothWays("wall", wall)) {
      const body = await expectProblem(await send(), 422, "invalid_state");
      expect(body.params).toEqual({ reason: "too_many_copies", card: "TC" });
    }
    const maze = mazeLayout((s) => (s[s.indexOf("AC")] = "2C"));
    const body = await expectProblem(
      await post("/v1/games/maze/deals", { layout: maze }),
      422,
      "invalid_state",
    );
    expect(body.params).toMatchObject({ reason: "duplicate", card: "2C" });
  });

  it("takes only canonical codes (the moves' pattern) in both games", async () => {
    for (const code of ["ac", "10c", "10C"]) {
      const wall = wallLayout((s) => (s[s.findIndex((p) => p.includes("AC"))]![0] = code));
      for (const send of bothWays("wall", wall)) await expectProblem(await send(), 400, "validation_failed");
      const maze = mazeLayout((s) => (s[s.indexOf("AC")] = code));
      for (const send of bothWays("maze", maze)) await expectProblem(await send(), 400, "validation_failed");
    }
  });
});

describe("positions no game can start from", () => {
  it("a Wall score is at most the engine's maxScore", async () => {
    const top = await deal("wall", { layout: wallLayout(() => {}, { score: wallEngine.maxScore }) });
    expect(top.score).toBe(wallEngine.maxScore);
    for (const score of [wallEngine.maxScore + 1, 65535])
      for (const send of bothWays(
        "wall",
        wallLayout(() => {}, { score }),
      ))
        await expectProblem(await send(), 400, "validation_failed");
  });

  it("a game started at maxScore goes on scoring, stored or stateless (the score is a starting one)", async () => {
    const layout = wallLayout(() => {}, { score: wallEngine.maxScore });
    const created = await createSession({ game: "wall", layout });
    const scoring = created.legalMoves.find(
      (m) =>
        (m as { type: string; target?: number }).type === "attack" && (m as { target: number }).target >= 8,
    );
    expect(scoring).toBeDefined();
    const after = await changed(
      await change(created.id, "moves", { move: scoring, version: 1 }, created.ownerToken),
    );
    expect(after.score).toBeGreaterThan(wallEngine.maxScore);
    expect((await readSession(created.id)).score).toBe(after.score);
    const start = await deal("wall", { layout });
    const played = await post("/v1/games/wall/moves", { state: start.state, move: scoring });
    expect(played.status, await played.clone().text()).toBe(200);
    const next = (await played.json()) as { state: string; legalMoves: unknown[] };
    const again = await post("/v1/games/wall/moves", { state: next.state, move: next.legalMoves.at(-1) });
    expect(again.status, await again.clone().text()).toBe(200);
  });

  it("an empty string is not a Maze gap (null is)", async () => {
    const layout = mazeLayout((s) => (s[s.indexOf(null)] = ""));
    for (const send of bothWays("maze", layout)) await expectProblem(await send(), 400, "validation_failed");
  });

  it("refuses a Wall layout already won (empty throne), in the caller's language", async () => {
    const layout = wallLayout((s) => (s[0] = []));
    for (const send of bothWays("wall", layout)) {
      const body = await expectProblem(await send(), 422, "invalid_state");
      expect(body.params).toEqual({ reason: "already_won", slot: 0 });
    }
    for (const lang of LANGS) {
      const res = await post(`/v1/games/wall/deals?lang=${lang}`, { layout });
      const body = await expectProblem(res, 422, "invalid_state");
      expect(body.detail).toBe(PROBLEM_MESSAGES.invalid_state[lang]);
      expect(res.headers.get("Content-Language")).toBe(lang);
    }
  });
});
