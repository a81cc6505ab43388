import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fact, hasChromium, patientPage, playWorld, poll, startGame } from "./play-harness.ts";

// /play as players meet it: a phone, a failing network, ranked rules, impatient and watching people
// (the harness of play-harness.ts, as play-page.test.ts).

interface Stored {
  id: string;
  ownerToken: string;
  version: number;
  status: string;
}

describe.skipIf(!hasChromium)("/play as players meet it", () => {
  const world = playWorld();

  async function visit(path = "/play", phone = false): Promise<Page> {
    const page = await patientPage(world.browser, {
      locale: "en-GB",
      ...(phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
        : { viewport: { width: 1280, height: 800 } }),
    });
    await page.goto(`${world.worker.base}${path}`);
    return page;
  }
  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${world.worker.base}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Stored & { move: unknown };
  }

  /** Wall deal 2 played by the API's own hints to its end (lost after 22 moves). */
  async function lostWallGame(): Promise<Stored> {
    let game = await call("POST", "/v1/sessions", { game: "wall", deal: 2 });
    const owner = game.ownerToken;
    while (game.status === "playing") {
      const hint = await call("POST", `/v1/sessions/${game.id}/hint`);
      game = await call(
        "POST",
        `/v1/sessions/${game.id}/moves`,
        { move: hint.move, version: game.version },
        owner,
      );
    }
    return { ...game, ownerToken: owner };
  }

  it("plays a Wall attack on a phone by two taps: the first shows it, the second plays it", async () => {
    const page = await visit("/play", true);
    await startGame(page, "Wall", 2);
    for (const waste of [54, 55, 56]) {
      await slot(page, waste).tap({ position: { x: 6, y: 6 } });
      await poll(() => slot(page, waste).getAttribute("aria-pressed")).toBe("true");
    }
    expect(await slot(page, 51).getAttribute("aria-label")).toContain("legal target");
    const table = await page.locator("#table").boundingBox();
    // A tap where the card shows (its top left: the next row covers the rest of it): the attack
    // is shown, cards, sum, target and verdict, and nothing is played yet.
    await slot(page, 51).tap({ position: { x: 6, y: 6 } });
    await poll(() => page.locator("#attack").textContent()).toMatch(
      /^Attack with .+: sum \d+\. Against .+ \(health \d+\): it falls\. Tap the target again/,
    );
    expect(await page.getByRole("button", { name: "Attack", exact: true }).isVisible()).toBe(true);
    expect(await fact(page, "Moves")).toBe("0");
    expect(await page.locator("#table").boundingBox()).toEqual(table);
    // The second tap plays it (one as quick as a double-tap would be taken for a bounce).
    await page.waitForTimeout(500);
    await slot(page, 51).tap({ position: { x: 6, y: 6 } });
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(await page.locator("#message").textContent()).toMatch(/falls: \d+ points\./);
  });

  it("keeps the game when the API fails while the page reloads", async () => {
    const page = await visit();
    await startGame(page, "Maze", 1);
    // A brief outage (or a 429 from the rate limit) while the page reads the game back.
    await page.route(/\/v1\/sessions\/[0-9a-f]+\?/, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" })
        : route.continue(),
    );
    await page.reload();
    // The page says it could not read the game (and keeps it for later).
    await poll(async () => ((await page.locator("#alert").textContent()) ?? "").length).toBeGreaterThan(0);
    await page.unroute(/\/v1\/sessions\/[0-9a-f]+\?/);
    await page.reload();
    await poll(() => page.getByRole("heading", { name: "Maze · deal 1" }).count()).toBe(1);
  });

  it("offers the skip link to the table only once there is a table", async () => {
    // A first visit opens on a table: here its deal is refused, so there is none at first.
    const refuse = (route: Route) =>
      route.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" });
    const page = await patientPage(world.browser, {
      viewport: { width: 1280, height: 800 },
      locale: "en-GB",
    });
    await page.route(/\/v1\/games\/[a-z]+\/deals/, refuse);
    await page.goto(`${world.worker.base}/play`);
    const skip = page.getByRole("link", { name: "Skip to the table" });
    await poll(async () => ((await page.locator("#alert").textContent()) ?? "").length).toBeGreaterThan(0);
    expect(await skip.count()).toBe(0);
    await page.unroute(/\/v1\/games\/[a-z]+\/deals/, refuse);
    await startGame(page, "Maze", 1);
    await poll(() => skip.count()).toBe(1);
    await skip.focus();
    await page.keyboard.press("Enter");
    await poll(() => page.evaluate(() => location.hash)).toBe("#table-wrap");
  });

  it("a game changed in another tab is taken as it stands, said in a player's words", async () => {
    const page = await visit();
    await startGame(page, "Maze", 1);
    const saved = (await page.evaluate(() =>
      JSON.parse(localStorage.getItem("patience.current") ?? "null"),
    )) as {
      id: string;
      owner: string;
    };
    // Another tab plays the game's first legal move; this page still shows version 1.
    const game = await call("GET", `/v1/sessions/${saved.id}`);
    const first = (game as unknown as { legalMoves: unknown[] }).legalMoves[0];
    const other = await call(
      "POST",
      `/v1/sessions/${saved.id}/moves`,
      { move: first, version: 1 },
      saved.owner,
    );
    expect(other.version).toBe(2);
    // Here, a move of its own: refused by the API as stale, then the game as it stands.
    await slot(page, 44).click();
    await slot(page, 17).click();
    await poll(() => page.locator("#alert").textContent()).toBe(
      "This game was changed in another tab or on another device: here it is as it stands now.",
    );
    await poll(() => fact(page, "Moves")).toBe("1");
  });

  it("does not offer Undo in a ranked Wall entry, which the API refuses", async () => {
    const page = await visit();
    await page.getByRole("radio", { name: "Wall" }).check();
    await page.getByRole("radio", { name: "Today's challenge (ranked)" }).check();
    await page.getByRole("textbox", { name: "Player name" }).fill(`Undo ${Date.now() % 100_000}`);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: /^Wall · challenge of/ }).count()).toBe(1);
    await page.getByRole("button", { name: "Deal", exact: true }).click();
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(await page.getByRole("button", { name: "Undo" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("an empty deal number asks for one, in the page's words, and sends nothing", async () => {
    const page = await visit();
    // The page's opening deal first (its own request): nothing is sent after it.
    await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.getByRole("radio", { name: "Maze" }).check();
    await page.getByRole("radio", { name: "Deal number" }).check();
    await page.getByRole("spinbutton", { name: "Deal number" }).fill("");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.locator("#alert").textContent()).toBe(
      "Type a deal number from 0 to 4294967295, or choose a random deal.",
    );
    expect(posts).toEqual([]);
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe("deal-number");
  });

  it("makes one player and one ranked entry when Start is pressed twice on a slow network", async () => {
    const page = await visit();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.route("**/v1/players?*", async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.getByRole("radio", { name: "Maze" }).check();
    await page.getByRole("radio", { name: "Today's challenge (ranked)" }).check();
    const name = `Twice ${Date.now() % 100_000}`;
    await page.getByRole("textbox", { name: "Player name" }).fill(name);
    await page.getByRole("button", { name: "Start", exact: true }).dblclick();
    await poll(() => page.getByRole("heading", { name: /^Maze · challenge of/ }).count()).toBe(1);
    // The player made is said once the table is up (it was wiped as the game began).
    await poll(() => page.locator("#message").textContent()).toContain(name);
    await page.waitForTimeout(2500);
    expect(posts.filter((p) => p === "/v1/players")).toHaveLength(1);
    expect(posts.filter((p) => p.endsWith("/entries"))).toHaveLength(1);
  });

  it("offers a spectator no analysis of a Wall game (it would end the owner's undo)", async () => {
    const game = await lostWallGame();
    const page = await visit(`/play?watch=${game.id}`);
    await poll(() => page.locator("#end").textContent()).toMatch(/^The game is lost/);
    await page.waitForTimeout(1500);
    expect(await page.getByRole("button", { name: "Analyse the game" }).count()).toBe(0);
  });

  it("stops offering Undo once the analysis has shown a Wall game's cards", async () => {
    const game = await lostWallGame();
    const page = await visit();
    await page.evaluate(
      ({ id, owner }) =>
        localStorage.setItem(
          "patience.current",
          JSON.stringify({ game: "wall", id, owner, label: { kind: "deal", deal: 2 } }),
        ),
      { id: game.id, owner: game.ownerToken },
    );
    await page.reload();
    const analyse = page.getByRole("button", { name: "Analyse the game" });
    await poll(() => analyse.count()).toBe(1);
    await analyse.click();
    await poll(() => page.locator("#analysis-body").textContent()).toMatch(
      /^(The deal|The solver could not decide)/,
    );
    expect(await page.getByRole("button", { name: "Undo" }).getAttribute("aria-disabled")).toBe("true");
    // And after a reload: the game itself says its deal was shown (`revealed`).
    await page.reload();
    await poll(() => page.getByRole("heading", { name: "Wall · deal 2" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Undo" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("makes a league, shows its invitation once, and a friend joins with it; the league's board lists its members", async () => {
    // Ada played today's Maze challenge (resigned); Bo has not played.
    const ada = (await call("POST", "/v1/players", { name: "Ada League" })) as unknown as {
      id: string;
      name: string;
      token: string;
    };
    const entry = await call("POST", "/v1/daily/maze/today/entries", undefined, ada.token);
    await call("POST", `/v1/sessions/${entry.id}/resign`, { version: entry.version }, entry.ownerToken);
    const bo = (await call("POST", "/v1/players", { name: "Bo League" })) as unknown as typeof ada;

    const as = async (who: typeof ada) => {
      const page = await visit();
      await page.evaluate((p) => localStorage.setItem("patience.player", JSON.stringify(p)), {
        id: who.id,
        name: who.name,
        token: who.token,
      });
      await page.reload();
      // The page's own buttons answer once its script has run: the table it opens on says so
      // (a click sooner, on a busy machine, went nowhere).
      await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
      await page.getByRole("radio", { name: "Maze" }).check();
      return page;
    };
    const page = await as(ada);
    await page.getByRole("textbox", { name: "New league's name" }).fill("Lunch table");
    await page.getByRole("button", { name: "Make a league" }).click();
    const note = page.locator("#league-note");
    await poll(() => note.textContent()).toMatch(
      /^League made\. .*: [0-9a-f]{64}\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );
    const invite = /: (\S+)$/.exec((await note.textContent()) ?? "")![1]!;
    await poll(() => page.locator("#league-board-title").textContent()).toBe("League Lunch table: Maze");
    await poll(() => page.locator("#league-board").getByRole("row").count()).toBe(2);
    // The league's board comes first: the honest board among friends.
    const leagueFirst = await page.evaluate(
      () =>
        document
          .getElementById("league-board-title")!
          .compareDocumentPosition(document.getElementById("board-title")!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(leagueFirst).toBeTruthy();
    expect(
      await page.locator("#league-board").getByRole("row").nth(1).getByRole("cell").nth(1).textContent(),
    ).toBe("Ada League (you)");
    // Shown once: after a reload the invitation is nowhere on the page.
    await page.reload();
    await poll(() => page.locator("#league-board-title").textContent()).toBe("League Lunch table: Maze");
    expect(await page.content()).not.toContain(invite.split("/")[1]!);

    const friend = await as(bo);
    await friend.getByRole("textbox", { name: "Invitation (from a league's maker)" }).fill(invite);
    await friend.getByRole("button", { name: "Join", exact: true }).click();
    await poll(() => friend.locator("#league-note").textContent()).toBe("You are in the league Lunch table.");
    await poll(() => friend.locator("#league-board").getByRole("row").count()).toBe(2);
  });
});
