import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { clientKey, createApp, MAX_BODY_BYTES } from "../../src/http/app.ts";
import { API_VERSION } from "../../src/http/version.ts";
import { COMMITTED_TEXT } from "./openapi-check.ts";

async function expectProblem(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  const body = (await res.json()) as Record<string, unknown>;
  expect(body.code).toBe(code);
  expect(body.status).toBe(status);
  expect(body.type).toBe(`urn:patience-api:problem:${code}`);
  expect(typeof body.detail).toBe("string");
  return body;
}

describe("service routes", () => {
  it("GET /v1/health answers ok, with the API's version and the build (dev when not deployed)", async () => {
    const res = await SELF.fetch("http://api.test/v1/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", version: API_VERSION, build: "dev" });
  });

  it("GET /openapi.json serves exactly the committed document, cacheable and revalidated by its ETag", async () => {
    const res = await SELF.fetch("http://api.test/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await res.text()).toBe(COMMITTED_TEXT);
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const again = await SELF.fetch("http://api.test/openapi.json", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    // As a cache that compressed it sends it back: weak.
    const weak = await SELF.fetch("http://api.test/openapi.json", {
      headers: { "If-None-Match": `W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const other = await SELF.fetch("http://api.test/openapi.json", {
      headers: { "If-None-Match": '"other"' },
    });
    expect(other.status).toBe(200);
  });

  it("GET /docs serves the docs page that loads the document", async () => {
    const res = await SELF.fetch("http://api.test/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('"url":"/openapi.json"');
    expect(html).toContain("<noscript>");
    expect(html).toContain('import("/vendor/scalar/standalone.esm.js")');
  });

  it("GET / points to the docs", async () => {
    const res = await SELF.fetch("http://api.test/", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/docs");
  });

  it("GET /docs/ (as /play/ is written) finds the docs too", async () => {
    const res = await SELF.fetch("http://api.test/docs/", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/docs");
  });

  it("answers CORS preflights for browser clients", async () => {
    const res = await SELF.fetch("http://api.test/v1/health", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("lets a page on another site read Location, Content-Language, Retry-After, Allow, ETag and Link", async () => {
    // A 405 from another origin: its Allow header is there, and readable by the page.
    const res = await SELF.fetch("http://api.test/v1/health", {
      method: "DELETE",
      headers: { Origin: "https://example.org" },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBeTruthy();
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const exposed = (res.headers.get("Access-Control-Expose-Headers") ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase());
    for (const name of ["location", "content-language", "retry-after", "allow", "etag", "link"]) {
      expect(exposed, name).toContain(name);
    }
  });
});

describe("one error shape for everything", () => {
  it("unknown path: 404 not_found", async () => {
    await expectProblem(await SELF.fetch("http://api.test/v1/nothing-here"), 404, "not_found");
  });

  it("a problem's title sums its type up in words, the same in every language; detail is translated", async () => {
    const en = await expectProblem(await SELF.fetch("http://api.test/v1/nothing-here"), 404, "not_found");
    const cs = await expectProblem(
      await SELF.fetch("http://api.test/v1/nothing-here?lang=cs"),
      404,
      "not_found",
    );
    expect(en.title).toBe("Not found");
    expect(cs.title).toBe("Not found");
    expect(cs.detail).not.toBe(en.detail);
    // Acronyms and names keep their spelling.
    const malformed = await expectProblem(
      await SELF.fetch("http://api.test/v1/games/maze/deals", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{",
      }),
      400,
      "malformed_json",
    );
    expect(malformed.title).toBe("Malformed JSON");
  });

  it("wrong method: 405 method_not_allowed with Allow", async () => {
    const res = await SELF.fetch("http://api.test/v1/health", { method: "DELETE" });
    const body = await expectProblem(res, 405, "method_not_allowed");
    expect(res.headers.get("Allow")).toContain("GET");
    expect(body.allow).toContain("GET");
  });

  it("messages follow Accept-Language and ?lang=", async () => {
    const es = await SELF.fetch("http://api.test/nope", {
      headers: { "Accept-Language": "fr;q=0.9, es-ES;q=0.8" },
    });
    expect(es.headers.get("Content-Language")).toBe("es");
    expect(((await es.json()) as { detail: string }).detail).toBe("No hay nada en esta dirección.");
    const el = await SELF.fetch("http://api.test/nope?lang=el", { headers: { "Accept-Language": "es" } });
    expect(((await el.json()) as { detail: string }).detail).toBe("Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση.");
  });

  it("unexpected errors: a logged 500 internal_error that leaks nothing", async () => {
    const app = createApp();
    app.get("/boom", () => {
      throw new Error("secret internals: stack and key material");
    });
    // The operator's log gets the error (captured here, so the test run stays quiet).
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await app.request("/boom", {}, {});
      const body = await expectProblem(res, 500, "internal_error");
      expect(JSON.stringify(body)).not.toContain("secret");
      expect(log).toHaveBeenCalledWith("unhandled error", "GET", "/boom", expect.any(Error));
    } finally {
      log.mockRestore();
    }
  });

  it("bodies over the size limit: 413 payload_too_large", async () => {
    const app = createApp();
    app.post("/echo", async (c) => c.json(await c.req.json()));
    const res = await app.request(
      "/echo",
      {
        method: "POST",
        body: JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) }),
        headers: { "Content-Type": "application/json" },
      },
      {},
    );
    await expectProblem(res, 413, "payload_too_large");
  });
});

describe("rate limit", () => {
  const limited = { ...env, RATE_LIMIT: undefined };
  const app = createApp();
  const from = (ip: string | undefined) =>
    app.request("/v1/health", { headers: ip === undefined ? {} : { "CF-Connecting-IP": ip } }, limited);
  /** Requests from `ip` until the first 429 (the test limiter allows 25 a minute). */
  async function exhaust(ip: string | undefined): Promise<Response> {
    for (let i = 0; i < 60; i++) {
      const res = await from(ip);
      if (res.status === 429) return res;
      expect(res.status).toBe(200);
    }
    throw new Error(`no 429 for ${ip}`);
  }

  it("a client over its limit gets 429 rate_limited with Retry-After; other clients are unaffected", async () => {
    const res = await exhaust("203.0.113.7");
    await expectProblem(res, 429, "rate_limited");
    expect(res.headers.get("Retry-After")).toBe("60");
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("an IPv6 client is counted by its /64: another address in it is limited too", async () => {
    await exhaust("2001:db8:1:2::1");
    expect((await from("2001:0db8:0001:0002:ffff:1:2:3")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
  });

  it("requests without a client address share one key: limited, not exempt", async () => {
    await exhaust(undefined);
    expect((await from("")).status).toBe(429);
  });

  it("IPv6 keys: /64 prefixes, written any way", () => {
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:DB8:0:0:1::")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("203.0.113.1")).toBe("203.0.113.1");
    expect(clientKey(undefined)).toBe("no-client-address");
    // An IPv4 client written as IPv6 is that IPv4 client, not one shared /64.
    expect(clientKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(clientKey("::FFFF:5.6.7.8")).toBe("5.6.7.8");
  });

  it("RATE_LIMIT=off turns the limit off (load benchmarks)", async () => {
    const app = createApp();
    const off = { ...env, RATE_LIMIT: "off" };
    for (let i = 0; i < 40; i++) {
      const res = await app.request("/v1/health", { headers: { "CF-Connecting-IP": "203.0.113.9" } }, off);
      expect(res.status).toBe(200);
    }
  });
});

describe("echoed input", () => {
  it("a long path segment is cut in the problem (params and detail)", async () => {
    const long = "x".repeat(5000);
    const res = await SELF.fetch(`http://api.test/v1/games/${long}/deals`, { method: "POST" });
    const body = await expectProblem(res, 404, "unknown_game");
    const text = JSON.stringify(body);
    expect(text.length).toBeLessThan(600);
    expect((body.params as { game: string }).game).toBe("x".repeat(40) + "…");
  });

  it("validation messages that quote the input (unknown keys) are cut too", async () => {
    const res = await SELF.fetch("http://api.test/v1/games/maze/deals", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ["k".repeat(5000)]: 1 }),
    });
    const body = await expectProblem(res, 400, "validation_failed");
    expect(JSON.stringify(body).length).toBeLessThan(1000);
  });
});
