import {
  FLOOD_MESSAGES,
  FLOOD_WINDOW_MS,
  MAX_MESSAGE_BYTES,
  IDLE_SOCKET_MS,
  MAX_SOCKETS_PER_CLIENT,
  MAX_SPECTATORS,
  OWNER_SLOTS,
  RECONNECT_CLOSE_CODE,
  REPLY_INTERVAL_MS,
  SOCKET_LIFETIME_MS,
} from "../limits.ts";
import type { Bindings } from "../../env.ts";
import { CLIENT_HEADER, quotas } from "../clients.ts";
import { countRequests } from "../rate-limit.ts";
import type { LiveMessage, SessionSnapshot } from "./session-types.ts";

/** What a spectator's socket remembers between messages (kept across hibernation). */
export interface SpectatorTally {
  /** When this socket was last sent a reply to a message of its own. */
  readonly lastReply: number;
  readonly windowStart: number;
  readonly messages: number;
  /** When the socket connected or last sent a message of its own (a runtime-answered `ping` is not one). */
  readonly lastSeen?: number;
  /** When the socket connected: it is closed SOCKET_LIFETIME_MS later. */
  readonly connectedAt?: number;
}

export const newTally = (now: number): SpectatorTally => ({
  lastReply: now,
  windowStart: now,
  messages: 0,
  lastSeen: now,
  connectedAt: now,
});

/** The tag of the owner's sockets (they keep their slots, idle or not). */
const OWNER_TAG = "owner";

/** A socket's tag that names its client (its rate-limit key). */
const clientTag = (client: string) => `client:${client}`;

/** The client a socket's tags name, if any. */
const clientOf = (tags: readonly string[]): string | undefined =>
  tags.find((tag) => tag.startsWith("client:"))?.slice("client:".length);

/** Who asks to watch: the client's rate-limit key, and whether it showed the owner's token. */
export interface Watcher {
  readonly client: string;
  readonly owner: boolean;
}

/**
 * Whether a game with `open` sockets, `mine` of them the asking client's, takes one more:
 * `full` (every slot, or every slot but the owner's), `client` (this client holds its share
 * already; the owner's sockets count against the same share) or yes.
 */
export function admission(open: number, mine: number, owner: boolean): "yes" | "full" | "client" {
  if (open >= MAX_SPECTATORS || (!owner && open >= MAX_SPECTATORS - OWNER_SLOTS)) return "full";
  if (mine >= MAX_SOCKETS_PER_CLIENT) return "client";
  return "yes";
}

/** What to do with a spectator's message: close the socket, reply now, or reply in `ms`. */
export type Verdict =
  | { readonly kind: "close"; readonly code: number; readonly reason: string }
  | { readonly kind: "reply" }
  | { readonly kind: "wait"; readonly ms: number };

/**
 * The live view's bounds for one message of `bytes` (UTF-8) at `now`: too big closes with
 * 1009, a flood (more than FLOOD_MESSAGES in FLOOD_WINDOW_MS) with 1008; otherwise a reply,
 * at most one a second (asks in between wait for the second's end).
 */
export function judgeMessage(
  tally: SpectatorTally,
  bytes: number,
  now: number,
): { tally: SpectatorTally; verdict: Verdict } {
  if (bytes > MAX_MESSAGE_BYTES)
    return { tally, verdict: { kind: "close", code: 1009, reason: "message too big" } };
  const fresh = now - tally.windowStart > FLOOD_WINDOW_MS;
  const next = {
    ...tally,
    lastReply: tally.lastReply,
    windowStart: fresh ? now : tally.windowStart,
    messages: (fresh ? 0 : tally.messages) + 1,
    lastSeen: now,
  };
  if (next.messages > FLOOD_MESSAGES)
    return { tally: next, verdict: { kind: "close", code: 1008, reason: "too many messages" } };
  const wait = next.lastReply + REPLY_INTERVAL_MS - now;
  return { tally: next, verdict: wait <= 0 ? { kind: "reply" } : { kind: "wait", ms: wait } };
}

/**
 * The fields spectators get (a whitelist): what is passed to `live` may carry more than the
 * public snapshot (a change's move and events), and only these go out. The type check below
 * fails when the snapshot gains a field this list does not name.
 */
const LIVE_FIELDS = [
  "id",
  "game",
  "view",
  "score",
  "status",
  "legalMoves",
  "moveSlots",
  "origin",
  "custom",
  "daily",
  "resigned",
  "revealed",
  "version",
  "moveCount",
  "redoCount",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof SessionSnapshot)[];
type Nothing<T extends never> = T;
type _EveryFieldListed = Nothing<Exclude<keyof SessionSnapshot, (typeof LIVE_FIELDS)[number]>>;

