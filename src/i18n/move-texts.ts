import { cardText } from "../cards/index.ts";
import type { Hint } from "../engine/index.ts";
import type { MazeMove, MazeView } from "../games/maze/index.ts";
import { placeOf } from "../games/maze/place.ts";
import { LAST_SLOT as LAST_MAZE_SLOT } from "../games/maze/state.ts";
import { extraRows, type GAMES, type GameId, type ViewOf } from "../games/registry.ts";
import type { WallEvent, WallMove, WallView } from "../games/wall/index.ts";
import { format, type Lang, type Texts } from "./lang.ts";
import {
  attackCardsText,
  cardsText,
  mazeOnto,
  mazeWhere,
  upperFirst,
  wallTarget,
  type Form,
} from "./table-words.ts";

// What a move does and what happened when it was played, as short phrases for chat (the MCP
// façade numbers the legal moves with these), and the card words of a hint's sentence. Per
// game, keyed by `GameId`: the compiler lists what a new game must supply. Phrases read the
// public view and the move's events only, and name cards and places, never slot numbers.

type Engine<G extends GameId> = (typeof GAMES)[G];
/** A game's move, as its engine types it. */
export type MoveOf<G extends GameId> = Parameters<Engine<G>["applyMove"]>[1];
/** A game's events, as its engine types them. */
export type EventOf<G extends GameId> = Extract<
  ReturnType<Engine<G>["applyMove"]>,
  { ok: true }
>["value"]["events"][number];

const WALL_TEXTS = {
  attack: {
    en: "attack {pile} (health {health}) with {cards}",
    es: "atacar {pile} (salud {health}) con {cards}",
    ca: "atacar {pile} (salut {health}) amb {cards}",
    cs: "zaútočit na {pile} (síla {health}) kartami {cards}",
    el: "επίθεση {pile} (υγεία {health}) με {cards}",
  },
  attack_face_down: {
    en: "attack {pile} with {cards}",
    es: "atacar {pile} con {cards}",
    ca: "atacar {pile} amb {cards}",
    cs: "zaútočit na {pile} kartami {cards}",
    el: "επίθεση {pile} με {cards}",
  },
  deal: {
    en: "deal three new cards (the waste is discarded)",
    es: "repartir tres cartas nuevas (la basura se descarta)",
    ca: "repartir tres cartes noves (les descartades surten del joc)",
    cs: "líznout tři nové karty (otočené karty odejdou ze hry)",
    el: "μοίρασμα τριών νέων φύλλων (τα φύλλα του σωρού απορρίπτονται)",
  },
  attacked: {
    en: "Attack on {pile} (health {health}) with {cards}, sum {sum}: it falls.",
    es: "Ataque contra {pile} (salud {health}) con {cards}, suma {sum}: cae.",
    ca: "Atac contra {pile} (salut {health}) amb {cards}, suma {sum}: cau.",
    cs: "Útok na {pile} (síla {health}) kartami {cards}, součet {sum}: padá.",
    el: "Επίθεση {pile} (υγεία {health}) με {cards}, άθροισμα {sum}: πέφτει.",
  },
  attacked_failed: {
    en: "Attack on {pile} (health {health}) with {cards}, sum {sum}: too weak, the cards are lost.",
    es: "Ataque contra {pile} (salud {health}) con {cards}, suma {sum}: demasiado débil, las cartas se pierden.",
    ca: "Atac contra {pile} (salut {health}) amb {cards}, suma {sum}: massa feble, les cartes es perden.",
    cs: "Útok na {pile} (síla {health}) kartami {cards}, součet {sum}: příliš slabý, karty jsou ztraceny.",
    el: "Επίθεση {pile} (υγεία {health}) με {cards}, άθροισμα {sum}: πολύ αδύναμη, τα φύλλα χάνονται.",
  },
  flipped: {
    en: "{pile} turns face up: {cards}.",
    es: "Se da la vuelta {pile}: {cards}.",
    ca: "Es gira {pile}: {cards}.",
    cs: "Otáčí se {pile}: {cards}.",
    el: "Γυρίζει {pile}: {cards}.",
  },
  removed: {
    en: "{pile} falls: {points} points.",
    es: "Cae {pile}; suma {points} a la puntuación.",
    ca: "Cau {pile}; suma {points} a la puntuació.",
    cs: "Padá {pile}; skóre +{points}.",
    el: "Πέφτει {pile}· η βαθμολογία αυξάνεται κατά {points}.",
  },
  discarded: {
    en: "The waste cards {cards} leave the game.",
    es: "Las cartas de la basura {cards} salen del juego.",
    ca: "Les cartes descartades {cards} surten del joc.",
    cs: "Otočené karty {cards} odcházejí ze hry.",
    el: "Τα φύλλα του σωρού {cards} βγαίνουν από το παιχνίδι.",
  },
  dealt: {
    en: "Dealt {cards}; {stockLeft} cards left in the stock.",
    es: "Se reparten {cards}; quedan {stockLeft} cartas en el montón.",
    ca: "Es reparteixen {cards}; queden {stockLeft} cartes a la pila principal.",
    cs: "Líznuto: {cards}; počet volných karet: {stockLeft}.",
    el: "Μοιράστηκαν {cards}· μένουν {stockLeft} φύλλα στη μάνα.",
  },
} as const satisfies Record<string, Texts>;

