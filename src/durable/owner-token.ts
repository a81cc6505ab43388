import { toBase64Url } from "../play/base64.ts";

/** A new owner token (256 random bits, shown once) and the hash that is all a game keeps of it. */
export async function newOwnerToken(): Promise<{ token: string; hash: Uint8Array }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await ownerHash(token) };
}

export async function ownerHash(token: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** Constant time in the contents: the time taken does not tell how many bytes matched. */
export const sameHash = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && crypto.subtle.timingSafeEqual(a, b);
