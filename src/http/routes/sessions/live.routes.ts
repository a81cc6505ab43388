import {
  IDLE_SOCKET_MS,
  MAX_CLIENT_SOCKETS,
  MAX_SOCKETS_PER_CLIENT,
  MAX_SPECTATORS,
  OWNER_SLOTS,
  RECONNECT_CLOSE_CODE,
  SOCKET_LIFETIME_MS,
} from "../../../durable/limits.ts";
import { ANY_ROUTE_PROBLEMS, apiRoute, problemResponse } from "../../route-kit.ts";
import { SessionIdParamSchema } from "../../schemas/session.ts";
import { NOT_FOUND, TAG } from "./common.ts";

// A stored game's live view: the WebSocket upgrade, bounded per game (its object) and per
// client in all games (its ClientQuota). live.handlers.ts answers it.

export const liveRoute = apiRoute({
  method: "get",
  path: "/{id}/live",
  operationId: "watchSession",
  tags: [TAG],
  summary: "Watch live: a WebSocket that receives the public game after every change",
  description:
    'Connect with `Upgrade: websocket`. Each message is JSON: `{"type": "state", "change": "connected" | "sync" | "move" | "undo" | "redo" | "resign", …Session}`. Send any short message (`ping` is answered `pong`) to get the current state again, at most once a second; a socket that floods is closed with 1008, a message over 64 bytes with 1009. Closed with 1001 when the game expires.' +
    ` A game takes ${MAX_SPECTATORS} sockets, ${OWNER_SLOTS} of them kept for its owner (send \`Authorization: Bearer <ownerToken>\` on the upgrade); one client (one address, one IPv6 /64) holds at most ${MAX_SOCKETS_PER_CLIENT} of them (then 429 \`too_many_sockets\`), and ${MAX_CLIENT_SOCKETS} in all games (then 429 \`too_many_sockets_in_all\`). Each message counts against the client's rate limit like a request: past it the socket is closed with 1008. A socket lives ${SOCKET_LIFETIME_MS / 60_000} minutes whatever it sends, then is closed with ${RECONNECT_CLOSE_CODE} (\`lifetime over: reconnect\`): reconnect to go on watching. When the game is full, a newcomer takes a slot from the client that holds the most sockets, if it holds at least two more than the newcomer (its longest-idle socket is closed with 1001); otherwise from a socket that sent no message of its own for ${IDLE_SOCKET_MS / 60_000} minutes (\`ping\`, answered by the runtime, is not one). Do not reconnect on 1001.`,
  request: { params: SessionIdParamSchema },
  responses: {
    101: { description: "Switching to the WebSocket protocol." },
    ...NOT_FOUND,
    426: problemResponse("Not a WebSocket upgrade request.", "websocket_required"),
    503: problemResponse("The game has as many spectators as it takes.", "spectators_full"),
    429: {
      ...ANY_ROUTE_PROBLEMS[429],
      ...problemResponse(
        "This client holds its share of the game's sockets, or of all games' sockets, or sent too many requests: wait `Retry-After` seconds or close a socket.",
        "too_many_sockets",
        "too_many_sockets_in_all",
        "rate_limited",
      ),
    },
  },
});
