import type { IsoDate } from "../daily/calendar.ts";
import { challengeName } from "../daily/config.ts";
import { fail, ok, type Result } from "../engine/index.ts";
import type { GameId } from "../games/registry.ts";
import type { Bindings } from "../env.ts";
import type { DailyChallenge } from "./daily-challenge/daily-challenge.ts";
import type { DailyArchive } from "./archive/daily-archive.ts";
import type { ArchivedDay, ArchivePage } from "./archive/archive-types.ts";
import type {
  EntryRequest,
  EntryStanding,
  ChallengeFacts,
  ChallengeRef,
  DailyErrorCode,
  Entered,
  EntryResult,
  Leaderboard,
  Listing,
} from "./daily-challenge/daily-types.ts";
import type { BoardCursor } from "./daily-challenge/challenge-order.ts";
import type { ClientQuota, QuotaLeft } from "./quota/client-quota.ts";
import type { QuotaKind } from "./limits.ts";
import type { GameSession } from "./session/game-session.ts";
import type { League, LeagueErrorCode, LeagueFacts, LeagueStreaks } from "./league/league.ts";
import type { StreakFigures } from "../daily/streaks.ts";
import type { Player } from "./player/player.ts";
import type {
  CreatedPlayer,
  NewPlayer,
  AuthenticatedPlayer,
  PlayerOutcome,
  PlayerProfile,
  RecordedResult,
  ResultReport,
} from "./player/player-types.ts";
import type {
  ChangeRequest,
  Changed,
  ChangedReply,
  Created,
  CreateInput,
  SessionAnalysis,
  SessionExport,
  SessionHint,
  SessionHistory,
  SessionOutcome,
  SessionSnapshot,
  Tagged,
} from "./session/session-types.ts";
import type { KnownTags } from "./session/session-tag.ts";

// The one way to reach each Durable Object: the HTTP routes, the MCP tools, the scheduled
// handler and the objects themselves name an object and call its RPC methods here, with the
// methods' own types (a change of a method's signature breaks every caller at compile time).
// Answers are the project's `Result`; each façade turns a refusal into its own reply.

type DailyOutcome<T> = Result<T, DailyErrorCode>;

/** The header that names the client of a live-view upgrade (set by the façade, never the caller's). */
export const CLIENT_HEADER = "X-Patience-Client";

/** A stored game (one object per game; its hex id is the public id). */
export class StoredGame {
  readonly #stub: DurableObjectStub<GameSession>;
  readonly id: string;

  constructor(stub: DurableObjectStub<GameSession>, id: string) {
    this.#stub = stub;
    this.id = id;
  }

  create(input: CreateInput): Promise<SessionOutcome<Created>> {
    return this.#stub.create(input);
  }
  /** A keyed creation's first reply again if this game was made already, else null (charge nothing before asking). */
  createdBefore(creation: string, ownerToken: string): Promise<SessionOutcome<Created> | null> {
    return this.#stub.createdBefore(creation, ownerToken);
  }
  reissueOwner(current?: string): Promise<SessionOutcome<Created>> {
    return this.#stub.reissueOwner(current);
  }
  read(now: number): Promise<SessionOutcome<SessionSnapshot>> {
    return this.#stub.read(now);
  }
  /** The game's tag and the game, or only the tag when `known` (an If-None-Match's tags) names it. */
  readTagged(now: number, known: KnownTags): Promise<SessionOutcome<Tagged<SessionSnapshot>>> {
    return this.#stub.readTagged(now, known);
  }
  change(request: ChangeRequest): Promise<SessionOutcome<Changed>> {
    return this.#stub.change(request);
  }
  /** `change` with the reply as its JSON text and tag, for a façade that sends it on as it is. */
  changeReply(request: ChangeRequest): Promise<SessionOutcome<ChangedReply>> {
    return this.#stub.changeReply(request);
  }
  hint(now: number, ownerToken?: string): Promise<SessionOutcome<SessionHint>> {
    return this.#stub.hint(now, ownerToken);
  }
  history(
    page: { after: number; limit: number },
    known: KnownTags = [],
  ): Promise<SessionOutcome<Tagged<SessionHistory>>> {
    return this.#stub.history(page, known);
  }
  export(now: number, ownerToken?: string): Promise<SessionOutcome<SessionExport>> {
    return this.#stub.export(now, ownerToken);
  }
  analysis(now: number, ownerToken?: string): Promise<SessionOutcome<SessionAnalysis>> {
    return this.#stub.analysis(now, ownerToken);
  }
  /**
   * The live view's WebSocket upgrade from `client` (its rate-limit key), answered by the
   * object: 404 unknown game, 503 full, 429 when the client holds its share of the sockets.
   */
  /** How many live-view sockets `client` holds on this game now. */
  socketsOf(client: string): Promise<number> {
    return this.#stub.socketsOf(client);
  }
  live(request: Request, client: string): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set(CLIENT_HEADER, client);
    return this.#stub.fetch(new Request(request, { headers }));
  }
}

