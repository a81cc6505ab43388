import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/http/app.ts";
import { DEPRECATED, tableProblems, type Deprecation } from "../../src/http/deprecations.ts";
import { API_VERSION } from "../../src/http/version.ts";
import { expectProblem } from "./helpers.ts";
import { DOCUMENT } from "./openapi-check.ts";
import { OPENAPI_INFO } from "../../src/http/app.ts";

// GET /v1/health says the version and the build; a deprecated operation says so on every reply
// (RFC 9745 Deprecation, RFC 8594 Sunset, Link rel="deprecation"), as its table declares.

describe("GET /v1/health", () => {
  it("answers the API's version and the build: dev without BUILD_COMMIT, else the commit", async () => {
    const app = createApp();
    const dev = await app.request("/v1/health", {}, env);
    expect(await dev.json()).toEqual({ status: "ok", version: API_VERSION, build: "dev" });
    const deployed = await app.request("/v1/health", {}, { ...env, BUILD_COMMIT: "41f1b40c2a9e" });
    expect(await deployed.json()).toEqual({ status: "ok", version: API_VERSION, build: "41f1b40c2a9e" });
    expect(OPENAPI_INFO.info.version).toBe(API_VERSION);
  });
});

describe("deprecated operations", () => {
  const entry: Deprecation = {
    operationId: "getGame",
    deprecated: "2026-12-01",
    sunset: "2027-06-01",
    link: "https://example.org/changelog#game",
  };
  const app = createApp({ deprecations: [entry] });

  it("every reply of a listed operation carries Deprecation, Sunset and a Link to the explanation", async () => {
    const res = await app.request("/v1/games/maze", {}, env);
    expect(res.status).toBe(200);
    // 2026-12-01T00:00:00Z (date -u -d @1796083200).
    expect(res.headers.get("Deprecation")).toBe("@1796083200");
    expect(res.headers.get("Sunset")).toBe("Tue, 01 Jun 2027 00:00:00 GMT");
    expect(res.headers.get("Link")).toBe(
      '<https://example.org/changelog#game>; rel="deprecation"; type="text/html"',
    );
    // Its refusals too (an unknown game), and a HEAD.
    const refused = await app.request("/v1/games/spider", {}, env);
    await expectProblem(refused.clone(), 404, "unknown_game");
    expect(refused.headers.get("Deprecation")).toBe("@1796083200");
    expect(
      (await app.request("/v1/games/maze", { method: "HEAD" }, env)).headers.get("Sunset"),
    ).not.toBeNull();
  });

  it("other operations, and the same path's other levels, say nothing", async () => {
    for (const path of ["/v1/games", "/v1/health", "/v1/games/maze/board.txt?deal=1"]) {
      const res = await app.request(path, {}, env);
      expect(res.headers.get("Deprecation"), path).toBeNull();
      expect(res.headers.get("Sunset"), path).toBeNull();
    }
    const res = await app.request("/v1/games/maze/deals", { method: "POST" }, env);
    expect(res.headers.get("Deprecation")).toBeNull();
  });

  it("a page on another site may read them (CORS)", async () => {
    const res = await app.request("/v1/games/maze", { headers: { Origin: "https://a.example" } }, env);
    const exposed = (res.headers.get("Access-Control-Expose-Headers") ?? "").split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["Deprecation", "Sunset", "Link"]));
  });

  it("the API's own table is valid, and the document marks each of its operations deprecated", () => {
    expect(tableProblems(DEPRECATED)).toEqual([]);
    const operations = Object.values(DOCUMENT.paths).flatMap((ops) => Object.values(ops)) as {
      operationId?: string;
      deprecated?: boolean;
    }[];
    for (const listed of DEPRECATED) {
      const operation = operations.find((op) => op.operationId === listed.operationId) as
        { deprecated?: boolean } | undefined;
      expect(operation, listed.operationId).toBeDefined();
      expect(operation!.deprecated, listed.operationId).toBe(true);
    }
    const marked = operations.filter((op) => op.deprecated === true);
    expect(marked.map((op) => op.operationId).sort()).toEqual(DEPRECATED.map((d) => d.operationId).sort());
  });

  it("a table is refused when a sunset comes less than 180 days after its deprecation", () => {
    expect(tableProblems([entry])).toEqual([]);
    expect(tableProblems([{ ...entry, sunset: "2027-03-01" }])).toEqual([
      "getGame: sunset less than 180 days after deprecation",
    ]);
    expect(tableProblems([entry, { ...entry, deprecated: "soon" }])).toEqual([
      "getGame: a date is not YYYY-MM-DD",
      "getGame: listed twice",
    ]);
  });
});
