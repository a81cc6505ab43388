import { toBase64Url } from "../play/base64.ts";

// A game handle is the MCP façade's only credential: short enough for a model to copy
// without slips, and both the stored game's name and the capability to play it.

/** Crockford's base32, lower case: no i, l, o or u, so misread letters map back (see `parseHandle`). */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** 26 characters of 5 bits each: 130 random bits. */
export const HANDLE_LENGTH = 26;
const HANDLE = new RegExp(`^[${ALPHABET}]{${HANDLE_LENGTH}}$`);

// Domain separation: neither derived value can be mistaken for the other or for the handle.
const OBJECT_NAME_PREFIX = "patience-mcp-game:";
const OWNER_TOKEN_PREFIX = "patience-mcp-owner:";
const ENTRY_PREFIX = "patience-mcp-entry:";

/** A handle from 26 uniform bytes (a byte's low 5 bits are uniform). */
const handleOf = (bytes: Uint8Array): string =>
  Array.from(bytes.subarray(0, HANDLE_LENGTH), (byte) => ALPHABET[byte & 31]).join("");

/** A new handle: 26 characters from 26 random bytes. */
export function newHandle(): string {
  return handleOf(crypto.getRandomValues(new Uint8Array(HANDLE_LENGTH)));
}

/**
 * The handle of a player's ranked entry of one challenge, derived from the player's token: the
 * same call again (an answer lost) finds the same entry, and only the token's holder can derive it.
 */
export async function entryHandle(playerToken: string, game: string, date: string): Promise<string> {
  const text = `${ENTRY_PREFIX}${game}:${date}:${playerToken}`;
  return handleOf(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/**
 * The handle as the model wrote it, in its one canonical spelling, or undefined when it is
 * not a handle: case and surrounding blanks do not matter, and the letters Crockford's
 * alphabet leaves out are read as the digits they look like (i and l as 1, o as 0).
 */
export function parseHandle(text: string): string | undefined {
  const canonical = text.trim().toLowerCase().replace(/[il]/g, "1").replace(/o/g, "0");
  return HANDLE.test(canonical) ? canonical : undefined;
}

/** The name of the handle's Durable Object (`idFromName`): its hex id is the public watch id. */
export const objectName = (handle: string): string => OBJECT_NAME_PREFIX + handle;

/**
 * The stored game's owner token, derived from the handle: whoever holds the handle may play,
 * and the token is never shown (the object keeps only its SHA-256, as for every owner token).
 */
export async function ownerTokenOf(handle: string): Promise<string> {
  const known = ownerTokens.get(handle);
  if (known !== undefined) return known;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(OWNER_TOKEN_PREFIX + handle));
  const token = toBase64Url(new Uint8Array(digest));
  // A game is played by many calls in a row: its token is derived once an isolate.
  if (ownerTokens.size >= KEPT_OWNER_TOKENS) ownerTokens.delete(ownerTokens.keys().next().value!);
  ownerTokens.set(handle, token);
  return token;
}

/** The owner tokens derived lately, by handle (the oldest dropped first): about 200 KB at most. */
const ownerTokens = new Map<string, string>();
const KEPT_OWNER_TOKENS = 1024;
