import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SLOT_NUMBER } from "../support/slot-words.ts";
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

// /play teaches Wall on the table and ends a game well (the harness of play-harness.ts): a
// player's rule and its picture above the full rules, an attack's sum and verdict beside its
// target and the waste, the badges explained, "click" for a mouse and "tap" for a finger; Undo
// on the loss panel, the analysis in card words, a won game's cards hopping (not under reduced
// motion), a clock in a casual game.

/** How far from a card's box its label may be drawn (CSS pixels): beside it, not across the page. */
const BESIDE_PX = 12;

type Move = WallMove;
interface Game {
  id: string;
  ownerToken?: string;
  version: number;
  status: string;
  moveCount: number;
  legalMoves: Move[];
  view: { slots: string[][] };
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The gap between two boxes (0 when they touch or overlap). */
const gap = (a: Box, b: Box) =>
  Math.hypot(
    Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)),
    Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)),
  );

describe.skipIf(!hasChromium)("/play teaches and ends a game", () => {
  const world = playWorld();
  const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${world.worker.base}${path}`, {
      method: init.method ?? "GET",
      headers: {
        "content-type": "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
    return (await res.json()) as T;
  };

  async function visit(options: object = { viewport: { width: 1280, height: 800 } }) {
    const page = await patientPage(world.browser, { locale: "en-GB", ...options });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    return { page, errors };
  }
  /** The page on a stored game of the API's, as this browser's own (the page resumes it). */
  async function resume(page: Page, game: Game, name: string, label: object) {
    await page.goto(`${world.worker.base}/play?lang=en`);
    await page.evaluate(
      ([id, owner, game, label]) =>
        localStorage.setItem("patience.current", JSON.stringify({ game, id, owner, label })),
      [game.id, game.ownerToken!, name, label] as const,
    );
    await page.reload();
    await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
  }
  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);
  /** The player's rule's lines, the rules scrolled into view (their teaching comes when seen). */
  const teachLines = async (page: Page) => {
    await page.locator("#rules").scrollIntoViewIfNeeded();
    return page.locator("#rules .teach-lines li").count();
  };
  const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

  it("teaches Wall: a rule and a picture over the full rules, the verdict beside the target, the badges, click then tap", async () => {
    const { page, errors } = await visit();
    await page.goto(`${world.worker.base}/play`);
    await startGame(page, "Wall", 2);
    // The player's rule: three lines and a picture, above the full rules (folded, with their
    // slot numbers for the API's moves).
    const rules = page.locator("#rules");
    await poll(() => teachLines(page)).toBe(3);
    expect(await rules.getByRole("img").getAttribute("aria-label")).toMatch(/12.*11.*falls/);
    expect(await page.locator("#rules-full").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    const teach = await box(page, "#rules-teach");
    expect(teach.y).toBeLessThan((await box(page, "#rules-full")).y);
    expect(await rules.locator("#rules-teach").textContent()).not.toMatch(SLOT_NUMBER);
    // The badges, said beside the table.
    expect(await fact(page, "Badges")).toMatch(/health.*cards in a pile/);
    // A mouse is told to click.
    expect(await page.locator("#teach-choose").textContent()).toMatch(/^Click /);

    // 5♠ chosen, 2♣ (health 12) pointed at: too weak, said beside 2♣ and the sum on 5♠.
    await slot(page, 54).click({ position: { x: 6, y: 6 } });
    await poll(() => slot(page, 54).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("#table-help").textContent()).toMatch(/click it and then the place/);
    await slot(page, 46).hover({ position: { x: 20, y: 30 } });
    const verdict = page.locator("#verdict-target");
    await poll(() => verdict.textContent()).toBe("5 ≤ 12: too weak");
    expect(gap((await verdict.boundingBox())!, (await slot(page, 46).boundingBox())!)).toBeLessThanOrEqual(
      BESIDE_PX,
    );
    expect(await page.locator("#verdict-sum").textContent()).toBe("sum 5");
    expect(
      gap((await page.locator("#verdict-sum").boundingBox())!, (await slot(page, 54).boundingBox())!),
    ).toBe(0);
    // 8♣ with it: 13 beats 12.
    await slot(page, 55).click({ position: { x: 6, y: 6 } });
    await slot(page, 46).hover({ position: { x: 20, y: 40 } });
    await poll(() => verdict.textContent()).toBe("13 > 12: it falls");
    expect(await page.locator("#verdict-sum").textContent()).toBe("sum 13");
    const sum = (await page.locator("#verdict-sum").boundingBox())!;
    const waste = [(await slot(page, 54).boundingBox())!, (await slot(page, 55).boundingBox())!];
    expect(Math.min(...waste.map((w) => gap(sum, w)))).toBe(0);
    // Pointing away from every target: no label.
    await slot(page, 53).hover({ position: { x: 20, y: 40 } });
    await poll(() => page.locator("#verdict > *").count()).toBe(0);
    // The rule, its picture and the badges in the page's five languages.
    const said = new Set([(await page.locator("#rules-teach").textContent()) ?? ""]);
    for (const lang of ["es", "ca", "cs", "el"]) {
      await page.locator("#lang").selectOption(lang);
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await poll(
        async () =>
          (await teachLines(page)) === 3 &&
          !said.has((await page.locator("#rules-teach").textContent()) ?? ""),
      ).toBe(true);
      const text = (await page.locator("#rules-teach").textContent()) ?? "";
      said.add(text);
      expect(await rules.locator(".teach-lines li").count()).toBe(3);
      expect(text).not.toMatch(SLOT_NUMBER);
      expect(await rules.getByRole("img").getAttribute("aria-label")).toMatch(/7♦.*5♣.*12.*9♠.*11/);
      expect(await page.locator('[data-fact="badges"]').textContent()).not.toMatch(/health/);
    }
    expect(said.size).toBe(5);
    expect(errors).toEqual([]);
  });

  it("teaches the game a first visit opens on, once its rules are seen", async () => {
    const { page, errors } = await visit();
    await page.goto(`${world.worker.base}/play?game=wall`);
    await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
    await poll(() => teachLines(page)).toBe(3);
    expect(await page.locator("#rules-full").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // The game chosen since: its own rule.
    await page.goto(`${world.worker.base}/play?game=maze`);
    await poll(() => page.locator("#table [data-hit]").count()).toBeGreaterThan(0);
    await poll(() => teachLines(page)).toBe(3);
    expect(await page.locator("#rules-teach").textContent()).not.toMatch(/health/);
    expect(errors).toEqual([]);
  });

  it("says tap to a finger", async () => {
    const { page, errors } = await visit(PHONE);
    await page.goto(`${world.worker.base}/play`);
    await startGame(page, "Wall", 2);
    await poll(() => teachLines(page)).toBe(3);
    await slot(page, 54).tap({ position: { x: 6, y: 6 } });
    await poll(() => page.locator("#table-help").textContent()).toMatch(
      /tap it and then the place; a double-tap/,
    );
    await poll(() => page.locator("#teach-choose").textContent()).toMatch(/^Tap /);
    // Tapped, the target shows the verdict beside it until the second tap.
    await slot(page, 46).tap({ position: { x: 6, y: 6 } });
    await poll(() => page.locator("#verdict-target").count()).toBe(1);
    expect(
      gap((await page.locator("#verdict-target").boundingBox())!, (await slot(page, 46).boundingBox())!),
    ).toBeLessThanOrEqual(BESIDE_PX);
    expect(errors).toEqual([]);
  });

  it("offers Undo on the loss panel, which takes the last move back; the analysis names cards", async () => {
    // A Wall deal that could be won, played by the API to its loss (deal while the stock
    // lasts, then the first attack listed, until no move is left), whose analysis finds where it
    // turned: played again for the page.
    let game: Game | null = null;
    let before: Game | null = null;
    for (let deal = 1; deal < 40 && !game; deal++) {
      const tried = await playToLoss(deal);
      if (tried.game.status !== "lost") continue;
      const token = tried.game.ownerToken!;
      let analysis: { complete?: boolean; turningPoint: object | null } | null = null;
      for (let asked = 0; asked < 20 && analysis?.complete !== true; asked++)
        analysis = await api(`/v1/sessions/${tried.game.id}/analysis`, { token });
      if (analysis?.turningPoint) ({ game, before } = await playToLoss(deal));
    }
    expect(game?.status).toBe("lost");
    const { page, errors } = await visit();
    await resume(page, game!, "wall", { kind: "custom" });
    await poll(() => page.getByRole("heading", { name: "No move left" }).isVisible()).toBe(true);
    const undo = page.locator("#end-panel").getByRole("button", { name: "Undo", exact: true });
    expect(await undo.isVisible()).toBe(true);
    // Taken back: the game in play again at the position before its last move.
    await undo.click();
    await poll(() => fact(page, "Status")).toBe("playing");
    expect(await page.locator("#end-panel").isHidden()).toBe(true);
    expect(await fact(page, "Moves")).toBe(String(game!.moveCount - 1));
    const now = await api<Game>(`/v1/sessions/${game!.id}`);
    expect(now.view.slots).toEqual(before!.view.slots);
    // Played again (Redo): lost again, and the analysis says its moves in card words.
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await poll(() => page.getByRole("heading", { name: "No move left" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Analyse the game" }).click();
    const analysis = page.locator("#analysis-body");
    await poll(async () => (await analysis.textContent()) ?? "").toMatch(/position now/);
    const text = (await analysis.textContent()) ?? "";
    console.log(`analysis of wall ${game!.id}: ${text}`);
    expect(text).not.toMatch(SLOT_NUMBER);
    // A move named by cards, never by a slot's bare number ("31 → 3").
    expect(text).not.toMatch(/→ \d+(?![\d♣♦♥♠])/);
    expect(text).toMatch(/after move \d+ \((deal|[^)]*[♣♦♥♠][^)]*)\)/);
    expect(text).toMatch(/A winning move at that point: (deal|[^.]*[♣♦♥♠][^.]*)\./);
    // The analysis showed every card: Undo is no longer offered.
    expect(await page.locator("#end-undo").isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  /** Wall's `deal` played by the API: deal while the stock lasts, then the first move listed. */
  async function playToLoss(deal: number) {
    let game = await api<Game>("/v1/sessions", { method: "POST", body: { game: "wall", deal } });
    let before = game;
    const token = game.ownerToken!;
    while (game.status === "playing") {
      const move: Move = game.legalMoves.find((m) => m.type === "deal") ?? game.legalMoves[0]!;
      before = game;
      game = {
        ...(await api<Game>(`/v1/sessions/${game.id}/moves`, {
          method: "POST",
          body: { move, version: game.version },
          token,
        })),
        ownerToken: token,
      };
    }
    return { game, before };
  }

  /** A Maze layout one move from a win: the queen of spades in the top-left corner, to go after J♠. */
  function nearlyWon() {
    const cards = ["C", "D", "H", "S"].flatMap((suit) => [..."A23456789TJQ"].map((rank) => rank + suit));
    const slots: (string | null)[] = [cards[47]!, ...cards.slice(0, 47), ...Array<null>(6).fill(null)];
    return { slots };
  }

  async function winMaze(page: Page) {
    const game = await api<Game>("/v1/sessions", {
      method: "POST",
      body: { game: "maze", layout: nearlyWon() },
    });
    await resume(page, game, "maze", { kind: "custom" });
    await slot(page, 0).click();
    await poll(() => slot(page, 0).getAttribute("aria-pressed")).toBe("true");
    await slot(page, 48).click();
    await poll(() => page.getByRole("heading", { name: "Won!" }).isVisible()).toBe(true);
    expect(await page.locator("#stage").getAttribute("class")).toContain("celebrate");
  }
  const hops = (page: Page) =>
    page.evaluate(
      () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === "hop").length,
    );

  it("celebrates a win with the cards hopping once", async () => {
    const { page, errors } = await visit();
    await winMaze(page);
    // Every card's hop, held at its end once run (so a slow machine sees it too).
    await poll(() => hops(page)).toBeGreaterThanOrEqual(48);
    // In a wave: a column after the one before it (Maze's nine columns, 0.06 s apart).
    const delays = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName === "hop")
        .map((a) => a.effect?.getTiming().delay ?? 0),
    );
    expect(new Set(delays.map((d) => Math.round(Number(d)))).size).toBe(9);
    expect(Math.max(...delays.map(Number))).toBeCloseTo(480, 0);
    expect(await page.locator("#end-undo").isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("celebrates a win without motion under prefers-reduced-motion", async () => {
    const { page, errors } = await visit();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await winMaze(page);
    expect(await hops(page)).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows a ticking clock in a casual game", async () => {
    const { page, errors } = await visit();
    await page.goto(`${world.worker.base}/play`);
    await startGame(page, "Maze", 3);
    const first = await fact(page, "Time");
    expect(first).toMatch(/^\d+:\d\d$/);
    await poll(() => fact(page, "Time")).not.toBe(first);
    expect(await fact(page, "Time")).toMatch(/^\d+:\d\d$/);
    expect(errors).toEqual([]);
  });
});
