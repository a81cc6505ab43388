import type { SlotGeometry, SlotKind } from "../../engine/index.ts";
import { HEALTH_PARTS } from "./rules.ts";
import {
  FIRST_WALL,
  isHighGuard,
  isLowGuard,
  isWall,
  LAST_WALL,
  SLOT_COUNT,
  STOCK,
  TARGET_COUNT,
  THRONE,
  VALUE,
  WALL_PACK,
  WASTE,
} from "./state.ts";

const at = (x: number, y: number, kind: SlotKind): SlotGeometry => ({ x, y, kind });

/** Aisleriot's own layout in card units (oracle `layout`). */
export const GEOMETRY: readonly SlotGeometry[] = Array.from({ length: SLOT_COUNT }, (_, s) => {
  if (s === THRONE) return at(3.5, 0, "throne");
  if (isHighGuard(s)) return at(1.5 + 2 * (s - 1), 1, "high_guard");
  if (isLowGuard(s)) return at(0.5 + 2 * (s - 4), 2, "low_guard");
  if (isWall(s)) {
    const pair = Math.floor((s - FIRST_WALL) / 15);
    const offset = (s - FIRST_WALL) % 15;
    const row = 2 * pair + (offset < 8 ? 0 : 1);
    return at(offset < 8 ? offset : offset - 8 + 0.5, 3 + row * 0.5, "wall");
  }
  if (s === STOCK) return at(2, 7, "stock");
  return at(3 + (s - WASTE[0]), 7, "waste");
});

/**
 * An upper bound on the score of a game: each card scores its value once for every
 * target whose health it can count in (itself, and wall cards below it while it stands),
 * so the bound pairs the largest values with the largest such multiplicities
 * (rearrangement inequality) over the 63 target cards, plus the throne's 26.
 */
function scoreBound(): number {
  const multiplicity = new Array<number>(TARGET_COUNT).fill(0);
  for (let t = FIRST_WALL; t <= LAST_WALL; t++) for (const p of HEALTH_PARTS[t]!) multiplicity[p]!++;
  // 45 wall cards with their multiplicities, 18 guard cards counted once.
  const weights = [...multiplicity.slice(FIRST_WALL), ...Array<number>(18).fill(1)].sort((a, b) => b - a);
  const values = WALL_PACK.map((c) => VALUE[c]!).sort((a, b) => b - a);
  return 26 + weights.reduce((sum, w, i) => sum + w * values[i]!, 0);
}
export const MAX_SCORE = scoreBound();
