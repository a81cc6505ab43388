import { DurableObject } from "cloudflare:workers";
import { fail, ok, type AnyGameEngine } from "../../engine/index.ts";
import { engineOf as registeredEngine } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { challenges } from "../clients.ts";
import { MAX_HISTORY_PAGE, ttlSeconds } from "../limits.ts";
import { AlarmPlan } from "./alarm-plan.ts";
import { live, Spectators } from "./live-view.ts";
import { historyPage } from "./session-snapshot.ts";
import { newMeta, startOf } from "./session-start.ts";
import { newOwnerToken, ownerHash, sameHash } from "../owner-token.ts";
import { isRanked, SessionStore, type SessionMeta } from "./session-store.ts";
import type {
  ChangeRequest,
  Changed,
  ChangedReply,
  Created,
  CreateInput,
  SessionExport,
  SessionHint,
  SessionHistory,
  SessionOutcome,
  SessionAnalysis,
  SessionSnapshot,
  Tagged,
} from "./session-types.ts";
import { jsonText } from "./session-types.ts";
import { historyTag, isKnown, metaTag, snapshotTag, type KnownTags } from "./session-tag.ts";
import { closedEntry, entryResult, isUnreported, keptUntil } from "./daily-entry.ts";
import { analysisOf, decodeStored, exportOf } from "./session-reveal.ts";
import { applyChange, describeStored, refuse } from "./session-changes.ts";
import { storedHint, type KeptLine } from "./kept-line.ts";

/** How soon a ranked entry's result is sent again when its challenge could not be reached. */
const REPORT_RETRY_MS = 30_000;

const UNKNOWN = fail("unknown_session");
/** The kept reply of a keyed creation: no client's key is empty (Idempotency-Key has one character or more). */
const CREATION = "";

/**
 * One stored game. It holds no rules: every position comes from the game's engine, and the
 * state is kept as the engine's `encode()` bytes. Methods return refusals as values.
 */
