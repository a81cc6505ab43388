import { z } from "@hono/zod-openapi";
import { toBase64Url } from "../play/base64.ts";

// Creating a stored game, a player or a ranked entry shows a credential once (owner or player
// token; only its hash is kept). A client that lost the reply would hold a game nobody can
// play. With an Idempotency-Key the creation can be retried: the object and the credential
// are derived from the key, so the retry reaches the same object and gets the same credential.

/** At least 128 bits when random: the key stands for the credential it derives. */
const MIN_KEY_LENGTH = 22;

export const CreationKeyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .min(MIN_KEY_LENGTH)
    .max(255)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: `Optional: a retry with the same key and body gets the first reply again, with the same token, instead of creating another (another body under the key: 422 idempotency_key_reused). The key stands for the token it returns, so it must be a secret as hard to guess as one: at least ${MIN_KEY_LENGTH} characters of at least 128 random bits, such as a UUID v4.`,
      example: "0b6f3c9e-5a7d-4c1e-9f2a-8d4b7e6a1c3f",
    }),
});

/**
 * A value derived from a creation key for one purpose (an object's name, a token, an id):
 * the first `bytes` bytes of SHA-256, base64url.
 */
export async function fromCreationKey(purpose: string, key: string, bytes = 32): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${purpose}\n${key}`));
  return toBase64Url(new Uint8Array(digest, 0, bytes));
}
