import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPENAPI_INFO } from "../../src/http/app.ts";
import { API_VERSION } from "../../src/http/version.ts";

// One version everywhere: the changelog's newest release, the OpenAPI document's info.version
// (written and committed) and what GET /v1/health answers (API_VERSION; the worker test reads it).
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("the API's version", () => {
  it("is the changelog's newest release, and the document's", () => {
    const releases = [...read("CHANGELOG.md").matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)];
    expect(releases.length).toBeGreaterThan(0);
    expect(releases[0]![1]).toBe(API_VERSION);
    expect(OPENAPI_INFO.info.version).toBe(API_VERSION);
    expect(JSON.parse(read("openapi/openapi.json")).info.version).toBe(API_VERSION);
  });

  it("the changelog keeps Keep a Changelog's shape: Unreleased first, releases newest first, known sections", () => {
    const text = read("CHANGELOG.md");
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(headings[0]).toBe("[Unreleased]");
    const dates = headings.slice(1).map((h) => /^\[\d+\.\d+\.\d+\] - (\d{4}-\d{2}-\d{2})$/.exec(h)?.[1]);
    expect(dates.every((d) => d !== undefined)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    const sections = [...text.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
    for (const section of sections)
      expect(["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]).toContain(section);
  });
});
