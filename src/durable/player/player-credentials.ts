import { fail, ok } from "../../engine/index.ts";
import { fromBase64Url, toBase64Url } from "../../play/base64.ts";
import type { Bindings } from "../../env.ts";
import { players } from "../clients.ts";
import { ownerHash as tokenHash } from "../owner-token.ts";
import type { AuthenticatedPlayer, CreatedPlayer, PlayerOutcome } from "./player-types.ts";

// A player's credentials, as every façade (HTTP, MCP) makes and checks them. A player token is
// `<id>.<secret>`: the id finds the player's object, which keeps only the token's SHA-256.

export const PLAYER_ID_BYTES = 16;
export const PLAYER_SECRET_BYTES = 32;

/** Whether `id` is one this server makes (anything else is simply unknown). */
export const isPlayerId = (id: string): boolean => fromBase64Url(id)?.length === PLAYER_ID_BYTES;

/** A new player's id and secret: random, or derived (an Idempotency-Key's) when given. */
export interface PlayerIds {
  readonly id: string;
  readonly secret: string;
}

export const randomPlayerIds = (): PlayerIds => {
  const random = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
  return { id: random(PLAYER_ID_BYTES), secret: random(PLAYER_SECRET_BYTES) };
};

/** Makes the player; its token (`<id>.<secret>`) comes back with it, shown once. */
export async function createPlayer(
  env: Pick<Bindings, "PLAYERS">,
  name: string,
  now: number,
  { id, secret }: PlayerIds = randomPlayerIds(),
): Promise<PlayerOutcome<CreatedPlayer & { readonly token: string }>> {
  const token = `${id}.${secret}`;
  const created = await players(env)
    .byId(id)
    .create({ id, name, tokenHash: await tokenHash(token), now });
  return created.ok ? ok({ ...created.value, token }) : created;
}

/**
 * The player a token names, if it is that player's: invalid_player_token for anything else
 * (not a token's shape, another player's, a player that is not there), compared in constant time
 * by the player's object. With `before` (a challenge's date), its finished dailies of earlier
 * dates too, in the same call.
 */
export async function playerOfToken(
  env: Pick<Bindings, "PLAYERS">,
  token: string,
  before?: string,
): Promise<PlayerOutcome<AuthenticatedPlayer>> {
  const invalid = fail("invalid_player_token");
  const [id = "", secret = "", ...rest] = token.split(".");
  if (rest.length > 0 || !isPlayerId(id) || fromBase64Url(secret)?.length !== PLAYER_SECRET_BYTES)
    return invalid;
  const outcome = await players(env)
    .byId(id)
    .authenticate(await tokenHash(token), before);
  return !outcome.ok && outcome.error.code === "unknown_player" ? invalid : outcome;
}

/**
 * A keyed creation asked again (`ids` derived from its key): the player and its token as the
 * first reply gave them, a refusal (another name under the key), or null when no player was
 * made under the key yet. Asked before the client is charged anything.
 */
export async function replayedPlayer(
  env: Pick<Bindings, "PLAYERS">,
  nameText: string,
  now: number,
  { id, secret }: PlayerIds,
): Promise<PlayerOutcome<CreatedPlayer & { readonly token: string }> | null> {
  const token = `${id}.${secret}`;
  const earlier = await players(env)
    .byId(id)
    .createdBefore({ id, name: nameText, tokenHash: await tokenHash(token), now });
  if (earlier === null) return null;
  return earlier.ok ? ok({ ...earlier.value, token }) : earlier;
}
