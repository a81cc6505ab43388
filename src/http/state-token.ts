import { fail, ok, type Result } from "../engine/index.ts";
import type { Bindings } from "../env.ts";
import { base64ToBytes, fromBase64Url, toBase64Url } from "../play/base64.ts";
import { devSecretsAllowed, notConfigured } from "./secrets.ts";

export { fromBase64Url, toBase64Url } from "../play/base64.ts";

/**
 * Sealed state tokens: the full game state (hidden cards included), encrypted and
 * authenticated with AES-256-GCM so a client can hold it without reading or changing it.
 *
 * Layout (then base64url without padding):
 *   [version=3][game id length][game id][key id length][key id][mark length][mark]
 *   [16-byte salt][12-byte IV][ciphertext + 16-byte tag]
 * The mark is empty, or says what kind of deal this is in a way that must survive every
 * move (`daily:<date>`: a daily challenge's casual game, never ranked).
 * Each token is sealed with its own AES key, derived by HKDF-SHA256 from the key ring's
 * master key and the token's random salt, so no master key ever reaches GCM's limit of
 * 2^32 random nonces per key, however many tokens it seals. The header is the GCM
 * additional data, so a token bound to one game or key cannot be relabelled; it is
 * readable so that the refusal can say why (wrong game, unknown key, old format) before
 * any decryption. Version 2 tokens (no mark) are still read; version 1 tokens (one key, no
 * salt) are refused as an old format.
 */
export const TOKEN_VERSION = 3;
const UNMARKED_VERSION = 2;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_INFO = new TextEncoder().encode("patience-api state token v2");

/** Every way a token can be refused, each with its own problem code. */
export const TOKEN_ERRORS = [
  "state_malformed",
  "state_version_unsupported",
  "state_wrong_game",
  "state_unknown_key",
  "state_tampered",
] as const;
export type TokenError = (typeof TOKEN_ERRORS)[number];

type MasterKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export interface KeyRing {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, MasterKey>;
}

/** Development key: used only with the development switch and no STATE_KEYS secret. */
const DEV_KEY_ID = "dev";
const DEV_KEY_SEED = "patience-api local development key: never used when STATE_KEYS is set";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ringCache = new Map<string, Promise<KeyRing>>();

const importMaster = (raw: ArrayBuffer | Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey"]);

const tokenKey = (master: MasterKey, salt: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: HKDF_INFO },
    master,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );

async function buildRing(env: Bindings): Promise<KeyRing> {
  if (!env.STATE_KEYS) {
    if (!devSecretsAllowed(env)) throw notConfigured("STATE_KEYS is not set");
    const raw = await crypto.subtle.digest("SHA-256", encoder.encode(DEV_KEY_SEED));
    return { currentId: DEV_KEY_ID, keys: new Map([[DEV_KEY_ID, await importMaster(raw)]]) };
  }
  let entries: [string, unknown][];
  try {
    entries = Object.entries(JSON.parse(env.STATE_KEYS) as Record<string, unknown>);
  } catch {
    throw notConfigured("STATE_KEYS is not a JSON object");
  }
  const keys = new Map<string, MasterKey>();
  for (const [id, secret] of entries) {
    let raw: Uint8Array<ArrayBuffer> | undefined;
    try {
      raw = typeof secret === "string" ? base64ToBytes(secret) : undefined;
    } catch {
      raw = undefined;
    }
    if (raw?.length !== 32 || !/^[A-Za-z0-9_-]{1,16}$/.test(id)) {
      throw notConfigured(
        `STATE_KEYS: key "${id.slice(0, 16)}" must be base64 of 32 bytes, its id 1-16 of [A-Za-z0-9_-]`,
      );
    }
    keys.set(id, await importMaster(raw));
  }
  // With several keys, which one seals must be said: guessing could seal with a retired key.
  const currentId = env.STATE_KEY_ID ?? (entries.length === 1 ? entries[0]![0] : undefined);
  if (currentId === undefined) throw notConfigured("STATE_KEYS has several keys: set STATE_KEY_ID");
  if (!keys.has(currentId)) throw notConfigured("STATE_KEY_ID names no key of STATE_KEYS");
  return { currentId, keys };
}

