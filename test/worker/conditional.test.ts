import { describe, expect, it } from "vitest";
import { change, changed, createSession, get, playFirstMoves, type HistoryJson } from "./session-helpers.ts";

// Conditional reads (RFC 9110): every GET of stored state carries an ETag, and If-None-Match
// naming it gets 304 with no body; a change gives a new one. Paged lists link their next page
// (RFC 8288) beside their `next` field.

/** A read's ETag, checked present. */
async function tagOf(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(path, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  const etag = res.headers.get("ETag");
  expect(etag).toBeTruthy();
  return etag!;
}

/** The read again with If-None-Match: 304, no body, the same ETag. */
async function expectNotModified(path: string, ifNoneMatch: string, etag: string, headers = {}) {
  const res = await get(path, { "If-None-Match": ifNoneMatch, ...headers });
  expect(res.status).toBe(304);
  expect(await res.text()).toBe("");
  expect(res.headers.get("ETag")).toBe(etag);
  return res;
}

describe("a stored game: GET /v1/sessions/{id}", () => {
  it("is 304 for its ETag, 200 with a new one after a move; the move's ETag is the read's", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const path = `/v1/sessions/${game.id}`;
    const first = await get(path);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[0-9a-z]+\.1"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const notModified = await expectNotModified(path, etag, etag);
    expect(notModified.headers.get("Cache-Control")).toBe("no-cache");

    const moved = await change(
      game.id,
      "moves",
      { move: game.legalMoves[0], version: game.version },
      game.ownerToken,
    );
    const after = await changed(moved);
    const newTag = moved.headers.get("ETag")!;
    expect(newTag).not.toBe(etag);
    // The old copy is stale: the whole game again, with the tag the move gave.
    const reread = await get(path, { "If-None-Match": etag });
    expect(reread.status).toBe(200);
    expect(reread.headers.get("ETag")).toBe(newTag);
    expect(((await reread.json()) as { version: number }).version).toBe(after.version);
    await expectNotModified(path, newTag, newTag);
  });

  it("compares weakly, reads lists and `*`, and ignores what is not an entity tag", async () => {
    const game = await createSession({ game: "maze", deal: 4 });
    const path = `/v1/sessions/${game.id}`;
    const etag = await tagOf(path);
    const opaque = etag.slice(2);
    await expectNotModified(path, opaque, etag);
    await expectNotModified(path, `"other", W/"a,b" , ${etag}`, etag);
    await expectNotModified(path, "*", etag);
    for (const miss of ['"other"', "garbage", opaque.slice(1, -1), ""]) {
      expect((await get(path, { "If-None-Match": miss })).status).toBe(200);
    }
    // An unknown game is 404 whatever the header says (`*` names no representation then).
    expect((await get(`/v1/sessions/${"0".repeat(64)}`, { "If-None-Match": "*" })).status).toBe(404);
  });

  it("tells nothing of the deal: two Wall deals at the same version differ only by their creation", async () => {
    const a = await createSession({ game: "wall", deal: 1 });
    const b = await createSession({ game: "wall", deal: 2 });
    const [ta, tb] = [await tagOf(`/v1/sessions/${a.id}`), await tagOf(`/v1/sessions/${b.id}`)];
    const version = (tag: string) => tag.replace(/^W\/"[0-9a-z]+\./, "");
    expect(version(ta)).toBe('1"');
    expect(version(tb)).toBe('1"');
  });

  it("undo and redo give new ETags too", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const path = `/v1/sessions/${game.id}`;
    const played = await playFirstMoves(game, 1);
    const beforeUndo = await tagOf(path);
    const undone = await change(game.id, "undo", { version: played.version }, game.ownerToken);
    expect(undone.status).toBe(200);
    expect(undone.headers.get("ETag")).not.toBe(beforeUndo);
    expect((await get(path, { "If-None-Match": beforeUndo })).status).toBe(200);
    await expectNotModified(path, undone.headers.get("ETag")!, undone.headers.get("ETag")!);
  });
});

describe("a stored game's history: GET /v1/sessions/{id}/history", () => {
  it("links each page to the next (Link rel=next, as `next`), none on the last; 304 while unchanged", async () => {
    const game = await createSession({ game: "maze", deal: 3 });
    const played = await playFirstMoves(game, 3);
    expect(played.moveCount).toBe(3);
    let path: string | null = `/v1/sessions/${game.id}/history?limit=2`;
    const pages: HistoryJson[] = [];
    while (path !== null) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const page = (await res.json()) as HistoryJson & { next: string | null };
      pages.push(page);
      if (page.next === null) expect(res.headers.get("Link")).toBeNull();
      else expect(res.headers.get("Link")).toBe(`<${page.next}>; rel="next"`);
      const etag = res.headers.get("ETag")!;
      await expectNotModified(path, etag, etag);
      path = page.next;
    }
    expect(pages.map((p) => p.moves.length)).toEqual([2, 1]);

    // A move changes every page's tag.
    const first = `/v1/sessions/${game.id}/history?limit=2`;
    const before = await tagOf(first);
    await playFirstMoves({ ...played, ownerToken: game.ownerToken }, 1);
    expect((await get(first, { "If-None-Match": before })).status).toBe(200);
  });
});
