import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../../env.ts";
import { ArchiveStore } from "./archive-store.ts";
import type { ArchivedDay, ArchivePage } from "./archive-types.ts";

/**
 * One game's archive of closed challenges (named after the game): a row per date, written by
 * the scheduled handler once the date has closed (archive-sweep.ts), so that a page of the
 * archive is one call and one range read here, never a call per date. It holds no rules.
 */
export class DailyArchive extends DurableObject<Bindings> {
  readonly #store: ArchiveStore;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new ArchiveStore(ctx.storage);
  }

  /** Of `dates`, those not archived yet. */
  missing(dates: readonly string[]): string[] {
    return this.#store.missing(dates);
  }

  record(day: ArchivedDay, now: number): void {
    this.#store.record(day, now);
  }

  /** Archived days from `from` to `upTo`, newest first, `limit` of them. */
  page(range: { from: string; upTo: string; limit: number }): ArchivePage {
    return this.#store.page(range.from, range.upTo, range.limit);
  }
}
