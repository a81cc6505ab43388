import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createApp } from "../../src/http/app.ts";
import { expectProblem } from "./helpers.ts";

const app = createApp();
const key = (n: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(n)));
const dealIn = (bindings: Record<string, unknown>) =>
  app.request(
    "/v1/games/maze/deals",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"deal":1}' },
    { ...env, DEV_SECRETS: undefined, STATE_KEYS: undefined, STATE_KEY_ID: undefined, ...bindings },
  );

describe("secrets fail closed", () => {
  // The reason goes to the operator's log: captured here (and checked), so the run stays quiet.
  let log: MockInstance;
  beforeEach(() => {
    log = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("without keys and without the development switch, nothing is sealed: 503 server_not_configured", async () => {
    const res = await dealIn({});
    const body = await expectProblem(res, 503, "server_not_configured");
    expect(JSON.stringify(body)).not.toMatch(/STATE_KEYS|dev|stack|key material/i);
    expect(log).toHaveBeenCalledWith("server not configured:", "STATE_KEYS is not set");
  });

  it("the development switch (and only it) allows the built-in key", async () => {
    expect((await dealIn({ DEV_SECRETS: "on" })).status).toBe(201);
    expect((await dealIn({ DEV_SECRETS: "yes" })).status).toBe(503);
  });

  it("several keys need STATE_KEY_ID; one key seals without it", async () => {
    const two = JSON.stringify({ k1: key(1), k2: key(2) });
    await expectProblem(await dealIn({ STATE_KEYS: two }), 503, "server_not_configured");
    expect((await dealIn({ STATE_KEYS: two, STATE_KEY_ID: "k2" })).status).toBe(201);
    expect((await dealIn({ STATE_KEYS: JSON.stringify({ k1: key(1) }) })).status).toBe(201);
  });

  it("malformed key configuration is a 503, never a 500, and shows no key", async () => {
    for (const STATE_KEYS of ["not json", '{"k1":"short"}', '{"":"' + key(3) + '"}', "[1,2]"]) {
      const res = await dealIn({ STATE_KEYS, STATE_KEY_ID: "k1" });
      const body = await expectProblem(res, 503, "server_not_configured");
      expect(JSON.stringify(body)).not.toContain(key(3));
    }
    await expectProblem(
      await dealIn({ STATE_KEYS: JSON.stringify({ k1: key(1) }), STATE_KEY_ID: "k9" }),
      503,
      "server_not_configured",
    );
  });

  it("routes that need no secret keep serving", async () => {
    const res = await app.request("/v1/games", {}, { ...env, DEV_SECRETS: undefined });
    expect(res.status).toBe(200);
  });
});
