import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import { wallEngine, type WallState } from "../../src/games/wall/index.ts";
import { keyRing, openState, sealState } from "../../src/http/state-token.ts";
import { differentTwin } from "../support/wall-twin.ts";
import { BASE, deal, expectProblem, post } from "./helpers.ts";
import { createSession, get } from "./session-helpers.ts";
import { SELF } from "cloudflare:test";

const bindings = env as unknown as Bindings;

async function open(token: string): Promise<WallState> {
  const opened = await openState(await keyRing(bindings), "wall", token);
  if (!opened.ok) throw new Error(opened.error.code);
  const decoded = wallEngine.decode(opened.value);
  if (!decoded.ok) throw new Error(decoded.error.code);
  return decoded.value;
}

/** What a reply says, without the token (which differs by construction). */
async function reply(res: Response): Promise<string> {
  const text = await res.text();
  if (!res.headers.get("Content-Type")?.includes("json")) return `${res.status} ${text}`;
  const { state: _token, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return `${res.status} ${JSON.stringify(rest)}`;
}

describe("random deals over HTTP", () => {
  it("a deal without a number is random: origin random, no deal number anywhere", async () => {
    for (const game of ["wall", "maze"]) {
      const dealt = await deal(game);
      expect(dealt).toMatchObject({ origin: "random", custom: false });
      expect(dealt).not.toHaveProperty("deal");
    }
    const a = await deal("wall");
    const b = await deal("wall");
    expect(a.view.slots).not.toEqual(b.view.slots);
  });

  it("no reply about a random Wall deal depends on its hidden cards (twin tokens)", async () => {
    const dealt = await deal("wall");
    const state = await open(dealt.state);
    expect(wallEngine.origin(state)).toBe("random");
    const twin = differentTwin(state, wallEngine.notation.state);
    expect(twin.slots[53]).not.toEqual(state.slots[53]);
    const ring = await keyRing(bindings);
    const tokens = [dealt.state, await sealState(ring, "wall", wallEngine.encode(twin))];
    const probes = [
      { type: "attack", target: 0, cards: dealt.view.waste as string[] },
      { type: "attack", target: 5, cards: [(dealt.view.waste as string[])[0]] },
      { type: "attack", target: 30, cards: ["KS"] },
      ...dealt.legalMoves.filter((m) => m.type === "attack"),
    ];
    const replies = await Promise.all(
      tokens.map(async (token) => {
        const out = [
          await reply(await post("/v1/games/wall/hint", { state: token })),
          await reply(await SELF.fetch(`${BASE}/v1/games/wall/board.txt?state=${token}`)),
          await reply(await SELF.fetch(`${BASE}/v1/games/wall/board.svg?state=${token}`)),
        ];
        for (const move of probes) {
          const res = await post("/v1/games/wall/moves", { state: token, move });
          // A successful attack that turns a pile over shows new cards by design: compare refusals.
          out.push(res.status === 200 ? "applied" : await reply(res));
        }
        return out;
      }),
    );
    expect(replies[1]).toEqual(replies[0]);
  });

  it("a stored game without a deal number is random and is exported as its layout once over", async () => {
    const created = await createSession({ game: "maze" });
    expect(created).toMatchObject({ origin: "random", custom: false });
    expect(created).not.toHaveProperty("deal");
    const exported = (await (await get(`/v1/sessions/${created.id}/export`)).json()) as Record<
      string,
      unknown
    >;
    expect(exported).toMatchObject({ origin: "random", moves: [] });
    expect(exported).not.toHaveProperty("deal");
    // The exported layout deals the same position (as a custom game).
    const replayed = await deal("maze", { layout: exported.layout });
    expect(replayed.view).toEqual(created.view);
    expect(replayed).toMatchObject({ origin: "custom", custom: true });

    const wall = await createSession({ game: "wall" });
    expect(wall.origin).toBe("random");
    await expectProblem(await get(`/v1/sessions/${wall.id}/export`), 409, "export_unavailable");
  });
});
