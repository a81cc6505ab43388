import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env.ts";
import { HOURLY_QUOTAS, type QuotaKind } from "./limits.ts";

const HOUR_MS = 3_600_000;

/**
 * One client's creations this hour, by kind (one object per client key, named after it). A
 * fixed hour of the clock; the object deletes its storage an hour after its last count, so an
 * idle client costs nothing kept.
 */
export class ClientQuota extends DurableObject<Bindings> {
  #ready = false;

  #table(): void {
    if (this.#ready) return;
    this.ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS counts (kind TEXT PRIMARY KEY, hour INTEGER NOT NULL, n INTEGER NOT NULL)",
    );
    this.#ready = true;
  }

  /** Counts one creation of `kind` at `now`: refused (with the seconds to the next hour) past the quota. */
  async take(kind: QuotaKind, now: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
    this.#table();
    const hour = Math.floor(now / HOUR_MS);
    const row = this.ctx.storage.sql
      .exec<{ hour: number; n: number }>("SELECT hour, n FROM counts WHERE kind = ?", kind)
      .toArray()[0];
    const used = row && row.hour === hour ? row.n : 0;
    if (used >= HOURLY_QUOTAS[kind])
      return { ok: false, retryAfter: Math.ceil(((hour + 1) * HOUR_MS - now) / 1000) };
    this.ctx.storage.sql.exec(
      "INSERT INTO counts (kind, hour, n) VALUES (?, ?, ?) ON CONFLICT (kind) DO UPDATE SET hour = excluded.hour, n = excluded.n",
      kind,
      hour,
      used + 1,
    );
    await this.ctx.storage.setAlarm((hour + 2) * HOUR_MS);
    return { ok: true };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
    this.#ready = false;
  }
}
