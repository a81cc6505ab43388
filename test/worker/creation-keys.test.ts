import { describe, expect, it } from "vitest";
import { expectProblem } from "./helpers.ts";
import { act, auth, clockedApi, okJson, type EntryJson } from "./daily-helpers.ts";
import type { SessionJson } from "./session-helpers.ts";

// Creating a stored game, a player or a ranked entry shows its token once. Under an
// Idempotency-Key a client whose reply was lost sends the same request again and gets the
// same object and the same token, which then works; another request under the key is refused.

type Created = SessionJson & { ownerToken: string };
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const key = (label: string) => `${label}-${crypto.randomUUID()}`;
const keyed = (k: string) => ({ "Idempotency-Key": k });

describe("creation under an Idempotency-Key", () => {
  it("a stored game: the same game and owner token again, and the token plays it", async () => {
    const api = clockedApi(Date.now());
    const k = key("game");
    const body = { game: "maze", deal: 5 };
    const first = await okJson<Created>(await api.post("/v1/sessions", body, keyed(k)), 201);
    const again = await okJson<Created>(await api.post("/v1/sessions", body, keyed(k)), 201);
    expect(again).toEqual(first);
    const moved = await okJson<SessionJson>(await act(api, again, "moves", again.legalMoves[0]));
    expect(moved.version).toBe(2);
    // Once the game has moved on, a retry still gets the first reply.
    expect(await okJson<Created>(await api.post("/v1/sessions", body, keyed(k)), 201)).toEqual(first);
    // Another request under the key; no key: a new game each time.
    const other = await api.post("/v1/sessions", { game: "maze", deal: 6 }, keyed(k));
    await expectProblem(other, 422, "idempotency_key_reused");
    const a = await okJson<Created>(await api.post("/v1/sessions", body), 201);
    const b = await okJson<Created>(await api.post("/v1/sessions", body), 201);
    expect(a.id).not.toBe(b.id);
    expect(a.ownerToken).not.toBe(b.ownerToken);
    expect(a.id).not.toBe(first.id);
  });

  it("a key too short to stand for a token is refused", async () => {
    const api = clockedApi(Date.now());
    const res = await api.post("/v1/sessions", { game: "maze" }, keyed("retry-1"));
    await expectProblem(res, 400, "validation_failed");
    await expectProblem(
      await api.post("/v1/players", { name: "Ann" }, keyed("retry-1")),
      400,
      "validation_failed",
    );
  });

  it("a player: the same id and token again, and the token is the player's", async () => {
    const date = "2027-06-10";
    const api = clockedApi(noon(date));
    const k = key("player");
    type PlayerJson = { id: string; token: string; name: string };
    const first = await okJson<PlayerJson>(await api.post("/v1/players", { name: "Kim" }, keyed(k)), 201);
    const again = await okJson<PlayerJson>(await api.post("/v1/players", { name: "Kim" }, keyed(k)), 201);
    expect(again).toEqual(first);
    await expectProblem(
      await api.post("/v1/players", { name: "Lee" }, keyed(k)),
      422,
      "idempotency_key_reused",
    );
    const entry = await okJson<EntryJson>(
      await api.post(`/v1/daily/maze/${date}/entries`, undefined, auth(again.token)),
      201,
    );
    expect(entry.player).toEqual({ id: first.id, name: "Kim" });
  });

  it("a ranked entry: the same entry and owner token again; under another key, already entered", async () => {
    const date = "2027-06-11";
    const api = clockedApi(noon(date));
    const player = await okJson<{ token: string }>(await api.post("/v1/players", { name: "Mo" }), 201);
    const k = key("entry");
    const path = `/v1/daily/maze/${date}/entries`;
    const first = await okJson<EntryJson>(
      await api.post(path, undefined, { ...auth(player.token), ...keyed(k) }),
      201,
    );
    const again = await okJson<EntryJson>(
      await api.post(path, undefined, { ...auth(player.token), ...keyed(k) }),
      201,
    );
    expect(again.id).toBe(first.id);
    expect(again.ownerToken).toBe(first.ownerToken);
    const moved = await okJson<SessionJson>(await act(api, again, "moves", again.legalMoves[0]));
    expect(moved.moveCount).toBe(1);
    // The retry after a move gets the entry as it stands, with the same token.
    const later = await okJson<EntryJson>(
      await api.post(path, undefined, { ...auth(player.token), ...keyed(k) }),
      201,
    );
    expect(later).toMatchObject({ id: first.id, ownerToken: first.ownerToken, moveCount: 1 });
    const otherKey = await api.post(path, undefined, { ...auth(player.token), ...keyed(key("entry")) });
    await expectProblem(otherKey, 409, "already_entered");
    await expectProblem(await api.post(path, undefined, auth(player.token)), 409, "already_entered");
  });
});
