import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../src/i18n/lang.ts";
import { SLOT_NUMBER } from "../support/slot-words.ts";
import { hasChromium, patientPage, playWorld, poll, startGame } from "./play-harness.ts";

// /play says where a card goes in card words, never a slot by its number, in every language:
// a Maze and a Wall game played on the page by the API's hints (the hint's sentence shown by
// the Hint button, its move played by clicks on the cards), everything the page shows read
// after each step. Slot numbers stay in the slots' accessible names, for the keyboard, and in
// the full rules (the API's rule text, which numbers the slots for the moves it takes).

const MOVES = 5;

describe.skipIf(!hasChromium)("/play in card words", () => {
  const world = playWorld();
  const slot = (page: Page, n: number) => page.locator(`#table [data-hit="${n}"]`);

  /**
   * What the page shows a person: its visible text, the status line and the attack line. The
   * rules panel aside: the game's full rules (the API's own rule text) number the slots on
   * purpose, for the moves the API takes.
   */
  async function expectNoSlotNumber(page: Page, where: string) {
    const shown = await page.evaluate(() => {
      const rules = document.querySelector<HTMLElement>("#rules");
      rules?.setAttribute("hidden", "");
      const text = [
        document.body.innerText,
        document.querySelector("#message")?.textContent ?? "",
        document.querySelector("#attack")?.textContent ?? "",
      ].join("\n");
      rules?.removeAttribute("hidden");
      return text;
    });
    expect(shown.match(SLOT_NUMBER)?.[0], `${where}: ${shown}`).toBeUndefined();
  }

  for (const { game, deal } of [
    { game: "Maze", deal: 1 },
    { game: "Wall", deal: 2 },
  ] as const)
    it(`${game} deal ${deal}, played by hints in all five languages`, async () => {
      const page = await patientPage(world.browser, {
        viewport: { width: 1280, height: 900 },
        locale: "en-GB",
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.goto(`${world.worker.base}/play`);
      await startGame(page, game, deal);
      const { id } = (await page.evaluate(() =>
        JSON.parse(localStorage.getItem("patience.current") ?? "null"),
      )) as {
        id: string;
      };
      for (let turn = 0; turn < MOVES; turn++) {
        const lang = LANGS[turn % LANGS.length]!;
        await page.locator("#lang").selectOption(lang);
        await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const res = await fetch(`${world.worker.base}/v1/sessions/${id}/hint?lang=${lang}`, {
          method: "POST",
        });
        const hint = (await res.json()) as { text: string; move: { type: string } | null; slots: number[] };
        await page.locator("#hint").click();
        await poll(() => page.locator("#message").textContent()).toBe(hint.text);
        await expectNoSlotNumber(page, `${game} ${lang} hint`);
        if (hint.move === null) break;
        // The hint's move by clicks: a Maze card then its gap; Wall's chosen waste cards then the
        // target (a mouse attacks at once); a deal on the stock.
        const clicks = hint.move.type === "deal" ? hint.slots.slice(0, 1) : hint.slots;
        for (const [i, n] of clicks.entries()) {
          await slot(page, n).click({ position: { x: 6, y: 6 } });
          if (i < clicks.length - 1)
            await poll(() => slot(page, n).getAttribute("aria-pressed")).toBe("true");
          await expectNoSlotNumber(page, `${game} ${lang} click ${n}`);
        }
        // Played: the stored game has one more move, and the status line says what it did.
        const moves = async () =>
          ((await (await fetch(`${world.worker.base}/v1/sessions/${id}`)).json()) as { moveCount: number })
            .moveCount;
        await poll(moves).toBe(turn + 1);
        await poll(() => page.locator("#message").textContent()).not.toBe(hint.text);
        await expectNoSlotNumber(page, `${game} ${lang} played`);
      }
      expect(errors).toEqual([]);
    });
});
