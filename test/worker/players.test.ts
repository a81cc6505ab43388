import { env, runInDurableObject, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addDays, utcDateOf } from "../../src/daily/calendar.ts";
import type { Player } from "../../src/durable/player/player.ts";
import type { ResultReport } from "../../src/durable/player/player-types.ts";
import type { Bindings } from "../../src/env.ts";
import { GAME_IDS } from "../../src/games/registry.ts";
import { createApp } from "../../src/http/app.ts";
import type { AppEnv } from "../../src/http/env.ts";
import { problem, ProblemError } from "../../src/http/problem.ts";
import { playerFromRequest } from "../../src/http/player-auth.ts";
import { BASE, expectProblem, inOneWindow, post } from "./helpers.ts";

const players = (env as unknown as Bindings).PLAYERS;
const stubOf = (id: string) => players.get(players.idFromName(id));

interface CreatedJson {
  id: string;
  name: string;
  token: string;
  createdAt: string;
}
interface RecordJson {
  currentStreak: number;
  bestStreak: number;
  freezes: number;
  frozen: string[];
  played: number;
  won: number;
  recent: { date: string; won: boolean; score: number; moves: number }[];
}
interface ProfileJson {
  id: string;
  name: string;
  createdAt: string;
  games: Record<string, RecordJson>;
}

async function createPlayer(name: string): Promise<CreatedJson> {
  const res = await post("/v1/players", { name });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = (await res.json()) as CreatedJson;
  expect(res.headers.get("Location")).toBe(`/v1/players/${created.id}`);
  return created;
}

