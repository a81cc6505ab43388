import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { viewModule } from "../../scripts/build-mcp-view.mjs";

// The MCP Apps view is written as HTML and served from a generated module: the two must agree.

const read = (path: string) => readFileSync(new URL(`../../src/mcp/app/${path}`, import.meta.url), "utf8");

describe("the table view (MCP Apps)", () => {
  it("src/mcp/app/table-view.ts is what table-view.html generates (run `npm run mcp-view`)", () => {
    expect(read("table-view.ts")).toBe(viewModule(read("table-view.html")));
  });

  it("its script parses, and its words come in the five languages", () => {
    const html = read("table-view.html");
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
    for (const lang of ["en", "es", "ca", "cs", "el"])
      expect(script).toMatch(new RegExp(`\\b${lang}: \\{\\s*hint: `));
  });
});
