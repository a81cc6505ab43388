import { describe, expect, it } from "vitest";
import { boardCursor } from "../../../src/daily/board-cursor.ts";
import { fromBase64Url, toBase64Url } from "../../../src/play/base64.ts";

// The leaderboard's cursors: signed for one board under the server's secret, one spelling per
// position. A cursor built from public fields, altered, or another board's is refused.

const SECRET = "a server secret";
const BOARD = "maze/2027-08-03";
const AT = { rank: 4, key: `0000001000080000000000000000000001800000000000p000003` };

const parts = async () => (await boardCursor.encode(SECRET, BOARD, AT)).split(".") as [string, string];
const text = (bytes: string) => toBase64Url(new TextEncoder().encode(bytes));

describe("board cursors", () => {
  it("read back as the position they were given for, and each position has one spelling", async () => {
    const cursor = await boardCursor.encode(SECRET, BOARD, AT);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(await boardCursor.decode(SECRET, BOARD, cursor)).toEqual(AT);
    expect(await boardCursor.encode(SECRET, BOARD, AT)).toBe(cursor);
  });

  it("refuses a cursor forged from public fields, as the unsigned codec wrote them", async () => {
    const unsigned = text(`${AT.rank}.${AT.key}`);
    expect(await boardCursor.decode(SECRET, BOARD, unsigned)).toBeNull();
    const [, tag] = await parts();
    // Another rank under the real position's tag: the rank is signed too.
    expect(await boardCursor.decode(SECRET, BOARD, `${text(`1.${AT.key}`)}.${tag}`)).toBeNull();
  });

  it("refuses an altered tag, another board's cursor, and another secret's", async () => {
    const [body, tag] = await parts();
    const flipped = fromBase64Url(tag)!;
    flipped[0]! ^= 1;
    expect(await boardCursor.decode(SECRET, BOARD, `${body}.${toBase64Url(flipped)}`)).toBeNull();
    const cursor = `${body}.${tag}`;
    expect(await boardCursor.decode(SECRET, "maze/2027-08-04", cursor)).toBeNull();
    expect(await boardCursor.decode(SECRET, "wall/2027-08-03", cursor)).toBeNull();
    expect(await boardCursor.decode("another secret", BOARD, cursor)).toBeNull();
  });

  it("refuses a second spelling of a signed position (cache keys cannot be multiplied)", async () => {
    const [body, tag] = await parts();
    // The tag's last character carries unused bits: another letter decodes to the same bytes
    // in a lax decoder.
    const last = tag.at(-1)!;
    const twin = tag.slice(0, -1) + (last === "A" ? "B" : String.fromCharCode(last.charCodeAt(0) ^ 1));
    expect(await boardCursor.decode(SECRET, BOARD, `${body}.${twin}`)).toBeNull();
    for (const variant of [
      `${body}.${tag}=`,
      `${body}.${tag}.`,
      `${body}=.${tag}`,
      ` ${body}.${tag}`,
      `${body}`,
    ]) {
      expect(await boardCursor.decode(SECRET, BOARD, variant), variant).toBeNull();
    }
  });

  it("refuses garbage without throwing", async () => {
    for (const garbage of ["", ".", "bm90LWEtY3Vyc29y", "a.b", "%%%.%%%", "😀.😀", "x".repeat(300)]) {
      expect(await boardCursor.decode(SECRET, BOARD, garbage), garbage).toBeNull();
    }
  });
});