async function profileOf(id: string): Promise<ProfileJson> {
  const res = await SELF.fetch(`${BASE}/v1/players/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ProfileJson;
}

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

const EMPTY = { currentStreak: 0, bestStreak: 0, freezes: 0, frozen: [], played: 0, won: 0, recent: [] };
/** A well-formed player id that no one has made. */
const NOBODY = "AAAAAAAAAAAAAAAAAAAAAA";

describe("POST /v1/players, GET /v1/players/{id}", () => {
  it("creates a player (id, token shown once) whose profile has every game at zero", async () => {
    const before = Date.now();
    const created = await createPlayer("  Ada Lovelace ");
    expect(created.name).toBe("Ada Lovelace");
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.token).toMatch(new RegExp(`^${created.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const profile = await profileOf(created.id);
    expect(profile).toEqual({
      id: created.id,
      name: "Ada Lovelace",
      createdAt: created.createdAt,
      games: Object.fromEntries(GAME_IDS.map((game) => [game, EMPTY])),
    });
    expect(JSON.stringify(profile)).not.toContain(created.token.split(".")[1]);
  });

  it("gives each player its own id and token", async () => {
    const [a, b] = [await createPlayer("Ada"), await createPlayer("Ada")];
    expect(a.id).not.toBe(b.id);
    expect(a.token).not.toBe(b.token);
  });

  it("keeps the name NFC-normalised; 24 emoji (48 UTF-16 units) are 24 characters", async () => {
    expect((await createPlayer("Jose\u0301")).name).toBe("Jos\u00e9");
    const emoji = "😀".repeat(24);
    expect((await createPlayer(emoji)).name).toBe(emoji);
    expect((await createPlayer("ñ".repeat(24))).name).toBe("ñ".repeat(24));
  });

  it("keeps letters that carry a few marks (at most 3): Thai, pointed Hebrew, Devanagari, Burmese (its vowel signs sit beside the letter)", async () => {
    for (const name of [
      "สมศักดิ์",
      "שָׁלוֹם",
      "क्षत्रिय",
      "မွှေး",
      "e\u0301\u0302\u0303",
      "Nguyễn Thị Ngọc",
      "Nguye\u0323\u0302\u0301n",
    ])
      expect((await createPlayer(name)).name).toBe(name.normalize("NFC"));
  });

  it.each([
    ["a family joined by zero-width joiners", "👨\u200d👩\u200d👧"],
    ["a coder (joiner after a selector)", "🧑\ufe0f\u200d💻 dev"],
    ["a red heart (variation selector)", "❤\ufe0f Ada"],
    ["a keycap", "1\ufe0f\u20e3 Ada"],
    ["a coder with a skin tone", "👩\u{1f3fd}\u200d💻"],
    ["the flag of Scotland (tag sequence)", "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}"],
    [
      "the flags of England and Wales side by side",
      "🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}🏴\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f}",
    ],
  ])("keeps an emoji made of several code points: %s", async (_what, name) => {
    expect((await createPlayer(name)).name).toBe(name.normalize("NFC"));
  });

  it.each([
    ["empty", "", "empty"],
    ["only spaces", "    ", "empty"],
    ["only a no-break space and an ideographic space", "\u00a0\u3000", "empty"],
    ["25 characters", "a".repeat(25), "too_long"],
    ["25 emoji", "😀".repeat(25), "too_long"],
    ["a control character", "Ada\u0007", "invisible_character"],
    ["a line break inside", "Ada\nLovelace", "invisible_character"],
    ["a bidi override (U+202E)", "\u202eecalevol", "invisible_character"],
    ["a zero-width space", "Ada\u200b", "invisible_character"],
    ["a line separator", "Ada\u2028B", "invisible_character"],
    ["a lone surrogate", "Ada\ud800", "invisible_character"],
    ["a Hangul filler (draws nothing)", "\u3164", "invisible_character"],
    ["a Hangul filler after a letter", "A\u3164\u3164", "invisible_character"],
    ["the blank braille pattern", "\u2800\u2800", "invisible_character"],
    ["a soft hyphen", "Ada\u00ad", "invisible_character"],
    ["a joiner between letters", "A\u200dB", "invisible_character"],
    ["a tag character after a letter", "A\u{e0067}", "invisible_character"],
    ["a variation selector after a letter (looks like the letter alone)", "a\ufe0f", "invisible_character"],
    ["a combining accent with nothing to sit on", "\u0301Ada", "invisible_character"],
    ["a tower of 4 marks on one letter (zalgo)", "Z\u0335\u0321\u0334\u0322alg", "stacked_marks"],
    // NFC folds two of these five into "ệ" and leaves three: the marks are counted after NFD.
    [
      "five accents on one letter, two of them folded by NFC",
      "Nguye\u0323\u0302\u0301\u0300\u0303n",
      "stacked_marks",
    ],
    ["a private-use character (a vendor's logo on one system)", "\ue000 Ada", "invisible_character"],
    ["a private-use character of plane 15", "Ada \u{f0000}", "invisible_character"],
    ["an unassigned code point", "Ada\u0378", "invisible_character"],
    ["an unassigned code point of plane 5", "\u{50000}Ada", "invisible_character"],
    ["a noncharacter (U+FDD0)", "Ada\ufdd0", "invisible_character"],
    ["a noncharacter (U+10FFFF)", "Ada\u{10ffff}", "invisible_character"],
    [
      "TAG characters after a black flag with no cancel tag",
      "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}",
      "invisible_character",
    ],
    [
      "TAG capitals after a black flag (no flag is spelled so)",
      "🏴\u{e0047}\u{e0042}\u{e0053}\u{e0043}\u{e0054}\u{e007f}",
      "invisible_character",
    ],
    [
      "TAG characters hidden after a flag",
      "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}\u{e0061}",
      "invisible_character",
    ],
  ])("refuses a name with %s: 422 invalid_player_name", async (_what, name, reason) => {
    const body = await expectProblem(await post("/v1/players", { name }), 422, "invalid_player_name");
    expect((body.params as { reason: string }).reason).toBe(reason);
  });

  it("names the invisible character and the length in params", async () => {
    const bidi = await expectProblem(
      await post("/v1/players", { name: "a\u202eb" }),
      422,
      "invalid_player_name",
    );
    expect(bidi.params).toEqual({ reason: "invisible_character", codePoint: "U+202E" });
    const long = await expectProblem(
      await post("/v1/players", { name: "x".repeat(30) }),
      422,
      "invalid_player_name",
    );
    expect(long.params).toEqual({ reason: "too_long", length: 30, max: 24 });
  });

  it("a body without a name, or a name that is not text, is a 400", async () => {
    await expectProblem(await post("/v1/players", {}), 400, "validation_failed");
    await expectProblem(await post("/v1/players", { name: 7 }), 400, "validation_failed");
    await expectProblem(await post("/v1/players", { name: "Ada", token: "mine" }), 400, "validation_failed");
  });

  it.each([
    ["unknown", NOBODY],
    ["too short", "AAAA"],
    ["23 characters", NOBODY + "A"],
    ["not base64url", "AAAAAAAAAAAAAAAAAAAAA!"],
    ["22 characters that spell no 16 bytes", "AAAAAAAAAAAAAAAAAAAAAB"],
    ["a whole token", `${NOBODY}.${"A".repeat(43)}`],
  ])("an %s id is 404 unknown_player", async (_what, id) => {
    await expectProblem(
      await SELF.fetch(`${BASE}/v1/players/${encodeURIComponent(id)}`),
      404,
      "unknown_player",
    );
  });
});

