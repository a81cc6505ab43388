import type { Context } from "hono";
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

/** What a cached read computes on a miss: its JSON body and how long it may be kept. */
export interface Fresh {
  readonly body: unknown;
  readonly maxAge: number;
}

const etagOf = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return `"${[...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
};

/** Whether `If-None-Match` names `etag` (weak comparison: a cache that compressed it sends W/). */
export const matchesEtag = (header: string | undefined, etag: string): boolean =>
  (header ?? "")
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");

const notModified = (from: Response): Response =>
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
  const asked = c.req.header("If-None-Match");
  // A copy: a cached response's headers cannot be changed, and the app's middleware adds some.
  if (hit)
    return matchesEtag(asked, hit.headers.get("ETag") ?? "") ? notModified(hit) : new Response(hit.body, hit);
  const { body, maxAge } = await fresh();
  const bytes = new Uint8Array(new TextEncoder().encode(JSON.stringify(body)));
  const response = new Response(bytes, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": `public, max-age=${maxAge}`,
      ETag: await etagOf(bytes),
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
  return matchesEtag(asked, response.headers.get("ETag")!) ? notModified(response) : response;
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
  const asked = c.req.header("If-None-Match");
  if (hit)
    return matchesEtag(asked, hit.headers.get("ETag") ?? "") ? notModified(hit) : new Response(hit.body, hit);
  const { bytes, maxAge } = await fresh();
  const response = new Response(bytes, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": `public, max-age=${maxAge}`,
      ETag: await etagOf(bytes),
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
  return matchesEtag(asked, response.headers.get("ETag")!) ? notModified(response) : response;
}
