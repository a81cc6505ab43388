import { describe, expect, it } from "vitest";
import { CARD_CODES, SUIT_SYMBOLS } from "../../src/cards/card.ts";
import { hasChromium, patientPage, playWorld, poll } from "./play-harness.ts";

// A daily entry ended on /play, shared: the text (from the clipboard, this Chromium having no
// Web Share API) names no card of the open deal, and the link it carries is a page whose
// preview tags (read as a crawler reads them, without scripts) name a PNG that Chromium decodes.

/** The content of the page's `<meta property|name="key">`. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

describe.skipIf(!hasChromium)("sharing a daily result from /play", () => {
  const world = playWorld();

  it("resigns today's Maze entry, shares it by the clipboard: no card in the text, a preview PNG behind its link", async () => {
    const page = await patientPage(world.browser, {
      locale: "en-GB",
      viewport: { width: 1280, height: 800 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    // The clipboard path, whatever this Chromium's build offers.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    page.on("dialog", (dialog) => void dialog.accept());
    const base = world.worker.base;
    await page.goto(`${base}/play`);
    await page.getByRole("radio", { name: "Maze" }).check();
    await page.getByRole("radio", { name: "Today's challenge (ranked)" }).check();
    await page.getByRole("textbox", { name: "Player name" }).fill(`Sharer ${Date.now() % 100_000}`);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: /^Maze · challenge of/ }).count()).toBe(1);
    const date = /challenge of (\S+)/.exec((await page.locator("#game-title").textContent()) ?? "")?.[1];
    await page.getByRole("button", { name: "Resign" }).click();
    await poll(() => page.locator("#end-title").textContent()).toBe("Given up");

    await page.getByRole("button", { name: "Share" }).click();
    await poll(() => page.locator("#end-share-status").textContent()).toBe(
      "Copied: paste it where you like.",
    );
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split("\n");
    expect(lines[0]).toMatch(new RegExp(`^Patience Maze #\\d+ · ${date}$`));
    expect(lines[1]).toBe("Resigned after 0 moves");
    expect(lines[2]).toMatch(/^par \d+ · 0 hints · streak 0$/);
    const link = lines[3]!;
    expect(link).toMatch(new RegExp(`^${base}/play\\?game=maze&date=${date}&entry=[\\w-]{22}$`));
    expect(lines).toHaveLength(4);
    // No card of the open deal: no suit, no card code, in the words before the link.
    const words = lines.slice(0, 3).join("\n");
    for (const suit of SUIT_SYMBOLS) expect(words).not.toContain(suit);
    for (const code of CARD_CODES) expect(words).not.toMatch(new RegExp(`\\b${code}\\b`));

    // The link as a crawler reads it (no script): the preview's tags are in the page.
    const shared = await fetch(link);
    // The page keeps the static page's headers (public/_headers): its CSP above all.
    expect(shared.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const html = await shared.text();
    expect(metaOf(html, "og:title")).toBe(lines[0]);
    expect(metaOf(html, "og:url")).toBe(link.replace(/&/g, "&amp;"));
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")]).toEqual(["1200", "630"]);
    const image = metaOf(html, "og:image")!;
    expect(metaOf(html, "twitter:image")).toBe(image);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    expect(picture.headers.get("Cache-Control")).toBe("public, max-age=300");
    // Chromium decodes it, at its size.
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image);
    expect(size).toEqual([1200, 630]);
    // The date's own link has its preview too; /play without one is the page as it is.
    const dated = await (await fetch(`${base}/play?game=maze&date=${date}`)).text();
    expect(metaOf(dated, "og:image")).toBe(`${base}/v1/daily/maze/${date}/card.png`);
    const plain = await (await fetch(`${base}/play`)).text();
    expect(metaOf(plain, "og:image")).toBeUndefined();
    expect(plain).toContain('<script type="module" src="/play/app.js"></script>');
  });
});
