import { cardText } from "../cards/index.ts";
import type { AnyGameEngine, PublicViewBase, SlotKind } from "../engine/index.ts";
import { BOARD_WORDS, SLOT_KIND_NAMES, boardTitle } from "../i18n/board-words.ts";
import type { Lang } from "../i18n/lang.ts";

const HIDDEN = "??";

/** A pile, bottom to top; runs of hidden cards are counted instead of repeated. */
function pileText(cards: readonly string[]): string {
  if (cards.length === 0) return "·";
  const hidden = cards.filter((c) => c === HIDDEN).length;
  if (hidden === cards.length && hidden > 1) return `${HIDDEN}×${hidden}`;
  return cards.map(cardText).join(" ");
}

/**
 * Each row's label from the kinds of its slots: their names (`Stock / Waste`), numbered from
 * the top (`Row 1`, `Row 2`, …) when the same kinds label several rows, so that every row is
 * named apart.
 */
function rowLabels(rows: readonly (readonly SlotKind[])[], lang: Lang): string[] {
  const names = rows.map((kinds) =>
    [...new Set(kinds)].map((kind) => SLOT_KIND_NAMES[kind][lang]).join(" / "),
  );
  const count = (name: string) => names.filter((n) => n === name).length;
  const seen = new Map<string, number>();
  return names.map((name) => {
    if (count(name) === 1) return name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return `${name} ${n}`;
  });
}

/**
 * The compact text board: one line per row of the table, each slot as `number:cards`,
 * laid out from the game's geometry (no game-specific code), plus the public facts the
 * view lists (exposed targets with their health, what gaps accept).
 */
export function textBoard(engine: AnyGameEngine, view: PublicViewBase, lang: Lang): string {
  const rows = new Map<number, number[]>();
  engine.geometry.forEach((g, slot) => {
    const row = rows.get(g.y) ?? [];
    row.push(slot);
    rows.set(g.y, row);
  });
  const ordered = [...rows.keys()]
    .sort((a, b) => a - b)
    .map((y) => rows.get(y)!.sort((a, b) => engine.geometry[a]!.x - engine.geometry[b]!.x));
  const labels = rowLabels(
    ordered.map((slots) => slots.map((slot) => engine.geometry[slot]!.kind)),
    lang,
  );
  const labelWidth = Math.max(16, ...labels.map((label) => label.length + 1));
  const width = Math.max(...view.slots.map((pile) => pileText(pile).length)) > 8 ? 0 : 3;
  const lines = [boardTitle(engine.id, view, lang)];
  ordered.forEach((slots, row) => {
    const indent = " ".repeat(Math.round((engine.geometry[slots[0]!]!.x % 1) * 8));
    const cells = slots.map((s) => `${s}:${pileText(view.slots[s] ?? [])}`.padEnd(width ? width + 4 : 0));
    lines.push((labels[row]!.padEnd(labelWidth) + indent + cells.join(" ")).trimEnd());
  });
  const notes = engine.notes(view);
  const targets = notes.flatMap((note) =>
    note.kind !== "target"
      ? []
      : note.health === null
        ? [`${note.slot} (${BOARD_WORDS.hidden[lang]})`]
        : [`${note.slot} (${BOARD_WORDS.health[lang]} ${note.health})`],
  );
  if (targets.length > 0) lines.push(`${BOARD_WORDS.targets[lang]}: ${targets.join(", ")}`);
  const gaps = notes.flatMap((note) =>
    note.kind !== "gap"
      ? []
      : [`${note.slot} ← ${note.accepts.length ? note.accepts.map(cardText).join("/") : "—"}`],
  );
  if (gaps.length > 0) lines.push(`${BOARD_WORDS.gaps[lang]}: ${gaps.join(", ")}`);
  return lines.join("\n") + "\n";
}
