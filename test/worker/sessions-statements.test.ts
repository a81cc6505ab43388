import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  change,
  changed,
  createSession,
  readHistory,
  readSession,
  stubOf,
  type SessionJson,
} from "./session-helpers.ts";

// What a change costs the stored game's SQLite: the object is its storage's only writer, so it
// keeps the meta row and the position in memory and writes them through. Every statement the
// object runs is written down by wrapping its storage's `sql.exec` (the store holds that object),
// and so is each use of its synchronous key-value storage and of its alarm.

/** Every SQL statement the game's object runs from now on (its text, first words only). */
async function watch(id: string): Promise<string[]> {
  const statements: string[] = [];
  await runInDurableObject(stubOf(id), (_i, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    Object.assign(sql, {
      exec: (query: string, ...bindings: SqlStorageValue[]) => {
        statements.push(query.trim().replace(/\s+/g, " "));
        return exec(query, ...bindings);
      },
    });
    // The synchronous key-value storage is rows of the same database: counted too.
    const kv = state.storage.kv;
    for (const op of ["get", "put", "delete"] as const) {
      const run = (kv[op] as (...args: unknown[]) => unknown).bind(kv);
      Object.assign(kv, {
        [op]: (...args: unknown[]) => (statements.push(`kv.${op} ${String(args[0])}`), run(...args)),
      });
    }
    // So is each use of its alarm (a storage operation of its own).
    const storage = state.storage;
    for (const op of ["getAlarm", "setAlarm", "deleteAlarm"] as const) {
      const run = (storage[op] as (...args: unknown[]) => Promise<unknown>).bind(storage);
      Object.assign(storage, {
        [op]: (...args: unknown[]) => (statements.push(`alarm.${op}`), run(...args)),
      });
    }
  });
  return statements;
}

/** The statements `run` made the object run. */
async function during(statements: string[], run: () => Promise<SessionJson>) {
  statements.length = 0;
  const reply = await run();
  return { reply, statements: [...statements] };
}

const isAlarm = (statement: string) => statement.startsWith("alarm.");
const writes = (statements: string[]) => statements.filter((s) => !/^SELECT\b/i.test(s));

describe("a stored change's SQL", () => {
  it("a move is two statements (the move's row and the meta row written, nothing read, no alarm set), an undo and a redo two", async () => {
    const created = await createSession({ game: "maze", deal: 77 });
    const seen = await watch(created.id);
    const first = await during(seen, async () =>
      changed(
        await change(created.id, "moves", { move: created.legalMoves[0], version: 1 }, created.ownerToken),
      ),
    );
    expect(first.statements).toHaveLength(2);
    expect(first.statements.map((s) => s.split(" ").slice(0, 3).join(" "))).toEqual([
      "INSERT INTO moves",
      "UPDATE meta SET",
    ]);
    // The reply, built from the values in hand, is the game as stored.
    expect(first.reply).toEqual({
      ...(await readSession(created.id)),
      move: first.reply.move,
      events: first.reply.events,
    });

    const second = await during(seen, async () =>
      changed(
        await change(
          created.id,
          "moves",
          { move: first.reply.legalMoves[0], version: 2 },
          created.ownerToken,
        ),
      ),
    );
    expect(second.statements).toHaveLength(2);
    const undone = await during(seen, async () =>
      changed(await change(created.id, "undo", { version: 3 }, created.ownerToken)),
    );
    expect(undone.statements.length).toBeLessThanOrEqual(3);
    expect(writes(undone.statements)).toHaveLength(1);
    expect([undone.reply.moveCount, undone.reply.redoCount, undone.reply.view]).toEqual([
      1,
      1,
      first.reply.view,
    ]);
    const redone = await during(seen, async () =>
      changed(await change(created.id, "redo", { version: 4 }, created.ownerToken)),
    );
    expect(redone.statements.length).toBeLessThanOrEqual(3);
    expect(writes(redone.statements)).toHaveLength(1);
    expect([redone.reply.moveCount, redone.reply.redoCount, redone.reply.view]).toEqual([
      2,
      0,
      second.reply.view,
    ]);
    // Reading the game runs nothing: it is in memory.
    seen.length = 0;
    await readSession(created.id);
    expect(seen).toEqual([]);
  });

  it("a move over undone moves deletes them (three statements); undoing to the start reads the first move only", async () => {
    const created = await createSession({ game: "maze", deal: 78 });
    let game: SessionJson = created;
    for (let i = 0; i < 3; i++)
      game = await changed(
        await change(
          created.id,
          "moves",
          { move: game.legalMoves[0], version: game.version },
          created.ownerToken,
        ),
      );
    for (let i = 0; i < 2; i++)
      game = await changed(await change(created.id, "undo", { version: game.version }, created.ownerToken));
    expect([game.moveCount, game.redoCount]).toEqual([1, 2]);
    // A new object instance: it reads the game once, then every change is as cheap.
    await evictDurableObject(stubOf(created.id));
    await readSession(created.id);
    const seen = await watch(created.id);
    const other = game.legalMoves.at(-1)!;
    const moved = await during(seen, async () =>
      changed(await change(created.id, "moves", { move: other, version: game.version }, created.ownerToken)),
    );
    // Its first change asks once whether the game's alarm is pending (it is: nothing is set).
    expect(moved.statements.filter(isAlarm)).toEqual(["alarm.getAlarm"]);
    const sql = moved.statements.filter((s) => !isAlarm(s));
    expect(sql).toHaveLength(3);
    expect(sql[0]).toMatch(/^DELETE FROM moves WHERE seq > \?/);
    expect([moved.reply.moveCount, moved.reply.redoCount]).toEqual([2, 0]);
    const history = await readHistory(created.id);
    expect(history.moves.map((m) => m.seq)).toEqual([1, 2]);
    expect(history.moves[1]!.move).toEqual(other);
    await expectNoRedo(created.id, moved.reply, created.ownerToken);

    let back: SessionJson = moved.reply;
    for (let i = 0; i < 2; i++) {
      const undone = await during(seen, async () =>
        changed(await change(created.id, "undo", { version: back.version }, created.ownerToken)),
      );
      expect(undone.statements.length).toBeLessThanOrEqual(3);
      back = undone.reply;
    }
    expect([back.moveCount, back.redoCount, back.view]).toEqual([0, 2, created.view]);
  });
});

/** Nothing left to redo: 409 nothing_to_redo, and the object read nothing to say so. */
async function expectNoRedo(id: string, game: SessionJson, token: string) {
  const seen = await watch(id);
  const res = await change(id, "redo", { version: game.version }, token);
  expect(res.status).toBe(409);
  expect(((await res.json()) as { code: string }).code).toBe("nothing_to_redo");
  expect(seen).toEqual([]);
}
