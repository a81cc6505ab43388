import { z } from "@hono/zod-openapi";
import { toBase64Url } from "../play/base64.ts";
import { ProblemError } from "./problem.ts";

// Creating a stored game, a player or a ranked entry shows a credential once (owner or player
// token; only its hash is kept). A client that lost the reply would hold a game nobody can
// play. With an Idempotency-Key the creation can be retried: the object and the credential
// are derived from the key and the client that sent it (its client key), so the client's
// retry reaches the same object and gets the same credential, and the same key from another
// client derives another object (a creation of its own), never the first client's token.

/** At least 128 bits when random: the key stands for the credential it derives. */
export const MIN_KEY_LENGTH = 22;
/**
 * Different characters a key must have: a random key of MIN_KEY_LENGTH has many more (a UUID v4
 * has fewer about once in 2·10^9), a key made by hand ("retry-retry-retry-retry", a counter
 * padded with zeros) has few, and would be another client's key too.
 */
export const MIN_KEY_CHARACTERS = 8;

const RULE = `at least ${MIN_KEY_LENGTH} characters, at least ${MIN_KEY_CHARACTERS} of them different`;

export const CreationKeyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .max(255)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: `Optional: a retry with the same key and body from the same client (address, IPv6 /64) gets the first reply again, with the same token, instead of creating another (another body under the key: 422 idempotency_key_reused); a retry is recognised before any quota is charged. The key is bound to the client that sent it: the same key from another client is another creation of its own, never the first one's token. The key stands for the token it returns, so it must be a secret as hard to guess as one: ${RULE} (else 400 weak_idempotency_key), of at least 128 random bits, such as a UUID v4.`,
      example: "0b6f3c9e-5a7d-4c1e-9f2a-8d4b7e6a1c3f",
    }),
});

/** Whether a key may stand for a credential: long enough, and not made of a few characters. */
export const isStrongKey = (key: string): boolean =>
  key.length >= MIN_KEY_LENGTH && new Set(key).size >= MIN_KEY_CHARACTERS;

/** The request's creation key, if it sent one: 400 weak_idempotency_key for one that cannot be unique. */
export function creationKeyOf(key: string | undefined): string | undefined {
  if (key !== undefined && !isStrongKey(key))
    throw new ProblemError("weak_idempotency_key", {
      params: { minLength: MIN_KEY_LENGTH, minCharacters: MIN_KEY_CHARACTERS },
    });
  return key;
}

/**
 * A value derived from a creation key sent by `client` (its client key) for one purpose (an
 * object's name, a token, an id): the first `bytes` bytes of SHA-256, base64url.
 */
export async function fromCreationKey(
  purpose: string,
  key: string,
  client: string,
  bytes = 32,
): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${purpose}\n${client}\n${key}`),
  );
  return toBase64Url(new Uint8Array(digest, 0, bytes));
}
