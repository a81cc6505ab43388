import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import golden from "../fixtures/golden-cards.json" with { type: "json" };
import { createApp } from "../../src/http/app.ts";
import { toBase64Url, fromBase64Url } from "../../src/http/state-token.ts";
import { deal, expectProblem, post, type GameJson } from "./helpers.ts";

const goldenDeal = (game: "wall" | "maze", n: number) => golden.deals[game].find((d) => d.deal === n)!;

describe("POST /v1/games/{game}/deals", () => {
  it("deals Aisleriot's Maze deal for a chosen deal number", async () => {
    const game = await deal("maze", { deal: 1 });
    expect(game.view.slots).toEqual(goldenDeal("maze", 1).slots);
    expect(game.deal).toBe(1);
    expect(game.status).toBe("playing");
    expect(game.custom).toBe(false);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(game.score).toBe(game.view.score);
  });

  it("deals Aisleriot's Wall deal, hiding the stock and face-down piles", async () => {
    const game = await deal("wall", { deal: 2 ** 31 });
    const expected = goldenDeal("wall", 2 ** 31).slots.map((slot) =>
      slot.map((card) => (card.startsWith("-") ? "??" : card)),
    );
    expect(game.view.slots).toEqual(expected);
    expect(game.view.stockCount).toBe(36);
  });

  it("a random deal does not tell its deal number", async () => {
    const a = await deal("wall");
    const b = await deal("wall");
    expect(a.deal).toBeUndefined();
    expect(Object.keys(a)).not.toContain("deal");
    expect(a.view.slots).not.toEqual(b.view.slots);
  });

  it("no body means a random deal", async () => {
    const res = await SELF.fetch("http://api.test/v1/games/maze/deals", { method: "POST" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as GameJson).legalMoves.length).toBeGreaterThan(0);
  });

  it("accepts a custom layout, marked custom, and refuses an impossible one", async () => {
    const base = goldenDeal("maze", 3).slots;
    const game = await deal("maze", { layout: { slots: base.map((s) => s[0] ?? null) } });
    expect(game.custom).toBe(true);
    expect(game.view.slots).toEqual(base);
    const broken = base.map((s) => s[0] ?? null);
    broken[0] = broken[1]!; // a card twice
    await expectProblem(
      await post("/v1/games/maze/deals", { layout: { slots: broken } }),
      422,
      "invalid_state",
    );
  });

  it("refuses a deal number and a layout together, and deal numbers out of range", async () => {
    const both = await expectProblem(
      await post("/v1/games/maze/deals", { deal: 1, layout: { slots: [] } }),
      400,
      "validation_failed",
    );
    expect(both.errors).toBeInstanceOf(Array);
    const range = await expectProblem(
      await post("/v1/games/maze/deals", { deal: 2 ** 32 }),
      400,
      "validation_failed",
    );
    expect((range.errors as { path: string }[])[0]!.path).toBe("deal");
    await expectProblem(await post("/v1/games/maze/deals", { deal: -1 }), 400, "validation_failed");
    await expectProblem(await post("/v1/games/maze/deals", { deal: 1.5 }), 400, "validation_failed");
  });

  it("unknown game: 404 unknown_game", async () => {
    const body = await expectProblem(await post("/v1/games/klondike/deals", {}), 404, "unknown_game");
    expect(body.params).toEqual({ game: "klondike" });
  });

  it("a required body missing or empty (400 validation_failed) or text (415) is refused, never a 500 (found by the fuzz test)", async () => {
    for (const path of ["/v1/games/wall/moves", "/v1/games/maze/hint"]) {
      const missing = await expectProblem(
        await SELF.fetch(`http://api.test${path}`, { method: "POST" }),
        400,
        "validation_failed",
      );
      expect(JSON.stringify(missing.errors)).toContain("state");
      // fetch labels a string body text/plain: an empty one is no body all the same.
      await expectProblem(
        await SELF.fetch(`http://api.test${path}`, { method: "POST", body: "" }),
        400,
        "validation_failed",
      );
      // Not empty, another type: 415.
      await expectProblem(
        await SELF.fetch(`http://api.test${path}`, { method: "POST", body: "state" }),
        415,
        "unsupported_media_type",
      );
    }
  });

  it("an empty body labelled JSON is no body: a random deal where the body is optional, validation_failed where it is required", async () => {
    const empty = (path: string) =>
      SELF.fetch(`http://api.test${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "0" },
      });
    const dealt = await empty("/v1/games/maze/deals");
    expect(dealt.status, await dealt.clone().text()).toBe(201);
    expect(((await dealt.json()) as { origin: string }).origin).toBe("random");
    const missing = await expectProblem(await empty("/v1/games/maze/hint"), 400, "validation_failed");
    expect(JSON.stringify(missing.errors)).toContain("state");
  });

  it("a body of unknown length (a stream) is read as any other: empty is no body, too long is 413", async () => {
    const streamed = (path: string, text: string) =>
      SELF.fetch(`http://api.test${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            if (text) controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const random = await streamed("/v1/games/maze/deals", "");
    expect(random.status, await random.clone().text()).toBe(201);
    expect(((await random.json()) as { origin: string }).origin).toBe("random");
    const chosen = await streamed("/v1/games/maze/deals", '{"deal":7}');
    expect(chosen.status, await chosen.clone().text()).toBe(201);
    expect(((await chosen.json()) as { deal: number }).deal).toBe(7);
    await expectProblem(await streamed("/v1/games/maze/hint", ""), 400, "validation_failed");
    await expectProblem(await streamed("/v1/games/maze/deals", "{nope"), 400, "malformed_json");
    await expectProblem(
      await streamed("/v1/games/maze/deals", JSON.stringify({ deal: 1, pad: "x".repeat(200_000) })),
      413,
      "payload_too_large",
    );
  });

  it("malformed JSON: 400 malformed_json; other media types: 415", async () => {
    await expectProblem(await post("/v1/games/maze/deals", "{not json"), 400, "malformed_json");
    await expectProblem(
      await post("/v1/games/maze/deals", "deal=1", { "Content-Type": "application/x-www-form-urlencoded" }),
      415,
      "unsupported_media_type",
    );
  });
});

describe("deal options", () => {
  it("GET /v1/games lists each game's deal options: none for Wall and Maze", async () => {
    const res = await SELF.fetch("http://api.test/v1/games");
    const { games } = (await res.json()) as { games: { id: string; dealOptions: unknown }[] };
    expect(games.map((g) => [g.id, g.dealOptions])).toEqual([
      ["wall", {}],
      ["maze", {}],
    ]);
  });

  it("an option Wall or Maze does not have is refused, 422 invalid_deal_option naming it; none is as before", async () => {
    for (const game of ["wall", "maze"]) {
      const body = await expectProblem(
        await post(`/v1/games/${game}/deals`, { deal: 1, options: { draw: "three" } }),
        422,
        "invalid_deal_option",
      );
      expect(body.params).toEqual({ game, option: "draw" });
      expect(body.detail).toBe(
        `${{ wall: "Wall", maze: "Maze" }[game]} has no deal option draw with that value: GET /v1/games lists the options of each game.`,
      );
      await expectProblem(
        await post("/v1/sessions", { game, options: { draw: "three" } }),
        422,
        "invalid_deal_option",
      );
      // No options, or an empty set: the same deal, and no options said.
      const plain = await deal(game, { deal: 1 });
      const empty = await deal(game, { deal: 1, options: {} });
      expect(empty.view).toEqual(plain.view);
      expect(Object.keys(empty)).not.toContain("options");
    }
  });

  it("options with a layout are a validation error (a layout is dealt as it stands)", async () => {
    const layout = { slots: (await deal("maze", { deal: 1 })).view.slots.map((c) => c[0] ?? null) };
    expect((await post("/v1/games/maze/deals", { layout })).status).toBe(201);
    const body = await expectProblem(
      await post("/v1/games/maze/deals", { layout, options: {} }),
      400,
      "validation_failed",
    );
    expect(JSON.stringify(body.errors)).toContain("Deal options go with a deal number or a random deal");
  });
});

describe("POST /v1/games/{game}/moves", () => {
  it("says the deal number only in the deal's reply, to the caller who chose it", async () => {
    // A move does not repeat it: a token cannot tell a chosen number from one a random deal
    // held before random deals stopped being deal numbers (a Wall seed shows every hidden card).
    for (const game of ["maze", "wall"] as const) {
      const chosen = await deal(game, { deal: 7 });
      expect([chosen.deal, (await deal(game)).deal]).toEqual([7, undefined]);
      const res = await post(`/v1/games/${game}/moves`, { state: chosen.state, move: chosen.legalMoves[0] });
      expect(res.status, await res.clone().text()).toBe(200);
      const next = (await res.json()) as GameJson;
      expect([next.origin, next.deal], game).toEqual(["deal", undefined]);
    }
  });

  it("applies a listed move and reports what happened (Maze)", async () => {
    const game = await deal("maze", { deal: 1 });
    const move = game.legalMoves[0]!;
    const res = await post("/v1/games/maze/moves", { state: game.state, move });
    expect(res.status).toBe(200);
    const next = (await res.json()) as GameJson;
    expect(next.move).toEqual(move);
    expect(next.events![0]).toMatchObject({ type: "moved", from: move.from, to: move.to });
    const { from, to } = move as { from: number; to: number };
    expect(next.view.slots[to]).toEqual(game.view.slots[from]);
    expect(next.view.slots[from]).toEqual([]);
    expect(next.state).not.toBe(game.state);
  });

  it("plays Wall moves: attack events and a redeal from the stock", async () => {
    let game = await deal("wall", { deal: 7 });
    const dealMove = game.legalMoves.find((m) => m.type === "deal")!;
    const res = await post("/v1/games/wall/moves", { state: game.state, move: dealMove });
    expect(res.status).toBe(200);
    game = (await res.json()) as GameJson;
    expect(game.view.stockCount).toBe(33);
    expect(game.events!.map((e) => e.type)).toEqual(["discarded", "dealt"]);
  });

  it("an illegal move names its reason", async () => {
    const game = await deal("maze", { deal: 1 });
    // Slot 1 holds a card and slot 2 too: moving onto an occupied slot.
    const body = await expectProblem(
      await post("/v1/games/maze/moves", { state: game.state, move: { type: "move", from: 1, to: 2 } }),
      422,
      "occupied_slot",
    );
    expect(body.detail).toMatch(/empty slot/);
    const wall = await deal("wall", { deal: 1 });
    await expectProblem(
      await post("/v1/games/wall/moves", {
        state: wall.state,
        move: { type: "attack", target: 0, cards: ["AS"] },
      }),
      422,
      "not_exposed",
    );
  });

  it("a move of the other game's shape is refused as invalid_move", async () => {
    const game = await deal("maze", { deal: 1 });
    await expectProblem(
      await post("/v1/games/maze/moves", { state: game.state, move: { type: "deal" } }),
      422,
      "invalid_move",
    );
  });

  it("refuses moves with a schema violation, listing the field", async () => {
    const game = await deal("maze", { deal: 1 });
    const body = await expectProblem(
      await post("/v1/games/maze/moves", { state: game.state, move: { type: "move", from: "a", to: 3 } }),
      400,
      "validation_failed",
    );
    expect(JSON.stringify(body.errors)).toContain("move");
    await expectProblem(
      await post("/v1/games/maze/moves", { move: { type: "deal" } }),
      400,
      "validation_failed",
    );
  });
});

describe("sealed state tokens", () => {
  const flip = (token: string, at: number) => {
    const bytes = fromBase64Url(token)!;
    bytes[at]! ^= 1;
    return toBase64Url(bytes);
  };

  it("stay small: Wall ≤ 400 bytes, Maze ≤ 200 bytes", async () => {
    expect((await deal("wall", { deal: 1 })).state.length).toBeLessThanOrEqual(400);
    expect((await deal("maze", { deal: 1 })).state.length).toBeLessThanOrEqual(200);
  });

  it("a changed byte anywhere is refused", async () => {
    const game = await deal("maze", { deal: 5 });
    const length = fromBase64Url(game.state)!.length;
    for (const at of [12, 20, length - 1]) {
      await expectProblem(
        await post("/v1/games/maze/moves", { state: flip(game.state, at), move: game.legalMoves[0] }),
        422,
        "state_tampered",
      );
    }
  });

  it("a token of the other game, an old format, or garbage each get their own code", async () => {
    const wall = await deal("wall", { deal: 5 });
    const maze = await deal("maze", { deal: 5 });
    await expectProblem(await post("/v1/games/maze/hint", { state: wall.state }), 422, "state_wrong_game");
    // Format 1 (before per-token keys) is an old format; an unknown first byte is garbage.
    const withFirstByte = (token: string, value: number) => {
      const bytes = fromBase64Url(token)!;
      bytes[0] = value;
      return toBase64Url(bytes);
    };
    await expectProblem(
      await post("/v1/games/maze/hint", { state: withFirstByte(maze.state, 1) }),
      400,
      "state_version_unsupported",
    );
    await expectProblem(
      await post("/v1/games/maze/hint", { state: withFirstByte(maze.state, 0x69) }),
      400,
      "state_malformed",
    );
    // A short string that decodes to a few bytes is garbage too, not an old format.
    await expectProblem(
      await SELF.fetch("http://api.test/v1/games/maze/board.svg?state=abc"),
      400,
      "state_malformed",
    );
    await expectProblem(await post("/v1/games/maze/hint", { state: "not a token!" }), 400, "state_malformed");
    await expectProblem(await post("/v1/games/maze/hint", { state: "AQ" }), 400, "state_malformed");
  });

  it("a token sealed with another key is refused as state_unknown_key; rotation keeps old keys readable", async () => {
    const key = (byte: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(byte)));
    const oldEnv = { STATE_KEYS: JSON.stringify({ k1: key(1) }), STATE_KEY_ID: "k1" };
    const rotated = { STATE_KEYS: JSON.stringify({ k1: key(1), k2: key(2) }), STATE_KEY_ID: "k2" };
    const app = createApp();
    const req = (path: string, body: unknown) =>
      ({
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }) as RequestInit;
    const created = (await (
      await app.request("/v1/games/maze/deals", req("", { deal: 9 }), oldEnv)
    ).json()) as GameJson;
    const afterRotation = await app.request(
      "/v1/games/maze/hint",
      req("", { state: created.state }),
      rotated,
    );
    expect(afterRotation.status).toBe(200);
    const devToken = (await deal("maze", { deal: 9 })).state; // sealed with the development key
    await expectProblem(
      await app.request("/v1/games/maze/hint", req("", { state: devToken }), rotated),
      422,
      "state_unknown_key",
    );
  });

  it("two seals of the same position differ (random IV) and show no card codes", async () => {
    const a = await deal("wall", { deal: 11 });
    const b = await deal("wall", { deal: 11 });
    expect(a.state).not.toBe(b.state);
    const bytes = fromBase64Url(a.state)!;
    const text = String.fromCharCode(...bytes);
    expect(text).not.toMatch(/[A2-9TJQK][CDHS][A2-9TJQK][CDHS]/);
  });
});

