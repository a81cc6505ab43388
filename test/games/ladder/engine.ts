import {
  cardCode,
  isShuffleOf,
  parseCard,
  rankOf,
  shuffledPack,
  type Card,
} from "../../../src/cards/index.ts";
import {
  endedHint,
  originOf,
  type EndedEvent,
  type GameEngine,
  type GameStatus,
  type Hint,
  type SlotGeometry,
  type SlotNote,
  type Solution,
} from "../../../src/engine/contract.ts";
import { fail, ok, unknownField, type Result } from "../../../src/engine/result.ts";

/*
 * Ladder, a patience that exists only in tests (it proves that a game is one folder and one
 * registry line). The eight spades ace to eight are dealt two by two onto piles 1–4; pile 5
 * starts empty. A move takes the top card of a pile and puts it on the ladder (slot 0) when it
 * is the next rank up (ace first), or onto an empty pile when it leaves a card behind (a card
 * alone never moves sideways, so every game ends). All eight on the ladder win; a position
 * with no move left is lost. Every card is face up.
 */

export const LADDER_PACK: readonly Card[] = Array.from({ length: 8 }, (_, i) => 39 + i); // AS..8S
const PILES = 5;
const SLOT_COUNT = 1 + PILES;
const LADDER = 0;

export interface LadderState {
  /** By slot: the ladder, then piles 1–5; card codes, bottom first. */
  readonly slots: readonly (readonly string[])[];
  readonly dealNumber: number | null;
  readonly custom: boolean;
}
export interface LadderMove {
  readonly type: "move";
  readonly from: number;
  readonly to: number;
}
export type LadderEvent =
  { readonly type: "moved"; readonly card: string; readonly from: number; readonly to: number } | EndedEvent;
export interface LadderView {
  readonly slots: readonly (readonly string[])[];
  readonly score: number;
  readonly status: GameStatus;
  /** The rank the ladder takes next (9 once it is full). */
  readonly next: number;
}
export type LadderHintReason = "winning_line" | "any_move" | "won" | "lost";

const GEOMETRY: readonly SlotGeometry[] = [
  { x: 0, y: 0, kind: "waste" },
  ...Array.from({ length: PILES }, (_, i): SlotGeometry => ({ x: i, y: 1, kind: "cell" })),
];

const rank = (code: string): number => rankOf(parseCard(code)!);
const top = (pile: readonly string[]): string | undefined => pile[pile.length - 1];

function legalOf(slots: readonly (readonly string[])[]): LadderMove[] {
  if (slots[LADDER]!.length === LADDER_PACK.length) return [];
  const next = slots[LADDER]!.length + 1;
  const moves: LadderMove[] = [];
  for (let from = 1; from <= PILES; from++) {
    const pile = slots[from]!;
    const card = top(pile);
    if (card === undefined) continue;
    if (rank(card) === next) moves.push({ type: "move", from, to: LADDER });
    if (pile.length > 1)
      for (let to = 1; to <= PILES; to++) if (slots[to]!.length === 0) moves.push({ type: "move", from, to });
  }
  return moves;
}

const statusOf = (slots: readonly (readonly string[])[]): GameStatus =>
  slots[LADDER]!.length === LADDER_PACK.length ? "won" : legalOf(slots).length === 0 ? "lost" : "playing";

function refusal(slots: readonly (readonly string[])[], move: LadderMove): Result<never> | null {
  if (statusOf(slots) !== "playing") return fail("game_over");
  const pile = slots[move.from]!;
  const card = top(pile);
  if (card === undefined) return fail("empty_slot", { slot: move.from });
  if (move.to === move.from) return fail("not_a_target", { slot: move.to });
  if (move.to === LADDER)
    return rank(card) === slots[LADDER]!.length + 1 ? null : fail("no_link", { card, slot: LADDER });
  if (slots[move.to]!.length > 0) return fail("occupied_slot", { slot: move.to });
  return pile.length > 1 ? null : fail("no_link", { card, slot: move.to });
}

function applyMove(
  state: LadderState,
  move: LadderMove,
): Result<{ state: LadderState; events: LadderEvent[] }> {
  const refused = refusal(state.slots, move);
  if (refused) return refused;
  const card = top(state.slots[move.from]!)!;
  const slots = state.slots.map((pile, i) =>
    i === move.from ? pile.slice(0, -1) : i === move.to ? [...pile, card] : pile,
  );
  const events: LadderEvent[] = [{ type: "moved", card, from: move.from, to: move.to }];
  const status = statusOf(slots);
  if (status !== "playing") events.push({ type: "ended", status });
  return ok({ state: { ...state, slots }, events });
}

