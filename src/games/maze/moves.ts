import { cardCode } from "../../cards/index.ts";
import { fail, ok, type Result } from "../../engine/result.ts";
import { acceptedCards, canPlace, GAP, pack, scoreOf } from "./rules.ts";
import { MAX_SCORE, SLOT_COUNT, type MazeEvent, type MazeMove, type MazeState } from "./state.ts";

const isSlot = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 && n < SLOT_COUNT;

/** Shape only: `{type: "move", from, to}` with slots 0–53. */
export function parseMove(input: unknown): Result<MazeMove> {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return fail("invalid_move", { reason: "not_an_object" });
  const { type, from, to } = input as Record<string, unknown>;
  if (type !== "move") return fail("invalid_move", { reason: "type", expected: "move" });
  if (!isSlot(from)) return fail("invalid_move", { reason: "from", min: 0, max: SLOT_COUNT - 1 });
  if (!isSlot(to)) return fail("invalid_move", { reason: "to", min: 0, max: SLOT_COUNT - 1 });
  return ok({ type: "move", from, to });
}

export function applyMove(
  state: MazeState,
  move: MazeMove,
): Result<{ state: MazeState; events: MazeEvent[] }> {
  const shape = parseMove(move);
  if (!shape.ok) return shape;
  const { from, to } = shape.value;
  const s = pack(state.slots);
  const before = scoreOf(s);
  // As Wall's and a stored game's: how the game ended (a won Maze game is the only one over).
  if (before === MAX_SCORE) return fail("game_over", { status: "won", score: before });
  const card = state.slots[from];
  if (card == null) return fail("empty_slot", { from });
  const occupant = state.slots[to];
  if (occupant != null) return fail("occupied_slot", { to, card: cardCode(occupant) });
  s[from] = GAP;
  if (!canPlace(s, card, to)) {
    s[from] = card;
    const accepts = acceptedCards(s, to).map(cardCode).join(",");
    return fail("no_link", { card: cardCode(card), from, to, accepts });
  }
  s[to] = card;
  const score = scoreOf(s);
  const slots = state.slots.slice();
  slots[from] = null;
  slots[to] = card;
  const events: MazeEvent[] = [
    { type: "moved", card: cardCode(card), from, to },
    { type: "scored", points: score - before, score },
  ];
  if (score === MAX_SCORE) events.push({ type: "ended", status: "won" });
  return ok({ state: { slots, dealNumber: state.dealNumber, custom: state.custom }, events });
}