describe("the token", () => {
  // A route as the daily routes use it: the player a request acts as.
  const app = new Hono<AppEnv>()
    .get("/me", async (c) => c.json(await playerFromRequest(c)))
    .onError((error, c) =>
      error instanceof ProblemError ? problem(c, error.code, error.options) : c.text("?", 500),
    );
  const me = (authorization?: string) =>
    app.request("/me", authorization === undefined ? {} : { headers: { Authorization: authorization } }, env);

  it("identifies its player (playerFromRequest), and only its own", async () => {
    const ada = await createPlayer("Ada");
    const bob = await createPlayer("Bob");
    const res = await me(`Bearer ${ada.token}`);
    expect(res.status).toBe(200);
    // With when it was made (a Wall board lists established players only: made two weeks before its date opened).
    expect(await res.json()).toEqual({ id: ada.id, name: "Ada", since: Date.parse(ada.createdAt) });
    expect(await (await me(`bearer  ${bob.token} `)).json()).toEqual({
      id: bob.id,
      name: "Bob",
      since: Date.parse(bob.createdAt),
    });
    // Ada's id with Bob's secret.
    const mixed = `${ada.id}.${bob.token.split(".")[1]}`;
    await expectProblem(await me(`Bearer ${mixed}`), 401, "invalid_player_token");
  });

  it("refuses a missing, malformed or unknown token, each with its own code", async () => {
    const missing = await expectProblem(await me(), 401, "missing_player_token");
    expect(missing).toMatchObject({ status: 401 });
    expect((await me()).headers.get("WWW-Authenticate")).toBe("Bearer");
    await expectProblem(await me("Basic YWRhOmFkYQ=="), 401, "missing_player_token");
    await expectProblem(await me("Bearer "), 401, "missing_player_token");
    // A bearer token followed by more text is a token, and not a valid one.
    const ada = await createPlayer("Ada");
    await expectProblem(await me(`Bearer ${ada.token} extra`), 401, "invalid_player_token");
    for (const token of [
      "garbage",
      NOBODY,
      `${NOBODY}.short`,
      `${NOBODY}.${"A".repeat(43)}.x`,
      `.${"A".repeat(43)}`,
    ]) {
      await expectProblem(await me(`Bearer ${token}`), 401, "invalid_player_token");
    }
    // A well-formed token of no player: as invalid as a wrong secret (nothing tells them apart).
    await expectProblem(await me(`Bearer ${NOBODY}.${"A".repeat(43)}`), 401, "invalid_player_token");
  });

  it("is hashed at rest: storage holds its SHA-256, never its text", async () => {
    const created = await createPlayer("Ada");
    const secret = created.token.split(".")[1]!;
    const stored = await runInDurableObject(stubOf(created.id), (_instance: Player, state) => {
      const tables = state.storage.sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
        )
        .toArray()
        .map((row) => row.name);
      const rows = tables.flatMap((table) => state.storage.sql.exec(`SELECT * FROM ${table}`).toArray());
      const hash = state.storage.sql.exec<{ h: ArrayBuffer }>("SELECT token_hash AS h FROM player").one().h;
      return { tables, rows, hash: new Uint8Array(hash) };
    });
    expect(stored.tables).toContain("player");
    expect(stored.hash).toEqual(await sha256(created.token));
    const decoder = new TextDecoder();
    const text = stored.rows
      .flatMap((row) => Object.values(row))
      .map((value) => (value instanceof ArrayBuffer ? decoder.decode(value) : String(value)))
      .join("\n");
    expect(text).toContain("Ada");
    expect(text).not.toContain(secret);
    expect(text).not.toContain(created.token);
  });

  it("the object refuses as values: unknown player, wrong hash, a second creation", async () => {
    const created = await createPlayer("Ada");
    const stub = stubOf(created.id);
    expect(await stub.authenticate(await sha256(created.token))).toEqual({
      ok: true,
      value: { id: created.id, name: "Ada", since: Date.parse(created.createdAt) },
    });
    expect(await stub.authenticate(await sha256("another"))).toEqual({
      ok: false,
      error: { code: "invalid_player_token" },
    });
    expect(await stub.authenticate(new Uint8Array(3))).toMatchObject({ ok: false });
    expect(
      await stub.create({ id: created.id, name: "Eve", tokenHash: await sha256("x"), now: Date.now() }),
    ).toEqual({ ok: false, error: { code: "player_exists" } });
    expect(await stubOf(NOBODY).authenticate(await sha256("x"))).toEqual({
      ok: false,
      error: { code: "unknown_player" },
    });
    expect(await stubOf(NOBODY).profile(Date.now())).toEqual({
      ok: false,
      error: { code: "unknown_player" },
    });
  });
});

