import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challengeName } from "../../src/daily/config.ts";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import { wallEngine } from "../../src/games/wall/index.ts";
import type { WallState } from "../../src/games/wall/state.ts";
import { differentTwin } from "../support/wall-twin.ts";
import { act, bindings, clockedApi, enter, newPlayer, okJson } from "./daily-helpers.ts";

/*
 * The twin test of an open Wall challenge: a second challenge whose deal is the first one's
 * with the hidden cards (stock, face-down piles) reshuffled, and whose secrets (layout, pack,
 * salt, proof, candidate) differ, must give the same reply to every request while open, apart
 * from the date itself. Published facts (par, commitment) are copied, so that only a leak
 * can tell the two apart.
 */

const REAL = "2027-06-01";
const TWIN = "2027-06-02";
// Both dates are open at noon UTC on the first (the second opened at 10:00 UTC).
const NOW = Date.parse(`${REAL}T12:00:00Z`);

const stubOf = (date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName("wall", date)));

/** A reply as a player sees it, with what differs by design (the date, ids, tokens) taken out. */
async function seen(res: Response, date: string): Promise<unknown> {
  const text = await res.text();
  const opens = new Date(Date.parse(`${date}T00:00:00Z`) - 14 * 3_600_000).toISOString();
  const closes = new Date(Date.parse(`${date}T00:00:00Z`) + 36 * 3_600_000).toISOString();
  const normal = text.replaceAll(date, "DATE").replaceAll(opens, "OPENS").replaceAll(closes, "CLOSES");
  const drop = new Set([
    "state",
    "id",
    "ownerToken",
    "playerId",
    "createdAt",
    "updatedAt",
    "finishedAt",
    "playedAt",
    "number",
    "player",
  ]);
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !drop.has(k))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  return {
    status: res.status,
    body: res.headers.get("Content-Type")?.includes("json") ? strip(JSON.parse(normal)) : normal,
  };
}

describe("an open Wall challenge hides its hidden cards in every reply", () => {
  it("replies are the same for a twin deal with the hidden cards reshuffled", async () => {
    const api = clockedApi(NOW);
    // The real challenge, prepared as any request prepares it.
    await okJson(await api.get(`/v1/daily/wall/${REAL}`));
    const real = await runInDurableObject(stubOf(REAL), (_, state) =>
      new ChallengeStore(state.storage).challenge()!,
    );
    const decoded = wallEngine.decode(real.initial);
    if (!decoded.ok) throw new Error("stored challenge does not decode");
    const twin = differentTwin(decoded.value as WallState, wallEngine.notation.state);
    expect(wallEngine.view(twin)).toEqual(wallEngine.view(decoded.value));
    await runInDurableObject(stubOf(TWIN), (_, state) =>
      new ChallengeStore(state.storage).saveChallenge({
        ...real,
        date: TWIN,
        candidate: real.candidate + 7,
        layoutJson: JSON.stringify(wallEngine.toLayout(twin)),
        pack: [...real.pack].reverse(),
        initial: wallEngine.encode(twin),
        proofJson: "[]",
        salt: "twin-salt",
      }),
    );

    const replies = async (date: string) => {
      const out: Record<string, unknown> = {};
      out.challenge = await seen(await api.get(`/v1/daily/wall/${date}`), date);
      // Casual play of an open Wall date is refused (its refusal hides nothing either).
      out.casual = await seen(await api.post(`/v1/daily/wall/${date}/deals`), date);
      const player = await newPlayer(api, "Twin");
      const entryRes = await api.post(`/v1/daily/wall/${date}/entries`, undefined, {
        Authorization: `Bearer ${player.token}`,
      });
      const entry = { ...(await entryRes.clone().json()), ownerToken: "" } as Awaited<
        ReturnType<typeof enter>
      >;
      entry.ownerToken = ((await entryRes.clone().json()) as { ownerToken: string }).ownerToken;
      out.entry = await seen(entryRes, date);
      out.read = await seen(await api.get(`/v1/sessions/${entry.id}`), date);
      out.hint = await seen(await api.post(`/v1/sessions/${entry.id}/hint`), date);
      out.board = await seen(await api.get(`/v1/sessions/${entry.id}/board.txt`), date);
      out.svg = await seen(await api.get(`/v1/sessions/${entry.id}/board.svg`), date);
      out.history = await seen(await api.get(`/v1/sessions/${entry.id}/history`), date);
      out.export = await seen(await api.get(`/v1/sessions/${entry.id}/export`), date);
      out.illegal = await seen(
        await act(api, entry, "moves", { type: "attack", target: 46, cards: ["KS"] }),
        date,
      );
      out.undo = await seen(await act(api, entry, "undo"), date);
      out.resign = await seen(await act(api, entry, "resign"), date);
      out.leaderboard = await seen(await api.get(`/v1/daily/wall/${date}/leaderboard`), date);
      out.profile = await seen(await api.get(`/v1/players/${player.id}`), date);
      return out;
    };
    const a = await replies(REAL);
    const b = await replies(TWIN);
    for (const key of Object.keys(a)) expect(b[key], key).toEqual(a[key]);
    // The replies were real answers, not refusals throughout.
    expect((a.challenge as { status: number }).status).toBe(200);
    expect((a.casual as { status: number }).status).toBe(409);
    expect((a.entry as { status: number }).status).toBe(201);
    expect((a.resign as { status: number }).status).toBe(200);
    expect((a.export as { status: number }).status).toBe(409);
  });
});
