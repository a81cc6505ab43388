import { cardCode, isDealNumber } from "../../cards/index.ts";
import { fail, ok, type Result } from "../../engine/result.ts";
import { fromLayout, makeState } from "./layout.ts";
import { ROW_LENGTH, SLOT_COUNT, type MazeMove, type MazeState } from "./state.ts";

/*
 * Position: the six rows, slot 0 first, each slot a card code or `..` for a gap, rows
 * separated by `/`, then a space and the deal number or `custom`:
 *   `..9CQH8D3C6SAC4D../..TD...…/… 1`
 * Move: `from-to`, e.g. `12-8`.
 */

export function stateToText(state: MazeState): string {
  const rows: string[] = [];
  for (let r = 0; r < SLOT_COUNT / ROW_LENGTH; r++) {
    let row = "";
    for (let c = 0; c < ROW_LENGTH; c++) {
      const card = state.slots[r * ROW_LENGTH + c];
      row += card == null ? ".." : cardCode(card);
    }
    rows.push(row);
  }
  return `${rows.join("/")} ${state.dealNumber ?? (state.custom ? "custom" : "random")}`;
}

export function parseStateText(text: string): Result<MazeState> {
  if (typeof text !== "string") return fail("invalid_notation", { reason: "not_text" });
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return fail("invalid_notation", { reason: "fields", expected: 2 });
  const [board, tail] = parts as [string, string];
  const rows = board.split("/");
  if (rows.length !== SLOT_COUNT / ROW_LENGTH || rows.some((row) => row.length !== ROW_LENGTH * 2))
    return fail("invalid_notation", { reason: "rows" });
  const cells = rows
    .join("")
    .match(/../g)!
    .map((cell) => (cell === ".." ? null : cell));
  const layout = fromLayout(cells);
  if (!layout.ok) return fail("invalid_notation", { ...layout.error.params, state_error: layout.error.code });
  if (tail === "custom") return layout;
  if (tail === "random") return makeState(layout.value.slots, null, true);
  const dealNumber = /^\d{1,10}$/.test(tail) ? Number(tail) : NaN;
  if (!isDealNumber(dealNumber)) return fail("invalid_notation", { reason: "deal_number" });
  return makeState(layout.value.slots, dealNumber);
}

export const moveToText = (move: MazeMove): string => `${move.from}-${move.to}`;

export function parseMoveText(text: string): Result<MazeMove> {
  // A hyphen, or a dash or minus sign as text editors and models write it (`32–8`).
  const m = typeof text === "string" ? /^\s*(\d{1,2})\s*[-‐‑–—−]\s*(\d{1,2})\s*$/u.exec(text) : null;
  if (m === null) return fail("invalid_notation", { reason: "move_syntax" });
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (from >= SLOT_COUNT || to >= SLOT_COUNT) return fail("invalid_notation", { reason: "slot_range" });
  return ok({ type: "move", from, to });
}
