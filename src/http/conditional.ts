import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { KnownTags } from "../durable/session/session-tag.ts";

// Conditional GETs (RFC 9110 §13.1.2): every read of stored state carries an `ETag`, and an
// `If-None-Match` that names it gets 304 without a body. Where the object can tell from its
// version (a stored game, its history) it answers before building the body; elsewhere the tag
// is a digest of the body, so the 304 costs what the 200 did (the body hashed, not sent).

/** How many tags of one `If-None-Match` are compared: a client sends one (a cache a few). */
const MAX_TAGS = 32;

/**
 * The opaque tags an `If-None-Match` lists, for the weak comparison a GET uses (`W/` ignored),
 * or `*` (any current representation). A header that lists none well-formed matches nothing.
 */
export function knownTags(header: string | undefined): KnownTags {
  if (header === undefined) return [];
  if (header.trim() === "*") return "*";
  // An opaque tag is any printable text but DQUOTE between two DQUOTEs: commas included.
  return [...header.matchAll(/(?:W\/)?"([^"]*)"/g)].slice(0, MAX_TAGS).map((m) => m[1]!);
}

/** Whether `known` names the representation whose ETag is `etag` (weak comparison). */
export const namesTag = (known: KnownTags, etag: string): boolean =>
  known === "*" || known.includes(etag.replace(/^W\//, "").slice(1, -1));

/** The tags this request's `If-None-Match` lists. */
export const knownTagsOf = (c: Context): KnownTags => knownTags(c.req.header("If-None-Match"));

/** A weak ETag for an object's own tag: the same reply in meaning, whatever its bytes. */
export const weakEtag = (tag: string): string => `W/"${tag}"`;

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A strong ETag for exactly these bytes (96 bits of their SHA-256). */
export const digestEtag = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> =>
  `"${hex(await crypto.subtle.digest("SHA-256", bytes))}"`;

/**
 * 304 for `etag` with the headers the 200 would carry for caches (RFC 9110 §15.4.5: its
 * Cache-Control, ETag and Vary, which the app's middleware adds after the handler).
 */
export function notModified(c: Context, etag: string, cacheControl: string): Response {
  c.header("ETag", etag);
  c.header("Cache-Control", cacheControl);
  return c.body(null, 304);
}

/** A `Link` header field naming the next page (RFC 8288), the reply's `next` as it is. */
export const nextLink = (next: string): string => `<${next}>; rel="next"`;

/** What a conditional reply carries besides its body. */
export interface Conditional {
  /** Its Cache-Control (`no-cache`: store, but ask every time; a 304 is cheap). */
  readonly cacheControl?: string;
  /** The next page's address, sent as `Link` beside the body's `next` field. */
  readonly next?: string | null;
}

const NO_CACHE = "no-cache";

/** Sets the headers a 200 of a conditional read carries. */
function tagged(c: Context, etag: string, { cacheControl = NO_CACHE, next }: Conditional): void {
  c.header("ETag", etag);
  c.header("Cache-Control", cacheControl);
  if (next) c.header("Link", nextLink(next));
}

/**
 * A read whose tag the object gave (`etag`) with `body` null when `If-None-Match` named it
 * (the object built nothing): 304, else the body as JSON with its tag.
 */
export function versionedJson(c: Context, etag: string, body: unknown, options: Conditional = {}): Response {
  if (body === null) return notModified(c, etag, options.cacheControl ?? NO_CACHE);
  tagged(c, etag, options);
  return c.json(body, 200);
}

/** A reply of `bytes` tagged by their digest: 304 when `If-None-Match` names it. */
export async function digestReply(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  options: Conditional = {},
): Promise<Response> {
  const etag = await digestEtag(bytes);
  if (namesTag(knownTagsOf(c), etag)) return notModified(c, etag, options.cacheControl ?? NO_CACHE);
  tagged(c, etag, options);
  c.header("Content-Type", contentType);
  return c.body(bytes, 200);
}

const encoder = new TextEncoder();
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(encoder.encode(text));

/** A JSON reply tagged by its digest (`digestReply`). */
export const digestJson = (c: Context, body: unknown, options: Conditional = {}): Promise<Response> =>
  digestReply(c, utf8(JSON.stringify(body)), "application/json", options);

/** Replies that depend on the code alone, by key: built, encoded and tagged once per isolate. */
const FIXED = new Map<string, Promise<{ bytes: Uint8Array<ArrayBuffer>; etag: string }>>();

/**
 * A JSON reply that depends only on the code and `key` (a game and a language): its bytes
 * and tag are made at the first request, so a later 200 or 304 costs a lookup. `key`s are few.
 */
export async function fixedJson(
  c: Context,
  key: string,
  build: () => unknown,
  options: Conditional = {},
): Promise<Response> {
  let made = FIXED.get(key);
  if (made === undefined) {
    const bytes = utf8(JSON.stringify(build()));
    made = digestEtag(bytes).then((etag) => ({ bytes, etag }));
    FIXED.set(key, made);
  }
  const { bytes, etag } = await made;
  if (namesTag(knownTagsOf(c), etag)) return notModified(c, etag, options.cacheControl ?? NO_CACHE);
  tagged(c, etag, options);
  c.header("Content-Type", "application/json");
  return c.body(bytes, 200);
}

// What the document says of them.

export const IfNoneMatchHeaderSchema = z.object({
  "if-none-match": z.string().optional().openapi({
    description:
      "ETags of replies held (or `*`): if one is the current reply's, the answer is 304 with no body. Weak comparison: `W/` is ignored.",
    example: 'W/"mgx3k2a0.12"',
  }),
});

const ETAG = z.string().openapi({
  description: "The reply's version: send it back as `If-None-Match` to get 304 while it holds.",
  example: 'W/"mgx3k2a0.12"',
});
const CACHE_CONTROL = z.string().openapi({
  description: "`no-cache`: a copy may be kept, but is revalidated (If-None-Match) before each use.",
  example: NO_CACHE,
});
const LINK = z.string().optional().openapi({
  description:
    'The next page (RFC 8288), as the body\'s `next` gives it: `<address>; rel="next"`. Absent on the last page.',
  example: '</v1/sessions/…/history?after=50&limit=50>; rel="next"',
});

/** The headers of a conditional read's 200 (`paged`: with `Link` to the next page). */
export const conditionalHeaders = (paged = false) =>
  z.object({ ETag: ETAG, "Cache-Control": CACHE_CONTROL, ...(paged ? { Link: LINK } : {}) });

/** A conditional read's 304. */
export const NOT_MODIFIED = {
  description: "Not modified: `If-None-Match` named the current ETag (no body).",
  headers: z.object({ ETag: ETAG }),
};
