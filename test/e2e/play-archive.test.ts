import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";
import { fact, hasChromium, launchChromium, patientPage, poll } from "./play-harness.ts";

// /play's archive of closed challenges against a local Worker whose hourly run is triggered
// (GET /__scheduled): it prepares the closed dates it missed and archives them. By the real
// clock (the first date is 2026-12-01) some date has always closed.

describe.skipIf(!hasChromium)("/play's earlier challenges", () => {
  let worker: LocalWorker;
  let browser: Browser;
  beforeAll(async () => {
    worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" }, testScheduled: true });
    browser = await launchChromium();
    await (await fetch(`${worker.base}/__scheduled?cron=7+*+*+*+*`)).text();
  });
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
  });

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${worker.base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} ${path}`).toBe(true);
    return (await res.json()) as T;
  };

  it("plays a closed date unranked from the archive, and the player's streak stays as it was", async () => {
    const archive = await call<{ days: { date: string; par: number }[] }>("GET", "/v1/daily/maze/archive");
    const date = archive.days[0]?.date;
    expect(date, "the hourly run archived a closed date").toBeDefined();
    const player = await call<{ id: string; name: string; token: string }>("POST", "/v1/players", {
      name: "Theseus",
    });
    const profile = () => call<{ games: Record<string, unknown> }>("GET", `/v1/players/${player.id}`);
    const before = await profile();

    const page = await patientPage(browser, { locale: "en-GB", viewport: { width: 1280, height: 800 } });
    await page.goto(`${worker.base}/play?game=maze`);
    await page.evaluate((p) => localStorage.setItem("patience.player", JSON.stringify(p)), player);
    await page.reload();
    // The archive comes when its section is seen (below the table's lines on a first visit). The
    // lines above it fill in as the table comes, which can move it out of view again: scroll to
    // it until its rows are there.
    const row = page.locator(`#archive li[data-date="${date}"]`);
    await poll(async () => {
      await page.locator("#past").scrollIntoViewIfNeeded();
      return row.count();
    }).toBe(1);
    expect(await row.textContent()).toContain(`par ${archive.days[0]!.par}`);
    await page.getByRole("link", { name: "Atom feed" }).waitFor();
    await row.getByRole("button", { name: `Play ${date} unranked` }).click();
    await poll(() => page.locator("#message").textContent()).toContain(`The challenge of ${date}, unranked`);
    await poll(() => fact(page, "Moves")).toBe("0");
    // A move played: the game goes on, and the player's record is as it was.
    const slots = await page.locator("#table [data-hit]").count();
    expect(slots).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Hint" }).click();
    expect(await profile()).toEqual(before);
    // The archive's link to the date opens the same deal, unranked.
    await page.goto(`${worker.base}/play?game=maze&date=${date}`);
    await poll(() => page.locator("#message").textContent()).toContain(`The challenge of ${date}, unranked`);
    expect(await profile()).toEqual(before);
  });
});