function parseMove(input: unknown): Result<LadderMove> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return fail("invalid_move");
  const { type, from, to, ...rest } = input as Record<string, unknown>;
  const slot = (n: unknown, least: number) =>
    Number.isInteger(n) && (n as number) >= least && (n as number) <= PILES;
  if (type !== "move" || !slot(from, 1) || !slot(to, 0) || Object.keys(rest).length > 0)
    return fail("invalid_move");
  return ok({ type: "move", from: from as number, to: to as number });
}

/** Checks a position: six slots, the eight cards once each, the ladder an ascending run from the ace. */
function makeState(slots: unknown, dealNumber: number | null, custom: boolean): Result<LadderState> {
  if (!Array.isArray(slots) || slots.length !== SLOT_COUNT)
    return fail("invalid_state", { reason: "slot_count" });
  const seen = new Set<string>();
  for (const pile of slots) {
    if (!Array.isArray(pile)) return fail("invalid_state", { reason: "bad_slot" });
    for (const code of pile) {
      const card = typeof code === "string" ? parseCard(code) : undefined;
      if (card === undefined || !LADDER_PACK.includes(card))
        return fail("invalid_state", { reason: "bad_card" });
      if (seen.has(code)) return fail("invalid_state", { reason: "duplicate", card: code });
      seen.add(code);
    }
  }
  if (seen.size !== LADDER_PACK.length)
    return fail("invalid_state", { reason: "card_count", count: seen.size });
  if ((slots[LADDER] as string[]).some((code, i) => rank(code) !== i + 1))
    return fail("invalid_state", { reason: "ladder_order" });
  return ok({ slots: slots.map((pile: string[]) => [...pile]), dealNumber, custom });
}

/** Dealing order, top card first: two rounds over piles 1–4. */
function dealOf(cards: readonly Card[], dealNumber: number | null): LadderState {
  const slots: string[][] = Array.from({ length: SLOT_COUNT }, () => []);
  cards.forEach((card, i) => slots[1 + (i % 4)]!.push(cardCode(card)));
  return { slots, dealNumber, custom: false };
}

function fromLayout(layout: unknown): Result<LadderState> {
  if (typeof layout !== "object" || layout === null || Array.isArray(layout))
    return fail("invalid_state", { reason: "not_an_object" });
  const unknown = unknownField(layout, ["slots"]);
  if (unknown) return unknown;
  return makeState((layout as { slots?: unknown }).slots, null, true);
}

// Notation: the slots bottom first, `/` between them, then where the game came from:
// `/2S AS/4S 3S/6S 5S/8S 7S/ | 17` (a deal number, `random` or `custom`; no tail is custom).
const stateText = (state: LadderState): string =>
  `${state.slots.map((pile) => pile.join(" ")).join("/")} | ${state.dealNumber ?? (state.custom ? "custom" : "random")}`;
const parseStateText = (text: string): Result<LadderState> => {
  const [board = "", tail = "custom", ...rest] = text.split("|").map((part) => part.trim());
  const dealNumber = /^\d{1,10}$/.test(tail) && Number(tail) <= 0xffffffff ? Number(tail) : null;
  if (rest.length > 0 || (dealNumber === null && tail !== "custom" && tail !== "random"))
    return fail("invalid_notation", { reason: "origin" });
  const slots = board.split("/").map((pile) => (pile.trim() === "" ? [] : pile.trim().split(/\s+/)));
  const made = makeState(slots, dealNumber, tail === "custom");
  return made.ok ? made : fail("invalid_notation", { reason: made.error.params?.["reason"] ?? "state" });
};
const moveText = (move: LadderMove): string => `${move.from}>${move.to}`;
const parseMoveText = (text: string): Result<LadderMove> => {
  const match = /^\s*(\d)\s*>\s*(\d)\s*$/.exec(text);
  if (!match) return fail("invalid_notation", { reason: "move" });
  const parsed = parseMove({ type: "move", from: Number(match[1]), to: Number(match[2]) });
  return parsed.ok ? parsed : fail("invalid_notation", { reason: "move" });
};

// Tokens: byte 0 flags (bit 0 a deal number follows, bit 1 custom), the deal number (4 bytes
// big-endian) when present, then per slot its length and its cards' ranks.
function encode(state: LadderState): Uint8Array {
  const head =
    state.dealNumber === null ? [] : [0, 0, 0, 0].map((_, i) => (state.dealNumber! >>> (24 - 8 * i)) & 255);
  const body = state.slots.flatMap((pile) => [pile.length, ...pile.map(rank)]);
  return Uint8Array.from([(state.dealNumber === null ? 0 : 1) | (state.custom ? 2 : 0), ...head, ...body]);
}
function decode(bytes: Uint8Array): Result<LadderState> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0 || bytes[0]! > 3)
    return fail("invalid_state", { reason: "version" });
  const hasDeal = (bytes[0]! & 1) === 1;
  let at = hasDeal ? 5 : 1;
  const dealNumber = hasDeal
    ? ((bytes[1]! << 24) | (bytes[2]! << 16) | (bytes[3]! << 8) | bytes[4]!) >>> 0
    : null;
  const slots: string[][] = [];
  for (let i = 0; i < SLOT_COUNT; i++) {
    const count = bytes[at++];
    if (count === undefined || at + count > bytes.length) return fail("invalid_state", { reason: "length" });
    slots.push(
      Array.from(bytes.subarray(at, at + count), (r) => (r >= 1 && r <= 8 ? cardCode(38 + r) : "??")),
    );
    at += count;
  }
  if (at !== bytes.length) return fail("invalid_state", { reason: "length" });
  return makeState(slots, dealNumber, (bytes[0]! & 2) === 2);
}

