import type { SlotGeometry } from "../../engine/index.ts";
import { HEALTH_PARTS } from "./rules.ts";
import { isWall, SLOT_COUNT, VALUE, WALL_PACK } from "./state.ts";

const at = (x: number, y: number, kind: string): SlotGeometry => ({ x, y, kind, fan: "none" });

/** Aisleriot's own layout in card units (oracle `layout`). */
export const GEOMETRY: readonly SlotGeometry[] = Array.from({ length: SLOT_COUNT }, (_, s) => {
  if (s === 0) return at(3.5, 0, "throne");
  if (s <= 3) return at(1.5 + 2 * (s - 1), 1, "high_guard");
  if (s <= 7) return at(0.5 + 2 * (s - 4), 2, "low_guard");
  if (isWall(s)) {
    const pair = Math.floor((s - 8) / 15);
    const offset = (s - 8) % 15;
    const row = 2 * pair + (offset < 8 ? 0 : 1);
    return at(offset < 8 ? offset : offset - 8 + 0.5, 3 + row * 0.5, "wall");
  }
  if (s === 53) return at(2, 7, "stock");
  return at(3 + (s - 54), 7, "waste");
});

/**
 * An upper bound on the score of a game: each card scores its value once for every
 * target whose health it can count in (itself, and wall cards below it while it stands),
 * so the bound pairs the largest values with the largest such multiplicities
 * (rearrangement inequality) over the 63 target cards, plus the throne's 26.
 */
function scoreBound(): number {
  const multiplicity = new Array<number>(53).fill(0);
  for (let t = 8; t <= 52; t++) for (const p of HEALTH_PARTS[t]!) multiplicity[p]!++;
  // 45 wall cards with their multiplicities, 18 guard cards counted once.
  const weights = [...multiplicity.slice(8), ...Array<number>(18).fill(1)].sort((a, b) => b - a);
  const values = WALL_PACK.map((c) => VALUE[c]!).sort((a, b) => b - a);
  return 26 + weights.reduce((sum, w, i) => sum + w * values[i]!, 0);
}
export const MAX_SCORE = scoreBound();