describe("results and streaks", () => {
  const D = "2026-12-10";
  /** D + n days at `hour` UTC. */
  const at = (n: number, hour: number) => Date.UTC(2026, 11, 10 + n, hour);
  const report = (n: number, won: boolean, extra: Partial<ResultReport> = {}): ResultReport => ({
    game: "maze",
    date: addDays(D, n),
    won,
    score: won ? 48 : 30 + n,
    moves: 80 + n,
    finishedAt: at(n, 9),
    ...extra,
  });

  it("a second report of the same game and date changes nothing and returns the stored one", async () => {
    const { id } = await createPlayer("Ada");
    const stub = stubOf(id);
    const first = report(0, true);
    expect(await stub.recordResult(first)).toEqual({ ok: true, value: { ...first, recorded: true } });
    const again = await stub.recordResult({ ...first, won: false, score: 3, moves: 999 });
    expect(again).toEqual({ ok: true, value: { ...first, recorded: false } });
    // Another game's result of the same date is its own.
    const wall = { ...first, game: "wall" as const, score: 20 };
    expect(await stub.recordResult(wall)).toEqual({ ok: true, value: { ...wall, recorded: true } });
    const profile = await stub.profile(at(0, 12));
    if (!profile.ok) throw new Error("no profile");
    expect(profile.value.games.maze).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1 });
    expect(profile.value.games.maze.recent).toEqual([{ date: D, won: true, score: 48, moves: 80 }]);
    expect(profile.value.games.wall).toMatchObject({ played: 1, won: 1 });
  });

  it("twenty concurrent reports of one date: exactly one is recorded", async () => {
    const { id } = await createPlayer("Ada");
    const stub = stubOf(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stub.recordResult(report(0, i % 2 === 0, { moves: 100 + i }))),
    );
    const recorded = answers.filter((a) => a.ok && a.value.recorded);
    expect(recorded).toHaveLength(1);
    const kept = recorded[0]!.ok ? recorded[0]!.value : undefined;
    for (const answer of answers) expect(answer).toMatchObject({ ok: true, value: { moves: kept!.moves } });
  });

  it("refuses a report that is not a result, and one for an unknown player", async () => {
    const { id } = await createPlayer("Ada");
    const stub = stubOf(id);
    const cases: [Partial<ResultReport> | Record<string, unknown>, string][] = [
      [{ game: "spider" }, "game"],
      [{ date: "2026-02-30" }, "date"],
      [{ date: "today" }, "date"],
      [{ won: "yes" }, "won"],
      [{ score: 1.5 }, "score"],
      [{ moves: -1 }, "moves"],
      [{ finishedAt: Number.NaN }, "finishedAt"],
    ];
    for (const [bad, field] of cases) {
      expect(await stub.recordResult({ ...report(0, true), ...bad } as ResultReport)).toEqual({
        ok: false,
        error: { code: "invalid_input", params: { field } },
      });
    }
    expect(await stubOf(NOBODY).recordResult(report(0, true))).toEqual({
      ok: false,
      error: { code: "unknown_player" },
    });
    const profile = await stub.profile(at(0, 12));
    expect(profile.ok && profile.value.games.maze.played).toBe(0);
  });

  it("streaks across dates, per game, as the calendar closes them", async () => {
    const { id } = await createPlayer("Ada");
    const stub = stubOf(id);
    // Maze: won D−9…D−6, lost D−5, skipped D−4, won D−3…D. Wall: won D−1 only.
    for (const n of [-9, -8, -7, -6, -3, -2, -1, 0]) await stub.recordResult(report(n, true));
    await stub.recordResult(report(-5, false));
    await stub.recordResult({ ...report(-1, true), game: "wall", score: 20 });
    const games = async (now: number) => {
      const profile = await stub.profile(now);
      if (!profile.ok) throw new Error("no profile");
      return profile.value.games;
    };

    const noon = await games(at(0, 12));
    expect(noon.maze).toMatchObject({ currentStreak: 4, bestStreak: 4, played: 9, won: 8 });
    expect(noon.maze.recent.map((r) => r.date)).toEqual(
      [0, -1, -2, -3, -5, -6, -7, -8, -9].map((n) => addDays(D, n)),
    );
    // Wall's D−1 streak lives while D is open anywhere: D closes at D+1 12:00 UTC.
    expect(noon.wall).toMatchObject({ currentStreak: 1, bestStreak: 1, played: 1, won: 1 });
    expect((await games(at(1, 12) - 1)).wall.currentStreak).toBe(1);
    expect((await games(at(1, 12))).wall.currentStreak).toBe(0);
    // Maze's D streak lives until D+1 closes (D+2 12:00 UTC).
    expect((await games(at(2, 12) - 1)).maze.currentStreak).toBe(4);
    expect((await games(at(2, 12))).maze).toMatchObject({ currentStreak: 0, bestStreak: 4 });

    // A loss breaks it at once; a longer run later becomes the best.
    await stub.recordResult(report(1, false));
    expect((await games(at(1, 12))).maze).toMatchObject({ currentStreak: 0, bestStreak: 4, played: 10 });
    for (const n of [2, 3, 4, 5, 6]) await stub.recordResult(report(n, true));
    const later = await games(at(6, 12));
    expect(later.maze).toMatchObject({ currentStreak: 5, bestStreak: 5, played: 15, won: 13 });
    expect(later.maze.recent).toHaveLength(15);
    expect(later.maze.recent[0]).toEqual({ date: addDays(D, 6), won: true, score: 48, moves: 86 });
  });

  it("the route's profile counts streaks at the app's clock", async () => {
    const { id } = await createPlayer("Ada");
    for (const n of [-1, 0]) await stubOf(id).recordResult({ ...report(n, true), game: "wall", score: 20 });
    const profileAt = async (now: number) => {
      const res = await createApp({ now: () => now }).request(`/v1/players/${id}`, {}, env);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as ProfileJson;
    };
    const open = await profileAt(at(2, 12) - 1);
    expect(open.games.wall).toMatchObject({ currentStreak: 2, bestStreak: 2, played: 2, won: 2 });
    expect(open.games.wall!.recent.map((r) => r.date)).toEqual([D, addDays(D, -1)]);
    expect(open.games.maze).toEqual(EMPTY);
    expect((await profileAt(at(2, 12))).games.wall).toMatchObject({ currentStreak: 0, bestStreak: 2 });
    // The real clock: a win today is current.
    await stubOf(id).recordResult({ ...report(0, true), date: utcDateOf(Date.now()) });
    expect((await profileOf(id)).games.maze!.currentStreak).toBe(1);
  });
});

