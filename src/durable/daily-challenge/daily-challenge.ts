import { DurableObject } from "cloudflare:workers";
import { fail, ok, type Result } from "../../engine/index.ts";
import { engineOf, type GameId } from "../../games/registry.ts";
import { closesAt, opensAt, windowAt } from "../../daily/calendar.ts";
import { challengeName, dailySecret } from "../../daily/config.ts";
import { prepareChallenge } from "../../daily/derive.ts";
import type { Bindings } from "../../env.ts";
import { snapshot } from "../../play/game-play.ts";
import { archivedDayOf, boardPage, enteredOf, membersBoard, standingOf } from "./challenge-board.ts";
import type { BoardCursor } from "./challenge-order.ts";
import { ChallengeStore, decodedStart, type StoredChallenge } from "./challenge-store.ts";
import { players, storedGames, type StoredGame } from "../clients.ts";
import { NOT_READY_RETRY_SECONDS } from "../limits.ts";
import type {
  ChallengeFacts,
  ChallengeRef,
  DailyErrorCode,
  Entered,
  EntryRequest,
  EntryStanding,
  EntryResult,
  Leaderboard,
  Listing,
  UnlistedReason,
} from "./daily-types.ts";
import type { Created, JsonValue } from "../session/session-types.ts";
import type { ArchivedDay } from "../archive/archive-types.ts";
import { playerUnlisted } from "./listing-rule.ts";
import { closedFor, windowOf } from "./challenge-window.ts";

type Outcome<T> = Result<T, DailyErrorCode>;

/** A player's entry; `ownerToken` for one made under an Idempotency-Key (the token the key derives). */
type EntryRef = ChallengeRef & { readonly playerId: string; readonly ownerToken?: string };

/**
 * One game's challenge of one date (named `<game>/<date>`): the deal, prepared once and
 * stored; the ranked entries, one per player, each a stored game that reports its own end
 * here; the leaderboard. It holds no rules: the deal comes from `src/daily`, play from the
 * stored games.
 */
