import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// `npm start` stopped and started again keeps every stored game: the real local runtime
// (wrangler dev on workerd) with its on-disk Durable Object storage, run twice on one folder.

const persistTo = mkdtempSync(join(tmpdir(), "patience-restart-"));
const running = new Set<LocalWorker>();

/** The runtime on the folder, on a port of its own each time (another program may take one meanwhile). */
async function start(): Promise<LocalWorker> {
  const worker = await startLocalWorker({ persistTo });
  running.add(worker);
  return worker;
}

async function stop(worker: LocalWorker): Promise<void> {
  await worker.stop();
  running.delete(worker);
}

afterAll(async () => {
  for (const worker of running) await stop(worker);
  rmSync(persistTo, { recursive: true, force: true });
});

interface Session {
  id: string;
  ownerToken: string;
  version: number;
  view: unknown;
  legalMoves: unknown[];
  moveCount: number;
}

describe("restart of the local runtime", () => {
  it("keeps every stored game, which can still be read and played", async () => {
    let server = await start();
    let base = server.base;
    const json = { "Content-Type": "application/json" };

    const games: Session[] = [];
    for (const body of [
      { game: "maze", deal: 5 },
      { game: "wall", deal: 6 },
    ]) {
      const res = await fetch(`${base}/v1/sessions`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      games.push((await res.json()) as Session);
    }
    const maze = games[0]!;
    const moved = await fetch(`${base}/v1/sessions/${maze.id}/moves`, {
      method: "POST",
      headers: { ...json, Authorization: `Bearer ${maze.ownerToken}` },
      body: JSON.stringify({ move: maze.legalMoves[0], version: 1 }),
    });
    expect(moved.status).toBe(200);
    const before = await Promise.all(
      games.map(async (g) => (await (await fetch(`${base}/v1/sessions/${g.id}`)).json()) as Session),
    );
    await stop(server);
    await expect(fetch(`${base}/v1/health`)).rejects.toThrow();

    server = await start();
    base = server.base;
    for (const [i, game] of games.entries()) {
      const res = await fetch(`${base}/v1/sessions/${game.id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(before[i]);
    }
    const history = (await (await fetch(`${base}/v1/sessions/${maze.id}/history`)).json()) as {
      moves: unknown[];
    };
    expect(history.moves).toHaveLength(1);
    const again = await fetch(`${base}/v1/sessions/${maze.id}/moves`, {
      method: "POST",
      headers: { ...json, Authorization: `Bearer ${maze.ownerToken}` },
      body: JSON.stringify({ move: before[0]!.legalMoves[0], version: 2 }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Session).version).toBe(3);
    await stop(server);
  });
});
