/** Bindings and secrets of the Worker (wrangler.toml, `wrangler secret put`). */
export interface Bindings {
  /** JSON object `{ "<key id>": "<base64 AES-256 key>" }`; absent in local development. */
  STATE_KEYS?: string;
  /** Which key of STATE_KEYS seals new tokens. */
  STATE_KEY_ID?: string;
}

export interface AppEnv {
  Bindings: Bindings;
}
