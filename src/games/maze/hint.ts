import type { Hint } from "../../engine/contract.ts";
import { legalMovesOf } from "./rules.ts";
import type { MazeMove } from "./state.ts";
import { slotsOfView, type MazeView } from "./view.ts";

export function hintOf(view: MazeView): Hint<MazeMove> {
  const slots = slotsOfView(view);
  if (slots === null) return { move: null, reason: "invalid_view" };
  if (view.status === "won") return { move: null, reason: "won" };
  const moves = legalMovesOf(slots);
  return { move: moves[0] ?? null, reason: moves.length > 0 ? "any_move" : "no_move" };
}
