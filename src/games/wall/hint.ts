import type { Hint } from "../../engine/index.ts";
import type { WallMove } from "./moves.ts";
import type { WallView } from "./view.ts";

export function hint(view: WallView): Hint<WallMove> {
  if (view.status !== "playing") return { move: null, reason: "no_move" };
  if (view.stockCount > 0) return { move: { type: "deal" }, reason: "deal" };
  return { move: null, reason: "no_move" };
}
