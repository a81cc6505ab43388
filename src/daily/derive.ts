/**
 * The deal of a date: scheme `patience-daily/v1`, a keyed generator anyone holding the secret
 * can re-implement from this comment alone (test/unit/daily/derive.test.ts does, with
 * node:crypto). Never an Aisleriot deal number: those 32-bit seeds can be recovered from
 * Wall's face-up cards, this has the full entropy of the secret.
 *
 *   S          the UTF-8 bytes of the secret (`DAILY_SECRET`, not empty)
 *   H(K, m)    HMAC-SHA256 with key K over the UTF-8 bytes of the text m: 32 bytes
 *   game       the game id (`wall`, `maze`); date `YYYY-MM-DD`; numbers in decimal, no padding
 *
 *   seed_k     = H(S, "patience-daily/v1/<game>/<date>/<k>")       candidate k = 0, 1, 2, …
 *   block_i    = H(seed_k, "block/<i>")                             i = 0, 1, 2, …
 *   w_0, w_1 … = block_0 ‖ block_1 ‖ …, read as big-endian uint32 words (8 per block)
 *
 *   Shuffle (Fisher–Yates with rejection, `secureShuffle` in src/play/random-deal.ts): p is the
 *   game's pack in Aisleriot's unshuffled order (`engine.pack`, n cards: Wall 102, Maze 52).
 *   Words w_0 … w_{n−2} are drawn first, one per step; r = n − 1 is the next unused word.
 *   For i = n − 1 down to 1: m = i + 1, limit = 2^32 − (2^32 mod m), w = w_{n−1−i};
 *   while w ≥ limit: w = w_r, r = r + 1 (a rejected word is replaced by the next unused one);
 *   j = w mod m; swap p[i] and p[j]. Then p is the pack in dealing order, top card first, as
 *   `engine.dealFrom(p)` deals it.
 *
 *   The date's deal is candidate k for the first k whose deal the hint policy plays to a win
 *   within 1,000 moves (`proveByHint`: each move is `engine.hint(engine.view(state))`): where
 *   cards are hidden (Wall) a player who does not know them can win it, and anyone who
 *   follows the hints finishes it. That line is the proof, except in a game that shows every
 *   card (Maze), where the solver's winning line within PROOF_NODES positions
 *   (`proveBySolver`) is the proof when it is shorter (it is on most dates), so neither the
 *   hints nor the solve route beat par. The proof's length is the par. Which k wins and which
 *   line depend on the code that prepared it, so a prepared challenge is stored with its k
 *   and proof, never re-derived.
 *
 *   salt       = base64url without padding of H(S, "patience-daily/v1/<game>/<date>/salt")
 *   commitment = lowercase hex SHA-256 of the UTF-8 text
 *                "patience-daily/v1|<game>|<date>|<salt>|<canonical JSON of the layout>"
 *                (the layout is `engine.toLayout` of the starting state; canonical JSON is
 *                `canonicalJson` below: object keys sorted, no whitespace)
 *
 * The commitment is published while the date is open; once it closes, the layout, the salt
 * and the proof are revealed, and anyone can check the hash and replay the win. The salt keeps
 * the hash from being checked against guessed layouts before then.
 */
import { cardCode, type Card } from "../cards/index.ts";
import { MAX_SOLVE_NODES, type AnyGameEngine } from "../engine/index.ts";
import { engineOf, isGameId, type GameId } from "../games/registry.ts";
import { toBase64Url } from "../play/base64.ts";
import { secureShuffle, type RandomWords } from "../play/random-deal.ts";
import { parseIsoDate, type IsoDate } from "./calendar.ts";

export const DAILY_SCHEME = "patience-daily/v1";

/** The hint policy's longest proof; longer games are not taken as proven (part of the scheme). */
export const PROOF_MAX_MOVES = 1000;

/**
 * The solver's budget for a proof, in positions: the solve route's largest. Maze deals take
 * ~20 ms at the median (the solver stops polishing long before the budget).
 */
export const PROOF_NODES = MAX_SOLVE_NODES;