describe("freezes", () => {
  // A week won, D−7 … D−1 (FREEZE_EVERY = 7 dates played in a row earn one freeze), then the
  // clock moves on with nothing played: the profile is read through the route at that clock.
  const D = "2026-12-10";
  const at = (n: number, hour: number) => Date.UTC(2026, 11, 10 + n, hour);
  const week = async (game: "maze" | "wall" = "maze") => {
    const { id } = await createPlayer("Frosty");
    for (let n = -7; n <= -1; n++) {
      const won = await stubOf(id).recordResult({
        game,
        date: addDays(D, n),
        won: true,
        score: 48,
        moves: 80,
        finishedAt: at(n, 9),
      });
      expect(won.ok).toBe(true);
    }
    return id;
  };
  const recordAt = async (id: string, now: number) => {
    const res = await createApp({ now: () => now }).request(`/v1/players/${id}`, {}, env);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as ProfileJson).games.maze!;
  };

  it("a missed date with a freeze banked keeps the streak and spends the freeze", async () => {
    const id = await week();
    // D is still open somewhere until D+1 12:00 UTC: the freeze is banked, nothing spent.
    expect(await recordAt(id, at(1, 12) - 1)).toMatchObject({ currentStreak: 7, freezes: 1, frozen: [] });
    // D closed unplayed: the freeze covers it, the streak holds (not lengthened).
    expect(await recordAt(id, at(1, 12))).toMatchObject({
      currentStreak: 7,
      bestStreak: 7,
      freezes: 0,
      frozen: [D],
    });
    // Playing on goes on with the same run; the frozen date stays shown.
    await stubOf(id).recordResult({
      game: "maze",
      date: addDays(D, 1),
      won: true,
      score: 48,
      moves: 80,
      finishedAt: at(1, 9),
    });
    expect(await recordAt(id, at(1, 13))).toMatchObject({
      currentStreak: 8,
      bestStreak: 8,
      freezes: 0,
      frozen: [D],
    });
  });

  it("three missed dates lose the streak, the freeze spent on the first", async () => {
    const id = await week();
    // D, D+1, D+2 closed unplayed (the last at D+3 12:00 UTC): the one freeze covered D only.
    expect(await recordAt(id, at(2, 12))).toMatchObject({
      currentStreak: 0,
      bestStreak: 7,
      freezes: 0,
      frozen: [D],
    });
    expect(await recordAt(id, at(3, 12))).toMatchObject({
      currentStreak: 0,
      bestStreak: 7,
      freezes: 0,
      frozen: [D],
    });
  });

  it("a league's streak table counts the member's freezes the same way", async () => {
    const { id, token } = await createPlayer("Frosty");
    const made = await post("/v1/leagues", { name: "Cold" }, { Authorization: `Bearer ${token}` });
    expect(made.status, await made.clone().text()).toBe(201);
    const league = ((await made.json()) as { id: string }).id;
    for (let n = -7; n <= -1; n++)
      await stubOf(id).recordResult({
        game: "maze",
        date: addDays(D, n),
        won: true,
        score: 48,
        moves: 80,
        finishedAt: at(n, 9),
      });
    const rowAt = async (now: number) => {
      const res = await createApp({ now: () => now }).request(`/v1/leagues/${league}/streaks`, {}, env);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { games: Record<string, { currentStreak: number; freezes: number }[]> })
        .games.maze![0];
    };
    expect(await rowAt(at(1, 12) - 1)).toMatchObject({ currentStreak: 7, freezes: 1 });
    expect(await rowAt(at(1, 12))).toMatchObject({ currentStreak: 7, freezes: 0 });
    expect(await rowAt(at(2, 12))).toMatchObject({ currentStreak: 0, freezes: 0 });
  });
});