export class DailyChallenge extends DurableObject<Bindings> {
  readonly #store: ChallengeStore;
  /** A preparation under way: concurrent requests wait for the same one. */
  #preparing: Promise<StoredChallenge> | null = null;
  /** Per player: the entry's stored game being created (see `#createEntryGame`). */
  readonly #creating = new Map<string, Promise<Created>>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new ChallengeStore(ctx.storage);
  }

  /**
   * Prepares the challenge if it is not stored yet: the scheduled handler's call, for any date
   * (the coming ones, and closed ones it backfills). `fresh`: this call ran the generator.
   */
  async prepare(
    ref: Omit<ChallengeRef, "now">,
  ): Promise<Outcome<{ prepareMs: number; preparedAt: number; fresh: boolean }>> {
    const kept = this.#store.challenge();
    if (kept) return ok({ prepareMs: kept.prepareMs, preparedAt: kept.preparedAt, fresh: false });
    const stored = await this.#generated(ref);
    if (!stored.ok) return stored;
    return ok({ prepareMs: stored.value.prepareMs, preparedAt: stored.value.preparedAt, fresh: true });
  }

  /**
   * The stored challenge, for a request. A date whose challenge is not prepared is prepared by
   * the scheduled handler (prepare-ahead.ts: the coming dates, and a bounded backfill of closed
   * ones it missed), never by a request for a closed date: that is 503 challenge_not_ready
   * (retry after the next run). A request for an open date that is not prepared yet prepares it
   * (the product's promise: the cron missed two days ahead and the whole day so far, and
   * players are waiting), once: concurrent requests wait for the same preparation, and it is
   * stored for good.
   */
  async #prepared(ref: ChallengeRef): Promise<Outcome<StoredChallenge>> {
    const stored = this.#store.challenge();
    if (stored) return ok(stored);
    if (windowAt(ref.date, ref.now) === "closed")
      return fail("challenge_not_ready", { date: ref.date, retryAfter: NOT_READY_RETRY_SECONDS });
    return this.#generated(ref);
  }

  /** Runs the generator (src/daily/derive.ts) and stores its deal; one run at a time. */
  async #generated(ref: Omit<ChallengeRef, "now">): Promise<Outcome<StoredChallenge>> {
    const secret = dailySecret(this.env);
    if (secret === null) {
      console.error("server not configured: DAILY_SECRET is not set");
      return fail("server_not_configured");
    }
    this.#preparing ??= (async () => {
      const started = Date.now();
      const p = await prepareChallenge(secret, ref.game, ref.date);
      this.#store.saveChallenge({
        game: p.game,
        date: p.date,
        scheme: p.scheme,
        candidate: p.candidate,
        layoutJson: JSON.stringify(p.layout),
        pack: p.pack,
        initial: p.initial,
        proofJson: JSON.stringify(p.proof),
        par: p.par,
        salt: p.salt,
        commitment: p.commitment,
        preparedAt: Date.now(),
        prepareMs: Date.now() - started,
      });
      return this.#store.challenge()!;
    })().finally(() => (this.#preparing = null));
    return ok(await this.#preparing);
  }

  /** The challenge as anyone may see it now: the public start while open; the reveal once closed. */
  async facts(ref: ChallengeRef): Promise<Outcome<ChallengeFacts>> {
    const open = windowOf(ref);
    if (!open.ok) return open;
    const stored = await this.#prepared(ref);
    if (!stored.ok) return stored;
    const c = stored.value;
    const engine = engineOf(ref.game);
    const start = snapshot(engine, decodedStart(engine, c.initial));
    const closed = open.value === "closed";
    return ok({
      game: ref.game,
      date: ref.date,
      status: open.value,
      opensAt: opensAt(ref.date),
      closesAt: closesAt(ref.date),
      scheme: c.scheme,
      par: c.par,
      commitment: c.commitment,
      start: {
        view: start.view,
        score: start.score,
        status: start.status,
        legalMoves: start.legalMoves as JsonValue[],
        moveSlots: start.moveSlots,
      },
      entries: this.#store.counts(),
      ...(closed
        ? {
            reveal: {
              scheme: c.scheme,
              candidate: c.candidate,
              layoutJson: c.layoutJson,
              pack: c.pack,
              salt: c.salt,
              proof: JSON.parse(c.proofJson) as JsonValue[],
            },
          }
        : {}),
    });
  }

  /**
   * The starting state (engine encoding, hidden cards included) for unranked play (a sealed
   * casual token, an unranked stored game). Not while a game that hides cards is open: unranked
   * play could look behind them (deal, go back, deal again) before a ranked entry is played.
   */
  async startState(ref: ChallengeRef): Promise<Outcome<Uint8Array>> {
    const open = windowOf(ref);
    if (!open.ok) return open;
    if (open.value === "open" && engineOf(ref.game).hasHiddenCards) {
      const closes = new Date(closesAt(ref.date)).toISOString();
      return fail("ranked_only_while_open", { game: ref.game, date: ref.date, closesAt: closes });
    }
    const stored = await this.#prepared(ref);
    return stored.ok ? ok(stored.value.initial) : stored;
  }

  /**
   * A ranked entry: a stored game in daily mode for this player, while the challenge is
   * open, once per player. The entry is written before the game is created (no await in
   * between), so two requests of one player cannot both enter.
   */
  async enter(ref: EntryRequest): Promise<Outcome<Entered>> {
    const open = windowOf(ref);
    if (!open.ok) return open;
    if (open.value === "closed") return closedFor(ref.date);
    const stored = await this.#prepared(ref);
    if (!stored.ok) return stored;
    const entry = this.#store.entry(ref.playerId);
    if (entry) {
      const { ownerToken } = ref;
      const again =
        ownerToken === undefined ? null : await this.#enteredAgain({ ...ref, ownerToken }, entry.sessionId);
      return again ?? fail("already_entered", { game: ref.game, date: ref.date });
    }
    // A client's entries in one challenge are capped (throwaway players cost something).
    const limit = ref.client?.limit;
    if (ref.client && limit !== undefined && this.#store.entriesBy(ref.client.key, limit) >= limit)
      return fail("too_many_entries", { limit });
    const unlisted = this.#unlistedFor(ref);
    // A deal that hides cards: another entry of the client while its listed one is in play could
    // learn the deal for it (enter ranked first, then learn with a throwaway): it leaves the board.
    if (ref.client && engineOf(ref.game).hasHiddenCards)
      this.#store.unlistInPlay(ref.client.key, "client_entered_meanwhile");
    const games = storedGames(this.env);
    const game = ref.gameName === undefined ? games.fresh() : games.byName(ref.gameName);
    this.#store.addEntry(ref.playerId, ref.name, game.id, ref.now, unlisted, ref.client?.key ?? null);
    try {
      const session = await this.#createEntryGame(ref, game, stored.value.initial);
      return ok(enteredOf({ playerId: ref.playerId, name: ref.name, unlisted }, session));
    } catch (error) {
      this.#store.dropEntry(ref.playerId);
      throw error;
    }
  }

  /** Why an entry made now would not be on the global board (null: it would): listing-rule.ts. */
  #unlistedFor(ref: Omit<EntryRequest, "name">): UnlistedReason | null {
    if (!engineOf(ref.game).hasHiddenCards) return null;
    const byPlayer = playerUnlisted(ref);
    if (byPlayer) return byPlayer;
    if (ref.client && this.#store.entriesBy(ref.client.key, 1) > 0) return "client_entered_before";
    return null;
  }

  /**
   * Whether the player's entry is on the global board: its own if it has one, else whether one
   * made now would be, and why not (what /play and MCP say before entering). Reads the
   * player's entry and, at most, one index row of its client's.
   */
  async listing(ref: Omit<EntryRequest, "name">): Promise<Outcome<Listing>> {
    const status = await this.#readable(ref);
    if (!status.ok) return status;
    const entry = this.#store.entry(ref.playerId);
    const { finishedBefore } = ref;
    if (entry) return ok({ entered: true, unlisted: entry.unlisted, finishedBefore });
    return ok({ entered: false, unlisted: this.#unlistedFor(ref), finishedBefore });
  }

  /**
   * Creates an entry's stored game at the id its row holds. While it runs (the stored game
   * awaits before it writes) other requests reach this object: `#creating` lets the
   * player's reissueEntry wait for it rather than find no game.
   */
  #createEntryGame(ref: EntryRef, game: StoredGame, initial: Uint8Array) {
    const creation = (async () => {
      const created = await game.create({
        ...(ref.ownerToken !== undefined ? { ownerToken: ref.ownerToken } : {}),
        game: ref.game,
        daily: {
          date: ref.date,
          playerId: ref.playerId,
          challenge: challengeName(ref.game, ref.date),
          closesAt: closesAt(ref.date),
          initial,
        },
        now: ref.now,
      });
      if (!created.ok) throw new Error(`daily entry not created: ${created.error.code}`);
      return created.value;
    })();
    this.#creating.set(ref.playerId, creation);
    return creation.finally(() => this.#creating.delete(ref.playerId));
  }

  /**
   * An entry retried under its Idempotency-Key: the entry again if its game's owner token is
   * still the one the key derives (its game made again with it if it is missing); null when
   * it is not (the entry was made under another key, or its token reissued since).
   */
  async #enteredAgain(
    ref: EntryRef & { ownerToken: string },
    sessionId: string,
  ): Promise<Outcome<Entered> | null> {
    await this.#creating.get(ref.playerId)?.catch(() => undefined);
    const entry = this.#store.entry(ref.playerId);
    const found = storedGames(this.env).byId(sessionId);
    if (!entry || entry.sessionId !== sessionId || !found.ok) return null;
    const again = await found.value.reissueOwner(ref.ownerToken);
    if (again.ok) return ok(enteredOf(entry, again.value));
    if (again.error.code !== "unknown_session" || this.#creating.has(ref.playerId)) return null;
    const stored = await this.#prepared(ref);
    if (!stored.ok) return stored;
    const session = await this.#createEntryGame(ref, found.value, stored.value.initial);
    return ok(enteredOf(entry, session));
  }

  /**
   * The player's own entry while the challenge is open, with a new owner token (its stored
   * game makes it; the previous one stops working): for a client that lost the reply that
   * created it. A game still being created is waited for; one that is not there (this object
   * was interrupted while creating it) is created again from the deal, at the entry's id.
   */
  async reissueEntry(ref: ChallengeRef & { playerId: string }): Promise<Outcome<Entered>> {
    const open = windowOf(ref);
    if (!open.ok) return open;
    if (open.value === "closed") return closedFor(ref.date);
    await this.#creating.get(ref.playerId)?.catch(() => undefined);
    const entry = this.#store.entry(ref.playerId);
    if (!entry) return fail("no_entry", { game: ref.game, date: ref.date });
    const found = storedGames(this.env).byId(entry.sessionId);
    if (!found.ok) throw new Error(`daily entry ${entry.sessionId}: not a game's id`);
    const game = found.value;
    const reissued = await game.reissueOwner();
    if (reissued.ok) return ok(enteredOf(entry, reissued.value));
    if (reissued.error.code !== "unknown_session") {
      throw new Error(`daily entry ${entry.sessionId}: ${reissued.error.code}`);
    }
    // Another request may have started the creation while this one awaited.
    const pending = this.#creating.get(ref.playerId);
    if (pending) {
      await pending.catch(() => undefined);
      return this.reissueEntry(ref);
    }
    const stored = await this.#prepared(ref);
    if (!stored.ok) return stored;
    // Read again after the awaits (no await from here to the creation's start): the entry may
    // have been dropped meanwhile (its first creation failed), and a game must never be made
    // for an entry that is not there.
    if (this.#creating.has(ref.playerId) || this.#store.entry(ref.playerId)?.sessionId !== entry.sessionId)
      return this.reissueEntry(ref);
    try {
      const session = await this.#createEntryGame(ref, game, stored.value.initial);
      return ok(enteredOf(entry, session));
    } catch (error) {
      // Created meanwhile by a request this one could not see under way: it is there now.
      const again = await game.reissueOwner();
      if (again.ok) return ok(enteredOf(entry, again.value));
      throw error;
    }
  }

  /**
   * How an entry ended, from its stored game (the only caller). Recorded once; the player's
   * own record (streaks) is told every time, which is idempotent too, so a retry after a
   * failure in between completes both.
   */
  async record(result: EntryResult): Promise<Result<{ recorded: boolean }, "unknown_entry">> {
    const entry = this.#store.entry(result.playerId);
    const stored = this.#store.challenge();
    if (!entry || !stored || entry.sessionId !== result.sessionId) return fail("unknown_entry");
    const recorded = this.#store.finish(result);
    const final = this.#store.entry(result.playerId)!;
    await players(this.env)
      .byId(result.playerId)
      .recordResult({
        game: stored.game as GameId,
        date: stored.date,
        won: final.result === "won",
        score: final.score,
        moves: final.moves,
        finishedAt: final.finishedAt,
      });
    return ok({ recorded });
  }

  /** A page of the global board (challenge-board.ts), after `after` (the first page without). */
  async leaderboard(
    ref: ChallengeRef & { after: BoardCursor | null; limit: number },
  ): Promise<Outcome<Leaderboard>> {
    const status = await this.#readable(ref);
    if (!status.ok) return status;
    const page = boardPage(this.#store, ref.after, ref.limit, status.value === "closed");
    return ok({ game: ref.game, date: ref.date, status: status.value, ...page });
  }

  /** One player's entry and where it stands. */
  async entryStanding(ref: ChallengeRef & { playerId: string }): Promise<Outcome<EntryStanding>> {
    const status = await this.#readable(ref);
    if (!status.ok) return status;
    const entry = this.#store.entry(ref.playerId);
    if (!entry) return fail("no_entry", { game: ref.game, date: ref.date });
    return ok(standingOf(this.#store, entry));
  }

  /** The board of some players only (a league's members), read fresh. */
  async standings(ref: ChallengeRef & { playerIds: readonly string[] }): Promise<Outcome<Leaderboard>> {
    const status = await this.#readable(ref);
    if (!status.ok) return status;
    const page = membersBoard(this.#store, ref.playerIds, status.value === "closed");
    return ok({ game: ref.game, date: ref.date, status: status.value, ...page });
  }

  /**
   * A closed challenge as its game's archive keeps it: par, counts and its winner (the board's
   * first row, when it won). Reads the challenge's row, the counts' row and one board row.
   */
  async archived(ref: ChallengeRef): Promise<Outcome<ArchivedDay>> {
    const status = await this.#readable(ref);
    if (!status.ok) return status;
    if (status.value === "open") {
      const opens = new Date(opensAt(ref.date)).toISOString();
      return fail("challenge_not_open", { date: ref.date, opensAt: opens });
    }
    return ok(archivedDayOf(this.#store, ref.date));
  }

  /** Whether the challenge is open or closed, once it is prepared (nothing before it opens). */
  async #readable(ref: ChallengeRef): Promise<Outcome<"open" | "closed">> {
    const open = windowOf(ref);
    if (!open.ok) return open;
    const stored = await this.#prepared(ref);
    return stored.ok ? open : stored;
  }
}
