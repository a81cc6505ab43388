import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildCommit, deployArgs, deployProblems } from "../../scripts/deploy.mjs";

const script = new URL("../../scripts/deploy.mjs", import.meta.url).pathname;
const ALL = ["STATE_KEYS", "STATE_KEY_ID", "DAILY_SECRET"];
const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

describe("npm run deploy", () => {
  it("names each missing secret and how to set it", () => {
    const problems = deployProblems([], toml);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain("STATE_KEYS");
    expect(problems[0]).toContain("wrangler secret put STATE_KEYS");
    expect(problems[1]).toContain("wrangler secret put STATE_KEY_ID");
    expect(problems[2]).toContain("wrangler secret put DAILY_SECRET");
    expect(deployProblems(["STATE_KEYS", "DAILY_SECRET"], toml)).toHaveLength(1);
    expect(deployProblems(ALL, toml)).toEqual([]);
  });

  it("refuses a wrangler.toml that sets the development switch", () => {
    const withSwitch = toml.replace("[vars]", '[vars]\nDEV_SECRETS = "on"');
    expect(deployProblems(ALL, withSwitch).join()).toContain("DEV_SECRETS");
    const inline = toml.replace("[vars]", '[vars]\nother = { DEV_SECRETS = "on" }');
    expect(deployProblems(ALL, inline).join()).toContain("DEV_SECRETS");
    expect(deployProblems(ALL, toml, ["--var", "DEV_SECRETS:on"])).toHaveLength(1);
  });

  it("passes the build's commit to the Worker (GET /v1/health's build) unless the arguments set it", () => {
    expect(deployArgs(["--dry-run"], "41f1b40c2a9e")).toEqual([
      "--dry-run",
      "--var",
      "BUILD_COMMIT:41f1b40c2a9e",
    ]);
    expect(deployArgs(["--var", "BUILD_COMMIT:v1"], "41f1b40c2a9e")).toEqual(["--var", "BUILD_COMMIT:v1"]);
    expect(buildCommit()).toMatch(/^([0-9a-f]{12}(-dirty)?|unknown)$/);
  });

  it("exits non-zero before calling wrangler deploy when secrets are missing", () => {
    const run = spawnSync(process.execPath, [script, "--dry-run"], {
      encoding: "utf8",
      env: { ...process.env, PATIENCE_SECRET_NAMES: "STATE_KEYS" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Not deploying");
    expect(run.stderr).toContain("STATE_KEY_ID");
    expect(run.stdout).not.toContain("Total Upload");
  });
});