/** The key ring for these bindings, imported once per isolate; a misconfiguration is a 503. */
export function keyRing(env: Bindings): Promise<KeyRing> {
  const cacheKey = `${env.STATE_KEYS ?? ""}\u0000${env.STATE_KEY_ID ?? ""}\u0000${env.DEV_SECRETS ?? ""}`;
  let ring = ringCache.get(cacheKey);
  if (!ring) {
    ring = buildRing(env);
    ringCache.set(cacheKey, ring);
    ring.catch(() => ringCache.delete(cacheKey));
  }
  return ring;
}

function header(game: string, keyId: string, mark: string): Uint8Array<ArrayBuffer> {
  const g = encoder.encode(game);
  const k = encoder.encode(keyId);
  const m = encoder.encode(mark);
  return Uint8Array.from([TOKEN_VERSION, g.length, ...g, k.length, ...k, m.length, ...m]);
}

export async function sealState(
  ring: KeyRing,
  game: string,
  payload: Uint8Array,
  mark = "",
): Promise<string> {
  if (encoder.encode(mark).length > 255) throw new Error("token mark longer than 255 bytes");
  const head = header(game, ring.currentId, mark);
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await tokenKey(ring.keys.get(ring.currentId)!, salt);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: head }, key, payload.slice()),
  );
  const token = new Uint8Array(head.length + SALT_BYTES + IV_BYTES + sealed.length);
  token.set(head, 0);
  token.set(salt, head.length);
  token.set(iv, head.length + SALT_BYTES);
  token.set(sealed, head.length + SALT_BYTES + IV_BYTES);
  return toBase64Url(token);
}

/** A token's payload, opened. */
export async function openState(
  ring: KeyRing,
  game: string,
  token: string,
): Promise<Result<Uint8Array, TokenError>> {
  const opened = await openMarkedState(ring, game, token);
  return opened.ok ? ok(opened.value.payload) : opened;
}

/** A token's payload and its mark ("" for none). */
export async function openMarkedState(
  ring: KeyRing,
  game: string,
  token: string,
): Promise<Result<{ payload: Uint8Array; mark: string }, TokenError>> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length < 2) return fail("state_malformed");
  const version = bytes[0]!;
  // An earlier format of ours is "no longer read"; any other first byte is not a token of ours.
  if (version !== TOKEN_VERSION && version !== UNMARKED_VERSION) {
    return fail(version >= 1 && version < TOKEN_VERSION ? "state_version_unsupported" : "state_malformed");
  }
  const gameLength = bytes[1]!;
  const keyIdAt = 2 + gameLength;
  if (bytes.length < keyIdAt + 1) return fail("state_malformed");
  const keyIdLength = bytes[keyIdAt]!;
  const markAt = keyIdAt + 1 + keyIdLength;
  if (version === TOKEN_VERSION && bytes.length < markAt + 1) return fail("state_malformed");
  const saltAt = version === TOKEN_VERSION ? markAt + 1 + bytes[markAt]! : markAt;
  const ivAt = saltAt + SALT_BYTES;
  if (bytes.length < ivAt + IV_BYTES + TAG_BYTES) return fail("state_malformed");
  if (decoder.decode(bytes.subarray(2, keyIdAt)) !== game) return fail("state_wrong_game");
  const master = ring.keys.get(decoder.decode(bytes.subarray(keyIdAt + 1, markAt)));
  if (!master) return fail("state_unknown_key");
  try {
    const key = await tokenKey(master, bytes.slice(saltAt, ivAt));
    const plain = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: bytes.subarray(ivAt, ivAt + IV_BYTES),
        additionalData: bytes.subarray(0, saltAt),
      },
      key,
      bytes.subarray(ivAt + IV_BYTES),
    );
    const mark = version === TOKEN_VERSION ? decoder.decode(bytes.subarray(markAt + 1, saltAt)) : "";
    return ok({ payload: new Uint8Array(plain), mark });
  } catch {
    return fail("state_tampered");
  }
}
