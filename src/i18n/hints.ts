import { cardText } from "../cards/index.ts";
import type { EndStatus, Hint } from "../engine/index.ts";
import { extraRows, type GameId, type HintReasonOf } from "../games/registry.ts";
import { format, type Lang, type Texts } from "./lang.ts";
import { hintWords } from "./move-texts.ts";

const NO_MOVE: Texts = {
  en: "There is no move left.",
  es: "No queda ningún movimiento.",
  ca: "No queda cap moviment.",
  cs: "Nezbývá žádný tah.",
  el: "Δεν απομένει καμία κίνηση.",
};

/** A finished game's hint (its reason the game's status), the same sentence in every game. */
const ENDED: Readonly<Record<EndStatus, Texts>> = {
  won: {
    en: "The game is won.",
    es: "La partida está ganada.",
    ca: "La partida està guanyada.",
    cs: "Hra je vyhraná.",
    el: "Η παρτίδα κερδήθηκε.",
  },
  lost: {
    en: "The game is lost: no move is left.",
    es: "La partida está perdida: no queda ningún movimiento.",
    ca: "La partida està perduda: no queda cap moviment.",
    cs: "Hra je prohraná: nezbývá žádný tah.",
    el: "Η παρτίδα χάθηκε: δεν απομένει καμία κίνηση.",
  },
};

/**
 * Hint sentences by game and reason key (the engines' `hint().reason`, a literal union per
 * game, so a missing sentence is a type error); `{name}` is filled from the hint's public
 * params (cards shown with suit symbols) and the game's card words for its move (`{place}`,
 * `{pile}`, `{cards}`…: MOVE_TEXTS' `hintWords`), so no sentence names a slot by number.
 */
