import { DurableObject } from "cloudflare:workers";
import { fail, type AnyGameEngine } from "../engine/index.ts";
import { engineOf as registeredEngine } from "../games/registry.ts";
import type { Bindings } from "../env.ts";
import { play, randomDeal, snapshot, type GameSnapshot } from "../play/game-play.ts";
import { ANALYSIS_NODES, MAX_HISTORY_PAGE, MAX_MOVES, MAX_SPECTATORS } from "./limits.ts";
import { judgeMessage, live, newTally, sendQuietly, type SpectatorTally } from "./live-view.ts";
import { newOwnerToken, ownerHash, sameHash } from "./owner-token.ts";
import { isRanked, SessionStore, type SessionMeta } from "./session-store.ts";
import type {
  ChangeRequest,
  Changed,
  Created,
  JsonValue,
  CreateInput,
  LiveMessage,
  SessionExport,
  SessionHint,
  SessionHistory,
  SessionOutcome,
  SessionAnalysis,
  SessionRefusal,
  SessionSnapshot,
  SolverVerdict,
} from "./session-types.ts";
import type { EntryResult } from "./daily-types.ts";

export const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How soon a ranked entry's result is sent again when its challenge could not be reached. */
const REPORT_RETRY_MS = 30_000;

const refuse = <T>(code: SessionRefusal["code"], params?: SessionRefusal["params"]): SessionOutcome<T> =>
  fail(code, params);
const UNKNOWN = { ok: false, error: { code: "unknown_session" } } as const;

/**
 * One stored game. It holds no rules: every position comes from the game's engine, and the
 * state is kept as the engine's `encode()` bytes. Methods return refusals as values.
 */
export class GameSession extends DurableObject<Bindings> {
  readonly #store: SessionStore;
  /** Sockets with a coalesced reply scheduled (in memory: lost on eviction, then simply re-asked). */
  readonly #pending = new Set<WebSocket>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new SessionStore(ctx.storage.sql);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async create(input: CreateInput): Promise<SessionOutcome<Created>> {
    const engine = registeredEngine(input.game);
    const layout: unknown = input.layoutJson !== undefined ? JSON.parse(input.layoutJson) : undefined;
    // Without a deal number or a layout: a random deal (or a daily one), kept (and exported) as its layout.
    const initial =
      layout !== undefined
        ? engine.fromLayout(layout)
        : input.daily !== undefined
          ? engine.decode(input.daily.initial)
          : {
              ok: true as const,
              value: input.deal !== undefined ? engine.deal(input.deal) : randomDeal(engine),
            };
    if (!initial.ok) return initial;
    const keptLayout = layout ?? (input.deal === undefined ? engine.toLayout(initial.value) : undefined);
    const daily = input.daily && {
      date: input.daily.date,
      playerId: input.daily.playerId,
      challenge: input.daily.challenge,
      closesAt: input.daily.closesAt,
    };
    const { token: ownerToken, hash } =
      input.ownerToken !== undefined
        ? { token: input.ownerToken, hash: await ownerHash(input.ownerToken) }
        : await newOwnerToken();
    if (this.#store.exists()) throw new Error("create: this session already exists");
    const now = input.now ?? Date.now();
    const meta: SessionMeta = {
      game: input.game,
      deal: input.deal ?? null,
      layout: keptLayout !== undefined ? JSON.stringify(keptLayout) : null,
      initial: engine.encode(initial.value),
      ownerHash: hash,
      version: 1,
      cursor: 0,
      createdAt: now,
      updatedAt: now,
      revealed: false,
      daily: daily ?? null,
      undos: 0,
      resigned: false,
      reported: false,
    };
    this.ctx.storage.transactionSync(() => this.#store.create(meta));
    await this.#touch();
    return { ok: true, value: { ...this.#describe(meta, engine, initial.value), ownerToken } };
  }

  read(): SessionOutcome<SessionSnapshot> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    return {
      ok: true,
      value: this.#describe(meta, engine, this.#decode(engine, this.#store.stateAt(meta.cursor))),
    };
  }

  /** A move, an undo, a redo or resigning: owner only, at the current version (see `#change`). */
  change(request: ChangeRequest): Promise<SessionOutcome<Changed>> {
    const now = request.now ?? Date.now();
    switch (request.kind) {
      case "move":
        return this.#change(request, request.move, (meta, engine) =>
          this.#move(meta, engine, request.move, now),
        );
      case "undo":
        return this.#change(request, null, (meta, engine) => this.#undo(meta, engine, now));
      case "redo":
        return this.#change(request, null, (meta, engine) => this.#redo(meta, engine, now));
      case "resign":
        return this.#change(request, null, (meta, engine) => this.#resign(meta, engine, now));
    }
  }

  /**
   * Why a change cannot be made whatever it is: the owner resigned, or a ranked entry's
   * challenge has closed (or its game ended: a reported result is final).
   */
  #frozen(meta: SessionMeta, engine: AnyGameEngine, now: number): SessionOutcome<never> | null {
    if (meta.resigned) return refuse("game_over");
    if (meta.daily === null || !isRanked(meta)) return null;
    if (now >= meta.daily.closesAt) {
      return refuse("challenge_closed", {
        date: meta.daily.date,
        closesAt: new Date(meta.daily.closesAt).toISOString(),
      });
    }
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    return engine.status(state) === "playing" ? null : refuse("game_over");
  }

