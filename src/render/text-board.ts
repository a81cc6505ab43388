import { parseCard, cardLabel } from "../cards/index.ts";
import type { AnyGameEngine, PublicViewBase } from "../engine/index.ts";
import { BOARD_WORDS, SLOT_KIND_NAMES } from "../i18n/board-words.ts";
import type { Lang } from "../i18n/lang.ts";

const HIDDEN = "??";

/** A card code as people read it (`10♦`), hidden cards as `??`. */
export const cardText = (code: string): string => {
  const card = parseCard(code);
  return card === undefined ? code : cardLabel(card);
};

/** A pile, bottom to top; runs of hidden cards are counted instead of repeated. */
function pileText(cards: readonly string[]): string {
  if (cards.length === 0) return "·";
  const hidden = cards.filter((c) => c === HIDDEN).length;
  if (hidden === cards.length && hidden > 1) return `${HIDDEN}×${hidden}`;
  return cards.map(cardText).join(" ");
}

interface TargetLike {
  slot: number;
  health: number | null;
  faceDown?: boolean;
}
interface GapLike {
  slot: number;
  accepts: readonly string[];
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
  const width = Math.max(...view.slots.map((pile) => pileText(pile).length)) > 8 ? 0 : 3;
  const lines = [
    `${engine.id} · ${BOARD_WORDS.score[lang]} ${view.score} · ${BOARD_WORDS[view.status][lang]}`,
  ];
  for (const y of [...rows.keys()].sort((a, b) => a - b)) {
    const slots = rows.get(y)!.sort((a, b) => engine.geometry[a]!.x - engine.geometry[b]!.x);
    const kind = engine.geometry[slots[0]!]!.kind;
    const label = (SLOT_KIND_NAMES[kind]?.[lang] ?? kind).padEnd(16);
    const indent = " ".repeat(Math.round((engine.geometry[slots[0]!]!.x % 1) * 8));
    const cells = slots.map((s) => `${s}:${pileText(view.slots[s] ?? [])}`.padEnd(width ? width + 4 : 0));
    lines.push((label + indent + cells.join(" ")).trimEnd());
  }
  const extra = view as PublicViewBase & { targets?: TargetLike[]; gaps?: GapLike[] };
  if (extra.targets && extra.targets.length > 0) {
    const list = extra.targets.map((t) =>
      t.health === null
        ? `${t.slot} (${BOARD_WORDS.hidden[lang]})`
        : `${t.slot} (${BOARD_WORDS.health[lang]} ${t.health})`,
    );
    lines.push(`${BOARD_WORDS.targets[lang]}: ${list.join(", ")}`);
  }
  if (extra.gaps && extra.gaps.length > 0) {
    const list = extra.gaps.map(
      (g) => `${g.slot} ← ${g.accepts.length ? g.accepts.map(cardText).join("/") : "—"}`,
    );
    lines.push(`${BOARD_WORDS.gaps[lang]}: ${list.join(", ")}`);
  }
  return lines.join("\n") + "\n";
}
