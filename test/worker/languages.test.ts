import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, deal, expectProblem, post } from "./helpers.ts";
import { createSession } from "./session-helpers.ts";

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(BASE + path, { headers });
const varies = (res: Response) =>
  (res.headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .includes("accept-language");

/** A reply worded in `lang`: it says so, and a cache keeps one copy per Accept-Language. */
async function expectWorded(res: Response, lang: string) {
  expect(res.status, await res.clone().text()).toBeLessThan(500);
  expect(res.headers.get("Content-Language")).toBe(lang);
  expect(varies(res)).toBe(true);
}

describe("Content-Language and Vary: Accept-Language", () => {
  it("on a stateless game's hint, board.txt and board.svg, from ?lang= or Accept-Language", async () => {
    const wall = await deal("wall", { deal: 1 });
    const state = encodeURIComponent(wall.state);
    await expectWorded(await post("/v1/games/wall/hint?lang=es", { state: wall.state }), "es");
    await expectWorded(
      await post("/v1/games/wall/hint", { state: wall.state }, { "Accept-Language": "cs" }),
      "cs",
    );
    await expectWorded(await get(`/v1/games/wall/board.txt?lang=ca&state=${state}`), "ca");
    await expectWorded(
      await get(`/v1/games/wall/board.svg?state=${state}`, { "Accept-Language": "el" }),
      "el",
    );
    // English is a language too: the default reply says it is English.
    await expectWorded(await get(`/v1/games/wall/board.txt?state=${state}`), "en");
  });

  it("on a stored game's hint, board.txt and board.svg", async () => {
    const { id } = await createSession({ game: "maze", deal: 1 });
    await expectWorded(await post(`/v1/sessions/${id}/hint?lang=es`, undefined), "es");
    await expectWorded(await get(`/v1/sessions/${id}/board.txt`, { "Accept-Language": "cs" }), "cs");
    await expectWorded(await get(`/v1/sessions/${id}/board.svg?lang=el`), "el");
  });

  it("on the catalogue and on problems", async () => {
    await expectWorded(await get("/v1/games?lang=cs"), "cs");
    await expectWorded(await get("/v1/games/maze", { "Accept-Language": "es-ES,es;q=0.9" }), "es");
    await expectWorded(await get("/nope?lang=el"), "el");
    const refused = await get("/v1/games/wall/board.txt?state=x", { "Accept-Language": "ca" });
    await expectWorded(refused, "ca");
    await expectProblem(refused, 400, "state_malformed");
  });

  it("not on replies that say nothing in a language", async () => {
    const { id } = await createSession({ game: "maze", deal: 1 });
    const replies = [
      await get("/v1/health?lang=es"),
      await get("/openapi.json", { "Accept-Language": "es" }),
      await post("/v1/games/maze/deals?lang=es", { deal: 1 }),
      await get(`/v1/sessions/${id}?lang=es`),
    ];
    for (const res of replies) {
      expect(res.status, res.url).toBeLessThan(300);
      expect(res.headers.get("Content-Language"), res.url).toBeNull();
      expect(varies(res), res.url).toBe(false);
    }
  });

  it("a live view still upgrades to a WebSocket, whatever the language", async () => {
    const { id } = await createSession({ game: "maze", deal: 1 });
    const res = await get(`/v1/sessions/${id}/live?lang=es`, {
      Upgrade: "websocket",
      "Accept-Language": "cs",
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    ws.close(1000, "bye");
  });
});

describe("?lang= reads a language tag as Accept-Language does", () => {
  it("in any case, with or without a region", async () => {
    for (const [tag, lang] of [
      ["ES", "es"],
      ["Es", "es"],
      ["es-ES", "es"],
      ["ES-es", "es"],
      ["es-419", "es"],
      ["CS-CZ", "cs"],
      ["EL", "el"],
      ["Ca", "ca"],
      ["en-GB", "en"],
    ]) {
      const byQuery = await get(`/v1/games/wall?lang=${tag}`);
      const byHeader = await get("/v1/games/wall", { "Accept-Language": tag! });
      expect(byQuery.status, `${tag}: ${await byQuery.clone().text()}`).toBe(200);
      expect(byQuery.headers.get("Content-Language"), tag).toBe(lang);
      expect(byHeader.headers.get("Content-Language"), tag).toBe(lang);
      expect(await byQuery.json()).toEqual(await byHeader.json());
    }
  });

  it("refuses, with a 400, a tag that Accept-Language would not read as one of the languages", async () => {
    for (const tag of ["fr", "e", "esp", "es_ES", "es es", "*", "eses"]) {
      // Accept-Language falls back to English for it; ?lang= says it is not valid.
      const byHeader = await get("/v1/games/wall", { "Accept-Language": tag });
      expect(byHeader.headers.get("Content-Language"), tag).toBe("en");
      await expectProblem(
        await get(`/v1/games/wall?lang=${encodeURIComponent(tag)}`),
        400,
        "validation_failed",
      );
    }
  });

  it("words validation_failed's errors in the caller's language too", async () => {
    const body = await expectProblem(
      await post("/v1/games/maze/deals?lang=es", { deal: "x" }),
      400,
      "validation_failed",
    );
    expect(body.errors).toEqual([
      { path: "deal", message: "Tipo no válido: se esperaba número, se recibió texto" },
    ]);
    const both = await expectProblem(
      await post("/v1/games/maze/solve", {}, { "Accept-Language": "cs" }),
      400,
      "validation_failed",
    );
    expect(both.errors).toEqual([{ path: "", message: "Zadejte buď state, nebo layout" }]);
    const english = await expectProblem(
      await post("/v1/games/maze/deals", { deal: "x" }),
      400,
      "validation_failed",
    );
    expect(english.errors).toEqual([
      { path: "deal", message: "Invalid input: expected number, received string" },
    ]);
  });

  it("on every kind of route: a hint with ?lang=ES is in Spanish", async () => {
    const maze = await deal("maze", { deal: 1 });
    const res = await post("/v1/games/maze/hint?lang=ES", { state: maze.state });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { text: string }).text).toMatch(/^Mueva/);
    expect((await get("/v1/health?lang=Cs-cz")).status).toBe(200);
  });
});

describe("a refusal about a game names it in the caller's language", () => {
  it("export_unavailable and analysis_unavailable: the game's name in detail, its id in params.game", async () => {
    const { id } = await createSession({ game: "wall", deal: 1 });
    for (const [lang, name, sentence] of [
      ["es", "Muro", "Una partida de Muro solo se puede"],
      ["el", "Τοίχος", "Μια παρτίδα «Τοίχος»"],
    ] as const) {
      for (const [path, code] of [
        ["export", "export_unavailable"],
        ["analysis", "analysis_unavailable"],
      ] as const) {
        const body = await expectProblem(await get(`/v1/sessions/${id}/${path}?lang=${lang}`), 409, code);
        expect(body.detail, `${code} in ${lang}`).toContain(name);
        expect(body.detail, `${code} in ${lang}`).toContain(sentence);
        expect(body.detail).not.toMatch(/\bwall\b/);
        expect(body.params).toEqual({ game: "wall" });
      }
    }
  });
});
