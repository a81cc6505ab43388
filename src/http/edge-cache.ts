import type { Context } from "hono";
import { digestEtag, knownTagsOf, namesTag, nextLink, utf8 } from "./conditional.ts";
import type { AppEnv } from "./env.ts";

// Public reads that every player asks for (a daily challenge, its leaderboard's pages) go
// through the Workers Cache API of the data centre that answers: within the TTL a read does not
// reach the Durable Object, so the object's load grows with data centres × pages ÷ TTL, not
// with players. Every such reply carries an ETag, and `If-None-Match` gets 304. The Cache API
// acts on a custom domain only (not on *.workers.dev); elsewhere each read reaches the object.

/** Seconds a public daily read is kept at the edge while its date is open (counts move). */
export const OPEN_EDGE_TTL = 10;
/** …and once closed (a closed challenge changes no more). */
export const CLOSED_EDGE_TTL = 86_400;

/**
 * What a cached read computes on a miss: its body (JSON, or text of `type`), how long it may be
 * kept, and headers of its own (kept with it: a page's `Link`).
 */
export interface Fresh {
  readonly body: unknown;
  readonly maxAge: number;
  /** A page's next page, sent as `Link` (kept with the reply). */
  readonly next?: string | null;
  /** The body is this text's content type (a feed); absent: the body is JSON. */
  readonly type?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

const notModifiedFrom = (from: Response): Response =>
  new Response(null, {
    status: 304,
    headers: {
      ETag: from.headers.get("ETag") ?? "",
      "Cache-Control": from.headers.get("Cache-Control") ?? "",
    },
  });

/**
 * Answers a public GET from the edge cache under `key` (a path naming what is read, the
 * challenge's date resolved), or from `fresh()` on a miss, kept for its `maxAge` seconds.
 */
export async function edgeCached(
  c: Context<AppEnv>,
  key: string,
  fresh: () => Promise<Fresh>,
): Promise<Response> {
  const on = c.env.DAILY_CACHE !== "off";
  const request = new Request(new URL(key, c.req.url));
  const cache = on ? await caches.open("daily") : null;
  const hit = await cache?.match(request);
  const known = knownTagsOf(c);
  // A copy: a cached response's headers cannot be changed, and the app's middleware adds some.
  if (hit)
    return namesTag(known, hit.headers.get("ETag") ?? "")
      ? notModifiedFrom(hit)
      : new Response(hit.body, hit);
  const { body, maxAge, next, type, headers } = await fresh();
  const bytes = utf8(type === undefined ? JSON.stringify(body) : String(body));
  const response = new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": type ?? "application/json",
      "Cache-Control": `public, max-age=${maxAge}`,
      ETag: await digestEtag(bytes),
      ...(next ? { Link: nextLink(next) } : {}),
    },
  });
  if (cache && maxAge > 0) {
    const stored = cache.put(request, response.clone());
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored; // no execution context (the app called directly, as tests do)
    }
  }
  return namesTag(known, response.headers.get("ETag")!) ? notModifiedFrom(response) : response;
}

/** Seconds a preview picture is kept while its date is open (its counts move; a result does not). */
export const OPEN_PICTURE_TTL = 300;

/**
 * A public PNG (a preview picture) from the edge cache under `key`, or drawn by `fresh()` on a
 * miss and kept for its `maxAge` seconds: a link posted in a busy place is fetched by every
 * crawler and reader, and a picture costs milliseconds of CPU to draw.
 */
export async function edgeCachedPng(
  c: Context<AppEnv>,
  key: string,
  fresh: () => Promise<{ readonly bytes: Uint8Array<ArrayBuffer>; readonly maxAge: number }>,
): Promise<Response> {
  const request = new Request(new URL(key, c.req.url));
  const cache = c.env.DAILY_CACHE !== "off" ? await caches.open("daily") : null;
  const hit = await cache?.match(request);
  const known = knownTagsOf(c);
  if (hit)
    return namesTag(known, hit.headers.get("ETag") ?? "")
      ? notModifiedFrom(hit)
      : new Response(hit.body, hit);
  const { bytes, maxAge } = await fresh();
  const response = new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": `public, max-age=${maxAge}`,
      ETag: await digestEtag(bytes),
    },
  });
  if (cache) {
    const stored = cache.put(request, response.clone());
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored;
    }
  }
  return namesTag(known, response.headers.get("ETag")!) ? notModifiedFrom(response) : response;
}
