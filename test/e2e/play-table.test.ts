import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fact, hasChromium, patientPage, playWorld, poll, startGame } from "./play-harness.ts";

// /play as a card table (the harness of play-harness.ts): cards dragged and double-clicked, keys
// read on any keyboard layout, rings seen on cloth and cards alike, nothing moving under the
// pointer, a game's end with what comes next, the rules and the docs one link away.

interface Layout {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, bl]: number[]) =>
    [r!, g!, bl!]
      .map((c) => c / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const CLOTH = [0x1e, 0x6b, 0x45];
const FACE = [0xff, 0xfd, 0xf7];

describe.skipIf(!hasChromium)("/play as a card table", () => {
  const world = playWorld();

  async function visit(
    width = 1280,
    height = 800,
    options: object = {},
  ): Promise<{ page: Page; errors: string[] }> {
    const page = await patientPage(world.browser, {
      viewport: { width, height },
      locale: "en-GB",
      ...options,
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${world.worker.base}/play`);
    return { page, errors };
  }
  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);
  const label = async (page: Page, n: number) => (await slot(page, n).getAttribute("aria-label")) ?? "";
  const centre = async (page: Page, n: number) => {
    const box = (await slot(page, n).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  /** A mouse pressed on slot `from`, moved to slot `to` and released there. */
  async function mouseDrag(page: Page, from: number, to: number) {
    const [a, b] = [await centre(page, from), await centre(page, to)];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
  }
  const sessionOf = async (page: Page) =>
    (await page.evaluate(() => JSON.parse(localStorage.getItem("patience.current") ?? "null"))) as {
      id: string;
      owner: string;
    };
  async function legalMoves(page: Page): Promise<{ type: string; from: number; to: number }[]> {
    const { id } = await sessionOf(page);
    const game = (await (await fetch(`${world.worker.base}/v1/sessions/${id}`)).json()) as {
      legalMoves: { type: string; from: number; to: number }[];
    };
    return game.legalMoves;
  }
  const boxOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height } satisfies Layout;
    });

  /** A key as a Czech or Greek layout sends it: its character, and the place of the key. */
  async function layoutKey(cdp: CDPSession, key: string, code: string, keyCode: number) {
    const text = key.length === 1 ? { text: key } : {};
    await cdp.send("Input.dispatchKeyEvent", {
      type: "keyDown",
      key,
      code,
      ...text,
      windowsVirtualKeyCode: keyCode,
    });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key, code, windowsVirtualKeyCode: keyCode });
  }

  /** A screenshot's pixels as [r, g, b], decoded by the page itself. */
  const pixelsOf = (page: Page, png: Buffer) =>
    page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
      const out: number[][] = [];
      for (let i = 0; i < rgba.length; i += 4) out.push([rgba[i]!, rgba[i + 1]!, rgba[i + 2]!]);
      return out;
    }, png.toString("base64"));

  it("plays Maze by dragging a card and by double-clicking one, marking the last move", async () => {
    const { page, errors } = await visit();
    await startGame(page, "Maze", 1);
    // 9♣ in slot 1 may only go to the gap in slot 37: dragged there.
    const from = await centre(page, 1);
    const to = await centre(page, 37);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
    // While it is dragged, its legal target shows, and nothing else is one.
    await poll(() => label(page, 37)).toContain("legal target");
    expect(await label(page, 8)).not.toContain("legal target");
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(await label(page, 37)).toMatch(/^Slot 37: 9 of clubs, .*last move/);
    expect(await label(page, 1)).toMatch(/^Slot 1: empty, .*last move/);
    // The status line names the card and its place, not slot numbers.
    expect(await page.locator("#message").textContent()).toBe("9♣ goes before 10♣.");
    // A card with one legal move, double-clicked, plays it.
    const moves = await legalMoves(page);
    const only = moves.find((m) => moves.filter((o) => o.from === m.from).length === 1)!;
    await slot(page, only.from).dblclick({ position: { x: 8, y: 8 } });
    await poll(() => fact(page, "Moves")).toBe("2");
    expect(await label(page, only.to)).toContain("last move");
    expect(await label(page, only.from)).toMatch(/: empty, .*last move/);
    expect(errors).toEqual([]);
  });

  it("drags a card with a finger on a phone, lifted above it (the page does not scroll away under it)", async () => {
    const { page, errors } = await visit(390, 844, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await startGame(page, "Maze", 1);
    const cdp = await page.context().newCDPSession(page);
    const from = await centre(page, 1);
    // The card rides 48 px above the finger (table.js LIFT_PX) and lands where it is seen: the
    // finger stops that far below the gap.
    const gap = await centre(page, 37);
    const to = { x: gap.x, y: gap.y + 48 };
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
      });
    const scrolled = await page.evaluate(() => scrollY);
    await touch("touchStart", from.x, from.y);
    for (let step = 1; step <= 10; step++)
      await touch(
        "touchMove",
        from.x + ((to.x - from.x) * step) / 10,
        from.y + ((to.y - from.y) * step) / 10,
      );
    await touch("touchEnd", to.x, to.y);
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(await label(page, 37)).toMatch(/^Slot 37: 9 of clubs/);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
  });

  it("takes no tap that slides off its slot, and no drop of a waste card on the stock", async () => {
    const { page, errors } = await visit();
    const sent: string[] = [];
    page.on(
      "request",
      (request) => request.method() === "POST" && sent.push(new URL(request.url()).pathname),
    );
    await startGame(page, "Maze", 1);
    // 9♣ chosen; a press on its gap 37 that slides to the gap 8 before it is released: nothing.
    await slot(page, 1).click({ position: { x: 8, y: 8 } });
    await mouseDrag(page, 37, 8);
    expect(await fact(page, "Moves")).toBe("0");
    expect(sent.filter((path) => path.endsWith("/moves"))).toEqual([]);
    // Wall: a waste card dragged onto the stock neither deals nor attacks.
    await startGame(page, "Wall", 2);
    await mouseDrag(page, 54, 53);
    expect(await fact(page, "Moves")).toBe("0");
    expect(await fact(page, "Stock")).toMatch(/^36 /);
    expect(sent.filter((path) => path.endsWith("/moves"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("animates a move, and nothing for who asked for reduced motion", async () => {
    for (const motion of ["no-preference", "reduce"] as const) {
      const { page, errors } = await visit(1280, 800, { reducedMotion: motion });
      // Every animation the page starts is counted (Web Animations, as table.js uses them).
      await page.addInitScript(() => {
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (...args: Parameters<typeof animate>) {
          (window as unknown as { animated: number }).animated =
            ((window as unknown as { animated?: number }).animated ?? 0) + 1;
          return animate.apply(this, args);
        };
      });
      await page.reload();
      await startGame(page, "Maze", 1);
      await slot(page, 1).click({ position: { x: 8, y: 8 } });
      await slot(page, 37).click({ position: { x: 8, y: 8 } });
      await poll(() => fact(page, "Moves")).toBe("1");
      const animated = await page.evaluate(() => (window as unknown as { animated?: number }).animated ?? 0);
      if (motion === "reduce") expect(animated).toBe(0);
      else expect(animated).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }
  });

  it("reads slot digits and shortcuts by the key's place (Czech and Greek layouts), with rings seen on cloth and cards", async () => {
    const { page, errors } = await visit();
    await startGame(page, "Maze", 1);
    const cdp = await page.context().newCDPSession(page);
    await slot(page, 0).focus();
    // Czech: the key that types 2 on an English layout types "ě".
    await layoutKey(cdp, "ě", "Digit2", 50);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("2");
    await layoutKey(cdp, "ArrowRight", "ArrowRight", 39);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("3");
    // The keypad without NumLock: its 4 key is an arrow, not a digit.
    await layoutKey(cdp, "ArrowLeft", "Numpad4", 37);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("2");
    await layoutKey(cdp, "ArrowRight", "Numpad6", 39);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("3");
    // The focus ring, read from the screen's pixels: some of it stands 3:1 against the cloth,
    // some against a card's face.
    const ring = await boxOf(page, '[data-fring="3"] .edge');
    for (const [name, selector] of [
      ["focus", '[data-fring="3"].on'],
      ["target", ".ring.target"],
    ] as const) {
      if (name === "target") {
        await page.keyboard.press("Escape");
        await slot(page, 1).click({ position: { x: 8, y: 8 } });
      }
      await poll(() => page.locator(selector).count()).toBeGreaterThan(0);
      const box = name === "focus" ? ring : await boxOf(page, `${selector} .edge`);
      const x = Math.round(box.x + box.width / 2);
      const y = Math.round(box.y);
      // The ring's own pixels: those that change when it is hidden.
      const clip = { x: x - 10, y: y - 8, width: 21, height: 16 };
      const shown = await pixelsOf(page, await page.screenshot({ clip, animations: "disabled" }));
      await page
        .locator(selector)
        .first()
        .evaluate((el) => ((el as SVGElement).style.visibility = "hidden"));
      const bare = await pixelsOf(page, await page.screenshot({ clip, animations: "disabled" }));
      await page
        .locator(selector)
        .first()
        .evaluate((el) => ((el as SVGElement).style.visibility = ""));
      const pixels = shown.filter((p, i) => p.join() !== bare[i]!.join());
      expect(pixels.length).toBeGreaterThan(10);
      const best = (against: number[]) => Math.max(...pixels.map((p) => contrast(p, against)));
      expect(best(CLOTH), `${name} ring against the cloth`).toBeGreaterThanOrEqual(3);
      expect(best(FACE), `${name} ring against a card`).toBeGreaterThanOrEqual(3);
    }
    // Greek: the key that types h types "η": a hint all the same.
    await slot(page, 5).focus();
    const hinted = page.waitForResponse((res) => res.url().includes("/hint"));
    await layoutKey(cdp, "η", "KeyH", 72);
    expect((await hinted).ok()).toBe(true);
    await poll(() => page.locator('#table [aria-label*="suggested by the hint"]').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it("moves nothing when a move is refused or the game ends, and offers what to play next", async () => {
    const { page, errors } = await visit();
    await startGame(page, "Maze", 1);
    const table = () => boxOf(page, "#table");
    const hint = () => boxOf(page, "#hint");
    const before = { table: await table(), hint: await hint() };
    const shifts = await page.evaluateHandle(() => {
      const seen: { value: number; sources: string[] }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          seen.push({ value: entry.value, sources: entry.sources.map((s) => (s.node as Element)?.id ?? "") });
      }).observe({ type: "layout-shift", buffered: false });
      return seen;
    });
    // A refused move: the API's words appear, nothing moves.
    await slot(page, 1).click({ position: { x: 8, y: 8 } });
    await slot(page, 8).click({ position: { x: 8, y: 8 } });
    await poll(async () => ((await page.getByRole("alert").textContent()) ?? "").length).toBeGreaterThan(0);
    expect(await table()).toEqual(before.table);
    expect(await hint()).toEqual(before.hint);
    // The game's end (resigned): a panel over the table, which stays where it was.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Resign" }).click();
    await poll(() => page.getByRole("region", { name: "Given up" }).isVisible()).toBe(true);
    const end = await page.locator("#end").textContent();
    expect(end).toMatch(/^The game was given up\. Score \d+ after 0 moves\.$/);
    // Said by the live region that is always on the page, and the focus on the panel.
    expect(await page.locator("#end-live").textContent()).toBe(end);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("end-title");
    expect(await table()).toEqual(before.table);
    expect(await hint()).toEqual(before.hint);
    const moved = (await shifts.jsonValue()).filter((s) => s.value > 0);
    expect(moved).toEqual([]);
    // What comes next: the same deal, the next one, or another game.
    const panel = page.getByRole("region", { name: "Given up" });
    for (const name of ["Same deal again", "Next deal", "New game"])
      expect(await panel.getByRole("button", { name }).isVisible()).toBe(true);
    await panel.getByRole("button", { name: "Next deal" }).click();
    await poll(() => page.getByRole("heading", { name: "Maze · deal 2" }).count()).toBe(1);
    expect(await fact(page, "Moves")).toBe("0");
    // The new deal has the focus: its table's first slot, not the title nor the panel gone.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("0");
    expect(errors).toEqual([]);
  });

  it("shows a ranked entry's clock, then its rank, par, moves, hints and time, the calendar and the next challenge", async () => {
    const { page, errors } = await visit();
    await page.getByRole("radio", { name: "Maze" }).check();
    await page.getByRole("radio", { name: "Today's challenge (ranked)" }).check();
    await page.getByRole("textbox", { name: "Player name" }).fill(`Clock ${Date.now() % 100_000}`);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: /^Maze · challenge of/ }).count()).toBe(1);
    // The clock runs while the entry is timed.
    const first = await fact(page, "Time");
    expect(first).toMatch(/^\d+:\d\d$/);
    await poll(() => fact(page, "Time")).not.toBe(first);
    // A hint counts: the first press says so, the second takes one, and the count shown is the
    // server's.
    expect(await fact(page, "Hints")).toBe("0");
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await poll(() => page.locator("#message").textContent()).toMatch(/^This is a ranked entry/);
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await poll(() => fact(page, "Hints")).toBe("1");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Resign" }).click();
    const panel = page.getByRole("region", { name: "Given up" });
    await poll(() => panel.isVisible()).toBe(true);
    await poll(() => panel.locator("dt").allTextContents()).toEqual([
      "Rank",
      "Par",
      "Moves",
      "Hints",
      "Undos",
      "Time",
    ]);
    const values = await panel.locator("dd").allTextContents();
    expect(values[0]).toMatch(/^\d+(–\d+)? of \d+$/);
    expect(values[1]).toMatch(/^\d+ moves$/);
    expect(values.slice(2, 5)).toEqual(["0", "1", "0"]);
    expect(await panel.locator(".next-opens").textContent()).toMatch(
      /^The next challenge opens at .+ \(in \d+ h \d+ min\)\.$/,
    );
    // The calendar: today, lost.
    await poll(() => page.locator("#calendar .today").getAttribute("aria-label")).toMatch(
      /^\d{4}-\d\d-\d\d: lost, score \d+ after 0 moves$/,
    );
    // Five weeks from Monday, labelled: the month(s), the weekdays, a legend of every kind of day.
    expect(await page.locator("#calendar td").count()).toBe(35);
    expect(await page.locator("#calendar th").allTextContents()).toEqual(["M", "T", "W", "T", "F", "S", "S"]);
    expect(await page.locator("#calendar caption").textContent()).toMatch(
      /^[A-Z][a-z]+ \d{4}( – [A-Z][a-z]+ \d{4})?$/,
    );
    expect(await page.locator("#calendar .legend li").allTextContents()).toEqual([
      "won",
      "lost",
      "freeze used",
      "missed",
      "open now",
      "to come",
      "before the first challenge, or your player",
    ]);
    // A player made today missed nothing: days before it (and the first challenge) are not missed.
    expect(await page.locator("#calendar td.missed").count()).toBe(0);
    expect(await page.locator("#calendar td.before").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("fits the leaderboard in its box, long names and all, at 1280 and 375 px", async () => {
    const call = async (path: string, body: unknown, token?: string) =>
      (await (
        await fetch(`${world.worker.base}${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
      ).json()) as { token: string; id: string; ownerToken: string; version: number };
    for (const name of ["Wolfeschlegelsteinhausen", "Ανδρονίκη Παπαδοπούλου", "Maximiliana de la Peña"]) {
      const player = await call("/v1/players", { name });
      const entry = await call("/v1/daily/maze/today/entries", {}, player.token);
      const resigned = await call(
        `/v1/sessions/${entry.id}/resign`,
        { version: entry.version },
        entry.ownerToken,
      );
      expect(resigned.version).toBe(entry.version + 1);
    }
    for (const [width, height] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      const { page } = await visit(width, height);
      // The board is kept at the edge for a few seconds: read again until the new rows are on it.
      await poll(async () => {
        if (await page.locator("#board td.name", { hasText: "Wolfeschlegel" }).count()) return true;
        await page.reload();
        return false;
      }).toBe(true);
      const fit = await page
        .locator("#board")
        .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect(fit.scroll, `leaderboard at ${width} px`).toBeLessThanOrEqual(fit.client);
      // A long name ends in an ellipsis rather than breaking; its title keeps it whole.
      const cell = page.locator("#board td.name", { hasText: "Wolfeschlegel" }).first();
      expect(await cell.getAttribute("title")).toBe("Wolfeschlegelsteinhausen");
    }
  });

  it("has the rules on the page in its language, and links both ways with the docs", async () => {
    const { page, errors } = await visit();
    const rulesIn = async (lang: string) =>
      (
        (await (await fetch(`${world.worker.base}/v1/games/maze?lang=${lang}`)).json()) as {
          rules: { title: string }[];
        }
      ).rules.map((r) => r.title);
    await poll(() => page.locator("#rules-body h3").allTextContents()).toEqual(await rulesIn("en"));
    await page.getByRole("combobox", { name: "Language" }).selectOption("es");
    await poll(() => page.locator("#rules-body h3").allTextContents()).toEqual(await rulesIn("es"));
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: "Documentación de la API" })
        .getAttribute("href"),
    ).toBe("/docs");
    const docs = await (await fetch(`${world.worker.base}/docs`)).text();
    expect(docs).toContain('<a href="/play">');
    const doc = (await (await fetch(`${world.worker.base}/openapi.json`)).json()) as {
      info: { description: string };
    };
    expect(doc.info.description).toContain("(/play)");
    expect(errors).toEqual([]);
  });
});
