// Maze in the oracle: slots as card codes and the legal-move set asked from maze.go itself.
//
// A move is from*64+to. The legal set is, for every source slot with a card and every other
// slot, `button-pressed` then `droppable?` with the card off its source, exactly as the C
// side does for a mouse drag (oracle do-drag!), in one Guile loop per position (a `call` of
// eval-string) instead of 54 × 53 requests. A move is played with the oracle's real `drag`.
import { codeOf, startOracle } from "./pipe.mjs";

const LEGAL_SCM = `
(define (maze-legal)
  (let* ((cards-of (@@ (oracle host) host-slot-cards))
         (set-cards (@@ (oracle host) host-slot-set-cards!))
         (lam (@@ (oracle host) host-lambda))
         (pressed (lam 1))
         (droppable (lam 11)))
    (let loop ((from 0) (acc '()))
      (if (= from 54)
          (reverse acc)
          (let ((src (cards-of from)))
            (if (or (null? src) (not (pressed from (list-head src 1))))
                (loop (+ from 1) acc)
                (let ((cards (list-head src 1)))
                  (set-cards from (list-tail src 1))
                  (let inner ((to 0) (acc acc))
                    (cond ((= to 54) (set-cards from src) (loop (+ from 1) acc))
                          ((= to from) (inner (+ to 1) acc))
                          ((droppable from cards to) (inner (+ to 1) (cons (+ (* from 64) to) acc)))
                          (else (inner (+ to 1) acc)))))))))))`;

/** An oracle process with Maze loaded and the legal-move loop defined (`call` needs a game). */
export async function startMazeOracle() {
  const oracle = startOracle();
  await oracle.ask({ op: "new", game: "maze", seed: 0 });
  const defined = await oracle.ask({ op: "call", name: "eval-string", args: [LEGAL_SCM] });
  if (!defined.ok) throw new Error(JSON.stringify(defined));
  return oracle;
}

/** Each slot's card code, ".." for a gap. */
export const cellsOf = (slots) =>
  slots.map((s) => {
    if (s.length > 1) throw new Error("maze slot with two cards");
    if (s.length === 1 && !s[0].up) throw new Error("maze card face down");
    return s.length === 0 ? ".." : codeOf(s[0]);
  });

/** The legal moves of the oracle's current position, as from*64+to, in source order. */
export async function legalKeys(oracle) {
  const reply = await oracle.ask({ op: "call", name: "eval-string", args: ["(maze-legal)"] });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  return reply.result;
}

export const keyText = (key) => `${key >> 6}-${key & 63}`;

/** Plays a legal move (from*64+to) by a drag and returns the oracle's reply. */
export async function drag(oracle, key) {
  const reply = await oracle.ask({ op: "drag", from: key >> 6, count: 1, to: key & 63 });
  if (!reply.ok || reply.scheme_errors)
    throw new Error(`the oracle refused its own legal move ${keyText(key)}`);
  return reply;
}