export function live(state: SessionSnapshot, change: LiveMessage["change"]): LiveMessage {
  const fields = Object.fromEntries(LIVE_FIELDS.map((key) => [key, state[key]])) as Pick<
    SessionSnapshot,
    (typeof LIVE_FIELDS)[number]
  >;
  // An absent field (`daily` of an unranked game) stays absent, as in the snapshot.
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { type: "state", change, ...(present as typeof fields) };
}

/** Sends without failing: a spectator that went away is closed by the runtime. */
export function sendQuietly(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // Gone meanwhile.
  }
}

/**
 * A stored game's spectators: sockets accepted by its Durable Object (hibernation API), each
 * asking for the state again within the bounds above. `read` gives the game now, or null once
 * it is gone.
 */
export class Spectators {
  readonly #ctx: DurableObjectState;
  readonly #read: () => SessionSnapshot | null;
  readonly #isOwner: (token: string | undefined) => Promise<boolean>;
  readonly #env: () => Pick<Bindings, "RATE_LIMITER" | "RATE_LIMIT" | "CLIENT_QUOTAS">;
  /** Sockets with a coalesced reply scheduled (in memory: lost on eviction, then simply re-asked). */
  readonly #pending = new Set<WebSocket>();

  constructor(
    ctx: DurableObjectState,
    game: {
      read: () => SessionSnapshot | null;
      isOwner: (token: string | undefined) => Promise<boolean>;
      env: () => Pick<Bindings, "RATE_LIMITER" | "RATE_LIMIT" | "CLIENT_QUOTAS">;
    },
  ) {
    this.#ctx = ctx;
    this.#read = game.read;
    this.#isOwner = game.isOwner;
    this.#env = game.env;
    // Keep-alive pings are answered by the runtime without waking the object; so they are not
    // the client's activity (IDLE_SOCKET_MS) and do not delay the socket's end (SOCKET_LIFETIME_MS).
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The live view's upgrade request; the façade names the client (CLIENT_HEADER). */
  async upgrade(request: Request): Promise<Response> {
    const token = /^Bearer (\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
    const owner = await this.#isOwner(token);
    return this.connect(request, { client: request.headers.get(CLIENT_HEADER) ?? "unknown", owner });
  }

  /** How many sockets `client` holds on this game now (its ClientQuota asks, to correct its count). */
  socketsOf(client: string): number {
    return this.#ctx.getWebSockets(clientTag(client)).filter((ws) => ws.readyState < 2).length;
  }

  /**
   * A new spectator (the upgrade request's answer): 426 without an upgrade, 404, 503 when
   * full, 429 when this client holds its share of the game's sockets already.
   */
  connect(request: Request, watcher: Watcher): Response {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 426 });
    const current = this.#read();
    if (!current) return new Response(null, { status: 404 });
    const tag = clientTag(watcher.client);
    // Sockets closing (here or before) may still be listed until their close completes: not counted.
    let gone: WebSocket | undefined;
    const open = (list: WebSocket[]) =>
      list.filter((ws) => ws !== gone && ws.readyState !== 2 && ws.readyState !== 3);
    const admit = () =>
      admission(
        open(this.#ctx.getWebSockets()).length,
        open(this.#ctx.getWebSockets(tag)).length,
        watcher.owner,
      );
    let admitted = admit();
    // Full: a spectator's socket (never the owner's) gives its slot up, if one should (#leaver).
    if (admitted === "full") {
      gone = this.#leaver(Date.now(), open(this.#ctx.getWebSockets()), watcher.client);
      if (gone) {
        this.#pending.delete(gone);
        try {
          gone.close(1001, "slot given to another spectator");
        } catch {
          // Already closing.
        }
        admitted = admit();
      }
    }
    if (admitted !== "yes") return new Response(null, { status: admitted === "full" ? 503 : 429 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.#ctx.acceptWebSocket(server, watcher.owner ? [tag, OWNER_TAG] : [tag]);
    server.serializeAttachment(newTally(Date.now()));
    server.send(JSON.stringify(live(current, "connected")));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Which spectator's socket gives its slot to a newcomer from `client` when the game is full.
   * First the client that holds the most sockets (the owner's aside, which never go), if it
   * holds at least two more than the newcomer: it gives its longest-idle one, so no few clients
   * can hold every slot (8 IPv6 /64s at 8 each held all 60), and the shares even out without
   * two clients taking a slot back and forth. Otherwise, with every client holding about as
   * many, a socket that sent no message of its own for IDLE_SOCKET_MS, the longest idle first.
   * Otherwise none (503).
   */
  #leaver(now: number, sockets: WebSocket[], client: string): WebSocket | undefined {
    const held = new Map<string, { n: number; idlest: WebSocket; seen: number }>();
    let mine = 0;
    let idlest: { ws: WebSocket; seen: number } | undefined;
    for (const ws of sockets) {
      const tags = this.#ctx.getTags(ws);
      const holder = clientOf(tags) ?? "";
      if (holder === client) mine++;
      if (tags.includes(OWNER_TAG) || holder === client) continue;
      const seen = lastSeenOf(ws);
      if (idlest === undefined || seen < idlest.seen) idlest = { ws, seen };
      const entry = held.get(holder);
      if (!entry) held.set(holder, { n: 1, idlest: ws, seen });
      else {
        entry.n++;
        if (seen < entry.seen) Object.assign(entry, { idlest: ws, seen });
      }
    }
    let most: { n: number; idlest: WebSocket; seen: number } | undefined;
    for (const entry of held.values())
      if (!most || entry.n > most.n || (entry.n === most.n && entry.seen < most.seen)) most = entry;
    if (most && most.n >= mine + 2) return most.idlest;
    return idlest && now - idlest.seen > IDLE_SOCKET_MS ? idlest.ws : undefined;
  }

  /** When the earliest open socket's lifetime ends (its object's alarm comes then), if any is open. */
  nextEnd(): number | null {
    let end: number | null = null;
    for (const ws of this.#ctx.getWebSockets()) {
      if (ws.readyState !== 1) continue;
      const ends = endOf(ws);
      if (end === null || ends < end) end = ends;
    }
    return end;
  }

  /** Closes the sockets whose lifetime is over at `now`, with the code their clients reconnect on. */
  closeOutlived(now: number): void {
    for (const ws of this.#ctx.getWebSockets()) {
      if (ws.readyState !== 1 || endOf(ws) > now) continue;
      this.#pending.delete(ws);
      try {
        ws.close(RECONNECT_CLOSE_CODE, "lifetime over: reconnect");
      } catch {
        // Already closing.
      }
    }
  }

  /**
   * A spectator's message: it counts against its client's rate limit, as a request does (the
   * runtime answers `ping` itself, uncounted and unseen: not the client's activity; over the
   * limit the socket is closed), then asks for the current state again.
   */
  async onMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (!(await this.#withinRateLimit(ws))) {
      try {
        ws.close(1008, "rate limited");
      } catch {
        // Closed meanwhile.
      }
      return;
    }
    if (ws.readyState === 1) this.#ask(ws, message);
  }

  async #withinRateLimit(ws: WebSocket): Promise<boolean> {
    const env = this.#env();
    const client = clientOf(this.#ctx.getTags(ws));
    return client === undefined || countRequests(env.RATE_LIMITER, env, client);
  }

  /** A spectator's message asks for the current state again, within the live view's bounds. */
  #ask(ws: WebSocket, message: string | ArrayBuffer): void {
    const bytes = typeof message === "string" ? new TextEncoder().encode(message).length : message.byteLength;
    const before = (ws.deserializeAttachment() as SpectatorTally | null) ?? newTally(0);
    const { tally, verdict } = judgeMessage(before, bytes, Date.now());
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

  /**
   * A spectator closed its socket: closed here too, and its client's count of sockets told
   * (a socket this object closes itself is not: the count is corrected when next asked).
   */
  async onClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
    const client = clientOf(this.#ctx.getTags(ws));
    if (client !== undefined) await quotas(this.#env()).releaseSocket(client, this.#ctx.id.toString());
  }

  /** The message is built only when someone watches (most changes have no spectator). */
  broadcast(message: () => LiveMessage): void {
    const sockets = this.#ctx.getWebSockets();
    if (sockets.length === 0) return;
    const text = JSON.stringify(message());
    for (const ws of sockets) sendQuietly(ws, text);
  }

  closeAll(code: number, reason: string): void {
    for (const ws of this.#ctx.getWebSockets()) {
      try {
        ws.close(code, reason);
      } catch {
        // Already closing.
      }
    }
  }

  /** Sends a spectator the current state (once it asked for it). */
  #sync(ws: WebSocket): void {
    this.#pending.delete(ws);
    const tally = ws.deserializeAttachment() as SpectatorTally | null;
    if (tally) ws.serializeAttachment({ ...tally, lastReply: Date.now() });
    const current = this.#read();
    if (current) sendQuietly(ws, JSON.stringify(live(current, "sync")));
  }
}

/** When a socket last sent a message of its own (or connected). */
function lastSeenOf(ws: WebSocket): number {
  const tally = ws.deserializeAttachment() as SpectatorTally | null;
  return tally?.lastSeen ?? tally?.windowStart ?? 0;
}

/** When a socket's lifetime ends. */
function endOf(ws: WebSocket): number {
  const tally = ws.deserializeAttachment() as SpectatorTally | null;
  return (tally?.connectedAt ?? tally?.windowStart ?? 0) + SOCKET_LIFETIME_MS;
}
