import { cardText } from "../cards/index.ts";
import { extraRows, type GAMES, type GameId, type ViewOf } from "../games/registry.ts";
import { format, type Lang, type Texts } from "./lang.ts";

// What a move does and what happened when it was played, as short phrases for chat (the MCP
// façade numbers the legal moves with these). Per game, keyed by `GameId`: the compiler lists
// what a new game must supply. Phrases read the public view only.

type Engine<G extends GameId> = (typeof GAMES)[G];
/** A game's move, as its engine types it. */
export type MoveOf<G extends GameId> = Parameters<Engine<G>["applyMove"]>[1];
/** A game's events, as its engine types them. */
export type EventOf<G extends GameId> = Extract<
  ReturnType<Engine<G>["applyMove"]>,
  { ok: true }
>["value"]["events"][number];

/** Cards as people read them, `9♣ 2♦`. */
const cardsText = (codes: readonly string[]): string => codes.map(cardText).join(" ");

const WALL_TEXTS = {
  attack: {
    en: "attack {pile} in slot {target} (health {health}) with {cards}",
    es: "atacar {pile} del espacio {target} (salud {health}) con {cards}",
    ca: "atacar {pile} de la posició {target} (salut {health}) amb {cards}",
    cs: "zaútočit na {pile} na pozici {target} (síla {health}) kartami {cards}",
    el: "επίθεση στην υποδοχή {target} ({pile}, υγεία {health}) με {cards}",
  },
  attack_face_down: {
    en: "attack the face-down pile in slot {target} with {cards}",
    es: "atacar la pila boca abajo del espacio {target} con {cards}",
    ca: "atacar la pila cara avall de la posició {target} amb {cards}",
    cs: "zaútočit na hromádku lícem dolů na pozici {target} kartami {cards}",
    el: "επίθεση στην κλειστή στοίβα της υποδοχής {target} με {cards}",
  },
  deal: {
    en: "deal three new cards (the waste is discarded)",
    es: "repartir tres cartas nuevas (la basura se descarta)",
    ca: "repartir tres cartes noves (les descartades surten del joc)",
    cs: "líznout tři nové karty (otočené karty odejdou ze hry)",
    el: "μοίρασμα τριών νέων φύλλων (τα φύλλα του σωρού απορρίπτονται)",
  },
  attacked: {
    en: "Attack on slot {target} (health {health}) with {cards}, sum {sum}: it falls.",
    es: "Ataque al espacio {target} (salud {health}) con {cards}, suma {sum}: cae.",
    ca: "Atac a la posició {target} (salut {health}) amb {cards}, suma {sum}: cau.",
    cs: "Útok na pozici {target} (síla {health}) kartami {cards}, součet {sum}: padá.",
    el: "Επίθεση στην υποδοχή {target} (υγεία {health}) με {cards}, άθροισμα {sum}: πέφτει.",
  },
  attacked_failed: {
    en: "Attack on slot {target} (health {health}) with {cards}, sum {sum}: too weak, the cards are lost.",
    es: "Ataque al espacio {target} (salud {health}) con {cards}, suma {sum}: demasiado débil, las cartas se pierden.",
    ca: "Atac a la posició {target} (salut {health}) amb {cards}, suma {sum}: massa feble, les cartes es perden.",
    cs: "Útok na pozici {target} (síla {health}) kartami {cards}, součet {sum}: příliš slabý, karty jsou ztraceny.",
    el: "Επίθεση στην υποδοχή {target} (υγεία {health}) με {cards}, άθροισμα {sum}: πολύ αδύναμη, τα φύλλα χάνονται.",
  },
  flipped: {
    en: "The face-down pile in slot {target} turns face up: {cards}.",
    es: "La pila boca abajo del espacio {target} se da la vuelta: {cards}.",
    ca: "La pila cara avall de la posició {target} es gira: {cards}.",
    cs: "Hromádka lícem dolů na pozici {target} se otáčí: {cards}.",
    el: "Η κλειστή στοίβα της υποδοχής {target} γυρίζει: {cards}.",
  },
  removed: {
    en: "Slot {target} is cleared ({cards}): {points} points.",
    es: "El espacio {target} queda vacío ({cards}); suma {points} a la puntuación.",
    ca: "La posició {target} queda buida ({cards}); suma {points} a la puntuació.",
    cs: "Pozice {target} je prázdná ({cards}); skóre +{points}.",
    el: "Η υποδοχή {target} αδειάζει ({cards})· η βαθμολογία αυξάνεται κατά {points}.",
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
    en: "move {card} from slot {from} to slot {to}",
    es: "mover {card} del espacio {from} al {to}",
    ca: "moure {card} de la posició {from} a la {to}",
    cs: "přesunout {card} z pozice {from} na {to}",
    el: "μετακίνηση του {card} από την υποδοχή {from} στην υποδοχή {to}",
  },
  moved: {
    en: "{card} moved from slot {from} to slot {to}.",
    es: "{card} pasa del espacio {from} al {to}.",
    ca: "{card} passa de la posició {from} a la {to}.",
    cs: "{card} přesunuta z pozice {from} na {to}.",
    el: "Το {card} μετακινήθηκε από την υποδοχή {from} στην υποδοχή {to}.",
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

/** A game's phrases, over its engine's view, move and event types. */
export interface MoveTexts<View, Move, Event> {
  /** What a legal move would do, from the position before it. */
  readonly move: (view: View, move: Move, lang: Lang) => string;
  /** What happened, one sentence per event (some events need none). */
  readonly event: (event: Event, lang: Lang) => string | null;
}
type GameTexts<G extends GameId> = MoveTexts<ViewOf<G>, MoveOf<G>, EventOf<G>>;

export const MOVE_TEXTS: { readonly [G in GameId]: GameTexts<G> } = {
  wall: {
    move: (view, move, lang) => {
      if (move.type === "deal") return WALL_TEXTS.deal[lang];
      const cards = cardsText(move.cards);
      const target = view.targets.find((t) => t.slot === move.target);
      if (target?.faceDown) return format(WALL_TEXTS.attack_face_down[lang], { target: move.target, cards });
      const pile = cardsText(view.slots[move.target] ?? []);
      return format(WALL_TEXTS.attack[lang], {
        pile,
        target: move.target,
        health: target?.health ?? "?",
        cards,
      });
    },
    event: (event, lang) => {
      switch (event.type) {
        case "attacked": {
          const { target, health, sum } = event;
          const texts = event.success ? WALL_TEXTS.attacked : WALL_TEXTS.attacked_failed;
          return format(texts[lang], { target, health, sum, cards: cardsText(event.cards) });
        }
        case "flipped":
          return format(WALL_TEXTS.flipped[lang], { target: event.target, cards: cardsText(event.cards) });
        case "removed": {
          const { target, points } = event;
          return format(WALL_TEXTS.removed[lang], { target, points, cards: cardsText(event.cards) });
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
  },
  maze: {
    move: (view, move, lang) =>
      format(MAZE_TEXTS.move[lang], {
        card: cardsText(view.slots[move.from] ?? []),
        from: move.from,
        to: move.to,
      }),
    event: (event, lang) => {
      switch (event.type) {
        case "moved":
          return format(MAZE_TEXTS.moved[lang], {
            card: cardText(event.card),
            from: event.from,
            to: event.to,
          });
        case "scored":
          return format(MAZE_TEXTS.scored[lang], { score: event.score, points: signed(event.points) });
        case "ended":
          return ENDED[event.status][lang];
      }
    },
  },
  ...extraRows("moveTexts"),
};

/** The phrase for a legal move of `game` (erased types: the façades never look inside moves). */
export function moveText(game: GameId, view: unknown, move: unknown, lang: Lang): string {
  return (MOVE_TEXTS[game].move as (v: unknown, m: unknown, l: Lang) => string)(view, move, lang);
}

/** What a played move did, in sentences (unknown events are skipped, never guessed at). */
export function eventsText(game: GameId, events: readonly unknown[], lang: Lang): string {
  const describe = MOVE_TEXTS[game].event as (e: unknown, l: Lang) => string | null | undefined;
  return events
    .map((event) => describe(event, lang))
    .filter((text): text is string => typeof text === "string")
    .join(" ");
}
