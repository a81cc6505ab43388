import { describe, expect, it } from "vitest";
import { closesAt, opensAt } from "../../src/daily/calendar.ts";
import type { GameJson } from "./helpers.ts";
import {
  act,
  clockedApi,
  enter,
  establishedPlayer,
  okJson,
  playHints,
  type ChallengeJson,
  type LeaderboardJson,
} from "./daily-helpers.ts";

// Public replays once a date has closed: every ranked entry's line is readable by anyone (its
// stored game's history, linked from the board), and a client replays it from the revealed
// deal through the stateless routes to the result the board recorded: suspicious wins can be
// checked by anyone, with nothing but the public API.

describe("a closed date's entries", () => {
  for (const game of ["maze", "wall"] as const) {
    it(`replay to their recorded results through the stateless routes (${game})`, async () => {
      const date = game === "maze" ? "2027-10-05" : "2027-10-06";
      // Established players, each at its own address (a Wall board lists only those, one entry
      // per client), playing at noon.
      const api = clockedApi(opensAt(date) - 3_600_000);
      const names = ["Hints", "Quitter", "Partial"];
      const players = [];
      for (const [i, name] of names.entries())
        players.push(await establishedPlayer(api, name, date, `192.0.2.${60 + i}`));
      api.at(Date.parse(`${date}T12:00:00Z`));
      const entries = await Promise.all(
        players.map((p, i) => enter(api, game, date, p.token, `192.0.2.${60 + i}`)),
      );
      await playHints(api, entries[0]!);
      await okJson(await act(api, await playHints(api, entries[1]!, 5), "resign"));
      // A game left unfinished at the close is not on the board.
      await playHints(api, entries[2]!, 3);

      api.at(closesAt(date));
      const challenge = await okJson<ChallengeJson>(await api.get(`/v1/daily/${game}/${date}`));
      const board = await okJson<LeaderboardJson>(await api.get(`/v1/daily/${game}/${date}/leaderboard`));
      expect(board.rows.map((r) => r.name).sort()).toEqual(["Hints", "Quitter"]);
      for (const row of board.rows) {
        expect(row.sessionId, "a closed board links each entry's game").toBeDefined();
        const history = await okJson<{ moves: { move: unknown }[] }>(
          await api.get(`/v1/sessions/${row.sessionId}/history?limit=500`),
        );
        expect(history.moves).toHaveLength(row.moves);
        let g = await okJson<GameJson>(
          await api.post(`/v1/games/${game}/deals`, { layout: challenge.reveal!.layout }),
          201,
        );
        for (const { move } of history.moves) {
          g = await okJson<GameJson>(await api.post(`/v1/games/${game}/moves`, { state: g.state, move }));
        }
        expect(g.score, row.name).toBe(row.score);
        // A win replays to a win; a resignation to the position it was given up in (not won).
        if (row.result === "won") expect(g.status, row.name).toBe("won");
        else expect(g.status, row.name).not.toBe("won");
      }
    });
  }
});
