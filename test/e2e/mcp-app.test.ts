import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasChromium, patientPage, playWorld, poll } from "./play-harness.ts";

// The table inside a chat (MCP Apps), in Chromium: a test page acting as the host (the official
// MCP client and the extension's own AppBridge, mcp-app-host.ts) shows the view of new_game in a
// sandboxed iframe; a person plays by clicking in it. Skipped, loudly, without Chromium.

const HOST_ENTRY = fileURLToPath(new URL("./mcp-app-host.ts", import.meta.url));

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
      body: `<!doctype html><meta charset="utf-8"><title>host</title><body><script>${script}</script></body>`,
    }),
  );
  await page.goto(`${base}/__test-host`);
}

/** The view's status line, e.g. `4/48 · your move · version 2`. */
const statusOf = (app: FrameLocator) => app.locator("#status").textContent();

describe.skipIf(!hasChromium)("the MCP Apps table in a test host", () => {
  const world = playWorld();

  it("a Maze deal is won by clicking in the app (the hinted move each time)", async () => {
    const page = await patientPage(world.browser, { viewport: { width: 760, height: 900 } });
    await hostPage(page, world.worker.base, await hostScript());
    await page.evaluate(() => window.showTool("new_game", { game: "maze", deal: 1 }));
    const app = page.frameLocator("iframe");
    await poll(() => statusOf(app)).toBe("2/48 · your move · version 1");
    expect(await app.locator("#moves button").count()).toBe(13);
    await app.locator("#board svg").waitFor();
    // The README's picture of the view: MCP_APP_PICTURE=docs/mcp-app-table.png writes it.
    if (process.env.MCP_APP_PICTURE)
      await page.locator("iframe").screenshot({ path: process.env.MCP_APP_PICTURE });

    for (let turn = 0; turn < 400; turn++) {
      const status = (await statusOf(app)) ?? "";
      if (status.includes("won!")) break;
      const version = Number(/version (\d+)/.exec(status)![1]);
      await app.getByRole("button", { name: "Hint" }).click();
      const hinted = app.locator("#moves button.hinted");
      await hinted.waitFor();
      await hinted.click();
      await poll(async () => Number(/version (\d+)/.exec((await statusOf(app)) ?? "")?.[1])).toBe(
        version + 1,
      );
    }
    expect(await statusOf(app)).toMatch(/^48\/48 · won! · version \d+$/);
    await page.close();
  });

  it("a Maze card with one move plays it on a click on the table; a Wall move by its button", async () => {
    const page = await patientPage(world.browser, { viewport: { width: 760, height: 900 } });
    await hostPage(page, world.worker.base, await hostScript());
    await page.evaluate(() => window.showTool("new_game", { game: "maze", deal: 1 }));
    const app = page.frameLocator("iframe");
    await poll(() => statusOf(app)).toBe("2/48 · your move · version 1");
    // Slot 1 holds 9♣, whose one legal move is into the gap at 37 (legal move 1, 1-37).
    await app.locator('#board [data-slot="1"]').click();
    await poll(() => statusOf(app)).toContain("version 2");
    expect(await app.locator("#note").textContent()).toContain("Played 1. 1-37.");
    await page.close();

    const wall = await patientPage(world.browser, { viewport: { width: 760, height: 900 } });
    await hostPage(wall, world.worker.base, await hostScript());
    await wall.evaluate(() => window.showTool("new_game", { game: "wall", deal: 1, lang: "es" }));
    const table = wall.frameLocator("iframe");
    await poll(() => statusOf(table)).toContain("versión 1");
    const first = table.locator("#moves button").first();
    expect(await first.textContent()).toBe("1. 48:7D+TD");
    await first.click();
    await poll(() => statusOf(table)).toContain("versión 2");
    expect(await statusOf(table)).toMatch(/^16\/\d+ · le toca · versión 2$/);
    // Keyboard: the next move, in focus, played with Enter.
    const next = table.locator("#moves button").first();
    await next.focus();
    await next.press("Enter");
    await poll(() => statusOf(table)).toContain("versión 3");
    await wall.close();
  });
});