describe("player creation rate limit", () => {
  // The suite runs with the limit off; this app has it on (PLAYER_LIMITER: 10 a minute).
  const app = createApp();
  const limited = { ...env, RATE_LIMIT: undefined };
  const from = (ip: string) => ({ "CF-Connecting-IP": ip, "Content-Type": "application/json" });
  const create = (ip: string) =>
    app.request(
      "/v1/players",
      { method: "POST", headers: from(ip), body: JSON.stringify({ name: "Ada" }) },
      limited,
    );

  it("more than 10 players a minute from one client is 429; other routes and clients still answer", async () => {
    await inOneWindow(async (attempt) => {
      const ip = `192.0.2.${61 + attempt}`;
      const made: CreatedJson[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await create(ip);
        expect(res.status, await res.clone().text()).toBe(201);
        made.push((await res.json()) as CreatedJson);
      }
      const refused = await create(ip);
      await expectProblem(refused, 429, "rate_limited");
      expect(refused.headers.get("Retry-After")).toBe("60");
      // The same client still plays and reads profiles; another client still creates players.
      expect((await app.request("/v1/health", { headers: from(ip) }, limited)).status).toBe(200);
      expect((await app.request(`/v1/players/${made[0]!.id}`, { headers: from(ip) }, limited)).status).toBe(
        200,
      );
      expect((await create(`192.0.2.${100 + attempt}`)).status).toBe(201);
      // IPv6 clients are counted by their /64, as by the general limit.
      for (let i = 0; i < 10; i++)
        expect((await create(`2001:db8:77:${attempt}::${i + 1}`)).status).toBe(201);
      expect((await create(`2001:db8:77:${attempt}::ffff`)).status).toBe(429);
    });
  });

  it("RATE_LIMIT=off turns it off", async () => {
    const off = { ...env, RATE_LIMIT: "off" };
    for (let i = 0; i < 12; i++) {
      const res = await app.request(
        "/v1/players",
        { method: "POST", headers: from("192.0.2.63"), body: JSON.stringify({ name: "Ada" }) },
        off,
      );
      expect(res.status).toBe(201);
    }
  });
});
