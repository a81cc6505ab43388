import { describe, expect, it } from "vitest";
import { storedEvents } from "../../src/durable/session/session-snapshot.ts";
import { engineOf, type GameId } from "../../src/games/registry.ts";
import { hintText } from "../../src/i18n/hints.ts";
import { eventsText } from "../../src/i18n/move-texts.ts";
import { LANGS } from "../../src/i18n/lang.ts";

interface Ending {
  readonly status: string;
  /** The events of every move, in order. */
  readonly events: readonly (readonly unknown[])[];
  readonly hint: unknown;
}

/** Plays deal `deal` of `game` by its own hints until the game is over. */
function playByHints(game: GameId, deal: number): Ending {
  const engine = engineOf(game);
  let state = engine.deal(deal);
  const events: unknown[][] = [];
  while (engine.status(state) === "playing" && events.length < 1000) {
    const { move } = engine.hint(engine.view(state));
    if (move === null) throw new Error(`${game} ${deal}: no hint while playing`);
    const r = engine.applyMove(state, move);
    if (!r.ok) throw new Error(`${game} ${deal}: the hint was refused (${r.error.code})`);
    state = r.value.state;
    events.push(r.value.events);
  }
  return { status: engine.status(state), events, hint: engine.hint(engine.view(state)) };
}

/** The first deal from 0 on that the hints play to `status`. */
function firstEnding(game: GameId, status: "won" | "lost"): Ending {
  for (let deal = 0; deal < 50; deal++) {
    const ending = playByHints(game, deal);
    if (ending.status === status) return ending;
  }
  throw new Error(`no ${game} deal below 50 ${status} by the hints`);
}

const endedEvents = (ending: Ending) =>
  ending.events.flat().filter((e) => ["ended", "won", "lost"].includes((e as { type: string }).type));

describe("every game ends the same way", () => {
  const wallWon = firstEnding("wall", "won");
  const wallLost = firstEnding("wall", "lost");
  const mazeWon = playByHints("maze", 1);

  it("a won Maze game and a won Wall game: the same last event and the same hint", () => {
    expect(mazeWon.status).toBe("won");
    for (const won of [wallWon, mazeWon]) {
      expect(won.events.at(-1)!.at(-1)).toEqual({ type: "ended", status: "won" });
      // Only the move that ends the game says so, once.
      expect(endedEvents(won)).toEqual([{ type: "ended", status: "won" }]);
      expect(won.hint).toEqual({ move: null, reason: "won" });
    }
    for (const lang of LANGS) {
      expect(hintText("maze", mazeWon.hint as never, undefined, lang)).toBe(
        hintText("wall", wallWon.hint as never, undefined, lang),
      );
      expect(eventsText("maze", [{ type: "ended", status: "won" }], lang)).toBe(
        eventsText("wall", [{ type: "ended", status: "won" }], lang),
      );
    }
  });

  it("a lost Wall game: the same event with status lost, and a hint whose reason is lost", () => {
    expect(wallLost.events.at(-1)!.at(-1)).toEqual({ type: "ended", status: "lost" });
    expect(endedEvents(wallLost)).toEqual([{ type: "ended", status: "lost" }]);
    expect(wallLost.hint).toEqual({ move: null, reason: "lost" });
    expect(hintText("wall", wallLost.hint as never, undefined, "en")).toBe(
      "The game is lost: no move is left.",
    );
  });

  it("a Maze win stored with the old event reads as the one end shape (history, redo)", () => {
    const stored =
      '[{"type":"moved","card":"JH","from":49,"to":34},{"type":"scored","points":2,"score":48},{"type":"won","score":48}]';
    expect(storedEvents(stored)).toEqual([
      { type: "moved", card: "JH", from: 49, to: 34 },
      { type: "scored", points: 2, score: 48 },
      { type: "ended", status: "won" },
    ]);
    const today = JSON.stringify(wallWon.events.at(-1));
    expect(storedEvents(today)).toEqual(wallWon.events.at(-1));
  });
});