export const HINT_TEXTS: { readonly [G in GameId]: Readonly<Record<HintReasonOf<G>, Texts>> } = {
  wall: {
    attack: {
      en: "Attack {pile} (health {health}) with {cards}.",
      es: "Ataque {pile} (salud {health}) con {cards}.",
      ca: "Ataqueu {pile} (salut {health}) amb {cards}.",
      cs: "Zaútočte na {pile} (síla {health}) kartami {cards}.",
      el: "Επιτεθείτε {pile} (υγεία {health}) με {cards}.",
    },
    attack_throne: {
      en: "Attack the throne (health {health}) with {cards}: it can fall now.",
      es: "Ataque el trono (salud {health}) con {cards}: ya puede caer.",
      ca: "Ataqueu el tron (salut {health}) amb {cards}: ja pot caure.",
      cs: "Zaútočte na trůn (síla {health}) kartami {cards}: teď může padnout.",
      el: "Επιτεθείτε στον θρόνο (υγεία {health}) με {cards}: μπορεί να πέσει τώρα.",
    },
    flip_face_down: {
      en: "Attack {pile} with {cards}: it turns face up whatever happens.",
      es: "Ataque {pile} con {cards}: se dará la vuelta pase lo que pase.",
      ca: "Ataqueu {pile} amb {cards}: es girarà passi el que passi.",
      cs: "Zaútočte na {pile} kartami {cards}: otočí se v každém případě.",
      el: "Επιτεθείτε {pile} με {cards}: θα γυρίσει ό,τι κι αν γίνει.",
    },
    deal: {
      en: "Deal three new cards: nothing worth attacking with these.",
      es: "Reparta tres cartas nuevas: con estas no vale la pena atacar.",
      ca: "Repartiu tres cartes noves: amb aquestes no val la pena atacar.",
      cs: "Lízněte tři nové karty: s těmito se útočit nevyplatí.",
      el: "Μοιράστε τρία νέα φύλλα: με αυτά δεν αξίζει να επιτεθείτε.",
    },
    won: ENDED.won,
    lost: ENDED.lost,
    no_move: NO_MOVE,
  },
  maze: {
    finish: {
      en: "Move {card} {place}: moves to the win, this one included: {moves_to_win}.",
      es: "Mueva {card} {place}: movimientos hasta ganar, contando este: {moves_to_win}.",
      ca: "Moveu {card} {place}: moviments fins a guanyar, comptant aquest: {moves_to_win}.",
      cs: "Přesuňte {card} {place}: tahy do výhry včetně tohoto: {moves_to_win}.",
      el: "Μετακινήστε το {card} {place}: κινήσεις ως τη νίκη, μαζί με αυτή: {moves_to_win}.",
    },
    extend_run: {
      en: "Move {card} {place}: it extends the ordered run from the top-left corner.",
      es: "Mueva {card} {place}: alarga la secuencia ordenada desde la esquina superior izquierda.",
      ca: "Moveu {card} {place}: allarga la seqüència ordenada des de la cantonada superior esquerra.",
      cs: "Přesuňte {card} {place}: prodlouží seřazenou postupku od levého horního rohu.",
      el: "Μετακινήστε το {card} {place}: επεκτείνει την ταξινομημένη ακολουθία από την πάνω αριστερή γωνία.",
    },
    extend_tail: {
      en: "Move {card} {place}: it extends the ordered run that ends in the bottom-right corner.",
      es: "Mueva {card} {place}: alarga la secuencia ordenada que acaba en la esquina inferior derecha.",
      ca: "Moveu {card} {place}: allarga la seqüència ordenada que acaba a la cantonada inferior dreta.",
      cs: "Přesuňte {card} {place}: prodlouží seřazenou postupku končící v pravém dolním rohu.",
      el: "Μετακινήστε το {card} {place}: επεκτείνει την ταξινομημένη ακολουθία που τελειώνει στην κάτω δεξιά γωνία.",
    },
    free_slot: {
      en: "Move {card} {place}: the first of {steps} moves that bring the next card of a run {spot}.",
      es: "Mueva {card} {place}: el primero de {steps} movimientos que llevan la siguiente carta de una secuencia {spot}.",
      ca: "Moveu {card} {place}: el primer de {steps} moviments que porten la carta següent d'una seqüència {spot}.",
      cs: "Přesuňte {card} {place}: první z {steps} tahů, které dostanou další kartu postupky {spot}.",
      el: "Μετακινήστε το {card} {place}: η πρώτη από {steps} κινήσεις που φέρνουν το επόμενο φύλλο μιας ακολουθίας {spot}.",
    },
    any_move: {
      en: "Move {card} {place}: it leaves the ordered runs alone.",
      es: "Mueva {card} {place}: no toca las secuencias ordenadas.",
      ca: "Moveu {card} {place}: no toca les seqüències ordenades.",
      cs: "Přesuňte {card} {place}: seřazené postupky nechá být.",
      el: "Μετακινήστε το {card} {place}: αφήνει ανέγγιχτες τις ταξινομημένες ακολουθίες.",
    },
    won: ENDED.won,
    no_move: NO_MOVE,
    invalid_view: {
      en: "This position cannot be analysed.",
      es: "Esta posición no se puede analizar.",
      ca: "Aquesta situació no es pot analitzar.",
      cs: "Tento stav hry nelze rozebrat.",
      el: "Αυτή η κατάσταση δεν μπορεί να αναλυθεί.",
    },
  },
  ...extraRows("hints"),
};

/**
 * The sentence for a hint of `game` in `lang`, about the position `view` shows (the public
 * view the hint was given for): its move's cards and place in card words (the game's
 * `hintWords`), never slot numbers; a hint without a move needs no view.
 */
export function hintText(game: GameId, hint: Hint<unknown>, view: unknown, lang: Lang): string {
  const params = {
    ...Object.fromEntries(
      Object.entries(hint.params ?? {}).map(([key, value]) => [
        key,
        key === "card" && typeof value === "string" ? cardText(value) : value,
      ]),
    ),
    ...(view === undefined || view === null ? {} : hintWords(game, view, hint, lang)),
  };
  // The engine erased to its contract types its reasons as strings; HINT_TEXTS is complete
  // for each game's own reasons, so the lookup cannot miss for a hint the engine gave.
  const texts = (HINT_TEXTS[game] as Readonly<Record<string, Texts>>)[hint.reason];
  if (!texts) return hint.reason;
  return format(texts[lang], params);
}

/** Every reason any game's hint can give (the keys of HINT_TEXTS, which the types keep complete). */
export const HINT_REASONS = [
  ...new Set(Object.values(HINT_TEXTS).flatMap((texts) => Object.keys(texts))),
] as [string, ...string[]];