describe("POST /v1/games/{game}/hint", () => {
  it("proposes a legal move with a sentence in the caller's language", async () => {
    const game = await deal("maze", { deal: 1 });
    const res = await post("/v1/games/maze/hint?lang=es", { state: game.state });
    expect(res.status).toBe(200);
    const hint = (await res.json()) as { move: unknown; reason: string; text: string };
    expect(game.legalMoves).toContainEqual(hint.move);
    expect(hint.text.length).toBeGreaterThan(0);
    expect(hint.text).not.toBe(hint.reason);
  });

  it("a won Maze game and a won Wall game end alike: the same last event, the same hint", async () => {
    type Hinted = { move: unknown; reason: string; text: string };
    /** Plays `game`'s deal by the route's hints to its end: the last reply and the hint after it. */
    async function won(game: "wall" | "maze", dealNumber: number) {
      let now: GameJson & { events?: unknown[] } = await deal(game, { deal: dealNumber });
      for (let i = 0; i < 500 && now.status === "playing"; i++) {
        const hint = (await (await post(`/v1/games/${game}/hint`, { state: now.state })).json()) as Hinted;
        const res = await post(`/v1/games/${game}/moves`, { state: now.state, move: hint.move });
        expect(res.status, await res.clone().text()).toBe(200);
        now = (await res.json()) as typeof now;
      }
      const res = await post(`/v1/games/${game}/hint?lang=cs`, { state: now.state });
      expect(res.status).toBe(200);
      return { last: now, hint: (await res.json()) as Hinted };
    }
    // Wall deal 8 is one the hints win (22 moves); Maze deal 1 too.
    const wall = await won("wall", 8);
    const maze = await won("maze", 1);
    for (const end of [wall, maze]) {
      expect(end.last.status).toBe("won");
      expect(end.last.events?.at(-1)).toEqual({ type: "ended", status: "won" });
      expect(end.hint).toMatchObject({ move: null, reason: "won" });
    }
    expect(maze.hint).toEqual(wall.hint);
  });
});