/** A depth-first search for a winning line (games are at most 12 moves long). */
function search(
  slots: readonly (readonly string[])[],
  budget: { nodes: number },
): LadderMove[] | null | "unknown" {
  if (budget.nodes-- <= 0) return "unknown";
  if (slots[LADDER]!.length === LADDER_PACK.length) return [];
  let unknown = false;
  for (const move of legalOf(slots)) {
    const next = applyMove({ slots, dealNumber: null, custom: true }, move);
    if (!next.ok) continue;
    const line = search(next.value.state.slots, budget);
    if (line === "unknown") unknown = true;
    else if (line) return [move, ...line];
  }
  return unknown ? "unknown" : null;
}

function solve(state: LadderState, { nodes }: { nodes: number }): Solution<LadderMove> {
  const budget = { nodes };
  const line = search(state.slots, budget);
  const spent = nodes - Math.max(budget.nodes, 0);
  if (line === "unknown") return { verdict: "unknown", line: null, nodes: spent };
  return line
    ? { verdict: "winnable", line, nodes: spent }
    : { verdict: "unwinnable", line: null, nodes: spent };
}

// Every card is in the view, so the hint may search it: the first move of a winning line.
function hint(view: LadderView): Hint<LadderMove, LadderHintReason> {
  if (view.status !== "playing") return endedHint(view.status);
  const line = search(view.slots, { nodes: 10_000 });
  if (Array.isArray(line) && line[0]) {
    const move = line[0];
    const card = top(view.slots[move.from]!)!;
    return {
      move,
      reason: "winning_line",
      params: { card, from: move.from, to: move.to, moves: line.length },
    };
  }
  const move = legalOf(view.slots)[0]!;
  return {
    move,
    reason: "any_move",
    params: { card: top(view.slots[move.from]!)!, from: move.from, to: move.to },
  };
}

function notes(view: LadderView): readonly SlotNote[] {
  const movable = view.slots.flatMap((pile, i) => (i !== LADDER && pile.length > 1 ? [top(pile)!] : []));
  return view.slots.flatMap((pile, slot): SlotNote[] =>
    slot !== LADDER && pile.length === 0 && view.status === "playing"
      ? [{ kind: "gap", slot, accepts: movable }]
      : [],
  );
}

export const ladderEngine = {
  id: "ladder",
  slotCount: SLOT_COUNT,
  maxScore: LADDER_PACK.length,
  geometry: GEOMETRY,
  hasHiddenCards: false,
  deal: (dealNumber) => dealOf(shuffledPack(LADDER_PACK, dealNumber), dealNumber),
  pack: LADDER_PACK,
  dealFrom: (pack) =>
    isShuffleOf(pack, LADDER_PACK)
      ? ok(dealOf(pack, null))
      : fail("invalid_state", { reason: "not_the_pack" }),
  toLayout: (state) => ({ slots: state.slots.map((pile) => [...pile]) }),
  origin: originOf,
  fromLayout,
  parseMove,
  legalMoves: (state) => legalOf(state.slots),
  applyMove,
  moveRefusals: ["invalid_move", "game_over", "empty_slot", "not_a_target", "no_link", "occupied_slot"],
  score: (state) => state.slots[LADDER]!.length,
  status: (state) => statusOf(state.slots),
  view: (state) => ({
    slots: state.slots.map((pile) => [...pile]),
    score: state.slots[LADDER]!.length,
    status: statusOf(state.slots),
    next: state.slots[LADDER]!.length + 1,
  }),
  hint,
  notes,
  // A move touches the pile it leaves and the slot it goes to.
  moveSlots: (_view, move) => [move.from, move.to],
  solve,
  notation: { state: stateText, parseState: parseStateText, move: moveText, parseMove: parseMoveText },
  encode,
  decode,
  dealNumberOf: (state) => state.dealNumber,
} satisfies GameEngine<LadderState, LadderMove, LadderView, LadderEvent, LadderHintReason>;