/** Candidates tried before giving up: about 5 are needed for Wall, 1 for Maze (bench daily). */
const MAX_CANDIDATES = 200;

export interface PreparedChallenge {
  readonly scheme: typeof DAILY_SCHEME;
  readonly game: GameId;
  readonly date: IsoDate;
  /** The k of the deal taken; `tried` = candidate + 1. */
  readonly candidate: number;
  readonly tried: number;
  /** `engine.toLayout` of the starting state: what the commitment hashes, revealed at close. */
  readonly layout: unknown;
  /** The shuffled pack as card codes, in dealing order. */
  readonly pack: string[];
  /** `engine.encode` of the starting state, to seal or store. */
  readonly initial: Uint8Array;
  /** The hint policy's winning line, moves as JSON; `par` is its length. */
  readonly proof: unknown[];
  readonly par: number;
  readonly salt: string;
  readonly commitment: string;
}

const encoder = new TextEncoder();

const hmacKey = (bytes: Uint8Array): Promise<CryptoKey> =>
  crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);

const hmac = async (key: CryptoKey, message: string): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));

/** The secret as an HMAC-SHA256 key (H(S, ·) above); Web Crypto refuses empty HMAC keys. */
export function dailyKey(secret: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new Error("the daily secret is empty");
  return hmacKey(encoder.encode(secret));
}

/** "patience-daily/v1/<game>/<date>/<tail>"; a bad game or date is a programmer error. */
function label(game: GameId, date: IsoDate, tail: string | number): string {
  if (!isGameId(game) || parseIsoDate(date) !== date) throw new Error(`no daily challenge: ${game} ${date}`);
  return `${DAILY_SCHEME}/${game}/${date}/${tail}`;
}

/** The first `count` words (or a few more: whole blocks) of the stream of `seed`. */
async function streamWords(seed: CryptoKey, count: number): Promise<Uint32Array> {
  const blocks = await Promise.all(
    Array.from({ length: Math.ceil(count / 8) }, (_, i) => hmac(seed, `block/${i}`)),
  );
  const words = new Uint32Array(blocks.length * 8);
  blocks.forEach((block, b) => {
    const data = new DataView(block.buffer);
    for (let w = 0; w < 8; w++) words[b * 8 + w] = data.getUint32(w * 4); // big-endian
  });
  return words;
}

const EXHAUSTED = new Error("word stream prefix exhausted");

/**
 * The scheme's shuffle of `items` from a 32-byte seed. Web Crypto is asynchronous and the
 * shuffle synchronous, so a prefix of the stream is computed first (one spare block covers
 * rejections, which are rare: about n/2^32 per word); should it run out, a prefix twice as
 * long gives the same words in the same order, hence the same shuffle. `firstWords` is for
 * tests of that path.
 */
export async function keyedShuffle<T>(
  items: readonly T[],
  seed: Uint8Array,
  firstWords = items.length + 7,
): Promise<T[]> {
  const key = await hmacKey(seed);
  for (let count = Math.max(8, firstWords); ; count *= 2) {
    const words = await streamWords(key, count);
    let next = 0;
    const read: RandomWords = (n) => {
      if (next + n > words.length) throw EXHAUSTED;
      next += n;
      return words.slice(next - n, next);
    };
    try {
      return secureShuffle(items, read);
    } catch (error) {
      if (error !== EXHAUSTED) throw error;
    }
  }
}

/** Candidate k of (game, date): its shuffled pack and the state the engine deals from it. */
export async function candidateDeal(
  key: CryptoKey,
  game: GameId,
  date: IsoDate,
  k: number,
): Promise<{ pack: Card[]; state: unknown }> {
  const engine = engineOf(game);
  const pack = await keyedShuffle(engine.pack, await hmac(key, label(game, date, k)));
  const dealt = engine.dealFrom(pack);
  // A shuffle of the engine's own pack is always a pack it deals.
  if (!dealt.ok) throw new Error(`${game}: a shuffle of its pack was refused`);
  return { pack, state: dealt.value };
}

