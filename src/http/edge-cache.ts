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

/**
 * What a cached read computes on a miss: its body (JSON, or text of `type`), how long it may be
 * kept, and headers of its own (kept with it: a page's `Link`).
 */
export interface Fresh {
  readonly body: unknown;
  readonly maxAge: number;
  /** The body is this text's content type (a feed); absent: the body is JSON. */
  readonly type?: string;
  readonly headers?: Readonly<Record<string, string>>;
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
  const { body, maxAge, type, headers } = await fresh();
  const text = type === undefined ? JSON.stringify(body) : String(body);
  const bytes = new Uint8Array(new TextEncoder().encode(text));
  const response = new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": type ?? "application/json",
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
