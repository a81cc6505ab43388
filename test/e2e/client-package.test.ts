import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatienceClient, PatienceProblem, unwrap } from "../../clients/typescript/src/index.ts";
import { enterTodaysMaze } from "../../clients/typescript/examples/daily.ts";
import { leagueOfTwo } from "../../clients/typescript/examples/leagues.ts";
import { playMazeByHints } from "../../clients/typescript/examples/stateless.ts";
import { storedWallGame } from "../../clients/typescript/examples/stored.ts";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// The client package (clients/typescript) as an integrator uses it: each of its examples run
// against the real local runtime (wrangler dev), and the package as `npm pack` makes it.

const PACKAGE = fileURLToPath(new URL("../../clients/typescript/", import.meta.url));
let worker: LocalWorker;

beforeAll(async () => {
  // The examples make players and games in a row: more than one address's hourly quotas allow.
  worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
});

afterAll(async () => {
  await worker?.stop();
});

describe("the client package's examples, against the Worker", () => {
  it("stateless: Maze deal 1 is won by following hints", async () => {
    const played = await playMazeByHints(createPatienceClient({ baseUrl: worker.base }));
    expect(played.status).toBe("won");
    expect(played.moves).toBeGreaterThan(40);
  });

  it("stored: a Wall game's move and undo are versions 2 and 3; its hint and history come back", async () => {
    const game = await storedWallGame(createPatienceClient({ baseUrl: worker.base }));
    expect(game.versions).toEqual([1, 2, 3]);
    expect(typeof game.hint.text).toBe("string");
    expect(game.hint.text.length).toBeGreaterThan(0);
    expect(Array.isArray(game.history.moves)).toBe(true);
  });

  it("daily: a new player enters today's Maze ranked and plays a move", async () => {
    const daily = await enterTodaysMaze(createPatienceClient({ baseUrl: worker.base }));
    expect(daily.games).toEqual(expect.arrayContaining(["wall", "maze"]));
    expect(daily.player.token.length).toBeGreaterThan(20);
    expect(daily.moved.version).toBe(2);
    expect(daily.board.date).toBe(daily.date);
  });

  it("leagues: a maker and a friend who joined with the code are both members with a streak row", async () => {
    const { league, joined, streaks } = await leagueOfTwo(createPatienceClient({ baseUrl: worker.base }));
    expect(league.joinCode.length).toBeGreaterThan(5);
    expect(joined.members.map((m) => m.name).sort()).toEqual(["Ana", "Biel"]);
    expect(streaks.games.maze.map((r) => r.name).sort()).toEqual(["Ana", "Biel"]);
    expect(streaks.games.maze.every((r) => r.currentStreak === 0)).toBe(true);
  });

  it("a refusal is thrown with its stable code; `lang` sets the texts' language", async () => {
    const client = createPatienceClient({ baseUrl: worker.base, lang: "es" });
    const unknown = client.GET("/v1/games/{game}", { params: { path: { game: "chess" as "maze" } } });
    const thrown = await unknown.then(unwrap, (e: unknown) => e).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PatienceProblem);
    expect(thrown).toMatchObject({ status: 404, code: "unknown_game" });
    const english = unwrap(
      await createPatienceClient({ baseUrl: worker.base }).GET("/v1/games/{game}", {
        params: { path: { game: "maze" } },
      }),
    );
    const spanish = unwrap(await client.GET("/v1/games/{game}", { params: { path: { game: "maze" } } }));
    expect(spanish.name).not.toBe(english.name);
  });
});

describe("the package", () => {
  it("`npm pack --dry-run` builds it and lists only its own files (the build, its README, package.json)", () => {
    const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts=false"], {
      cwd: PACKAGE,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const files = (JSON.parse(out.slice(out.indexOf("["))) as [{ files: { path: string }[] }])[0].files.map(
      (f) => f.path,
    );
    expect(files).toEqual(
      expect.arrayContaining(["package.json", "README.md", "dist/index.js", "dist/index.d.ts"]),
    );
    expect(files.filter((f) => !/^(package\.json|README\.md|dist\/[\w-]+\.(js|d\.ts))$/.test(f))).toEqual([]);
  });
});
