import { DurableObject } from "cloudflare:workers";
import type { AnyGameEngine } from "../engine/index.ts";
import { findGame } from "../games/registry.ts";
import type { Bindings } from "../http/env.ts";
import { play, snapshot, type GameSnapshot } from "../play/game-play.ts";
import { SessionStore, type SessionMeta } from "./session-store.ts";
import type {
  ChangeInput,
  Changed,
  Created,
  JsonValue,
  CreateInput,
  LiveMessage,
  MoveInput,
  SessionExport,
  SessionHistory,
  SessionOutcome,
  SessionRefusal,
  SessionSnapshot,
} from "./session-types.ts";

export const DEFAULT_TTL_SECONDS = 30 * 24 * 60 * 60;

const refuse = (
  code: SessionRefusal["code"],
  extra: Omit<SessionRefusal, "ok" | "code"> = {},
): SessionRefusal => ({
  ok: false,
  code,
  ...extra,
});
const UNKNOWN: SessionRefusal = refuse("unknown_session");

/**
 * One stored game. It holds no rules: every position comes from the game's engine, and the
 * state is kept as the engine's `encode()` bytes. Methods return refusals as values.
 */
export class GameSession extends DurableObject<Bindings> {
  readonly #store: SessionStore;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.#store = new SessionStore(ctx.storage.sql);
  }

  async create(input: CreateInput): Promise<SessionOutcome<Created>> {
    const engine = findGame(input.game);
    if (!engine) throw new Error(`create: unknown game ${input.game}`);
    const layout: unknown = input.layoutJson !== undefined ? JSON.parse(input.layoutJson) : undefined;
    const initial =
      layout !== undefined
        ? engine.fromLayout(layout)
        : { ok: true as const, value: engine.deal(input.deal ?? 0) };
    if (!initial.ok) return refuse(initial.error.code, paramsOf(initial.error.params));
    const ownerToken = randomToken();
    const ownerHash = await sha256(ownerToken);
    if (this.#store.exists()) throw new Error("create: this session already exists");
    const now = Date.now();
    const meta: SessionMeta = {
      game: engine.id,
      deal: layout !== undefined ? null : (input.deal ?? 0),
      layout: layout !== undefined ? JSON.stringify(layout) : null,
      initial: engine.encode(initial.value),
      ownerHash,
      version: 1,
      cursor: 0,
      createdAt: now,
      updatedAt: now,
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

  move(input: MoveInput): Promise<SessionOutcome<Changed>> {
    return this.#change("move", input, input.move, (meta, engine) => {
      const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
      const result = play(engine, state, input.move);
      if (!result.ok) return refuse(result.error.code, paramsOf(result.error.params));
      const { state: next, move, events } = result.value;
      const seq = meta.cursor + 1;
      const now = Date.now();
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
    });
  }

  undo(input: ChangeInput): Promise<SessionOutcome<Changed>> {
    return this.#change("undo", input, null, (meta, engine) => {
      if (meta.cursor === 0) return refuse("nothing_to_undo");
      const undone = this.#store.move(meta.cursor)!;
      this.#store.setCursor(meta.cursor - 1, meta.version + 1, Date.now());
      const state = this.#decode(engine, this.#store.stateAt(meta.cursor - 1));
      return {
        ok: true,
        value: {
          ...this.#describe(this.#store.meta(), engine, state),
          move: JSON.parse(undone.move),
          events: [],
        },
      };
    });
  }

  redo(input: ChangeInput): Promise<SessionOutcome<Changed>> {
    return this.#change("redo", input, null, (meta, engine) => {
      const redone = this.#store.move(meta.cursor + 1);
      if (!redone) return refuse("nothing_to_redo");
      this.#store.setCursor(redone.seq, meta.version + 1, Date.now());
      const state = this.#decode(engine, redone.state);
      return {
        ok: true,
        value: {
          ...this.#describe(this.#store.meta(), engine, state),
          move: JSON.parse(redone.move),
          events: JSON.parse(redone.events),
        },
      };
    });
  }

  history(): SessionOutcome<SessionHistory> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const moves = this.#store.line(meta.cursor).map((row) => ({
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
        moves,
        redoCount: this.#store.redoCount(meta.cursor),
      },
    };
  }

  /** Deal number (or layout) and moves; refused while the deal number would reveal hidden cards. */
  export(): SessionOutcome<SessionExport> {
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    const engine = engineOf(meta);
    const state = this.#decode(engine, this.#store.stateAt(meta.cursor));
    const status = engine.status(state);
    if (engine.hasHiddenCards && status === "playing")
      return refuse("export_unavailable", { params: { game: meta.game } });
    return {
      ok: true,
      value: {
        game: meta.game,
        ...(meta.layout !== null ? { layoutJson: meta.layout } : { deal: meta.deal! }),
        moves: this.#store.line(meta.cursor).map((row) => JSON.parse(row.move)),
        version: meta.version,
        status,
        score: engine.score(state),
      },
    };
  }

  /** Live view: a WebSocket (hibernation API) that receives the public state after every change. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 426 });
    const current = this.read();
    if (!current.ok) return new Response(null, { status: 404 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify(live(current.value, "connected")));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Any message from a spectator asks for the current state again. */
  override webSocketMessage(ws: WebSocket): void {
    const current = this.read();
    if (current.ok) ws.send(JSON.stringify(live(current.value, "sync")));
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }

  /** Idle for the whole TTL: the game and everything stored with it goes. */
  override async alarm(): Promise<void> {
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
    kind: "move" | "undo" | "redo",
    input: ChangeInput,
    move: unknown,
    apply: (meta: SessionMeta, engine: AnyGameEngine) => SessionOutcome<Changed>,
  ): Promise<SessionOutcome<Changed>> {
    const tokenHash = await sha256(input.ownerToken);
    if (!this.#store.exists()) return UNKNOWN;
    const meta = this.#store.meta();
    if (!sameBytes(tokenHash, meta.ownerHash)) return refuse("not_owner");
    const fingerprint = JSON.stringify([kind, input.version, move]);
    if (input.idempotencyKey !== undefined) {
      const earlier = this.#store.reply(input.idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) return refuse("idempotency_key_reused");
      if (earlier) return JSON.parse(earlier.result) as SessionOutcome<Changed>;
    }
    if (input.version !== meta.version) {
      return refuse("version_conflict", { params: { version: input.version }, currentVersion: meta.version });
    }
    const outcome = this.ctx.storage.transactionSync(() => {
      const result = apply(meta, engineOf(meta));
      if (result.ok && input.idempotencyKey !== undefined) {
        this.#store.keepReply(input.idempotencyKey, fingerprint, JSON.stringify(result), Date.now());
      }
      return result;
    });
    if (outcome.ok) {
      await this.#touch();
      this.#broadcast(live(outcome.value, kind));
    }
    return outcome;
  }

  #describe(meta: SessionMeta, engine: AnyGameEngine, state: unknown): SessionSnapshot {
    return {
      id: this.ctx.id.toString(),
      // Engines' moves are flat JSON objects (the schemas in src/http/schemas say which).
      ...(snapshot(engine, state) as GameSnapshot & { legalMoves: JsonValue[] }),
      version: meta.version,
      moveCount: meta.cursor,
      redoCount: this.#store.redoCount(meta.cursor),
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
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // A spectator that went away; the runtime closes it.
      }
    }
  }
}

function engineOf(meta: SessionMeta): AnyGameEngine {
  const engine = findGame(meta.game);
  if (!engine) throw new Error(`stored game ${meta.game} is not registered`);
  return engine;
}

/**
 * Spectators' message, copied field by field (a whitelist): what is passed in may carry
 * more than the public snapshot (a change's move and events), and only these fields go out.
 */
function live(state: SessionSnapshot, change: LiveMessage["change"]): LiveMessage {
  const {
    id,
    game,
    view,
    score,
    status,
    legalMoves,
    custom,
    version,
    moveCount,
    redoCount,
    createdAt,
    updatedAt,
  } = state;
  return {
    type: "state",
    change,
    id,
    game,
    view,
    score,
    status,
    legalMoves,
    custom,
    version,
    moveCount,
    redoCount,
    createdAt,
    updatedAt,
  };
}

const paramsOf = (params: Readonly<Record<string, string | number>> | undefined) =>
  params === undefined ? {} : { params: { ...params } };

export function ttlSeconds(env: Pick<Bindings, "SESSION_TTL_SECONDS">): number {
  const value = Number(env.SESSION_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TTL_SECONDS;
}

function randomToken(): string {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** Constant time in the contents: the time taken does not tell how many bytes matched. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
