import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fact, hasChromium, patientPage, playWorld, poll } from "./play-harness.ts";

// /play's first visit (a fresh browser profile): a dealt table to play at once with the
// choices beside it, nothing seen moving while it comes, axe-core content, nothing stored until
// the deal is played; the focus on the table after a new deal; the moves list, browsed and
// played with the keyboard alone.

const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

interface Shift {
  value: number;
  sources: string[];
}

describe.skipIf(!hasChromium)("/play's first visit", () => {
  const world = playWorld();

  /** A fresh profile on `path`, its layout shifts recorded from the first frame, its requests listed. */
  async function visit(path = "/play", width = 1280, height = 800) {
    const page = await patientPage(world.browser, { viewport: { width, height }, locale: "en-GB" });
    const requests: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.addInitScript(() => {
      const seen: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          seen.push({
            value: entry.value,
            sources: entry.sources.map((s) => {
              const node = s.node as Element | undefined;
              return node?.id || node?.nodeName || "?";
            }),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${world.worker.base}${path}`);
    return { page, requests, errors };
  }

  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);
  /** Every slot's accessible name: the position as a screen reader has it. */
  const position = (page: Page) =>
    page
      .locator("#table [data-hit]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });

  /** The page as it stands once everything a first visit asks for has come and been drawn. */
  async function settled(page: Page) {
    await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
    await poll(() => page.locator("#daily-body li").count()).toBeGreaterThan(0);
    await poll(() => page.locator("#rules-body h3").count()).toBeGreaterThan(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
  }

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    it(`opens at ${width}×${height} on a dealt table, the choices beside it, nothing moving, nothing stored`, async () => {
      const { page, requests, errors } = await visit("/play", width, height);
      await settled(page);
      // A table dealt, a card on screen, and the player told what it is.
      await poll(() => page.getByRole("heading", { name: /^Maze · random deal \d+$/ }).count()).toBe(1);
      const card = await page.locator("#table [data-hit]").evaluateAll((els) =>
        els
          .filter((e) => / of (clubs|diamonds|hearts|spades)/.test(e.getAttribute("aria-label") ?? ""))
          .map((e) => e.getBoundingClientRect())
          .some((r) => r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth),
      );
      expect(card).toBe(true);
      expect(await page.locator("#message").textContent()).toBe(
        "Play this deal, or choose another game, a deal number or today's challenge below.",
      );
      // The choices beside the table on a wide window, below it on a narrow one.
      const table = await box(page, "#table");
      const setup = await box(page, "#setup");
      if (width > height) expect(setup.left).toBeGreaterThanOrEqual(table.right);
      else expect(setup.top).toBeGreaterThanOrEqual(table.bottom);
      for (const name of ["Wall", "Maze", "Random deal", "Today's challenge (ranked)"])
        expect(await page.getByRole("radio", { name }).count()).toBe(1);
      // Nothing seen moved while the page came (Chromium's layout-shift entries: CLS 0).
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      expect(shifts).toEqual([]);
      // The page's opening did not take the focus.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      // Dealt by the stateless route: no stored game for a visit that only looks.
      expect(requests.filter((r) => r.startsWith("POST /v1/games/maze/deals"))).toHaveLength(1);
      expect(requests.filter((r) => r.startsWith("POST /v1/sessions"))).toEqual([]);
      // axe-core: no violation at all (headings in order among them).
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(context: Document): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
            };
          }
        ).axe;
        return (await axe.run(document)).violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => n.html),
        }));
      });
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it("stores the opened deal as a game of the same deal when it is first played", async () => {
    const { page, requests, errors } = await visit("/play?deal=1");
    await poll(() => page.getByRole("heading", { name: "Maze · deal 1" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Watch link (for spectators)" }).count()).toBe(0);
    const before = await position(page);
    // 9♣ (slot 1) into the gap before 10♣ (slot 37): the game is stored, then the move played on it.
    await slot(page, 1).click({ position: { x: 8, y: 8 } });
    await slot(page, 37).click({ position: { x: 8, y: 8 } });
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(
      requests.filter((r) => /^POST \/v1\/sessions/.test(r)).map((r) => r.replace(/[0-9a-f]{16,}/, "<id>")),
    ).toEqual(["POST /v1/sessions", "POST /v1/sessions/<id>/moves"]);
    const href = await page.getByRole("link", { name: "Watch link (for spectators)" }).getAttribute("href");
    const id = new URL(href ?? "", world.worker.base).searchParams.get("watch");
    const stored = (await (await fetch(`${world.worker.base}/v1/sessions/${id}`)).json()) as {
      moveCount: number;
      view: { slots: string[][] };
    };
    expect(stored.moveCount).toBe(1);
    const after = await position(page);
    expect(after.filter((label, i) => label !== before[i]).length).toBeGreaterThanOrEqual(2);
    expect(stored.view.slots[37]).toEqual(["9C"]);
    // Kept in this browser: the next visit goes on with it.
    await page.reload();
    await poll(() => page.locator("#message").textContent()).toBe("Your game is back where you left it.");
    expect(await fact(page, "Moves")).toBe("1");
    expect(errors).toEqual([]);
  });

  it("starts the clock of an opened deal with its first move, not while it is looked at", async () => {
    const page = await patientPage(world.browser, {
      viewport: { width: 1280, height: 800 },
      locale: "en-GB",
    });
    await page.clock.install();
    await page.goto(`${world.worker.base}/play?deal=1`);
    await settled(page);
    await page.clock.fastForward("02:00");
    expect(await fact(page, "Moves")).toBe("0");
    expect(await fact(page, "Time")).toBe("0:00");
  });

  it("shows no empty table when there is nothing to open on (a watch link that leads nowhere)", async () => {
    const { page, errors } = await visit("/play?watch=0123456789abcdef0123456789abcdef");
    await poll(() => page.locator("#alert").textContent()).not.toBe("");
    expect(await page.locator("#stage").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Hint" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "New game" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("puts the focus on the table after a new deal", async () => {
    const { page, errors } = await visit();
    await settled(page);
    await page.getByRole("radio", { name: "Wall" }).check();
    await page.getByRole("spinbutton", { name: "Deal number" }).fill("2");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: "Wall · deal 2" }).count()).toBe(1);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("0");
    // Played from there by keys at once: Enter on a waste card chooses it.
    await page.keyboard.type("54");
    await page.keyboard.press("Enter");
    await poll(() => slot(page, 54).getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
  });

  it("plays a move from the moves list with the keyboard alone, and draws the list again", async () => {
    const { page, errors } = await visit("/play?deal=1");
    await poll(() => page.getByRole("heading", { name: "Maze · deal 1" }).count()).toBe(1);
    const summary = page.locator("#moves summary");
    await poll(() => summary.textContent()).toMatch(/Moves you can play: 13\s*$/);
    // Tab from the top of the page (the skip link, the header's links) to the table, its one tab
    // stop; the list is the next.
    const inTable = () => page.evaluate(() => document.activeElement?.classList.contains("slot") ?? false);
    for (let tabs = 0; !(await inTable()); tabs++) {
      expect(tabs, "the table reached by Tab").toBeLessThan(10);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Tab");
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    const list = page.getByRole("list", { name: /^Moves you can play/ });
    const items = list.getByRole("button");
    await poll(() => items.count()).toBe(13);
    // In card words: each move's card and the neighbour that lets it in, said by name.
    const first = await items.first().textContent();
    expect(first).toBe("9♣ before 10♣");
    expect(await items.first().getAttribute("aria-label")).toBe("9 of clubs before 10 of clubs");
    // One tab stop in the list; the arrows go along it.
    await page.keyboard.press("Tab");
    expect(await items.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowDown");
    const second = items.nth(1);
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    const name = (await second.textContent()) ?? "";
    const card = name.split(" ")[0];
    const before = await position(page);
    await page.keyboard.press("Enter");
    await poll(() => fact(page, "Moves")).toBe("1");
    // The position changed: the card left its slot for the gap the list named.
    const after = await position(page);
    const changed = after.flatMap((label, i) => (label !== before[i] ? [i] : []));
    expect(changed.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator("#message").textContent()).toBe(
      `${card} goes ${name.slice(card!.length + 1)}.`,
    );
    // The list is the new position's, its count shown and said, and the focus still in it.
    await poll(async () => (await items.allTextContents()).includes(name)).toBe(false);
    const count = await items.count();
    expect(await summary.textContent()).toMatch(new RegExp(`Moves you can play: ${count}\\s*$`));
    expect((await page.locator("#moves-live").textContent())?.trim()).toBe(`Moves you can play: ${count}`);
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("names Wall's attacks in the moves list by their cards and target", async () => {
    const { page, errors } = await visit("/play?game=wall&deal=1");
    await poll(() => page.getByRole("heading", { name: "Wall · deal 1" }).count()).toBe(1);
    await page.locator("#moves summary").click();
    const items = page.getByRole("list", { name: /^Moves you can play/ }).getByRole("button");
    await poll(() => items.count()).toBeGreaterThan(0);
    const names = await items.allTextContents();
    for (const name of names)
      expect(name).toMatch(/^(Deal|Attack .+ with [0-9AJQK]+[♣♦♥♠]( \+ [0-9AJQK]+[♣♦♥♠])*)$/);
    expect(names.join("\n")).not.toMatch(/\b(slot|Slot) \d/);
    expect(errors).toEqual([]);
  });
});
