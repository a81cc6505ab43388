import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/http/app.ts";
import {
  fromBase64Url,
  keyRing,
  openState,
  sealState,
  toBase64Url,
  TOKEN_VERSION,
} from "../../src/http/state-token.ts";
import { deal, post, type GameJson } from "./helpers.ts";

/*
 * A state token is [version][game id length][game id][key id length][key id][mark length][mark]
 * [salt][IV][sealed],
 * and the header (everything before the salt) is AES-GCM additional data (state-token.ts).
 * Most header changes are refused by the readable checks before decryption (wrong game,
 * unknown key, old format); the binding is what refuses the ones that pass those checks:
 * a token relabelled to another game, or to another key id that holds the same key. Those
 * are the tests below that would pass (wrongly) if the binding were dropped.
 */

const TOKEN_CODES = [
  "state_malformed",
  "state_version_unsupported",
  "state_wrong_game",
  "state_unknown_key",
  "state_tampered",
];

type Ring = Parameters<typeof openState>[0];

type Opened = Awaited<ReturnType<typeof openState>>;
/** The refusal code of an openState result, or "ok". */
const codeOf = (result: Opened): string => (result.ok ? "ok" : result.error.code);
/** The opened payload, if any. */
const payloadOf = (result: Opened): Uint8Array | undefined => (result.ok ? result.value : undefined);

/** Header offsets, read the way openState reads them. */
function headerOf(bytes: Uint8Array) {
  const gameLength = bytes[1]!;
  const keyIdAt = 2 + gameLength;
  const keyIdLength = bytes[keyIdAt]!;
  const markAt = keyIdAt + 1 + keyIdLength;
  const text = (from: number, to: number) => new TextDecoder().decode(bytes.subarray(from, to));
  return {
    version: bytes[0]!,
    gameAt: 2,
    game: text(2, keyIdAt),
    keyIdAt,
    keyId: text(keyIdAt + 1, markAt),
    markAt,
    mark: text(markAt + 1, markAt + 1 + bytes[markAt]!),
    length: markAt + 1 + bytes[markAt]!,
  };
}

/** Another character of the same class, so the header still parses (a→b, z→a, 9→0). */
function otherChar(byte: number): number {
  const ranges: [number, number][] = [
    [0x61, 0x7a],
    [0x41, 0x5a],
    [0x30, 0x39],
  ];
  for (const [lo, hi] of ranges) if (byte >= lo && byte <= hi) return byte === hi ? lo : byte + 1;
  return byte ^ 1;
}

function withBytes(token: string, change: (bytes: Uint8Array) => void): string {
  const bytes = fromBase64Url(token)!;
  change(bytes);
  return toBase64Url(bytes);
}

function relabel(token: string, at: number, text: string): string {
  return withBytes(token, (bytes) => bytes.set(new TextEncoder().encode(text), at));
}

async function expectTokenRefusal(res: Response, code?: string) {
  const text = await res.text();
  expect(res.status, text).toBeGreaterThanOrEqual(400);
  expect(res.status, text).toBeLessThan(500);
  expect(res.headers.get("Content-Type")).toBe("application/problem+json");
  const body = JSON.parse(text) as { code: string };
  if (code) expect(body.code, text).toBe(code);
  else expect(TOKEN_CODES, text).toContain(body.code);
}