/** Stored games: by public id, by a façade's name for one (MCP handles), or a new one. */
export const storedGames = (env: Pick<Bindings, "GAME_SESSIONS">) => {
  const namespace = env.GAME_SESSIONS;
  const at = (id: DurableObjectId) => new StoredGame(namespace.get(id), id.toString());
  return {
    /** The game of a public id; a text that is not an id of ours is an unknown game. */
    byId(id: string): Result<StoredGame, "unknown_session"> {
      let objectId: DurableObjectId;
      try {
        objectId = namespace.idFromString(id);
      } catch {
        return fail("unknown_session");
      }
      return ok(at(objectId));
    },
    byName: (name: string): StoredGame => at(namespace.idFromName(name)),
    /** An object no game has used yet: `create` makes the game there. */
    fresh: (): StoredGame => at(namespace.newUniqueId()),
  };
};

/** One game's challenge of one date (`<game>/<date>`). */
export class Challenge {
  readonly #stub: DurableObjectStub<DailyChallenge>;

  constructor(stub: DurableObjectStub<DailyChallenge>) {
    this.#stub = stub;
  }

  /** Prepares the challenge if it is not stored (the scheduled handler only); `fresh`: it was not. */
  prepare(
    ref: Omit<ChallengeRef, "now">,
  ): Promise<DailyOutcome<{ prepareMs: number; preparedAt: number; fresh: boolean }>> {
    return this.#stub.prepare(ref);
  }
  facts(ref: ChallengeRef): Promise<DailyOutcome<ChallengeFacts>> {
    return this.#stub.facts(ref);
  }
  startState(ref: ChallengeRef): Promise<DailyOutcome<Uint8Array>> {
    return this.#stub.startState(ref);
  }
  enter(ref: EntryRequest): Promise<DailyOutcome<Entered>> {
    return this.#stub.enter(ref);
  }
  reissueEntry(ref: ChallengeRef & { playerId: string }): Promise<DailyOutcome<Entered>> {
    return this.#stub.reissueEntry(ref);
  }
  record(result: EntryResult): Promise<Result<{ recorded: boolean }, "unknown_entry">> {
    return this.#stub.record(result);
  }
  /** Whether the player's entry is (or, made now, would be) on the global board, and why not. */
  listing(ref: Omit<EntryRequest, "name">): Promise<DailyOutcome<Listing>> {
    return this.#stub.listing(ref);
  }
  /** One player's entry and where it stands on the board. */
  entryStanding(ref: ChallengeRef & { playerId: string }): Promise<DailyOutcome<EntryStanding>> {
    return this.#stub.entryStanding(ref);
  }
  /** The board of some players only (a league's members). */
  standings(ref: ChallengeRef & { playerIds: readonly string[] }): Promise<DailyOutcome<Leaderboard>> {
    return this.#stub.standings(ref);
  }
  leaderboard(
    ref: ChallengeRef & { after: BoardCursor | null; limit: number },
  ): Promise<DailyOutcome<Leaderboard>> {
    return this.#stub.leaderboard(ref);
  }
  /** A closed challenge as its game's archive keeps it (the scheduled handler only). */
  archived(ref: ChallengeRef): Promise<DailyOutcome<ArchivedDay>> {
    return this.#stub.archived(ref);
  }
}

/** The challenge of a game and date, or by its object name (what a ranked entry keeps). */
export const challenges = (env: Pick<Bindings, "DAILY_CHALLENGES">) => {
  const namespace = env.DAILY_CHALLENGES;
  const named = (name: string) => new Challenge(namespace.get(namespace.idFromName(name)));
  return {
    of: (game: GameId, date: IsoDate): Challenge => named(challengeName(game, date)),
    named,
  };
};

/** One game's archive of closed challenges (named after the game). */
export class Archive {
  readonly #stub: DurableObjectStub<DailyArchive>;

  constructor(stub: DurableObjectStub<DailyArchive>) {
    this.#stub = stub;
  }

  /** Of `dates`, those not archived yet. */
  missing(dates: readonly string[]): Promise<string[]> {
    return this.#stub.missing(dates);
  }
  record(day: ArchivedDay, now: number): Promise<void> {
    return this.#stub.record(day, now);
  }
  /** Archived days from `from` to `upTo`, newest first, `limit` of them, and whether more follow. */
  page(range: { from: string; upTo: string; limit: number }): Promise<ArchivePage> {
    return this.#stub.page(range);
  }
}

export const archives = (env: Pick<Bindings, "DAILY_ARCHIVES">) => ({
  of: (game: GameId): Archive => new Archive(env.DAILY_ARCHIVES.get(env.DAILY_ARCHIVES.idFromName(game))),
});

/** One player (`<player id>`). */
export class PlayerRecord {
  readonly #stub: DurableObjectStub<Player>;

  constructor(stub: DurableObjectStub<Player>) {
    this.#stub = stub;
  }

