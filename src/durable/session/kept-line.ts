import { endedHint, type AnyGameEngine, type Hint } from "../../engine/index.ts";
import { slotsOf } from "../../play/game-play.ts";
import { closedEntry } from "./daily-entry.ts";
import type { SessionMeta } from "./session-store.ts";
import type { JsonValue, SessionHint } from "./session-types.ts";

/**
 * A winning line a stored game keeps between hint requests, for a game whose hint finds whole
 * lines (`hintLine`, a game that hides nothing): the position it starts from (the engine's
 * `encode` bytes) and its moves. Kept in the object's memory, not in storage: the object is its
 * game's only writer, and a line lost with the instance is found again by the next hint.
 */
export interface KeptLine {
  readonly at: Uint8Array;
  readonly moves: readonly unknown[];
  /** With no line yet (no moves): where the next search goes on (the engine's `next`). */
  readonly next: number;
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The hint for `state`, and the line to keep after it. While play follows the kept line (the
 * position is its start or a few of its moves down it), the hint is the line's next move: no
 * search, and a win at the end, where a search within one request's budget may not find one
 * from a later position. Otherwise the game's search from the position (the stateless hint's
 * own work, within its budget), whose winning line, when it finds one, is kept; without one,
 * the next search goes on where this one stopped. Deterministic.
 */
export function hintAlongLine(
  engine: AnyGameEngine,
  state: unknown,
  kept: KeptLine | null,
): { hint: Hint<unknown>; kept: KeptLine | null } {
  const view = engine.view(state);
  if (!engine.hintLine || !engine.lineHint) return { hint: engine.hint(view), kept: null };
  const now = engine.encode(state);
  if (kept !== null && kept.moves.length > 0) {
    const start = engine.decode(kept.at);
    let at: unknown = start.ok ? start.value : null;
    for (let i = 0; at !== null && i < kept.moves.length; i++) {
      if (same(engine.encode(at), now)) {
        const rest = kept.moves.slice(i);
        return { hint: engine.lineHint(view, rest), kept: { at: now, moves: rest, next: 0 } };
      }
      const next = engine.applyMove(at, kept.moves[i]);
      at = next.ok ? next.value.state : null;
    }
  }
  // No line: the search goes on where the last one stopped, from this position (a search is
  // one request's work; following its fallback move, the next request tries the play-outs the
  // last one had no time for, until one wins).
  const found = engine.hintLine(view, kept?.next ?? 0);
  return { hint: found.hint, kept: { at: now, moves: found.line ?? [], next: found.next } };
}

/**
 * A stored game's hint for `state` (its position now), as data, and the line to keep after it.
 * A resigned game is over, lost, and says so as every finished game does; a ranked entry whose
 * challenge has closed takes no move: none to propose (every game has `no_move`); otherwise the
 * hint along the kept line.
 */
export function storedHint(
  meta: SessionMeta,
  engine: AnyGameEngine,
  state: unknown,
  at: { now: number; kept: KeptLine | null },
): { value: SessionHint; kept: KeptLine | null } {
  const view = engine.view(state);
  const along = meta.resigned || closedEntry(meta, at.now) ? null : hintAlongLine(engine, state, at.kept);
  const hint: Hint<unknown> = along
    ? along.hint
    : meta.resigned
      ? endedHint("lost")
      : { move: null, reason: "no_move" };
  return {
    value: {
      game: meta.game,
      view,
      hint: {
        move: hint.move as JsonValue | null,
        reason: hint.reason,
        slots: slotsOf(engine, view, hint.move),
        ...(hint.params ? { params: { ...hint.params } } : {}),
      },
    },
    kept: along ? along.kept : at.kept,
  };
}
