import { fromBase64Url, toBase64Url } from "../play/base64.ts";

/**
 * A leaderboard page's cursor as it travels in `next`: the rank and sort key of the row before
 * the page, and an HMAC-SHA-256 of both with the board's name under a key derived from the
 * server's daily secret. Opaque to clients. A cursor is trusted for the rank it carries, so
 * one the server did not sign (forged from public fields, altered, or another board's) is
 * refused; each position has one spelling (base64url with its unused bits zero, the rank
 * without leading zeros), so distinct cursor texts are distinct positions and cannot multiply
 * a cached page's keys.
 */
export interface BoardPosition {
  readonly key: string;
  readonly rank: number;
}

const POSITION = /^([1-9]\d{0,8})\.([01]\d{15,40}[A-Za-z0-9_-]{1,64})$/;
const MAC_BYTES = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const keys = new Map<string, Promise<CryptoKey>>();

/** The cursors' HMAC key, derived from the daily secret (one derivation per secret and isolate). */
function macKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(`patience-api board cursor v1\n${secret}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]));
    keys.set(secret, key);
  }
  return key;
}

async function mac(secret: string, board: string, position: string): Promise<Uint8Array> {
  const signed = await crypto.subtle.sign(
    "HMAC",
    await macKey(secret),
    encoder.encode(`${board}\n${position}`),
  );
  return new Uint8Array(signed, 0, MAC_BYTES);
}

/** Compared in full whatever differs (no early exit). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export const boardCursor = {
  /** The cursor of a position on `board` (the challenge's name). */
  async encode(secret: string, board: string, c: BoardPosition): Promise<string> {
    const position = `${c.rank}.${c.key}`;
    return `${toBase64Url(encoder.encode(position))}.${toBase64Url(await mac(secret, board, position))}`;
  },

  /** The position of a cursor this server gave for `board`, or null for any other text. */
  async decode(secret: string, board: string, text: string): Promise<BoardPosition | null> {
    const [body, tag, ...rest] = text.split(".");
    if (body === undefined || tag === undefined || rest.length > 0) return null;
    const bytes = fromBase64Url(body);
    const given = fromBase64Url(tag);
    if (!bytes || !given || given.length !== MAC_BYTES) return null;
    let position: string;
    try {
      position = decoder.decode(bytes);
    } catch {
      return null;
    }
    const match = POSITION.exec(position);
    if (!match || !same(given, await mac(secret, board, position))) return null;
    return { rank: Number(match[1]), key: match[2]! };
  },
};
