import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fact, hasChromium, patientPage, playWorld, poll } from "../../e2e/play-harness.ts";

// Ladder on /play in Chromium, against `wrangler dev` of the test build: the page knows no game
// by name, so a game it has never seen is started from its form and played to its win by
// clicking a card, then where it goes (the moves the server lists), as a player would.

describe.skipIf(!hasChromium)("ladder on /play", () => {
  const world = playWorld({ testBuild: true });

  /** A slot of the table, by its accessible name ("Slot 3: …", "Slot 0, Waste: …"). */
  const slot = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Slot ${n}[,:]`) });
  const clickSlot = (page: Page, n: number) => slot(page, n).click({ position: { x: 6, y: 6 } });

  /** The stored game's id, from the page's own watch link. */
  async function sessionId(page: Page): Promise<string> {
    const href = await page.getByRole("link", { name: "Watch link (for spectators)" }).getAttribute("href");
    return new URL(href ?? "", world.worker.base).searchParams.get("watch") ?? "";
  }
  /** The move the server's hint proposes for the stored game (asked beside the page). */
  async function hintedMove(id: string): Promise<{ from: number; to: number }> {
    const res = await fetch(`${world.worker.base}/v1/sessions/${id}/hint`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { move: { from: number; to: number } }).move;
  }

  it("is registered by the test build's Worker (wrangler dev with the test build's alias)", async () => {
    const res = await fetch(`${world.worker.base}/v1/games`);
    const { games } = (await res.json()) as { games: { id: string }[] };
    expect(games.map((game) => game.id)).toEqual(["wall", "maze", "ladder"]);
  });

  it("starts Ladder deal 2 from the form and wins it by clicking a card, then its place", async () => {
    const page = await patientPage(world.browser, {
      viewport: { width: 1280, height: 800 },
      locale: "en-GB",
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${world.worker.base}/play`);
    await page.getByRole("radio", { name: "Ladder" }).check();
    await page.getByRole("radio", { name: "Deal number" }).check();
    await page.getByRole("spinbutton", { name: "Deal number" }).fill("2");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: "Ladder · deal 2" }).count()).toBe(1);
    const id = await sessionId(page);

    for (let played = 0; (await fact(page, "Status")) === "playing"; played++) {
      expect(played, "moves played without an end").toBeLessThan(20);
      const { from, to } = await hintedMove(id);
      await clickSlot(page, from);
      await poll(() => slot(page, from).getAttribute("aria-pressed")).toBe("true");
      expect(await slot(page, to).getAttribute("aria-label")).toContain("legal target");
      await clickSlot(page, to);
      await poll(async () => Number(await fact(page, "Moves"))).toBe(played + 1);
    }
    expect(await fact(page, "Status")).toBe("won");
    expect(await fact(page, "Score")).toBe("8");
    const played = Number(await fact(page, "Moves"));
    expect(await page.locator("#end").textContent()).toBe(`The game is won: score 8 in ${played} moves.`);
    expect(errors).toEqual([]);
  });
});