describe("clear refusals", () => {
  it("a move that is not an object names the expected shapes", async () => {
    const game = await deal("maze", { deal: 1 });
    const body = await expectProblem(
      await post("/v1/games/maze/moves", { state: game.state, move: "32-8" }),
      400,
      "validation_failed",
    );
    const message = (body.errors as { path: string; message: string }[])[0]!;
    expect(message.path).toBe("move");
    expect(message.message).toContain('{"type":"move","from":12,"to":8}');
    expect(message.message).toContain('{"type":"deal"}');
  });

  it("a stored game's hint is the stateless hint of the same position", async () => {
    const created = (await (await post("/v1/sessions", { game: "maze", deal: 1 })).json()) as { id: string };
    const stateless = await deal("maze", { deal: 1 });
    const a = await (await post(`/v1/sessions/${created.id}/hint?lang=es`, undefined)).json();
    const b = await (await post("/v1/games/maze/hint?lang=es", { state: stateless.state })).json();
    expect(a).toEqual(b);
    expect((a as { text: string }).text).toMatch(/^Mueva/);
  });

  it("an unknown ?lang= is a 400 on every kind of route", async () => {
    for (const path of ["/v1/health?lang=fr", "/v1/games?lang=fr", "/v1/games/maze?lang=fr"]) {
      await expectProblem(await SELF.fetch(`http://api.test${path}`), 400, "validation_failed");
    }
    await expectProblem(await post("/v1/games/maze/deals?lang=fr", {}), 400, "validation_failed");
  });
});