export class GameSession extends DurableObject<Bindings> {
  readonly #store: SessionStore;
  readonly #spectators: Spectators;
  readonly #alarms: AlarmPlan;
  /** The winning line the hints follow, for a game whose hint finds one (kept-line.ts). */
  #line: KeptLine | null = null;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new SessionStore(ctx.storage);
    this.#spectators = new Spectators(ctx, {
      read: () => {
        const current = this.read();
        return current.ok ? current.value : null;
      },
      isOwner: async (token) => (await this.#isOwner(token)) === true,
      env: () => this.env,
    });
    this.#alarms = new AlarmPlan(ctx.storage, () => this.#spectators.nextEnd());
  }

  async create(input: CreateInput): Promise<SessionOutcome<Created>> {
    const engine = registeredEngine(input.game);
    const start = startOf(engine, input);
    if (!start.ok) return start;
    const { token: ownerToken, hash } =
      input.ownerToken !== undefined
        ? { token: input.ownerToken, hash: await ownerHash(input.ownerToken) }
        : await newOwnerToken();
    if (this.#store.exists()) {
      if (input.creation === undefined) throw new Error("create: this session already exists");
      return this.#createdAgain(input.creation, hash, ownerToken);
    }
    const meta = newMeta(engine, input, start.value, hash, input.now ?? Date.now());
    const created = this.#transaction(() => {
      this.#store.create(meta);
      const described = this.#describe(meta, engine, start.value.state, meta.createdAt);
      if (input.creation !== undefined) {
        this.#store.keepReply(CREATION, input.creation, JSON.stringify(described), meta.createdAt);
      }
      return described;
    });
    await this.#alarms.setGame(Date.now() + ttlSeconds(this.env) * 1000);
    return ok({ ...created, ownerToken });
  }

  /**
   * A keyed creation asked again before anything is charged: the first reply (as `create`
   * gives it to a retry) if this object was made already, else null (a creation to admit).
   */
  async createdBefore(creation: string, ownerToken: string): Promise<SessionOutcome<Created> | null> {
    const hash = await ownerHash(ownerToken);
    if (!this.#store.exists()) return null;
    return this.#createdAgain(creation, hash, ownerToken);
  }

  /**
   * A retried creation (the same creation key, hence the same object and owner token): the
   * first reply again, or the game as it stands once that reply is no longer kept. Another
   * request under the same key is refused.
   */
  #createdAgain(fingerprint: string, hash: Uint8Array, ownerToken: string): SessionOutcome<Created> {
    const first = this.#store.reply(CREATION);
    if (!sameHash(hash, this.#store.meta().ownerHash) || (first && first.fingerprint !== fingerprint))
      return refuse("idempotency_key_reused");
    if (first) return ok({ ...(JSON.parse(first.result) as SessionSnapshot), ownerToken });
    const current = this.read();
    return current.ok ? ok({ ...current.value, ownerToken }) : current;
  }

  /**
   * A new owner token for a ranked daily entry, for its player (the challenge checks who
   * asks): the one shown when it was created may have been lost with its reply. The
   * previous token stops working. With `kept`, the game again with that token if it is
   * the owner's, and nothing changes.
   */
  async reissueOwner(kept?: string): Promise<SessionOutcome<Created>> {
    if (kept !== undefined) {
      // A retried entry: the token its creation key derives, if that is still the owner's.
      if (!(await this.#isOwner(kept))) return this.#store.exists() ? refuse("not_owner") : UNKNOWN;
      const game = this.read();
      return game.ok ? ok({ ...game.value, ownerToken: kept }) : game;
    }
    if (!this.#store.exists()) return UNKNOWN;
    const { token, hash } = await newOwnerToken();
    this.#store.setOwnerHash(hash);
    const current = this.read();
    return current.ok ? ok({ ...current.value, ownerToken: token }) : current;
  }

  /** The game now (`now`: the façade's clock, which says whether a ranked entry has closed). */
  read(now: number = Date.now()): SessionOutcome<SessionSnapshot> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    return ok(this.#describe(meta, engine, decodeStored(engine, this.#store.stateAt(meta.cursor)), now));
  }

  /**
   * The game's tag now (session-tag.ts) and the game, or only the tag when `known` names it:
   * read from the meta, before any position is decoded.
   */
  readTagged(now: number, known: KnownTags): SessionOutcome<Tagged<SessionSnapshot>> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const tag = metaTag(meta, closedEntry(meta, now));
    if (isKnown(known, tag)) return ok({ tag, value: null });
    const game = this.read(now);
    return game.ok ? ok({ tag, value: game.value }) : game;
  }

  /** A move, an undo, a redo or resigning: owner only, at the current version (see `#change`). */
  change(request: ChangeRequest): Promise<SessionOutcome<Changed>> {
    const scope = { id: this.ctx.id.toString(), store: this.#store, now: request.now ?? Date.now() };
    return this.#change(
      request,
      request.kind === "move" ? (request.move ?? { number: request.number }) : null,
      (meta, engine, state) => applyChange(scope, request, meta, engine, state),
    );
  }

  /** `change`, its reply as the JSON text REST sends and its tag (ChangedReply). */
  async changeReply(request: ChangeRequest): Promise<SessionOutcome<ChangedReply>> {
    const outcome = await this.change(request);
    return outcome.ok ? ok({ json: jsonText(outcome.value), tag: snapshotTag(outcome.value) }) : outcome;
  }

  /** Whether the game is still in play by the engine's rules (resigning aside). */
  #playing(meta: SessionMeta, engine: AnyGameEngine): boolean {
    return engine.status(decodeStored(engine, this.#store.stateAt(meta.cursor))) === "playing";
  }

  /**
   * The hint for the current position, from its public view only. A ranked entry in play gives
   * hints to its owner only, and counts them (they rank it on the leaderboard); anyone else may
   * ask once it is over.
   */
  async hint(now: number = Date.now(), ownerToken?: string): Promise<SessionOutcome<SessionHint>> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    const counted = isRanked(meta) && !meta.resigned && !closedEntry(meta, now) && !meta.reported;
    if (counted) {
      if (ownerToken === undefined) return refuse("missing_owner_token");
      const owner = await this.#isOwner(ownerToken);
      if (owner === false) return UNKNOWN;
      if (owner === null) return refuse("not_owner");
    }
    const { value, kept } = storedHint(meta, engine, decodeStored(engine, this.#store.stateAt(meta.cursor)), {
      now,
      kept: this.#line,
    });
    this.#line = kept;
    // Read again after the await: the game may have changed meanwhile (a hint is for the position now).
    if (counted && value.hint.move !== null && this.#store.meta().version === meta.version)
      this.#store.countHint();
    return ok(value);
  }

  /** One page of the line of play: `limit` moves after move `after` (none read when `known` names its tag). */
  history(
    page: { after: number; limit: number },
    known: KnownTags = [],
  ): SessionOutcome<Tagged<SessionHistory>> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const tag = historyTag(meta);
    if (isKnown(known, tag)) return ok({ tag, value: null });
    const limit = Math.min(Math.max(1, page.limit), MAX_HISTORY_PAGE);
    const rows = this.#store.line(meta.cursor, page.after, limit);
    const redoCount = this.#store.redoCount(meta.cursor);
    return ok({ tag, value: historyPage(this.ctx.id.toString(), meta, rows, redoCount) });
  }

  /** The deal and the moves, once nothing is left to hide (session-reveal.ts). */
  async export(now: number = Date.now(), ownerToken?: string): Promise<SessionOutcome<SessionExport>> {
    const byOwner = await this.#isOwner(ownerToken);
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    return exportOf(this.#store, meta, engineOf(meta), now, byOwner);
  }

  /** The solver's analysis of the line played, once it may be shown (session-reveal.ts). */
  async analysis(now: number = Date.now(), ownerToken?: string): Promise<SessionOutcome<SessionAnalysis>> {
    const byOwner = await this.#isOwner(ownerToken);
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    const over = meta.resigned || !this.#playing(meta, engine);
    return analysisOf(this.#store, meta, engine, now, over, byOwner);
  }

  /** Whether `token` is the owner's: false without one, null for another token (a wrong one). */
  async #isOwner(token: string | undefined): Promise<boolean | null> {
    if (token === undefined) return false;
    const hash = await ownerHash(token);
    if (!this.#store.exists()) return false;
    return sameHash(hash, this.#store.meta().ownerHash) ? true : null;
  }

  override async fetch(request: Request): Promise<Response> {
    const res = await this.#spectators.upgrade(request);
    if (res.status === 101) await this.#alarms.socketOpened();
    return res;
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    return this.#spectators.onMessage(ws, message);
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    return this.#spectators.onClose(ws, code, reason);
  }

  /** How many live-view sockets `client` holds on this game (its ClientQuota asks). */
  socketsOf(client: string): number {
    return this.#spectators.socketsOf(client);
  }

  /**
   * A ranked entry's result that did not reach its challenge is sent again; an entry on its
   * leaderboard stays until RETENTION_MS after its challenge closed (the board links to it);
   * a ranked entry stays while its challenge is open (its player may come back to it, whatever
   * the TTL); otherwise the game was idle for the whole TTL: it and everything stored with it
   * goes. The same alarm closes the live-view sockets whose lifetime is over (AlarmPlan: only
   * that, when the game's own time has not come).
   */
  override async alarm(): Promise<void> {
    this.#spectators.closeOutlived(Date.now());
    if (!(await this.#alarms.rang(Date.now()))) return;
    const meta = this.#store.exists() ? this.#store.meta() : null;
    if (meta && this.#unreported(meta)) {
      await this.#report();
      if (this.#unreported(this.#store.meta())) return;
      return this.#alarms.setGame(Date.now() + ttlSeconds(this.env) * 1000);
    }
    if (meta) {
      const keepUntil = keptUntil(meta, ttlSeconds(this.env) * 1000, Date.now());
      if (Date.now() < keepUntil) return this.#alarms.setGame(keepUntil);
    }
    this.#spectators.closeAll(1001, "session expired");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.#store.forget();
    this.#alarms.forget();
  }

  /**
   * Owner check, idempotent replay, version check, then the change: the checks and the write
   * run with no `await` between them, so two requests with the same version cannot both apply.
   */
  async #change(
    input: ChangeRequest,
    move: unknown,
    apply: (meta: SessionMeta, engine: AnyGameEngine, state: unknown) => SessionOutcome<Changed>,
  ): Promise<SessionOutcome<Changed>> {
    const tokenHash = await ownerHash(input.ownerToken);
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    if (!sameHash(tokenHash, meta.ownerHash)) return refuse("not_owner");
    const fingerprint = JSON.stringify([input.kind, input.version, move]);
    if (input.idempotencyKey !== undefined) {
      const earlier = this.#store.reply(input.idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) return refuse("idempotency_key_reused");
      if (earlier) return JSON.parse(earlier.result) as SessionOutcome<Changed>;
    }
    if (input.version !== meta.version) {
      return refuse("version_conflict", { version: input.version, currentVersion: meta.version });
    }
    const outcome = this.#transaction(() => {
      // The position now, decoded once for the whole change.
      const engine = engineOf(meta);
      const result = apply(meta, engine, decodeStored(engine, this.#store.stateAt(meta.cursor)));
      if (result.ok && input.idempotencyKey !== undefined) {
        this.#store.keepReply(input.idempotencyKey, fingerprint, JSON.stringify(result), Date.now());
      }
      return result;
    });
    if (outcome.ok) {
      // Spectators hear of the change before any await, so changes reach them in order.
      this.#spectators.broadcast(() => live(outcome.value, input.kind));
      await this.#touch();
      if (this.#unreported(this.#store.meta())) await this.#report();
    }
    return outcome;
  }

  /**
   * Writes in one storage transaction. The store keeps the game in memory as it writes it: a
   * transaction that throws is rolled back, so the store reads the game again.
   */
  #transaction<T>(run: () => T): T {
    try {
      return this.ctx.storage.transactionSync(run);
    } catch (error) {
      this.#store.reload();
      throw error;
    }
  }

  /** Only a ranked entry not reported yet decodes its position to ask (most games are neither). */
  #unreported(meta: SessionMeta): boolean {
    if (!isRanked(meta) || meta.reported) return false;
    return isUnreported(meta, this.#playing(meta, engineOf(meta)));
  }

  /**
   * The stored game itself tells its challenge how the entry ended: nothing else can. The
   * challenge records it once (by player); if it cannot be reached, the alarm tries again.
   */
  async #report(): Promise<void> {
    const meta = this.#store.meta();
    const link = meta.daily!;
    const engine = engineOf(meta);
    const state = decodeStored(engine, this.#store.stateAt(meta.cursor));
    const end = { won: engine.status(state) === "won", score: engine.score(state) };
    const result = entryResult(meta, this.ctx.id.toString(), end);
    try {
      const recorded = await challenges(this.env).named(link.challenge).record(result);
      // A refusal is final (the challenge knows no such entry): retrying would not change it.
      if (!recorded.ok) console.error("daily result refused", link.challenge, recorded.error.code);
      this.#store.markReported();
    } catch (error) {
      console.error("daily result not delivered, retrying", link.challenge, error);
      await this.#alarms.setGame(Date.now() + REPORT_RETRY_MS);
    }
  }

  #describe(meta: SessionMeta, engine: AnyGameEngine, state: unknown, now: number): SessionSnapshot {
    return describeStored({ id: this.ctx.id.toString(), store: this.#store, now }, meta, engine, state);
  }

  /** Every change pushes the expiry back by the TTL (by its time: see AlarmPlan). */
  async #touch(): Promise<void> {
    await this.#alarms.keepUntil(Date.now() + ttlSeconds(this.env) * 1000);
  }
}

const engineOf = (meta: SessionMeta): AnyGameEngine => registeredEngine(meta.game);
