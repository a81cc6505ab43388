import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, patientPage, playWorld, poll } from "./play-harness.ts";

// The table inside a chat (MCP Apps), in Chromium: a test page acting as the host (the official
// MCP client and the extension's own AppBridge, mcp-app-host.ts) shows the view of new_game in a
// sandboxed iframe of the size hosts give apps (Cursor and VS Code cap it near 400 px high; chat
// columns are 360 to 800 px wide); a person plays by clicking in it. Skipped, loudly, without
// Chromium.

const HOST_ENTRY = fileURLToPath(new URL("./mcp-app-host.ts", import.meta.url));
const HEIGHT = 400;
/** A model context's budget: "a few hundred characters" (the view's own cut is 400). */
const SUMMARY_MAX = 400;

/** The host page's script, bundled for the browser. */
async function hostScript(): Promise<string> {
  const out = await build({
    entryPoints: [HOST_ENTRY],
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return out.outputFiles[0]!.text;
}

/** A page of the Worker's own origin (so /mcp takes its calls) that is the test host. */
async function hostPage(page: Page, base: string, script: string) {
  await page.route(`${base}/__test-host`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><meta charset="utf-8"><title>host</title><body style="margin:0"><script>${script}</script></body>`,
    }),
  );
  await page.goto(`${base}/__test-host`);
}

/** The view's status line, e.g. `4/48 · your move · version 2`. */
const statusOf = (app: FrameLocator) => app.locator("#status").textContent();
const versionOf = async (app: FrameLocator) =>
  Number(/(?:version|versión) (\d+)/.exec((await statusOf(app)) ?? "")?.[1]);

/** What the host saw: the tools the view called, the model contexts it sent, the sizes it asked. */
const seen = (page: Page) =>
  page.evaluate(() => window.seen) as Promise<{
    calls: string[];
    contexts: string[];
    sizes: { height?: number }[];
  }>;

/**
 * The view in a `width` x 400 frame: nothing scrolls out of it (the page is no taller or wider
 * than the frame), and the board, the status, the hint button and a move (the first, else
 * `move`; none once the game is over) lie inside it.
 */
async function expectFits(
  app: FrameLocator,
  width: number,
  move: string | null = "#moves li:first-child button",
) {
  const extent = await app.locator("html").evaluate((html) => ({
    height: html.scrollHeight,
    width: html.scrollWidth,
  }));
  expect(extent.height).toBeLessThanOrEqual(HEIGHT);
  expect(extent.width).toBeLessThanOrEqual(width);
  for (const selector of ["#board svg", "#status", "#hint", ...(move ? [move] : [])]) {
    const box = await app.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
    expect(box.left, selector).toBeGreaterThanOrEqual(0);
    expect(box.top, selector).toBeGreaterThanOrEqual(0);
    expect(box.right, selector).toBeLessThanOrEqual(width);
    expect(box.bottom, selector).toBeLessThanOrEqual(HEIGHT);
  }
  // Cards big enough to read: a card (64 units wide in the picture) at least 24 px wide.
  const card = await app
    .locator('#board [data-slot="8"] rect')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(card).toBeGreaterThanOrEqual(24);
}

describe.skipIf(!hasChromium)("the MCP Apps table in a test host", () => {
  const world = playWorld();

  /** A host page showing `game`'s deal 1 in a frame `width` x 400. */
  async function table(game: string, width: number, lang?: string) {
    const page = await patientPage(world.browser, { viewport: { width: width + 40, height: HEIGHT + 40 } });
    await hostPage(page, world.worker.base, await hostScript());
    const args = { game, deal: 1, ...(lang ? { lang } : {}) };
    await page.evaluate(([a, w, h]) => window.showTool("new_game", a, { width: w, height: h }), [
      args,
      width,
      HEIGHT,
    ] as const);
    const app = page.frameLocator("iframe");
    await app.locator("#board svg").waitFor();
    return { page, app };
  }

  /** MCP_APP_SHOTS=<dir> keeps a picture of each frame (to look at). */
  const picture = async (page: Page, name: string) => {
    if (process.env.MCP_APP_SHOTS)
      await page.locator("iframe").screenshot({ path: `${process.env.MCP_APP_SHOTS}/${name}.png` });
  };

  for (const width of [360, 800])
    it(`Maze and Wall fit a frame ${width} x ${HEIGHT} px, readable`, async () => {
      for (const game of ["maze", "wall"]) {
        const { page, app } = await table(game, width);
        await poll(() => statusOf(app)).toContain("version 1");
        await expectFits(app, width);
        await picture(page, `${game}-${width}`);
        // The hint lights up its move (in the strip of moves, scrolled to it) and its slots.
        await app.getByRole("button", { name: "Hint" }).click();
        await app.locator("#moves button.hinted").waitFor();
        await expectFits(app, width, "#moves button.hinted");
        await picture(page, `${game}-${width}-hint`);
        // The view asked the host for no more than the frame.
        const sizes = (await seen(page)).sizes;
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.at(-1)!.height).toBeLessThanOrEqual(HEIGHT);
        await page.close();
      }
    });

  it("a Maze deal is won by clicks at 360 x 400 (the hinted move each time); the model is told in a few hundred characters", async () => {
    const { page, app } = await table("maze", 360);
    await poll(() => statusOf(app)).toBe("2/48 · your move · version 1");
    expect(await app.locator("#moves button").count()).toBe(13);
    // The README's picture of the view: MCP_APP_PICTURE=docs/mcp-app-table.png writes it.
    if (process.env.MCP_APP_PICTURE)
      await page.locator("iframe").screenshot({ path: process.env.MCP_APP_PICTURE });

    const played: string[] = [];
    for (let turn = 0; turn < 400; turn++) {
      const status = (await statusOf(app)) ?? "";
      if (status.includes("won!")) break;
      const version = await versionOf(app);
      await app.getByRole("button", { name: "Hint" }).click();
      const hinted = app.locator("#moves button.hinted");
      await hinted.waitFor();
      played.push(/^\d+\. (.+)$/.exec((await hinted.textContent()) ?? "")![1]!);
      await hinted.click();
      await poll(() => versionOf(app)).toBe(version + 1);
    }
    expect(await statusOf(app)).toMatch(/^48\/48 · won! · version \d+$/);
    const version = await versionOf(app);
    await expectFits(app, 360, null);
    await picture(page, "maze-360-won");

    const { calls, contexts } = await seen(page);
    // Every click went through the app-only tool: no tool result for the model to read.
    expect(new Set(calls)).toEqual(new Set(["table_view"]));
    // One model-context update a click (a move, a hint); the last names the game, its handle,
    // the moves played here (the last of them at least) and where the game stands.
    expect(contexts.length).toBe(2 * played.length);
    const last = contexts.at(-1)!;
    expect(last.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(last).toMatch(/^The user plays maze game [0-9a-z]{26} in the table view/);
    // The earliest moves are left out (…), the latest kept.
    expect(last).toContain(`played ${played.length} move(s) in the table since version 1: … `);
    expect(last).toContain(` ${played.at(-3)} ${played.at(-2)} ${played.at(-1)}, asked`);
    expect(last).toContain(`asked ${played.length} hint(s)`);
    expect(last).toMatch(new RegExp(`Now version ${version}, score 48/48, won\\.$`));
    for (const text of contexts) expect(text.length).toBeLessThanOrEqual(SUMMARY_MAX);
    await page.close();
  });

  it("a Wall attack is played by clicks on the table at 800 x 400, a Maze card by one click at 360", async () => {
    const { page, app } = await table("wall", 800, "es");
    await poll(() => statusOf(app)).toContain("versión 1");
    const first = app.locator("#moves button").first();
    expect(await first.textContent()).toBe("1. 48:7D+TD");
    // The waste's 7♦ (slot 54 or so: the button's slots light up on focus), then its target, 48.
    await first.hover();
    const lit = await app
      .locator("#board .target")
      .evaluateAll((groups) => groups.map((g) => Number((g as HTMLElement).dataset.slot)));
    expect(lit).toContain(48);
    const source = lit.find((slot) => slot !== 48)!;
    await app.locator(`#board [data-slot="${source}"]`).click();
    await app.locator('#board [data-slot="48"]').click();
    await poll(() => versionOf(app)).toBe(2);
    expect(await app.locator("#note").textContent()).toMatch(/^Movimiento hecho: \d+\. 48:/);
    await picture(page, "wall-800-attacked");
    const { calls, contexts } = await seen(page);
    expect(new Set(calls)).toEqual(new Set(["table_view"]));
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(contexts[0]).toMatch(
      /^The user plays wall game [0-9a-z]{26} in the table view: played 1 move\(s\) in the table since version 1: 48:/,
    );
    expect(contexts[0]).toMatch(/Now version 2, score \d+\/\d+, playing, \d+ legal moves: 1\. /);
    // Keyboard: the next move, in focus, played with Enter.
    const next = app.locator("#moves button").first();
    await next.focus();
    await next.press("Enter");
    await poll(() => versionOf(app)).toBe(3);
    await expectFits(app, 800);
    await page.close();

    const maze = await table("maze", 360);
    await poll(() => statusOf(maze.app)).toBe("2/48 · your move · version 1");
    // Slot 1 holds 9♣, whose one legal move is into the gap at 37 (legal move 1, 1-37).
    await maze.app.locator('#board [data-slot="1"]').click();
    await poll(() => statusOf(maze.app)).toContain("version 2");
    expect(await maze.app.locator("#note").textContent()).toContain("Played 1. 1-37.");
    await maze.page.close();
  });
});
