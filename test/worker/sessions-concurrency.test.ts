import { describe, expect, it } from "vitest";
import { change, changed, createSession, readHistory, readSession } from "./session-helpers.ts";

describe("optimistic concurrency", () => {
  it("20 concurrent moves with the same version: one 200, nineteen 409, one move stored", async () => {
    const created = await createSession({ game: "maze", deal: 42 });
    const moves = created.legalMoves;
    expect(moves.length).toBeGreaterThan(1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(created.id, "moves", { move: moves[i % moves.length], version: 1 }, created.ownerToken),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.headers.get("Content-Type")).toBe("application/problem+json");
      const body = (await res.json()) as { code: string; currentVersion: number };
      expect(body.code).toBe("version_conflict");
      expect(body.currentVersion).toBe(2);
    }
    const winner = (await responses.find((r) => r.status === 200)!.json()) as {
      move: unknown;
      version: number;
    };
    expect(winner.version).toBe(2);
    const history = await readHistory(created.id);
    expect(history.moves).toHaveLength(1);
    expect(history.moves[0]!.move).toEqual(winner.move);
    expect((await readSession(created.id)).version).toBe(2);
  });

  it("20 concurrent undos with the same version take back exactly one move", async () => {
    const created = await createSession({ game: "maze", deal: 43 });
    const first = await changed(
      await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
    );
    await changed(
      await change(created.id, "moves", { move: first.legalMoves[0], version: 2 }, created.ownerToken),
    );
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => change(created.id, "undo", { version: 3 }, created.ownerToken)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
    const after = await readSession(created.id);
    expect(after.version).toBe(4);
    expect(after.moveCount).toBe(1);
    expect(after.redoCount).toBe(1);
  });

  it("a retried move (same body, same version) is refused with the current version, not applied twice", async () => {
    const created = await createSession({ game: "maze", deal: 44 });
    const body = { move: created.legalMoves[0], version: 1 };
    await changed(await change(created.id, "moves", body, created.ownerToken));
    const retry = await change(created.id, "moves", body, created.ownerToken);
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { currentVersion: number }).currentVersion).toBe(2);
    expect((await readHistory(created.id)).moves).toHaveLength(1);
  });
});