  create(input: NewPlayer): Promise<PlayerOutcome<CreatedPlayer>> {
    return this.#stub.create(input);
  }
  /** A keyed creation again if this player was made already, else null (charge nothing before asking). */
  createdBefore(input: NewPlayer): Promise<PlayerOutcome<CreatedPlayer> | null> {
    return this.#stub.createdBefore(input);
  }
  /** The player of this token's hash; with `before`, its finished dailies of earlier dates too. */
  authenticate(tokenHash: Uint8Array, before?: string): Promise<PlayerOutcome<AuthenticatedPlayer>> {
    return this.#stub.authenticate(tokenHash, before);
  }
  recordResult(report: ResultReport): Promise<PlayerOutcome<RecordedResult>> {
    return this.#stub.recordResult(report);
  }
  profile(now: number): Promise<PlayerOutcome<PlayerProfile>> {
    return this.#stub.profile(now);
  }
  /** In a league now (after the league's own write): told of each result, within its bound. */
  enrol(leagueId: string): Promise<PlayerOutcome<{ leagues: number }>> {
    return this.#stub.enrol(leagueId);
  }
  /** Out of a league (after the league's own write). */
  unenrol(leagueId: string): Promise<PlayerOutcome<{ leagues: number }>> {
    return this.#stub.unenrol(leagueId);
  }
}

/** A league: its facts, made once, joined with its code. */
export class LeagueRecord {
  readonly #stub: DurableObjectStub<League>;
  readonly id: string;

  constructor(stub: DurableObjectStub<League>, id: string) {
    this.#stub = stub;
    this.id = id;
  }
  create(input: Parameters<League["create"]>[0]): Promise<Result<LeagueFacts, LeagueErrorCode>> {
    return this.#stub.create(input);
  }
  join(input: Parameters<League["join"]>[0]): Promise<Result<LeagueFacts, LeagueErrorCode>> {
    return this.#stub.join(input);
  }
  read(): Promise<Result<LeagueFacts, LeagueErrorCode>> {
    return this.#stub.read();
  }
  leave(playerId: string): Promise<Result<LeagueFacts, LeagueErrorCode>> {
    return this.#stub.leave(playerId);
  }
  remove(
    makerId: string,
    number: number,
  ): Promise<Result<{ facts: LeagueFacts; removed: string }, LeagueErrorCode>> {
    return this.#stub.remove(makerId, number);
  }
  rotateCode(makerId: string, codeHash: Uint8Array): Promise<Result<LeagueFacts, LeagueErrorCode>> {
    return this.#stub.rotateCode(makerId, codeHash);
  }
  /** A member's figures of one game, from the member's own record. */
  report(
    playerId: string,
    game: string,
    figures: StreakFigures,
  ): Promise<Result<{ kept: boolean }, LeagueErrorCode>> {
    return this.#stub.report(playerId, game, figures);
  }
  /** The streak table at `now`: one call, from the league's own rows. */
  streaks(now: number): Promise<Result<LeagueStreaks, LeagueErrorCode>> {
    return this.#stub.streaks(now);
  }
}

/** Leagues: by public id (the object's hex id), or a new one. */
export const leagues = (env: Pick<Bindings, "LEAGUES">) => {
  const namespace = env.LEAGUES;
  return {
    byId(id: string): Result<LeagueRecord, "unknown_league"> {
      try {
        return ok(new LeagueRecord(namespace.get(namespace.idFromString(id)), id));
      } catch {
        return fail("unknown_league");
      }
    },
    fresh(): LeagueRecord {
      const id = namespace.newUniqueId();
      return new LeagueRecord(namespace.get(id), id.toString());
    },
  };
};

/** A player by id (ids are checked by the façade that takes them). */
export const players = (env: Pick<Bindings, "PLAYERS">) => ({
  byId: (id: string): PlayerRecord => new PlayerRecord(env.PLAYERS.get(env.PLAYERS.idFromName(id))),
});

/**
 * A client's hourly creations (one object per rate-limit key): `take` counts one, or says
 * how many seconds until the next hour when the client has made its quota. No quota without
 * the binding or with RATE_LIMIT=off (as the rate limit).
 */
export const quotas = (env: Partial<Pick<Bindings, "CLIENT_QUOTAS" | "RATE_LIMIT">>) => ({
  async take(
    client: string,
    kind: QuotaKind,
    now: number,
  ): Promise<Result<QuotaLeft | undefined, "rate_limited">> {
    const namespace = env.CLIENT_QUOTAS;
    if (!namespace || env.RATE_LIMIT === "off") return ok(undefined);
    const stub: DurableObjectStub<ClientQuota> = namespace.get(namespace.idFromName(client));
    return stub.take(kind, now);
  },
  /**
   * One more live-view socket of `client` on `game`, within MAX_CLIENT_SOCKETS in all games;
   * always yes without the binding or with RATE_LIMIT=off (as the rate limit).
   */
  async claimSocket(client: string, game: string, now: number): Promise<boolean> {
    const namespace = env.CLIENT_QUOTAS;
    if (!namespace || env.RATE_LIMIT === "off") return true;
    return namespace.get(namespace.idFromName(client)).claimSocket(client, game, now);
  },
  /** One of `client`'s sockets on `game` closed. */
  async releaseSocket(client: string, game: string): Promise<void> {
    const namespace = env.CLIENT_QUOTAS;
    if (!namespace || env.RATE_LIMIT === "off") return;
    await namespace.get(namespace.idFromName(client)).releaseSocket(game);
  },
});
