import { chromium } from "playwright-core";
import { startLocalWorker } from "/work/main/scripts/local-worker.mjs";
const worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const [lang, w, h] of [["en-GB", 1280, 800], ["el", 1280, 800], ["cs", 390, 844]] as const) {
    const page = await browser.newPage({ locale: lang, viewport: { width: w, height: h } });
    await page.goto(`${worker.base}/play`);
    await page.locator('input[type=radio][value="wall"]').check().catch(() => {});
    await page.waitForTimeout(500);
    // daily ranked entry to get a leaderboard
    const radios = page.getByRole("radio");
    const n = await radios.count();
    console.log(lang, "radios", n);
    await page.getByRole("radio").nth(0).check();
    await page.screenshot({ path: `/tmp/shots/${lang}-${w}-start.png` });
    await page.close();
  }
} finally { await browser.close(); await worker.stop(); }