const MAZE_TEXTS = {
  move: {
    en: "move {card} {place}",
    es: "mover {card} {place}",
    ca: "moure {card} {place}",
    cs: "přesunout {card} {place}",
    el: "μετακίνηση του {card} {place}",
  },
  moved: {
    en: "{card} went {where}.",
    es: "{card} pasa {where}.",
    ca: "{card} passa {where}.",
    cs: "{card} přesunuta {where}.",
    el: "Το {card} μετακινήθηκε {where}.",
  },
  scored: {
    en: "Score {score} ({points}).",
    es: "Puntuación: {score} ({points}).",
    ca: "Punts: {score} ({points}).",
    cs: "Skóre {score} ({points}).",
    el: "Πόντοι: {score} ({points}).",
  },
} as const satisfies Record<string, Texts>;

const ENDED: Readonly<Record<"won" | "lost", Texts>> = {
  won: {
    en: "The game is won!",
    es: "¡Partida ganada!",
    ca: "Partida guanyada!",
    cs: "Hra je vyhraná!",
    el: "Η παρτίδα κερδήθηκε!",
  },
  lost: {
    en: "The game is lost: no move is left.",
    es: "La partida está perdida: no queda ningún movimiento.",
    ca: "La partida està perduda: no queda cap moviment.",
    cs: "Hra je prohraná: nezbývá žádný tah.",
    el: "Η παρτίδα χάθηκε: δεν απομένει καμία κίνηση.",
  },
};

/** A change of score with its sign: `+3`, `−2`, `±0`. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** What an event's sentence may read besides the event: every event of its move, and the view after it. */
export interface EventContext<View, Event> {
  readonly events: readonly Event[];
  readonly view?: View;
}

/** A game's phrases, over its engine's view, move and event types. */
export interface MoveTexts<View, Move, Event> {
  /** What a legal move would do, from the position before it. */
  readonly move: (view: View, move: Move, lang: Lang) => string;
  /** What happened, one sentence per event (some events need none). */
  readonly event: (event: Event, lang: Lang, context: EventContext<View, Event>) => string | null;
  /**
   * Words a hint's sentence names beside its params (its move's cards and place, in card
   * words), from the position `view` shows; a game whose sentences need none has none.
   */
  readonly hintWords?: (
    view: View,
    hint: Hint<Move>,
    lang: Lang,
  ) => Readonly<Record<string, string | number>>;
}
type GameTexts<G extends GameId> = MoveTexts<ViewOf<G>, MoveOf<G>, EventOf<G>>;

/** A Maze move's card and where it goes, from the view before it. */
const mazeMoveWords = (view: MazeView, move: MazeMove, lang: Lang) => {
  const card = view.slots[move.from]?.[0] ?? "";
  return { card: cardText(card), place: mazeOnto(placeOf(view.slots, card, move.to), lang) };
};

/**
 * Where a `free_slot` hint's run grows: beside the card its params name (`after`, `before`),
 * else the corner its slot is (a run with no card yet), else by the view's neighbours.
 */
function runSpot(view: MazeView, params: Hint<unknown>["params"], lang: Lang): string {
  const after = params?.["after"];
  const before = params?.["before"];
  if (typeof after === "string") return mazeWhere({ after }, lang);
  if (typeof before === "string") return mazeWhere({ before }, lang);
  const slot = Number(params?.["slot"]);
  if (slot === 0) return mazeWhere({ corner: "top_left" }, lang);
  if (slot === LAST_MAZE_SLOT) return mazeWhere({ corner: "bottom_right" }, lang);
  const left = view.slots[slot - 1]?.[0];
  return mazeWhere(left === undefined ? null : { after: left }, lang);
}

/** A Wall attack's target and cards in words, from the view before it. */
function wallAttackWords(view: WallView, move: Extract<WallMove, { type: "attack" }>, lang: Lang) {
  const target = view.targets.find((t) => t.slot === move.target);
  return {
    pile: wallTarget(view, move.target, "object", lang),
    health: target?.health ?? "?",
    cards: attackCardsText(move.cards),
    faceDown: target?.faceDown === true,
  };
}

/**
 * A Wall event's target, by what the move showed of it: a pile flipped by this attack was face
 * down when attacked (named by its place); a removed one by the cards it lost; else the view's.
 */
