import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BASE, deal, type GameJson } from "./helpers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fuzzRuns?: string;
    fuzzSeed?: string;
  }
}

// No input, however malformed, produces a 5xx: random and mutated bodies, tokens, moves
// and paths against every stateless route. Every refusal is problem+json.

let wall: GameJson;
let maze: GameJson;
beforeAll(async () => {
  wall = await deal("wall", { deal: 3 });
  maze = await deal("maze", { deal: 3 });
});

async function expectNo5xx(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("Content-Type")).toBe("application/problem+json");
    expect(JSON.parse(text).code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  }
}

/** A string with characters replaced, inserted or removed at random places. */
const mutated = (text: string) =>
  fc
    .array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom("replace", "insert", "delete"),
        fc.string({ minLength: 1, maxLength: 1 }),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((edits) => {
      let out = text;
      for (const [at, kind, ch] of edits) {
        const i = out.length === 0 ? 0 : at % out.length;
        out =
          kind === "insert"
            ? out.slice(0, i) + ch + out.slice(i)
            : kind === "delete"
              ? out.slice(0, i) + out.slice(i + 1)
              : out.slice(0, i) + ch + out.slice(i + 1);
      }
      return out;
    });

const anyToken = () =>
  fc.oneof(
    fc.constantFrom(wall.state, maze.state),
    mutated(wall.state),
    mutated(maze.state),
    fc.string(),
    fc.base64String(),
    fc.anything(),
  );

const anyMove = fc.oneof(
  fc.record(
    {
      type: fc.oneof(fc.constantFrom("deal", "attack", "move"), fc.string()),
      target: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double(), fc.string()),
      from: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constant(1e300)),
      to: fc.integer({ min: -5, max: 60 }),
      cards: fc.oneof(
        fc.array(fc.constantFrom("AS", "KS", "TD", "7H", "??", "1C", "ks", ""), { maxLength: 6 }),
        fc.anything(),
      ),
    },
    { requiredKeys: ["type"] },
  ),
  fc.anything(),
);

const games = fc.oneof(
  fc.constantFrom("wall", "maze"),
  fc.string(),
  fc.constantFrom("%00", "..", "wall%2F..", "мaze"),
);

const post = (path: string, body: string) =>
  SELF.fetch(BASE + path, { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("fuzz: never a 5xx", { timeout: 120_000 }, () => {
  // A fixed seed keeps CI repeatable; FUZZ_SEED and FUZZ_RUNS explore further.
  const runs = {
    numRuns: Number(inject("fuzzRuns") ?? 150),
    seed: Number(inject("fuzzSeed") ?? 20261129),
  };

  it("POST /v1/games/{game}/moves with random states and moves", async () => {
    await fc.assert(
      fc.asyncProperty(games, anyToken(), anyMove, async (game, state, move) => {
        await expectNo5xx(
          await post(`/v1/games/${encodeURIComponent(game)}/moves`, JSON.stringify({ state, move })),
        );
      }),
      runs,
    );
  });

  it("POST moves and hints with mutated valid bodies", async () => {
    const body = JSON.stringify({ state: maze.state, move: maze.legalMoves[0] });
    await fc.assert(
      fc.asyncProperty(mutated(body), fc.constantFrom("moves", "hint", "deals"), async (text, route) => {
        await expectNo5xx(await post(`/v1/games/maze/${route}`, text));
      }),
      runs,
    );
  });

  it("POST /v1/games/{game}/deals with random bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        games,
        fc.oneof(
          fc.record({ deal: fc.oneof(fc.integer(), fc.double(), fc.string()) }),
          fc.record({ layout: fc.oneof(fc.anything(), fc.record({ slots: fc.array(fc.anything()) })) }),
          fc.anything(),
        ),
        async (game, body) => {
          await expectNo5xx(
            await post(`/v1/games/${encodeURIComponent(game)}/deals`, JSON.stringify(body) ?? ""),
          );
        },
      ),
      runs,
    );
  });

  it("GET boards, rules and catalogue with random queries", async () => {
    await fc.assert(
      fc.asyncProperty(
        games,
        fc.constantFrom("board.svg", "board.txt", ""),
        anyToken(),
        fc.string(),
        async (game, route, state, lang) => {
          const token = typeof state === "string" ? state : (JSON.stringify(state) ?? "");
          const query = new URLSearchParams({ state: token, lang });
          const path = `/v1/games/${encodeURIComponent(game)}${route ? "/" + route : ""}?${query}`;
          await expectNo5xx(await SELF.fetch(BASE + path, { headers: { "Accept-Language": lang } }));
        },
      ),
      runs,
    );
  });

  it("random methods, paths and content types", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.constantFrom("/v1/health", "/v1/games", "/v1/games/wall/moves", "/openapi.json", "/docs", "/v1/x"),
        fc.constantFrom("application/json", "text/plain", "application/merge-patch+json", ""),
        fc.string(),
        async (method, path, type, body) => {
          const init: RequestInit = { method, headers: type ? { "Content-Type": type } : {} };
          if (method !== "GET") init.body = body;
          await expectNo5xx(await SELF.fetch(BASE + path, init));
        },
      ),
      runs,
    );
  });
});
