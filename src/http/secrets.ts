import type { Bindings } from "../env.ts";
import { ProblemError } from "./problem.ts";

/**
 * Secrets fail closed. Without them the Worker refuses what needs them with a 503
 * `server_not_configured` (the reason goes to the operator's log, never to the caller),
 * unless the development switch `DEV_SECRETS=on` is set: `npm start` and the tests set it,
 * nothing deployed does (`npm run deploy` refuses to deploy it or without the secrets).
 */
export const devSecretsAllowed = (env: Pick<Bindings, "DEV_SECRETS">): boolean => env.DEV_SECRETS === "on";

/** A missing or malformed secret: logged for the operator, a 503 for the caller. */
export function notConfigured(reason: string): ProblemError {
  console.error("server not configured:", reason);
  return new ProblemError("server_not_configured");
}
