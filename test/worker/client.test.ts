import { SELF } from "cloudflare:test";
import { hc } from "hono/client";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { AppType } from "../../src/http/app.ts";

// Hono's typed client works against the exported app type: routes, inputs and
// response bodies are checked by the compiler and the calls run against the Worker.
const client = hc<AppType>("http://api.test", { fetch: SELF.fetch.bind(SELF) });

describe("typed client (hc)", () => {
  it("deals, moves and reads typed responses", async () => {
    const dealt = await client.v1.games[":game"].deals.$post({ param: { game: "maze" }, json: { deal: 1 } });
    expect(dealt.status).toBe(201);
    if (dealt.status !== 201) return;
    const game = await dealt.json();
    expectTypeOf(game.state).toEqualTypeOf<string>();
    expectTypeOf(game.status).toEqualTypeOf<"playing" | "won" | "lost">();
    expect(game.deal).toBe(1);

    const moved = await client.v1.games[":game"].moves.$post({
      param: { game: "maze" },
      json: { state: game.state, move: game.legalMoves[0]! },
    });
    expect(moved.status).toBe(200);
    if (moved.status !== 200) return;
    const next = await moved.json();
    expect(next.events.length).toBeGreaterThan(0);
    expect(next.move).toEqual(game.legalMoves[0]);
  });

  it("lists the games", async () => {
    const res = await client.v1.games.$get({ query: { lang: "cs" } });
    // The route may answer 304 (a conditional read): the body is typed once the status says 200.
    expect(res.status).toBe(200);
    if (res.status !== 200) return;
    const body = await res.json();
    expect(body.games.map((g) => g.id).sort()).toEqual(["maze", "wall"]);
    expect(body.games.find((g) => g.id === "wall")?.name).toBe("Hradby");
    // The language is typed as the five codes (the server reads any case all the same).
    // @ts-expect-error: not one of the languages
    expect((await client.v1.games.$get({ query: { lang: "fr" } })).status).toBe(400);
    const upper = { lang: "CS" } as unknown as { lang: "cs" };
    const again = await client.v1.games.$get({ query: upper });
    if (again.status !== 200) return expect(again.status).toBe(200);
    expect((await again.json()).games[0]!.name).toBe(body.games[0]!.name);
  });
});