  #move(meta: SessionMeta, engine: AnyGameEngine, rawMove: JsonValue, now: number): SessionOutcome<Changed> {
    const frozen = this.#frozen(meta, engine, now);
    if (frozen) return frozen;
    if (meta.cursor >= MAX_MOVES) return refuse("move_limit", { limit: MAX_MOVES });
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    const result = play(engine, state, rawMove);
    if (!result.ok) return result;
    const { state: next, move, events } = result.value;
    const seq = meta.cursor + 1;
    this.#store.push({
      seq,
      move: JSON.stringify(move),
      events: JSON.stringify(events),
      score: engine.score(next),
      status: engine.status(next),
      state: engine.encode(next),
      playedAt: now,
    });
    this.#store.setCursor(seq, meta.version + 1, now);
    const value = {
      ...this.#describe(this.#store.meta(), engine, next),
      move: move as JsonValue,
      events: events as JsonValue[],
    };
    return { ok: true, value };
  }

  #undo(meta: SessionMeta, engine: AnyGameEngine, now: number): SessionOutcome<Changed> {
    const frozen = this.#frozen(meta, engine, now);
    if (frozen) return frozen;
    // A ranked entry of a game with hidden cards: going back would show what the stock holds.
    if (isRanked(meta) && engine.hasHiddenCards) return refuse("undo_not_allowed", { game: meta.game });
    if (meta.cursor === 0) return refuse("nothing_to_undo");
    // An export showed every hidden card: going back into play would be playing with them seen.
    if (meta.revealed) return refuse("game_revealed");
    const undone = this.#store.move(meta.cursor)!;
    this.#store.setCursor(meta.cursor - 1, meta.version + 1, now);
    this.#store.countUndo();
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor - 1));
    const value = {
      ...this.#describe(this.#store.meta(), engine, state),
      move: JSON.parse(undone.move),
      events: [],
    };
    return { ok: true, value };
  }

  #redo(meta: SessionMeta, engine: AnyGameEngine, now: number): SessionOutcome<Changed> {
    const frozen = this.#frozen(meta, engine, now);
    if (frozen) return frozen;
    const redone = this.#store.move(meta.cursor + 1);
    if (!redone) return refuse("nothing_to_redo");
    this.#store.setCursor(redone.seq, meta.version + 1, now);
    const state = this.#decode(engine, redone.state);
    const value = {
      ...this.#describe(this.#store.meta(), engine, state),
      move: JSON.parse(redone.move),
      events: JSON.parse(redone.events),
    };
    return { ok: true, value };
  }

  /** The owner gives the game up: it is over, lost (a ranked entry reports it so). */
  #resign(meta: SessionMeta, engine: AnyGameEngine, now: number): SessionOutcome<Changed> {
    const frozen = this.#frozen(meta, engine, now);
    if (frozen) return frozen;
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    if (engine.status(state) !== "playing") return refuse("game_over");
    this.#store.markResigned(meta.version + 1, now);
    return { ok: true, value: { ...this.#describe(this.#store.meta(), engine, state), events: [] } };
  }

  /** The hint for the current position, from its public view only. */
  hint(): SessionOutcome<SessionHint> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    // A resigned game is over: no move to propose (every game has the `no_move` reason).
    const hint = meta.resigned
      ? { move: null, reason: "no_move" }
      : engine.hint(engine.view(this.#decode(engine, this.#store.stateAt(meta.cursor))));
    return {
      ok: true,
      value: {
        game: meta.game,
        hint: {
          move: hint.move as JsonValue | null,
          reason: hint.reason,
          ...(hint.params ? { params: { ...hint.params } } : {}),
        },
      },
    };
  }

  /** One page of the line of play: `limit` moves after move `after`. */
  history(page: { after: number; limit: number }): SessionOutcome<SessionHistory> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const limit = Math.min(Math.max(1, page.limit), MAX_HISTORY_PAGE);
    const moves = this.#store.line(meta.cursor, page.after, limit).map((row) => ({
      seq: row.seq,
      move: JSON.parse(row.move),
      events: JSON.parse(row.events),
      scoreAfter: row.score,
      statusAfter: row.status,
      playedAt: new Date(row.playedAt).toISOString(),
    }));
    return {
      ok: true,
      value: {
        id: this.ctx.id.toString(),
        game: meta.game,
        version: meta.version,
        moveCount: meta.cursor,
        moves,
        redoCount: this.#store.redoCount(meta.cursor),
        nextAfter: moves.length > 0 && moves.at(-1)!.seq < meta.cursor ? moves.at(-1)!.seq : null,
      },
    };
  }

  /**
   * Deal number (or layout) and moves; refused while the deal number would reveal hidden
   * cards, and for a ranked entry while its challenge is open (the deal is everyone's).
   */
  export(now: number = Date.now()): SessionOutcome<SessionExport> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    if (meta.daily !== null && now < meta.daily.closesAt) {
      return refuse("challenge_open", { closesAt: new Date(meta.daily.closesAt).toISOString() });
    }
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    const status = meta.resigned ? "lost" : engine.status(state);
    if (engine.hasHiddenCards && status === "playing")
      return refuse("export_unavailable", { game: meta.game });
    // The export shows the deal, and so every card the game hid: from now on undo is refused.
    if (engine.hasHiddenCards && !meta.revealed) this.#store.markRevealed();
    return {
      ok: true,
      value: {
        game: meta.game,
        origin: meta.daily !== null ? "daily" : engine.origin(this.#decode(engine, meta.initial)),
        ...(meta.layout !== null ? { layoutJson: meta.layout } : { deal: meta.deal! }),
        moves: this.#store.line(meta.cursor).map((row) => JSON.parse(row.move)),
        version: meta.version,
        status,
        score: engine.score(state),
      },
    };
  }

  /**
   * Post-game analysis by the game's solver, which reads every card: for a game that hides
   * cards only once it is over, for a ranked entry only once its challenge has closed. Kept
   * until the game changes. The positions along the line are bisected: a position after one
   * that cannot be won cannot be won either, so the turning point is found in a few solves.
   */
  analysis(now: number = Date.now()): SessionOutcome<SessionAnalysis> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    const solve = engine.solve?.bind(engine);
    if (!solve) return refuse("analysis_unavailable", { game: meta.game });
    if (meta.daily !== null && now < meta.daily.closesAt) {
      return refuse("challenge_open", { closesAt: new Date(meta.daily.closesAt).toISOString() });
    }
    const current = this.#decode(engine, this.#store.stateAt(meta.cursor));
    const over = meta.resigned || engine.status(current) !== "playing";
    if (engine.hasHiddenCards && !over) return refuse("analysis_unavailable", { game: meta.game });
    const kept = this.#store.analysis(meta.version);
    if (kept !== undefined) return { ok: true, value: JSON.parse(kept) as SessionAnalysis };

    let nodes = 0;
    const verdicts = new Map<number, SolverVerdict>();
    const verdictAt = (seq: number): SolverVerdict => {
      let known = verdicts.get(seq);
      if (!known) {
        const found = solve(this.#decode(engine, this.#store.stateAt(seq)), { nodes: ANALYSIS_NODES });
        nodes += found.nodes;
        known = { verdict: found.verdict, line: found.line as JsonValue[] | null, nodes: found.nodes };
        verdicts.set(seq, known);
      }
      return known;
    };
    const start = verdictAt(0);
    const end = verdictAt(meta.cursor);
    let decided = start.verdict !== "unknown" && end.verdict !== "unknown";
    let turningPoint: SessionAnalysis["turningPoint"] = null;
    if (start.verdict === "winnable" && end.verdict === "unwinnable") {
      // Invariant: the position after `won` moves can be won, the one after `lost` cannot.
      let [won, lost] = [0, meta.cursor];
      while (lost - won > 1) {
        const middle = Math.floor((won + lost) / 2);
        const v = verdictAt(middle).verdict;
        if (v === "unknown") {
          decided = false;
          break;
        }
        if (v === "winnable") won = middle;
        else lost = middle;
      }
      if (lost - won === 1) {
        turningPoint = {
          seq: lost,
          move: JSON.parse(this.#store.move(lost)!.move) as JsonValue,
          alternative: verdictAt(won).line ?? [],
        };
      }
    }
    const value: SessionAnalysis = {
      game: meta.game,
      version: meta.version,
      moveCount: meta.cursor,
      start,
      now: end,
      turningPoint,
      decided,
      nodes,
    };
    // The analysis shows every card the game hid, as an export does: no undo after it.
    if (engine.hasHiddenCards && !meta.revealed) this.#store.markRevealed();
    this.#store.keepAnalysis(meta.version, JSON.stringify(value));
    return { ok: true, value };
  }

  /** Live view: a WebSocket (hibernation API) that receives the public state after every change. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 426 });
    const current = this.read();
    if (!current.ok) return new Response(null, { status: 404 });
    if (this.ctx.getWebSockets().length >= MAX_SPECTATORS) return new Response(null, { status: 503 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(newTally(Date.now()));
    server.send(JSON.stringify(live(current.value, "connected")));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A spectator's message asks for the current state again, within the live view's bounds. */
  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    const bytes = typeof message === "string" ? new TextEncoder().encode(message).length : message.byteLength;
    const now = Date.now();
    const before = (ws.deserializeAttachment() as SpectatorTally | null) ?? newTally(0);
    const { tally, verdict } = judgeMessage(before, bytes, now);
    ws.serializeAttachment(tally);
    if (verdict.kind === "close") {
      this.#pending.delete(ws);
      return ws.close(verdict.code, verdict.reason);
    }
    // Asks while a reply is scheduled are answered by it.
    if (this.#pending.has(ws)) return;
    if (verdict.kind === "reply") return this.#sync(ws);
    this.#pending.add(ws);
    setTimeout(() => this.#sync(ws), verdict.ms);
  }

  /** Sends a spectator the current state (once it asked for it). */
  #sync(ws: WebSocket): void {
    this.#pending.delete(ws);
    const tally = ws.deserializeAttachment() as SpectatorTally | null;
    if (tally) ws.serializeAttachment({ ...tally, lastReply: Date.now() });
    const current = this.read();
    if (current.ok) sendQuietly(ws, JSON.stringify(live(current.value, "sync")));
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }

  /**
   * A ranked entry's result that did not reach its challenge is sent again; otherwise the
   * game was idle for the whole TTL: it and everything stored with it goes.
   */
  override async alarm(): Promise<void> {
    if (this.#store.exists() && this.#unreported(this.#store.meta())) {
      await this.#report();
      if (this.#unreported(this.#store.meta())) return;
      return this.#touch();
    }
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(1001, "session expired");
      } catch {
        // Already closing.
      }
    }
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /**
   * Owner check, idempotent replay, version check, then the change: the checks and the write
   * run with no `await` between them, so two requests with the same version cannot both apply.
   */
  async #change(
    input: ChangeRequest,
    move: unknown,
    apply: (meta: SessionMeta, engine: AnyGameEngine) => SessionOutcome<Changed>,
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
    const outcome = this.ctx.storage.transactionSync(() => {
      const result = apply(meta, engineOf(meta));
      if (result.ok && input.idempotencyKey !== undefined) {
        this.#store.keepReply(input.idempotencyKey, fingerprint, JSON.stringify(result), Date.now());
      }
      return result;
    });
    if (outcome.ok) {
      // Spectators hear of the change before any await, so changes reach them in order.
      this.#broadcast(live(outcome.value, input.kind));
      await this.#touch();
      if (this.#unreported(this.#store.meta())) await this.#report();
    }
    return outcome;
  }

  /** A ranked entry whose game is over and whose result its challenge has not acknowledged. */
  #unreported(meta: SessionMeta): boolean {
    if (!isRanked(meta) || meta.reported) return false;
    if (meta.resigned) return true;
    const engine = engineOf(meta);
    return engine.status(this.#decode(engine, this.#store.stateAt(meta.cursor))) !== "playing";
  }

  /**
   * The stored game itself tells its challenge how the entry ended: nothing else can. The
   * challenge records it once (by player); if it cannot be reached, the alarm tries again.
   */
  async #report(): Promise<void> {
    const meta = this.#store.meta();
    const link = meta.daily!;
    const engine = engineOf(meta);
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    const result: EntryResult = {
      playerId: link.playerId!,
      sessionId: this.ctx.id.toString(),
      result: meta.resigned ? "resigned" : engine.status(state) === "won" ? "won" : "lost",
      score: engine.score(state),
      moves: meta.cursor,
      undos: meta.undos,
      startedAt: meta.createdAt,
      finishedAt: meta.updatedAt,
    };
    try {
      const challenges = this.env.DAILY_CHALLENGES;
      const recorded = await challenges.get(challenges.idFromName(link.challenge)).record(result);
      // A refusal is final (the challenge knows no such entry): retrying would not change it.
      if (!recorded.ok) console.error("daily result refused", link.challenge, recorded.error.code);
      this.#store.markReported();
    } catch (error) {
      console.error("daily result not delivered, retrying", link.challenge, error);
      await this.ctx.storage.setAlarm(Date.now() + REPORT_RETRY_MS);
    }
  }

  #describe(meta: SessionMeta, engine: AnyGameEngine, state: unknown): SessionSnapshot {
    // Engines' moves are flat JSON objects (the schemas in src/http/schemas say which).
    const seen = snapshot(engine, state) as GameSnapshot & { legalMoves: JsonValue[] };
    // Resigning ends the game: lost, with nothing left to play.
    const over = meta.resigned
      ? { status: "lost" as const, view: { ...seen.view, status: "lost" as const }, legalMoves: [] }
      : {};
    return {
      id: this.ctx.id.toString(),
      ...seen,
      ...over,
      resigned: meta.resigned,
      ...(meta.daily !== null
        ? {
            origin: "daily" as const,
            daily:
              meta.daily.playerId !== null
                ? {
                    date: meta.daily.date,
                    ranked: true as const,
                    playerId: meta.daily.playerId,
                    undos: meta.undos,
                  }
                : { date: meta.daily.date, ranked: false as const },
          }
        : {}),
      game: meta.game,
      version: meta.version,
      moveCount: meta.cursor,
      // A resigned game cannot be redone.
      redoCount: meta.resigned ? 0 : this.#store.redoCount(meta.cursor),
      createdAt: new Date(meta.createdAt).toISOString(),
      updatedAt: new Date(meta.updatedAt).toISOString(),
    };
  }

  #decode(engine: AnyGameEngine, bytes: Uint8Array): unknown {
    const decoded = engine.decode(bytes);
    // Only this object writes these bytes: failing to read them back is a bug, not bad input.
    if (!decoded.ok) throw new Error(`stored ${engine.id} state does not decode: ${decoded.error.code}`);
    return decoded.value;
  }

  /** Every change pushes the expiry back by the TTL. */
  async #touch(): Promise<void> {
    await this.ctx.storage.setAlarm(Date.now() + ttlSeconds(this.env) * 1000);
  }

  #broadcast(message: LiveMessage): void {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets()) sendQuietly(ws, text);
  }
}

const engineOf = (meta: SessionMeta): AnyGameEngine => registeredEngine(meta.game);

export function ttlSeconds(env: Pick<Bindings, "SESSION_TTL_SECONDS">): number {
  const value = Number(env.SESSION_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TTL_SECONDS;
}
