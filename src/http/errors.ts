import type { ProblemCode } from "../i18n/messages.ts";

export type { ProblemCode } from "../i18n/messages.ts";

type Status = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 426 | 429 | 500 | 503;

/**
 * The HTTP status of every problem code (its sentences are in `src/i18n/messages.ts`).
 * Codes are stable API. The engines' refusals are 422: the request was well formed, the
 * game's rules refuse it.
 */
export const ERROR_STATUS = {
  not_found: 404,
  method_not_allowed: 405,
  malformed_json: 400,
  unsupported_media_type: 415,
  validation_failed: 400,
  payload_too_large: 413,
  unknown_game: 404,
  rate_limited: 429,
  internal_error: 500,
  server_not_configured: 503,
  state_malformed: 400,
  state_version_unsupported: 400,
  state_wrong_game: 422,
  state_unknown_key: 422,
  state_tampered: 422,
  unknown_session: 404,
  missing_owner_token: 401,
  not_owner: 403,
  version_conflict: 409,
  nothing_to_undo: 409,
  nothing_to_redo: 409,
  export_unavailable: 409,
  move_limit: 409,
  game_revealed: 409,
  spectators_full: 503,
  too_many_sockets: 429,
  idempotency_key_reused: 422,
  websocket_required: 426,
  invalid_player_name: 422,
  missing_player_token: 401,
  invalid_player_token: 401,
  unknown_player: 404,
  invalid_date: 400,
  no_challenge: 404,
  challenge_not_open: 404,
  challenge_closed: 409,
  challenge_open: 409,
  already_entered: 409,
  no_entry: 404,
  undo_not_allowed: 409,
  analysis_unavailable: 409,
  owner_reveals: 403,
  hidden_cards: 422,
  invalid_move: 422,
  invalid_state: 422,
  invalid_notation: 422,
  game_over: 422,
  empty_slot: 422,
  occupied_slot: 422,
  not_exposed: 422,
  too_weak: 422,
  not_in_waste: 422,
  no_cards: 422,
  stock_empty: 422,
  no_link: 422,
  not_a_target: 422,
} as const satisfies Record<ProblemCode, Status>;
