import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// What the /play tests share: Debian's Chromium (skipped, loudly, without one), the page's
// waits and the few ways a player reads and starts a game.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

/**
 * How long a test waits for the page or the browser (a slow, busy machine renders slowly, and a
 * daily challenge is prepared on its first request): not the default second of `expect.poll`
 * or Playwright's 30 s.
 */
export const PATIENCE_MS = 120_000;

/** Waits for what the page shows. */
export const poll = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: PATIENCE_MS, interval: 50 });

/** A new page of `browser` that waits as patiently as `poll` for its navigations and actions. */
export async function patientPage(
  browser: Browser,
  options: Parameters<Browser["newPage"]>[0],
): Promise<Page> {
  const page = await browser.newPage(options);
  page.setDefaultTimeout(PATIENCE_MS);
  return page;
}

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
 * `testBuild`: the Worker registers the test build's own games (test/games) too.
 */
export function playWorld({ testBuild = false } = {}): { worker: LocalWorker; browser: Browser } {
  const world = {} as { worker: LocalWorker; browser: Browser };
  beforeAll(async () => {
    world.worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" }, testBuild });
    world.browser = await launchChromium();
  });
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

/** A phone as the touch tests hold it: 375×812, touch, twice the pixels. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** A Wall move as the tests read it from the API's legal moves. */
export interface WallMove {
  type: string;
  target?: number;
  cards?: string[];
}
