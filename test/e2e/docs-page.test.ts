import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// The interactive docs page in a real headless browser (Debian's Chromium; .ci/run
// installs it). Without a Chromium on the machine the test is skipped, loudly.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`docs page test skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);

describe.skipIf(!hasChromium)("GET /docs in headless Chromium", () => {
  let worker: LocalWorker;
  let browser: Browser;
  beforeAll(async () => {
    worker = await startLocalWorker();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
  });

  it("loads the OpenAPI document and lists every route", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${worker.base}/docs`);
    await page.waitForSelector("details.op");
    const operations = await page.$$eval("details.op", (els) =>
      els.map((el) => (el as HTMLElement).dataset.operation),
    );
    const doc = (await (await fetch(`${worker.base}/openapi.json`)).json()) as {
      paths: Record<string, object>;
    };
    const expected = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(expected.sort());
    expect(operations).toContain("POST /v1/games/{game}/moves");
    expect(errors).toEqual([]);
  });

  it("can try a route from the page", async () => {
    const page = await browser.newPage();
    await page.goto(`${worker.base}/docs`);
    const health = page.locator('details.op[data-operation="GET /v1/health"]');
    await health.locator("summary").click();
    await health.locator("button").click();
    await expect.poll(() => health.locator(".result").textContent()).toContain('"status": "ok"');
  });

  it("offers an Authorization field where the owner token is needed, and sends it", async () => {
    const created = (await (
      await fetch(`${worker.base}/v1/sessions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ game: "maze", deal: 1 }),
      })
    ).json()) as { id: string; ownerToken: string; version: number; legalMoves: unknown[] };
    const page = await browser.newPage();
    await page.goto(`${worker.base}/docs`);
    const op = page.locator('details.op[data-operation="POST /v1/sessions/{id}/moves"]');
    await op.locator("summary").click();
    await op.locator('input[data-param="id"]').fill(created.id);
    await op.locator('input[data-param="Authorization"]').fill(`Bearer ${created.ownerToken}`);
    await op
      .locator("textarea")
      .fill(JSON.stringify({ move: created.legalMoves[0], version: created.version }));
    await op.locator("button").click();
    await expect.poll(() => op.locator(".result").textContent()).toMatch(/^200 /);
    const read = (await (await fetch(`${worker.base}/v1/sessions/${created.id}`)).json()) as {
      version: number;
    };
    expect(read.version).toBe(created.version + 1);
  });
});
