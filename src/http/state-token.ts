import type { Bindings } from "./env.ts";

/**
 * Sealed state tokens: the full game state (hidden cards included), encrypted and
 * authenticated with AES-256-GCM so a client can hold it without reading or changing it.
 *
 * Layout (then base64url without padding):
 *   [version=1][game id length][game id][key id length][key id][12-byte IV][ciphertext + 16-byte tag]
 * The header is the GCM additional data, so a token bound to one game or key cannot be
 * relabelled; the header is readable so that the refusal can say why (wrong game,
 * unknown key, old format) before any decryption.
 */
export const TOKEN_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TokenError =
  | "state_malformed"
  | "state_version_unsupported"
  | "state_wrong_game"
  | "state_unknown_key"
  | "state_tampered";

type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export interface KeyRing {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, AesKey>;
}

/** Development key: used only when no STATE_KEYS secret is configured. */
const DEV_KEY_ID = "dev";
const DEV_KEY_SEED = "patience-api local development key: never used when STATE_KEYS is set";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ringCache = new Map<string, Promise<KeyRing>>();

const importKey = (raw: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

async function buildRing(env: Bindings): Promise<KeyRing> {
  if (!env.STATE_KEYS) {
    const raw = await crypto.subtle.digest("SHA-256", encoder.encode(DEV_KEY_SEED));
    return { currentId: DEV_KEY_ID, keys: new Map([[DEV_KEY_ID, await importKey(raw)]]) };
  }
  const entries = Object.entries(JSON.parse(env.STATE_KEYS) as Record<string, string>);
  const keys = new Map<string, AesKey>();
  for (const [id, secret] of entries) {
    const raw = base64ToBytes(secret);
    if (raw.length !== 32 || id.length === 0 || id.length > 16) {
      throw new Error(`STATE_KEYS: key "${id}" must be a base64 32-byte key with an id of 1-16 characters`);
    }
    keys.set(id, await importKey(raw));
  }
  const currentId = env.STATE_KEY_ID ?? entries.at(-1)?.[0];
  if (!currentId || !keys.has(currentId)) throw new Error("STATE_KEY_ID names no key of STATE_KEYS");
  return { currentId, keys };
}

/** The key ring for these bindings, imported once per isolate. */
export function keyRing(env: Bindings): Promise<KeyRing> {
  const cacheKey = `${env.STATE_KEYS ?? ""}\u0000${env.STATE_KEY_ID ?? ""}`;
  let ring = ringCache.get(cacheKey);
  if (!ring) {
    ring = buildRing(env);
    ringCache.set(cacheKey, ring);
    ring.catch(() => ringCache.delete(cacheKey));
  }
  return ring;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  return base64ToBytes(padded);
}

function header(game: string, keyId: string): Uint8Array {
  const g = encoder.encode(game);
  const k = encoder.encode(keyId);
  return Uint8Array.from([TOKEN_VERSION, g.length, ...g, k.length, ...k]);
}

export async function sealState(ring: KeyRing, game: string, payload: Uint8Array): Promise<string> {
  const head = header(game, ring.currentId);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = ring.keys.get(ring.currentId)!;
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: head }, key, payload),
  );
  const token = new Uint8Array(head.length + IV_BYTES + sealed.length);
  token.set(head, 0);
  token.set(iv, head.length);
  token.set(sealed, head.length + IV_BYTES);
  return toBase64Url(token);
}

export type OpenResult = { ok: true; payload: Uint8Array } | { ok: false; code: TokenError };

export async function openState(ring: KeyRing, game: string, token: string): Promise<OpenResult> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length < 2) return { ok: false, code: "state_malformed" };
  if (bytes[0] !== TOKEN_VERSION) return { ok: false, code: "state_version_unsupported" };
  const gameLength = bytes[1]!;
  const keyIdAt = 2 + gameLength;
  if (bytes.length < keyIdAt + 1) return { ok: false, code: "state_malformed" };
  const keyIdLength = bytes[keyIdAt]!;
  const ivAt = keyIdAt + 1 + keyIdLength;
  if (bytes.length < ivAt + IV_BYTES + TAG_BYTES) return { ok: false, code: "state_malformed" };
  if (decoder.decode(bytes.subarray(2, keyIdAt)) !== game) return { ok: false, code: "state_wrong_game" };
  const key = ring.keys.get(decoder.decode(bytes.subarray(keyIdAt + 1, ivAt)));
  if (!key) return { ok: false, code: "state_unknown_key" };
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(ivAt, ivAt + IV_BYTES), additionalData: bytes.subarray(0, ivAt) },
      key,
      bytes.subarray(ivAt + IV_BYTES),
    );
    return { ok: true, payload: new Uint8Array(plain) };
  } catch {
    return { ok: false, code: "state_tampered" };
  }
}
