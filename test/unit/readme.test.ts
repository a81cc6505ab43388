import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "../../src/http/errors.ts";
import { PROBLEM_MESSAGES } from "../../src/i18n/messages.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
/** The error table's guide. */
const errors = readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every error code with its status (docs/errors.md)", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(errors, code).toMatch(new RegExp(`^\\| \`${code}\` +\\| ${status} +\\|`, "m"));
    }
    const listed = [...errors.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("says what each code means as the API says it in English (placeholders as <name>)", () => {
    const rows = new Map(
      [...errors.matchAll(/^\| `([a-z_]+)` +\| \d{3} +\| (.*?) +\|$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    const differ = Object.entries(PROBLEM_MESSAGES)
      .map(([code, texts]) => [code, texts.en.replace(/\{(\w+)\}/g, "<$1>"), rows.get(code)])
      .filter(([, said, listed]) => said !== listed);
    expect(differ).toEqual([]);
  });

  it("starts fast: at most 300 lines, the first request within its first 60", () => {
    const lines = readme.split("\n");
    expect(lines.length).toBeLessThanOrEqual(300);
    expect(lines.findIndex((line) => line.startsWith("curl "))).toBeGreaterThan(0);
    expect(lines.findIndex((line) => line.startsWith("curl "))).toBeLessThan(60);
  });

  it("links only files that exist", () => {
    const links = [...readme.matchAll(/\]\(((?:docs|clients)\/[^)#]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(8);
    const missing = links.filter((link) => !existsSync(new URL(`../../${link}`, import.meta.url)));
    expect(missing).toEqual([]);
  });

  it("gives the start and test commands that CI runs", () => {
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm ci && npm test");
    expect(readFileSync(new URL("../../.ci/run", import.meta.url), "utf8")).toMatch(/^npm test$/m);
  });
});
