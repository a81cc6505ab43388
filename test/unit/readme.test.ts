import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/http/errors.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every error code with its status", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(readme, code).toMatch(new RegExp(`^\\| \`${code}\` +\\| ${status} +\\|`, "m"));
    }
    const listed = [...readme.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("gives the start and test commands that CI runs", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm ci && npm test");
    expect(readFileSync(new URL("../../.ci/run", import.meta.url), "utf8")).toMatch(/^npm test$/m);
  });
});
