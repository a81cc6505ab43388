import type { Context } from "hono";

/**
 * Whatever follows the scheme in `Authorization: Bearer …` (trailing spaces cut), or
 * undefined without one. "Bearer <token> more" is a credential that is wrong, not a missing
 * one. One pass over the header: no pattern here may backtrack over a long run of spaces.
 */
export function bearerCredential(c: Context): string | undefined {
  return /^Bearer +(.*)$/i.exec(c.req.header("Authorization") ?? "")?.[1]!.trimEnd() || undefined;
}
