// Base64 for the façades' secrets and tokens (Web platform `atob`/`btoa`, no Node Buffer).

/** Standard base64 (secrets as `wrangler secret put` takes them) to bytes; throws on bad text. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** URL-safe base64 without padding: tokens travel in JSON, paths and query strings as they are. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of URL-safe base64, or undefined; one spelling per byte string (unused bits zero). */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bytes = base64ToBytes(padded);
  return toBase64Url(bytes) === text ? bytes : undefined;
}
