import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challengeName } from "../../src/daily/config.ts";
import type { DailyChallenge } from "../../src/durable/daily-challenge.ts";
import { bindings } from "./daily-helpers.ts";

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const challenge = (game: "maze" | "wall", date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName(game, date)));

describe("entries/mine racing a failed enter", () => {
  it("does not create a ranked game for an entry that enter dropped when its creation failed", async () => {
    const date = "2027-05-09";
    const ref = { game: "wall" as const, date, now: noon(date), playerId: "racer-1", name: "Racer" };
    await runInDurableObject(challenge("wall", date), async (instance: DailyChallenge, state) => {
      expect((await instance.facts(ref)).ok).toBe(true); // prepared
      // The stored game's creation fails once (a transient error: an overloaded object, a reset).
      const self = instance as unknown as { env: typeof bindings };
      const real = self.env.GAME_SESSIONS;
      let failNext = true;
      self.env = {
        ...self.env,
        GAME_SESSIONS: {
          newUniqueId: () => real.newUniqueId(),
          idFromString: (id: string) => real.idFromString(id),
          get: (id: DurableObjectId) => {
            const stub = real.get(id);
            return {
              create: async (input: unknown) => {
                if (failNext) {
                  failNext = false;
                  await new Promise((r) => setTimeout(r, 50));
                  throw new Error("transient");
                }
                return stub.create(input as never);
              },
              reissueOwner: () => stub.reissueOwner(),
            };
          },
        } as unknown as typeof real,
      };
      const entering = instance.enter(ref).then(
        () => "entered",
        () => "failed",
      );
      await new Promise((r) => setTimeout(r, 10)); // enter is awaiting the creation
      const mine = await instance.reissueEntry(ref);
      expect(await entering).toBe("failed");
      const rows = [
        ...state.storage.sql.exec("SELECT session_id FROM entries WHERE player_id = ?", ref.playerId),
      ];
      // The entry is gone: entries/mine must say so, not hand out a ranked game of the deal.
      expect(rows).toHaveLength(0);
      expect(mine.ok ? "a ranked game with no entry" : mine.error.code).toBe("no_entry");
    });
  });
});