export async function challengeSalt(key: CryptoKey, game: GameId, date: IsoDate): Promise<string> {
  return toBase64Url(await hmac(key, label(game, date, "salt")));
}

/**
 * JSON with object keys sorted (by UTF-16 code units, as RFC 8785) at every depth and no
 * whitespace: one byte string per layout, whatever order its keys were built in. Strings and
 * numbers are written as JSON.stringify writes them, which is RFC 8785's rule; anything that
 * is not plain JSON data (undefined, NaN, a Date, a Map) is a programmer error.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" && Number.isFinite(value)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(",")}}`;
  }
  throw new Error(`canonicalJson: not plain JSON data (${typeof value})`);
}

export async function commitment(
  game: GameId,
  date: IsoDate,
  layout: unknown,
  salt: string,
): Promise<string> {
  const text = `${DAILY_SCHEME}|${game}|${date}|${salt}|${canonicalJson(layout)}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The moves the hint policy plays from `state` if they win, else null (lost, no hint, or
 * longer than `maxMoves`). The hint sees only the public view: for Wall that makes the deal
 * winnable by fair play, not only by someone who knows the hidden cards; in Maze every card
 * is visible and the hint is the planner's line.
 */
export function proveByHint(
  engine: AnyGameEngine,
  state: unknown,
  maxMoves = PROOF_MAX_MOVES,
): unknown[] | null {
  const moves: unknown[] = [];
  let current = state;
  while (engine.status(current) === "playing") {
    if (moves.length >= maxMoves) return null;
    const { move } = engine.hint(engine.view(current));
    if (move === null) return null;
    const applied = engine.applyMove(current, move);
    // The hint proposes legal moves only: a refusal is a bug in the engine.
    if (!applied.ok) throw new Error(`${engine.id}: the hint's move was refused (${applied.error.code})`);
    moves.push(move);
    current = applied.value.state;
  }
  return engine.status(current) === "won" ? moves : null;
}

/**
 * The solver's winning line from `state`, or null (unwinnable, or unknown within `nodes`).
 * Only for a game that shows every card: the solver reads the whole state.
 */
export function proveBySolver(engine: AnyGameEngine, state: unknown, nodes = PROOF_NODES): unknown[] | null {
  if (engine.hasHiddenCards) throw new Error(`${engine.id}: no proof by solver`);
  const solution = engine.solve(state, { nodes });
  return solution.verdict === "winnable" && solution.line ? [...solution.line] : null;
}

/**
 * The challenge of (game, date): candidates k = 0, 1, 2… until the hint policy wins one;
 * where no card is hidden, the solver's line is the proof when it is shorter.
 * The same secret, game and date always give the same challenge. No winnable candidate in
 * `maxCandidates` is a broken engine or secret, not a refusal: it throws.
 */
export async function prepareChallenge(
  secret: string,
  game: GameId,
  date: IsoDate,
  options: { maxCandidates?: number } = {},
): Promise<PreparedChallenge> {
  const engine = engineOf(game);
  const key = await dailyKey(secret);
  const maxCandidates = options.maxCandidates ?? MAX_CANDIDATES;
  for (let k = 0; k < maxCandidates; k++) {
    const { pack, state } = await candidateDeal(key, game, date, k);
    const byHint = proveByHint(engine, state);
    if (byHint === null) continue;
    const bySolver = engine.hasHiddenCards ? null : proveBySolver(engine, state);
    const proof = bySolver !== null && bySolver.length < byHint.length ? bySolver : byHint;
    const layout = engine.toLayout(state);
    const salt = await challengeSalt(key, game, date);
    return {
      scheme: DAILY_SCHEME,
      game,
      date,
      candidate: k,
      tried: k + 1,
      layout,
      pack: pack.map(cardCode),
      initial: engine.encode(state),
      proof,
      par: proof.length,
      salt,
      commitment: await commitment(game, date, layout, salt),
    };
  }
  throw new Error(`${game} ${date}: no candidate of ${maxCandidates} proven winnable`);
}
