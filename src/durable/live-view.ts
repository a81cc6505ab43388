import { FLOOD_MESSAGES, FLOOD_WINDOW_MS, MAX_MESSAGE_BYTES, REPLY_INTERVAL_MS } from "./limits.ts";
import type { LiveMessage, SessionSnapshot } from "./session-types.ts";

/** What a spectator's socket remembers between messages (kept across hibernation). */
export interface SpectatorTally {
  /** When this socket was last sent a reply to a message of its own. */
  readonly lastReply: number;
  readonly windowStart: number;
  readonly messages: number;
}

export const newTally = (now: number): SpectatorTally => ({ lastReply: now, windowStart: now, messages: 0 });

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
    lastReply: tally.lastReply,
    windowStart: fresh ? now : tally.windowStart,
    messages: (fresh ? 0 : tally.messages) + 1,
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
  "origin",
  "custom",
  "daily",
  "resigned",
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
