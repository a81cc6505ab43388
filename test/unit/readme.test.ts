import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/http/errors.ts";
import { PROBLEM_MESSAGES } from "../../src/i18n/messages.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every error code with its status", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(readme, code).toMatch(new RegExp(`^\\| \`${code}\` +\\| ${status} +\\|`, "m"));
    }
    const listed = [...readme.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("says what each code means as the API says it in English (placeholders as <name>)", () => {
    const rows = new Map(
      [...readme.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\| (.*?) +\|$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const differ = Object.entries(PROBLEM_MESSAGES)
      .map(([code, texts]) => [code, texts.en.replace(/\{(\w+)\}/g, "<$1>"), rows.get(code)])
      .filter(([, said, listed]) => said !== listed);
    expect(differ).toEqual([]);
  });

  it("gives the start and test commands that CI runs", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm ci && npm test");
    expect(readFileSync(new URL("../../.ci/run", import.meta.url), "utf8")).toMatch(/^npm test$/m);
  });
});
