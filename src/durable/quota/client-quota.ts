import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../../env.ts";
import { storedGames } from "../clients.ts";
import { fail, ok, type Result } from "../../engine/index.ts";
import { MAX_CLIENT_SOCKETS, QUOTAS, type QuotaKind } from "../limits.ts";
import { Schema, type Steps } from "../migrations.ts";

const HOUR_MS = 3_600_000;

/** What a creation leaves of its quota: how many more, and the seconds until the window ends. */
export interface QuotaLeft {
  readonly remaining: number;
  readonly resetSeconds: number;
}

/**
 * The quota's schema, step by step (never edit a step: add one). Step 1 is the tables as they
 * are (`IF NOT EXISTS`: a quota stored before steps were numbered has the counts, perhaps
 * without the sockets, which came later).
 */
export const QUOTA_STEPS: Steps = [
  `CREATE TABLE IF NOT EXISTS counts (kind TEXT PRIMARY KEY, hour INTEGER NOT NULL, n INTEGER NOT NULL);
   CREATE TABLE IF NOT EXISTS sockets (game TEXT PRIMARY KEY, client TEXT NOT NULL, n INTEGER NOT NULL);`,
];

/**
 * One client's creations this hour, by kind (one object per client key, named after it), and
 * its live-view sockets by game. A fixed hour of the clock; the object deletes its storage an
 * hour after its last count once the client holds no socket, so an idle client costs nothing
 * kept. A game tells it when one of the client's sockets closes; a close that was not told
 * (a socket the game closed itself, an object evicted) is corrected by asking the games
 * again, when the client reaches its share and at each alarm.
 */
export class ClientQuota extends DurableObject<Bindings> {
  /** Opened once per instance; the tables are made by the first count or socket. */
  readonly #schema = new Schema(this.ctx.storage, QUOTA_STEPS);

  #table(): void {
    this.#schema.ensure();
  }

  /**
   * Counts one creation of `kind` at `now`: refused (with the seconds to the next window) past
   * the quota; else how many are left and the seconds to the window's end (the reply's
   * RateLimit field). A count is kept by its window's number (the `hour` column: hours or days).
   */
  async take(kind: QuotaKind, now: number): Promise<Result<QuotaLeft, "rate_limited">> {
    this.#table();
    const { limit, windowMs } = QUOTAS[kind];
    const window = Math.floor(now / windowMs);
    const row = this.ctx.storage.sql
      .exec<{ hour: number; n: number }>("SELECT hour, n FROM counts WHERE kind = ?", kind)
      .toArray()[0];
    const used = row && row.hour === window ? row.n : 0;
    const resetSeconds = Math.ceil(((window + 1) * windowMs - now) / 1000);
    if (used >= limit) return fail("rate_limited", { retryAfter: resetSeconds });
    this.ctx.storage.sql.exec(
      "INSERT INTO counts (kind, hour, n) VALUES (?, ?, ?) ON CONFLICT (kind) DO UPDATE SET hour = excluded.hour, n = excluded.n",
      kind,
      window,
      used + 1,
    );
    const ends = (window + 1) * windowMs + HOUR_MS;
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm < ends) await this.ctx.storage.setAlarm(ends);
    return ok({ remaining: limit - used - 1, resetSeconds });
  }

  /** Drops the counts whose window has ended; the time the next one ends, if any is left. */
  #expire(now: number): number | null {
    let next: number | null = null;
    for (const row of this.ctx.storage.sql
      .exec<{ kind: string; hour: number }>("SELECT kind, hour FROM counts")
      .toArray()) {
      const windowMs = QUOTAS[row.kind as QuotaKind]?.windowMs ?? HOUR_MS;
      const ends = (row.hour + 1) * windowMs;
      if (ends <= now) this.ctx.storage.sql.exec("DELETE FROM counts WHERE kind = ?", row.kind);
      else next = next === null ? ends : Math.min(next, ends);
    }
    return next;
  }

  /** The client's sockets in all games, as counted here. */
  #sockets(): number {
    return this.ctx.storage.sql.exec<{ n: number }>("SELECT COALESCE(SUM(n), 0) AS n FROM sockets").one().n;
  }

  /** Asks each game counted here how many of the client's sockets it holds now. */
  async #recount(): Promise<void> {
    const rows = this.ctx.storage.sql
      .exec<{ game: string; client: string }>("SELECT game, client FROM sockets")
      .toArray();
    const games = storedGames(this.env);
    const counts = await Promise.all(
      rows.map(async ({ game, client }) => {
        const found = games.byId(game);
        return found.ok ? found.value.socketsOf(client) : 0;
      }),
    );
    rows.forEach(({ game }, i) => {
      if (counts[i]! > 0)
        this.ctx.storage.sql.exec("UPDATE sockets SET n = ? WHERE game = ?", counts[i]!, game);
      else this.ctx.storage.sql.exec("DELETE FROM sockets WHERE game = ?", game);
    });
  }

  /**
   * One more socket of `client` on `game`, if the client holds fewer than MAX_CLIENT_SOCKETS in
   * all (asking the games again before refusing).
   */
  async claimSocket(client: string, game: string, now: number): Promise<boolean> {
    this.#table();
    if (this.#sockets() >= MAX_CLIENT_SOCKETS) await this.#recount();
    if (this.#sockets() >= MAX_CLIENT_SOCKETS) return false;
    this.ctx.storage.sql.exec(
      "INSERT INTO sockets (game, client, n) VALUES (?, ?, 1) ON CONFLICT (game) DO UPDATE SET n = n + 1",
      game,
      client,
    );
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + HOUR_MS);
    return true;
  }

  /** One of the client's sockets on `game` closed. */
  releaseSocket(game: string): void {
    this.#table();
    this.ctx.storage.sql.exec("UPDATE sockets SET n = n - 1 WHERE game = ?", game);
    this.ctx.storage.sql.exec("DELETE FROM sockets WHERE n <= 0");
  }

  override async alarm(): Promise<void> {
    this.#table();
    await this.#recount();
    const next = this.#expire(Date.now());
    if (this.#sockets() > 0 || next !== null) {
      // Sockets still open, or a count whose window goes on (a day's): kept, checked again.
      await this.ctx.storage.setAlarm(this.#sockets() > 0 ? Date.now() + HOUR_MS : next! + HOUR_MS);
      return;
    }
    await this.ctx.storage.deleteAll();
    this.#schema.forget();
  }
}