function eventTarget(
  target: number,
  context: EventContext<WallView, WallEvent>,
  form: Form,
  lang: Lang,
  asAttacked = false,
): string {
  const seen = context.view ?? { slots: [] };
  const flipped = context.events.some((e) => e.type === "flipped" && e.target === target);
  if (flipped && asAttacked) return wallTarget(seen, target, form, lang, []);
  const removed = context.events.find((e) => e.type === "removed" && e.target === target);
  const cards = removed?.type === "removed" ? removed.cards : undefined;
  return wallTarget(seen, target, form, lang, cards);
}

export const MOVE_TEXTS: { readonly [G in GameId]: GameTexts<G> } = {
  wall: {
    move: (view, move, lang) => {
      if (move.type === "deal") return WALL_TEXTS.deal[lang];
      const { faceDown, ...words } = wallAttackWords(view, move, lang);
      return format((faceDown ? WALL_TEXTS.attack_face_down : WALL_TEXTS.attack)[lang], words);
    },
    event: (event, lang, context) => {
      switch (event.type) {
        case "attacked": {
          const { health, sum } = event;
          const texts = event.success ? WALL_TEXTS.attacked : WALL_TEXTS.attacked_failed;
          const pile = eventTarget(event.target, context, "object", lang, true);
          return format(texts[lang], { pile, health, sum, cards: attackCardsText(event.cards) });
        }
        case "flipped": {
          const pile = wallTarget(context.view ?? { slots: [] }, event.target, "subject", lang, []);
          return upperFirst(format(WALL_TEXTS.flipped[lang], { pile, cards: cardsText(event.cards) }), lang);
        }
        case "removed": {
          const pile = eventTarget(event.target, context, "subject", lang);
          return upperFirst(format(WALL_TEXTS.removed[lang], { pile, points: event.points }), lang);
        }
        case "discarded":
          return format(WALL_TEXTS.discarded[lang], { cards: cardsText(event.cards) });
        case "dealt":
          return format(WALL_TEXTS.dealt[lang], {
            stockLeft: event.stockLeft,
            cards: cardsText(event.cards),
          });
        case "ended":
          return ENDED[event.status][lang];
      }
    },
    hintWords: (view, hint, lang): Readonly<Record<string, string>> => {
      const move = hint.move;
      if (move?.type !== "attack") return {};
      const { pile, cards } = wallAttackWords(view, move, lang);
      return { pile, cards };
    },
  },
  maze: {
    move: (view, move, lang) => format(MAZE_TEXTS.move[lang], mazeMoveWords(view, move, lang)),
    event: (event, lang, context) => {
      switch (event.type) {
        case "moved": {
          // From the view after the move: the card is in its gap, beside what let it in.
          const slots = context.view?.slots ?? [];
          const where = mazeWhere(placeOf(slots, event.card, event.to), lang);
          return format(MAZE_TEXTS.moved[lang], { card: cardText(event.card), where });
        }
        case "scored":
          return format(MAZE_TEXTS.scored[lang], { score: event.score, points: signed(event.points) });
        case "ended":
          return ENDED[event.status][lang];
      }
    },
    hintWords: (view, hint, lang) => {
      if (hint.move === null) return {};
      const words = mazeMoveWords(view, hint.move, lang);
      return hint.reason === "free_slot" ? { ...words, spot: runSpot(view, hint.params, lang) } : words;
    },
  },
  ...extraRows("moveTexts"),
};

/** The phrase for a legal move of `game` (erased types: the façades never look inside moves). */
export function moveText(game: GameId, view: unknown, move: unknown, lang: Lang): string {
  return (MOVE_TEXTS[game].move as (v: unknown, m: unknown, l: Lang) => string)(view, move, lang);
}

/**
 * What a played move did, in sentences (unknown events are skipped, never guessed at), from
 * its events and the view after it.
 */
export function eventsText(game: GameId, events: readonly unknown[], lang: Lang, view?: unknown): string {
  const describe = MOVE_TEXTS[game].event as (
    e: unknown,
    l: Lang,
    c: EventContext<unknown, unknown>,
  ) => string | null | undefined;
  return events
    .map((event) => describe(event, lang, { events, view }))
    .filter((text): text is string => typeof text === "string")
    .join(" ");
}

/** The words a hint of `game` names beside its params, from the view of its position. */
export function hintWords(
  game: GameId,
  view: unknown,
  hint: Hint<unknown>,
  lang: Lang,
): Readonly<Record<string, string | number>> {
  const words = MOVE_TEXTS[game].hintWords as
    ((v: unknown, h: Hint<unknown>, l: Lang) => Readonly<Record<string, string | number>>) | undefined;
  return words?.(view, hint, lang) ?? {};
}
