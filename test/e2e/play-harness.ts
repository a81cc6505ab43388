import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// What the /play tests share: Debian's Chromium (skipped, loudly, without one), the page's
// waits and the few ways a player reads and starts a game.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

/** Waits for the page (the machine may be busy: a daily challenge is prepared on first request). */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000, interval: 50 });

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });

/**
 * For one describe block: a local Worker (the rate limit off: a game followed by hints makes
 * hundreds of requests) and Chromium, started before its tests and stopped after them.
 */
export function playWorld(): { worker: LocalWorker; browser: Browser } {
  const world = {} as { worker: LocalWorker; browser: Browser };
  beforeAll(async () => {
    world.worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
    world.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await world.browser?.close();
    await world.worker?.stop();
  });
  return world;
}

/** A fact of the game line (`Moves`, `Status`, …) as the page shows it. */
export const fact = async (page: Page, name: string) =>
  (await page.locator("#facts li").allTextContents())
    .find((text) => text.startsWith(`${name}: `))
    ?.slice(name.length + 2) ?? "";

/** A numbered deal of `game`, started from the page's form. */
export async function startGame(page: Page, game: "Wall" | "Maze", deal: number) {
  await page.getByRole("radio", { name: game }).check();
  await page.getByRole("radio", { name: "Deal number" }).check();
  await page.getByRole("spinbutton", { name: "Deal number" }).fill(String(deal));
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await poll(() => page.getByRole("heading", { name: `${game} · deal ${deal}` }).count()).toBe(1);
}
