import { describe, expect, it } from "vitest";
import { knownTags, namesTag } from "../../src/http/conditional.ts";
import { sessionTag } from "../../src/durable/session/session-tag.ts";

// If-None-Match as RFC 9110 §13.1.2 writes it: `*`, or a list of entity tags, each an optional
// `W/` and an opaque tag in double quotes (which may hold commas), compared weakly.

describe("If-None-Match", () => {
  it("lists opaque tags, weak or strong, commas inside a tag included", () => {
    expect(knownTags('"a", W/"b" ,"c,d"')).toEqual(["a", "b", "c,d"]);
    expect(knownTags('W/""')).toEqual([""]);
  });

  it("reads `*` alone as any representation, and nothing from a header without a tag", () => {
    expect(knownTags(" * ")).toBe("*");
    for (const header of [undefined, "", "garbage", "abc, def", "W/abc"])
      expect(knownTags(header)).toEqual([]);
  });

  it("compares weakly: W/ on either side does not matter; `*` names any tag", () => {
    expect(namesTag(knownTags('"x"'), 'W/"x"')).toBe(true);
    expect(namesTag(knownTags('W/"x"'), '"x"')).toBe(true);
    expect(namesTag(knownTags('"x"'), '"xy"')).toBe(false);
    expect(namesTag(knownTags("*"), 'W/"anything"')).toBe(true);
    expect(namesTag(knownTags(""), 'W/"x"')).toBe(false);
  });

  it("compares at most 32 tags of one header", () => {
    const many = Array.from({ length: 40 }, (_, i) => `"t${i}"`).join(", ");
    expect(namesTag(knownTags(many), '"t31"')).toBe(true);
    expect(namesTag(knownTags(many), '"t32"')).toBe(false);
  });
});

describe("a stored game's tag", () => {
  const base = { createdAt: 1_800_000_000_000, version: 7, revealed: false, hints: 0, closed: false };

  it("changes with each part its reply depends on", () => {
    const tags = [
      base,
      { ...base, createdAt: base.createdAt + 1 },
      { ...base, version: 8 },
      { ...base, revealed: true },
      { ...base, hints: 1 },
      { ...base, hints: 2 },
      { ...base, closed: true },
    ].map(sessionTag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(sessionTag(base)).toBe(`${base.createdAt.toString(36)}.7`);
  });

  it("is made of characters an opaque tag may hold (no quote, no space)", () => {
    expect(sessionTag({ ...base, revealed: true, hints: 3, closed: true })).toMatch(/^[0-9a-z.]+$/);
  });
});
