import { DurableObject } from "cloudflare:workers";
import { parseIsoDate } from "../../daily/calendar.ts";
import { playerName } from "../../daily/player-name.ts";
import { streakFigures, streaks } from "../../daily/streaks.ts";
import { fail, ok, type RefusalParams } from "../../engine/result.ts";
import { GAME_IDS, isGameId, type GameId } from "../../games/registry.ts";
import type { Bindings } from "../../env.ts";
import { leagues } from "../clients.ts";
import { ESTABLISHED_DAILIES, MAX_PLAYER_LEAGUES, RETENTION_MS } from "../limits.ts";
import { sameHash } from "../owner-token.ts";
import { PlayerStore, type PlayerMeta } from "./player-store.ts";
import {
  RECENT_RESULTS,
  type CreatedPlayer,
  type GameRecord,
  type NewPlayer,
  type PlayerErrorCode,
  type AuthenticatedPlayer,
  type PlayerOutcome,
  type PlayerProfile,
  type RecordedResult,
  type ResultReport,
} from "./player-types.ts";

const SHA256_BYTES = 32;

const refuse = <T>(code: PlayerErrorCode, params?: RefusalParams): PlayerOutcome<T> => fail(code, params);

const describe = (meta: PlayerMeta): CreatedPlayer => ({
  id: meta.id,
  name: meta.name,
  createdAt: new Date(meta.createdAt).toISOString(),
});

const isHash = (value: unknown): value is Uint8Array =>
  value instanceof Uint8Array && value.length === SHA256_BYTES;

/** What is wrong with a result report (its first bad field), or undefined when it is one. */
function badField(report: ResultReport): string | undefined {
  if (typeof report.game !== "string" || !isGameId(report.game)) return "game";
  if (typeof report.date !== "string" || parseIsoDate(report.date) === null) return "date";
  if (typeof report.won !== "boolean") return "won";
  if (!Number.isSafeInteger(report.score)) return "score";
  if (!Number.isSafeInteger(report.moves) || report.moves < 0) return "moves";
  if (!Number.isSafeInteger(report.finishedAt) || report.finishedAt < 0) return "finishedAt";
  return undefined;
}

/**
 * One player (`PLAYERS.idFromName(playerId)`): display name, the hash of the player token, and
 * one result per game and date, from which the profile's streaks are computed when read. Like
 * the stored game it holds no rules of its own; methods return refusals as values.
 */
