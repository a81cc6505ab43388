import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERRORS } from "../../src/http/errors.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every error code with its status", () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(readme, code).toMatch(new RegExp(`^\\| \`${code}\` +\\| ${entry.status} +\\|`, "m"));
    }
    const listed = [...readme.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it("gives the start and test commands that CI runs", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm ci && npm test");
    expect(readFileSync(new URL("../../.ci/run", import.meta.url), "utf8")).toMatch(/^npm test$/m);
  });
});
