import { describe, expect, it } from "vitest";
import { closesAt, daysFrom } from "../../src/daily/calendar.ts";
import { createApp } from "../../src/http/app.ts";
import { CLOSED_EDGE_TTL, OPEN_PICTURE_TTL } from "../../src/http/edge-cache.ts";
import {
  act,
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  playHints,
  type ChallengeJson,
  type EntryJson,
} from "./daily-helpers.ts";

// A finished daily game's share (GET /v1/sessions/{id}/share) and the preview pictures its link
// names: words and figures only, and a PNG of the right size that inflates to its rows.

const FIRST_DATE = "2026-12-01";
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

interface ShareJson {
  text: string;
  url: string;
  image: string;
  title: string;
  description: string;
}

/** The PNG's width and height (IHDR) and its pixel rows inflated, checked byte by byte on the way. */
async function decodePng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks = new Map<string, Uint8Array[]>();
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    chunks.set(type, [...(chunks.get(type) ?? []), bytes.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const header = chunks.get("IHDR")![0]!;
  const width = new DataView(header.buffer, header.byteOffset).getUint32(0);
  const height = new DataView(header.buffer, header.byteOffset).getUint32(4);
  const idat = new Blob(chunks.get("IDAT")!.map((c) => new Uint8Array(c)));
  const raw = new Uint8Array(
    await new Response(idat.stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const palette = chunks.get("PLTE")![0]!.length / 3;
  return { width, height, bitDepth: header[8], raw, palette, ended: chunks.has("IEND") };
}

describe("sharing a daily result", () => {
  it("a Wall entry played to its win shares its figures and link, no card; before its end there is none", async () => {
    const date = "2027-04-02";
    const api = clockedApi(noon(date));
    const player = await newPlayer(api, "Sharer");
    const entry = await enter(api, "wall", date, player.token);
    await expect(
      okJson(await api.get(`/v1/sessions/${entry.id}/share`), 409).then((p) => (p as { code: string }).code),
    ).resolves.toBe("share_unavailable");
    const ended = await playHints(api, entry);
    expect(ended.status).toBe("won");
    const challenge = await okJson<ChallengeJson>(await api.get(`/v1/daily/wall/${date}`));
    const share = await okJson<ShareJson>(await api.get(`/v1/sessions/${entry.id}/share`));
    const number = daysFrom(FIRST_DATE, date);
    const link = `http://api.test/play?game=wall&date=${date}&entry=${player.id}`;
    const diff = ended.moveCount - challenge.par;
    const against = diff > 0 ? `+${diff}` : diff < 0 ? `−${-diff}` : "±0";
    const hints = (ended as unknown as EntryJson & { daily: { hints: number } }).daily.hints;
    // The whole text, word for word: nothing but these figures (no card of the open deal).
    expect(share.text).toBe(
      [
        `Patience Wall #${number} · ${date}`,
        `Won in ${ended.moveCount} moves`,
        `par ${challenge.par} (${against}) · ${hints} hint${hints === 1 ? "" : "s"} · streak 1`,
        link,
      ].join("\n"),
    );
    expect(share).toMatchObject({
      url: link,
      image: `http://api.test/v1/daily/wall/${date}/entries/${player.id}/card.png`,
      title: `Patience Wall #${number} · ${date}`,
    });

    const card = await api.get(new URL(share.image).pathname);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/png");
    expect(card.headers.get("Cache-Control")).toBe(`public, max-age=${OPEN_PICTURE_TTL}`);
    const png = await decodePng(new Uint8Array(await card.arrayBuffer()));
    expect(png).toMatchObject({ width: 1200, height: 630, ended: true });
    // 4 bits a pixel: a filter byte and 600 bytes a row, each half byte a colour of the palette.
    expect(png.bitDepth).toBe(4);
    expect(png.raw.length).toBe(630 * 601);
    const filters = png.raw.filter((_, i) => i % 601 === 0);
    expect(filters.every((f) => f === 0)).toBe(true);
    const highest = png.raw.reduce((max, b, i) => (i % 601 === 0 ? max : Math.max(max, b >> 4, b & 15)), 0);
    expect(highest).toBeLessThan(png.palette);

    // Once closed, the picture is kept a day.
    api.at(closesAt(date) + 1000);
    const closed = await api.get(new URL(share.image).pathname);
    expect(closed.headers.get("Cache-Control")).toBe(`public, max-age=${CLOSED_EDGE_TTL}`);
  });

  it("a resigned Maze entry shares its loss, no streak to boast; a date has its own picture", async () => {
    const date = "2027-04-03";
    const api = clockedApi(noon(date));
    const player = await newPlayer(api, "Quitter");
    const resigned = await okJson<EntryJson>(
      await act(api, await enter(api, "maze", date, player.token), "resign"),
    );
    const challenge = await okJson<ChallengeJson>(await api.get(`/v1/daily/maze/${date}`));
    const share = await okJson<ShareJson>(await api.get(`/v1/sessions/${resigned.id}/share`));
    expect(share.text).toBe(
      [
        `Patience Maze #${daysFrom(FIRST_DATE, date)} · ${date}`,
        "Resigned after 0 moves",
        `par ${challenge.par} · 0 hints · streak 0`,
        `http://api.test/play?game=maze&date=${date}&entry=${player.id}`,
      ].join("\n"),
    );
    const card = await api.get(`/v1/daily/maze/${date}/card.png`);
    expect(card.status).toBe(200);
    expect((await decodePng(new Uint8Array(await card.arrayBuffer()))).width).toBe(1200);
    // Kept at the edge, with an ETag that If-None-Match gets 304 for (`today` names the same picture).
    const app = createApp({ now: () => noon(date) });
    const cached = { ...bindings, DAILY_CACHE: undefined };
    const first = await app.request(`http://api.test/v1/daily/maze/today/card.png`, {}, cached);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const again = await app.request(
      `http://api.test/v1/daily/maze/${date}/card.png`,
      { headers: { "If-None-Match": etag } },
      cached,
    );
    expect(again.status).toBe(304);
  });

  it("refuses a game not of a daily deal, an unknown game, an entry still in play", async () => {
    const date = "2027-04-04";
    const api = clockedApi(noon(date));
    const plain = await okJson<EntryJson>(await api.post("/v1/sessions", { game: "maze", deal: 1 }), 201);
    const ended = await okJson<EntryJson>(await act(api, plain, "resign"));
    const code = async (res: Response, status: number) => (await okJson<{ code: string }>(res, status)).code;
    expect(await code(await api.get(`/v1/sessions/${ended.id}/share`), 409)).toBe("share_unavailable");
    expect(await code(await api.get("/v1/sessions/nope/share"), 404)).toBe("unknown_session");
    const player = await newPlayer(api, "Midway");
    await enter(api, "maze", date, player.token);
    expect(await code(await api.get(`/v1/daily/maze/${date}/entries/${player.id}/card.png`), 409)).toBe(
      "share_unavailable",
    );
    expect(await code(await api.get(`/v1/daily/maze/${date}/entries/nobody/card.png`), 404)).toBe("no_entry");
    expect(await code(await api.get(`/v1/daily/chess/${date}/card.png`), 404)).toBe("unknown_game");
  });
});