export class Player extends DurableObject<Bindings> {
  readonly #store: PlayerStore;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new PlayerStore(ctx.storage);
  }

  async create(input: NewPlayer): Promise<PlayerOutcome<CreatedPlayer>> {
    const name = playerName(typeof input.name === "string" ? input.name : "");
    if (!name.ok) return name;
    if (!isHash(input.tokenHash)) return refuse("invalid_player_token");
    if (typeof input.id !== "string" || input.id === "" || !Number.isSafeInteger(input.now))
      return refuse("invalid_input");
    if (this.#store.exists()) return this.#createdAgain(name.value, input.tokenHash);
    const meta: PlayerMeta = {
      id: input.id,
      name: name.value,
      tokenHash: input.tokenHash,
      createdAt: input.now,
    };
    this.ctx.storage.transactionSync(() => this.#store.create(meta));
    await this.#keep();
    return ok(describe(meta));
  }

  /** A keyed creation asked again before anything is charged: as `create` answers a retry, or null when this player is not made yet. */
  async createdBefore(input: NewPlayer): Promise<PlayerOutcome<CreatedPlayer> | null> {
    return this.#store.exists() ? this.create(input) : null;
  }

  /**
   * A creation retried under its Idempotency-Key (the façade derives the id and the token
   * from the key): the same player again; another name under the key is refused. A player
   * made twice otherwise (another token) is a caller's mistake.
   */
  #createdAgain(name: string, tokenHash: Uint8Array): PlayerOutcome<CreatedPlayer> {
    const meta = this.#store.meta();
    if (!sameHash(tokenHash, meta.tokenHash)) return refuse("player_exists");
    if (name !== meta.name) return refuse("idempotency_key_reused");
    return ok(describe(meta));
  }

  /**
   * Who holds this token's hash: compared in constant time. With `before` (a date), also how
   * many dailies of earlier dates the player finished, up to ESTABLISHED_DAILIES (a bounded read).
   */
  authenticate(tokenHash: Uint8Array, before?: string): PlayerOutcome<AuthenticatedPlayer> {
    if (!this.#store.exists()) return refuse("unknown_player");
    const meta = this.#store.meta();
    if (!isHash(tokenHash) || !sameHash(tokenHash, meta.tokenHash)) return refuse("invalid_player_token");
    const player = { id: meta.id, name: meta.name, since: meta.createdAt };
    if (before === undefined) return ok(player);
    if (typeof before !== "string" || parseIsoDate(before) === null)
      return refuse("invalid_input", { field: "before" });
    return ok({ ...player, finishedBefore: this.#store.finishedBefore(before, ESTABLISHED_DAILIES) });
  }

  /**
   * The end of a ranked entry. One result per game and date: a second report of the same
   * game and date (a retry, a race) changes nothing and returns the one stored.
   */
  async recordResult(report: ResultReport): Promise<PlayerOutcome<RecordedResult>> {
    if (!this.#store.exists()) return refuse("unknown_player");
    const field = badField(report);
    if (field !== undefined) return refuse("invalid_input", { field });
    // No await between the read and the write: no other call can slip in.
    const stored = this.#store.result(report.game, report.date);
    if (stored) return ok({ ...stored, recorded: false });
    const { game, date, won, score, moves, finishedAt } = report;
    const result = { game, date, won, score, moves, finishedAt };
    this.#store.addResult(result);
    await this.#keep();
    await this.#tellLeagues(this.#store.leagues(), [game]);
    return ok({ ...result, recorded: true });
  }

  /**
   * Sends the figures of `games` to each league in `ids` (at most MAX_PLAYER_LEAGUES): they
   * keep their members' streak tables. A league that no longer has this player (it left, or
   * was removed, between the league's write and this list's) is dropped from the list.
   */
  async #tellLeagues(ids: readonly string[], games: readonly GameId[]): Promise<void> {
    const id = this.#store.meta().id;
    const figures = games.map((game) => [game, streakFigures(this.#store.results(game))] as const);
    await Promise.all(
      ids.map(async (leagueId) => {
        const league = leagues(this.env).byId(leagueId);
        if (!league.ok) return this.#store.dropLeague(leagueId);
        for (const [game, f] of figures) {
          const told = await league.value.report(id, game, f).catch((error: unknown) => {
            // A league that cannot be reached now catches up with the member's next result.
            console.error("league report failed", error);
            return null;
          });
          if (told && !told.ok) return this.#store.dropLeague(leagueId);
        }
      }),
    );
  }

  /**
   * The player is in a league now (the league's own write came first): it goes on the list of
   * leagues told of each result, at most MAX_PLAYER_LEAGUES, and the league gets the figures
   * of every game now (a result recorded meanwhile sends newer ones; the league keeps those).
   */
  async enrol(leagueId: string): Promise<PlayerOutcome<{ leagues: number }>> {
    if (!this.#store.exists()) return refuse("unknown_player");
    const list = this.#store.leagues();
    if (!list.includes(leagueId)) {
      if (list.length >= MAX_PLAYER_LEAGUES) return refuse("too_many_leagues", { limit: MAX_PLAYER_LEAGUES });
      this.#store.addLeague(leagueId);
    }
    await this.#tellLeagues([leagueId], GAME_IDS);
    return ok({ leagues: this.#store.leagues().length });
  }

  /** The player left a league, or was removed from it: it is told of results no more. */
  unenrol(leagueId: string): PlayerOutcome<{ leagues: number }> {
    if (!this.#store.exists()) return refuse("unknown_player");
    this.#store.dropLeague(leagueId);
    return ok({ leagues: this.#store.leagues().length });
  }

  /** Kept until RETENTION_MS after the player last made an entry (or was made): then deleted. */
  async #keep(): Promise<void> {
    await this.ctx.storage.setAlarm(this.#store.lastActive() + RETENTION_MS);
  }

  override async alarm(): Promise<void> {
    if (!this.#store.exists()) return;
    if (Date.now() < this.#store.lastActive() + RETENTION_MS) return this.#keep();
    await this.ctx.storage.deleteAll();
    this.#store.forget();
  }

  /** Name, streaks and recent results of every game at `now` (streaks depend on which dates are still open). */
  profile(now: number): PlayerOutcome<PlayerProfile> {
    if (!this.#store.exists()) return refuse("unknown_player");
    const games = Object.fromEntries(GAME_IDS.map((game) => [game, this.#record(game, now)]));
    return ok({ ...describe(this.#store.meta()), games: games as Record<GameId, GameRecord> });
  }

  #record(game: GameId, now: number): GameRecord {
    const results = this.#store.results(game);
    const { current, best, freezes, frozen } = streaks(results, now);
    return {
      currentStreak: current,
      bestStreak: best,
      freezes,
      frozen: frozen.slice(0, RECENT_RESULTS),
      played: results.length,
      won: results.filter((result) => result.won).length,
      recent: results
        .slice(0, RECENT_RESULTS)
        .map(({ date, won, score, moves }) => ({ date, won, score, moves })),
    };
  }
}
