import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  PHONE,
  type WallMove,
  fact,
  hasChromium,
  patientPage,
  playWorld,
  poll,
  startGame,
} from "./play-harness.ts";

// /play under a finger and on a phone's screen (the harness of play-harness.ts): slot numbers for
// the keyboard only and card indices clear of them, Wall's attacks offered only when legal and
// played in two gestures, a drag that carries every chosen card, the end panel's buttons and the
// thumb bar in view, a phone held sideways.

/** Longer than the page's bounce guard: a confirming tap sooner after arming is ignored. */
const BOUNCE_MS = 500;

type Move = WallMove;
interface Game {
  id: string;
  status: string;
  moveCount: number;
  legalMoves: Move[];
  view: { slots: string[][]; waste: string[]; targets: { slot: number; health: number | null }[] };
}

describe.skipIf(!hasChromium)("/play by touch and on a phone", () => {
  const world = playWorld();

  async function visit(options: object = { viewport: { width: 1280, height: 800 } }): Promise<Page> {
    const page = await patientPage(world.browser, { locale: "en-GB", ...options });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${world.worker.base}/play`);
    return Object.assign(page, { errors });
  }
  const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;
  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);
  const centre = async (page: Page, n: number) => {
    const box = (await slot(page, n).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  /** The stored game the page plays, as the API gives it. */
  async function gameOf(page: Page): Promise<Game> {
    const { id } = (await page.evaluate(() =>
      JSON.parse(localStorage.getItem("patience.current") ?? "null"),
    )) as {
      id: string;
    };
    return (await (await fetch(`${world.worker.base}/v1/sessions/${id}`)).json()) as Game;
  }
  const plates = (page: Page) =>
    page
      .locator("#table .plate")
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length);
  const pressed = (page: Page) =>
    page
      .locator('#table [aria-pressed="true"]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-hit"))).sort((a, b) => a - b));

  it("shows slot numbers after Tab, never after a tap, and keeps small cards' indices clear of them", async () => {
    const page = await visit(PHONE);
    await startGame(page, "Wall", 2);
    await slot(page, 54).tap({ position: { x: 6, y: 6 } });
    await poll(() => slot(page, 54).getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("54");
    expect(await plates(page)).toBe(0);
    // Out of the table and back by the keyboard: the numbers show.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-hit"))).toBe("54");
    expect(await plates(page)).toBe(57);
    // Cards of a phone (36-42 px): each face-up card's index (rank over suit) is drawn, at least
    // 12 px high, and no slot's number covers it.
    const cards = await page.evaluate(() => {
      const box = (e: Element) => e.getBoundingClientRect();
      return Array.from(document.querySelectorAll("#table [data-slot]"), (g) => {
        const index = g.querySelector(".index");
        const plate = g.querySelector(".plate");
        return {
          width: box(g.querySelector("rect.slot")!).width,
          index: index && getComputedStyle(index).display !== "none" ? box(index).toJSON() : null,
          rank: index ? box(index.querySelector("text")!).height : 0,
          plate: plate ? box(plate).toJSON() : null,
        };
      });
    });
    const faceUp = cards.filter((c) => c.index);
    expect(faceUp.length).toBeGreaterThan(40);
    for (const card of faceUp) {
      expect(card.width).toBeGreaterThanOrEqual(36);
      expect(card.width).toBeLessThanOrEqual(42);
      expect(card.rank).toBeGreaterThanOrEqual(12);
      const [a, b] = [card.index!, card.plate!];
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, JSON.stringify(card)).toBe(true);
    }
    // A tap again: gone.
    await slot(page, 55).tap({ position: { x: 6, y: 6 } });
    await poll(() => plates(page)).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it("offers an attack on touch only when it is legal, and says tap; a mouse in ranked play is told click", async () => {
    const page = await visit(PHONE);
    await startGame(page, "Wall", 2);
    // 5♠ alone against 2♣ (health 12): too weak. Not offered: sent, and the API says why.
    await slot(page, 54).tap({ position: { x: 6, y: 6 } });
    const refused = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/moves"));
    await slot(page, 46).tap({ position: { x: 6, y: 6 } });
    expect((await refused).ok()).toBe(false);
    await poll(async () => ((await page.getByRole("alert").textContent()) ?? "").length).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Attack", exact: true }).isVisible()).toBe(false);
    expect(await page.locator("#attack").textContent()).not.toContain("again");
    expect(await fact(page, "Moves")).toBe("0");
    // Nothing chosen, 2♣ tapped: the fewest points that beat it (5♠ + 8♣, sum 13) are chosen and
    // the attack shown; the second tap plays it.
    await page.keyboard.press("Escape");
    await poll(() => pressed(page)).toEqual([]);
    await slot(page, 46).tap({ position: { x: 6, y: 6 } });
    await poll(() => page.locator("#attack").textContent()).toMatch(
      /^Attack with (5♠ \+ 8♣|8♣ \+ 5♠): sum 13\. Against 2♣ \(health 12\): it falls\. Tap the target again/,
    );
    expect(await pressed(page)).toEqual([54, 55]);
    expect(await page.getByRole("button", { name: "Attack", exact: true }).isVisible()).toBe(true);
    await page.waitForTimeout(BOUNCE_MS);
    await slot(page, 46).tap({ position: { x: 6, y: 6 } });
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(errorsOf(page)).toEqual([]);
  });

  it("drags two chosen waste cards onto a target with a mouse: the ghost shows both and their sum, and both attack", async () => {
    const page = await visit();
    await startGame(page, "Wall", 2);
    const sent: unknown[] = [];
    page.on("request", (r) => new URL(r.url()).pathname.endsWith("/moves") && sent.push(r.postDataJSON()));
    // 5♠ and 6♠ chosen (sum 11), 6♠ dragged onto 2♦ (health 10).
    await slot(page, 54).click({ position: { x: 6, y: 6 } });
    await slot(page, 56).click({ position: { x: 6, y: 6 } });
    const [from, to] = [await centre(page, 56), await centre(page, 47)];
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 30, from.y - 30, { steps: 4 });
    await poll(() => page.locator("#ghost > g").count()).toBe(2);
    expect(await page.locator("#ghost").textContent()).toContain("sum 11");
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await poll(() => page.locator('[data-ring="47"]').getAttribute("class")).toBe("ring over");
    await page.mouse.up();
    await poll(() => fact(page, "Moves")).toBe("1");
    expect(sent.map((body) => (body as { move: unknown }).move)).toEqual([
      { type: "attack", target: 47, cards: ["5S", "6S"] },
    ]);
    expect(await page.locator("#message").textContent()).toMatch(/falls/);
    expect(errorsOf(page)).toEqual([]);
  });

  it("plays a Wall game by touch on a phone in at most two gestures a move on average", async () => {
    const page = await visit(PHONE);
    await startGame(page, "Wall", 2);
    let gestures = 0;
    const tap = async (n: number) => {
      gestures++;
      await slot(page, n).tap({ position: { x: 6, y: 6 } });
    };
    /** The cards the page attacks `target` with when none are chosen (its documented rule). */
    const pageChoice = (game: Game, target: number) => {
      const on = game.legalMoves.filter((m) => m.type === "attack" && m.target === target);
      if (game.view.targets.find((t) => t.slot === target)?.health === null) return [...game.view.waste];
      const sum = (cards: string[]) => cards.reduce((s, c) => s + "A23456789TJQK".indexOf(c[0]!) + 1, 0);
      return on.map((m) => m.cards!).sort((a, b) => sum(a) - sum(b) || a.length - b.length)[0] ?? [];
    };
    const same = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

    for (let game = await gameOf(page); game.status === "playing"; game = await gameOf(page)) {
      const before = game.moveCount;
      // The move a player would choose (the API's hint), played with the fewest gestures the page offers.
      const { move } = (await (
        await fetch(`${world.worker.base}/v1/sessions/${game.id}/hint`, { method: "POST" })
      ).json()) as { move: Move };
      if (move.type === "deal") await tap(53);
      else {
        const target = move.target!;
        const cards = move.cards!;
        if (!same(cards, pageChoice(game, target))) {
          // Its cards chosen by taps (a drag of the last onto the target would save a gesture:
          // 42 for this game; a finger's drag is play-table.test.ts's, as a busy machine's
          // browser may take one for a scroll), then the target.
          const left = [...cards];
          const holding = [54, 55, 56].filter((s) => {
            const i = left.indexOf(game.view.slots[s]?.[0] ?? "");
            return i >= 0 && left.splice(i, 1).length > 0;
          });
          for (const waste of holding) await tap(waste);
          await tap(target);
        } else await tap(target);
        // Shown first, with the verdict and the word for a finger; the second tap plays it.
        await poll(() => page.locator("#attack").textContent()).toMatch(/Tap the target again/);
        await page.waitForTimeout(BOUNCE_MS);
        await tap(target);
      }
      // Played, and taken by the page (the next gesture would be ignored while it is on its way).
      await poll(() => fact(page, "Moves")).toBe(String(before + 1));
    }
    const moves = (await gameOf(page)).moveCount;
    console.log(
      `Wall deal 2 by touch: ${gestures} gestures for ${moves} moves (${(gestures / moves).toFixed(2)} a move)`,
    );
    expect(moves).toBeGreaterThanOrEqual(15);
    expect(gestures / moves).toBeLessThanOrEqual(2);
    expect(errorsOf(page)).toEqual([]);
  });

  it("keeps every end-panel button and the thumb bar in view at 375×812", async () => {
    const page = await visit(PHONE);
    const inView = (selector: string) =>
      page.locator(selector).evaluateAll((els) =>
        els
          .filter((e) => getComputedStyle(e).display !== "none")
          .map((e) => {
            const r = e.getBoundingClientRect();
            const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
            // Not covered: the button itself is what a tap at its centre reaches.
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return { id: e.id, shown: inside && (hit === e || e.contains(hit)) };
          }),
      );
    for (const game of ["Maze", "Wall"] as const) {
      await startGame(page, game, 1);
      const bar = await inView(".bar button");
      expect(bar.map((b) => b.id)).toEqual(
        game === "Wall" ? ["hint", "undo", "redo", "deal"] : ["hint", "undo", "redo"],
      );
      for (const b of bar) expect(b, "the thumb bar").toEqual({ id: b.id, shown: true });
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: "Resign" }).click();
      await poll(() => page.getByRole("region", { name: "Given up" }).isVisible()).toBe(true);
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      const buttons = await inView(".end-buttons button");
      expect(buttons.length).toBeGreaterThanOrEqual(3);
      for (const b of buttons) expect(b, `${game}'s end panel`).toEqual({ id: b.id, shown: true });
      await page.getByRole("button", { name: "New game" }).click();
    }
    expect(errorsOf(page)).toEqual([]);
  });
});
