import { isRanked, type SessionMeta } from "./session-store.ts";

// A stored game's entity tag: what its public reply depends on, read from its meta alone, so
// a conditional read is answered before the position is decoded. The version counts every
// change of the position; the rest changes the reply without a new version. Every part is
// shown in the reply itself: the tag tells no one anything the game's id does not.

/** The tags an `If-None-Match` lists (opaque parts, `W/` dropped), or `*`: any. */
export type KnownTags = readonly string[] | "*";

/** What the public reply of a stored game depends on besides its id. */
export interface TagParts {
  /** This game's creation (ms): a keyed creation may make a game again under an id that expired. */
  readonly createdAt: number;
  readonly version: number;
  /** An export or analysis showed the deal (`revealed` in the reply). */
  readonly revealed: boolean;
  /** Hints given to a ranked entry's owner (`daily.hints`); 0 otherwise. */
  readonly hints: number;
  /** A ranked entry whose challenge has closed: no legal move is listed. */
  readonly closed: boolean;
}

/** The opaque tag of the reply `parts` describe: `<createdAt base 36>.<version>` and flags. */
export function sessionTag(parts: TagParts): string {
  const flags = [parts.revealed && "r", parts.hints > 0 && `h${parts.hints}`, parts.closed && "c"];
  return [parts.createdAt.toString(36), parts.version, ...flags.filter(Boolean)].join(".");
}

/** The tag of the game `meta` describes (`closed`: a ranked entry past its challenge's close). */
export const metaTag = (meta: SessionMeta, closed: boolean): string =>
  sessionTag({ ...meta, hints: isRanked(meta) ? meta.hints : 0, closed });

/**
 * The tag of a reply as a change returns it: a change is refused once a ranked entry's
 * challenge has closed, so a changed game is never closed.
 */
export const snapshotTag = (game: ReplyFields): string =>
  sessionTag({
    createdAt: Date.parse(game.createdAt),
    version: game.version,
    revealed: game.revealed,
    hints: game.daily?.ranked ? (game.daily.hints ?? 0) : 0,
    closed: false,
  });

/** The fields of a stored game's reply (SessionSnapshot, or its documented shape) a tag reads. */
interface ReplyFields {
  readonly createdAt: string;
  readonly version: number;
  readonly revealed: boolean;
  readonly daily?: { readonly ranked: boolean; readonly hints?: number | undefined } | undefined;
}

/** The tag of a page of the line of play: the moves change only with the version. */
export const historyTag = (meta: SessionMeta): string =>
  sessionTag({ createdAt: meta.createdAt, version: meta.version, revealed: false, hints: 0, closed: false });

/** Whether `known` names `tag`. */
export const isKnown = (known: KnownTags, tag: string): boolean => known === "*" || known.includes(tag);