describe("every byte of a token's header is checked", () => {
  it("a change to any one header byte is refused over HTTP: a 4xx problem, never 200 or 5xx", async () => {
    const game = await deal("maze", { deal: 1 });
    const move = game.legalMoves[0];
    // The genuine token plays: the refusals below are about the header alone.
    expect((await post("/v1/games/maze/moves", { state: game.state, move })).status).toBe(200);

    const head = headerOf(fromBase64Url(game.state)!);
    expect(head).toMatchObject({ version: TOKEN_VERSION, game: "maze" });
    for (let at = 0; at < head.length; at++) {
      const isText = (at >= head.gameAt && at < head.keyIdAt) || (at > head.keyIdAt && at < head.markAt);
      // The version and the two lengths are numbers: try one more and one less (a length
      // change cannot keep the header parseable; the code is then whichever check fails first).
      const variants = isText ? [otherChar] : [(b: number) => (b + 1) & 0xff, (b: number) => (b - 1) & 0xff];
      for (const change of variants) {
        const forged = withBytes(game.state, (bytes) => (bytes[at] = change(bytes[at]!)));
        const res = await post("/v1/games/maze/moves", { state: forged, move });
        const version = fromBase64Url(forged)![0]!;
        // Version 2 (no mark) is still read: the header then ends a byte early, and the
        // binding refuses it (whichever code the first failing check gives).
        const expected =
          at === 0
            ? version === 2
              ? undefined
              : version < TOKEN_VERSION
                ? "state_version_unsupported"
                : "state_malformed"
            : !isText
              ? undefined
              : at < head.keyIdAt
                ? "state_wrong_game"
                : "state_unknown_key";
        await expectTokenRefusal(res, expected);
      }
    }
  });

  it("a Maze token relabelled as Wall is refused as state_tampered (the binding, not the game check)", async () => {
    const game = await deal("maze", { deal: 1 });
    const head = headerOf(fromBase64Url(game.state)!);
    // "wall" and "maze" have the same length, so the relabelled header parses and names the route's game.
    const forged = relabel(game.state, head.gameAt, "wall");
    const res = await post("/v1/games/wall/moves", { state: forged, move: { type: "deal" } });
    await expectTokenRefusal(res, "state_tampered");
  });

  it("a token relabelled to another key id holding the same key is refused as state_tampered", async () => {
    // Two key ids, one key: without the binding, the relabelled token would decrypt and play.
    const key = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));
    const twoIds = { STATE_KEYS: JSON.stringify({ ka: key, kb: key }), STATE_KEY_ID: "ka" };
    const app = createApp();
    const request = (body: unknown): RequestInit => ({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const res = await app.request("/v1/games/maze/deals", request({ deal: 1 }), twoIds);
    expect(res.status).toBe(201);
    const game = (await res.json()) as GameJson;
    const head = headerOf(fromBase64Url(game.state)!);
    expect(head.keyId).toBe("ka");
    const move = game.legalMoves[0];
    const genuine = await app.request("/v1/games/maze/moves", request({ state: game.state, move }), twoIds);
    expect(genuine.status).toBe(200);
    const forged = relabel(game.state, head.keyIdAt + 1, "kb");
    await expectTokenRefusal(
      await app.request("/v1/games/maze/moves", request({ state: forged, move }), twoIds),
      "state_tampered",
    );
  });
});

describe("openState checks the header as additional data", () => {
  const payload = Uint8Array.from([3, 1, 4, 1, 5, 9, 2, 6]);

  it("a token sealed for maze and relabelled wall does not open for wall: state_tampered", async () => {
    const ring = await keyRing(env as unknown as Parameters<typeof keyRing>[0]);
    const token = await sealState(ring, "maze", payload);
    const head = headerOf(fromBase64Url(token)!);
    expect(head).toMatchObject({ game: "maze", keyId: "dev" });
    expect(payloadOf(await openState(ring, "maze", token))).toEqual(payload);

    const forged = relabel(token, head.gameAt, "wall");
    expect(headerOf(fromBase64Url(forged)!)).toMatchObject({ game: "wall", keyId: "dev" });
    expect(codeOf(await openState(ring, "wall", forged))).toBe("state_tampered");
    // The readable check still answers first for the game it names.
    expect(codeOf(await openState(ring, "maze", forged))).toBe("state_wrong_game");
  });

  it("a token relabelled to another key id with the same key does not open: state_tampered", async () => {
    const raw = new Uint8Array(32).fill(9);
    const master = await crypto.subtle.importKey("raw", raw, "HKDF", false, ["deriveKey"]);
    const keys = new Map([
      ["ka", master],
      ["kb", master],
    ]);
    const ringA: Ring = { currentId: "ka", keys };
    const ringB: Ring = { currentId: "kb", keys };
    // Both ids open their own tokens: the key is the same, only the label differs.
    expect(payloadOf(await openState(ringA, "maze", await sealState(ringB, "maze", payload)))).toEqual(
      payload,
    );

    const token = await sealState(ringA, "maze", payload);
    const forged = relabel(token, headerOf(fromBase64Url(token)!).keyIdAt + 1, "kb");
    expect(headerOf(fromBase64Url(forged)!).keyId).toBe("kb");
    expect(codeOf(await openState(ringA, "maze", forged))).toBe("state_tampered");
  });
});

describe("one spelling per token", () => {
  it("a token whose unused last bits are set is refused (not another spelling of the same bytes)", async () => {
    const game = await deal("maze", { deal: 1 });
    const bytes = fromBase64Url(game.state)!;
    // Base64url of n bytes leaves unused bits in its last character when n % 3 is not 0.
    expect(bytes.length % 3).not.toBe(0);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = game.state.at(-1)!;
    const sameBytes = [...alphabet]
      .map((ch) => game.state.slice(0, -1) + ch)
      .filter((text) => text !== game.state && fromBase64Url(text) === undefined);
    expect(sameBytes.length).toBeGreaterThan(0);
    const other = sameBytes.find((text) => {
      const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
      return (
        atob(padded) ===
        atob(game.state.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((game.state.length + 3) % 4))
      );
    });
    expect(other, `another spelling of ${last}`).toBeDefined();
    const res = await post("/v1/games/maze/moves", { state: other, move: game.legalMoves[0] });
    expect(res.status).toBe(400);
  });
});
