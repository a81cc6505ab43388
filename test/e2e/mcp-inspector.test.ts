import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";
import { toolPath } from "../../scripts/tools/install.mjs";

// The official MCP Inspector's CLI against `wrangler dev` (local workerd), as a developer would
// run it: its --strict mode fails on any tool-schema portability problem. Installed on first
// use (scripts/tools/mcp-inspector), not by `npm ci`.
let INSPECTOR = "";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** One Inspector CLI call (Node ≥ 22.19: the project's pinned Node runs it). */
const inspect = (args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(process.execPath, [INSPECTOR, "--cli", ...args], { timeout: 300_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });

describe("the MCP endpoint under the official Inspector CLI", () => {
  let worker: LocalWorker;
  let url: string;
  beforeAll(async () => {
    INSPECTOR = toolPath("mcp-inspector", "@modelcontextprotocol/inspector/clients/launcher/build/index.js");
    worker = await startLocalWorker();
    url = `${worker.base}/mcp`;
  });
  afterAll(() => worker?.stop());

  it("tools/list passes --strict with no finding at all", async () => {
    const run = await inspect([url, "--method", "tools/list", "--strict"]);
    expect(run.code, run.stderr).toBe(0);
    // --strict prints every finding (errors and warnings) on stderr: there are none.
    expect(run.stderr).not.toMatch(/Error:|Warning:|Schema portability/);
    const { tools } = JSON.parse(run.stdout) as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name)).toEqual([
      "list_games",
      "get_rules",
      "daily_challenge",
      "daily_leaderboard",
      "become_player",
      "enter_daily",
      "show_player",
      "new_game",
      "show_game",
      "play_move",
      "hint",
      "undo",
      "analyse_game",
      "table_view",
    ]);
  });

  it("tools/call starts a game and plays a move by its number", async () => {
    const started = await inspect([
      url,
      "--method",
      "tools/call",
      "--tool-name",
      "new_game",
      "--tool-args-json",
      '{"game":"maze","deal":1}',
    ]);
    expect(started.code, started.stderr).toBe(0);
    const game = JSON.parse(started.stdout) as {
      structuredContent: { position: { handle: string; legalMoves: string[] } };
    };
    const { handle, legalMoves } = game.structuredContent.position;
    expect(legalMoves[7]).toBe("32-8");
    const played = await inspect([
      url,
      "--method",
      "tools/call",
      "--tool-name",
      "play_move",
      "--tool-args-json",
      JSON.stringify({ handle, move: 8, version: 1 }),
    ]);
    expect(played.code, played.stderr).toBe(0);
    expect(JSON.parse(played.stdout)).toMatchObject({
      structuredContent: { played: { number: 8, notation: "32-8" }, position: { version: 2, score: 4 } },
    });
  });

  it("resources/read gives a game's rules; a foreign Origin is refused", async () => {
    const rules = await inspect([url, "--method", "resources/read", "--uri", "patience://rules/wall/en"]);
    expect(rules.code, rules.stderr).toBe(0);
    expect(rules.stdout).toContain("# Wall");
    const foreign = await inspect([
      url,
      "--method",
      "tools/list",
      "--header",
      "Origin: https://evil.example",
    ]);
    expect(foreign.code).not.toBe(0);
    expect(foreign.stdout + foreign.stderr).toMatch(/403|origin/i);
  });
});
