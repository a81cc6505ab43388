import { describe, expect, it } from "vitest";
import { MIN_KEY_CHARACTERS, MIN_KEY_LENGTH } from "../../src/http/creation-key.ts";
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

  it("a key that cannot be unique (too short, too few different characters) is refused: 400 weak_idempotency_key", async () => {
    const api = clockedApi(Date.now());
    const player = await okJson<{ token: string }>(await api.post("/v1/players", { name: "Ivo" }), 201);
    const weak = [
      "retry-1",
      "a".repeat(MIN_KEY_LENGTH + 10),
      "retry-retry-retry-retry-retry",
      "0000000000000000000000000001",
      `${"ab12-".repeat(8)}`,
    ];
    for (const k of weak) {
      for (const res of [
        await api.post("/v1/sessions", { game: "maze" }, keyed(k)),
        await api.post("/v1/players", { name: "Ann" }, keyed(k)),
        await api.post("/v1/daily/maze/today/entries", undefined, { ...auth(player.token), ...keyed(k) }),
      ]) {
        const problem = await expectProblem(res, 400, "weak_idempotency_key");
        expect(problem.params).toEqual({ minLength: MIN_KEY_LENGTH, minCharacters: MIN_KEY_CHARACTERS });
      }
    }
    // Nothing was made: the player has no entry yet, and a good key creates.
    const good = "7d0c9a4e-1f3b-4b2a-8e6d-5c9f0a1b2c3d";
    expect((await api.post("/v1/sessions", { game: "maze" }, keyed(good))).status).toBe(201);
  });

  it("a key is bound to the client that sent it: the same key and body from another address is a creation of its own", async () => {
    const date = "2027-06-12";
    const api = clockedApi(noon(date));
    const a = { "CF-Connecting-IP": "198.51.100.21" };
    const b = { "CF-Connecting-IP": "2001:db8:77::5" };
    const k = key("bound");
    const body = { game: "maze", deal: 9 };
    const mine = await okJson<Created>(await api.post("/v1/sessions", body, { ...a, ...keyed(k) }), 201);
    const theirs = await okJson<Created>(await api.post("/v1/sessions", body, { ...b, ...keyed(k) }), 201);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.ownerToken).not.toBe(mine.ownerToken);
    // The other address's token does not play the first game; the first client's retry still replays.
    const foreign = await act(api, { ...mine, ownerToken: theirs.ownerToken }, "moves", mine.legalMoves[0]);
    await expectProblem(foreign, 403, "not_owner");
    expect(await okJson<Created>(await api.post("/v1/sessions", body, { ...a, ...keyed(k) }), 201)).toEqual(
      mine,
    );
    // A player: another id and token from the other address.
    type PlayerJson = { id: string; token: string };
    const p = key("bound-player");
    const first = await okJson<PlayerJson>(
      await api.post("/v1/players", { name: "Ada" }, { ...a, ...keyed(p) }),
      201,
    );
    const other = await okJson<PlayerJson>(
      await api.post("/v1/players", { name: "Ada" }, { ...b, ...keyed(p) }),
      201,
    );
    expect(other.id).not.toBe(first.id);
    expect(other.token).not.toBe(first.token);
    // A ranked entry: the player's own retry from another address gets no owner token (already entered).
    const path = `/v1/daily/maze/${date}/entries`;
    const e = key("bound-entry");
    const entry = await okJson<EntryJson>(
      await api.post(path, undefined, { ...a, ...auth(first.token), ...keyed(e) }),
      201,
    );
    const elsewhere = await api.post(path, undefined, { ...b, ...auth(first.token), ...keyed(e) });
    const refused = await expectProblem(elsewhere, 409, "already_entered");
    expect(JSON.stringify(refused)).not.toContain(entry.ownerToken);
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
