import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_PLAYER_NAME } from "../../src/daily/player-name.ts";
import { createApp } from "../../src/http/app.ts";
import { ERROR_STATUS } from "../../src/http/errors.ts";
import {
  auth,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  type EntryJson,
  type LeaderboardJson,
} from "./daily-helpers.ts";
import { BASE, deal, type GameJson } from "./helpers.ts";
import type { SessionJson } from "./session-helpers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fuzzRuns?: string;
    fuzzSeed?: string;
  }
}

// No input, however malformed, produces a 5xx: random and mutated bodies, tokens, moves
// and paths against every stateless route, the daily challenges, players and a ranked
// entry's changes. Every refusal is problem+json with a code of the table at its status, and
// what is stored (players, the entry, its leaderboard) stays consistent.

let wall: GameJson;
let maze: GameJson;
beforeAll(async () => {
  wall = await deal("wall", { deal: 3 });
  maze = await deal("maze", { deal: 3 });
});

async function expectNo5xx(res: Response): Promise<number> {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("Content-Type")).toBe("application/problem+json");
    const { code } = JSON.parse(text) as { code: string };
    expect(Object.keys(ERROR_STATUS), text).toContain(code);
    expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS], text).toBe(res.status);
  }
  return res.status;
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

describe("fuzz: never a 5xx", () => {
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
        fc.constantFrom(
          "/v1/health",
          "/v1/games",
          "/v1/games/wall/moves",
          "/v1/players",
          "/v1/daily/maze/2099-01-01/entries",
          `/v1/sessions/${"0".repeat(64)}/resign`,
          "/openapi.json",
          "/docs",
          "/v1/x",
        ),
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

// The daily routes, players and a ranked entry's changes, by a fixed clock: noon UTC of the
// first date (DAILY_FIRST_DATE), when only it and the next date are open and no date has
// closed. However the fuzz spells dates, at most those challenges are prepared, and the
// outcome does not depend on the day the suite runs.
const FIRST = "2026-12-01";
const NOON = Date.parse(`${FIRST}T12:00:00Z`);
const OPEN = [FIRST, "2026-12-02"];
const daily = clockedApi(NOON);
const clocked = createApp({ now: () => NOON });
/** A request by the fixed clock, its body sent as it is (malformed JSON included). */
const rawAt = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  clocked.request(
    BASE + path,
    { method, headers, ...(body === undefined || method === "GET" ? {} : { body }) },
    env,
  );

/** fetch refuses header values with line breaks or characters beyond Latin-1. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, "");
const randomBody = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    valid.map((v) => JSON.stringify(v)),
    fc.anything().map((v) => JSON.stringify(v) ?? ""),
    fc.string(),
    fc.constant(undefined),
  );

describe("fuzz: daily challenges, players and ranked entries", () => {
  const runs = {
    numRuns: Number(inject("fuzzRuns") ?? 150),
    seed: Number(inject("fuzzSeed") ?? 20261201),
  };
  let player: { id: string; token: string; name: string };
  let entry: EntryJson;
  /** The challenges (`<game>/<date>`) this player has entered. */
  const entered = new Set<string>();

  beforeAll(async () => {
    player = await newPlayer(daily, "Fuzz");
    entry = await enter(daily, "maze", FIRST, player.token);
    entered.add(`maze/${FIRST}`);
  });

  it("the daily routes with random games, dates, queries, tokens and bodies", async () => {
    const dates = fc.oneof(
      { arbitrary: fc.constantFrom("today", ...OPEN), weight: 3 },
      fc.constantFrom("2026-11-30", "2099-01-01", "2026-02-29", "2026-12-01T00:00", " "),
      mutated(FIRST),
      fc.string(),
    );
    const authorizations = fc.oneof(
      { arbitrary: fc.constant(`Bearer ${player.token}`), weight: 3 },
      fc.constant(undefined),
      fc.constantFrom(
        `Bearer ${player.token}`,
        "Bearer",
        "Bearer x.y",
        `Basic ${player.token}`,
        `Bearer ${player.id}.`,
      ),
      mutated(`Bearer ${player.token}`).map(headerSafe),
      fc.string().map(headerSafe),
    );
    const queries = fc.record(
      {
        offset: fc.oneof(fc.integer({ min: -2, max: 2_000_000 }).map(String), fc.string()),
        limit: fc.oneof(fc.integer({ min: -2, max: 200 }).map(String), fc.string()),
        lang: fc.oneof(fc.constantFrom("en", "es", "ca", "cs", "el"), fc.string()),
      },
      { requiredKeys: [] },
    );
    const routes = fc.constantFrom(
      ["GET", ""],
      ["GET", "/leaderboard"],
      ["POST", "/deals"],
      ["POST", "/entries"],
      ["PUT", "/entries"],
      ["GET", "/deals"],
    );
    await fc.assert(
      fc.asyncProperty(
        games,
        dates,
        routes,
        queries,
        authorizations,
        randomBody(fc.constant({})),
        async (game, date, [method, route], query, authorization, body) => {
          const path = `/v1/daily/${encodeURIComponent(game)}/${encodeURIComponent(date)}${route}?${new URLSearchParams(query)}`;
          const headers = {
            ...(authorization === undefined ? {} : { Authorization: authorization }),
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          };
          const status = await expectNo5xx(await rawAt(method!, path, headers, body));
          if (status === 201 && route === "/entries") {
            // Only this player's own token can enter, once per challenge.
            const key = `${game}/${date === "today" ? FIRST : date}`;
            expect(entered.has(key), key).toBe(false);
            entered.add(key);
          }
        },
      ),
      runs,
    );

    // Each challenge open by this clock reads, its leaderboard lists a player at most once and
    // agrees with its counts, and this player has an entry exactly where one was made.
    for (const game of ["maze", "wall"]) {
      for (const date of OPEN) {
        await okJson(await daily.get(`/v1/daily/${game}/${date}`));
        const board = await okJson<LeaderboardJson>(
          await daily.get(`/v1/daily/${game}/${date}/leaderboard?limit=100`),
        );
        const ids = board.rows.map((r) => r.playerId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(board.rows.length).toBe(board.entries.finished);
        expect(board.entries.won).toBeLessThanOrEqual(board.entries.finished);
        expect(board.entries.finished).toBeLessThanOrEqual(board.entries.total);
        // An entry now is refused exactly where the fuzz made one (or beforeAll did).
        const now = await daily.post(`/v1/daily/${game}/${date}/entries`, undefined, auth(player.token));
        expect(await expectNo5xx(now), `${game}/${date}`).toBe(entered.has(`${game}/${date}`) ? 409 : 201);
      }
    }
  });

  it("POST /v1/players with random names; GET /v1/players/{id} with random ids", async () => {
    const names = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.constantFrom(
        "\u202eAda",
        "A\u200bda",
        "Ada\n",
        "  Ada  ",
        "A".repeat(24),
        "A".repeat(25),
        "😀".repeat(24),
        "e\u0301",
        "\ud800",
      ),
      fc.anything(),
    );
    const bodies = randomBody(
      fc.oneof(
        fc.record({ name: names }),
        fc.record({ name: names, token: fc.string() }),
        fc.record({ name: names, id: fc.constant(player.id) }),
      ),
    );
    const ids = fc.oneof(fc.constant(player.id), mutated(player.id), fc.string(), fc.base64String());
    await fc.assert(
      fc.asyncProperty(bodies, ids, async (body, id) => {
        const res = await rawAt("POST", "/v1/players", { "Content-Type": "application/json" }, body);
        const text = await res.clone().text();
        if ((await expectNo5xx(res)) === 201) {
          // What is kept is what was answered, and a name as the rules say.
          const made = JSON.parse(text) as { id: string; name: string; token: string };
          expect([...made.name].length).toBeGreaterThanOrEqual(1);
          expect([...made.name].length).toBeLessThanOrEqual(MAX_PLAYER_NAME);
          expect(made.name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u);
          expect(made.name).toBe(made.name.normalize("NFC").trim());
          const profile = await okJson<{ id: string; name: string }>(
            await daily.get(`/v1/players/${made.id}`),
          );
          expect(profile).toMatchObject({ id: made.id, name: made.name });
          expect(made.token.startsWith(`${made.id}.`)).toBe(true);
        }
        const read = await expectNo5xx(await daily.get(`/v1/players/${encodeURIComponent(id)}`));
        expect(read === 200).toBe(id === player.id);
      }),
      runs,
    );
    expect((await okJson<{ name: string }>(await daily.get(`/v1/players/${player.id}`))).name).toBe("Fuzz");
  });

  it("moves, undo, redo and resign of a ranked entry and a stored game with random input", async () => {
    const stored = await okJson<SessionJson & { ownerToken: string }>(
      await daily.post("/v1/sessions", { game: "maze", deal: 5 }),
      201,
    );
    /** Each game as last answered: its version and legal moves, for requests that fit it. */
    const current = { entry: entry as SessionJson, stored: stored as SessionJson };
    const owners = { entry: entry.ownerToken, stored: stored.ownerToken };
    /** Changes applied (200) to each game, and undos among them. */
    const applied = { entry: { all: 0, undo: 0 }, stored: { all: 0, undo: 0 } };
    // Mostly requests that could be applied (the game's owner, its version, a legal move), so
    // that the games move, end and get refused for it; the rest anything.
    const targets = fc.oneof(
      { arbitrary: fc.constantFrom("entry" as const, "stored" as const), weight: 6 },
      fc.constantFrom("0".repeat(64), "nope"),
      mutated(entry.id),
    );
    const tokens = fc.oneof(
      { arbitrary: fc.constant("owner" as const), weight: 6 },
      fc.constantFrom(entry.ownerToken, stored.ownerToken, player.token),
      mutated(entry.ownerToken).map(headerSafe),
      fc.string().map(headerSafe),
      fc.constant(undefined),
    );
    const bodies = fc.oneof(
      {
        arbitrary: fc.record(
          {
            version: fc.oneof(
              { arbitrary: fc.constant("current" as const), weight: 6 },
              fc.integer({ min: 0, max: 8 }),
              fc.anything(),
            ),
            move: fc.oneof({ arbitrary: fc.nat().map((legal) => ({ legal })), weight: 4 }, anyMove),
          },
          { requiredKeys: ["version"] },
        ),
        weight: 6,
      },
      fc.anything().map((v) => JSON.stringify(v) ?? ""),
      fc.string(),
      fc.constant(undefined),
    );
    const kinds = fc.oneof({ arbitrary: fc.constant("moves"), weight: 6 }, fc.constantFrom("undo", "redo"), {
      arbitrary: fc.constant("resign"),
      weight: 1,
    });
    await fc.assert(
      fc.asyncProperty(targets, kinds, tokens, bodies, async (target, kind, token, body) => {
        const known = target === "entry" || target === "stored" ? target : undefined;
        const id = known ? current[known].id : target;
        const game = current[known ?? "entry"];
        const text =
          body === undefined || typeof body === "string"
            ? body
            : JSON.stringify({
                ...body,
                ...(body.version === "current" ? { version: game.version } : {}),
                ...(typeof body.move === "object" && body.move !== null && "legal" in body.move
                  ? {
                      move: game.legalMoves[
                        (body.move.legal as number) % Math.max(1, game.legalMoves.length)
                      ],
                    }
                  : {}),
              });
        const bearerToken = token === "owner" ? owners[known ?? "entry"] : token;
        const headers = {
          ...(bearerToken === undefined ? {} : { Authorization: `Bearer ${bearerToken}` }),
          ...(text === undefined ? {} : { "Content-Type": "application/json" }),
        };
        const res = await rawAt("POST", `/v1/sessions/${encodeURIComponent(id)}/${kind}`, headers, text);
        const answer = await res.clone().text();
        if ((await expectNo5xx(res)) === 200) {
          expect(known, `${id} ${kind}`).toBeDefined();
          current[known!] = { ...current[known!], ...(JSON.parse(answer) as SessionJson) };
          applied[known!].all++;
          if (kind === "undo") applied[known!].undo++;
        }
      }),
      runs,
    );

    // Each game is at the version its applied changes say, and the entry's end (if any) is on
    // its leaderboard and in the player's record exactly once.
    const now = await okJson<EntryJson>(await daily.get(`/v1/sessions/${entry.id}`));
    expect(now.version).toBe(1 + applied.entry.all);
    expect(now.daily.undos).toBe(applied.entry.undo);
    if (now.resigned) expect(now.status).toBe("lost");
    const after = await okJson<SessionJson>(await daily.get(`/v1/sessions/${stored.id}`));
    expect(after.version).toBe(1 + applied.stored.all);
    const board = await okJson<LeaderboardJson>(
      await daily.get(`/v1/daily/maze/${FIRST}/leaderboard?limit=100`),
    );
    const rows = board.rows.filter((r) => r.playerId === player.id);
    const finished = now.status !== "playing";
    expect(rows).toHaveLength(finished ? 1 : 0);
    if (finished) expect(rows[0]!.result).toBe(now.resigned ? "resigned" : now.status);
    const profile = await okJson<{ games: Record<string, { played: number }> }>(
      await daily.get(`/v1/players/${player.id}`),
    );
    expect(profile.games.maze!.played).toBe(finished ? 1 : 0);
  });
});
